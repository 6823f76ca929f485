package reading

import "testing"

// Issue 24, round 10: a friendly word after the username at its question
// is no password ("seldo mate" masked "mate" and spent a try); a pair with
// a friendly word after it is still the pair.
func TestFriendlyWordIsNoHalfOfAPair(t *testing.T) {
	t.Parallel()
	hints := SecretHints{UserAsked: true, User: &SecretOwner{}}
	for _, line := range []string{"seldo mate", "its seldo buddy", "im seldo bro", "seldo lol", "seldo obviously",
		"seldo tbh", "i'm seldo :)", "seldo hahaha", "it's seldo sir"} {
		if ms := FindSecrets(line, hints); len(ms) != 0 {
			t.Errorf("%q read as a pair: %+v", line, ms)
		}
	}
	for _, line := range []string{"seldo monkey mate", "its seldo monkey lol", "seldo monkey :)", "seldo monkey thx"} {
		ms := FindSecrets(line, hints)
		if len(ms) != 1 || ms[0].Username != "seldo" || ms[0].Value != "monkey" {
			t.Errorf("%q: want the pair seldo/monkey, got %+v", line, ms)
		}
	}
	for _, w := range []string{"monkey", "hunter2", "p@ss", "tr0ub4dor", ":x9"} {
		if FriendlyWord(w) {
			t.Errorf("%q is taken for a friendly word", w)
		}
	}
}
