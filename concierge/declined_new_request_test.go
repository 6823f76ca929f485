package concierge

import (
	"strings"
	"testing"
)

// R50, §15 rule 3 (issue 24, round 9): a question, a thanks or another
// agent's request said right after a plain no is that message: it never
// becomes a value of the declined call, which stays dropped.
func TestNewRequestAfterNoIsNotAValue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"what notes do i have",
		"can u show me all my notes",
		"list my notes pls",
		"ok thanks",
		"read me the shopping note",
		"whats on my todo list?",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "ada 1815", "add a note titled groceries saying buy milk", "no", line)
			if ap := e.sess.Pending.Approval; ap != nil {
				t.Fatalf("%q after the no brought back %q; replies %q", line, ap.Summary, rec.replies())
			}
			if w := e.sess.Work["add_note"]; w != nil && strings.Contains(w.Slots["text"], strings.Fields(line)[0]) {
				t.Fatalf("%q taken as the note's text: %v", line, w.Slots)
			}
			if strings.Contains(rec.dump(), "Restored: add_note") {
				t.Fatalf("%q restored the declined call: %q", line, rec.replies())
			}
		})
	}
	// a value about the call still brings it back, changed or as it was
	for _, c := range []struct{ line, want string }{
		{"actually make it say buy bread", `saying "buy bread"`},
		{"ok fine send it", `saying "buy milk"`},
	} {
		e, rec, _ := notesEngine(t)
		say(t, e, "ada 1815", "add a note titled groceries saying buy milk", "no", c.line)
		if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, c.want) {
			t.Errorf("%q after the no: approval %v, want %s; replies %q", c.line, ap, c.want, rec.replies())
		}
	}
}

// The same for a declined transfer: a balance question after the no is
// answered as one, and lends no account to the dropped transfer.
func TestBalanceQuestionAfterNoIsNotAValue(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"whats my balance", "how much is in savings?", "what's in my savings account", "thanks anyway"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "checking", "send 50 to 7654321", "no", line)
		if ap := e.sess.Pending.Approval; ap != nil {
			t.Errorf("%q after the no brought back %q; replies %q", line, ap.Summary, rec.replies())
		}
		if strings.Contains(rec.dump(), "Restored: transfer_money") {
			t.Errorf("%q restored the declined transfer: %q", line, rec.replies())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "checking", "send 50 to 7654321", "no", "how about 30?")
	if ap := e.sess.Pending.Approval; ap == nil || !strings.Contains(ap.Summary, "$30.00") {
		t.Errorf("\"how about 30?\" after the no: approval %v; replies %q", ap, rec.replies())
	}
}
