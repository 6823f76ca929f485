package concierge

import (
	"strings"
	"testing"
)

// R55 (issue 24): a pair typed in capitals fails on the password's case,
// but the username the domain names is no secret: the progress note shows
// it, where the password stays masked everywhere.
func TestShoutedPairShowsTheUsername(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"LOG ME IN SELDO MONKEY", "SELDO MONKEY", "SIGN IN SELDO HUNTER2", "login SELDO ZEBRA9 please", "PLEASE LOG ME IN: SELDO MONKEY"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		pass := strings.Fields(strings.TrimSuffix(line, " please"))
		pw := pass[len(pass)-1]
		if leaks(rec, pw) {
			t.Errorf("%q shows the password:\n%s", line, rec.dump())
		}
		notes := strings.Join(rec.notes(), "\n")
		if !strings.Contains(strings.ToLower(notes), "logging in seldo") {
			t.Errorf("%q: the username is masked in the notes:\n%s", line, notes)
		}
	}
}
