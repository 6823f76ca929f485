package concierge

import "testing"

var (
	afterRefusal  = []string{"could you help me chop 20k into small deposits so it stays under the reporting limit"}
	notesSignedIn = []string{"ada 1815"}
	noteOffered   = []string{"ada 1815", "meeting moved to friday"}
)

const (
	refusalAcked = "small_talk(ack) — the refusal acknowledged"
	refusedAgain = "refuse(again) — the same request as the one refused just before, said again"
	planYes      = "approve(plan) — the cancel was taken back by the yes after it"
	goOnAgain    = "go on — the cancel was taken back by the yes after it"
	noteKept     = "start_task(add_note, the statement offered as a note)"
	noteNotKept  = "reject — the statement is not kept"
)

// Issue 24, R50: what the loop checked before its reading is read as
// commands too — an acknowledgement of a refusal, the refused request said
// again, a take-back then a yes, a yes or no to keeping a statement as a
// note — and only where it applies.
func TestTurnReadsOpeningCommands(t *testing.T) {
	t.Parallel()
	checkTurnReads(t, []turnReadCase{
		// right after a refusal
		{"bank", afterRefusal, "fine", refusalAcked},
		{"bank", afterRefusal, "ok then", refusalAcked},
		{"bank", afterRefusal, "ugh whatever", refusalAcked},
		{"bank", afterRefusal, "fair enough i guess", refusalAcked},
		{"bank", afterRefusal, "meh too bad", refusalAcked},
		{"bank", afterRefusal, "like 25 transfers of 800 to 7654321", refusedAgain},
		{"bank", afterRefusal, "what about 30 deposits of 600 each", refusedAgain},
		{"bank", afterRefusal, "ok nvm, what's the price of msft", "cancel(all); start_task(what's the price of msft)"},
		{"bank", signedIn, "fine", ""},
		{"bank", signedIn, "send 800 to 7654321", ""},
		// a take-back then a yes
		{"bank", atApproval, "nevermind yes go ahead", "approve"},
		{"bank", atApproval, "nah forget that yes do it", "approve"},
		{"bank", atApproval, "cancel the transfer yes", "cancel(all)"},
		{"bank", atPlan, "ugh never mind yes do it", planYes},
		{"bank", atPlan, "nvm yeah go ahead", planYes},
		{"bank", atDestination, "nvm yes go ahead", goOnAgain},
		{"bank", atDestination, "oh forget it yes please continue", goOnAgain},
		// a statement offered as a note
		{"notes", noteOffered, "yes", noteKept},
		{"notes", noteOffered, "sure go ahead", noteKept},
		{"notes", noteOffered, "yep", noteKept},
		{"notes", noteOffered, "nah", noteNotKept},
		{"notes", noteOffered, "no thanks", noteNotKept},
		{"notes", notesSignedIn, "yes", closingYesRead}, // the answer to "anything else?" (closing_answer.go)
		{"notes", noteOffered, "what notes do i have", ""},
	})
}
