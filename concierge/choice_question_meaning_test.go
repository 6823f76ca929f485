package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9: at "internal employee or partner?" a question about
// what a choice means is answered from the slot and asked again — never
// taken as that choice; an answer that says "i mean" still is one.
func TestChoiceMeaningAskedAtItsQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what does partner mean here",
		"whats an internal employee exactly?",
		"partner meaning?",
		"define internal pls",
		"hmm what is meant by partner",
		"can you explain what internal means",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "where do i find my claim id", line)
		got := rec.lastReply()
		if e.sess.Speaker != "SmartStrategy" || !strings.Contains(got, "covers") || strings.Contains(got, "can be found") {
			t.Errorf("%q: speaker %q; %q", line, e.sess.Speaker, got)
		}
	}
	for _, line := range []string{"partner i mean", "internal, I mean staff"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "where do i find my claim id", line)
		if !strings.Contains(strings.Join(rec.replies(), "\n"), "can be found") {
			t.Errorf("%q: not taken as the answer: %q", line, rec.replies())
		}
	}
}

// Issue 24 round 9: a clause saying for whom the user asks names no
// value — one question, one answer, for the choice the question names.
func TestAskingForSomeoneIsNoValue(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want, never string }{
		{"cool and where would a partner find the id, asking for a colleague", "my_id", "claims system"},
		{"where do staff find a claim id? my mate asked", "claims system", "my_id"},
		{"asking for a friend - where does a broker get the claim id", "my_id", "claims system"},
		{"how would an employee find their claim id, asking on behalf of a client", "claims system", "my_id"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, c.line)
		got := strings.Join(rec.replies()[1:], "\n")
		if !strings.Contains(got, c.want) || strings.Contains(got, c.never) {
			t.Errorf("%q: want %q, never %q: %q", c.line, c.want, c.never, got)
		}
	}
	// a note's own words keep their "for a client"
	e, _ := newOn(t, mustDomain(t, "insurance"), nil)
	if got := e.withoutAskingFor("call the broker, for a client"); got != "call the broker, for a client" {
		t.Errorf("a request's own words dropped: %q", got)
	}
}
