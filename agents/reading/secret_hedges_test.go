package reading

import "testing"

// A password given with a hedge between its cue and its value is found,
// and so masked and used (issue 24): the hedge before the "is", after it,
// or a modal "be" in its place. Sentences with the same hedges that give
// no value stay sentences.
func TestHedgedPasswordIsFound(t *testing.T) {
	t.Parallel()
	found := map[string]string{
		"the password I believe is rosebud":                         "rosebud",
		"my password should be tangerine9 i think":                  "tangerine9",
		"password i'm pretty sure is walrus":                        "walrus",
		"pw is probably zebrafish":                                  "zebrafish",
		"I'm the account holder, my password might be kittycat":     "kittycat",
		"username is grace and the password I guess is lighthouse.": "lighthouse",
	}
	for text, want := range found {
		got := FindSecrets(text, SecretHints{})
		if len(got) == 0 || got[len(got)-1].Value != want {
			t.Errorf("FindSecrets(%q) = %+v, want %q", text, got, want)
		}
	}
	for _, text := range []string{
		"the password I think is wrong",
		"my password should be changed",
		"the password I believe is the problem",
		"my password should be reset soon",
		"I think my password might be expired",
	} {
		if got := FindSecrets(text, SecretHints{}); len(got) != 0 {
			t.Errorf("FindSecrets(%q) = %+v, want no secret", text, got)
		}
	}
}
