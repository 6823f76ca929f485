package concierge

// "NO I WANT TO SEE MY BALANCE" at a transfer's question (issue 24 round
// 30, bank33): the no dropped the transfer, and the balance it asked for
// was never shown ("OK, I won't transfer money. Is there anything
// else…"). A no that cancels the task in hand and says what the user
// wants instead serves that request after the cancel.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// noIWant is a leading no with the want that follows it: "no i want to",
// "nah i just wanna", "no, i'd like to", "NO I NEED".
var noIWant = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|oh|ah|um+|uh|wait|actually|well|omg|ugh)\W+)*(?:no+|nah|nope|noo+)\W+(?:(?:i|i'?m|im|just|only|really|actually)\W+)*` +
	`(?:want(?:ed)?|wanna|wana|need|needed|would\s+like|'?d\s+like|d\s+like|like|was\s+trying|am\s+trying|trying|meant)\W+(?:(?:to|2|just|only)\W+)*`)

// wantedInstead is the request a "no, I want …" names after its no: ""
// when the message is no such thing or the words after it ask for no
// agent's work.
func (e *Engine) wantedInstead(text string) string {
	loc := noIWant.FindStringIndex(text)
	if loc == nil || loc[1] >= len(text) {
		return ""
	}
	rest := strings.TrimSpace(text[loc[1]:])
	if rest == "" || isCancel(rest) || read(rest).Mentions(reading.Negation) || !(e.newRequest(rest) || e.readAsTask(rest)) {
		return ""
	}
	return rest
}

// wantedElsewhere reports a "no, I want …" at a task's question whose
// request is another agent's work, not a correction of the task in hand
// ("no i want to send it to 7654321" answers the transfer).
func (e *Engine) wantedElsewhere(text string) bool {
	if e.sess.Speaker == "" || e.sess.Pending.Approval != nil || e.planWaits() {
		return false
	}
	req := e.wantedInstead(text)
	if req == "" {
		return false
	}
	if ownMoney.MatchString(req) && !strings.ContainsAny(req, "0123456789$") {
		v, _ := e.accountViewer()
		return v != nil && v.Name != e.sess.Speaker // "whats in my savings": a balance
	}
	best, ok := e.router.Best(req, e.domain.Agents)
	return ok && best.Agent.Name != e.sess.Speaker && !e.sess.Agenda.Holds(best.Agent.Name)
}
