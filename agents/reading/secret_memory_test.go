package reading

import (
	"fmt"
	"strings"
	"sync"
	"testing"
)

func TestSecretMemoryMask(t *testing.T) {
	t.Parallel()
	var mem SecretMemory
	mem.Remember("monkey")
	mem.Remember("42")
	mem.Remember("correct horse")
	mem.Remember("  ") // blank: ignored
	tests := []struct{ text, want string }{
		{"my password is monkey", "my password is ••••••"},
		{"no, because monkey is wrong", "no, because •••••• is wrong"},
		{"monkey business", "•••••• business"},
		{"monkeys", "monkeys"},
		{"Monkey", "Monkey"}, // passwords are case-sensitive
		{"MONKEY monkey", "MONKEY ••••••"},
		{"pw:monkey", "pw:••••••"},
		{"seldo/monkey.", "seldo/••••••."},
		{"'monkey' and \"monkey\"", "'••••••' and \"••••••\""},
		{"xmonkey monkey_2 monkey123", "xmonkey monkey_2 monkey123"},
		{"it was “monkey”!", "it was “••••••”!"},
		{"monkey monkey", "•••••• ••••••"},
		{"my pin is 42.", "my pin is ••••••."},
		{"42", "••••••"},
		{"12:42 or $42 or 420 or pin:42", "12:42 or $42 or 420 or pin:42"}, // short: whole words only
		{"correct horse battery", "•••••• battery"},
		{"correct horses", "correct horses"},
		{"", ""},
		{"nothing here", "nothing here"},
	}
	for _, tt := range tests {
		got, found := mem.Mask(tt.text)
		if got != tt.want || found != (tt.want != tt.text) {
			t.Errorf("Mask(%q) = %q, %v, want %q", tt.text, got, found, tt.want)
		}
	}
}

// Nothing remembered, nothing masked; the zero value is ready.
func TestSecretMemoryEmpty(t *testing.T) {
	t.Parallel()
	var mem SecretMemory
	if got, found := mem.Mask("monkey"); got != "monkey" || found {
		t.Errorf("Mask with nothing remembered = %q, %v", got, found)
	}
}

// The memory holds hashes, never the secret.
func TestSecretMemoryKeepsNoSecret(t *testing.T) {
	t.Parallel()
	var mem SecretMemory
	mem.Remember("monkey")
	if s := fmt.Sprintf("%#v", &mem); strings.Contains(s, "monkey") || strings.Contains(s, "6d6f6e6b6579") {
		t.Errorf("the memory shows the secret: %s", s)
	}
}

func TestSecretMemoryConcurrent(t *testing.T) {
	t.Parallel()
	var mem SecretMemory
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			mem.Remember(fmt.Sprintf("secret%d", i))
		}()
		go func() {
			defer wg.Done()
			mem.Mask("secret1 and secret2")
		}()
	}
	wg.Wait()
	if got, _ := mem.Mask("secret3, secret7"); got != "••••••, ••••••" {
		t.Errorf("Mask after concurrent Remember = %q", got)
	}
}

// BenchmarkSecretMemoryMask masks a 32 KB message (the input limit) of
// words of every length, three secrets remembered: R29 runs it on every
// user message.
func BenchmarkSecretMemoryMask(b *testing.B) {
	var mem SecretMemory
	for _, s := range []string{"monkey", "hunter2", "ab"} {
		mem.Remember(s)
	}
	unit := "I tried to log in with my password and it said something odd about monkeys, hunters, 12:30 and ab. "
	for _, tc := range []struct{ name, text string }{
		{"ascii", strings.Repeat(unit, 32*1024/len(unit))},
		{"unicode", strings.Repeat("Ich möchte 200 € überweisen, Kennwort vergessen — ", 32*1024/53)},
		{"one-word", strings.Repeat("m", 32*1024)},
	} {
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(tc.text)))
			for b.Loop() {
				mem.Mask(tc.text)
			}
		})
	}
}
