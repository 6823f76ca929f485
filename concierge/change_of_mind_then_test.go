package concierge

import "testing"

// R50 (issue 24): a change of mind that asks for something else cancels
// what was in hand and runs the new request, even when the cancel is
// said again in words of its own ("i dont want to send anything") before
// the new request — at an approval and at a question.
func TestChangeOfMindThenNewRequest(t *testing.T) {
	t.Parallel()
	cases := []struct{ line, want string }{
		{"i changed my mind i dont want to send anything today, just tell me google stock", "GOOGL"},
		{"no i dont wanna send it. whats apple trading at", "AAPL"},
		{"nope i dont want this anymore, whats my savings balance", "Savings account (2345678901) has a balance"},
		{"forget it, i'm not sending money today. what's nvidia at", "NVDA"},
		{"nah scratch that, i don't need it. how much is in savings?", "Savings account (2345678901) has a balance"},
	}
	for _, c := range cases {
		for _, where := range []string{"approval", "question"} {
			t.Run(where+" "+c.line, func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				say(t, e, "log me in seldo", "monkey")
				if where == "approval" {
					say(t, e, "send 50 to 7654321", "checking")
					if _, ok := e.PendingApproval(); !ok {
						t.Fatalf("no approval: %q", rec.replies())
					}
				} else {
					say(t, e, "send 50 from checking")
				}
				say(t, e, c.line)
				if containsIn(rec.replies(), "Done: $50.00 sent") {
					t.Fatalf("%q moved the money", c.line)
				}
				if _, ok := e.PendingApproval(); ok {
					t.Fatalf("%q left the approval waiting: %q", c.line, rec.replies())
				}
				if !containsIn(rec.replies(), c.want) {
					t.Errorf("%q: the new request was lost: %q", c.line, rec.replies())
				}
			})
		}
	}
}
