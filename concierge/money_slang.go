package concierge

// Amounts people say rather than type (R27, R28; issue 24 round 10): "a
// tenner", "a fiver", "a hundo"; "whatever max i can", "as much as
// possible", "the max" (the whole balance of the source); and "it" for
// the account just shown ("what's in savings?" then "put 500 of it into
// checking", "send half of it to 7654321"). None was read: the amount
// was asked again with the words quoted back, or "put 500 of it" became
// a balance check. Before anything reads the message, such an amount is
// said as the product's readers know it ("10 dollars", "everything",
// "500 from Savings", "half of Savings"); the approval's summary shows
// the figure before any money moves. Another currency ("75 quid") is
// left as typed: the amount's reader says only dollars move, and asks.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// slangAmount is a banknote's nickname: "a tenner", "a fiver".
	slangAmount = reading.Lazy(`(?i)\b(?:an?\s+|one\s+)?(tenner|fiver|hundo|hunnid|c-note|c\s+note|twenty-spot|sawbuck)\b`)
	// wholeBalance says "as much as there is": the source's whole balance.
	wholeBalance = reading.Lazy(`(?i)\b(?:` +
		`(?:whatever|what\s?ever)\s+(?:the\s+)?(?:max(?:imum)?|most)(?:\s+(?:amount|is|i\s+can(?:\s+(?:send|transfer|move))?|possible|allowed))*` +
		`|(?:the\s+)?max(?:imum)?(?:\s+amount)?(?:\s+(?:i\s+can(?:\s+(?:send|transfer|move))?|possible|allowed|available))+` +
		`|(?:as\s+much\s+as|all\s+that|everything|all)\s+(?:i\s+(?:can|could|have|got)|possible|there\s+is|is\s+there|i've\s+got|ive\s+got)(?:\s+(?:send|transfer|move|in\s+there|there))?` +
		`|(?:the\s+)?whole\s+(?:lot|thing|amount)` +
		`|whatever\s+(?:i\s+(?:have|got|can)|is\s+(?:there|in\s+(?:it|there))|there\s+is|it\s+has|is\s+left|i've\s+got|ive\s+got)` +
		// "whatever's left", "what's left in there", "the rest of it",
		// "empty it" (round 13): the balance in hand, whole
		`|whatever\s*(?:'|’)?s\s+(?:left|there|in\s+(?:it|there)|remaining)|whatever\s+(?:remains|is\s+remaining|'s\s+remaining)|(?:all\s+)?(?:what|whats|what's|what\s+is|everything|all\s+that'?s|all\s+that\s+is)\s+(?:left|remaining)(?:\s+in\s+(?:there|it|the\s+account))?` +
		`|(?:everything|all|all\s+the\s+money|whatever|what|whats|what's)\s+(?:that'?s\s+|that\s+is\s+|is\s+|'s\s+)?in\s+(?:there|it|the\s+account)|(?:the\s+)?(?:rest|remainder|balance)\s+of\s+it|(?:empty|drain|clear\s+out|clean\s+out|wipe\s+out)\s+it(?:\s+out)?|(?:the\s+)?full\s+(?:amount|balance)|the\s+lot|all\s+the\s+money` +
		`)\b`)
	// verbMax is a bare "max" right after a verb that moves money: "send
	// the max to 7654321" (never "send 50 to max", a name).
	verbMax = reading.Lazy(`(?i)\b(send|transfer|move|wire|put|pay|xfer)\s+(?:the\s+|my\s+)?max(?:imum)?\b`)
	// bareMax is the maximum said alone at the amount's question: "the
	// max", "max pls".
	bareMax = reading.Lazy(`(?i)^\W*(?:(?:oh|ah|eh|ok|okay|k|alright|fine|just|well|um|hmm|welp|so|meh|ugh)\W+)*(?:the\s+|my\s+)?max(?:imum)?(?:\s+amount)?(?:\s+(?:please|pls|plz|then|thanks))?\W*$`)
	// bareShare is a share said alone at the amount's question: "half",
	// "a third of it", "25%".
	bareShare = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|um|hmm|just|like)\s+)*(half|a\s+half|a\s+third|two\s+thirds|a\s+quarter|three\s+quarters|\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s+percent)(?:\s+of\s+(?:it|that|the\s+balance|my\s+balance))?(?:\s+(?:please|pls|plz|then|thanks))?\W*$`)
	// asksAboutLimits opens a question about the limit itself: "what's
	// the max i can send?", "is there a maximum".
	asksAboutLimits = reading.Lazy(`(?i)^\W*(?:so\s+|and\s+|hey\s+|um\s+)?(?:what|what's|whats|wats|how|is|are|does|do|which|why|when|where|whats)\b`)
	// ofIt is an amount taken out of "it", the account just shown: "500
	// of it", "half of it", "a third of that".
	ofIt = reading.Lazy(`(?i)\b(\$?\d[\d,]*(?:\.\d+)?\s*(?:dollars|bucks|usd)?|half|a\s+half|a\s+third|two\s+thirds|a\s+quarter|three\s+quarters|\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s+percent)\s+(?:of|out\s+of|from)\s+(?:it|that|this|those|them|there)\b`)
)

// slangDollars are the banknotes' nicknames in dollars.
var slangDollars = sync.OnceValue(func() map[string]string {
	return map[string]string{"tenner": "10", "fiver": "5", "hundo": "100", "hunnid": "100", "c-note": "100",
		"c note": "100", "twenty-spot": "20", "sawbuck": "10"}
})

// moneySlang is text with a spoken amount said as an amount; text as it
// was when it holds none, when a secret is asked, or in a domain with no
// money slot that reads a share of a balance.
func (e *Engine) moneySlang(text string) string {
	if e.sess.Pending.Secret != nil {
		return text
	}
	share := e.shareSlot()
	if share == nil {
		return text
	}
	out := slangAmount.ReplaceAllStringFunc(text, func(m string) string {
		sm := slangAmount.FindStringSubmatch(m)
		key := strings.Join(strings.Fields(strings.ToLower(sm[1])), " ")
		return slangDollars()[key] + " dollars"
	})
	moves := false
	for _, w := range reading.Words(out) {
		moves = moves || accountMoves()[w] || placeMoves()[w]
	}
	if !moves && e.sess.Speaker != share.agent.Name || e.sess.Pending.Approval != nil {
		// "what's the max": a question, not an amount; at an approval "a
		// quarter of that" is of its amount, and "is that everything i
		// have" asks about it (approval_relative.go, approval_answers.go)
		return out
	}
	// "put half of it in savings": "in" names where the money goes, not
	// whose half it is (agents/extract_in_into.go)
	out = agents.InAsInto(out)
	out = e.wholeSaid(share, out) // "whatever is in savings", "send it all" (amount_said_whole.go)
	if !e.saysAmount(share.agent, out) && !asksAboutLimits.MatchString(out) {
		out = wholeBalance.ReplaceAllString(out, "everything")
		out = verbMax.ReplaceAllString(out, "$1 everything")
	}
	if e.amountAsked(share) {
		// "the max", "half" at "How much would you like to transfer?": of
		// the source in hand
		if bareMax.MatchString(out) || hedgedWhole(out) {
			return "everything" // "idk whatever is in there" (amount_in_there.go)
		}
		if m := bareShare.FindStringSubmatch(out); m != nil && e.sess.Facts[share.slot.Share.Name] != "" {
			return m[1] + " of " + e.sess.Facts[share.slot.Share.Name]
		}
	}
	if name := e.accountInHand(share); name != "" && !figureBeforeOfIt(out) {
		out = ofIt.ReplaceAllStringFunc(out, func(m string) string {
			sm := ofIt.FindStringSubmatch(m)
			amount := strings.TrimSpace(sm[1])
			if amount[0] == '$' || amount[0] >= '0' && amount[0] <= '9' && !strings.HasSuffix(amount, "%") && !strings.HasSuffix(amount, "percent") {
				return amount + " from " + name // "500 of it": the amount, and where it comes from
			}
			return amount + " of " + name // "half of it": a share of that account
		})
	}
	return out
}

// saysAmount reports a message in which agent a already reads an amount
// ("send 50, the max i can"): the words about the maximum are then no
// amount of their own.
func (e *Engine) saysAmount(a *agents.Agent, text string) bool {
	for name := range agents.Extract(a, text, "") {
		if s := a.Slot(name); s != nil && s.Kind == agents.KindMoney {
			return true
		}
	}
	return false
}

// moneyShare is the money slot that reads a share of a balance, with
// its agent.
type moneyShare struct {
	agent *agents.Agent
	slot  *agents.Slot
}

// shareSlot is the domain's money slot that takes a share of a balance
// ("half my savings"), nil in a domain with none.
func (e *Engine) shareSlot() *moneyShare {
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if s := &a.Slots[i]; s.Kind == agents.KindMoney && s.Share != nil {
				return &moneyShare{agent: a, slot: s}
			}
		}
	}
	return nil
}

// accountInHand is the account "it" stands for: the one whose balance the
// last finished task showed; "" when the last task showed none.
func (e *Engine) accountInHand(sh *moneyShare) string {
	viewer, _ := e.accountViewer()
	if viewer == nil || e.sess.Last == nil || e.sess.Last.Agent != viewer.Name {
		return ""
	}
	return e.sess.Facts[sh.slot.Share.Name]
}

// amountAsked reports the share slot's own question open: its agent
// speaks and the amount is what it asks next.
func (e *Engine) amountAsked(sh *moneyShare) bool {
	if e.sess.Speaker != sh.agent.Name {
		return false
	}
	next := sh.agent.NextSlot(e.sess.WorkFor(sh.agent.Name).Slots)
	return next != nil && next.Name == sh.slot.Name
}

// placeMoves are the verbs of putting money somewhere ("put half of it in
// savings", "stash the rest in checking"): they move it as "send" does
// (tryout 40 bank 24).
var placeMoves = lazyWordSet(`put stick stash pop drop park chuck throw shove tuck sock shift`)
