package concierge

// Whether the user can afford a number of shares (R28, R7; issue 24
// round 10): "can i afford 10 apple shares", "is my checking enough for 3
// nvidia", "do i have enough for 5 tesla". The price was looked up and
// the question left unanswered, or it was refused as buying shares.
// Nothing is bought: the balance is checked (signing in first when
// needed, and asking which account when none is named), the price looked
// up, and then both numbers and a plain yes or no are said.

import (
	"strconv"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

var (
	// affordCue asks whether money is enough: "can i afford", "is my
	// checking enough for", "do i have enough to buy", "could i buy".
	affordCue = reading.Lazy(`(?i)\b(?:afford|affordable|enough|sufficient|cover)\b|\b(?:can|could|would|cud)\s+i\s+(?:buy|get|purchase|grab)\b` +
		`|\b(?:am\s+i|are\s+we|would\s+i\s+be|will\s+i\s+be)\s+able\s+to\s+(?:buy|afford|get|purchase|grab)\b|\bhave\s+the\s+(?:money|funds|cash)\b`)
	// givenAmount is a sum said in the question ("is 1000 dollars enough
	// for 5 apple shares"): not the balance's to answer.
	givenAmount = reading.Lazy(`(?i)\$\s?\d|\d[\d,.]*\s*(?:k\s+)?(?:dollars?|bucks|usd)\b|\bgrand\b|\b(?:hundred|thousand)\s+(?:dollars?|bucks)\b`)
	// shareCount is how many shares: a figure or a small number in words
	// before the stock ("10 apple shares", "3 nvidia", "five shares of
	// tesla").
	shareCount = reading.Lazy(`(?i)\b(\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred|a)\s+(?:more\s+)?(?:shares?\s+(?:of\s+|in\s+)?|stocks?\s+(?:of\s+|in\s+)?)?([a-z][\w.&-]*)`)
)

// shareCountWords are the small numbers a count of shares is said in.
var shareCountWords = sync.OnceValue(func() map[string]int64 {
	return map[string]int64{"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
		"nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20, "fifty": 50, "hundred": 100}
})

// affordAsked reads an affordability question: how many shares of which
// stock; ok is false for any other message, or one that moves money.
func (e *Engine) affordAsked(text string) (count int64, symbol string, ok bool) {
	lookup := e.stockAgent()
	if lookup == nil || !affordCue.MatchString(text) || givenAmount.MatchString(text) {
		return 0, "", false
	}
	for _, w := range reading.Words(normalise(text)) {
		if accountMoves()[w] || w == "sell" || w == "selling" {
			return 0, "", false // "send 10 to 7654321 if i can afford it": a request
		}
	}
	for _, v := range agents.Extract(lookup, text, "") {
		symbol = v
	}
	if symbol == "" {
		return 0, "", false
	}
	if n, ok := countAtAfford(text); ok {
		return n, symbol, true // "one share of microsoft … could i afford 3 of em" (afford_count_tied.go)
	}
	for _, m := range shareCount.FindAllStringSubmatch(text, -1) {
		if len(agents.Extract(lookup, m[2], "")) == 0 && !strings.HasPrefix(strings.ToLower(m[2]), "share") {
			continue // "10 bucks": no stock after it
		}
		n, err := strconv.ParseInt(m[1], 10, 64)
		if err != nil {
			n = shareCountWords()[strings.ToLower(m[1])]
		}
		if n > 0 {
			return n, symbol, true
		}
	}
	return 0, "", false
}

// affordRead reads an affordability question ("can i afford 10 apple
// shares"): the count and the symbol; ok is false for any other message,
// or with anything waiting. It only reads.
func (e *Engine) affordRead(text string) (count int64, symbol string, ok bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return 0, "", false
	}
	count, symbol, ok = e.affordAsked(text)
	if viewer, _ := e.accountViewer(); !ok || viewer == nil {
		return 0, "", false
	}
	return count, symbol, true
}

// lookUpAfforded starts the two look-ups an affordability question
// needs: the balance now (its sign-in first), the price queued after it.
func (e *Engine) lookUpAfforded(symbol, text string) step {
	viewer, slot := e.accountViewer()
	e.sess.Agenda.RequestFirst(strings.TrimSpace(e.stockAgent().TaskPhrase() + " " + symbol))
	e.status()
	req := viewRequest(slot, text)
	return enterStep(viewer, req, req != "")
}

// affordVerdict says whether the balance shown covers the shares asked
// about, once a recent affordability question has both its numbers and
// this turn showed the last of them; "" otherwise.
func (e *Engine) affordVerdict(t *turn) string {
	viewer, _ := e.accountViewer()
	lookup := e.stockAgent()
	if viewer == nil || lookup == nil {
		return ""
	}
	msgs := e.sess.Messages
	asked, users := -1, 0
	var count int64
	var symbol string
	for i := len(msgs) - 1; i >= 0 && users < 5; i-- {
		if msgs[i].Role != state.RoleUser {
			continue
		}
		users++
		if n, s, ok := e.affordAsked(msgs[i].Text); ok {
			asked, count, symbol = i, n, s
			break
		}
	}
	if asked < 0 || e.turnEndedSince(asked, t) {
		return ""
	}
	var balance, price *shown
	now := false
	for i := asked + 1; i < len(msgs); i++ {
		m := msgs[i]
		if m.Role == state.RoleUser {
			continue
		}
		f, ok := figureOf(sentenceWithFigure(m.Text))
		switch {
		case !ok:
			continue
		case m.Agent == viewer.Name:
			balance = &f
		case m.Agent == lookup.Name && strings.HasPrefix(strings.ToUpper(f.label), strings.ToUpper(symbol)):
			price = &f
		default:
			continue
		}
		now = now || i >= t.first
	}
	if balance == nil || price == nil || !now {
		return ""
	}
	cost := reading.Cents(int64(price.amount) * count)
	name, _, _ := strings.Cut(balance.label, " (")
	e.note(state.NoteRoute, "The shares come to "+cost.String()+" against "+balance.said)
	return prompts.SharesAfforded(cost <= balance.amount, count, symbol, price.said, cost.String(), strings.TrimSuffix(name, " account"), balance.said)
}

// turnEndedSince reports a turn that ended with the concierge's word
// between message i and this turn: the question it asked was answered
// then, and is not answered again when a later balance is shown.
func (e *Engine) turnEndedSince(i int, t *turn) bool {
	for _, m := range e.sess.Messages[i+1 : min(t.first, len(e.sess.Messages))] {
		if m.Role != state.RoleUser && m.Agent == agents.ConciergeName {
			return true
		}
	}
	return false
}
