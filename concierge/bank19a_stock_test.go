package concierge

import (
	"strings"
	"testing"
)

// Issue 24, round 19 (bank19a): the stock questions a new user asks.

// stockPrices are the replies the bank's look-up gives, by symbol.
var stockPrices = map[string]string{
	"AAPL": "AAPL (Apple Inc.) is trading at", "MSFT": "MSFT (Microsoft Corporation) is trading at",
	"AMZN": "AMZN (Amazon.com Inc.) is trading at", "TSLA": "TSLA (Tesla Inc.) is trading at",
	"NVDA": "NVDA (NVIDIA Corporation) is trading at", "META": "META (Meta Platforms Inc.) is trading at",
	"IBM": "IBM (International Business Machines) is trading at", "NFLX": "NFLX (Netflix Inc.) is trading at",
	"GOOGL": "GOOGL (Alphabet Inc.) is trading at", "JPM": "JPM (JPMorgan Chase & Co.) is trading at",
}

// pricesShown are the symbols whose price a reply of rec shows.
func pricesShown(rec *recorder) []string {
	var out []string
	all := strings.Join(rec.replies(), "\n")
	for _, sym := range []string{"AAPL", "MSFT", "AMZN", "TSLA", "NVDA", "META", "IBM", "NFLX", "GOOGL", "JPM"} {
		if strings.Contains(all, stockPrices[sym]) {
			out = append(out, sym)
		}
	}
	return out
}

// Buying, selling or investing through the bank is said to be out of
// reach in one sentence, with the look-up offered; nothing starts, no
// price is looked up for the companies named in the trade, no money moves.
func TestTradingSharesIsSaidOutOfReach(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"invest in microsoft through you",
		"sell my meta and ibm shares",
		"i'd like to invest 500 in nvidia",
		"can u buy some tesla for me",
		"wanna dump my tsla n nvda",
		"pls sell all my apple stock, and google too",
		"buy amzn",
		"short netflix",
		"how do i purchase jpm shares thru the app",
		"put 300 into tesla stock",
		"Invest $1000 in Apple please",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			r := rec.lastReply()
			if !strings.Contains(r, "can't buy or sell shares") || !strings.Contains(r, "look up a stock price") {
				t.Fatalf("%q: not said out of reach: %q", line, r)
			}
			if got := pricesShown(rec); len(got) > 0 {
				t.Errorf("%q looked up %v", line, got)
			}
			if e.Speaker() != "" || e.sess.Agenda.Depth() != 0 {
				t.Errorf("%q started a task: speaker %q", line, e.Speaker())
			}
			if balance(t, e, "1234567890") != "" && balance(t, e, "1234567890") != "1000.00" {
				t.Errorf("money moved: %s", balance(t, e, "1234567890"))
			}
		})
	}
	// what the user asks beside the trade runs; a price asked about a
	// trade's words is a look-up
	for line, want := range map[string]string{
		"can u trade msft for me and whats ibm at": "IBM",
		"trading price of apple":                   "AAPL",
		"sell price for msft?":                     "MSFT",
		"whats the share price of nvidia":          "NVDA",
	} {
		t.Run("looks up/"+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if got := pricesShown(rec); len(got) != 1 || got[0] != want {
				t.Fatalf("%q: prices %v, want %s: %q", line, got, want, rec.replies())
			}
		})
	}
}

// Several tickers in casual form are each looked up.
func TestSeveralTickersEachLookedUp(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]string{
		"check aapl n amzn":             "AAPL AMZN",
		"quote aapl msft":               "AAPL MSFT",
		"how r apple n tesla doing":     "AAPL TSLA",
		"aapl msft nvda prices":         "AAPL MSFT NVDA",
		"price of AAPL/MSFT":            "AAPL MSFT",
		"tsla + nflx pls":               "TSLA NFLX",
		"check aapl n amzn pls":         "AAPL AMZN",
		"meta & ibm":                    "META IBM",
		"whats jp morgan chase at":      "JPM",
		"google plus amazon stock plz":  "AMZN GOOGL",
		"stock price for meta, netflix": "META NFLX",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if got := strings.Join(pricesShown(rec), " "); got != sortedSyms(want) {
				t.Fatalf("%q: prices %q, want %q: %q", line, got, want, rec.replies())
			}
			if containsIn(rec.replies(), "Which company") || containsIn(rec.replies(), "didn't use") {
				t.Errorf("%q asked again: %q", line, rec.replies())
			}
		})
	}
}

// sortedSyms orders symbols as pricesShown lists them.
func sortedSyms(s string) string {
	order := []string{"AAPL", "MSFT", "AMZN", "TSLA", "NVDA", "META", "IBM", "NFLX", "GOOGL", "JPM"}
	var out []string
	for _, o := range order {
		for _, w := range strings.Fields(s) {
			if w == o {
				out = append(out, o)
			}
		}
	}
	return strings.Join(out, " ")
}

// A name in a list that the look-up does not know is said, beside the
// prices of the others; never dropped in silence.
func TestUnknownCompanyInListIsSaid(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want, missing string }{
		{"apple and Foobarco stock", "AAPL", "Foobarco"},
		{"aapl and xyzq", "AAPL", "xyzq"},
		{"apple, foobarco and msft", "AAPL MSFT", "foobarco"},
		{"price of tesla, acme and nvda", "TSLA NVDA", "acme"},
		{"check foobarco n amzn", "AMZN", "foobarco"},
		{"coinbase & tsla", "TSLA", "coinbase"},
		{"whats nflx and Zorblax at", "NFLX", "Zorblax"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.line)
			if got := strings.Join(pricesShown(rec), " "); got != sortedSyms(c.want) {
				t.Fatalf("%q: prices %q, want %q: %q", c.line, got, c.want, rec.replies())
			}
			if !containsIn(rec.replies(), `I couldn't find "`+c.missing+`"`) {
				t.Errorf("%q: %q is not said: %q", c.line, c.missing, rec.replies())
			}
			if e.Speaker() != "" {
				t.Errorf("%q left a question open with %s", c.line, e.Speaker())
			}
		})
	}
}

// A first name alone is no company: never a stock look-up. Asked about
// ("Dave?") it is no username either: the concierge asks what to do.
// Companies said alone still get their price.
func TestFirstNameAloneIsNoStock(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"Margaret", "Margaret?", "Dave?", "jenny?", "Priya.", "Steve", "sarah", "Wojciech?"} {
		for _, signedIn := range []bool{false, true} {
			t.Run(line+map[bool]string{true: "/signed in"}[signedIn], func(t *testing.T) {
				t.Parallel()
				e, rec := newBank(t, nil)
				if signedIn {
					say(t, e, "log in", "seldo", "monkey")
				}
				say(t, e, line)
				r := rec.lastReply()
				if strings.HasPrefix(r, "stock_lookup") || strings.Contains(r, "company or symbol") || len(pricesShown(rec)) > 0 {
					t.Fatalf("%q became a stock look-up: %q", line, r)
				}
				if strings.HasSuffix(line, "?") {
					if !strings.Contains(r, "What would you like to do?") || e.Speaker() != "" {
						t.Errorf("%q: what to do is not asked: %q (speaker %q)", line, r, e.Speaker())
					}
					if _, ok := e.PendingSecret(); ok {
						t.Errorf("%q asked a password", line)
					}
				}
			})
		}
	}
	for line, want := range map[string]string{"tesla": "TSLA", "apple?": "AAPL", "Nvidia?": "NVDA", "IBM": "IBM"} {
		t.Run("company/"+line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, line)
			if got := pricesShown(rec); len(got) != 1 || got[0] != want {
				t.Fatalf("%q: prices %v: %q", line, got, rec.replies())
			}
		})
	}
}

// In the insurance domain a name asked about is answered the same way,
// and a trade is nobody's work there either.
func TestFirstNameAloneInsurance(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"Dave?", "margaret?"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newInsurance(t)
			say(t, e, line)
			if r := rec.lastReply(); !strings.Contains(r, "I don't look people up") {
				t.Fatalf("%q: %q", line, r)
			}
		})
	}
}
