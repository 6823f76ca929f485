package concierge

import (
	"strings"
	"testing"
)

// Every choice asked at once gets every answer (R50's set_value with every
// choice): at the account question and in the request itself; a question
// between the choices is no such answer, and money is never multiplied.
func TestEveryChoiceGetsEveryAnswer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		say  []string
		want []string // in the replies after the last message
		not  string
	}{
		{[]string{"login seldo monkey", "check my balance", "all of them"}, []string{"$1,000.00", "$5,000.00"}, ""},
		{[]string{"login seldo monkey", "check my balance", "checking and savings please"}, []string{"$1,000.00", "$5,000.00"}, ""},
		{[]string{"login seldo monkey", "what are the balances of each account"}, []string{"$1,000.00", "$5,000.00"}, ""},
		{[]string{"login seldo monkey", "check my balance", "checking or savings?"}, nil, "$5,000.00"},
	} {
		t.Run(c.say[len(c.say)-1], func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.say[:len(c.say)-1]...)
			n := len(rec.replies())
			say(t, e, c.say[len(c.say)-1])
			said := strings.Join(rec.replies()[n:], "\n")
			for _, w := range c.want {
				if !strings.Contains(said, w) {
					t.Errorf("want %q in:\n%s", w, said)
				}
			}
			if c.not != "" && strings.Contains(said, c.not) {
				t.Errorf("did not want %q in:\n%s", c.not, said)
			}
		})
	}
	e, rec := newBank(t, nil)
	say(t, e, "login seldo monkey", "check my checking balance", "send 50 to both")
	if strings.Count(strings.Join(rec.replies(), "\n"), "Transfer $") > 1 {
		t.Errorf("a transfer was multiplied:\n%s", strings.Join(rec.replies(), "\n"))
	}
}

// "All" over a long list of choices is no request for every one: "we share
// everything" looked up ten stock symbols and ran into the hop budget.
func TestEveryChoiceNotSpreadOverALongList(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"we share everything", "look up all the stocks", "every stock price please", "show me prices for each of them"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			said := strings.Join(rec.replies(), "\n")
			if n := strings.Count(said, "is trading at"); n > 1 || strings.Contains(said, "agent hops") {
				t.Errorf("%q spread over %d look-ups:\n%s", line, n, said)
			}
		})
	}
}
