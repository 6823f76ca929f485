package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 14, kind 1: a message asking where the claim id is (or
// saying it cannot be found), at the start or at any question, starts the
// strategy that finds it, with the relationship when said; never an aside
// answered "I don't know that here", never a question of trust, never the
// claim id asked first. A letter asked for in the same line follows, its
// values kept.
func TestWhereTheValueIsStartsTheFinder(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string // in the replies: where the id is
	}{
		{[]string{"I'm a partner. Where is the claim id? then a decline letter, home"}, "www.my_id.com"},
		{[]string{"hey i work for suncorp - where would i see the claim number? also need a decline letter for motor"}, "claims system"},
		{[]string{"i got a letter about my claim but i cant see where the number is, i'm a broker"}, "www.my_id.com"},
		{[]string{"decline letter please", "hmm is that right? how can i check claim ids, i'm staff"}, "claims system"},
		{[]string{"decline 15CD88", "wait how do i even find claim numbers again, im partner"}, "www.my_id.com"},
		{[]string{"write a motor decline letter. no clue where my claim id is written", "partner"}, "www.my_id.com"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, c.want) || strings.Contains(all, "I don't know that here") || strings.Contains(all, "automated assistant") {
			t.Errorf("%q: want %q:\n%s", c.lines, c.want, rec.dump())
		}
	}
	// the letter asked for in the same line follows, its topology kept
	e, rec := newInsurance(t)
	say(t, e, "need a motor decline letter but I don't know where my claim number is, I'm internal", "44FF21")
	if a := rec.dump(); !strings.Contains(a, "claims system") || !strings.Contains(a, "Policy type: Motor") || !strings.Contains(a, "Claim id: 44FF21") {
		t.Errorf("the letter did not follow with its values:\n%s", a)
	}
	// a claim id given with the doubt is taken, not sought
	e, rec = newInsurance(t)
	say(t, e, "decline letter for claim 12AB34, not sure where to start")
	if strings.Contains(rec.dump(), "SmartStrategy") && !strings.Contains(rec.dump(), "DeclineLetterAssistance") {
		t.Errorf("a given claim id was sought:\n%s", rec.dump())
	}
}
