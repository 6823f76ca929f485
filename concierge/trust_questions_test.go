package concierge

import (
	"strings"
	"testing"
)

// R28 (issue 24 round 9): questions of trust are answered plainly and
// honestly — an automated assistant, a demo, what stays on this computer,
// that the password is never kept — never "not sure how to help"; what
// waits is said again and nothing changes.
func TestTrustQuestionsAnsweredPlainly(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"how do i know you are actually my bank", "not your bank's own website or staff"},
		{"is this a scam", "The bank here is a demo"},
		{"how can i be sure this is legit?", "automated assistant"},
		{"can i trust you", "I only ask for your password at the sign-in"},
		{"are you a real person", "I'm not a real person"},
		{"r u a bot or a human", "I'm not a real person"},
		{"am i chatting with an actual human", "I'm not a real person"},
		{"is my data safe here", "nothing is sent to any server"},
		{"who can see my info", "nothing is sent to any server"},
		{"is it safe to do banking here?", "nothing is sent to any server"},
		{"is this app secure?", "nothing is sent to any server"},
		{"where does my personal info go", "Your password is never stored, shown, logged or sent to a model"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, c.want) || strings.Contains(all, "not sure how to help") || strings.Contains(all, "I don't know that here") {
			t.Errorf("%q: want %q:\n%s", c.line, c.want, all)
		}
	}
	// at an approval: answered, and the approval still waits
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "send 20 from checking to 7654321", "wait is this even a real bank?")
	if e.sess.Pending.Approval == nil || !strings.Contains(strings.Join(rec.replies(), "\n"), "demo") {
		t.Errorf("a trust question at the approval:\n%s", strings.Join(rec.replies(), "\n"))
	}
	// a request put as a question stays a request
	for _, line := range []string{"can you log me in?", "can you see my balance", "could u show my savings"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if strings.Contains(strings.Join(rec.replies(), "\n"), "nothing is sent to any server") {
			t.Errorf("%q was answered as a question of trust: %q", line, rec.replies())
		}
	}
	// a doubt about an account number is the account question's
	e, rec = newBank(t, nil)
	say(t, e, "is 7654321 a scam")
	if strings.Contains(strings.Join(rec.replies(), "\n"), "automated assistant") {
		t.Errorf("a question about an account was answered as one about the assistant: %q", rec.replies())
	}
}
