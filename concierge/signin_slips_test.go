package concierge

import (
	"strings"
	"testing"
)

// Round 23's tester: "oh i mean seldo" typed at the password prompt after
// the username "seldp" was tried as the password and the account locked;
// "oh oops" there spent a try. A username meant and talk only spend no
// try; the password typed next signs in (R53, R55).
func TestSlipsAtThePasswordPromptSpendNoTry(t *testing.T) {
	t.Parallel()
	rows := []struct{ user, line string }{
		{"seldp", "oh i mean seldo"},
		{"seldp", "i meant seldo"},
		{"sledo", "sorry meant seldo"},
		{"seldoo", "oops, seldo"},
		{"seldo", "oh oops"},
		{"seldo", "whoops sorry"},
		{"seldo", "hmm wait"},
		{"seldo", "uh hold on"},
		{"seldo", "my bad"},
	}
	for _, r := range rows {
		e, rec := newBank(t, nil)
		say(t, e, "check my balance", r.user, r.line)
		out := strings.Join(rec.replies(), "\n")
		if strings.Contains(out, "don't match") || strings.Contains(out, "tries left") || strings.Contains(out, "locked") {
			t.Errorf("%q after %q: a try spent:\n%s", r.line, r.user, out)
			continue
		}
		say(t, e, "monkey")
		if !e.signedIn() {
			t.Errorf("%q after %q, then monkey: not signed in:\n%s", r.line, r.user, strings.Join(rec.replies(), "\n"))
		}
	}
	// "I meant monkey" is still the password retyped
	e, _ := newBank(t, nil)
	say(t, e, "check my balance", "seldo", "i meant monkey")
	if !e.signedIn() {
		t.Error(`"i meant monkey" at the password prompt: not signed in`)
	}
}
