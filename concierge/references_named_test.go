package concierge

import (
	"strings"
	"testing"
)

// Round 17 (R50, R53): "it", "that", "them" after an answer about a
// company the user named (a can't-do, a price) stand for that company:
// its price is given, never the menu; after a coin, the coin's answer
// comes again.
func TestPointerAfterANamedCompany(t *testing.T) {
	t.Parallel()
	rows := []struct{ first, then, want string }{
		{"can you buy 10 shares of apple for me", "ok then what's it at", "AAPL (Apple Inc.) is trading"},
		{"i want to sell my tesla stock", "fine, how much is it worth now", "TSLA (Tesla Inc.) is trading"},
		{"could you purchase 5 nvidia shares for me", "hm ok whats that one trading at", "NVDA (NVIDIA Corporation) is trading"},
		{"buy me some amazon and netflix stock pls", "ok how are they doing then", "NFLX (Netflix Inc.) is trading"},
		{"is it possible to buy jpm stock here", "how much does one cost", "JPM (JPMorgan Chase & Co.) is trading"},
		{"bitcoin", "what's it worth then", "I can't look up Bitcoin here"},
		{"what about ethereum", "ok so how much is that", "I can't look up Ethereum here"},
	}
	for _, r := range rows {
		e, rec := newBank(t, nil)
		say(t, e, r.first)
		n := len(rec.replies())
		say(t, e, r.then)
		after := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(after, r.want) {
			t.Errorf("%q then %q: %q", r.first, r.then, rec.replies()[n:])
		}
		if strings.Contains(after, "Here is what I can help you with") || strings.Contains(after, "I don't know that") {
			t.Errorf("%q then %q: the menu or a don't-know: %q", r.first, r.then, after)
		}
	}
}

// A pointer that asks no price, or a message that names its own company,
// is read as typed.
func TestPointerLeftAlone(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	say(t, e, "can you buy 10 shares of apple for me", "forget it")
	if containsIn(rec.notes(), "named in the message before") {
		t.Errorf("%q was read as the company: %q", "forget it", rec.notes())
	}
	e, rec = newBank(t, nil)
	say(t, e, "and solana?", "i'd like a share price")
	if containsIn(rec.notes(), "named in the message before") || e.Speaker() != "stock_lookup" {
		t.Errorf("%q was read as the coin: %q", "i'd like a share price", rec.replies())
	}
	e, rec = newBank(t, nil)
	say(t, e, "can you buy 10 shares of apple for me", "ok what's msft at then, is it up")
	if !containsIn(rec.replies(), "MSFT (Microsoft Corporation) is trading") || containsIn(rec.replies(), "AAPL (Apple Inc.) is trading") {
		t.Errorf("a message with its own company: %q", rec.replies())
	}
}
