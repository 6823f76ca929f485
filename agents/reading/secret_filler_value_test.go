package reading

import (
	"regexp"
	"testing"
)

// Tryout 40 (notes, 07): a word that only colours a line, or a word of
// letters where the secret is a PIN's digits, is never the secret after
// "pin" or "password" without "is", ":" or "=": "whats my pin btw" masked
// "btw". A value of the secret's shape still is.
func TestSecretCueBeforeFillerIsNoValue(t *testing.T) {
	pin := SecretHints{Cues: []string{"pin"}, Shape: regexp.MustCompile(`^[0-9]{4,8}$`)}
	for _, line := range []string{"whats my pin btw, i forgot", "my pin lol", "wats my pin agian", "my PIN pls", "pin tho?", "my pin thingy", "whats my pin rn"} {
		if ms := FindSecrets(line, pin); len(ms) > 0 {
			t.Errorf("%q: masked %q", line, ms[0].Value)
		}
	}
	for _, line := range []string{"whats my password btw", "my pw lol", "password pls"} {
		if ms := FindSecrets(line, SecretHints{}); len(ms) > 0 {
			t.Errorf("%q: masked %q", line, ms[0].Value)
		}
	}
	for _, c := range []struct{ line, want string }{
		{"my pin 1815", "1815"}, {"my pin 18155", "18155"}, {"my pin is btw7", "btw7"}, {"password monkey", "monkey"},
	} {
		h := pin
		if c.want == "monkey" {
			h = SecretHints{}
		}
		if ms := FindSecrets(c.line, h); len(ms) != 1 || ms[0].Value != c.want {
			t.Errorf("%q: want %q masked, got %v", c.line, c.want, ms)
		}
	}
}
