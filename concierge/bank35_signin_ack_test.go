package concierge

import (
	"strings"
	"testing"
)

// Round 31 (bank35, item 2): an acknowledgement or a sigh beside the
// username at its question ("fine. seldo", "fine, its seldo") is no
// password: the username is taken, the password asked next, no try spent
// and nothing else said. Two words neither of which is one (R55) are
// still a username and a password.
func TestBank35AckBesideUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"fine. seldo", "fine, its seldo", "ugh seldo", "seldo ok", "ok fine seldo",
		"alright alright, seldo", "yeah its seldo", "whatever. seldo", "seldo, fine", "sure seldo",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "check my savings", line)
		last := rec.lastReply()
		if !strings.Contains(last, "Please enter your password.") || strings.Contains(last, "couldn't take") || e.sess.Pending.Secret == nil {
			t.Errorf("%q: want the password asked, nothing else: %q", line, last)
		}
		say(t, e, "monkey")
		if e.Fact("authenticated") != "true" {
			t.Errorf("%q then the password: not signed in: %q", line, rec.lastReply())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "check my savings", "seldo monkey")
	if e.Fact("authenticated") != "true" {
		t.Errorf(`"seldo monkey" is no longer a pair: %q`, rec.lastReply())
	}
}
