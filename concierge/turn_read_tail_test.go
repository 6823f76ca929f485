package concierge

import (
	"encoding/json"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

var (
	balancesSeen = []string{"login seldo monkey", "check my checking balance", "and savings", "check my balance"}
	atTodoText   = []string{"ada 1815", "add a todo"}
	sideAsked    = "ask on the side — "
)

// Issue 24, R50: what the loop checked after its reading is read as
// commands too — a question on the side of a value or a request,
// "whichever has more" at a choice, a complaint about a value not taken,
// small talk or a question at a slot's question, a question about the
// domain — where they apply, and not where a value or a request is said.
func TestTurnReadsTail(t *testing.T) {
	t.Parallel()
	checkTurnReads(t, []turnReadCase{
		// a question on the side of a value or a request
		{"insurance", atClaimID, "its 45RR19 - oh btw whats the deadline for customers to appeal?", sideAsked + "\"whats the deadline for customers to appeal?\", answered; the rest is DeclineLetterAssistance's"},
		{"insurance", nil, "I'd like a decline letter, claim 08BN55. Is it sent to the customer automatically?", sideAsked + "\"Is it sent to the customer automatically?\", answered; the rest is DeclineLetterAssistance's"},
		{"insurance", atClaimID, "12AB34", ""},
		{"notes", atTodoText, "pay the electricity bill, and btw how many notes can i keep", sideAsked + "\"how many notes can i keep\", answered; the rest is add_todo's"},
		{"notes", atTodoText, "pay the electricity bill", ""},
		// whichever has more, balances seen and not
		{"bank", balancesSeen, "whichever has more", "set_value(account=Savings) — the one with more: $5,000.00 in Savings, against $1,000.00 in Checking"},
		{"bank", balancesSeen, "the one with less money", "set_value(account=Checking) — the one with less: $1,000.00 in Checking, against $5,000.00 in Savings"},
		{"bank", balancesSeen, "savings", ""},
		// a complaint about a value not taken
		{"insurance", atLetterChoice, "what do you mean you didn't recognise found", "ask — the user questions a claim type not taken; what it can be, said, and asked again"},
		{"insurance", atLetterChoice, "why won't you take found?", "ask — the user questions a claim type not taken; what it can be, said, and asked again"},
		{"insurance", atLetterChoice, "no i said motor, why didn't you take it", ""},
		// small talk, a bare no, a question at a slot's question
		{"bank", atDestination, "how are you?", "small_talk(how_are_you)"},
		{"insurance", atClaimID, "no", "a no at DeclineLetterAssistance's question about claim id — said how to go on"},
		{"insurance", atLetterChoice, "whats a topology anyway?", "ask — a question at DeclineLetterAssistance's question about claim type, answered and asked again"},
		{"insurance", atLetterChoice, "motor", ""},
		// a question about the domain
		{"bank", nil, "do i need to log in to check a stock price?", "ask — what stock_lookup needs first"},
		{"insurance", nil, "why was my claim declined", "ask — the reasons of a decision, which nothing here holds"},
		{"insurance", nil, "what does a claim id look like", "ask — what a claim id is, answered from its hint; nothing starts"},
		{"bank", atUsername, "is there a fee for transfers?", "ask"},
		{"bank", nil, "send 20 to 7654321", ""},
		{"notes", notesSignedIn, "add a note called dentist", ""},
	})
}

// The last command of every reading that nothing else answered is the
// routing, never shown as "Read as:": the orchestrator with no speaker,
// the speaker with one (R2), the orchestrator first in seed 000's mode.
func TestTurnReadEndsInRouting(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		before  []string
		msg     string
		classic bool
		want    turnExec
	}{
		{nil, "whats the price of tsla", false, execRoute},
		{signedIn, "send 20 to 7654321", false, execRoute},
		{atDestination, "7654321", false, execHold},
		{atAccount, "savings", false, execHold},
		{atAccount, "savings", true, execClassic},
		{atApproval, "yes", false, execApproval},
	} {
		e, rec := newOn(t, mustDomain(t, "bank"), nil)
		e.classic = tt.classic
		say(t, e, tt.before...)
		e.sess.Messages = append(e.sess.Messages, state.Message{Role: state.RoleUser, Text: tt.msg})
		before, _ := json.Marshal(e.sess)
		events := len(rec.all())
		cs, err := e.readTurn(testTurn(e, tt.msg), tt.msg, tt.msg)
		if err != nil {
			t.Fatal(err)
		}
		if len(cs) == 0 || cs[len(cs)-1].exec != tt.want {
			t.Errorf("after %q, %q: commands %+v, want the last to be %d", tt.before, tt.msg, cs, tt.want)
		}
		if after, _ := json.Marshal(e.sess); string(after) != string(before) || len(rec.all()) != events {
			t.Errorf("reading %q changed the session or emitted events", tt.msg)
		}
	}
}

// Issue 24, R50: the answer to a plan is read once into its command,
// which the plan's executor runs without reading the words again.
func TestTurnReadsPlanAnswer(t *testing.T) {
	t.Parallel()
	notesPlan := append(notesSignedIn, "add a note called dentist saying tuesday 3pm and then list my notes")
	checkTurnReads(t, []turnReadCase{
		{"bank", atPlan, "skip 2", "skip_step(2)"},
		{"bank", atPlan, "skip the last one", "skip_step(3)"},
		{"bank", atPlan, "unskip 2", "restore_step(2)"},
		{"bank", atPlan, "skip 7", "skip_step(7: no such step)"},
		{"bank", atPlan, "edit 2 send 30 to 7654321", "edit_step(2, send 30 to 7654321)"},
		{"bank", atPlan, "wait no make it 60", "correct_value(step 2: 50 → 60)"},
		{"bank", atPlan, "yeh go ahead", "approve(plan)"},
		{"bank", atPlan, "no, too much", "reject(plan: too much)"},
		{"bank", atPlan, "ok hang on", "plan(put off)"},
		{"bank", atPlan, "yes, and make the transfer 300", "correct_value(step 2: 50 → 300)"}, // a yes that says another value changes that step (bank20a)
		{"bank", atPlan, "whats the tsla price", "plan(other: routed)"},
		{"notes", notesPlan, "sure", "approve(plan)"},
		{"bank", signedIn, "skip 2", ""},
	})
}
