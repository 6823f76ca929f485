package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// Tryout 40 (notes, 07): signed in, "whats my pin btw, i forgot" masked
// "btw" as the PIN ("whats my pin ••••••"), said "I left out what looked
// like a password" and listed the notes. A question about the user's own
// PIN, however it is said, gets "I can't tell you your PIN" and nothing
// runs; a word after "pin" that is no PIN (btw, lol, pls, again) is kept
// as typed, while a PIN typed so is still masked.
func TestPinAskedAboutIsNoPin(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats my pin btw, i forgot",
		"remind me my pin",
		"what pin did i use?",
		"wats my pin agian lol",
		"WHAT WAS MY PIN btw",
		"my pin pls",
		"i need my pin tbh",
		"gimme my PIN real quick",
		"can i have my pin number?",
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "ada 1815")
		n, calls := len(rec.replies()), len(p.Calls())
		say(t, e, line)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, "can't tell you your PIN") || strings.Contains(got, "left out what looked like a password") {
			t.Errorf("%q: want the PIN said never shown, and nothing masked:\n%s", line, got)
		}
		if len(p.Calls()) != calls {
			t.Errorf("%q: a tool ran: %v", line, p.Calls()[calls:])
		}
		if typed := lastUserText(e); typed != line {
			t.Errorf("%q: a word of the question was masked: %q", line, typed)
		}
	}
	// a PIN typed after "pin" is still a PIN: masked, never shown
	for _, line := range []string{"my pin 1815 pls", "pin 18155 lol"} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815")
		say(t, e, line)
		if strings.Contains(rec.dump(), "1815 ") || strings.Contains(rec.dump(), "18155") {
			t.Errorf("%q: the PIN shows:\n%s", line, rec.dump())
		}
	}
}

// lastUserText is the user's last message as the session keeps it.
func lastUserText(e *Engine) string {
	msgs := e.Session().Messages
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Role == state.RoleUser {
			return msgs[i].Text
		}
	}
	return ""
}
