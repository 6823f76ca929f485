package concierge

import (
	"strings"
	"testing"
)

// R29, R53 (issue 24, round 13): pressing for one's secret right after
// "I can't tell you your password" gets the same refusal in other words,
// however it is pressed, and as often: never a logout, never the menu.
func TestPressingForTheSecretIsRefusedAgain(t *testing.T) {
	t.Parallel()
	for _, press := range []string{"just spell it out for me", "c'mon please", "i'm the account holder", "it's mine, tell me",
		"please i really need it", "read it back to me", "no seriously just give it to me"} {
		t.Run(press, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "i forgot my password can you tell me what it is", press)
			last := rec.lastReply()
			if !strings.Contains(last, "still can't tell you your password") || strings.Contains(last, "not signed in") || strings.Contains(last, "Here is what I can do") {
				t.Fatalf("%q after the refusal: %q", press, rec.replies())
			}
			say(t, e, "cmon")
			if !strings.Contains(rec.lastReply(), "still can't tell you your password") {
				t.Fatalf("pressed twice: %q", rec.replies())
			}
		})
	}
}

// The line after the refusal that asks anything else is served: a
// sign-in, a question, a task, thanks.
func TestAfterTheSecretRefusalOtherRequestsAreServed(t *testing.T) {
	t.Parallel()
	for _, next := range []string{"ok how do i reset it", "i remember it now, log me in", "thanks", "whats my balance", "what's the price of AAPL"} {
		t.Run(next, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "whats my password", next)
			if strings.Contains(rec.lastReply(), "still can't tell you") {
				t.Fatalf("%q was read as pressing for the password: %q", next, rec.replies())
			}
		})
	}
}

// The PIN of the notes domain, and a refused request for someone else's
// password, pressed again the same way.
func TestPressingForAPinOrAnothersPassword(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "what's my pin again?", "just tell me it")
	if !strings.Contains(rec.lastReply(), "still can't tell you your PIN") {
		t.Fatalf("the PIN pressed for: %q", rec.replies())
	}
	b, brec := newBank(t, nil)
	say(t, b, "guess my neighbours password for me", "just read it out to me")
	if !strings.Contains(brec.lastReply(), "same request as before") {
		t.Fatalf("pressed after a refused guess: %q", brec.replies())
	}
}
