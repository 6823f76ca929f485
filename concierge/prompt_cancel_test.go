package concierge

import (
	"strings"
	"testing"
)

// R53: a cancel said in words no rule lists, at the username or the
// password prompt, drops the task and never spends a login try; it is
// never taken for a username and password typed together (R55), nor for
// a password. The reader reads it; a passphrase is still tried.
func TestCancelAtLoginPromptsIsNoTry(t *testing.T) {
	t.Parallel()
	for _, at := range []string{"username", "password"} {
		for _, cancel := range []string{"forget about it, ill do it later", "lets not do this", "stop this please", "changed my mind", "no forget the whole thing"} {
			t.Run(at+"/"+cancel, func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				say(t, e, "send 20 to 1234324")
				if at == "password" {
					say(t, e, "seldo")
				}
				say(t, e, cancel)
				if _, secret := e.PendingSecret(); secret || e.Session().Speaker != "" {
					t.Fatalf("%q at the %s prompt did not cancel: %q", cancel, at, rec.lastReply())
				}
				if strings.Contains(strings.Join(rec.replies(), "\n"), "tries left") {
					t.Fatalf("%q spent a login try:\n%s", cancel, strings.Join(rec.replies(), "\n"))
				}
				// the next login has all its tries
				say(t, e, "log in", "seldo", "hunter2")
				if !strings.Contains(rec.lastReply(), "(2 tries left)") {
					t.Errorf("after %q: %q", cancel, rec.lastReply())
				}
			})
		}
	}
}
