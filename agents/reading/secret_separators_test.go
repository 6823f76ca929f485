package reading

import "testing"

// R29, R53 (issue 24, round 9): a password after its cue and any of the
// separators people copy from forms and code ("->", ">", ">>", ":=") is
// found, a weak cue ("pass") included when the two make the clause;
// prose after a separator is not.
func TestSecretAfterAnySeparator(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"pass -> hunter2", "pw > sunshine", "pw >> sunshine", "pw := sunshine", "pass => hunter2", "PWD ==> sunshine"} {
		if got := FindSecrets(text, SecretHints{}); len(got) != 1 || got[0].Value != "hunter2" && got[0].Value != "sunshine" {
			t.Errorf("%q: %+v", text, got)
		}
	}
	for _, text := range []string{"pass - what is it?", "pass the salt", "i need to reset my password -> how?"} {
		if got := FindSecrets(text, SecretHints{}); len(got) != 0 {
			t.Errorf("%q: %+v, want none", text, got)
		}
	}
}
