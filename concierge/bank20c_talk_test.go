package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (bank20c), kind 1: a request said in frustration — shouting,
// swearing, "why is this so hard" — is served; it was read as a question
// the product cannot answer ("I don't know that here").
func TestFrustratedRequestIsServed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"why is this sooo hard i just want to send 40 to 7654321", "To transfer money"},
		{"so annoying. whats the price of tesla", "TSLA"},
		{"FFS JUST SHOW ME MY CHECKING BALANCE", "To check a balance"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		got := strings.Join(rec.replies(), "\n")
		if !strings.Contains(got, c.want) || strings.Contains(got, "I don't know that") {
			t.Errorf("%q: %q, want %q", c.line, got, c.want)
		}
		if e.sess.Pending.Approval != nil {
			t.Errorf("%q: an approval opened before any sign-in", c.line)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "check my balance")
	if strings.Contains(rec.lastReply(), "Sorry") {
		t.Errorf("a calm request was told sorry: %q", rec.lastReply())
	}
}

// Kind 2: thanks and goodbye in a common language are thanks and
// goodbye, in every domain; "gracias" was taken as a username. A whole
// request in another language is still told the product reads English.
func TestCourtesyInOtherLanguages(t *testing.T) {
	t.Parallel()
	thanks := []string{"gracias", "merci", "danke", "ta", "cheers mate", "muchas gracias amigo", "merci beaucoup!", "danke schön", "grazie mille", "obrigado", "vielen dank"}
	bye := []string{"adios", "au revoir", "tschüss", "hasta luego", "ciao"}
	for _, domain := range []string{"bank", "insurance", "notes"} {
		for _, line := range append(append([]string{}, thanks...), bye...) {
			e, rec := newDomainFor(t, domain)
			say(t, e, line)
			got := rec.lastReply()
			want := "You're welcome"
			for _, b := range bye {
				if line == b {
					want = "Goodbye"
				}
			}
			if !strings.Contains(got, want) || e.Speaker() != "" {
				t.Errorf("%s %q: %q (speaker %q), want %q", domain, line, got, e.Speaker(), want)
			}
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "hola, quiero ver mi saldo")
	if !strings.Contains(rec.lastReply(), "only understand English") {
		t.Errorf("a request in Spanish: %q", rec.lastReply())
	}
}

// Kind 3: an opening about who or what this is gets a short "yes, this
// is …" and what can be done, not "I'm not sure how to help".
func TestOpeningAboutWhoThisIs(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"Is this the bank? my grandson set this up for me",
		"is this the bank",
		"hello?? is this my bank",
		"am i talking to the bank? my daughter put this on my phone",
		"is this the right place",
		"um hi, is this the bank? not very good with computers",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		got := rec.lastReply()
		if !strings.Contains(got, "Yes, this is the bank's concierge.") || !strings.Contains(got, "check a balance") {
			t.Errorf("%q: %q", line, got)
		}
	}
	e, rec := newInsurance(t)
	say(t, e, "who am i talking to")
	if got := rec.lastReply(); !strings.Contains(got, "This is Smart Investigator.") {
		t.Errorf("insurance: %q", got)
	}
}

// Kind 4: a bank product nobody here offers is said to be out of reach by
// its name, then what can be done; the rest of the message still runs.
func TestOutOfScopeProductsNamed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"hi what are your mortgage rates", "I can't help with mortgages here."},
		{"hey there, mortgage rates?", "I can't help with mortgages here."},
		{"i need a mortgage", "I can't help with mortgages here."},
		{"hello im interested in a personal loan", "I can't help with loans here."},
		{"whats the apr on ur credit cards", "I can't help with credit cards here."},
		{"how much could i borrow", "I can't help with loans here."},
		{"good morning, id like to open a new savings account", "I can't open or close accounts here."},
		{"hi, i would like a new account please", "I can't open new accounts here."},
		{"what rates do you have on car loans", "I can't help with loans here."},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		got := rec.lastReply()
		if !strings.Contains(got, c.want) || !strings.Contains(got, "check a balance") || strings.Contains(got, "- Looking up") {
			t.Errorf("%q: %q, want %q", c.line, got, c.want)
		}
	}
	e, rec := newBank(t, nil)
	say(t, e, "what are your mortgage rates and whats the price of apple")
	if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "mortgages") || !strings.Contains(all, "AAPL") {
		t.Errorf("the rest of the message: %q", all)
	}
	e, rec = newBank(t, nil)
	say(t, e, "send 200 to 1234324 for the loan")
	if got := rec.lastReply(); strings.Contains(got, "can't help") {
		t.Errorf("a transfer read as a product: %q", got)
	}
}

// Kind 4, R56: the capability list once per session; small talk and
// messages nobody takes get a short line after it. "what can you do?"
// always shows it.
func TestMenuOncePerSession(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	for _, line := range []string{"hi", "how's your day", "lol ok", "hello again", "what is the weather like"} {
		say(t, e, line)
		got := rec.lastReply()
		if strings.Contains(got, "- Looking up a stock price") || strings.Contains(got, "You're welcome") {
			t.Errorf("%q: %q", line, got)
		}
	}
	say(t, e, "what can you do?")
	if !strings.Contains(rec.lastReply(), "- Looking up a stock price") {
		t.Errorf("the list asked for: %q", rec.lastReply())
	}
}

// Kind 5: a word that is no choice is said back with the choices named.
func TestWordNotAChoiceNamesTheChoices(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, word string }{
		{"check the first account", "first"},
		{"balance of my main", "main"},
		{"whats in the blue account", "blue"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line, "seldo", "monkey")
		want := `I didn't recognise "` + c.word + `" as the account: the choices are Checking and Savings.`
		if got := rec.lastReply(); !strings.Contains(got, want) {
			t.Errorf("%q: %q, want %q", c.line, got, want)
		}
	}
}

// newDomainFor starts an engine on a built-in domain or the notes example.
func newDomainFor(t *testing.T, domain string) (*Engine, *recorder) {
	t.Helper()
	switch domain {
	case "insurance":
		return newInsurance(t)
	case "notes":
		e, rec, _ := keptNotes(t)
		return e, rec
	}
	return newBank(t, nil)
}
