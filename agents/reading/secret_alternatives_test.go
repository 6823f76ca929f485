package reading

import (
	"strings"
	"testing"
)

// Issue 24 (round 10, R53): alternatives given with a secret are masked
// with it; everyday words after "or", and numbers with no secret before
// them, are not.
func TestSecretAlternativesMasked(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want string }{
		{"i think his pin is 4321 or 1234, try them all", "i think his pin is * or *, try them all"},
		{"my password is hunter2 or maybe hunter3", "my password is * or maybe *"},
		{"pin: 1111, 2222 or 3333", "pin: *, * or *"},
		{"my pin is 1815 or not, who knows", "my pin is * or not, who knows"},
		{"password is monkey or something", "password is * or something"},
		{"send 50 to 7654321 or 1234324", "send 50 to 7654321 or 1234324"},
	} {
		got := MaskMatches(tt.text, FindSecrets(tt.text, SecretHints{}), "*")
		if got != tt.want {
			t.Errorf("%q masked as %q, want %q", tt.text, got, tt.want)
		}
	}
	if !strings.Contains(MaskMatches("pin 1234", FindSecrets("pin 1234", SecretHints{}), "*"), "*") {
		t.Fatal("a plain PIN is no longer masked")
	}
}

// Round 16 (R53, R55): candidates of a password after a hedge, of any
// shape, are masked; the hedge word is never the password, and the
// first candidate is the one a sign-in may try.
func TestSecretCandidatesAfterHedge(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ text, want, first string }{
		{"log in seldo, password is either monkey or donkey try both", "log in seldo, password is either * or * try both", "monkey"},
		{"my password is monkey or maybe donkey", "my password is * or maybe *", "monkey"},
		{"my pw is one of monkey / donkey", "my pw is one of * / *", "monkey"},
		{"password: tiger, or lion", "password: *, or *", "tiger"},
		{"the password is probably falcon, eagle", "the password is probably *, *", "falcon"},
		{"password is like bluebird or robin", "password is like * or *", "bluebird"},
		{"password is monkey, check my balance", "password is *, check my balance", "monkey"},
		{"password is monkey or not", "password is * or not", "monkey"},
	} {
		ms := FindSecrets(tt.text, SecretHints{})
		if got := MaskMatches(tt.text, ms, "*"); got != tt.want {
			t.Errorf("%q masked as %q, want %q", tt.text, got, tt.want)
		}
		if len(ms) == 0 || ms[0].Value != tt.first || ms[0].Alternative {
			t.Errorf("%q: first candidate %+v, want %q", tt.text, ms, tt.first)
		}
		for _, m := range ms[1:] {
			if !m.Alternative {
				t.Errorf("%q: %q is not marked an alternative", tt.text, m.Value)
			}
		}
	}
}
