package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (round 13), kind 3: asking to email, print, fax, post or save
// elsewhere what a task made is answered plainly, with where it is, never
// the generic menu; nothing runs, and a request beside it goes on.
func TestCannotSendWhatWasMade(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ line, verb string }{
		{"can i get it emailed to the customer too?", "email"},
		{"please print it", "print"},
		{"could you fax a copy to the broker", "fax"},
		{"save it to my desktop pls", "save"},
		{"can you send the letter to the claimant", "send"},
		{"forward it to my manager", "send"},
		{"can it be emailed?", "email"},
		{"shoot it over to the customer", "send"},
		{"is it possible to get a pdf?", "download"},
	} {
		e, rec := newInsurance(t)
		say(t, e, "decline 83NB02 motor", tt.line)
		got := rec.lastReply()
		if len(e.sess.Artifacts) != 1 || e.sess.Speaker != "" || !strings.Contains(got, "I can't "+tt.verb+" it") ||
			!strings.Contains(got, "83NB02") || !strings.Contains(got, "Artifacts") || strings.Contains(got, "not sure how to help") {
			t.Errorf("%q: %d letters; %q", tt.line, len(e.sess.Artifacts), got)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "decline 83NB02 motor", "email it to them and do another for 22AB11 home")
	if len(e.sess.Artifacts) != 2 || !strings.Contains(strings.Join(rec.replies(), "\n"), "I can't email it") {
		t.Errorf("with a request beside it: %d letters; %q", len(e.sess.Artifacts), rec.lastReply())
	}
	// a question about what happens to the letter asks nothing to be sent
	e, rec = newInsurance(t)
	say(t, e, "decline 83NB02 motor", "will the customer get a copy by email?")
	if got := rec.lastReply(); strings.Contains(got, "I can't email") {
		t.Errorf("a question read as a request to email: %q", got)
	}
	say(t, e, "whats the text of it?")
	if got := rec.lastReply(); strings.Contains(got, "I can't text") {
		t.Errorf("'the text of it' read as a request to text: %q", got)
	}
	// the bank makes no document: what was done is in the conversation
	b, brec := newBank(t, nil)
	say(t, b, "log in", "seldo", "monkey", "what's my checking balance", "can you email me a receipt")
	if got := brec.lastReply(); !strings.Contains(got, "I can't email anything") || !strings.Contains(got, "conversation") {
		t.Errorf("bank receipt: %q", got)
	}
	// a transfer is no document sent
	say(t, b, "send 50 to 7654321")
	if b.sess.Pending.Approval == nil {
		t.Errorf("send 50 to 7654321 read as a document sent: %q", brec.lastReply())
	}
}

// Issue 24 (round 13), kind 4: asked to look a value up, the product says
// it cannot and asks for it, in the request and at the question.
func TestCannotLookUpAValue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"decline 44FF21, not sure if home or motor tbh, can you look it up?",
		"decline letter for 44FF21 - home or motor, can't you check the system?",
		"write a decline for 44FF21, you should have the topology on file",
		"decline 44FF21 please, figure out whether its home or motor from the claim",
	} {
		e, rec := newInsurance(t)
		say(t, e, line)
		if got := rec.lastReply(); e.sess.Speaker != "DeclineLetterAssistance" || !strings.Contains(got, "can't look up the claim type") || !strings.Contains(got, "Home or Motor only") {
			t.Errorf("%q: speaker %q; %q", line, e.sess.Speaker, got)
		}
	}
	for _, line := range []string{"can you just look it up", "cant you check the system?", "its all in the system", "dont you know it already",
		"isn't it in your system?", "check my employee record"} {
		e, rec := newInsurance(t)
		say(t, e, "find my claim id", line)
		if got := rec.lastReply(); e.sess.Speaker != "SmartStrategy" || !strings.Contains(got, "can't look up") || !strings.Contains(got, "internal employee or a partner") {
			t.Errorf("%q: speaker %q; %q", line, e.sess.Speaker, got)
		}
	}
	// the value said beside the remark is the answer
	e, rec := newInsurance(t)
	say(t, e, "decline 12AB34", "it's motor, you should have it on file")
	if len(e.sess.Artifacts) != 1 || !strings.Contains(e.sess.Artifacts[0].Title, "Motor") {
		t.Errorf("value beside a look-up remark: %q", rec.lastReply())
	}
}
