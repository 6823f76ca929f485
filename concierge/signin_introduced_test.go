package concierge

import (
	"strings"
	"testing"
)

// R55, R29: a user the domain names, introducing themselves in a short
// line ("my name seldo", "hi, i am seldo"), starts the sign-in, so the
// password typed next is taken at its masked prompt. Before, the line was
// "I'm not sure how to help" and the password was echoed and stored in
// clear. A name the domain does not know starts nothing.
func TestAKnownUserIntroducingThemselvesStartsTheSignIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"my name seldo", "hello, i am seldo", "this is seldo", "im seldo"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			say(t, e, "monkey")
			for _, m := range e.sess.Messages {
				if strings.Contains(m.Text, "monkey") {
					t.Fatalf("the password is stored in clear after %q: %q", line, m.Text)
				}
			}
			if !containsIn(rec.replies(), "logged in as seldo") {
				t.Errorf("%q did not lead to the sign-in: %q", line, rec.replies())
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "this is bob")
	if containsIn(rec.replies(), "password") {
		t.Errorf("an unknown name started the sign-in: %q", rec.replies())
	}
}
