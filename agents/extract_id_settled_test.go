package agents_test

import (
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Issue 24 (round 10): of several ids in one message, the one the user
// settled on is the value; one ruled out never is; unsure between two, the
// question is which; a plain list is each of them.
func TestSettleValuesOfAnID(t *testing.T) {
	t.Parallel()
	s := insurance.Domain().Agent("DeclineLetterAssistance").Slot("claim_id")
	for _, tt := range []struct {
		text    string
		want    string
		between []string
		thought bool
	}{
		// settled on the one named with a settling word
		{"73QW10? or 73QW18 ... use 73QW18", "73QW18", nil, true},
		{"hmm 21PL04 or 21PL40, go with 21PL40", "21PL40", nil, true},
		{"i had 61RT55 written down but the right one is 61RT56", "61RT56", nil, true},
		// ruled out by a negation, a take-back or a word that says wrong
		{"not 52GG31, I mean 52GG13", "52GG13", nil, true},
		{"was it 18MN20 – no, 18MN02", "18MN02", nil, true},
		{"its 44JJ90 not 44JJ09", "44JJ90", nil, true},
		{"33BB71 is wrong, 33BB17 is the one", "33BB17", nil, true},
		{"90ZZ11... sorry 90ZZ12", "90ZZ12", nil, true},
		{"ignore 70CX30, its 70CX03", "70CX03", nil, true},
		// unsure: asked which
		{"either 15KD60 or 15KD06, can't remember", "", []string{"15KD60", "15KD06"}, true},
		{"40AA40 or maybe 40AA44", "", []string{"40AA40", "40AA44"}, true},
		{"not sure if it's 12XY34 or 12XY43", "", []string{"12XY34", "12XY43"}, true},
		// a list: each is meant, no thought
		{"11AA11 and 22BB22", "", nil, false},
		{"letters for 10AB01, 10AB02 and 10AB03", "", nil, false},
		{"claim no 12AB43", "", nil, false},
		// one value said twice is one value
		{"12AB43, yes 12AB43", "", nil, false},
	} {
		got := agents.SettleValues(s, tt.text)
		if got.Value != tt.want || !slices.Equal(got.Between, tt.between) || got.Thought() != tt.thought {
			t.Errorf("SettleValues(%q) = %+v, want value %q between %v thought %v", tt.text, got, tt.want, tt.between, tt.thought)
		}
	}
}
