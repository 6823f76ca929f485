package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Issue 24 (round 9): a claim id read out in pieces — spaces between its
// characters, or dashes between short groups — is one id, joined; never
// its first letter refused and the id asked again. Words and times next
// to digits are no pieces of an id.
func TestExtractIDSaidInPieces(t *testing.T) {
	t.Parallel()
	letter := insurance.Domain().Agent("DeclineLetterAssistance")
	for _, tt := range []struct{ text, asked, want string }{
		{"decline claim 7 7 Q R 1 9 motor", "", "77QR19"},
		{"write up a decline for 31 zx 08 on a car", "", "31ZX08"},
		{"the claim id is 5 6 m n 4 4, its a house", "", "56MN44"},
		{"claim no 12-pq-90, motor please", "", "12PQ90"},
		{"8 8 J K 2 0", "claim_id", "88JK20"},
		{"its 60 tw 13", "claim_id", "60TW13"},
		// ids whose dashes are their own stay as typed
		{"decline letter for CLM-2024-7", "", "CLM-2024-7"},
		{"the claim is AB-77 on a home", "", "AB-77"},
		// no id: a time, words, a date
		{"decline a claim for the 3 pm meeting", "", ""},
		{"decline it at 10 am for a car", "", ""},
	} {
		if got := agents.Extract(letter, tt.text, tt.asked)["claim_id"]; got != tt.want {
			t.Errorf("Extract(%q, asked %q) claim_id = %q, want %q", tt.text, tt.asked, got, tt.want)
		}
	}
}
