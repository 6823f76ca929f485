package concierge

// Follow-up questions about what was just shown (R50's ask, R7): "which
// one is higher" after two prices, "did it go through?" after a transfer
// or a cancel, answered from the session's replies and notes; impatience
// ("hurry up") acknowledged in one sentence with what waits.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// aboutShownRead reads a question about the last results into its
// answer; ok is false for any other message. It only reads.
func (e *Engine) aboutShownRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.answersAsked(t, text) {
		return turnCmd{}, false
	}
	if e.sess.Speaker != "" && !isQuestion(text) {
		return turnCmd{}, false
	}
	if said, ok := e.pastPaymentAnswer(text); ok {
		return sayCmd(agents.CmdAsk, "ask — whether the last payment went through", text, said, e.sess.Pending.Approval == nil), true // past_payment.go
	}
	if asksIfDone(text) && !e.approvalReads(e.sess.Pending.Approval, text) {
		// "is it taken from the right account?" at an approval asks about
		// the call's source, not whether it ran (approval_source_right.go)
		said, ok := e.whatBecameOfIt()
		if !ok {
			return turnCmd{}, false
		}
		// the approval's summary is in the answer already
		return sayCmd(agents.CmdAsk, "ask — whether the last task with side effects ran", text, said, e.sess.Pending.Approval == nil), true
	}
	if more, ok := comparison(text); ok {
		said, ok := e.compareShown(more)
		if !ok {
			return turnCmd{}, false
		}
		return sayCmd(agents.CmdAsk, "ask — a comparison of the figures just shown", text, said, true), true
	}
	return e.shownMovedRead(text) // "which one is up today" (shown_moved.go)
}

// hurried acknowledges impatience ("hurry up", "any time now") in one
// sentence, with what waits; ok is false for any other message. It comes
// before the cancels: "any time now" drops nothing.
func (e *Engine) hurried(t *turn, text string) bool {
	return e.sess.Pending.Secret == nil && (impatient(text) || e.impatientLonger(text)) && !e.answersAsked(t, text) && e.cardKind(strings.ToLower(text)) == nil &&
		!e.urgesConfirmation(text) && // "get on with it" at "Shall I …?": a go-ahead (urging.go)
		!e.saysImpatientYes(text) // "WHY IS THIS TAKING SO LONG. YES" at an approval: the yes (approval_impatient_yes.go)
	// "WHY IS THIS TAKING SO LONG", "HELLO??" too (impatience_shouted.go); "block my card asap" is said plainly (cannot_cards.go)
}

// answerImpatience acknowledges it, and says what waits.
func (e *Engine) answerImpatience(t *turn) {
	rest := e.pendingSummary(t)
	if rest == "" {
		rest = join(e.whereThingsStand(), e.anythingElse())
	}
	e.speak(t, agents.ConciergeName, join(prompts.Impatience(), rest))
}

// impatienceWords hurry the assistant along.
var impatienceWords = []string{"hurry up", "hurry", "come on", "cmon", "faster", "be quick", "quicker", "any time now",
	"anytime now", "taking forever", "takes forever", "so slow", "too slow", "still waiting", "im waiting", "i'm waiting",
	"are you there", "you there", "asap", "chop chop", "get on with it", "speed it up", "whats taking so long", "what's taking so long"}

// impatient reports a message that only hurries (a short one: "hurry up
// and send 50 to 7654321" is a request).
func impatient(text string) bool {
	n := " " + normalise(text) + " "
	if len(reading.Words(text)) > 5 {
		return false
	}
	for _, p := range impatienceWords {
		if strings.Contains(n, " "+normalise(p)+" ") {
			return true
		}
	}
	return false
}

// asksIfDone reports a question whether the last thing asked happened
// ("did it go through?", "was the money sent?", "did that work").
func asksIfDone(text string) bool {
	words := reading.Words(text)
	for len(words) > 0 && leadFillers()[words[0]] {
		words = words[1:] // "wait, did it work?"
	}
	if len(words) < 2 || len(words) > 9 {
		return false
	}
	switch words[0] {
	case "did", "has", "have", "was", "is", "so", "hasnt", "didnt":
	default:
		return false
	}
	n := " " + normalise(text) + " "
	for _, p := range []string{" go through", " went through", " gone through", " go thru", " went thru", " gone thru", " get through", " go out", " work", " worked", " succeed", " succeeded",
		" happen", " sent", " send it", " done", " complete", " completed", " arrive", " arrived", " processed", " gone out", " cancelled", " canceled",
		" gone to ", " go to ", " went to ", " reached ", " received", " get it", " got it", // "has it gone to them", "did they get it" (round 19)
		// "did any money leave my account", "was i charged", "did it send",
		// "did anything come out" (issue 24, bank30)
		" leave", " left ", " charged", " taken", " take any", " come out", " came out", " deducted", " debited", " went out", " send ", " moved", " move "} {
		if strings.Contains(n, p) {
			return true
		}
	}
	return false
}

// leadFillers are words said before a question that change nothing.
var leadFillers = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"wait": true, "ok": true, "okay": true, "so": true, "um": true, "umm": true, "hey": true,
		"and": true, "hmm": true, "uh": true, "erm": true, "well": true, "also": true, "btw": true, "oh": true}
})

// whatBecameOfIt says whether the last task with side effects ran, from
// the session's notes: approved and run, or rejected or dropped; ok is
// false when there was none.
func (e *Engine) whatBecameOfIt() (string, bool) {
	if ap := e.sess.Pending.Approval; ap != nil {
		return prompts.NotYet(ap.Summary), true
	}
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		n := e.sess.Notes[i].Text
		switch {
		case strings.HasPrefix(n, "Approved: "):
			if said := e.lastReplyOfEffect(); said != "" {
				return prompts.WentThrough(said), true
			}
		case strings.HasPrefix(n, "Rejected: "):
			return prompts.DidNotRun(), true
		case strings.HasPrefix(n, "Abandoned: "):
			for _, a := range e.domain.Agents {
				if a.HasSideEffects() && strings.Contains(n, a.Name) {
					return prompts.DidNotRun(), true
				}
			}
		}
	}
	return "", false
}

// lastReplyOfEffect is the last reply of an agent with side effects: what
// it said of the call it ran.
func (e *Engine) lastReplyOfEffect() string {
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		m := e.sess.Messages[i]
		if a := e.domain.Agent(m.Agent); m.Role != state.RoleUser && a != nil && a.HasSideEffects() {
			return m.Text
		}
	}
	return ""
}

// comparatives ask for the larger (true) or the smaller (false) figure.
var comparatives = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"higher": true, "highest": true, "more": true, "most": true, "bigger": true,
		"biggest": true, "larger": true, "largest": true, "pricier": true, "expensive": true, "greater": true, "better": true,
		"lower": false, "lowest": false, "less": false, "least": false, "cheaper": false, "cheapest": false, "smaller": false,
		"smallest": false, "worse": false}
})

// comparison reports a question comparing things just shown ("which one
// is higher", "what's cheaper"), and whether it asks for the larger.
func comparison(text string) (more, ok bool) {
	words := reading.Words(text)
	if len(words) == 0 || len(words) > 8 {
		return false, false
	}
	asks := false
	for _, w := range words {
		switch w {
		case "which", "what", "whats", "who", "whos", "compare", "difference":
			asks = true
		}
	}
	for _, w := range words {
		if m, found := comparatives()[w]; found && asks {
			return m, true
		}
	}
	return false, false
}

// shown is a figure an agent's reply gave, with what it is a figure of.
type shown struct {
	label  string
	amount reading.Cents
	said   string
}

// recentFigures are the figures the agents' replies gave over the last
// six user messages, newest first, one per label.
func (e *Engine) recentFigures() []shown {
	var figures []shown
	seen := map[string]bool{}
	users := 0
	for i := len(e.sess.Messages) - 1; i >= 0 && users <= 6; i-- {
		m := e.sess.Messages[i]
		if m.Role == state.RoleUser {
			users++
			continue
		}
		if m.Agent == agents.ConciergeName {
			continue
		}
		if f, ok := figureOf(m.Text); ok && !seen[f.label] {
			seen[f.label] = true
			figures = append(figures, f)
		}
	}
	return figures
}

// compareShown answers which of the figures shown in the recent replies
// is the larger or the smaller; ok is false with fewer than two.
func (e *Engine) compareShown(more bool) (string, bool) {
	figures := e.recentFigures()
	if len(figures) < 2 {
		return "", false
	}
	best := figures[0]
	for _, f := range figures[1:] {
		if more && f.amount > best.amount || !more && f.amount < best.amount {
			best = f
		}
	}
	var others []string
	for _, f := range figures {
		if f != best {
			others = append(others, f.said+" for "+f.label)
		}
	}
	return prompts.Compared(best.label, best.said, more, others), true
}

// figureOf reads the one amount of money in a reply and what it is of:
// the words before " is " or " has " ("AAPL (Apple Inc.) is trading at
// $189.84", "Your Checking account (…) has a balance of $1,000.00").
func figureOf(reply string) (shown, bool) {
	first := strings.SplitN(reply, "\n", 2)[0]
	if strings.Count(first, "$") != 1 {
		return shown{}, false
	}
	at := strings.Index(first, "$")
	end := at + 1
	for end < len(first) && (first[end] >= '0' && first[end] <= '9' || first[end] == ',' || first[end] == '.') {
		end++
	}
	said := strings.TrimRight(first[at:end], ".,")
	amount, err := reading.ParseMoney(said)
	if err != nil {
		return shown{}, false
	}
	head := first[:at]
	if i := strings.LastIndex(head, ". "); i >= 0 {
		// the amount's own sentence: "To transfer money, first I'll
		// check that Checking has enough." before it is no label
		head = head[i+2:]
	}
	cut := -1
	for _, verb := range []string{" is ", " has ", " was ", " costs "} {
		if i := strings.Index(head, verb); i > 0 && (cut < 0 || i < cut) {
			cut = i
		}
	}
	if cut < 0 {
		return shown{}, false
	}
	label := strings.TrimSpace(strings.TrimPrefix(head[:cut], "Your "))
	if label == "" || len(label) > 60 {
		return shown{}, false
	}
	return shown{label: label, amount: amount, said: said}, true
}
