package concierge

import (
	"strings"
	"testing"
)

// atRelationship starts SmartStrategy's relationship question and says
// line there; it returns the engine and the replies said to line.
func atRelationship(t *testing.T, line string) (*Engine, []string) {
	t.Helper()
	d, err := BuiltinDomains().New("insurance")
	if err != nil {
		t.Fatal(err)
	}
	e, rec := newOn(t, d, nil)
	say(t, e, "where do i find my claim id")
	before := len(rec.replies())
	say(t, e, line)
	return e, rec.replies()[before:]
}

func refusedAsChoice(replies []string) bool {
	return strings.Contains(strings.Join(replies, " "), "couldn't take")
}

// Issue 24 round 16: a cancel in other words at a choice question ends
// the task, whatever follows it; it is never refused as a choice.
func TestChoiceQuestionCancelInOtherWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hmm you know what, never mind, i'll ask my supervisor instead",
		"ok nvm ill just ask my manager",
		"actually you know, i'll check with the team lead tomorrow",
		"oh well dont bother, i will call the office",
		"hmm forget about it for now",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, replies := atRelationship(t, line)
			if refusedAsChoice(replies) || e.Speaker() != "" || e.sess.Agenda.Depth() != 0 {
				t.Fatalf("%q did not cancel (speaker %q): %q", line, e.Speaker(), replies)
			}
		})
	}
}

// Someone who is none of the choices is told so plainly, and the task
// ends: never "I couldn't take … as the relationship".
func TestChoiceQuestionNoneOfTheRoles(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"i'm just a customer, i bought a policy",
		"neither, im a policyholder",
		"none of those, i am the insured",
		"i'm only a client",
		"well i have a policy with you guys",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, replies := atRelationship(t, line)
			all := strings.Join(replies, " ")
			if refusedAsChoice(replies) || !strings.Contains(all, "only find your claim id for an internal employee or a partner") || e.Speaker() != "" {
				t.Fatalf("%q: %q (speaker %q)", line, replies, e.Speaker())
			}
		})
	}
}

// Another agent's request at the question goes to that agent; another
// agent's value (a claim id, a topology) is kept for it and the question
// is asked again.
func TestChoiceQuestionOtherAgentsWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"i want to say no to a claim", "i have to turn down someone's claim", "write me a decline letter"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, replies := atRelationship(t, line)
			if refusedAsChoice(replies) || e.Speaker() != "DeclineLetterAssistance" {
				t.Fatalf("%q not routed to the letter (speaker %q): %q", line, e.Speaker(), replies)
			}
		})
	}
	for line, fact := range map[string]string{
		"the number is 34MN56":         "claim_id=34MN56",
		"its for a house":              "topology=Home",
		"oh and the claim is 12AB34":   "claim_id=12AB34",
		"it was a car that got stolen": "topology=Motor",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, replies := atRelationship(t, line)
			k, v, _ := strings.Cut(fact, "=")
			if refusedAsChoice(replies) || e.sess.Facts[k] != v || e.Speaker() != "SmartStrategy" {
				t.Fatalf("%q: fact %s=%q, speaker %q: %q", line, k, e.sess.Facts[k], e.Speaker(), replies)
			}
		})
	}
}
