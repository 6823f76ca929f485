package concierge

import "testing"

// R55, R29 (issue 24): a username the domain names (the bank's hint, "like
// seldo") followed by the password signs in whatever words are around the
// pair, and the password is never shown.
func TestKnownUserAndPasswordInAnyWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"bonjour, seldo monkey",
		"hola, soy seldo monkey",
		"seldo monkey 🙂",
		"guten Tag! seldo monkey, danke",
		"ciao seldo / monkey",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q did not sign in: %q", line, rec.replies())
			}
			if leaks(rec, "monkey") {
				t.Fatalf("%q shows the password:\n%s", line, rec.dump())
			}
		})
	}
}

// The known name with everyday words after it is no pair.
func TestKnownUserInASentenceIsNoPair(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"is seldo a username?", "seldo please"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if e.Fact("authenticated") == "true" {
			t.Errorf("%q signed in: %q", line, rec.replies())
		}
	}
}
