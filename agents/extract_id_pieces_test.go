package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Issue 24 (round 13), kind 4: an id typed in pieces — a beginning, a
// hesitation, then the whole id — is one value, the whole one; a piece
// that trails off ("24ER...") and a pause before another id is taken
// back too. Two whole ids with no hesitation are still each meant.
func TestSettleValuesOfAnIDTypedInPieces(t *testing.T) {
	t.Parallel()
	s := insurance.Domain().Agent("DeclineLetterAssistance").Slot("claim_id")
	for _, tt := range []struct {
		text, want string
		thought    bool
	}{
		{"its 24ER... hang on let me check... 24ER67", "24ER67", true},
		{"31XY wait 31XY99", "31XY99", true},
		{"88-QR.. um.. 88-QRT1", "88-QRT1", true},
		{"hmm 24er lemme find it, 24ER67", "24ER67", true},
		{"it's 45GH, sorry, 45GH12", "45GH12", true},
		{"12AB... one sec ... 12AB34", "12AB34", true},
		{"24ER... hang on, its 31XY99", "31XY99", true},
		// whole ids: each is meant
		{"24ER67... and 31XY99", "", false},
		{"24ER67 and 24ER678", "", false},
	} {
		got := agents.SettleValues(s, tt.text)
		if got.Value != tt.want || got.Thought() != tt.thought {
			t.Errorf("SettleValues(%q) = %+v, want value %q thought %v", tt.text, got, tt.want, tt.thought)
		}
	}
}
