package concierge

import (
	"strings"
	"testing"
)

// R29, R55 (issue 24): a sign-in refused for a password typed in capitals
// only says that passwords are case-sensitive and asks about Caps Lock,
// never showing the password; a password with small letters, or a PIN of
// digits, gets no such hint.
func TestCapsLockHintOnARefusedSignIn(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		hint  bool
	}{
		{[]string{"USERNAME SELDO PASSWORD MONKEY"}, true},
		{[]string{"log in", "seldo", "MONKEY"}, true},
		{[]string{"LOGIN SELDO/MONKEY"}, true},
		{[]string{"log in", "seldo", "HUNTER2!"}, true},
		{[]string{"log in", "seldo", "Monkey"}, false},
		{[]string{"log in", "seldo", "banana"}, false},
	} {
		t.Run(strings.Join(c.lines, "|"), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.lines...)
			r := rec.lastReply()
			if !strings.Contains(r, "don't match") {
				t.Fatalf("not refused: %q", rec.replies())
			}
			if got := strings.Contains(r, "Caps Lock"); got != c.hint {
				t.Errorf("Caps Lock hint %v, want %v: %q", got, c.hint, r)
			}
			for _, v := range []string{"MONKEY", "HUNTER2"} {
				if leaks(rec, v) {
					t.Errorf("the password %s is shown:\n%s", v, rec.dump())
				}
			}
		})
	}
	e, rec, _ := notesEngine(t)
	say(t, e, "open my notes", "ada", "1234")
	if r := rec.lastReply(); !strings.Contains(r, "don't match") || strings.Contains(r, "Caps Lock") {
		t.Errorf("a wrong PIN of digits: %q", r)
	}
}
