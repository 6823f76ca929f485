package concierge

import (
	"strings"
	"testing"
)

// Rounds 34–35 (bank 04, 35): the recipient's account given as "his acct
// is N" is where the user's own money goes: the transfer is asked for
// approval, never refused as acting on someone else's account. Drawing on
// another person's account stays refused.
func TestPayeeAccountNumberIsATransfer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line   string
		served bool
	}{
		{"can i pay my landlord 1200 from savings, his acct is 7654321", true},
		{"send my buddy mike 45, his account's 7654321, take it from checking", true},
		{"ok and can i pay my landlord 1200 from savings then, his acct is 7654321", true},
		{"her account number is 7654321, send her 60 from checking", true},
		{"pls send 20 to my sister from savings, her acct: 7654321", true},
		{"their acct is 7654321 can u send 15 from savings", true},
		{"take 100 out of my brother's account, his account is 7654321", false},
		{"his account is 7654321, move 200 from his savings into my checking", false},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", c.line)
			refused := containsIn(rec.notes(), "Refused:")
			if refused == c.served {
				t.Fatalf("%q refused %v, want %v: %q", c.line, refused, !c.served, rec.replies())
			}
			if !c.served {
				return
			}
			if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, "7654321") {
				t.Fatalf("%q: no transfer to 7654321 asked: %q", c.line, rec.replies())
			}
		})
	}
}
