package concierge

import (
	"strings"
	"testing"
)

// R25, R27 (round 29's tester): an amount of zero or less said before the
// sign-in is named in the first reply, not only after the sign-in and the
// source question; nothing is sent for it, and a request with a real amount
// gets no such notice.
func TestAmountNotPositiveSaidAtOnce(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, said string }{
		{"send -100 to 1234324", `"-100"`},
		{"transfer 0 to 1234324", `"0"`},
		{"send minus 50 from savings to 1234324", `"minus 50"`},
		{"pls move -$20 to 7654321", `-$20`},
		{"send 100 to 1234324", ""},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.line)
			first := strings.Join(rec.replies(), "\n")
			notice := strings.Contains(first, "must be more than zero")
			if c.said == "" {
				if notice {
					t.Fatalf("a real amount got the notice: %q", first)
				}
				return
			}
			if !notice || !strings.Contains(first, c.said) || !strings.Contains(first, "username") {
				t.Fatalf("first reply %q: want the notice naming %s, then the username question", first, c.said)
			}
			for _, l := range []string{"seldo", "monkey", "checking", "yes"} {
				say(t, e, l)
			}
			if containsIn(rec.replies(), "Done:") {
				t.Errorf("money moved: %q", rec.replies())
			}
		})
	}
}
