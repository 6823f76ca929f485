package concierge

import (
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// stoppedAtApproval stores a bank session stopped at a pending $500
// transfer, as if the app quit there, and returns the session as a new
// process rebuilds it.
func stoppedAtApproval(t *testing.T) (dir string, sess *state.Session) {
	t.Helper()
	dir = t.TempDir()
	e, _, store := storedBank(t, dir, nil, nil)
	say(t, e, "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
	if _, ok := e.PendingApproval(); !ok {
		t.Fatal("setup: no approval pending")
	}
	id := e.Session().ID
	store.Close()
	return dir, resumeFrom(t, dir, id)
}

// R55: after a resume, signing in comes first. The approval waiting for
// it is set aside (listed in the Why panel, never asked), the username
// and then the masked password are asked, and only then is the approval
// asked again, afresh. Neither answer of the sign-in is read as an answer
// to the approval, nor stored in the clear.
func TestResumeSignsInBeforeTheApproval(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		fork bool // the approval was not carried over (cmd/cli's fork)
	}{{"resume", false}, {"fork", true}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			dir, sess := stoppedAtApproval(t)
			if tc.fork {
				sess.Pending.Approval = nil
			}
			e, rec, _ := storedBank(t, dir, sess, nil)
			for _, ev := range rec.all() {
				if _, ok := ev.(ApprovalRequested); ok {
					t.Fatal("the resumed session asks for the approval before signing in")
				}
			}
			if _, ok := e.PendingApproval(); ok {
				t.Fatal("the approval is pending before signing in")
			}
			if !tc.fork && !hasPrefixIn(rec.notes(), "Set aside until you sign in again: Transfer $500.00") {
				t.Errorf("the approval is not listed in the Why panel: %q", rec.notes())
			}
			if e.Speaker() != "authenticate" || !strings.Contains(rec.lastReply(), "What is your username?") {
				t.Fatalf("the username is not asked first: speaker %q, %q", e.Speaker(), rec.lastReply())
			}
			if !tc.fork && !strings.Contains(rec.lastReply(), "Transfer $500.00") {
				t.Errorf("the reply does not say the transfer waits: %q", rec.lastReply())
			}
			say(t, e, "seldo")
			if _, ok := e.PendingSecret(); !ok {
				t.Fatalf("the password is not asked masked after the username: %q", rec.lastReply())
			}
			say(t, e, "monkey")
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, "Transfer $500.00") {
				t.Fatalf("the approval is not asked again after signing in: %q", rec.replies())
			}
			asked := 0
			for _, ev := range rec.all() {
				if _, ok := ev.(ApprovalRequested); ok {
					asked++
				}
			}
			if asked != 1 {
				t.Errorf("the approval was asked %d times after the resume, want once, after signing in", asked)
			}
			for _, m := range e.Session().Messages {
				if strings.Contains(m.Text, "monkey") {
					t.Errorf("the password is in the transcript: %q", m.Text)
				}
				if strings.Contains(m.Text, "Please answer yes or no") {
					t.Errorf("a sign-in answer was read as an answer to the approval: %q", m.Text)
				}
			}
			if err := e.Approve(context.Background()); err != nil {
				t.Fatal(err)
			}
			if got := balance(t, e, "1234567890"); got != "500.00" {
				t.Errorf("balance after the approved transfer = %s, want 500.00", got)
			}
		})
	}
}

// R55: a resumed session's waiting task that needs the sign-in asks for it
// at once, so the user's next line answers the username question, not the
// question the task had asked before the stop.
func TestResumeAsksTheUsernameFirst(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	e, _, store := storedBank(t, dir, nil, nil)
	say(t, e, "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324")
	id := e.Session().ID
	store.Close()

	e2, rec, _ := storedBank(t, dir, resumeFrom(t, dir, id), nil)
	if e2.Speaker() != "authenticate" || !strings.Contains(rec.lastReply(), "username") {
		t.Fatalf("resumed without asking to sign in: speaker %q, %q", e2.Speaker(), rec.lastReply())
	}
	say(t, e2, "seldo", "monkey")
	if !strings.Contains(rec.lastReply(), "How much") {
		t.Fatalf("the transfer did not go on where it was after signing in: %q", rec.lastReply())
	}
}

// R43, R55: a read-only view of a session stopped at an approval changes
// nothing: no sign-in is asked and the approval stays as it was.
func TestReadOnlyResumeAsksNoSignIn(t *testing.T) {
	t.Parallel()
	_, sess := stoppedAtApproval(t)
	d, _ := BuiltinDomains().New("bank")
	rec := &recorder{}
	e, err := New(Config{Domain: d, Session: sess, Sink: rec.sink, Clock: FixedClock, ReadOnly: true})
	if err != nil {
		t.Fatal(err)
	}
	before := len(sess.Messages)
	e.Start()
	if _, ok := e.PendingApproval(); !ok || len(e.Session().Messages) != before {
		t.Errorf("the read-only view changed: approval %v, %d messages, was %d", ok, len(e.Session().Messages), before)
	}
}
