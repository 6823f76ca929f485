package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13), kind 1: a question inside a request with a hold
// ("hold on", "wait", "before you write it") is answered and the request
// kept, nothing written, until the user says go; a go with the same
// value, a changed value, or a plain go runs it; a cancel drops it.
func TestRequestHeldForAQuestion(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ line, id, answer string }{
		{"write a decline for 31PX90, motor... actually hold on, what's a topology even mean here", "31PX90", "kind of policy"},
		{"decline letter for 22AB11 motor - wait, why do you need the topology?", "22AB11", "kind of policy"},
		{"can you do a decline letter, claim 47GH12, motor. hang on, what's a claim id exactly?", "47GH12", "reference of the claim"},
		{"draft the decline for 63KL90 motor but before you write it, what does topology mean?", "63KL90", "kind of policy"},
		{"decline 18MN44 motor, one sec, whats the topology for", "18MN44", "kind of policy"},
		{"decline letter 29RT03 motor, wait a minute, is a topology the same as the policy type?", "29RT03", "Topology"},
		{"please do a decline letter 44LK19 motor, hang on a sec, whats the difference between home and motor", "44LK19", "Motor covers"},
		{"write up a declined letter for 55GG10, it's motor. actually wait, do you need anything else from me?", "55GG10", "given me all of it"},
	} {
		for _, goes := range []struct{ say, topology string }{
			{"ok motor then", "Motor"},
			{"go ahead", "Motor"},
			{"yep thanks, do it", "Motor"},
			{"actually home", "Home"},
			{"right, make it home instead", "Home"},
		} {
			e, rec := newInsurance(t)
			say(t, e, tt.line)
			held := rec.lastReply()
			if len(e.sess.Artifacts) != 0 || !strings.Contains(held, "done nothing yet") || !strings.Contains(held, tt.id) {
				t.Fatalf("%q: %d letters; %q", tt.line, len(e.sess.Artifacts), held)
			}
			if !strings.Contains(strings.ToLower(held), strings.ToLower(tt.answer)) {
				t.Errorf("%q: not answered: %q", tt.line, held)
			}
			say(t, e, goes.say)
			if n := len(e.sess.Artifacts); n != 1 || !strings.Contains(e.sess.Artifacts[0].Title, tt.id) || !strings.Contains(e.sess.Artifacts[0].Title, goes.topology) {
				t.Errorf("%q then %q: %d letters, last reply %q", tt.line, goes.say, n, rec.lastReply())
			}
		}
	}
	// another question while it waits is answered, and it still waits
	e, rec := newInsurance(t)
	say(t, e, "decline 51QQ02 home, hold on, why do you need the topology?", "and what's a claim id?")
	if got := rec.lastReply(); len(e.sess.Artifacts) != 0 || !strings.Contains(got, "reference of the claim") || !strings.Contains(got, "done nothing yet") {
		t.Errorf("second question: %q", got)
	}
	say(t, e, "cool go")
	if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "51QQ02 (Home)") {
		t.Errorf("go after two questions: %q", rec.lastReply())
	}
	for _, drop := range []string{"never mind", "forget it", "cancel that"} {
		e, rec := newInsurance(t)
		say(t, e, "decline 51QQ02 home, hold on, why do you need the topology?", drop)
		if got := rec.lastReply(); len(e.sess.Artifacts) != 0 || e.sess.Speaker != "" || !strings.Contains(got, "nothing was done") {
			t.Errorf("%q: %d letters, %q", drop, len(e.sess.Artifacts), got)
		}
	}
	// without a hold the question is answered and the letter written
	for _, line := range []string{
		"decline 12QW34 motor. what does topology mean?",
		"write a decline for 31PX90, motor... actually, what's a topology even mean here",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := strings.Join(rec.replies(), "\n"); len(e.sess.Artifacts) != 1 || !strings.Contains(got, "kind of policy") {
			t.Errorf("%q: %d letters; %q", line, len(e.sess.Artifacts), got)
		}
	}
}

// Issue 24 (round 13), kind 1: a value confirmed after the task that used
// it ("ok motor then") is acknowledged, never a new task; another value is
// not taken for a confirmation.
func TestChoiceConfirmedAfterLetter(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ok motor then", "motor then", "right, motor then", "so car then", "ok 31PX90 then"} {
		e, rec := newInsurance(t)
		say(t, e, "decline 31PX90 motor", line)
		if got := rec.lastReply(); e.sess.Speaker != "" || len(e.sess.Artifacts) != 1 || !strings.Contains(got, "nothing needs changing") {
			t.Errorf("%q: speaker %q, %d letters; %q", line, e.sess.Speaker, len(e.sess.Artifacts), got)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "decline 31PX90 motor", "ok home then")
	if strings.Contains(rec.lastReply(), "nothing needs changing") {
		t.Errorf("another value read as confirmed: %q", rec.lastReply())
	}
}

// Issue 24 (round 13), kind 2: "why do you need that?" at a question is
// answered from the slot's description (why the value matters), and the
// question asked again; a slot with no description says what it is
// needed for.
func TestWhyAValueIsAsked(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"why do you need to know that?", "why does it matter", "how come u need that",
		"what difference does it make?", "why are you asking", "whats that for"} {
		e, rec := newInsurance(t)
		say(t, e, "find claim id", line)
		got := rec.lastReply()
		if e.sess.Speaker != "SmartStrategy" || !strings.Contains(got, "strategy differs") || !strings.Contains(got, "internal employee or a partner") || strings.Contains(got, "I don't know") {
			t.Errorf("%q: speaker %q; %q", line, e.sess.Speaker, got)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "decline letter for 44FF21", "why do u need the topology")
	if got := rec.lastReply(); !strings.Contains(got, "kind of policy") || !strings.Contains(got, "Home or Motor only") {
		t.Errorf("topology: %q", got)
	}
	e, rec = newInsurance(t)
	say(t, e, "decline letter", "12AB34", "is that all you need?")
	if got := rec.lastReply(); !strings.Contains(got, "You've given me the claim id; I still need the claim type") || !strings.Contains(got, "Home or Motor only") {
		t.Errorf("what else is needed: %q", got)
	}
	e, rec = newBank(t, nil)
	say(t, e, "log me in", "why do you need my username")
	if got := rec.lastReply(); !strings.Contains(got, "username because I need it") || e.sess.Speaker != "authenticate" {
		t.Errorf("bank username: speaker %q; %q", e.sess.Speaker, got)
	}
}

// Issue 24 (round 13), kind 2: unsure between the choices, and telling of
// oneself in words one choice covers: a hint, and the question again;
// nothing taken.
func TestChoiceHintedNotTaken(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ line, hint string }{
		{"i work for a broker that sells suncorp policies, idk if im internal or partner", "partner"},
		{"not sure if internal or partner tbh, im at a brokerage", "partner"},
		{"which am i, internal or partner, if im staff in head office?", "internal"},
		{"dunno internal or partner... i'm a claims officer", "internal"},
		{"internal or partner? we're a third party agency", "partner"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "find claim id", tt.line)
		got := rec.lastReply()
		if e.sess.Speaker != "SmartStrategy" || !strings.Contains(got, "sounds like "+tt.hint) || !strings.Contains(got, "internal employee or a partner") {
			t.Errorf("%q: speaker %q; %q", tt.line, e.sess.Speaker, got)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "i need to find my claim id but idk if im internal or partner, i work for a broker that sells suncorp policies")
	if got := rec.lastReply(); e.sess.Speaker != "SmartStrategy" || !strings.Contains(got, "sounds like partner") {
		t.Errorf("at the request: %q", got)
	}
}
