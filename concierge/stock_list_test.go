package concierge

import (
	"strings"
	"testing"
)

// Round 17: the verbs and fillers around a list of companies ("check",
// "pull up", "see how … are doing"), after a word of acknowledgement, are
// never the company; each company named gets its price.
func TestEveryCompanyOfAListAfterALead(t *testing.T) {
	t.Parallel()
	rows := []struct {
		line string
		want []string
	}{
		{"cool cool. can u check apple and amazon for me", []string{"AAPL (Apple Inc.)", "AMZN (Amazon.com Inc.)"}},
		{"ok. check apple and amazon", []string{"AAPL (Apple Inc.)", "AMZN (Amazon.com Inc.)"}},
		{"nice, pull up tesla and nvidia", []string{"TSLA (Tesla Inc.)", "NVDA (NVIDIA Corporation)"}},
		{"great. see how google and microsoft are doing", []string{"GOOGL (Alphabet Inc.)", "MSFT (Microsoft Corporation)"}},
		{"sweet. how are apple and amazon doing", []string{"AAPL (Apple Inc.)", "AMZN (Amazon.com Inc.)"}},
		{"thanks!! look up netflix and ibm", []string{"NFLX (Netflix Inc.)", "IBM (International Business Machines)"}},
		{"wow ok, could u pull up jpm, ibm and tesla real quick", []string{"JPM (JPMorgan Chase & Co.)", "IBM (International Business Machines)", "TSLA (Tesla Inc.)"}},
	}
	for _, r := range rows {
		e, rec := newBank(t, nil)
		say(t, e, r.line)
		for _, w := range r.want {
			if !containsIn(rec.replies(), w+" is trading") {
				t.Errorf("%q: no price for %s: %q", r.line, w, rec.replies())
			}
		}
		if strings.Contains(rec.dump(), "didn't recognise") {
			t.Errorf("%q: a word around the list was taken for the company: %q", r.line, rec.replies())
		}
	}
}

// Two companies asked right after a price are each looked up, never read
// as a question about which one fits ("home or motor?").
func TestTwoCompaniesAfterAPrice(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"what are amazon and tesla at", "and how about apple, microsoft", "now amazon & nvidia please"} {
		e, rec := newBank(t, nil)
		say(t, e, "whats tesla at", line)
		if strings.Contains(rec.lastReply(), "I don't know that") || strings.Count(strings.Join(rec.replies(), "\n"), "is trading") < 3 {
			t.Errorf("%q after a price: %q", line, rec.replies())
		}
	}
}

// A coin asked where shares are looked up is said plainly not to be
// covered — at the company question, after a price, or alone — never "I
// don't know that" or the menu; a share named with it is still looked up.
func TestCryptoIsNotCovered(t *testing.T) {
	t.Parallel()
	for _, r := range []struct{ before, line, coin string }{
		{"can u check something for me, a stock price", "and bitcoin?", "Bitcoin"},
		{"whats apple at", "what about ethereum", "Ethereum"},
		{"", "how much is btc worth rn", "Bitcoin"},
		{"", "dogecoin price pls", "Dogecoin"},
		{"whats msft at", "any crypto quotes?", "cryptocurrency prices"},
	} {
		e, rec := newBank(t, nil)
		if r.before != "" {
			say(t, e, r.before)
		}
		say(t, e, r.line)
		got := strings.Join(rec.replies(), "\n")
		if !strings.Contains(got, "I can't look up "+r.coin+" here: I only have share prices") {
			t.Errorf("%q: %q", r.line, rec.replies())
		}
		if strings.Contains(rec.lastReply(), "I don't know that") || strings.Contains(rec.lastReply(), "Here is what I can help you with") || e.Speaker() == "authenticate" {
			t.Errorf("%q: not the coin's answer: %q", r.line, rec.lastReply())
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "whats tesla and bitcoin at")
	if !containsIn(rec.replies(), "TSLA (Tesla Inc.) is trading") || !containsIn(rec.replies(), "I can't look up Bitcoin here") {
		t.Errorf("the share named with a coin: %q", rec.replies())
	}
	// a transfer that mentions a coin is a transfer
	e, rec = newBank(t, nil)
	say(t, e, "log in", "seldo", "monkey", "send 30 to 1234324 from checking for the bitcoin guy")
	if _, ok := e.PendingApproval(); !ok {
		t.Errorf("the transfer was not asked: %q", rec.replies())
	}
}
