package concierge

import (
	"strings"
	"testing"
)

// A known password typed at another task's question ("price of" then
// "monkey", by someone who expected to be asked to sign in) was said back
// in the clear: `I couldn't take "monkey" as the company or symbol`
// (round 22's tester, severe). It is masked, never said back, not kept,
// and the question is asked again.
func TestKnownPasswordAtAnotherQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ lines []string }{
		{[]string{"price of", "monkey"}},
		{[]string{"whats the stock price", "monkey."}},
		{[]string{"send 20 to 1234324", "seldo", "monkey", "monkey"}}, // at the account question, signed in
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		if strings.Contains(all, "monkey") {
			t.Errorf("%q: the password was said back:\n%s", c.lines, all)
		}
		last := e.sess.Messages[len(e.sess.Messages)-1]
		for _, m := range e.sess.Messages {
			if m.Role == "user" && strings.Contains(m.Text, "monkey") {
				t.Errorf("%q: the password was stored: %q", c.lines, m.Text)
			}
		}
		if !strings.Contains(last.Text, "?") {
			t.Errorf("%q: the question is not asked again: %q", c.lines, last.Text)
		}
		if e.sess.Pending.Approval != nil {
			t.Errorf("%q: an approval opened", c.lines)
		}
	}
}
