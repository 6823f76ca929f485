package concierge

import (
	"strings"
	"testing"
)

// Issue 24 round 29 (bank32), smaller kinds: "yeah nah" at the account
// question is a no; "what's my checking" there is the answer; a question
// about the assistant's likes gets a friendly line and what it can do.
func TestBank32AtAccountQuestion(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ line, want, not string }{
		{"yeah nah", "still need", "couldn't take"},
		{"ya nah mate", "still need", "couldn't take"},
		{"yeah nah", "still need", "couldn't take"},
		{"what's my checking", "$1,000.00", "everyday account"},
		{"whats in my savings then", "$5,000.00", "everyday account"},
		{"what's my savings balance", "$5,000.00", "everyday account"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "transfer 60 to 7654321", "seldo", "monkey", tc.line)
			all := strings.Join(rec.replies()[len(rec.replies())-2:], "\n")
			if !strings.Contains(all, tc.want) || strings.Contains(all, tc.not) {
				t.Fatalf("replies %q, want %q, never %q", all, tc.want, tc.not)
			}
			if containsIn(rec.replies(), "Done:") {
				t.Fatal("money moved without a yes")
			}
		})
	}
}

func TestBank32LikesSmallTalk(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"do you like dogs?", "do u prefer cats or dogs", "are you a dog person", "do you even like pizza"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			r := rec.lastReply()
			if !strings.Contains(r, "kind of you to ask") || !strings.Contains(r, "check a balance") {
				t.Fatalf("reply %q, want a friendly line and what can be done", r)
			}
		})
	}
}
