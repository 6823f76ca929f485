package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// Round 23's tester: "seldo 🐒 monkey" was not read as a sign-in, and the
// password stayed on screen and in the session. A known password is
// masked in whatever form the line takes; a known user and the password
// with only labels and separators around them sign in (R29, R55).
func TestKnownPasswordMaskedInAnyForm(t *testing.T) {
	t.Parallel()
	rows := []struct {
		line    string
		signsIn bool
	}{
		{"seldo 🐒 monkey", true},
		{"seldo | monkey", true},
		{"seldo -> monkey", true},
		{"seldo => monkey!!", true},
		{"user seldo pass monkey", true},
		{"seldo ~~ monkey", true},
		{"seldo, monkey.", true},
		{"u: seldo p: monkey", false},
		{"i think the pw was monkey or something", false},
		{"whats the price of monkey inc", false},
	}
	for _, r := range rows {
		e, rec := newBank(t, nil)
		say(t, e, r.line)
		for _, m := range rec.all() {
			if s := fmt.Sprintf("%+v", m); strings.Contains(strings.ToLower(s), "monkey") {
				t.Errorf("%q: the password shows: %s", r.line, s)
			}
		}
		if r.signsIn && !e.signedIn() {
			t.Errorf("%q: not signed in:\n%s", r.line, strings.Join(rec.replies(), "\n"))
		}
		if strings.Contains(strings.Join(rec.replies(), "\n"), "tries left") {
			t.Errorf("%q: a try spent:\n%s", r.line, strings.Join(rec.replies(), "\n"))
		}
	}
}
