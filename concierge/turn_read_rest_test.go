package concierge

import "testing"

var notesAtApproval = []string{"ada 1815", "add a note called dentist saying tuesday 3pm"}

var twoBalances = []string{"login seldo monkey", "check my checking balance", "and savings"}

const (
	symbolsAsked     = "capabilities — the message has no words, so the concierge asks what it can do"
	noAdvice         = "cannot_handle — no agent here gives investment advice"
	noHistory        = "cannot_handle — no agent here can see your transaction history or past payments"
	byeWaiting       = "small_talk(bye) — what waits is kept, and nothing runs"
	putOff           = "the answer put off — the approval waits"
	eachAccount      = "start_task(account_balance, each account: Checking, Savings)"
	noteOrTodo       = "ask — the difference between note and todo, answered from what the agents do"
	callAsked        = " — a question about the call waiting, answered, and the approval asked again"
	slotChoicesAsked = "ask — a question about the choices at account_balance's question about account, answered and asked again; no value taken"
	comparedShown    = "ask — a comparison of the figures just shown"
)

// Issue 24, R50: the meta intents the loop checked after the cancel are
// read as commands — a logout and how to log out, symbols only, help, a
// question about the product or a request for advice, a question about
// what was just shown, talk while an approval or a plan waits, comparing
// the choices, a difference between two things, a plan's answer, a
// question about the call waiting — where they apply,
// and not where something waits that they must leave to it.
// closingByeRead is a goodbye read as the no to "anything else?".
const closingByeRead = `small_talk(bye) — the answer to "anything else?" is no`

func TestTurnReadsMetaCommands(t *testing.T) {
	t.Parallel()
	checkTurnReads(t, []turnReadCase{
		// logging out
		{"bank", signedIn, "log me out", "logout"},
		{"bank", signedIn, "sign out please", "logout"},
		{"bank", signedIn, "ok im done, sign me off", "logout"},
		{"bank", signedIn, "how do i log out?", "help(logout)"},
		{"bank", signedIn, "whats the tsla price and then log me out", "logout"},
		{"bank", atApproval, "yes and then log me out", "start_task(authenticate, after: log me out); approve"},
		{"bank", atApproval, "log out", "logout"},
		{"insurance", nil, "log me out", ""},
		// symbols only
		{"bank", signedIn, "💰💰💰", symbolsAsked},
		{"bank", nil, "...", symbolsAsked},
		{"bank", atDestination, "??", "help"},
		// help
		{"bank", signedIn, "help", "help"},
		{"bank", atDestination, "help", "help"},
		// the product, advice
		{"bank", nil, "what is this app", "capabilities — the user asks what this is"},
		{"bank", signedIn, "who do i contact about account 7654321", "ask(account) — a question about account 7654321; nothing here can say, and no task starts"},
		{"bank", signedIn, "is acct 7654321 legit?", "ask(account) — a question about account 7654321; nothing here can say, and no task starts"},
		{"bank", signedIn, "how many shares could i buy with my checking", "ask — how many shares the money buys; both numbers are given, nothing is bought"},
		{"bank", signedIn, "are you a real person", "ask — whether a person answers"},
		{"bank", signedIn, "is my data safe here", "ask — what becomes of what the user types"},
		{"bank", signedIn, "is this a real bank or a demo thing", "ask(service) — what the assistant is and whether it is real, from what it knows of itself"},
		{"bank", signedIn, "can u do loans or mortgages", "cannot_handle — no agent here does loans or mortgages"},
		{"bank", signedIn, "whats a good stock to buy rn", noAdvice},
		{"bank", signedIn, "should i invest in tesla", noAdvice},
		{"bank", atDestination, "should i invest in tesla", noAdvice},
		{"notes", notesSignedIn, "how do i keep a note here?", "help — the user asks how to write a note"},
		{"notes", notesSignedIn, "what can this notes thing do", "capabilities — the user asks what this does"},
		{"notes", notesSignedIn, "how do i get rid of a note", ""}, // the notes example deletes notes (notes19): routed to it
		{"bank", signedIn, "can you send 50 to 7654321", ""},
		// about what was just shown
		{"bank", afterTransfer, "did it go through?", "ask — whether the last task with side effects ran"}, // from the transfer (went_through.go)
		{"bank", afterTransfer, "so was the money sent", "ask — whether the last task with side effects ran"},
		{"bank", twoBalances, "which one is higher", comparedShown},
		{"bank", twoBalances, "which has less in it?", comparedShown},
		// nothing done in the session: no money moved here, and payments elsewhere cannot be seen (bank31, past_payment.go)
		{"bank", signedIn, "did it go through?", "ask — whether the last payment went through"},
		{"bank", signedIn, "did my rent go out?", noHistory},
		// talk while an approval or a plan waits
		{"bank", atApproval, "let me think about it", putOff},
		{"bank", atApproval, "i need to ask my wife first", putOff},
		{"bank", atApproval, "thank you for your patience", "small_talk(thanks) — what waits is asked again"},
		{"bank", atApproval, "ok bye for now", byeWaiting},
		{"bank", atApproval, "hello again", "small_talk(greet) — what waits is asked again"},
		{"bank", atApproval, "let's not do this today", "cancel(all) — what waits is turned down in words"}, // cls24: the same cancel, now found in code (approval_talk.go) rather than from the reader
		{"bank", atPlan, "thanks so much", "small_talk(thanks) — what waits is asked again"},
		{"bank", atPlan, "gotta run, bye", byeWaiting},
		{"bank", atApproval, "ok thanks", "approve"},
		{"bank", atApproval, "make it 20", "correct_value(amount=20)"},
		{"bank", signedIn, "let me think about it", ""},
		// comparing the choices, the accounts as a whole, a difference
		{"bank", signedIn, "how much more is in savings than checking", eachAccount + " — a question comparing accounts; check a balance shown for each"},
		{"bank", signedIn, "which account has more money", eachAccount + " — a question comparing accounts; check a balance shown for each"},
		{"bank", signedIn, "what accounts do i have", eachAccount + " — a question which accounts there are; check a balance shown for each"},
		{"bank", nil, "what accounts do i have", "ask — which accounts there are; numbers and balances wait for the sign-in"},
		{"bank", signedIn, "how much do i have in total", eachAccount + " — a question what the accounts hold together; check a balance shown for each"},
		{"bank", atAccount, "the one with more money in it", "ask — the account with more, and a balance not seen yet"},
		{"bank", atAccount, "whichever has less", "ask — the account with less, and a balance not seen yet"},
		{"bank", signedIn, "transfer the difference between checking and savings", ""},
		{"notes", notesSignedIn, "what's the diff between a note and a todo?", noteOrTodo},
		{"notes", notesSignedIn, "note vs todo", noteOrTodo},
		{"bank", signedIn, "whats the difference between apples and pears", ""},
		// a plan's answer; a question about the call waiting
		{"bank", atPlan, "sure", "approve(plan)"},
		{"bank", atPlan, "skip 2", "skip_step(2)"},
		{"bank", atApproval, "wait how much will i have left after that", "ask(left)" + callAsked},
		{"bank", atApproval, "can i undo it later?", "ask(undo)" + callAsked},
		{"bank", atApproval, "is the amount right?", "ask(value of the call)"},
		{"bank", atApproval, "is there a fee for this?", "ask(fee)" + callAsked},
		{"bank", atApproval, "is that the right account?", "ask(value: is that the right account?)"},
		{"bank", atApproval, "what's the tsla price", "ask(other: what's the tsla price)"},
		{"bank", atApproval, "sure", "approve"},
		{"bank", atApproval, "will they get a notification?", "ask — a question at the approval, answered from its summary"},
		{"bank", atApproval, "is it instant?", "ask(arrive)" + callAsked},
		{"bank", atApproval, "does the bank charge anything for it?", "ask(fee)" + callAsked},
		{"bank", atApproval, "who gets the money?", "ask(values)" + callAsked},
		// the approval's answer; small talk
		{"bank", atApproval, "no", "reject"},
		{"bank", signedIn, "hello", "small_talk(greet)"},
		{"bank", signedIn, "thanks a lot", "small_talk(thanks)"},
		// a goodbye after "anything else?" is its no (closing_answer.go, notes43)
		{"bank", signedIn, "ok bye", closingByeRead},
		{"bank", signedIn, "thanks, bye", closingByeRead},
		{"bank", signedIn, "goodbye", closingByeRead},
		{"bank", atDestination, "hey", "small_talk(greet)"},
		// a question about the choices at a slot's question
		{"bank", atAccount, "whats the difference between checking and savings", slotChoicesAsked},
		{"bank", atAccount, "checking vs savings?", slotChoicesAsked},
		{"bank", atAccount, "which one should i pick?", choiceFactsRead}, // the choices' facts, no advice (choice_advice.go)
		{"bank", atAccount, "whats in savings?", "ask — a question at account_balance's question about account, answered and asked again"},
		{"insurance", atLetterChoice, "whats the difference between home and motor", "ask — a question about the choices at DeclineLetterAssistance's question about claim type, answered and asked again; no value taken"},
		{"notes", notesAtApproval, "whats on my todo list", "start_task(list_notes, after the call)"},
		{"bank", signedIn, "is there a fee for this?", "ask(is there a fee for this?)"},
	})
}
