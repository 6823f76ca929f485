package concierge

// A correction at an approval that names which request of a message it
// changes (issue 24, round 32): "send 30 to 1234324 and 30 to 7654321",
// and at the first summary "actually make the second one 40". Read as a
// plain correction it changed the call asked now — $40 to 1234324, which
// the next yes sent — while the second went out at $30. Here the ordinal
// is counted in the message the requests came from: a later request is
// changed where it waits and the call asked now is asked again unchanged;
// an earlier one is said to be past; the one asked now is corrected as
// any correction is.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// ordinalHead is what may come before the ordinal correction for it to be
// the whole answer: hesitation, a yes or no word ("yes but make the
// second one 40" changes a request, so it is no yes).
var ordinalHead = reading.Lazy(`(?i)^(?:(?:yes|yeah|yep|ok|okay|sure|oh|wait|sorry|actually|hmm+|hold\s+on|no|nah|and|but|um+|also|oops|ah)[\s,!.]*)*$`)

// cmdOtherRequest changes a request of the message other than the one
// whose call waits: Text is its ordinal ("second"), Reason its words as
// they wait, Value its words changed; Scope past when it was dealt with.
const cmdOtherRequest agents.CommandKind = "change_other_request"

const pastRequest = "past"

// ordinalRead reads a correction naming another request of the message
// the waiting call came from; ok is false when the message names none, or
// names the call asked now (read on as a correction of it). It only reads.
func (e *Engine) ordinalRead(a *agents.Agent, ap *state.Approval, text string) (apCommand, bool) {
	fix, ok := reading.OrdinalRef(text)
	if !ok || !ordinalHead.MatchString(strings.TrimSpace(fix.Head)) {
		return apCommand{}, false
	}
	parts := e.requestsOfCall(a, ap, text)
	if len(parts) < 2 {
		return apCommand{}, false
	}
	cur := callPart(parts, ap)
	k := fix.Pick(len(parts))
	if cur < 0 || k < 0 || k == cur {
		return apCommand{}, false
	}
	c := apCmd(cmdOtherRequest, text)
	c.Text, c.Reason = ordinalName(k, len(parts)), parts[k]
	if k < cur {
		c.Scope = pastRequest
		return c, true
	}
	at := queuedFor(e.sess.Agenda, parts[k])
	if at < 0 {
		return apCommand{}, false
	}
	changed, ok := fix.Apply(e.sess.Agenda[at].Text)
	if !ok {
		return apCommand{}, false
	}
	c.Reason, c.Value = e.sess.Agenda[at].Text, changed
	return c, true
}

// changeOtherRequest runs what ordinalRead read: the waiting request is
// changed and the call asked now is asked again as it stands — never
// approved, never changed.
func (e *Engine) changeOtherRequest(t *turn, a *agents.Agent, ap *state.Approval, c apCommand) {
	if c.Scope == pastRequest {
		e.note(state.NoteApproval, fmt.Sprintf("Not changed: the %s request (%q) was dealt with already", c.Text, c.Reason))
		e.speak(t, a.Name, prompts.OrdinalAlreadyPast(c.Text, ap.Summary))
		return
	}
	for i, w := range e.sess.Agenda {
		if w.Kind == state.TaskRequest && w.Text == c.Reason {
			e.sess.Agenda[i].Text = c.Value
			e.note(state.NoteApproval, fmt.Sprintf("Changed the %s request, which waits: %q is now %q; the call asked now is unchanged", c.Text, c.Reason, c.Value))
			e.speak(t, a.Name, prompts.OrdinalQueuedChanged(c.Text, c.Value, ap.Summary))
			return
		}
	}
	e.speak(t, a.Name, prompts.ApprovalReminder(ap.Summary))
}

// requestsOfCall are the requests of the user's latest earlier message
// that held several for the call's agent, in the order said.
func (e *Engine) requestsOfCall(a *agents.Agent, ap *state.Approval, text string) []string {
	msgs := e.sess.Messages
	for i, seen := len(msgs)-1, 0; i >= 0 && seen < 8; i-- {
		m := msgs[i]
		if m.Role != state.RoleUser || m.Masked || strings.TrimSpace(m.Text) == strings.TrimSpace(text) {
			continue
		}
		seen++
		var mine []string
		for _, p := range e.router.SplitRequests(m.Text, e.domain.Agents) {
			// the call's own request, one waiting, or one its agent would take
			// ("30 to 7654321 from checking" names an account, so the balance
			// agent may score it higher)
			best, ok := e.router.Best(p, e.domain.Agents)
			if !ok || best.Agent == a || callPart([]string{p}, ap) == 0 || queuedFor(e.sess.Agenda, p) >= 0 {
				mine = append(mine, p)
			}
		}
		if len(mine) >= 2 && callPart(mine, ap) >= 0 {
			return mine
		}
	}
	return nil
}

// idValues are a request's values that name something (an account
// number, a claim id), never an amount: they tell its call apart.
func idValues(request string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(request, func(r rune) bool {
		return !(r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r == '-')
	}) {
		if reading.ValueShape(w) == "number" || reading.ValueShape(w) == "id" {
			out = append(out, w)
		}
	}
	return out
}

// callPart is the index of the one request whose naming values are all
// among the call's, -1 when none or several are.
func callPart(parts []string, ap *state.Approval) int {
	found := -1
	for i, p := range parts {
		ids := idValues(p)
		if len(ids) == 0 {
			continue
		}
		all := true
		for _, id := range ids {
			all = all && argsHold(ap, id)
		}
		if all {
			if found >= 0 {
				return -1
			}
			found = i
		}
	}
	return found
}

func argsHold(ap *state.Approval, v string) bool {
	for _, a := range ap.Args {
		if strings.EqualFold(strings.TrimSpace(a), v) {
			return true
		}
	}
	return false
}

// queuedFor is the agenda index of the waiting request that holds every
// naming value of the request, -1 when none does.
func queuedFor(ag state.Agenda, request string) int {
	ids := idValues(request)
	if len(ids) == 0 {
		return -1
	}
	for i, t := range ag {
		if t.Kind != state.TaskRequest {
			continue
		}
		all := true
		for _, id := range ids {
			all = all && strings.Contains(strings.ToLower(t.Text), strings.ToLower(id))
		}
		if all {
			return i
		}
	}
	return -1
}

func ordinalName(k, n int) string {
	if names := []string{"first", "second", "third", "fourth"}; k < len(names) && !(k == n-1 && k >= 2) {
		return names[k]
	}
	return "last"
}
