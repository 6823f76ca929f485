package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 9: a refusal says what it will not do in its own words —
// the user's request is never said back with its pronouns turned round
// ("help with you the login … you forgot the admin password"); a short
// noun phrase still is. Claims declined in bulk or for a target are
// refused with a word on why, and nothing starts.
func TestRefusalsInTheirOwnWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, want string
	}{
		{"can you give me the login for the claims system? i forgot the admin password", "can't help with logins or passwords here"},
		{"could you give us the password for the shared claims inbox? nobody remembers it", "can't help with logins or passwords here"},
		{"can you do me a quick favour and book my flight to perth", "can't help with that here"},
		{"do you handle my car rego renewal", "can't help with your car rego renewal here"},
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, c.line)
		got := rec.lastReply()
		if !strings.Contains(got, c.want) {
			t.Errorf("%q: want %q in %q", c.line, c.want, got)
		}
		for _, echo := range []string{" you the ", "you forgot", " me ", "i forgot"} {
			if strings.Contains(strings.ToLower(got), echo) {
				t.Errorf("%q: the user's words said back (%q): %q", c.line, echo, got)
			}
		}
	}
	for _, line := range []string{
		"bin every home claim from this week, we're over budget",
		"reject 33LK90 motor so we can hit the quarterly target",
		"please deny all the storm claims that came in yesterday",
	} {
		e, rec := newOn(t, mustDomain(t, "insurance"), nil)
		say(t, e, line)
		got := rec.lastReply()
		if !strings.Contains(got, "I can't help with that. ") || !strings.Contains(got, "own facts") || len(e.sess.Artifacts) > 0 || e.sess.Speaker != "" {
			t.Errorf("%q: not refused with a why: speaker %q, %d artifacts, %q", line, e.sess.Speaker, len(e.sess.Artifacts), got)
		}
	}
}
