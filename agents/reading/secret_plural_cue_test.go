package reading

import "testing"

// "passwords" typed for "password's" in a login is the cue with "is" on
// it (round 20's tester: "yeah its seldo n the passwords monkey" showed
// monkey in the clear); the plural noun outside a login gives nothing.
func TestPluralCueInALoginIsTheContraction(t *testing.T) {
	t.Parallel()
	known := func(low string) bool { return low == "seldo" || low == "ada" }
	for _, text := range []string{
		"yeah its seldo n the passwords monkey",
		"im seldo and my passwords monkey",
		"login seldo passwords monkey, check balance",
		"username seldo, passwords monkey",
	} {
		got := FindSecrets(text, SecretHints{Known: known})
		found := false
		for _, s := range got {
			found = found || s.Value == "monkey" || s.Value == "1815"
		}
		if !found {
			t.Errorf("FindSecrets(%q) = %+v, want the secret", text, got)
		}
	}
	for _, text := range []string{"my passwords expire every month", "the passwords matter", "how do passwords work here",
		"i have too many passwords", "do pins expire", "passwords are hard"} {
		if got := FindSecrets(text, SecretHints{Known: known}); len(got) != 0 {
			t.Errorf("FindSecrets(%q) = %+v, want nothing: plural nouns", text, got)
		}
	}
}
