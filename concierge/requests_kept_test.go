package concierge

import (
	"strings"
	"testing"
)

// R26, R29 (issue 24, round 5): a line that signs in with a pair and asks
// for other things gets every one of them once signed in; the sign-in it
// asked is done, never asked a second time.
func TestSignInLineKeepsItsOtherRequests(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"can u tell me aapl and msft and also log me in seldo monkey", "MSFT"},
		{"whats nvda, and log me in: seldo monkey", "NVDA"},
		{"price of tsla then sign me in please seldo monkey", "TSLA"},
		{"how is ibm doing, also login seldo monkey", "IBM"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.line)
			all := strings.Join(rec.replies(), "\n")
			if !strings.Contains(all, "logged in as seldo") || !strings.Contains(all, c.want+" (") {
				t.Fatalf("%q:\n%s\nwant the sign-in and %s", c.line, all, c.want)
			}
			if strings.Contains(all, "already logged in") {
				t.Fatalf("%q: the sign-in asked twice:\n%s", c.line, all)
			}
		})
	}
}

// "what stocks can u look up" is told what the look-up takes, then asked.
func TestWhatATaskTakesIsSaid(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"what stocks can u look up", "which tickers do you support", "ok what companies can you quote"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if !strings.Contains(rec.lastReply(), "I have quotes for") {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "look up a stock")
	if strings.Contains(rec.lastReply(), "I have quotes for") {
		t.Errorf("a plain request told the list: %q", rec.lastReply())
	}
}
