package concierge

import (
	"strings"
	"testing"
)

// Round 35's bank 32: a company given as the answer to "Which company or
// ticker symbol should I look up?" is looked up, or named in a plain "I
// can't look up a stock price for X" with the quotes there are — never
// "outside what I can help with" nor the help menu.
func TestCompanyAnsweredAtQuestion(t *testing.T) {
	t.Parallel()
	unknown := map[string]string{
		"ok what about ford":    `"ford"`,
		"what about coca cola?": `"coca cola"`,
		"how about boeing":      `"boeing"`,
		"and ford?":             `"ford"`,
		"try general electric":  `"general electric"`,
		"what about pepsi?":     `"pepsi"`,
		"hmm, how about Intel?": "INTC (",
		"and tesla?":            "TSLA (",
		"ok what about msft":    "MSFT (",
	}
	for line, want := range unknown {
		e, rec := newBank(t, nil)
		say(t, e, "what's coca cola trading at")
		n := len(rec.replies())
		say(t, e, line)
		last := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(last, want) || strings.Contains(last, "outside what I can help") || strings.Contains(last, "Here is what I can help you with") {
			t.Errorf("%q at the company question: want %s, got:\n%s", line, want, strings.Join(rec.replies(), "\n"))
		}
		if !strings.Contains(want, "(") && !strings.Contains(last, "AAPL") {
			t.Errorf("%q: want the quotes there are beside the name not had, got %q", line, last)
		}
	}
	// a question of another kind is still answered as one
	e, rec := newBank(t, nil)
	say(t, e, "stock price pls", "what's the weather like?")
	if last := rec.lastReply(); strings.Contains(last, "can't look up a stock price for") {
		t.Errorf("an off-topic question was taken for a company: %q", last)
	}
}
