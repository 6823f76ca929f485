package telemetry

import (
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// R49: without the opt-in, a note's text is exported only where the
// engine's template proves it carries no user text.
func TestNoteText(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		kind state.NoteKind
		text string
		want string
	}{
		{state.NotePrerequisite, "transfer_money needs authenticate first", "transfer_money needs authenticate first"},
		{state.NotePrerequisite, "transfer_money waits: first I'll check that Checking has enough", "transfer_money waits …"},
		{state.NotePrerequisite, "The request names savings, but the account_balance checked is checking's", ""},
		{state.NoteRoute, `Choosing transfer_money due to: the message mentions "send 50 to mom"`, "Choosing transfer_money due to …"},
		// R50: what a message was read as, by command and slot names only
		{state.NoteRoute, `Read as: cancel(all); start_task(stock_lookup, company=AAPL)`, "Read as: cancel(all); start_task(stock_lookup, company)"},
		{state.NoteRoute, `Read as: set_value(username=seldo); secret(password)`, "Read as: set_value(username); secret(password)"},
		{state.NoteRoute, `Read as: reject(the amount is wrong); unused(monkey, blue)`, "Read as: reject; unused"},
		{state.NoteRoute, "account_balance passed the message on: the user asked about stocks", "account_balance passed the message on …"},
		{state.NoteContinuation, "Resuming transfer_money from the task stack: authenticate is done", "Resuming transfer_money from the task stack: authenticate is done"},
		{state.NoteContinuation, `Continuing with "send 50 to mom": the user asked for it`, "Continuing with …"},
		{state.NoteContinuation, "Continuation: no further task: nothing is left of the user's request", "Continuation: no further task: nothing is left of the user's request"},
		{state.NoteContinuation, "Continuation: the user also wants the stock price of ACME", "Continuation …"},
		{state.NoteApproval, "Approval requested: Transfer $500.00 from Checking (1234567890) to 1234324?", "Approval requested …"},
		{state.NoteApproval, "Rejected: Transfer $500.00 to 1234324? (wrong amount, it was for my landlord)", "Rejected …"},
		{state.NoteBudget, "Budget hit: 8 agent hops for one message; the task stack was cleared", "Budget hit: 8 agent hops for one message; the task stack was cleared"},
		{state.NoteBudget, "Budget hit: the same login call 3 times; the task stack was cleared", "Budget hit: the same login call 3 times; the task stack was cleared"},
		{state.NoteGuardrail, "Refused: the message asks to ignore the rules", "Refused …"},
		{state.NoteGuardrail, "transfer requires authenticated", ""},
		{state.NoteProgress, "Logging in seldo", ""},
		{state.NoteProgress, "The user provided the password", "The user provided the password"},
		{state.NoteInfo, "Signed out at the user's request", "Signed out at the user's request"},
		// a template of another kind does not make a note safe
		{state.NoteProgress, "transfer_money needs authentication first", ""},
	} {
		if got := noteText(state.Note{Kind: tc.kind, Text: tc.text}); got != tc.want {
			t.Errorf("%s %q: %q, want %q", tc.kind, tc.text, got, tc.want)
		}
	}
}
