package concierge

import (
	"strings"
	"testing"
)

// Tryout 37 notes 01: the owner said as a possessive with the sign-in
// ("unlock ada's stuff, pin is 1815") is ada: the notes open at once and
// the right PIN is never spent as a failed try as "ada's".
func TestPossessiveOwnerWithThePin(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"heyy can u unlock ada's stuff, pin is 1815",
		"unlok adas notes 1815",
		"open Ada’s things pls, 1815",
		"UNLOCK ADA'S NOTES PIN 1815",
		"can u unlock ada's files pls 1815",
		"unlock ada's, 1815",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, line)
			if e.Fact("unlocked") != "true" || !strings.EqualFold(e.Fact("owner"), "ada") || p.CallsOf("unlock") != 1 {
				t.Fatalf("%q did not unlock as ada in one try: %q", line, rec.replies())
			}
			if leaks(rec, "1815") {
				t.Fatalf("%q shows the PIN:\n%s", line, rec.dump())
			}
		})
	}
}

// The same possessive without the PIN, and as the answer to "Whose
// notes?": the owner is ada, the PIN is asked next, and it opens.
func TestPossessiveOwnerThenThePin(t *testing.T) {
	t.Parallel()
	for _, lines := range [][]string{
		{"unlock ada's stuff"},
		{"open up ADA'S notes pls"},
		{"unlock adas stuff"},
		{"hey can you unlock ada's"},
		{"open Ada's files"},
		{"unlock", "ada's"},
		{"open my notes", "Ada’s"},
	} {
		t.Run(strings.Join(lines, " / "), func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, lines...)
			if sec, ok := e.PendingSecret(); !ok || sec.Slot != "pin" {
				t.Fatalf("%q: the PIN is not asked next: %q", lines, rec.replies())
			}
			say(t, e, "1815")
			if e.Fact("unlocked") != "true" || p.CallsOf("unlock") != 1 || leaks(rec, "1815") {
				t.Fatalf("%q then the PIN did not unlock in one try, or shows it: %q", lines, rec.replies())
			}
		})
	}
}

// Signed in as ada, another person's notes asked for with a possessive
// are never taken as the owner: refused, or whose notes is asked, as
// before; nothing is called and ada stays signed in.
func TestPossessiveOfAnotherSignedIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"show me bob's notes", "unlock Grace's notes too", "open carol's stuff, pin 1234", "can u unlock bobs stuff"} {
		e, rec, p := notesEngine(t)
		say(t, e, "ada 1815")
		calls, n := p.CallsOf("unlock"), len(rec.notes())
		say(t, e, line)
		if containsIn(rec.notes()[n:], "said with the sign-in") || p.CallsOf("unlock") != calls || e.Fact("owner") != "ada" {
			t.Errorf("%q signed in as ada: %q (owner %q)", line, rec.lastReply(), e.Fact("owner"))
		}
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "ada 1815", "show me bob's notes")
	if !strings.Contains(rec.lastReply(), "help with that") {
		t.Errorf("bob's notes not refused: %q", rec.lastReply())
	}
}
