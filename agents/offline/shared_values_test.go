package offline

import (
	"slices"
	"testing"

	"github.com/concierge-dev/concierge/agents/insurance"
)

// A choice said once for several requests ("both motor", "home for all")
// is every request's, and a piece that only says it is no request.
func TestSharedValues(t *testing.T) {
	t.Parallel()
	d := insurance.Domain()
	o := New(d)
	tests := []struct {
		text string
		want []string
	}{
		{"decline letters for 14AA14 and 25BB25 both home", []string{"decline letters for 14AA14, home", "25BB25 both home"}},
		{"write decline letters for 61QQ01 and 62QQ02, motor for both", []string{"write decline letters for 61QQ01, motor", "write decline letters for 62QQ02, motor for both"}},
		{"two decline letters pls: 70HJ11 and 70HJ12, all home", []string{"two decline letters pls: 70HJ11, home", "two decline letters pls: 70HJ12, all home"}},
		{"could you draft a decline letter for 21KK21 and another one for 21KK22, both of them are car claims", []string{"could you draft a decline letter for 21KK21, motor", "could you draft a decline letter for 21KK22, motor"}},
		{"decline letters for 11XZ11, 22XZ22 and 33XZ33, house for each", []string{"decline letters for 11XZ11, home", "decline letters for 22XZ22, home", "decline letters for 33XZ33, house for each"}},
		// ids said in a row: one request each
		{"decline letters 10AB01 10AB02 both car", []string{"decline letters 10AB01 both car", "decline letters 10AB02 both car"}},
		{"letters for 31QA01 31QA02 31QA03, all home", []string{"letters for 31QA01, all home", "letters for 31QA02, all home", "letters for 31QA03, all home"}},
		{"decline letter 12AB34 no wait 12AB43", []string{"decline letter 12AB34 no wait 12AB43"}},
		// a value for one only stays with it
		{"decline letters for 14AA14 home and 25BB25 motor", []string{"decline letters for 14AA14 home", "decline letters for 25BB25 Motor"}},
	}
	for _, tt := range tests {
		if got := o.SplitRequests(tt.text, d.Agents); !slices.Equal(got, tt.want) {
			t.Errorf("SplitRequests(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// A choice taken back and said again in a request is one request.
func TestCorrectedChoiceIsOneRequest(t *testing.T) {
	t.Parallel()
	d := insurance.Domain()
	o := New(d)
	for _, text := range []string{
		"I need a decline letter for 55RT01, it's a home claim... wait no, my mistake, it's motor, the car got stolen from the driveway of the house",
		"decline letter 30KL13 home, actually make that motor, the van was stolen from outside the flat",
		"letter for 44DD01, motor, sorry i mean home",
	} {
		if got := o.SplitRequests(text, d.Agents); len(got) != 1 {
			t.Errorf("SplitRequests(%q) = %q, want one request", text, got)
		}
	}
}
