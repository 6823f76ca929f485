package concierge

import (
	"strings"
	"testing"
)

// R50 (issue 24): a yes-word and a no-word together at an approval is no
// yes. "ok nah", "yup nah" and "yea nah" moved the money; with the no-word
// last it is the no it says (bank27): nothing moves, the approval is gone,
// and a yes after it runs nothing.
func TestYesAndNoTogetherIsNoYes(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ok nah", "yup nope", "yea nah", "sure no", "k nah", "yeah nah"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "whats in checking", "send 40 to 7654321", line)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "Done: $40.00") {
			t.Errorf("%q moved the money:\n%s", line, all)
			continue
		}
		if e.sess.Pending.Approval != nil {
			t.Errorf("%q: the approval still waits:\n%s", line, all)
			continue
		}
		say(t, e, "yes")
		if all := strings.Join(rec.replies(), "\n"); strings.Contains(all, "Done: $40.00") {
			t.Errorf("%q then yes: the transfer ran:\n%s", line, all)
		}
	}
}
