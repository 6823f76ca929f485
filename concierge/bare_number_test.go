package concierge

import "testing"

// A number alone is digits and separators, no letter: a claim id such as
// 12AB34 or a word around it is something else.
func TestBareNumber(t *testing.T) {
	t.Parallel()
	for text, want := range map[string]bool{
		"123456": true, " 4455 6677 ": true, "0412-555-019": true, "#77": true, "(02) 9999 1234": true,
		"12AB34": false, "claim 123456": false, "": false, "...": false, "123456?": false,
	} {
		if got := digitsOnly(text); got != want {
			t.Errorf("digitsOnly(%q) = %v, want %v", text, got, want)
		}
	}
}
