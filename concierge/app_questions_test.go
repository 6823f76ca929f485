package concierge

import (
	"strings"
	"testing"
)

// R28 (issue 24): questions about the app and the conversation itself are
// answered, never "I'm not sure how to help": how to reset the password
// (not here, and where), what the last cancel dropped, and a call for
// attention.
func TestAppQuestionsAnswered(t *testing.T) {
	t.Parallel()
	t.Run("reset", func(t *testing.T) {
		t.Parallel()
		for _, lines := range [][]string{
			{"what's my password? i forgot it", "ok then how do i reset it"},
			{"i forgot my password, what do i do?"},
			{"where can i reset my password"},
			{"can you tell me my password", "so how can i get a new one"},
		} {
			e, rec := newBank(t, nil)
			say(t, e, lines...)
			last := rec.lastReply()
			if !strings.Contains(last, "can't reset your password here") || !strings.Contains(last, "support") {
				t.Errorf("%q: reply %q", lines, last)
			}
		}
		// a change asked is answered as a change (bank32_secret_change_test.go)
		e, rec := newBank(t, nil)
		say(t, e, "how do I change my password")
		if last := rec.lastReply(); !strings.Contains(last, "can't change your password here") || !strings.Contains(last, "support") {
			t.Errorf("reply %q", last)
		}
	})
	t.Run("last cancel", func(t *testing.T) {
		t.Parallel()
		for _, q := range []string{"what did i just cancel?", "wait what did I cancel", "what was just cancelled", "what did you just stop?"} {
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "send 50 from checking to 7654321", "never mind, cancel that", q)
			last := rec.lastReply()
			if !strings.Contains(last, "transfer money") || !strings.Contains(last, "$50.00") {
				t.Errorf("%q: reply %q", q, last)
			}
			e2, rec2 := newBank(t, nil)
			say(t, e2, q)
			if !strings.Contains(rec2.lastReply(), "haven't cancelled anything") {
				t.Errorf("%q with nothing cancelled: reply %q", q, rec2.lastReply())
			}
		}
	})
	t.Run("attention", func(t *testing.T) {
		t.Parallel()
		for _, q := range []string{"HELLO??? IS ANYONE THERE", "is anybody there?", "are you still there", "hellooo", "is this thing on?"} {
			e, rec := newBank(t, nil)
			say(t, e, q)
			last := rec.lastReply()
			// what can be done in one sentence: the greeting listed it (bank26a)
			if !strings.Contains(last, "I'm here") || !strings.Contains(last, "look up a stock price") || strings.Contains(last, "- Looking up") {
				t.Errorf("%q: reply %q", q, last)
			}
		}
	})
}
