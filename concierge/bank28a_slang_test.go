package concierge

import (
	"regexp"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// masked reports a user line stored or shown with a mask: a word taken
// for a username or a password.
func maskedLine(e *Engine) bool {
	for _, m := range e.Session().Messages {
		if m.Role == "user" && (m.Masked || strings.Contains(m.Text, "••••••")) {
			return true
		}
	}
	return false
}

// Issue 24 round 26, kind 1: informal verbs for a transfer, with an amount
// and/or an account, start the transfer wherever they are said; a word and
// a figure said so are never a username and a password (no login try is
// spent on them, nothing is masked), and nothing moves.
func TestBank28aSlangSendIsATransfer(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		before []string
		line   string
		amount string // the amount its summary says
	}{
		{nil, "shoot 15 to 1234324", "15"},
		{nil, "can you shoot $15 over to 1234324 real quick", "15"},
		{nil, "zap 20 to 7654321", "20"},
		{nil, "fling 40 over to 1234324", "40"},
		{nil, "chuck 50 at 1234324", "50"},
		{nil, "could you sling 30 to account 7654321 real quick", "30"},
		{nil, "can u zap 15 bucks to acct 1234324 real fast?", "15"},
		{nil, "SHOOT 25 TO 7654321", "25"},
		{nil, "wire 3 hundred to 7654321", "300"},
		{[]string{"log in"}, "sling 20 to 7654321", "20"},
		{[]string{"log in"}, "shoot 15 to 1234324", "15"},
		{[]string{"log in"}, "chuck 50 at 1234324", "50"},
		{[]string{"log in"}, "fling 40 over to 1234324", "40"},
	} {
		t.Run(strings.Join(append(c.before, c.line), " / "), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.before...)
			say(t, e, c.line)
			if maskedLine(e) {
				t.Fatalf("%q was taken for a sign-in:\n%s", c.line, rec.dump())
			}
			if strings.Contains(strings.Join(rec.replies(), "\n"), "don't match") {
				t.Fatalf("%q spent a login try:\n%s", c.line, rec.dump())
			}
			if strings.Contains(strings.Join(rec.replies(), "\n"), "who is behind account") {
				t.Fatalf("%q was answered as a question about the account:\n%s", c.line, rec.dump())
			}
			if !e.sess.Agenda.Holds("transfer_money") && e.Speaker() != "transfer_money" {
				t.Fatalf("%q started no transfer:\n%s", c.line, rec.dump())
			}
			say(t, e, "seldo", "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("%q: the sign-in after it failed:\n%s", c.line, rec.dump())
			}
			if leaks(rec, "monkey") {
				t.Fatalf("the password shows:\n%s", rec.dump())
			}
			say(t, e, "checking")
			ap, ok := e.PendingApproval()
			if !ok || !strings.HasPrefix(ap.Summary, "Transfer $"+c.amount) {
				t.Fatalf("%q: summary %q, want $%s…:\n%s", c.line, ap.Summary, c.amount, rec.dump())
			}
			if e.Fact("account_balance") != "1000.00" {
				t.Fatalf("money moved: %s", e.Fact("account_balance"))
			}
		})
	}
}

// An amount with its verb alone ("bung 40", "shoot 15") is no pair, and a
// real pair still signs in.
func TestBank28aAmountWithVerbIsNoPair(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		before []string
		line   string
	}{
		{nil, "shoot 15"}, {nil, "bung 40"}, {nil, "zap 35 pls"},
		{[]string{"log in"}, "bung 40"}, {[]string{"log in"}, "shoot 15"}, {[]string{"log in"}, "fifty bucks"},
		{[]string{"log in"}, "20 dollar"},
	} {
		t.Run(strings.Join(append(c.before, c.line), " / "), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, c.before...)
			say(t, e, c.line)
			if maskedLine(e) || strings.Contains(strings.Join(rec.replies(), "\n"), "don't match") {
				t.Fatalf("%q was taken for a username and a password:\n%s", c.line, rec.dump())
			}
		})
	}
	for _, line := range []string{"seldo monkey", "log in seldo monkey"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if e.Fact("authenticated") != "true" || leaks(rec, "monkey") {
			t.Fatalf("%q: no sign-in, or the password shows:\n%s", line, rec.dump())
		}
	}
}

// Kind 2: a whole transfer restated at one of its questions keeps every
// value it says, the source too, in any case or order.
func TestBank28aRestatedTransferKeepsSource(t *testing.T) {
	t.Parallel()
	want := regexp.MustCompile(`^Transfer \$(\d+)\.00 from (\w+) `)
	for _, c := range []struct {
		before []string
		line   string
		amount string
		from   string
	}{
		// at the destination question, Checking already checked
		{[]string{"checking"}, "take 30 off my savings to 1234324", "30", "Savings"},
		{[]string{"checking"}, "40 to 1234324 from me savings", "40", "Savings"},
		{[]string{"checking"}, "TAKE 60 OFF MY SAVINGS TO 7654321", "60", "Savings"},
		{[]string{"checking"}, "20 outta savings to 7654321", "20", "Savings"},
		{[]string{"checking"}, "OUTTA SAVINGS 20 TO 7654321", "20", "Savings"},
		{[]string{"checking"}, "from me savings pls, 25 to 1234324", "25", "Savings"},
		// at the account question
		{nil, "50 BUCKS TO 1234324 FROM CHECKING", "50", "Checking"},
		{nil, "FROM SAVINGS 50 BUCKS TO 1234324", "50", "Savings"},
		{nil, "20 outta savings to 7654321", "20", "Savings"},
		{nil, "take 30 off my savings to 1234324", "30", "Savings"},
	} {
		t.Run(strings.Join(append(c.before, c.line), " / "), func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send money", "seldo", "monkey")
			say(t, e, c.before...)
			say(t, e, c.line)
			ap, ok := e.PendingApproval()
			if !ok {
				t.Fatalf("%q: no summary:\n%s", c.line, rec.dump())
			}
			m := want.FindStringSubmatch(ap.Summary)
			if m == nil || m[1] != c.amount || m[2] != c.from {
				t.Fatalf("%q: summary %q, want $%s.00 from %s", c.line, ap.Summary, c.amount, c.from)
			}
			if e.Fact("account_balance") != "1000.00" && e.Fact("account_balance") != "5000.00" {
				t.Fatalf("money moved before a yes: %s", e.Fact("account_balance"))
			}
		})
	}
}

// Kind 3: the reader's values are the loop's: magnitude words and rough
// amounts read as the amount the transfer takes; two requests in a line
// read as two.
func TestBank28aReadShowsWhatTheLoopTakes(t *testing.T) {
	t.Parallel()
	d, err := BuiltinDomains().New("bank")
	if err != nil {
		t.Fatal(err)
	}
	r, err := understand.New(d)
	if err != nil {
		t.Fatal(err)
	}
	atAmount := understand.Moment{At: understand.AtSlot, Agent: "transfer_money", Slot: "amount"}
	for _, c := range []struct {
		line string
		m    understand.Moment
		want string
	}{
		{"send 2 grand to 7654321", understand.Moment{}, "amount=2000.00"},
		{"wire 3 hundred to 1234324", understand.Moment{}, "amount=300.00"},
		{"2k to 1234324", understand.Moment{}, "amount=2000.00"},
		{"like 50ish", atAmount, "set_value(amount=50)"},
		{"50ish", atAmount, "set_value(amount=50)"},
		{"about 50", atAmount, "set_value(amount=50)"},
		{"5 grand", atAmount, "set_value(amount=5000.00)"},
	} {
		got := agents.Commands(r.Read(c.line, c.m).Commands, nil)
		if !strings.Contains(got, c.want) || strings.Contains(got, "unused") {
			t.Errorf("%q reads %s, want %s and nothing unused", c.line, got, c.want)
		}
	}
	for _, line := range []string{"check balance then move 20 to 1234324", "balance pls then wire 40 to 1234324"} {
		rd := r.Read(line, understand.Moment{})
		n := 0
		for _, c := range rd.Commands {
			if c.Kind == agents.CmdStartTask {
				n++
			}
		}
		if n != 2 {
			t.Errorf("%q reads %s, want two tasks as the loop plans them", line, agents.Commands(rd.Commands, nil))
		}
	}
}

// A rough amount at the amount question is taken as said, and the summary
// still waits for a yes.
func TestBank28aRoughAmountAtQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"like 50ish", "50ish", "about 50", "roughly 50", "50 or so"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "send money to 1234324", "seldo", "monkey", "checking", line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.HasPrefix(ap.Summary, "Transfer $50.00 from Checking") {
				t.Fatalf("%q: no summary of $50.00:\n%s", line, rec.dump())
			}
			if e.Fact("account_balance") != "1000.00" {
				t.Fatalf("money moved before a yes")
			}
		})
	}
}
