package concierge

// A claim id said earlier in the session (issue 24, round 22's ins22a):
// "what's the status of claim 123ABH?" then "ok then just the decline
// letter. home. reason: late notification" asked for the claim id again
// (and tried "notification" as one); after "approve claim 77AB12" was
// refused, "fine, decline then. motor." asked for it too. A request that
// names no id, entering a task that takes one of letters and digits,
// takes the id the user named last in the few messages before it — in a
// question, a refused or cancelled task, a letter — and says so, with
// how to give another. Words of a reason are never an id, nor is a
// number the user called the policy number.

import (
	"regexp"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// earlierIDLookBack is how many of the user's messages before this one
// an id is looked for in.
const earlierIDLookBack = 4

// takeEarlierID fills a's id of letters and digits, left unset by the
// request text, with the one the user named last before it.
func (e *Engine) takeEarlierID(t *turn, a *agents.Agent, text string) {
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if !mixedID(s) || w.Slots[s.Name] != "" || strings.ContainsAny(withoutReasonClause(text), "0123456789") {
			continue
		}
		v := e.earlierID(a, s, text)
		if v == "" {
			continue
		}
		w.Slots[s.Name] = v
		e.note(state.NoteInfo, "Taken from earlier: the "+s.LabelOrName()+" "+v+" the user named before")
		t.say(prompts.EarlierID(s.LabelOrName(), v))
	}
}

// earlierID is the id of slot s the user named last in the messages
// before text, "" when none.
func (e *Engine) earlierID(a *agents.Agent, s *agents.Slot, text string) string {
	v, taken := e.earlierIDSaid(a, s)
	if !taken {
		return ""
	}
	return v
}

// earlierIDSaid is the id of slot s the user named last before this
// message, and whether it may be taken: not when its request was refused
// as harmful, its decline refused, or its letter written.
func (e *Engine) earlierIDSaid(a *agents.Agent, s *agents.Slot) (string, bool) {
	ms := e.sess.Messages
	seen, current := 0, false
	for i := len(ms) - 1; i >= 0 && seen < earlierIDLookBack; i-- {
		m := ms[i]
		if m.Role != state.RoleUser {
			continue
		}
		if !current {
			current = true // this message (a request queued from it too)
			continue
		}
		seen++
		if m.Masked {
			continue
		}
		refused := i+1 < len(ms) && ms[i+1].Role != state.RoleUser && strings.HasPrefix(ms[i+1].Text, "I can't help with that")
		if v := lastIDIn(a, s, m.Text, e.pinnedFacts(a)); v != "" {
			// its letter written, or its decline refused: a new request asks
			return v, !refused && e.refusedClaim(v) == "" && !e.letterWrittenFor(v)
		}
		if refused {
			return "", false // a request refused as harmful: nothing of it is taken
		}
	}
	return "", false
}

// lastIDIn is the last value of slot s said in msg: outside a reason,
// never one called the policy number ("that's the policy number, the
// claim is 99KL00" names 99KL00).
func lastIDIn(a *agents.Agent, s *agents.Slot, msg string, facts agents.Facts) string {
	body := withoutReasonClause(msg)
	found := ""
	for _, loc := range s.Pattern.FindAllStringIndex(body, -1) {
		before := strings.ToLower(body[max(0, loc[0]-24):loc[0]])
		if i := strings.LastIndex(before, "polic"); i >= 0 && !strings.Contains(before[i:], "claim") {
			continue // "policy number 55PP12"
		}
		if v, err := s.Normalize(body[loc[0]:loc[1]], facts); err == nil {
			found = v
		}
	}
	return found
}

// whichNumber says the number given was another one than the id: "oh
// sorry that's the policy number", "wrong one", "that was my policy no".
func whichNumber() *regexp.Regexp { return ins22aPatterns()[8] }

// idWhichRead reads, with no task in hand, a correction of which number
// is the claim id ("oh sorry that's the policy number. the claim is
// 99KL00"): the id is said back as the one to use, and nothing starts;
// the next request that names no id takes it (takeEarlierID). ok is
// false for any other message. It only reads.
func (e *Engine) idWhichRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 || !whichNumber().MatchString(text) {
		return turnCmd{}, false
	}
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			s := &a.Slots[i]
			if !mixedID(s) {
				continue
			}
			v := lastIDIn(a, s, text, e.pinnedFacts(a))
			if v == "" {
				continue
			}
			// a request beside it ("…, decline it") is read as one
			if best, ok := e.router.Best(withoutIDs(text), e.domain.Agents); ok && best.Core && best.Agent == a && requestVerb().MatchString(text) {
				return turnCmd{}, false
			}
			was, _ := e.earlierIDSaid(a, s)
			if l := e.sess.Last; l != nil && was != "" && l.Agent == a.Name && l.Slots[s.Name] == was {
				return turnCmd{}, false // the letter just written is corrected (correct_last.go)
			}
			if was == v {
				was = ""
			}
			c := answerCmd(agents.CmdCorrectValue, "which", text, "which number is the "+s.LabelOrName()+": "+v+"; nothing started", prompts.IDCorrected(s.LabelOrName(), v, was))
			c.shown = "correct_value(" + s.Name + "=" + v + ")"
			return c, true
		}
	}
	return turnCmd{}, false
}

// requestVerb asks for work beside the correction: "… decline it".
func requestVerb() *regexp.Regexp { return ins22aPatterns()[9] }

// withoutIDs is text with its words of letters and digits cut.
func withoutIDs(text string) string {
	var out []string
	for _, w := range strings.Fields(text) {
		if !idInClause(w) {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// letterWrittenFor reports a document already written for id.
func (e *Engine) letterWrittenFor(id string) bool {
	for _, art := range e.sess.Artifacts {
		if strings.Contains(strings.ToUpper(art.Title), " "+strings.ToUpper(id)+" ") {
			return true
		}
	}
	return false
}
