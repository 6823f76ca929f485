package concierge

import (
	"strings"
	"testing"
)

// Tryout 39 bank, 15: "and amc?" right after a stock price was "I'm not
// sure how to help" (amc is no quote here, so no value routed it). A
// follow-on after a look-up — a lead ("and", "what about", "how bout")
// and a short name — is the look-up again: a quote held is shown, a name
// without one is said plainly, and another task's words stay that task's.
func TestStockFollowOn(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"and amc?":              `can't look up a stock price for "amc"`,
		"what about ford":       `can't look up a stock price for "ford"`,
		"how bout rivian then":  `can't look up a stock price for "rivian"`,
		"n what about spacex?":  `can't look up a stock price for "spacex"`,
		"ok and lucid":          `can't look up a stock price for "lucid"`,
		"hmm what abt sofi now": `can't look up a stock price for "sofi"`,
		"and msft?":             "MSFT (Microsoft",
		"what about nvidia":     "NVDA (NVIDIA",
	}
	for line, want := range cases {
		e, rec := newBank(t, nil)
		say(t, e, "whats gamestop at rn")
		n := len(rec.replies())
		say(t, e, line)
		after := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(after, want) || strings.Contains(after, "not sure how to help") || strings.Contains(after, "Here is what I can help you with") {
			t.Errorf("%q after a stock price: want %s, got:\n%s", line, want, after)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "whats gamestop at rn", "and my balance?")
	if last := rec.lastReply(); !strings.Contains(last, "username") {
		t.Errorf("\"and my balance?\" after a stock price: want the balance's sign-in, got %q", last)
	}
}

// Tryout 39 bank, 18: "ok whats GOOG trading at then" at "Which company
// or ticker symbol should I look up?" was read as "what is GOOG?" and the
// whole quote list dumped. The request restated with its value at its own
// question fills it; "what is X exactly" still asks what X is.
func TestStockRestatedAtQuestion(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"ok whats GOOG trading at then":       "GOOGL (Alphabet",
		"fine whats tesla going for":          "TSLA (Tesla",
		"ok what's the price of nvidia then":  "NVDA (NVIDIA",
		"what is msft stock at":               "MSFT (Microsoft",
		"hmm how much is an amazon share now": "AMZN (Amazon",
		"k wat is the quote on ibm":           "IBM (",
	}
	for line, want := range cases {
		e, rec := newBank(t, nil)
		say(t, e, "price of amc stock")
		n := len(rec.replies())
		say(t, e, line)
		after := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(after, want) || strings.Contains(after, "covers:") {
			t.Errorf("%q at the company question: want %s, got:\n%s", line, want, after)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "price of amc stock", "whats apple exactly")
	if last := rec.lastReply(); strings.Contains(last, "is trading at") {
		t.Errorf("\"whats apple exactly\" at the company question: want it explained, got %q", last)
	}
}

// Tryout 39 bank, 15: "whats amc at" (no quote held for AMC) started a
// balance check and a sign-in. A price asked of any company is a stock
// look-up: no sign-in, and a name without a quote is said plainly.
func TestStockPriceOfUnlistedCompany(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"whats amc at",
		"ok whats rivian trading at",
		"price of lucid",
		"hows shopify trading today",
		"what is amc stock at rn",
		"wat is nio trading at",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		last := rec.lastReply()
		if strings.Contains(last, "username") || !strings.Contains(last, "can't look up a stock price for") && !strings.Contains(last, "Which company or ticker") {
			t.Errorf("%q: want a stock look-up (no quote said, or the ticker asked), got %q", line, last)
		}
	}
}
