package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9: a task asked for by its own name, spaced as the menu
// shows it, starts that task; its words are never read as its values.
func TestTaskStartedByItsName(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, speaker string }{
		{"smart strategy", "SmartStrategy"},
		{"Smart Strategy please", "SmartStrategy"},
		{"i want the smart strategy one", "SmartStrategy"},
		{"decline letter assistance", "DeclineLetterAssistance"},
		{"lets do Decline Letter Assistance", "DeclineLetterAssistance"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, c.line)
		got := rec.lastReply()
		if e.sess.Speaker != c.speaker || strings.Contains(got, "didn't") || strings.Contains(got, "not sure") {
			t.Errorf("%q: speaker %q; %q", c.line, e.sess.Speaker, got)
		}
	}
}

// Issue 24 round 9: a yes that only leads thanks, with nothing waiting,
// is thanks — never "I'm not sure how to help".
func TestYesThanksWithNothingWaiting(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"yes thank you dear", "yeah thanks love", "yep cheers", "yes thank you so much for your help", "ok yes thanks"} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, "decline 12AB34 home", line)
		if got := rec.lastReply(); !strings.Contains(got, "You're welcome") {
			t.Errorf("%q: %q", line, got)
		}
	}
	// a yes with work in it is not thanks
	e, rec := newOn(t, mustDomain(t, "insurance"), nil)
	say(t, e, "yes thanks, and a decline letter for 12AB34 home")
	if len(e.sess.Artifacts) != 1 {
		t.Errorf("the request after the thanks was lost: %q", rec.replies())
	}
}

// Issue 24 round 9: the owner named by the sign-in's own verb ("unlock
// ada", "open kwame please") with no prompt open is the owner given; the
// PIN is asked next, masked.
func TestOwnerNamedByTheVerb(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"unlock ada", "open ada please", "unlock kwame pls", "Unlock Ada"} {
		e, rec, _ := notesEngine(t)
		say(t, e, line)
		if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
			t.Errorf("%q: the PIN is not asked next: %q", line, rec.replies())
		}
	}
	e, rec, p := notesEngine(t)
	say(t, e, "unlock ada", "1815")
	if e.Fact("unlocked") != "true" || p.CallsOf("unlock") != 1 || leaks(rec, "1815") {
		t.Errorf("unlock ada then the PIN: %q", rec.replies())
	}
	// "open sesame" names nobody
	e, _, _ = notesEngine(t)
	say(t, e, "open sesame")
	if _, ok := e.PendingSecret(); ok {
		t.Errorf("open sesame took an owner")
	}
}

// Issue 24 round 9: "whats on my todo list" at the sign-in's questions
// asks for the list, which waits for the sign-in and runs after it —
// never the capability list, nor a question about the owner.
func TestListAskedAtTheSignIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"whats on my todo list", "what notes have i got", "which notes do i have saved"} {
		for _, first := range [][]string{{"unlock"}, {"unlock ada"}} {
			e, rec, p := notesEngine(t)
			say(t, e, first...)
			say(t, e, line)
			if got := rec.lastReply(); !strings.Contains(got, "To list the notes, first I'll open your notes") {
				t.Errorf("%q after %q: %q", line, first, got)
				continue
			}
			if first[0] == "unlock" {
				say(t, e, "ada")
			}
			say(t, e, "1815")
			if p.CallsOf("list_notes") != 1 || leaks(rec, "1815") {
				t.Errorf("%q after %q: the list did not run after the sign-in: %q", line, first, rec.replies())
			}
		}
	}
}
