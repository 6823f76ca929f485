package concierge

import (
	"strings"
	"testing"
)

// Advice, questions about the app and "can you do X" each get a plain
// answer (R1): no advice but the price look-up, the introduction, a plain
// no and the list, what the concierge is — never "I'm not sure how to
// help" nor words of the question quoted as unused.
func TestAppQuestionsAnsweredPlainly(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines       []string
		want, never []string
	}{
		{[]string{"whats a good stock to buy rn"}, []string{"can't give investment advice", "look up a stock price"}, []string{"didn't use", "Which company"}},
		{[]string{"which shares should i pick up this week"}, []string{"can't give investment advice"}, []string{"didn't use"}},
		{[]string{"is nvidia a good buy at the moment"}, []string{"can't give investment advice", "NVDA"}, nil},
		{[]string{"any stock tips for a beginner?"}, []string{"can't give investment advice"}, []string{"didn't use"}},
		{[]string{"oops wrong tab haha. what is this app"}, []string{"I'm the bank's concierge", "Checking an account balance"}, []string{"not sure how to help"}},
		{[]string{"hmm what is this bot for"}, []string{"I'm the bank's concierge"}, []string{"not sure how to help"}},
		{[]string{"wait what is this thing even"}, []string{"I'm the bank's concierge"}, []string{"not sure how to help"}},
		{[]string{"can u do loans or mortgages"}, []string{"No, I can't help with loans or mortgages here", "transfer money"}, []string{"not sure how to help"}},
		{[]string{"do you handle my tax returns?"}, []string{"No, I can't help with your tax returns here"}, []string{"not sure how to help"}},
		{[]string{"could you help with insurance claims"}, []string{"No, I can't help with insurance claims here"}, nil},
		{[]string{"u guys do currency exchange?"}, []string{"No, I can't help with currency exchange here"}, []string{"I don't know that"}},
		{[]string{"what stock do you think i should get"}, []string{"can't give investment advice"}, []string{"didn't recognise"}},
		{[]string{"is this a real bank or like a demo thing"}, []string{"demo, not a real bank", "I'm the bank's concierge"}, []string{"I don't know that here"}},
		// round 9: questions of trust get an honest answer (trust_questions.go)
		{[]string{"are you a real person"}, []string{"I'm not a real person"}, nil},
		{[]string{"is this legit or fake lol"}, []string{"automated assistant", "The bank here is a demo"}, nil},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		got := strings.Join(rec.replies()[1:], "\n") // after the welcome
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%q: %q not said: %q", c.lines, w, got)
			}
		}
		for _, w := range c.never {
			if strings.Contains(got, w) {
				t.Errorf("%q: %q said: %q", c.lines, w, got)
			}
		}
	}
	// work an agent does is no "can't": it starts
	e, rec := newBank(t, nil)
	say(t, e, "can you do a transfer for me")
	if strings.Contains(rec.lastReply(), "can't") {
		t.Errorf("a transfer asked as \"can you do\": %q", rec.lastReply())
	}
}
