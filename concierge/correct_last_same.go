package concierge

// A correction to what the last letter already says (issue 24 round 20):
// "make it home, the car was parked inside" right after a Home letter, or
// "make it motor" after a Motor one, planned a second letter of both
// topologies (the reason's "car" named Motor) and asked the claim id
// again. The choice pointed at is the one the letter was written with:
// nothing changes, and the reply says so with how to change it — never a
// second task.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// sameAsLastRead reads a correction whose pointed-at choice is the one the
// last finished task ran with: the Why panel's words and the answer; ok is
// false for any other message. It only reads.
func (e *Engine) sameAsLastRead(text string) (why, reply string, ok bool) {
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return "", "", false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil || a.HasSideEffects() || redoesUneditable(a) {
		return "", "", false
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Agent != a && best.Core {
		return "", "", false // another agent's request
	}
	lower := strings.ToLower(text)
	var same *agents.Slot
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindEnum || l.Slots[s.Name] == "" {
			continue
		}
		pointed := map[string]bool{}
		for _, m := range choiceMentions(s, lower) {
			if before := lower[:m.at]; pointsAtChoice.MatchString(before) && !takesBackChoice.MatchString(before) && leadsTheMessage(before) {
				pointed[m.value] = true
			}
		}
		if v, one := onlyOne(pointed); one {
			if v != l.Slots[s.Name] {
				return "", "", false // another choice: the corrected task (correct_last.go)
			}
			same = s
		}
	}
	if same == nil || reasonNamed.MatchString(text) {
		// "change the reason to non-disclosure of modifications to the
		// car": a reason, for the letter's redo (ins22a_reason_redo.go)
		return "", "", false
	}
	for name, raw := range agents.Extract(a, text, "") {
		s := a.Slot(name)
		if s == nil || s.Kind == agents.KindEnum {
			continue // the story's choices ("the car") are no correction
		}
		if v, err := s.Normalize(raw, e.pinnedFacts(a)); err != nil || v != l.Slots[name] {
			return "", "", false // another id: a new request, or its correction
		}
	}
	kind := "task"
	if art := e.lastArtifactOf(a.Name); art != nil && art.Kind != "" {
		kind = art.Kind
	}
	var kept []string
	for _, s := range a.Slots {
		if v := l.Slots[s.Name]; v != "" && s.Kind != agents.KindSecret && s.Name != same.Name {
			kept = append(kept, fmt.Sprintf("%s %s", s.LabelOrName(), v))
		}
	}
	forWhat := ""
	if len(kept) > 0 {
		forWhat = " for " + strings.Join(kept, ", ")
	}
	var other string
	for _, c := range same.Choices {
		if c.Value != l.Slots[same.Name] {
			other = c.Value
			break
		}
	}
	reply = fmt.Sprintf("The %s%s is already %s, so nothing changed.", kind, forWhat, l.Slots[same.Name])
	if other != "" {
		reply += fmt.Sprintf(" Say \"make it %s\" if it should be %s instead.", strings.ToLower(other), other)
	}
	why = fmt.Sprintf("the %s pointed at is the one the %s was written with", same.LabelOrName(), kind)
	return why, reply, true
}

// reasonNamed names the letter's reason: the message is about the reason,
// whatever choice its words mention.
var reasonNamed = reading.Lazy(`(?i)\breasons?\b`)

// leadsTheMessage reports the words before a choice pointed at as the
// head of the message: "make it home", "oh actually it should be motor",
// never a choice inside the story ("the insured set fire to the car
// himself", round 23's tester), which is the letter's reason.
func leadsTheMessage(before string) bool {
	return !strings.ContainsAny(before, ",.;:!?") && len(strings.Fields(before)) <= 5
}
