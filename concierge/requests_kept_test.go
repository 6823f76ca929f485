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

// Two names at the company question are both looked up (R7, R27); "or"
// asks which, and a sentence naming them in passing is not a list.
func TestSeveralNamesAtTheQuestion(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ answer, first, second string }{
		{"tsla and googl", "TSLA (", "GOOGL ("},
		{"apple & microsoft please", "AAPL (", "MSFT ("},
		{"nvda, meta", "NVDA (", "META ("},
		{"ibm plus jpm thanks", "IBM (", "JPM ("},
	} {
		e, rec := newBank(t, nil)
		say(t, e, "look up a stock")
		n := len(rec.replies())
		say(t, e, c.answer)
		got := strings.Join(rec.replies()[n:], "\n")
		i, j := strings.Index(got, c.first), strings.Index(got, c.second)
		if i < 0 || j < i {
			t.Errorf("%q:\n%s\nwant %s then %s", c.answer, got, c.first, c.second)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "look up a stock", "tsla or googl?")
	if strings.Contains(strings.Join(rec.replies(), "\n"), "is trading at") {
		t.Errorf("'or' looked one up: %q", rec.lastReply())
	}
}

// A message in another language is told the product speaks English and
// that nothing was done; English the product cannot serve is not.
func TestOtherLanguageSaidSo(t *testing.T) {
	t.Parallel()
	for line, want := range map[string]bool{
		"hola, quiero ver mi saldo":         true,
		"je voudrais voir mon solde svp":    true,
		"покажи мой баланс":                 true,
		"quanto ho sul mio conto corrente":  true,
		"i want a pizza delivered tonight":  false,
		"can you book me a flight to paris": false,
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if got := strings.Contains(rec.lastReply(), "only understand English"); got != want {
			t.Errorf("%q: %q", line, rec.lastReply())
		}
	}
}

// A request said after the password on a sign-in line is served once
// signed in, never dropped; nothing of the password reaches a note.
func TestRequestAfterThePasswordIsServed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"my username is seldo and my password is monkey can you check savings for me", "Savings account (2345678901) has a balance"},
		{"username is seldo my password is monkey how much do i have in savings", "Savings account (2345678901) has a balance"},
		{"my username is seldo and my password is monkey and whats the price of ibm", "IBM ("},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, "logged in as seldo") || !strings.Contains(all, c.want) {
			t.Errorf("%q:\n%s\nwant %q", c.line, all, c.want)
		}
		if strings.Contains(strings.Join(rec.notes(), "\n"), "monkey") {
			t.Errorf("%q: the password reached a note", c.line)
		}
	}
}
