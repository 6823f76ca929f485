package agents_test

import (
	"regexp"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// A secret's shape: its own pattern, a PIN's digits when it declares none,
// and none for a password (R53: only a strict shape marks a stray value).
func TestSecretShape(t *testing.T) {
	t.Parallel()
	pin := &agents.Slot{Name: "pin", Kind: agents.KindSecret, Label: "PIN"}
	code := &agents.Slot{Name: "code", Kind: agents.KindSecret, Pattern: regexp.MustCompile(`[A-Z]{2}[0-9]{2}`)}
	pass := &agents.Slot{Name: "password", Kind: agents.KindSecret, Cues: []string{"password", "passcode"}}
	text := &agents.Slot{Name: "pin", Kind: agents.KindText}
	for _, c := range []struct {
		s    *agents.Slot
		v    string
		want bool
	}{
		{pin, "1815", true}, {pin, "12345678", true}, {pin, "181", false}, {pin, "1815a", false}, {pin, "", false},
		{code, "AB12", true}, {code, "xAB12", false}, {code, "AB123", false},
		{pass, "1815", false}, {pass, "monkey", false}, {text, "1815", false},
	} {
		if got := agents.SecretShaped(c.s, c.v); got != c.want {
			t.Errorf("SecretShaped(%s, %q) = %v, want %v", c.s.Name, c.v, got, c.want)
		}
	}
}
