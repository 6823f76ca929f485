package concierge

import "testing"

// Issue 24 (round 10): a transfer with an amount and an account or a
// destination is a transfer whatever particle it carries ("out of",
// "off", "over to", "back"); an object that names other work ("bill",
// "claim") keeps its cannot.
func TestTransferWithParticleIsNoCannot(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		line     string
		transfer bool
	}{
		{"pay 7654321 $2k out of savings", true},
		{"pay out 100 from savings to 7654321", true},
		{"pay back 7654321 45 from savings", true},
		{"pay the customer 30 from checking, acct 7654321", true},
		{"send 50 off checking to 7654321", true},
		{"pay my gas bill 40 out of checking", false},
		{"pay out claim 12AB34", false},
	} {
		t.Run(tt.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "seldo monkey", tt.line)
			cannot := containsIn(rec.notes(), "cannot_handle")
			if cannot == tt.transfer {
				t.Fatalf("%q: cannot_handle %v, want %v: %q", tt.line, cannot, !tt.transfer, rec.replies())
			}
			if _, ok := e.PendingApproval(); tt.transfer && !ok {
				t.Fatalf("%q: no transfer asked: %q", tt.line, rec.replies())
			}
		})
	}
}
