package reading_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A clause keeps the case it was typed in (issue 24, round 5: "claim
// 63MK17" became "63mk17" on the way through the cannot path), and is cut
// where Clauses cuts.
func TestTypedClausesKeepCase(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		"decline letter for 63MK17 home and change the address on it",
		"Add a note called Ada's Plan, then pay my Visa bill",
		"Log in as BobSmith and then move 50 to 1234567",
		"Ünïcode Name and ÉCOLE",
	} {
		r := reading.Read(s)
		typed, low := r.TypedClauses(), r.Clauses()
		if len(typed) != len(low) {
			t.Fatalf("%q: %q against %q", s, typed, low)
		}
		for i := range typed {
			if strings.ToLower(typed[i]) != low[i] {
				t.Errorf("%q: clause %d %q is not %q typed", s, i, typed[i], low[i])
			}
			if !strings.Contains(s, typed[i]) && strings.ToLower(typed[i]) == typed[i] && strings.ContainsAny(typed[i], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
				t.Errorf("%q: clause %q lost its case", s, typed[i])
			}
		}
	}
	if got := reading.Read("decline for 63MK17 and change the address").TypedClauses(); got[0] != "decline for 63MK17" {
		t.Errorf("first clause %q, want the id as typed", got[0])
	}
}
