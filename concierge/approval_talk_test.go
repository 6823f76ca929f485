package concierge

import (
	"strings"
	"testing"
)

// R28, R50: a transfer turned down in the user's own words at its
// approval is a cancel — said back plainly, nothing sent — never "Please
// answer yes or no" again and again.
func TestApprovalDeclinedInWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"Hmm, on reflection please don't send any money. I'd better wait till Friday.",
		"honestly let's not do this right now, I'll talk to my brother first",
		"ugh no, forget about the whole thing",
		"I think I'll wait until next week",
		"hold off on it please",
		"let's call it off",
		"maybe some other time",
		"I'd rather not, thanks anyway",
		"actually please do not do anything",
		"cheers anyway",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			toApproval(t, e)
			say(t, e, line)
			if _, ok := e.PendingApproval(); ok || runs.Load() != 0 {
				t.Fatalf("%q: approval still pending %v, transfers %d: %q", line, ok, runs.Load(), rec.replies())
			}
			if !strings.Contains(rec.lastReply(), "I won't transfer money") || strings.Contains(rec.lastReply(), "yes or no") {
				t.Errorf("%q: reply %q, want the cancel said back", line, rec.lastReply())
			}
			say(t, e, "yes")
			if runs.Load() != 0 {
				t.Errorf("%q then yes moved money", line)
			}
		})
	}
}

// A correction or an account named with a "don't" is still read as one
// (§15 rule 2), and putting the answer off keeps the approval.
func TestApprovalDeclineLeavesCorrectionsAndWaits(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ say, approval, reply string }{
		{"don't send 500, send 50", "Transfer $50.00 from Checking (1234567890) to 1234324?", "$50.00"},
		{"let me think it over", "Transfer $500.00 from Checking (1234567890) to 1234324?", "Take your time"},
		{"not yet, I need to check with my partner", "Transfer $500.00 from Checking (1234567890) to 1234324?", "Take your time"},
		{"hang on, don't send it yet", "Transfer $500.00 from Checking (1234567890) to 1234324?", "Take your time"},
		{"dunno tbh", "Transfer $500.00 from Checking (1234567890) to 1234324?", "Take your time"},
		{"hmmm", "Transfer $500.00 from Checking (1234567890) to 1234324?", "Take your time"},
		{"i'm not sure about this", "Transfer $500.00 from Checking (1234567890) to 1234324?", "Take your time"},
	} {
		t.Run(tc.say, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			toApproval(t, e)
			say(t, e, tc.say)
			a, ok := e.PendingApproval()
			if !ok || a.Summary != tc.approval || runs.Load() != 0 {
				t.Fatalf("approval %v %q, transfers %d: %q", ok, a.Summary, runs.Load(), rec.replies())
			}
			if !strings.Contains(rec.lastReply(), tc.reply) {
				t.Errorf("reply %q lacks %q", rec.lastReply(), tc.reply)
			}
		})
	}
}

// R28: thanks or a goodbye at an approval gets one line that says what
// still waits — never the bare reminder — and a goodbye runs nothing.
func TestApprovalSmallTalkAnsweredOnce(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ say, reply string }{
		{"thanks so much for waiting", "You're welcome!"},
		{"thank you kindly", "You're welcome!"},
		{"ty", "You're welcome!"},
		{"ok bye now", "Goodbye!"},
		{"see you later", "Goodbye!"},
		{"ok thanks, bye bye", "Goodbye!"},
		{"cheers, cya", "Goodbye!"},
		{"that's all for today, bye", "Goodbye!"},
		{"good evening", "Hello!"},
	} {
		t.Run(tc.say, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			toApproval(t, e)
			say(t, e, tc.say)
			if _, ok := e.PendingApproval(); !ok || runs.Load() != 0 {
				t.Fatalf("%q: approval pending %v, transfers %d", tc.say, ok, runs.Load())
			}
			r := rec.lastReply()
			if !strings.Contains(r, tc.reply) || !strings.Contains(r, "Transfer $500.00") || strings.Contains(r, "Please answer yes or no") {
				t.Errorf("%q: reply %q, want %q and what waits, in one line", tc.say, r, tc.reply)
			}
			say(t, e, tc.say)
			if rec.lastReply() != r {
				t.Errorf("%q again: %q", tc.say, rec.lastReply())
			}
			say(t, e, "yes")
			if runs.Load() != 1 {
				t.Errorf("%q: the approval no longer waits for a yes", tc.say)
			}
		})
	}
}

// R26, R28: at a plan, a decline in words drops it and thanks or a goodbye
// are answered with the plan still waiting.
func TestPlanDeclinedOrTalkedTo(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		say, reply string
		waits      bool
	}{
		{"let's not bother today", "OK, I won't run the plan", false},
		{"I'll wait until the weekend", "OK, I won't run the plan", false},
		{"thanks a lot", "You're welcome! Your plan still waits", true},
		{"goodbye for now", "Goodbye!", true},
	} {
		t.Run(tc.say, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "check my savings balance, then send 20 to 1234324")
			say(t, e, tc.say)
			if _, ok := e.PendingPlan(); ok != tc.waits {
				t.Errorf("%q: plan waits %v, want %v", tc.say, ok, tc.waits)
			}
			if !strings.Contains(rec.lastReply(), tc.reply) || strings.Contains(rec.lastReply(), "The plan is waiting for your answer") {
				t.Errorf("%q: reply %q, want %q", tc.say, rec.lastReply(), tc.reply)
			}
		})
	}
}

func TestDeclinesInWords(t *testing.T) {
	for _, s := range []string{"please don't save it", "nah let's not", "not today thanks", "forget the whole lot", "wait until monday"} {
		if !declinesInWords(s) {
			t.Errorf("declinesInWords(%q) = false", s)
		}
	}
	for _, s := range []string{"don't forget the receipt", "yes", "send it instead to savings", "is it safe?", "wait", "hold on", "ok do it"} {
		if declinesInWords(s) {
			t.Errorf("declinesInWords(%q) = true", s)
		}
	}
}

// R28: at an agent's question, a decline in words ends the task rather
// than being tried as the value; a free text that holds such words is
// still the value asked.
func TestPromptDeclinedInWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"eh, let's not do this now, I'll ring my dad first", "maybe another day", "no need, hold off for now"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "log me in seldo", "monkey", "check checking", "send some money")
			if e.Speaker() != "transfer_money" {
				t.Fatalf("setup: speaker %q", e.Speaker())
			}
			say(t, e, line)
			if e.Speaker() != "" || !strings.Contains(rec.lastReply(), "I won't transfer money") {
				t.Errorf("%q: speaker %q, reply %q", line, e.Speaker(), rec.lastReply())
			}
		})
	}
}

// Small talk with a request in it is no small talk: the request is served
// (R27), the approval waits for after it.
func TestApprovalThanksWithARequest(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ say, reply string }{
		{"thanks, and what's MSFT at?", "MSFT (Microsoft"},
		{"hello, how much is in savings", "$5,000.00"},
	} {
		d, _ := BuiltinDomains().New("bank")
		runs := countTransfers(d)
		e, rec := newOn(t, d, nil)
		toApproval(t, e)
		say(t, e, tc.say)
		if !containsIn(rec.replies(), tc.reply) || runs.Load() != 0 {
			t.Errorf("%q: transfers %d, replies %q", tc.say, runs.Load(), rec.replies())
		}
		if _, ok := e.PendingApproval(); !ok {
			t.Errorf("%q: the approval no longer waits", tc.say)
		}
	}
}
