package understand

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// withinOneEdit agrees with reading.EditDistance on every pair of a list
// of words and their typos.
func TestWithinOneEditAgreesWithEditDistance(t *testing.T) {
	words := []string{"", "a", "ab", "ba", "abc", "acb", "bac", "savings", "savngs", "sabings", "svaings",
		"savinsg", "savingss", "checking", "chekcing", "chking", "chequeing", "fraud", "frad", "fruad",
		"forge", "forget", "force", "steal", "steel", "stela", "hack", "hacks", "hcak", "café", "cafe"}
	for _, a := range words {
		for _, b := range words {
			want := reading.EditDistance(a, b, 1) <= 1
			if got := withinOneEdit(a, b); got != want {
				t.Errorf("%q ~ %q: %v, EditDistance says %v", a, b, got, want)
			}
		}
	}
}
