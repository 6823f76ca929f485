package concierge

import (
	"encoding/json"
	"github.com/concierge-dev/concierge/agents"
	"strings"
	"testing"
)

// Issue 24, R50: at an open approval one reading turns the message into an
// ordered list of commands, and approvalAnswer runs them without reading
// the text again. The table pins the list for approvals of every shape,
// at a bank transfer of $200 from Checking to 1234324 signed in as seldo.
func TestApprovalReadsCommands(t *testing.T) {
	t.Parallel()
	cases := []struct{ msg, want string }{
		// a yes, in its spellings and with the call said again
		{"yes", "approve"},
		{"yeh go ahead", "approve"},
		{"ok sure", "approve"},
		{"yes please send it", "approve"},
		{"yep confirmed", "approve"},
		{"ok fine yes", "approve"},
		// a yes with a request after it: queued, then approved
		{"yes, then check my savings", "start_task(account_balance, after: check my savings); approve"},
		{"yep do it. after that show me my checking balance", "start_task(account_balance, after: show me my checking balance); approve"},
		{"yes, and also check my savings", "start_task(account_balance, after: check my savings); approve"},
		// an ok that opens a question: asked, never a yes
		// (what follows the ok is read on as a message of its own when
		// nothing answers it: TestAckOpeningMoreDoesNotApprove)
		{"ok then whats my savings balance", "ask(ack: whats my savings balance)"},
		{"alright, is there a fee", "ask(ack: is there a fee)"},
		{"k what's my checking balance", "ask(ack: what's my checking balance)"},
		// a no, plain, with a reason, with a value
		{"no", "reject"},
		{"nope", "reject"},
		{"no, too much", "reject(too much)"},
		{"no i dont want this, the guy scammed me", "cancel(all)"},
		{"no, make it 50", "correct_value(amount=50)"},
		{"no 75", "correct_value(amount=75)"},
		// corrections of each value
		{"actually make it 300", "correct_value(amount=300)"},
		{"wait, make that $20", "correct_value(amount=$20)"},
		{"send it to 7654321 instead", "correct_value(destination=7654321)"},
		{"sorry wrong number, its 7654322", "correct_value(destination=7654322)"},
		{"half that", "correct_value(amount=100.00)"},
		{"20 more", "correct_value(amount=220.00)"},
		{"hmm a bit less", "correct_value(amount=?: a bit less)"},
		{"actually from savings instead", "switch_source(Savings)"},
		{"make it 25 and from savings", "switch_source(Savings, amount=25)"},
		{"yes, from my savings", "switch_source(Savings)"},
		{"yes, 300", "correct_value(amount=300)"},
		// both ends, and what cannot be
		{"from savings to checking", "switch_source(Savings, destination=checking)"},
		{"the other way round", "cannot(the money goes to 1234324, which is not one of your accounts…)"},
		{"from my brokerage account", "unused(brokerage)"},
		// a wrong value named beside the new one
		{"1234324 is wrong, use 4443332", "correct_value(destination=4443332)"},
		// put off
		{"ok hang on let me double check his number", "put_off"},
		{"hold on a sec", "put_off"},
		{"let me think about it", "put_off"},
		// a side request, another agent's question
		{"can you also check my savings after?", "start_task(account_balance, beside: check my savings)"},
		{"what's the price of AAPL?", "ask(other: what's the price of AAPL?)"},
		// a question about what the call would do, or whose a value is:
		// ask(value), answered, never a bare reminder (issue 24 round 9)
		{"hmm wait is that more than i've got", "ask(value: is that more than i've got)"},
		{"would that leave me with anything", "ask(value: would that leave me with anything)"},
		{"can i even afford this", "ask(value: can i even afford this)"},
		{"will i go overdrawn", "ask(value: will i go overdrawn)"},
		{"is 1234324 my moms account? not sure", "ask(value: is 1234324 my moms account? not sure)"},
		{"who does that account belong to", "ask(value: who does that account belong to)"},
		{"is that my landlord's acct", "ask(value: is that my landlord's acct)"},
		// a question about the account the money comes from: ask(value),
		// never a switch (issue 24 round 10)
		{"hold up, is that from savings?", "ask(value: hold up, is that from savings?)"},
		{"wait, that's coming out of checking right?", "ask(value: that's coming out of checking right?)"},
		{"does it come out of my savings", "ask(value: does it come out of my savings)"},
		{"is this being taken from savings or checking?", "ask(value: is this being taken from savings or checking?)"},
		{"hmm so the money leaves my savings yeah?", "ask(value: so the money leaves my savings yeah?)"},
		{"can you do it from savings?", "switch_source(Savings)"},
		// an account picked by its balance: Savings was never shown, so
		// which one is asked (TestAccountPickedByBalance: when it was)
		{"whichever has more", "ask(value: whichever has more)"},
		{"the one with the bigger balance pls", "ask(value: the one with the bigger balance pls)"},
		// another currency: asked in dollars, never taken as dollars
		{"75 quid", "cannot(75 quid is not in US dollars, and I can only move dollars: h…)"},
		{"make it €40", "cannot(€40 is not in US dollars, and I can only move dollars: how m…)"},
		{"actually send fifty euros", "cannot(fifty euros is not in US dollars, and I can only move dollar…)"},
		{"no, 100 CAD instead", "cannot(100 CAD is not in US dollars, and I can only move dollars: h…)"},
		{"£30", "cannot(£30 is not in US dollars, and I can only move dollars: how m…)"},
		// a cancel said after a yes; a yes for later; a yes that is no yes
		{"yes, never mind", "cancel(all)"},
		{"yes, on friday", "cannot(later)"},
		{"yes if the fee is zero", "remind"},
		{"yes?", "remind"},
	}
	for _, c := range cases {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
			ap := e.sess.Pending.Approval
			if ap == nil {
				t.Fatalf("no approval: %q", rec.replies())
			}
			before, _ := json.Marshal(e.sess)
			events := len(rec.all())
			cs, err := e.readApproval(testTurn(e, c.msg), e.domain.Agent(ap.Agent), ap, c.msg)
			if err != nil {
				t.Fatal(err)
			}
			if got := apCommands(nil, cs); got != c.want {
				t.Errorf("read as %q, want %q", got, c.want)
			}
			// the reading only reads: nothing said, noted, emitted or changed
			after, _ := json.Marshal(e.sess)
			if string(before) != string(after) || len(rec.all()) != events {
				t.Errorf("reading %q changed the session or emitted events", c.msg)
			}
		})
	}
}

// The same reading at a notes approval (examples/notes): a no that keeps
// part of a list, a title contrasted, another agent's request.
func TestApprovalReadsCommandsInNotes(t *testing.T) {
	t.Parallel()
	cases := []struct{ msg, want string }{
		{"no, just the passport one", "correct_value(todo=renew passport)"},
		{"nope, only the council tax bit", "correct_value(todo=pay council tax)"},
		{"sure thing", "approve"},
		{"nah", "reject"},
		{"hmm hang on, let me think", "put_off"},
		{"show me my notes", "start_task(list_notes, queued: show me my notes)"},
		{"wait what will it say exactly?", "ask(value: what will it say exactly?)"},
		{"hmm what's it going to say", "ask(value: what's it going to say)"},
		{"show me what you'll write first", "ask(value: show me what you'll write first)"},
		{"what exactly will be in it?", "ask(value: what exactly will be in it?)"},
	}
	for _, c := range cases {
		t.Run(c.msg, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := notesEngine(t)
			say(t, e, "add to my to-do list: renew passport, pay council tax", "ada", "1815")
			ap := e.sess.Pending.Approval
			if ap == nil {
				t.Fatalf("no approval: %q", rec.replies())
			}
			cs, err := e.readApproval(testTurn(e, c.msg), e.domain.Agent(ap.Agent), ap, c.msg)
			if err != nil {
				t.Fatal(err)
			}
			if got := apCommands(nil, cs); got != c.want {
				t.Errorf("read as %q, want %q", got, c.want)
			}
		})
	}
}

// R50's order holds in the executor whatever the reading says: a command
// that changes the call replaces the yes, a cancel runs first, and a yes
// approves only when its own words hold a yes-word.
func TestApprovalExecutorOrderAndGate(t *testing.T) {
	t.Parallel()
	correct := correctCmd(agents.Interpretation{Slots: map[string]string{"amount": "300"}}, "make it 300")
	cancel := apCmd(agents.CmdCancel, "never mind")
	cancel.Scope = "all"
	got := apCommands(nil, inOrder([]apCommand{approveCmd("yes"), correct, cancel}))
	if want := "cancel(all); correct_value(amount=300)"; got != want {
		t.Errorf("in order: %q, want %q", got, want)
	}
	for _, from := range []string{"the 200 to 1234324", "sounds about right?", "what", "transfer"} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 200 from checking to 1234324")
		ap := e.sess.Pending.Approval
		if ap == nil {
			t.Fatalf("no approval: %q", rec.replies())
		}
		st, err := e.runApproval(testTurn(e, from), e.domain.Agent(ap.Agent), []apCommand{approveCmd(from)})
		if err != nil || st.move == moveApprove || e.sess.Pending.Approval == nil {
			t.Errorf("an approve from %q with no yes-word ran (move %v, err %v)", from, st.move, err)
		}
	}
	for _, from := range []string{"yes", "yeah go ahead", "ok sure", "confirm", "send it"} {
		if !approveGate(from) {
			t.Errorf("the gate refuses %q", from)
		}
	}
}

// A yes with a request after it, put as a question, is no yes: the
// request is answered now and the approval asked again — and not queued
// as well, which showed the same balance twice once the yes came.
func TestYesThenRequestAsQuestionAnsweredOnce(t *testing.T) {
	t.Parallel()
	for _, msg := range []string{
		"yes, then whats my savings balance?",
		"yes go ahead, then can you check my savings balance?",
		"yep do it. and after that how much is in my savings?",
		"sure go ahead, then what's my savings balance?",
	} {
		e, rec := newBank(t, nil)
		say(t, e, "login seldo monkey", "send 20 from checking to 7654321")
		if _, ok := e.PendingApproval(); !ok {
			t.Fatalf("no approval: %q", rec.replies())
		}
		n := len(rec.replies())
		say(t, e, msg)
		if _, ok := e.PendingApproval(); !ok {
			t.Errorf("%q: no approval waits after it; replies %q", msg, rec.replies()[n:])
			continue
		}
		say(t, e, "yes")
		said := strings.Join(rec.replies()[n:], "\n")
		if got := strings.Count(said, "Savings account (2345678901) has a balance"); got != 1 {
			t.Errorf("%q then yes: the savings balance said %d times, want once:\n%s", msg, got, said)
		}
		if got := strings.Count(said, "Done: $20.00 sent"); got != 1 {
			t.Errorf("%q then yes: the transfer ran %d times, want once:\n%s", msg, got, said)
		}
	}
}

// "Read as:" never shows a value read for a secret slot (R53).
func TestApprovalCommandsMaskSecrets(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	a := e.domain.Agent("authenticate")
	c := correctCmd(agents.Interpretation{Slots: map[string]string{"username": "seldo", "password": "hunter2zz"}}, "x")
	got := apCommands(a, []apCommand{c})
	if strings.Contains(got, "hunter2zz") || !strings.Contains(got, "username=seldo") {
		t.Errorf("read as %q: the password shown, or the username not", got)
	}
}
