package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// Issue 24 (bank21b), kind 1: the question of a choice says what it is
// for in the task at hand. Sending money, the source is asked as the
// account the money comes from, never as "the balance of"; a balance
// asked for itself keeps its own question.
func TestSourceQuestionSaysWhatItIsFor(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"send 20 to 1234324",
		"transfer 50 bucks to 7654321",
		"pay 1234324 $15",
		"i need to send money to 7654321",
		"wire 300 to 5555555 pls",
		"can u move 12.50 to 1234324",
	} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey")
		got := rec.lastReply()
		if !sourceAsked(got) || !strings.Contains(got, "Checking or Savings?") || strings.Contains(got, "balance of") {
			t.Errorf("%q: %q, want the source asked as where the money comes from", line, got)
		}
		say(t, e, "hmm")
		if got := rec.lastReply(); strings.Contains(got, "balance of:") || !sourceAsked(got) {
			t.Errorf("%q, then hmm: %q", line, got)
		}
		if balance(t, e, "1234567890") != "" && balance(t, e, "1234567890") != "1000.00" {
			t.Errorf("%q: money moved: %s", line, balance(t, e, "1234567890"))
		}
	}
	for _, line := range []string{"check my balance", "how much money do i have", "balance pls"} {
		e, rec := newBank(t, nil)
		say(t, e, line, "seldo", "monkey")
		if got := rec.lastReply(); !strings.Contains(got, "Which account would you like the balance of") {
			t.Errorf("%q: %q, want the balance's own question", line, got)
		}
	}
}

// A domain's requirement may say how its agent's choice is asked for it;
// without one, the agent's own question stands.
func TestRequirementAskWithChoices(t *testing.T) {
	t.Parallel()
	s := &agents.Slot{Name: "account", Kind: agents.KindEnum, Choices: []agents.Choice{{Value: "Checking"}, {Value: "Savings"}, {Value: "Joint Account"}}}
	if got := questionWithChoices("Which account should it come from?", s); got != "Which account should it come from? Checking, Savings or Joint Account?" {
		t.Errorf("got %q", got)
	}
	if got := questionWithChoices("Checking or Savings?", s); got != "Checking or Savings?" {
		t.Errorf("choices said twice: %q", got)
	}
}

// Kind 2: plan steps are labelled from the task and its values, never
// the user's raw words.
func TestPlanStepsLabelledFromTask(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		line string
		want []string
	}{
		{"send like 50 bucks to 1234324 or whatever and also whats aapl at", []string{"1. Send $50.00 to 1234324", "2. Look up the AAPL stock price"}},
		{"check my savings and then send like 50 bucks to 1234324 or whatever", []string{"1. Show the Savings balance", "2. Send $50.00 to 1234324"}},
		{"whats msft at and transfer 1.5k to 7654321", []string{"Look up the MSFT stock price", "Send $1,500.00 to 7654321"}},
		{"send money to 7654321 and check apple stock", []string{"Send money to 7654321", "Look up the AAPL stock price"}},
		{"yo send 20 dollars 2 1234324 and tell me tesla price thx", []string{"Send $20.00 to 1234324", "TSLA"}},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		got := rec.lastReply()
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%q: %q, want %q", c.line, got, w)
			}
		}
		for _, raw := range []string{"bucks", "or whatever", "like 50", "whats"} {
			if strings.Contains(got, raw) {
				t.Errorf("%q: the plan shows the user's words %q: %q", c.line, raw, got)
			}
		}
		if p, ok := e.PendingPlan(); !ok || len(p.Steps) != 2 || p.Steps[0].Action == p.Steps[0].Label {
			t.Errorf("%q: plan %+v", c.line, p)
		}
	}
	e, rec := newDomainFor(t, "notes")
	say(t, e, "add a note called shopping and read my note called work")
	if got := rec.lastReply(); !strings.Contains(got, "Write a note with title shopping") || !strings.Contains(got, "Read a note with title work") {
		t.Errorf("notes plan: %q", got)
	}
}

// Kind 3: a request that replaces the one in hand says what replaces it.
func TestReplacingRequestSaysWhatReplacesIt(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"send 20 to 1234324", "seldo", "monkey", "no", "send 30 to 7654321 instead"}, "OK, not that one: I'll send $30.00 to 7654321 instead."},
		{[]string{"send 20 to 1234324", "seldo", "monkey", "send 45 to 7654321 instead"}, "OK, not that one: I'll send $45.00 to 7654321 instead."},
		{[]string{"check my checking", "seldo", "monkey", "send 40 to 1234324", "forget that, send 30 to 7654321"}, "OK, not that one: I'll send $30.00 to 7654321 instead."},
		{[]string{"check my checking", "seldo", "monkey", "send 40 to 1234324", "never mind, send 25 to 5555555 instead"}, "OK, not that one: I'll send $25.00 to 5555555 instead."},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.lines...)
		all := strings.Join(rec.replies(), "\n")
		if !strings.Contains(all, c.want) || strings.Contains(all, "I won't transfer money") {
			t.Errorf("%q: %q, want %q", c.lines, all, c.want)
		}
		if balance(t, e, "1234567890") != "" && balance(t, e, "1234567890") != "1000.00" {
			t.Errorf("%q: money moved without a yes", c.lines)
		}
	}
	// another task: the plain cancel line stands
	e, rec := newBank(t, nil)
	say(t, e, "check my checking", "seldo", "monkey", "send 40 to 1234324", "never mind, whats aapl at")
	if all := strings.Join(rec.replies(), "\n"); !strings.Contains(all, "OK, I won't transfer money.") {
		t.Errorf("cancel then another task: %q", all)
	}
}

// Kind 4: a request inside a vent — shouted, sworn, "why is this so hard"
// — runs, with a short apology at most.
func TestVentedRequestIsServed(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"WHY IS THIS SO HARD I JUST WANT MY BALANCE", "To check a balance"},
		{"why is this so hard i just want my balance", "To check a balance"},
		{"ugh this is so annoying, balance pls", "To check a balance"},
		{"omg just show me my money!!!", "To check a balance"},
		{"FFS WHERE IS MY SAVINGS", "To check a balance"},
		{"this is ridiculous, just show me my checking", "To check a balance"},
		{"WTF WHY CANT I SEE MY SAVINGS", "To check a balance"},
		{"im so fed up, whats my balance", "To check a balance"},
		{"how hard can it be, what is aapl at", "AAPL"},
		{"seriously?? send 50 to 1234324", "To transfer money"},
		{"WHY IS THIS SO COMPLICATED I ONLY WANT TO SEND 30 TO 7654321", "To transfer money"},
	} {
		e, rec := newBank(t, nil)
		say(t, e, c.line)
		got := strings.Join(rec.replies(), "\n")
		if !strings.Contains(got, c.want) || strings.Contains(got, "I don't know that") || strings.Contains(got, "I'm not sure") {
			t.Errorf("%q: %q, want %q", c.line, got, c.want)
		}
		if e.sess.Pending.Approval != nil {
			t.Errorf("%q: an approval opened before any sign-in", c.line)
		}
	}
	// served to the end: the balance is shown after signing in
	e, rec := newBank(t, nil)
	say(t, e, "FFS WHERE IS MY SAVINGS", "seldo", "monkey")
	if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "has a balance of $5,000.00") || strings.Contains(got, "monkey") {
		t.Errorf("shouted balance: %q", got)
	}
	// the insurance domain too
	e, rec = newDomainFor(t, "insurance")
	say(t, e, "WHY IS THIS SO HARD I JUST WANT TO WRITE A DECLINE LETTER")
	if got := rec.lastReply(); !strings.Contains(got, "claim id") {
		t.Errorf("insurance vent: %q", got)
	}
	// a note's own words are kept, annoyed or not
	e, rec = newDomainFor(t, "notes")
	say(t, e, "add a note called rant saying this is so annoying")
	if got := strings.Join(rec.replies(), "\n"); strings.Contains(got, "Sorry this has been hard") {
		t.Errorf("a note's words read as a vent: %q", got)
	}
}

// Kind 5: slang greetings are greetings, never another language.
func TestSlangGreetings(t *testing.T) {
	t.Parallel()
	for _, domain := range []string{"bank", "insurance", "notes"} {
		for _, line := range []string{"yo wat up", "yo whats up bro", "sup", "wassup", "hiya", "heyy", "g'day", "g'day mate", "heyyy wassup", "ayy wat up fam", "sup dude", "yo yo", "hiya there!", "whaddup"} {
			e, rec := newDomainFor(t, domain)
			say(t, e, line)
			got := rec.lastReply()
			if strings.Contains(got, "only understand English") || strings.Contains(got, "not sure") || e.Speaker() != "" {
				t.Errorf("%s %q: %q (speaker %q)", domain, line, got, e.Speaker())
			}
		}
	}
	for _, line := range []string{"yo send 20 to 1234324", "wat is the price of aapl"} {
		if slangGreetingLine(line) {
			t.Errorf("%q read as a greeting only", line)
		}
	}
}
