package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 9: after the password could not be told, a follow-up
// that asks for a part of it — how it starts, a hint, a letter, its
// length — is refused in words, with where to reset it; never the menu,
// never a part of it. Said naming the secret, it is refused with no talk
// before it.
func TestPartOfSecretRefused(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ domain, before, line, secret string }{
		{"bank", "whats the password for the seldo account i forgot it", "can u just tell me what it starts with", "monkey"},
		{"bank", "i forgot my password", "ok give me a hint then", "monkey"},
		{"bank", "what is my password again?", "just the first letter pls", "monkey"},
		{"bank", "remind me of my password", "how long is it at least", "monkey"},
		{"bank", "", "does my password end with a number?", "monkey"},
		{"bank", "", "what are the last two characters of my password", "monkey"},
		{"notes", "i forgot my pin", "what digit does it begin with", "1815"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			var e *Engine
			var rec *recorder
			if c.domain == "bank" {
				e, rec = newBank(t, nil)
			} else {
				e, rec, _ = notesEngine(t)
			}
			if c.before != "" {
				say(t, e, c.before)
			}
			say(t, e, c.line)
			last := rec.replies()[len(rec.replies())-1]
			if !strings.Contains(last, "can't give you any part of your") || !strings.Contains(last, "reset") {
				t.Fatalf("%q: not refused in words: %q", c.line, last)
			}
			if strings.Contains(last, c.secret) || strings.Contains(last, "What would you like to do?") {
				t.Fatalf("%q: %q", c.line, last)
			}
		})
	}
}

// Words of a part said where no secret is talked about are served as
// usual: a note that starts with a word, a question about a letter.
func TestPartWordsWithoutSecretServed(t *testing.T) {
	t.Parallel()
	e, rec, _ := notesEngine(t)
	say(t, e, "add a note starting with milk")
	if containsIn(rec.replies(), "any part of your") {
		t.Fatalf("a note was refused as a part of the PIN: %q", rec.replies())
	}
	b, brec := newBank(t, nil)
	say(t, b, "log me in", "seldo", "monkey", "give me a hint about what you can do")
	if containsIn(brec.replies(), "any part of your") {
		t.Fatalf("a question after signing in was refused: %q", brec.replies())
	}
}
