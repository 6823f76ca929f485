package concierge

import (
	"strings"
	"testing"
)

// Round 33 (notes, 09): "read it" after a search or a note written is
// never a request for a note titled "it": "READ IT" after "which notes
// mention the dentist" answered `There is no note titled "IT"`.
func TestItIsNeverANotesTitle(t *testing.T) {
	t.Parallel()
	for _, setup := range [][]string{
		{"ada 1815", "add a note titled dentist saying tuesday", "yes", "add a note titled bank saying call", "yes", "which notes mention the dentist"},
		{"ada 1815", "add a note titled dentist saying tuesday", "yes", "add a note titled bank saying call", "yes"},
	} {
		for _, line := range []string{"READ IT", "read it", "read it back", "open it", "show it", "can u read it pls", "read it again"} {
			e, rec, _ := keptNotes(t)
			say(t, e, setup...)
			n := len(rec.replies())
			say(t, e, line)
			got := strings.Join(rec.replies()[n:], "\n")
			if l := strings.ToLower(got); strings.Contains(l, `titled "it"`) || strings.Contains(l, "titled it") {
				t.Errorf("%q after %q: a note titled it was asked for:\n%s", line, setup[len(setup)-1], got)
			}
		}
	}
}
