package concierge

import (
	"strings"
	"testing"
)

// Questions about the transfer waiting at an approval (R50's ask) are
// answered from what the session knows, the approval is asked again in
// the same reply, nothing runs on them, and a later yes runs the call
// once.
func TestCallQuestionsAtApproval(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ line, want string }{
		// what is left: the $1,000 checked, less the $500 waiting
		{"hold on how much would i have left after this", "$500.00: the $1,000.00 I checked"},
		{"so what's my balance going to be afterwards", "$500.00: the $1,000.00 I checked"},
		{"um whats remaining in checking after the 500?", "$500.00: the $1,000.00 I checked"},
		{"how much will be left over", "$500.00: the $1,000.00 I checked"},
		{"quick question what would my balance be then", "$500.00: the $1,000.00 I checked"},
		{"before i confirm, what will checking show after?", "$500.00: the $1,000.00 I checked"},
		{"if i change my mind later could you pull it back", "can't undo it here"},
		// fees and arrival: nothing here says
		{"wait do you charge for this", "I don't know that"},
		{"any fees on that?", "I don't know that"},
		{"ok and how long does it take to get there", "I don't know that"},
		{"hmm will it land today", "I don't know that"},
		{"is it instant", "I don't know that"},
		// undo: done is done here (R42)
		{"can i reverse it afterwards if i need to", "can't undo it here"},
		{"wait could i get my money back later", "can't undo it here"},
		{"is this refundable", "can't undo it here"},
		// which account: the summary says
		{"hmm which account is that coming out of", "Here is exactly what it will do"},
		{"sorry where is the money going", "Here is exactly what it will do"},
		{"whose account is 1234324", "I can't tell whose account 1234324 is"}, // a number says nothing of its holder (approval_consequence.go)
	} {
		t.Run(tc.line, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			runs := countTransfers(d)
			e, rec := newOn(t, d, nil)
			toApproval(t, e)
			say(t, e, tc.line)
			reply := rec.lastReply()
			if _, ok := e.PendingApproval(); !ok || runs.Load() != 0 {
				t.Fatalf("%q: approval pending %v, transfers %d: %q", tc.line, ok, runs.Load(), reply)
			}
			if !strings.Contains(reply, tc.want) || !strings.Contains(reply, "Please answer yes or no: Transfer $500.00") {
				t.Errorf("%q: reply %q, want %q and the approval asked again", tc.line, reply, tc.want)
			}
			say(t, e, "yes")
			if runs.Load() != 1 {
				t.Errorf("%q then yes: %d transfers, want 1", tc.line, runs.Load())
			}
		})
	}
}

// A question at the approval that names a figure of its own is a new
// value, never answered as a side question and never approved.
func TestCallQuestionWithANewFigureIsNoSideQuestion(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"how much would be left if i sent 300 instead",
		"is there a fee on 700?",
	} {
		d, _ := BuiltinDomains().New("bank")
		runs := countTransfers(d)
		e, rec := newOn(t, d, nil)
		toApproval(t, e)
		say(t, e, line)
		if strings.Contains(rec.lastReply(), "the $1,000.00 I checked, less $500.00") || runs.Load() != 0 {
			t.Errorf("%q: reply %q, transfers %d: the new figure was ignored", line, rec.lastReply(), runs.Load())
		}
	}
}

// With no balance checked for the account the call takes from, what is
// left is not guessed.
func TestLeftAfterNeedsTheSourceBalance(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	toApproval(t, e)
	e.sess.Facts["account_id"] = "2345678901" // the balance checked is another account's
	say(t, e, "wait how much will i have left after that")
	if r := rec.lastReply(); !strings.Contains(r, "I don't know that") || strings.Contains(r, "I checked") {
		t.Errorf("reply %q, want the balance after not guessed", r)
	}
}
