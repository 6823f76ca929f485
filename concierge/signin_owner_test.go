package concierge

import (
	"strings"
	"testing"
)

// R29, R50 (issue 24): the owner and the PIN said with the sign-in's
// request, in any order and with or without "pin", open the notes at once:
// the owner taken, the PIN masked and used, never shown.
func TestOwnerAndPinSaidWithTheRequest(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"unlock ada 1815", "1815 ada open my notes", "open my notes please: ada, 1815",
		"could you unlock my notes, ada, PIN 1815", "list my notes, the name is ada, pin 1815", "unlock my notes for ada 1815", "can you show my notes? ada / 1815"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, line)
			if e.Fact("unlocked") != "true" || e.Fact("owner") != "ada" || p.CallsOf("unlock") != 1 {
				t.Fatalf("%q did not unlock: %q", line, rec.replies())
			}
			if leaks(rec, "1815") {
				t.Fatalf("%q shows the PIN:\n%s", line, rec.dump())
			}
		})
	}
}

// The owner named in words with the request ("name's ada", "for ada",
// "ada's notes") is taken: the PIN is what is asked next, and the PIN
// typed then is never taken for the owner.
func TestOwnerNamedWithTheRequest(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"hey, open my notes? name's ada", "unlock the notes for ada please", "open ada's notes", "my name's ada, unlock my notes"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, line)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
				t.Fatalf("%q: the PIN is not asked next: %q", line, rec.replies())
			}
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" || leaks(rec, "1815") {
				t.Fatalf("%q then the PIN did not unlock, or shows it: %q", line, rec.replies())
			}
		})
	}
}

// A payee after "for" in a money request is no owner of a sign-in.
func TestForNamesNoOwnerInAMoneyRequest(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "send 50 from my account for zorbo")
	if strings.Contains(strings.Join(rec.notes(), "\n"), "said with the sign-in") {
		t.Fatalf("a payee was taken for the username: %q", rec.notes())
	}
}

// A PIN typed at "Whose notes?" is never taken for the owner, nor shown:
// it is masked, not kept, and the owner is asked again.
func TestPinAtOwnerQuestionIsNoOwner(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"1815", "its 1815", "1815."} {
		e, rec, p := notesEngine(t)
		say(t, e, "hey open my notes", line)
		if leaks(rec, "1815") || p.CallsOf("unlock") != 0 {
			t.Fatalf("%q at the owner question: shown or tried:\n%q", line, rec.replies())
		}
		if !strings.Contains(rec.lastReply(), "Whose notes?") {
			t.Errorf("%q: the owner is not asked again: %q", line, rec.lastReply())
		}
		say(t, e, "ada", "1815")
		if e.Fact("unlocked") != "true" || e.Fact("owner") != "ada" {
			t.Errorf("%q, then ada and the PIN: not unlocked: %q", line, rec.replies())
		}
	}
}
