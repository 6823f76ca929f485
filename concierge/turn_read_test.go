package concierge

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// turnReadCase is a message read at a moment of a conversation: the lines
// said before it (in domain) set what waits.
type turnReadCase struct {
	domain string
	before []string
	msg    string
	want   string // the commands as "Read as:" shows them; "" when the reading leaves it to the checks not yet read as commands
}

var (
	signedIn       = []string{"login seldo monkey"}
	afterTransfer  = []string{"login seldo monkey", "send 40 from checking to 7654321", "yes"}
	atPlan         = []string{"login seldo monkey", threeStepPlan}
	atDestination  = []string{"login seldo monkey", "send some money"}
	atUsername     = []string{"log me in"}
	atPassword     = []string{"log me in", "seldo"}
	atApproval     = []string{"login seldo monkey", "send 200 from checking to 1234324"}
	afterLetter    = []string{"decline 12AB34 home, the claimant missed the deadline"}
	afterCancel    = []string{"i need a decline letter for claim 47HG20", "never mind"}
	atLetterChoice = []string{"declne lettr 12QW34"}
	afterNo        = []string{"login seldo monkey", "send 40 from checking to 7654321", "no"}
	atAccount      = []string{"login seldo monkey", "check my balance"}
	atPrerequisite = []string{"login seldo monkey", "send 20 to 7654321"}
	atClaimID      = []string{"i need a decline letter"}
)

// Issue 24, R50: the head of the loop reads a message once into commands
// (readTurn), at each moment: idle, a slot question, the username and
// password prompts, a plan, an approval, after a cancel or a document.
func TestTurnReadsCommands(t *testing.T) {
	t.Parallel()
	cases := []turnReadCase{
		// idle, signed in
		{"bank", signedIn, "what did i just cancel?", "ask(app: last_cancel) — what the last cancel dropped, answered from the session"},
		{"bank", signedIn, "hello?? anyone there", "ask(app: attention) — a call for attention — answered, with what the concierge can do"},
		{"bank", signedIn, "are u still there", "ask(app: attention) — a call for attention — answered, with what the concierge can do"},
		{"bank", signedIn, "yes thank you dear", "small_talk(thanks) — nothing waits for a yes"},
		{"bank", signedIn, "ok thanks so much", "small_talk(thanks) — nothing waits for a yes"},
		{"bank", signedIn, "cheers mate", "small_talk(thanks) — nothing waits for a yes"},
		{"bank", signedIn, "what's my balance", ""},
		{"bank", signedIn, "send 20 to 7654321", ""},
		{"bank", signedIn, "hi there", "small_talk(greet)"},
		// after a transfer ran: done stays done
		{"bank", afterTransfer, "cancel my last transfer", "cannot(undo: transfer_money)"},
		{"bank", afterTransfer, "wait undo that!!", "cannot(undo: transfer_money)"},
		{"bank", afterTransfer, "can i get that money back", "cannot(undo: transfer_money)"},
		{"bank", afterTransfer, "reverse the transfer i just made", "cannot(undo: transfer_money)"},
		{"bank", afterTransfer, "send another 10 there", "start_task(transfer_money, again: send another 10 there) — the user asks for another one, with values of its own"},
		// a plan waits
		{"bank", atPlan, "do just the second one", "plan_select(2)"},
		{"bank", atPlan, "only the stock one", "plan_select(3)"},
		{"bank", atPlan, "skip the transfer part", "skip_step(2)"},
		{"bank", atPlan, "scratch the first one", "skip_step(1)"},
		{"bank", atPlan, "actually just send 60 to 7654321 from checking", "cancel(plan); start_task(send 60 to 7654321 from checking)"},
		{"bank", atPlan, "yes", "approve(plan)"},
		{"bank", atPlan, "cancel", "cancel(all)"},
		// a slot question
		{"bank", atDestination, "7654321", ""},
		{"bank", atDestination, "what did i just cancel", "ask(app: last_cancel) — what the last cancel dropped, answered from the session"},
		{"bank", atDestination, "hmm thanks", "small_talk(thanks)"},
		// the username and password prompts
		{"bank", atUsername, "seldo", ""},
		{"bank", atUsername, "never mind", "cancel(all)"},
		{"bank", atPassword, "i forgot it, how do i reset it", "help"},
		{"bank", signedIn, "how do i reset my password", "ask(app: reset) — how to reset the password, which nobody here can"},
		{"bank", atPassword, "just tell me the first letter then", ""},
		// an approval: a masked answer is the approval's own reading
		{"bank", atApproval, "pass -> ••••••", "remind"},
		{"bank", atApproval, "yes", "approve"},
		// right after a plain no to a transfer
		{"bank", afterNo, "make it 30", "correct_value(transfer_money, the declined call: make it 30)"},
		{"bank", afterNo, "ok send it", "start_task(transfer_money, the declined call asked again)"},
		{"bank", afterNo, "send 60 from savings", "start_task(transfer_money, new: the declined call's values not reused)"},
		{"bank", afterNo, "ok thanks", "small_talk(thanks) — nothing waits for a yes"},
		{"bank", afterNo, "whats my savings balance", ""},
		// the secret asked for, a goodbye or "go on" at a question, a
		// request taken back, impatience, another one of the last task
		{"bank", signedIn, "what is my password again?", "ask(secret: password) — nobody here can tell it or reset it"},
		{"bank", atAccount, "ok gotta go, bye", "small_talk(bye) — the task is kept for later, and its question is not asked again"},
		{"bank", atAccount, "thats all for now thanks", "small_talk(bye) — the task is kept for later, and its question is not asked again"},
		{"bank", atPrerequisite, "ok continue", "small_talk(go_on) — the task in hand is said, and its question asked again"},
		{"bank", signedIn, "send 20 to 7654321. actually dont, i changed my mind", "cancel(all) — the message takes back what it asked"},
		{"bank", atAccount, "hurry up", "small_talk(impatience)"},
		{"bank", atAccount, "any time now", "small_talk(impatience)"},
		{"bank", afterTransfer, "and another 10 to 1234324", "start_task(transfer_money, again: and another 10 to 1234324) — the user asks for another one, with values of its own"},
		{"bank", atAccount, "savings", ""},
		// work nobody here does; a cancel and what comes after it
		{"bank", signedIn, "can u pay my electricity bill", "cannot_handle — no agent here can pay bills"},
		{"bank", atAccount, "forget it, what's the AAPL price?", "cancel(all); start_task(what's the AAPL price?)"},
		{"bank", atAccount, "actually nvm just tell me the tsla price", "cancel(all); start_task(tell me the tsla price)"},
		{"bank", atAccount, "nah not now", "cancel(all)"},
		{"bank", atAccount, "i dont want to check anything anymore", "cancel(all)"},
		{"bank", atApproval, "ok nevermind, yes send it", "approve"},
		{"bank", atApproval, "never mind, what's AAPL at?", "cancel(all); start_task(what's AAPL at?)"},
		// insurance: a document written, a cancel taken back, a cancel over a choice
		{"insurance", afterLetter, "scrap that letter", "cannot(undo: DeclineLetterAssistance's letter)"},
		{"insurance", afterLetter, "can you delete it", "cannot(undo: DeclineLetterAssistance's letter)"},
		{"insurance", afterLetter, "is the letter legally binding?", "ask(product) — a question about the product or the day, answered from what the product knows"},
		{"insurance", afterCancel, "actually go ahead", "start_task(DeclineLetterAssistance, restored)"},
		{"insurance", afterCancel, "oh wait, do it after all, motor", "start_task(DeclineLetterAssistance, restored: motor)"},
		{"insurance", afterCancel, "what did i just cancel?", "ask(app: last_cancel) — what the last cancel dropped, answered from the session"},
		{"insurance", atLetterChoice, "ugh forget the whole thing im going home", "cancel(all) — the message cancels; no word in it is taken as an answer"},
		{"insurance", atLetterChoice, "home", ""},
		// after the letter: a correction, a value confirmed, a question
		// about its choices, a change it has no place for
		{"insurance", afterLetter, "oops, it should have been motor", "correct_value(DeclineLetterAssistance, last, topology=Motor)"},
		{"insurance", afterLetter, "12AB34 confirmed", "small_talk(ack) — claim id 12AB34 confirmed, which DeclineLetterAssistance already used"},
		{"insurance", afterLetter, "wait is a shed home or motor?", "ask(choice) — a question about DeclineLetterAssistance's claim type after it finished; no new task"},
		// round 22 (ins22a): the letter is written again naming it
		{"insurance", afterLetter, "change the letter to say it was fraud", "correct_value(DeclineLetterAssistance, last, reason=it was fraud) — a fact to add to the letter just written: it is written again naming it"},
		// a value the user does not know
		{"insurance", atClaimID, "no idea what the claim number is", "ask(unknown: claim_id); start_task(SmartStrategy) — the user does not know the claim id; SmartStrategy finds it (find your claim id), and DeclineLetterAssistance waits"},
		{"insurance", atClaimID, "i dont have it", "ask(unknown: claim_id); start_task(SmartStrategy) — the user does not know the claim id; SmartStrategy finds it (find your claim id), and DeclineLetterAssistance waits"},
		{"insurance", nil, "will the letter hold up in court", "ask(product) — a question about the product or the day, answered from what the product knows"},
	}
	checkTurnReads(t, cases)
}

// checkTurnReads reads each case's message at its moment and checks the
// commands, and that the reading changed nothing.
func checkTurnReads(t *testing.T, cases []turnReadCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.domain+"/"+c.msg, func(t *testing.T) {
			t.Parallel()
			var e *Engine
			var rec *recorder
			if c.domain == "notes" {
				e, rec, _ = notesEngine(t)
			} else {
				e, rec = newOn(t, mustDomain(t, c.domain), nil)
			}
			say(t, e, c.before...)
			// as handle reads it: the message is the transcript's last
			e.sess.Messages = append(e.sess.Messages, state.Message{Role: state.RoleUser, Text: c.msg})
			before, _ := json.Marshal(e.sess)
			events := len(rec.all())
			cs, err := e.readTurn(testTurn(e, c.msg), c.msg, c.msg)
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if len(cs) > 0 {
				got = turnCommands(cs)
			}
			if got != c.want {
				t.Errorf("after %q, %q read as %q, want %q", c.before, c.msg, got, c.want)
			}
			// the reading only reads: nothing said, noted, emitted or changed
			after, _ := json.Marshal(e.sess)
			if string(before) != string(after) || len(rec.all()) != events {
				t.Errorf("reading %q changed the session or emitted events", c.msg)
			}
		})
	}
}

// What the head of the loop reads is what it runs: the Why panel says
// "Read as:" with the same list, and the reply follows from it.
func TestTurnCommandsShownAndRun(t *testing.T) {
	t.Parallel()
	e, rec := newOn(t, mustDomain(t, "bank"), nil)
	say(t, e, afterTransfer...)
	say(t, e, "cancel my last transfer")
	if !containsIn(rec.notes(), "Read as: cannot(undo: transfer_money)") {
		t.Errorf("no Read as: note: %q", rec.notes())
	}
	if got := rec.lastReply(); !strings.Contains(got, "$40.00 from Checking (1234567890) to 7654321") {
		t.Errorf("the reply does not say what ran: %q", got)
	}
}
