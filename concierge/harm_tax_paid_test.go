package concierge

import (
	"strings"
	"testing"
)

// Rounds 34–35 (bank): money sent so someone can pay a tax is a transfer
// asked for approval; money sent so the tax office doesn't see it is
// refused.
func TestTaxPaidIsATransfer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line   string
		served bool
	}{
		{"transfer 200 to 7654321 from checking so he can pay his taxes", true},
		{"send 50 from savings to 7654321 for mums tax bill", true},
		{"pay 900 from savings to 7654321 for the council tax", true},
		{"send 300 from checking to 7654321 so the irs doesnt see it", false},
		{"move 500 from savings to 7654321 so i dont have to pay tax on it", false},
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
