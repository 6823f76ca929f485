package concierge

// Follow-ups that lean on what came before (R50): a request taken back at
// its end ("decline 71NN17 for home. actually dont, i changed my mind"),
// the same task again with other values ("and another one for 16SS61
// home"), and a value said with no task in hand that only one agent takes
// ("ok the id is 55QQ88" after being told where to find it).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

// takenBack reports a message whose last clause takes back what the
// clauses before it asked: the user's last word stands (R28).
func (e *Engine) takenBack(text string) bool {
	if e.sess.Pending.Approval != nil || e.planWaits() {
		return false // an answer there is read as a whole (§15): "yes, don't" asks again
	}
	parts := splitClauses(text)
	if len(parts) < 2 {
		return false
	}
	last := parts[len(parts)-1]
	if dontAside(last) {
		return false // "he said dont tell anyone": someone else's words
	}
	if isCancel(last) {
		return true
	}
	n := " " + normalise(last) + " "
	for _, p := range []string{" changed my mind ", " change my mind ", " dont ", " don't ", " do not ", " never mind ", " forget it "} {
		if strings.Contains(n, p) && len(reading.Words(last)) <= 6 {
			return true
		}
	}
	return false
}

// againWords ask for the task just done once more (references.go,
// repeat_kept.go; the reader's own are in agents/understand/context_again.go).
var againWords = lazyWordSet(`another again same`) // built on first use (R55)

// repeatLast is the last finished task's agent when the message asks for
// another one with values of its own; nil otherwise. It only reads.
func (e *Engine) repeatLast(text string) *agents.Agent {
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return nil
	}
	// the reader's start_task(AGENT, another) with values of its own:
	// "one more called eggs", "a new one titled gym" (agents/understand/context_again.go)
	if e.reader == nil {
		return nil
	}
	rd := e.reader.Read(text, e.moment(nil))
	if len(rd.Commands) != 1 {
		return nil
	}
	c := rd.Commands[0]
	a := e.domain.Agent(l.Agent)
	if c.Kind != agents.CmdStartTask || c.Scope != understand.ScopeAnother || c.Agent != l.Agent || len(c.Values) == 0 || a == nil {
		return nil
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Agent != a && best.Core && (!understand.SaysAnother(text) || e.anotherNamesOther(a, text)) {
		return nil // another agent's own words: a request of its own
	}
	if len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return nil // "wire 10 to 7654321, plus another 20 to 1234324": two, routed and queued
	}
	return a
}

// valuesOwner is the one agent a message's values belong to, when the
// message is only values (and the words that introduce them) and no other
// agent takes any of them; nil otherwise, and nil for a message that
// holds several requests ("send 10 to 7654321 and 20 to 1234324": two
// transfers, routed and queued, never the first one's values alone).
func (e *Engine) valuesOwner(text string) *agents.Agent {
	if len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return nil
	}
	var owner *agents.Agent
	for _, a := range e.domain.Agents {
		if len(agents.Extract(a, text, "")) == 0 {
			continue
		}
		if owner != nil || !agents.OnlyValues(a, text) {
			return nil
		}
		owner = a
	}
	return owner
}

// strongValuesOwner is the one agent that takes a value of a precise kind
// (an amount, an id, a choice) from a message no rule or reader placed
// ("i owe my roommate 75 bucks, his account is 55512345"), nil when none
// or several do. The agent asks for what is missing; a call with side
// effects still waits for a yes.
func (e *Engine) strongValuesOwner(text string) *agents.Agent {
	var owner *agents.Agent
	for _, a := range e.domain.Agents {
		strong := false
		for name := range agents.Extract(a, text, "") {
			if s := a.Slot(name); s != nil && s.Kind != agents.KindText && s.Kind != agents.KindSecret {
				strong = true
			}
		}
		if !strong {
			continue
		}
		if owner != nil {
			return nil
		}
		owner = a
	}
	return owner
}

// asksForTheSecret is a message, outside the secret's own prompt, that
// asks to be told, reminded of or given a new secret ("what is my password
// again?", "forgot my pin, can you reset it"): answered with what the
// loop can do, never started as a sign-in that asks for the very secret.
func (e *Engine) asksForTheSecret(text string) (label string, ok bool) {
	if e.sess.Pending.Secret != nil || strings.Contains(text, state.SecretMask) {
		return "", false
	}
	text = e.outsideWrittenText(text) // "add a note saying the password is on the router" (secret_in_written_text.go)
	words := reading.Words(text)
	asking := strings.Contains(text, "?")
	for _, w := range words {
		switch w {
		case "what", "whats", "what's", "wats", "wat", "forgot", "forget", "forgotten", "reset", "recover", "remind", "tell", "lost", "remember", "change",
			"show", "print", "display", "spell", "repeat", "reveal": // "show me my pin", "print my password" (round 20)
			asking = true
		}
	}
	asking = asking || echoAsked(words) || ownSecretOnly(words) // "type my password back to me" (secret_echo.go), "my pin lol" (secret_own_named.go)
	if !asking {
		return "", false
	}
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			if s.Kind != agents.KindSecret {
				continue
			}
			names := map[string]bool{"password": true, "passcode": true, "pin": true, "passwd": true, "pwd": true, "pw": true, "passwrd": true, "pasword": true, "passowrd": true, "pword": true} // and its usual typos
			for _, w := range append(reading.Words(s.Name), reading.Words(s.LabelOrName())...) {
				names[w] = true
			}
			for _, w := range words {
				if names[w] {
					return s.LabelOrName(), true
				}
			}
		}
	}
	return "", false
}
