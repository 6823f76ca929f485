package concierge

// "Leave X, send the rest" (issue 24 round 16): "hmm leave $100 in
// there, send the rest", "keep 50 in checking and move the remainder",
// "send everything but 200". The figure said is what stays, never the
// amount: it was proposed as the transfer ("Transfer $100.00 …?") and "in
// there" was taken as the destination. The amount is the source's balance
// less the figure; "in there" is the source named (or the one the task or
// the plan holds). Before anything reads the message the phrase is said
// as that figure from that account; when the balance is not known yet the
// figure is dropped, so that the amount is asked, never guessed.

import (
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// leaveVerb is "leave" or "keep" as typed, typos too ("keepin", "leav",
// "kep"): what stays is never the amount (round 34).
const leaveVerb = `(?:leave|leav|lave|leve|leaving|leavin|leavng|keep|kep|keeep|keeping|keepin|kepping|keping)`

const leaveFigure = `(\$?\d[\d,]*(?:\.\d{1,2})?(?:k\b)?)\s*(?:dollars|bucks|usd|grand)?`

var (
	// leaveRest is "leave X [in there|in checking], send the rest".
	leaveRest = reading.Lazy(`(?i)\b` + leaveVerb + `\s+(?:like\s+|about\s+|just\s+|only\s+)?` + leaveFigure +
		`(?:\s+(?:in\s+(?:there|it|that|the\s+account|(?:my\s+|the\s+)?([a-z]+))|behind|aside))?(?:\s+(?:in\s+there|in\s+it))?\s*[,;.]*\s*(?:and\s+|then\s+|but\s+|&\s*|\+\s*|n\s+|nd\s+|an\s+|plus\s+)?` +
		`(?:(?:send|snd|sned|move|mve|transfer|tranfer|trasnfer|trnsfer|wire|put|take|xfer|pay|shift|stick|chuck)\s+)?(?:over\s+)?(?:all\s+)?(?:the\s+)?(?:rest|remainder|remaining|everything\s+else|what'?s\s+left)(?:\s+of\s+it)?\b`)
	// leaveOnly is "leave X in there" said alone at a transfer's approval
	// (round 32, severe: "hmm actually leave 500 in there" at "Transfer
	// $5,000.00 from Savings" sent $500): what stays, never the amount.
	leaveOnly = reading.Lazy(`(?i)\b` + leaveVerb + `\s+(?:me\s+)?(?:like\s+|about\s+|just\s+|only\s+|at\s+least\s+)?` + leaveFigure +
		`(?:\s*(?:in\s+(?:there|it|that|the\s+account|(?:my\s+|the\s+)?([a-z]+))|behind|aside|left|for\s+me))?\b`)
	// allBut is "everything but X", "all of it except $200".
	allBut = reading.Lazy(`(?i)\b(?:everything|all(?:\s+of\s+it)?|it\s+all|the\s+whole\s+(?:balance|thing))(?:\s+(?:in\s+(?:there|it|(?:my\s+|the\s+)?([a-z]+))))?\s+(?:but|except(?:\s+for)?|minus|less|save)\s+` + leaveFigure)
)

// leaveTheRest is text with "leave X, send the rest" said as the amount it
// comes to; text as it was when it holds none.
func (e *Engine) leaveTheRest(text string) string {
	share := e.shareSlot()
	if share == nil || e.sess.Pending.Secret != nil {
		return text
	}
	res := []interface {
		FindStringSubmatchIndex(string) []int
	}{leaveRest, allBut}
	if ap := e.sess.Pending.Approval; ap != nil && ap.Agent == share.agent.Name {
		res = append(res, leaveOnly) // "leave 500 in there" at the transfer's summary
	}
	for _, re := range res {
		m := re.FindStringSubmatchIndex(text)
		if m == nil {
			continue
		}
		var figure, named string
		if re == leaveRest || re == leaveOnly {
			figure, named = text[m[2]:m[3]], sub(text, m, 2)
		} else {
			named, figure = sub(text, m, 1), text[m[4]:m[5]]
		}
		kept, err := reading.ParseMoney(figure)
		if err != nil {
			return text
		}
		source := e.leaveSource(named)
		said := text[m[0]:m[1]]
		balance, ok := e.balanceOf(share, source)
		if !ok || balance <= kept {
			e.note(state.NoteRoute, "Read \""+said+"\" as what stays in the account: the amount is asked, the balance not known")
			if edit := e.planTransferEdit(share, source); edit != "" {
				return edit // at a plan: its transfer asks the amount once the balance is shown
			}
			if re != leaveOnly {
				e.keepForLater(share, kept) // taken off the balance once it is checked (leave_the_rest_later.go)
			}
			after := text[m[1]:]
			if d := restTo.FindStringSubmatchIndex(after); d != nil {
				after = " to " + after[d[2]:] // "put the rest in savings": where it goes
			}
			return text[:m[0]] + strings.TrimSpace("transfer money "+fromPart(source)) + " " + strings.TrimLeft(after, " ")
		}
		rest := reading.Cents(int64(balance) - int64(kept))
		e.note(state.NoteRoute, "Read \""+said+"\" as "+rest.String()+": the "+source+" balance of "+balance.String()+" less "+kept.String())
		if re == leaveOnly {
			return text[:m[0]] + "make it " + rest.Plain() + text[m[1]:] // at the summary: the amount changed, the source as it is
		}
		return text[:m[0]] + "send " + rest.Plain() + " " + fromPart(source) + text[m[1]:]
	}
	return text
}

// sub is submatch n of m in text, "" when it took no part.
func sub(text string, m []int, n int) string {
	if 2*n+1 >= len(m) || m[2*n] < 0 {
		return ""
	}
	return text[m[2*n]:m[2*n+1]]
}

func fromPart(source string) string {
	if source == "" {
		return ""
	}
	return "from " + source
}

// leaveSource is the account the money stays in: the one named, else the
// transfer's pinned source, else the one a waiting plan names.
func (e *Engine) leaveSource(named string) string {
	_, s := e.accountViewer()
	if s == nil {
		return ""
	}
	for _, v := range s.ChoiceValues() {
		if named != "" && sameAccountWord(named, v) {
			return v
		}
	}
	sh := e.shareSlot()
	if e.sess.Speaker == sh.agent.Name || e.sess.Pending.Approval != nil {
		if v := e.pinnedFacts(sh.agent)[sh.slot.Share.Name]; v != "" {
			return v
		}
	}
	if p := e.sess.Plan; p != nil && p.Awaiting {
		for _, st := range p.Steps {
			lower := strings.ToLower(st.Action)
			for _, v := range s.ChoiceValues() {
				if strings.Contains(lower, strings.ToLower(v)) {
					return v
				}
			}
		}
	}
	return ""
}

// sameAccountWord reports a word naming the account v: "checking",
// "chequing", "saving".
func sameAccountWord(w, v string) bool {
	w, v = strings.TrimSuffix(strings.ToLower(w), "s"), strings.TrimSuffix(strings.ToLower(v), "s")
	return w == v || (w == "chequing" && v == "checking")
}

// balanceOf is the balance of account source as last seen: the
// transfer's pinned one, or the session's last balance check.
func (e *Engine) balanceOf(sh *moneyShare, source string) (reading.Cents, bool) {
	if source == "" {
		return 0, false
	}
	for _, f := range []map[string]string{e.pinnedFacts(sh.agent), e.sess.Facts} {
		if strings.EqualFold(f[sh.slot.Share.Name], source) {
			if b, err := reading.ParseMoney(f[sh.slot.Share.Amount]); err == nil {
				return b, true
			}
		}
	}
	return 0, false
}

// accountDigits is an account id in a plan step's words.
var accountDigits = reading.Lazy(`\b\d{5,17}\b`)

// planTransferEdit is "edit N send money to <id> from <source>" for the
// waiting plan's transfer step: the amount it held is dropped, so that it
// is asked after the plan's balance check; "" when no plan waits with one.
func (e *Engine) planTransferEdit(sh *moneyShare, source string) string {
	p := e.sess.Plan
	if p == nil || !p.Awaiting {
		return ""
	}
	for i, st := range p.Steps {
		if st.Agent != sh.agent.Name || st.Status != state.StepPlanned {
			continue
		}
		out := "edit " + strconv.Itoa(i+1) + " send money"
		if id := accountDigits.FindString(st.Action); id != "" {
			out += " to " + id
		}
		return strings.TrimSpace(out + " " + fromPart(source))
	}
	return ""
}
