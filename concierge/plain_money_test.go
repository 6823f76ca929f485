package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 9: money asked about in plain words — "can i see my
// money", "hows my money looking" — is the balance task: the sign-in
// first, then the account asked, then the balance shown; never "I'm not
// sure how to help", never a stock lookup of "money".
func TestPlainMoneyQuestionIsBalance(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"ok so can i see my money", "hows my money looking", "let me see my money pls", "how's my money doing?", "can i view my funds", "what does my money look like right now"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line, "seldo", "monkey")
			if e.Fact("authenticated") != "true" || !strings.Contains(rec.lastReply(), "Checking or Savings") {
				t.Fatalf("%q: the balance task did not follow the sign-in: %q", line, rec.replies())
			}
			say(t, e, "savings")
			if !containsIn(rec.replies(), "Savings account (2345678901) has a balance of $5,000.00") {
				t.Fatalf("%q: no balance shown: %q", line, rec.replies())
			}
		})
	}
}
