package concierge

import (
	"strings"
	"testing"
)

// R53, R28: a cancel or a logout at the username or the password prompt
// never spends a login try, is never taken as the password, and ends the
// login; the next wrong password is still the first try.
func TestCancelAtALoginPromptSpendsNoTry(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"actually don't bother", "don't bother", "never mind", "log me out", "sign out please",
		"forget it", "cancel that", "I changed my mind", "nah, forget it"} {
		for _, prompt := range [][]string{{"log in"}, {"log in", "seldo"}} {
			e, rec := newBank(t, nil)
			say(t, e, prompt...)
			say(t, e, line)
			if hasPrefixIn(rec.notes(), "Logging in") || hasPrefixIn(rec.notes(), "The user provided the password") {
				t.Errorf("%q at the %d-step prompt was taken as a password", line, len(prompt))
			}
			if e.Speaker() == "authenticate" && !isLogout(line) {
				// a logout at the username prompt says that nobody is
				// signed in and keeps asking; a cancel ends the login
				t.Errorf("%q at the %d-step prompt did not end the login: %q", line, len(prompt), rec.lastReply())
			}
			if e.Speaker() == "authenticate" {
				say(t, e, "never mind")
			}
			say(t, e, "log in", "seldo", "wrong")
			if !strings.Contains(rec.lastReply(), "2 tries left") {
				t.Errorf("%q at the %d-step prompt spent a try: %q", line, len(prompt), rec.lastReply())
			}
		}
	}
}
