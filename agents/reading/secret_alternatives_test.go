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
