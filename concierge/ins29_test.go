package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 29's ins29: lead-ins, refusals carried over by a
// lead-in word, reasons after a clause, follow-up questions, junk
// reasons.

func ins29Letter(e *Engine) string {
	if n := len(e.sess.Artifacts); n > 0 {
		return e.sess.Artifacts[n-1].Body
	}
	return ""
}

// Kind 1: a lawful request after a refused trait, led by "fine", "ok
// then", "whatever", "ugh", is served; the refused request said again is
// refused.
func TestIns29LawfulGroundAfterRefusal(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ refused, then, ground string }{
		{"can i decline because the claimant is gay", "fine. reason is non-disclosure of prior claims, claim 99KL00, motor", "non-disclosure of prior claims"},
		{"can i decline because the claimant is gay", "ok then, reason is the policy had lapsed, claim 99KL00 motor", "the policy had lapsed"},
		{"decline 31ZZ77 home, she's muslim", "whatever. reason: late notification, claim 12AB34 home", "late notification"},
		{"i want to decline him cos hes too old", "alright alright, grounds are non-payment of premium, claim 77CD88 motor", "non-payment of premium"},
		{"decline it because they're immigrants", "ugh fine, reason is undisclosed modifications, 45GH12 motor", "undisclosed modifications"},
		{"decline because the claimant is disabled", "fine, the driver had no licence, claim 66EF77 motor", "the driver had no licence"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.refused)
		if !strings.Contains(rec.lastReply(), "can't help with that") {
			t.Fatalf("%q was not refused: %s", c.refused, rec.lastReply())
		}
		say(t, e, c.then)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(rec.lastReply(), "same request as before") {
			t.Errorf("%q after a refusal: refused again:\n%s", c.then, all)
		}
		if !strings.Contains(ins29Letter(e), "The reason for this decision: "+c.ground) {
			t.Errorf("%q: no letter naming %q:\n%s\n%s", c.then, c.ground, all, ins29Letter(e))
		}
	}
	for _, c := range []struct{ refused, then string }{
		{"can i decline because the claimant is gay", "fine, just decline it then"},
		{"decline 31ZZ77 home, she's muslim", "ok then just decline it"},
		{"can i decline because the claimant is gay", "fine. reason is he's gay, claim 99KL00, motor"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.refused, c.then)
		if !strings.Contains(rec.lastReply(), "can't help") || ins29Letter(e) != "" {
			t.Errorf("%q after a refusal was served:\n%s", c.then, strings.Join(rec.replies(), "\n"))
		}
	}
}

// Kind 2: a ground said after context about the insured thing is the
// reason; never "not sure", never a refusal, never a cancel.
func TestIns29GroundAfterContext(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ first, line, ground string }{
		{"decline letter for claim 123ABH, motor", "it's the st mary's church minibus, the driver had no valid licence at the time", "the driver had no valid licence at the time"},
		{"decline claim 45GH12 motor", "its the company van, it was being driven by an unlisted driver", "it was being driven by an unlisted driver"},
		{"decline 45GH12 home", "its a holiday rental, the owner never disclosed it was rented out", "the owner never disclosed it was rented out"},
		{"decline 45GH12 motor", "its the mosque minibus, the driver was unlicensed", "the driver was unlicensed"},
		{"decline 45GH12 motor", "this was the school bus, the rego had expired", "the rego had expired"},
		{"i need to decline a claim", "its the church minibus, the driver had no licence", "the driver had no licence"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.first, c.line)
		if strings.Contains(c.first, "need to decline") {
			say(t, e, "55AB11", "motor")
		}
		all := strings.Join(rec.replies(), "\n")
		for _, bad := range []string{"not sure", "can't help", "won't craft"} {
			if strings.Contains(all, bad) {
				t.Errorf("%q: %q in the replies:\n%s", c.line, bad, all)
			}
		}
		if !strings.Contains(ins29Letter(e), "The reason for this decision: "+c.ground+".") {
			t.Errorf("%q: the letter does not name %q:\n%s\n%s", c.line, c.ground, all, ins29Letter(e))
		}
	}
}

// Kind 3: request words are never the reason; a run-on's reason starts at
// a clause boundary; a shouted reason is written in sentence case.
func TestIns29JunkReasons(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want, never string }{
		{"Decline notice needed - claim 123abh - house fire", "", "notice"},
		{"rejection letter pls for 44CD55 motor", "", "letter"},
		{"decline notice required for 12AB34 home asap", "", "notice"},
		{"decline claim 12AB34 home as per policy and the water damage came from a slow leak over months", "the water damage came from a slow leak over months", "per policy"},
		{"decline 12AB34 home per policy and the roof was never maintained", "the roof was never maintained", "per policy and"},
		{"DRIVER WAS OVER THE LIMIT, BREATHALYSER 2X LEGAL LIMIT. decline claim 55AB11 motor", "Driver was over the limit, breathalyser 2x legal limit", "DRIVER"},
		{"decline 55AB11 motor THE CAR WAS UNREGISTERED AT THE TIME", "The car was unregistered at the time", "UNREGISTERED"},
		{"decline claim 12AB34 home, POLICY HAD LAPSED", "Policy had lapsed", "LAPSED"},
	} {
		e, rec := newInsurance(t)
		say(t, e, c.line)
		letter := ins29Letter(e)
		all := strings.Join(rec.replies(), "\n")
		if letter == "" {
			t.Errorf("%q: no letter:\n%s", c.line, all)
			continue
		}
		if c.want != "" && !strings.Contains(letter, "The reason for this decision: "+c.want+".") {
			t.Errorf("%q: want the reason %q:\n%s", c.line, c.want, letter)
		}
		if c.want == "" && strings.Contains(letter, "The reason for this decision") {
			t.Errorf("%q: a request word taken as the reason:\n%s", c.line, letter)
		}
		if i := strings.Index(letter, "The reason for this decision"); i >= 0 && strings.Contains(letter[i:], c.never) {
			t.Errorf("%q: %q in the reason:\n%s", c.line, c.never, letter)
		}
	}
}

// Kind 4: lead-ins never change what a request is; acknowledgements with
// thanks are thanks; a lone login word signs in.
func TestIns29LeadInsAndShortReplies(t *testing.T) {
	t.Parallel()
	const asked = "Please tell me if you are an internal employee or a partner of Suncorp."
	for _, line := range []string{
		"Hi there, quick one - where would I find the claim ID for a customer's file?",
		"quick q: where do i get a claim number",
		"just wondering, where is the claim id kept",
		"random question but how do i find my claim id",
		"hey, silly question - where's the claim id",
		"quick question where do i find a claim id",
		"i was just wondering where i find the claim id",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, asked) || strings.Contains(got, "recognise") {
			t.Errorf("%q: want the relationship asked, got %q", line, got)
		}
	}
	for _, line := range []string{"ok got it, cheers", "right, ta", "gotcha thanks", "ok cool cheers for that", "understood, thank you"} {
		e, rec := newInsurance(t)
		say(t, e, "where do i find a claim id", "partner", line)
		if got := rec.lastReply(); strings.Contains(got, "not sure") || strings.Contains(got, "can't do") {
			t.Errorf("%q after an answer: %q", line, got)
		}
	}
	for _, line := range []string{"login", "signin", "log on", "logon"} {
		e, rec := keptNotesEngine(t)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, "Whose notes?") {
			t.Errorf("notes: %q: want the sign-in asked, got %q", line, got)
		}
	}
}

// Kind 5: a follow-up question with no answer here gets "I don't know
// that here", never the previous answer again; a word of a question is
// never offered back as a wrong choice.
func TestIns29FollowUpQuestions(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"and is it the same as the policy number?",
		"is that the same as my policy no",
		"so is it different from the policy number",
		"does it ever change?",
		"is it case sensitive?",
	} {
		e, rec := newInsurance(t)
		say(t, e, "where do i find a claim id", "partner")
		n := len(rec.replies())
		say(t, e, line)
		got := strings.Join(rec.replies()[n:], "\n")
		if strings.Contains(got, "the id can be found at") || strings.Contains(got, "not sure") {
			t.Errorf("%q after the answer: %s", line, got)
		}
		if !strings.Contains(got, "I don't know that here") {
			t.Errorf("%q after the answer: want an honest I don't know, got %s", line, got)
		}
	}
	for _, line := range []string{
		"where do claim ids live",
		"where would I find the claim ID for a customer's file?",
		"where does the claim id sit for a customer account?",
		"where do claim ids show up in the portal",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); strings.Contains(got, "recognise") || !strings.Contains(got, "internal employee or a partner") {
			t.Errorf("%q: %q", line, got)
		}
	}
}
