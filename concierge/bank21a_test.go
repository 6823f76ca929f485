package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Issue 24, round 21 (bank21a), kind 1: a what-if about moving money is
// answered from what the product does and starts nothing: no sign-in
// asked, no task on the agenda, no approval, no money moved.
func TestBank21aWhatIfAnswered(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line string
		want string
	}{
		{"if I ask you to send 100 to 1234324 will you ask me first?", "without your yes"},
		{"would you let me send 5k without asking?", "without your yes"},
		{"what happens if I send money to the wrong account", "can't be undone"},
		{"can I undo a transfer after?", "can't be undone"},
		{"so if i sent 50 bucks to 7654321 would u just do it straight away", "without your yes"},
		{"wat if i typo the acct number when sending", "can't be undone"},
		{"r u gonna double check with me before sending anything", "without your yes"},
		{"WHAT IF I SEND 200 TO THE WRONG PERSON", "can't be undone"},
		{"hypothetically if i transfer 300 to savings does it go thru instantly or do i confirm", "without your yes"},
		{"u gonna ask b4 moving money?", "without your yes"},
		{"if i give you an account number will you send money right away", "without your yes"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		got := rec.lastReply()
		if !strings.Contains(got, c.want) || !strings.Contains(got, "summary") {
			t.Errorf("%q: want %q and the summary said, got %q", c.line, c.want, got)
		}
		if e.Speaker() != "" || e.sess.Agenda.Depth() > 0 || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil {
			t.Errorf("%q: something started: speaker %q, reply %q", c.line, e.Speaker(), got)
		}
		if strings.Contains(strings.ToLower(got), "username") {
			t.Errorf("%q: a sign-in was asked: %q", c.line, got)
		}
	}
	// a request put politely is still the request
	for _, line := range []string{"can you send 50 to 1234324 please?", "if you can, send 20 to 1234324", "could you transfer 30 to savings?"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if e.Speaker() != "authenticate" {
			t.Errorf("%q: the request did not start (speaker %q): %q", line, e.Speaker(), rec.lastReply())
		}
	}
	// asked at the amount's question, the question is asked again
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send money to 1234324", "wait, will you ask me before it goes?")
	if got := rec.lastReply(); !strings.Contains(got, "without your yes") || e.Speaker() != "transfer_money" || e.sess.Pending.Approval != nil {
		t.Errorf("at the amount's question: %q (speaker %q)", got, e.Speaker())
	}
}

// Kind 2: an amount corrected as it is said takes the correction; a
// non-dollar currency left standing is asked about, never converted.
func TestBank21aAmountSelfCorrected(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, want string // want: the approval's amount, "" when dollars are asked for
	}{
		{"Forty-five pounds fifty — sorry, dollars", "$45.50"},
		{"send 20 euros, I mean dollars to 1234324", "$20.00"},
		{"send fifty—no, sixty to 1234324", "$60.00"},
		{"send 100 quid er dollars to 1234324", "$100.00"},
		{"send 50, no 60 to 1234324", "$60.00"},
		{"pay 1234324 40 i mean 45 bucks", "$45.00"},
		{"£40 sorry dollars to 1234324 pls", "$40.00"},
		{"transfer 30 no wait 35 to 1234324", "$35.00"},
		{"send 75 pounds - sorry i mean usd - to 1234324", "$75.00"},
		{"send twenty dollars uh no thirty to 1234324", "$30.00"},
		{"send 20 dollars, I mean euros to 1234324", ""},
	} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		lines := []string{c.line}
		if !strings.Contains(c.line, "1234324") {
			lines = []string{"send money to 1234324", c.line}
		}
		say(t, e, lines...)
		ap := e.sess.Pending.Approval
		switch {
		case c.want == "" && ap != nil:
			t.Errorf("%q: converted to an approval %q", c.line, ap.Summary)
		case c.want == "" && !strings.Contains(rec.lastReply(), "dollars"):
			t.Errorf("%q: dollars not asked for: %q", c.line, rec.lastReply())
		case c.want != "" && (ap == nil || !strings.Contains(ap.Summary, c.want)):
			t.Errorf("%q: want an approval of %s, got %+v, reply %q", c.line, c.want, ap, rec.lastReply())
		}
		if sentCount(rec) != 0 {
			t.Errorf("%q: money moved without a yes", c.line)
		}
	}
}

// Kind 3: cents said after the dollars without the word are the amount's
// cents, never dropped for a different figure.
func TestBank21aTrailingCents(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, want string
	}{
		{"send twelve dollars fifty to 1234324", "$12.50"},
		{"send forty five dollars and 50 to 1234324", "$45.50"},
		{"send ten dollars ninety nine to 1234324", "$10.99"},
		{"send 12 dollars 50 to 1234324", "$12.50"},
		{"pay 1234324 thirty bucks twenty five", "$30.25"},
		{"transfer 7 bucks 25 to 1234324", "$7.25"},
		{"send 100 dollars and 50 cents to 1234324", "$100.50"},
		{"wire 1234324 sixty dollars and five", "$60.05"},
		{"send 20 dollars to 1234324", "$20.00"},
	} {
		e, rec := newBank(t, nil)
		loggedInWithBalance(t, e)
		say(t, e, c.line)
		ap := e.sess.Pending.Approval
		if ap == nil || !strings.Contains(ap.Summary, c.want) {
			t.Errorf("%q: want an approval of %s, got %+v, reply %q", c.line, c.want, ap, rec.lastReply())
		}
		if strings.Contains(rec.lastReply(), "didn't use") {
			t.Errorf("%q: a part of the amount was unused: %q", c.line, rec.lastReply())
		}
	}
	for _, c := range []struct {
		in   string
		want reading.Cents
	}{
		{"twelve dollars fifty", 1250}, {"12 dollars 50", 1250}, {"forty five dollars and 50", 4550},
		{"ten bucks ninety nine", 1099}, {"12 dollars and 50 cents", 1250},
	} {
		if got, err := reading.ParseMoney(c.in); err != nil || got != c.want {
			t.Errorf("ParseMoney(%q) = %v, %v; want %v", c.in, got, err, c.want)
		}
	}
	// "twelve fifty" says neither $1,250 nor $12.50: asked, never a figure
	e, rec := newBank(t, nil)
	loggedInWithBalance(t, e)
	say(t, e, "send twelve fifty to 1234324")
	if e.sess.Pending.Approval != nil || !strings.Contains(rec.lastReply(), "12.50") {
		t.Errorf("twelve fifty: want it asked, got %q", rec.lastReply())
	}
}

// Kind 4: a transfer asked in another language gets the English-only
// answer, never a transfer nor a sign-in; English slang greets.
func TestBank21aOtherLanguageRequest(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line, example string
	}{
		{"überweise 12,50 an 1234324", `"send 12.50 to 1234324"`},
		{"ueberweise 12,50 an 1234324", `"send 12.50 to 1234324"`},
		{"enviar 50 a 1234324 por favor", `"send 50 to 1234324"`},
		{"transferir 30 dólares a la cuenta 7654321", ""},
		{"bitte 100 euro an 7654321 schicken", ""},
		{"vire 45 sur le compte 1234324 stp", `"send 45 to 1234324"`},
		{"manda 20 al 1234324", `"send 20 to 1234324"`},
		{"envoyer 20 euros au 1234324", ""},
		{"schick 15 an 7654321 bitte", `"send 15 to 7654321"`},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		got := rec.lastReply()
		if !strings.Contains(got, "only understand English") || c.example != "" && !strings.Contains(got, c.example) {
			t.Errorf("%q: want the English-only answer with %s, got %q", c.line, c.example, got)
		}
		if e.Speaker() != "" || e.sess.Agenda.Depth() > 0 || e.sess.Pending.Approval != nil {
			t.Errorf("%q: something started (speaker %q)", c.line, e.Speaker())
		}
		for _, m := range e.sess.Messages {
			if strings.Contains(m.Text, "•") {
				t.Errorf("%q: read as a login: %q", c.line, m.Text)
			}
		}
		if c.example == "" && strings.Contains(got, "for example") {
			t.Errorf("%q: another currency said as dollars: %q", c.line, got)
		}
	}
	for _, line := range []string{"yo wat up", "sup", "wassup", "yo whats good", "wat up"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if got := rec.lastReply(); strings.Contains(got, "English") || strings.Contains(got, "not sure how to help") {
			t.Errorf("%q: a greeting read as something else: %q", line, got)
		}
	}
	// English with a figure is still the request
	e, _ := newBank(t, nil)
	say(t, e, "pay 12.50 to 1234324 please")
	if e.Speaker() != "authenticate" {
		t.Errorf("an English transfer was not started: speaker %q", e.Speaker())
	}
}
