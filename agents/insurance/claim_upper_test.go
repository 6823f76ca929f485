package insurance

import "testing"

// TestClaimIDUpper: a claim id typed in lower case is stored in capitals,
// as a spaced one is joined (round 17's i32: "44ff21" is 44FF21 in the
// letter, the panel and the events).
func TestClaimIDUpper(t *testing.T) {
	s := Domain().Agent("DeclineLetterAssistance").Slot("claim_id")
	for raw, want := range map[string]string{"44ff21": "44FF21", "17mn33": "17MN33", "clm-2024-7b": "CLM-2024-7B", "99KL00": "99KL00", "ab12Cd": "AB12CD"} {
		if got, err := s.Normalize(raw, nil); err != nil || got != want {
			t.Errorf("Normalize(%q) = %q, %v, want %q", raw, got, err, want)
		}
	}
}
