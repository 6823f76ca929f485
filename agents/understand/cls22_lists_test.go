package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/understand"
)

// Two companies joined by "&" or "+" are two stock look-ups, each with
// its company, as with "and" (issue 24, cls22). The reader read "xom &
// cvx quotes pls" as one look-up, unsure, and the second company went
// unused with no word said (the loop's continuation found it again; a
// model behind the reader would have been asked). Members in other
// words: spaced or not, "&&", capitals, names or tickers, the list first
// or last.
func TestCompanyListsJoinedBySymbols(t *testing.T) {
	r, err := understand.New(bank.Domain())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, a, b string }{
		{"xom & cvx quotes pls", "XOM", "CVX"},
		{"aapl & msft price", "AAPL", "MSFT"},
		{"price of ibm & intel rn", "IBM", "INTC"},
		{"AMZN & GOOG share prices?", "AMZN", "GOOGL"},
		{"apple & tesla stock pls", "AAPL", "TSLA"},
		{"quote googl + meta please", "GOOGL", "META"},
		{"tsla&amzn quotes", "TSLA", "AMZN"},
		{"check nvda & amd for me", "NVDA", "AMD"},
		{"whats nflx && aapl trading at", "NFLX", "AAPL"},
	} {
		rd := r.Read(c.text, understand.Moment{})
		var got []string
		for _, cmd := range rd.Commands {
			switch cmd.Kind {
			case agents.CmdStartTask:
				if cmd.Agent == "stock_lookup" {
					got = append(got, cmd.Values["company"])
				}
			case agents.CmdUnused:
				if len(cmd.Words) > 0 {
					t.Errorf("%q: words left unused: %q", c.text, cmd.Words)
				}
			}
		}
		if len(got) != 2 || got[0] != c.a || got[1] != c.b {
			t.Errorf("%q: look-ups of %q, want %s and %s (read as %v, confidence %.2f)", c.text, got, c.a, c.b, rd.Commands, rd.Confidence)
		}
	}
}
