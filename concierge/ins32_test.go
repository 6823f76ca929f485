package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 29's ins32: a reason of several clauses kept whole, an
// aside about not having the id, a bank's explanation in insurance,
// follow-up questions about what was just answered, attitude never
// listed as unused.

// Kind 1: a reason of several clauses (facts then the policy term, "X but
// Y, Z", "X while Y") keeps every clause of the ground, as written, said
// in the same line as the id and type or alone after them.
func TestIns32ReasonKeptWhole(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines  []string
		reason string
	}{
		{[]string{"oh great another chatbot. fine. decline letter.", "123ABH. home. burst pipe but they turned the heating off for the winter while away, policy requires heating maintained."},
			"burst pipe but they turned the heating off for the winter while away, policy requires heating maintained"},
		{[]string{"decline 123ABH home, burst pipe while heating was off for winter"}, "burst pipe while heating was off for winter"},
		{[]string{"decline 12AB34 motor, car was stolen but keys were left in the ignition"}, "car was stolen but keys were left in the ignition"},
		{[]string{"decline 12AB34 home, roof leaked for months and nobody fixed it, gradual damage is excluded"}, "roof leaked for months and nobody fixed it, gradual damage is excluded"},
		{[]string{"motor claim 50GH09 decline. the driver was 17 and was not a named driver on the policy, so no cover"}, "the driver was 17 and was not a named driver on the policy, so no cover"},
		{[]string{"need a decline letter", "77QW12 motor. van was parked on the street overnight whilst the alarm was disconnected, policy needs alarm active"},
			"van was parked on the street overnight whilst the alarm was disconnected, policy needs alarm active"},
		{[]string{"decline letter pls", "45GH12", "home", "pipes froze while the house sat empty for 3 months, unoccupancy clause applies"},
			"pipes froze while the house sat empty for 3 months, unoccupancy clause applies"},
		{[]string{"decline 31ZZ77 home", "The reason is that the damage was caused by gradual wear and tear, which is excluded."},
			"the damage was caused by gradual wear and tear, which is excluded"},
		{[]string{"decline 88PQ02 motor", "reason is that the driver was unlicensed"}, "the driver was unlicensed"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(lastArtifact(e), "The reason for this decision: "+c.reason+".") {
			t.Errorf("%q: the letter does not name %q:\n%s\n%s", c.lines, c.reason, all, lastArtifact(e))
		}
		for _, bad := range []string{"can't help", "not sure", "chatbot"} {
			if strings.Contains(all, bad) {
				t.Errorf("%q: %q in the replies:\n%s", c.lines, bad, all)
			}
		}
	}
	// what the insured thing is, and a question, stay out of the letter
	for _, c := range []struct {
		lines         []string
		reason, never string
	}{
		{[]string{"decline letter for claim 123ABH, motor", "it's the st mary's church minibus, the driver had no valid licence at the time"}, "the driver had no valid licence at the time", "minibus"},
		{[]string{"decline 12AB34 motor because the driver had no licence, and where do i find the claim id"}, "the driver had no licence", "where"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.lines...)
		l := lastArtifact(e)
		if !strings.Contains(l, "The reason for this decision: "+c.reason+".") || strings.Contains(l, c.never) {
			t.Errorf("%q: want the reason %q alone:\n%s\n%s", c.lines, c.reason, strings.Join(rec.replies(), "\n"), l)
		}
	}
}

// Kind 2: an aside about not having the id (or the number, or the type)
// is the request's context, never a second request; a reason given after
// the letter rewrites it at once.
func TestIns32AsideNotARequest(t *testing.T) {
	t.Parallel()
	for _, first := range []string{
		"can you write a decline letter for a motor claim, i don't have the id on me, just put something",
		"decline letter for a motor claim, no idea what the number is",
		"need a decline letter for motor, left the claim number at the office",
		"decline letter pls, motor, ive left my claim ref back at the office",
		"write a decline letter for a motor claim, i havent got the id with me rn",
		"decline letter for a car claim, dont have the claim number on me",
	} {
		e, rec := newInsurance(t)
		say(t, e, first, "fine, it's 99KL00", "reason: vehicle had no valid MOT at the time")
		all := strings.Join(rec.replies(), "\n")
		for _, bad := range []string{"internal employee or a partner", "once this is done", "not sure"} {
			if strings.Contains(all, bad) {
				t.Errorf("%q: %q in the replies:\n%s", first, bad, all)
			}
		}
		if !strings.Contains(lastArtifact(e), "The reason for this decision: vehicle had no valid MOT at the time.") || !strings.Contains(lastArtifact(e), "99KL00") {
			t.Errorf("%q: the letter was not written again naming the reason:\n%s\n%s", first, all, lastArtifact(e))
		}
	}
	// alone, not having the id still asks where to find it
	e, rec := newInsurance(t)
	say(t, e, "i dont have my claim id, where can i find it")
	if !strings.Contains(rec.lastReply(), "internal employee or a partner") {
		t.Errorf("the claim-id finder was not started:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// Kind 3: a bank's explanation never appears in insurance; the client's
// policy number is context for finding the claim id.
func TestIns32NoBankLineInInsurance(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"hey so where would i even find the claim number?? the client just gave me a policy no",
		"where do i find the claim id, customer only sent me their policy number",
		"the insured gave us a policy number, where is the claim id",
		"how do i find a claim id? the broker sent me just the policy ref",
		"claimant gave me her policy no, wheres the claim number",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "transaction history") || strings.Contains(all, "past payments") {
			t.Errorf("%q: a bank's explanation:\n%s", line, all)
		}
		if !strings.Contains(all, "internal employee or a partner") && !strings.Contains(all, "the id can be found") {
			t.Errorf("%q: the claim-id finder did not answer:\n%s", line, all)
		}
	}
	// a payment asked about is still out of scope here
	e, rec := newInsurance(t)
	say(t, e, "check if my brother paid me back")
	if !strings.Contains(rec.lastReply(), "transaction history") {
		t.Errorf("a payment history question: %s", rec.lastReply())
	}
}

// Kind 4: follow-up questions about what was just answered: an id's
// shape and length, the other letter.
func TestIns32FollowUpQuestions(t *testing.T) {
	t.Parallel()
	for _, q := range []string{
		"and what does one look like? like how many chars",
		"what does it look like",
		"how many characters is it",
		"whats the format",
		"ok and how long is a claim id",
		"can you give me an example of one",
		"is it letters and numbers or just numbers",
	} {
		e, rec := newInsurance(t)
		say(t, e, "Where is the claim identifier located", "external partner (loss adjusting firm)", q)
		if r := rec.lastReply(); !strings.Contains(r, "letters and digits, like 123ABH") {
			t.Errorf("%q: %s", q, r)
		}
		if r := rec.lastReply(); strings.Contains(q, "how ") && !strings.Contains(r, "6 characters") {
			t.Errorf("%q: no length: %s", q, r)
		}
	}
	for _, c := range []struct{ q, title string }{
		{"ok and the second one?", "22BB22"},
		{"and the 2nd one", "22BB22"},
		{"show me the first letter again", "11AA11"},
		{"where is the first one?", "11AA11"},
		{"what about the second letter", "22BB22"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "i need decline letters for two claims: 11AA11 motor and 22BB22 home, both for non-payment of premium", c.q)
		r := rec.lastReply()
		if !strings.Contains(r, c.title) || !strings.Contains(r, "non-payment of premium") || strings.Contains(r, "not sure") {
			t.Errorf("%q: %s", c.q, r)
		}
		if len(e.sess.Artifacts) != 2 {
			t.Errorf("%q: a letter was written again: %d letters", c.q, len(e.sess.Artifacts))
		}
	}
}

// Kind 5: attitude and the verb opening a request are never listed as
// unused; no leading "that" in the reason.
func TestIns32AttitudeNeverUnused(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"oh great another chatbot. fine. decline letter.",
		"start a decline letter",
		"ugh this bot again, i need a decline letter",
		"begin decline letter pls",
		"wonderful, a robot. decline letter then",
		"whatever, make a decline letter",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		r := rec.lastReply()
		if strings.Contains(r, "didn't use") || !strings.Contains(r, "claim id") {
			t.Errorf("%q: %s", line, r)
		}
	}
}
