package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents/insurance"
)

// Round 35's ins 27: a token in a claim's story of another shape than the
// claim id is no second claim; two ids of one shape, or one named by the
// slot's word, are two requests.
func TestASecondIdHasTheFirstsShape(t *testing.T) {
	t.Parallel()
	d := insurance.Domain()
	o := New(d)
	for text, want := range map[string]int{
		"gimme a decline for motor claim 40UV81, the insured was driving drunk, BAC 0.12": 1,
		"decline 22XY33 motor, driver was on a P2 licence and speeding":                   1,
		"decline 22XY33 home, flood damage, see the 2019 assessor note ref A7":            1,
		"decline letters for 11AA22 and 33BB44, both motor, late lodgement":               2,
		"decline claim 12AB34 home, reason: tenant damage, see report ref 2023QX":         1,
		"decline 12AB34 home, reason: tenant damage, see 20QX23":                          1,
		"decline 12AB34 home because of tenant damage noted in 20QX23":                    1,
		"decline 123ABH and 99KL00 both home":                                             2,
		"decline 12AB34 home and claim 2023QX motor, both flood":                          2,
	} {
		if got := o.SplitRequests(text, d.Agents); len(got) != want {
			t.Errorf("SplitRequests(%q) = %q, want %d requests", text, got, want)
		}
	}
}
