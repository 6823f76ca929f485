package concierge

import (
	"encoding/json"
	"strings"
	"testing"
)

// Issue 24 (round 9): the PIN typed with another secret or number in the
// line signs in with the PIN — never the other one, never a word of it
// taken as the owner — every secret-looking part is masked everywhere,
// and at the PIN's prompt the reply says the rest was not used.
func TestPINTypedWithAnotherSecret(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines  []string
		hidden []string
		said   bool
	}{
		{[]string{"open my notes", "ada", "pin 1815 and my card is 4111 1111 1111 1111"}, []string{"1815", "4111"}, true},
		{[]string{"open my notes", "ada", "1815, my password for email is hunter2"}, []string{"1815", "hunter2"}, true},
		{[]string{"open my notes", "ada", "the pin is 1815 and my bank pin is 9999"}, []string{"1815", "9999"}, true},
		{[]string{"open my notes", "ada", "my atm pin is 4321 but this one is 1815"}, []string{"1815", "4321"}, true},
		{[]string{"open my notes", "ada", "1815 and the card number 5500-0000-0000-0004"}, []string{"1815", "5500"}, true},
		{[]string{"open my notes for ada pin 1815, my bank pin is 9999"}, []string{"1815", "9999"}, false},
		{[]string{"im ada, pin 1815 and my card is 4111 1111 1111 1111"}, []string{"1815", "4111"}, false},
	} {
		t.Run(c.lines[len(c.lines)-1], func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, c.lines...)
			if e.Fact("unlocked") != "true" || e.Fact("owner") != "ada" || p.CallsOf("unlock") != 1 {
				t.Fatalf("not signed in as ada: unlocked %q owner %q, %d calls: %q", e.Fact("unlocked"), e.Fact("owner"), p.CallsOf("unlock"), rec.replies())
			}
			stored, _ := json.Marshal(e.sess)
			for _, h := range c.hidden {
				if leaks(rec, h) || strings.Contains(string(stored), h) {
					t.Errorf("%q is shown or stored", h)
				}
			}
			if said := strings.Contains(strings.Join(rec.replies(), "\n"), "was not used"); said != c.said {
				t.Errorf("said the rest was not used: %v, want %v: %q", said, c.said, rec.replies())
			}
		})
	}
}
