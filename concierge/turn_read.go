package concierge

// The reading of a typed message into R50's commands (issue 24; SPEC §16
// R50: "the state machine executes commands and never reads the text
// again"). readTurn is one pure step: a function of the message and a
// read-only view of the session — what waits (a plan, an approval, a
// question), the last task, the last cancel — that returns an ordered
// list of commands, each with the words it came from. handle runs the list
// (turn_exec.go) and shows it in the Why panel and the trace as "Read as:".
//
// The reading covers the head of the loop's old cascade, in its order: a
// masked answer at an approval, a plan's steps picked or the plan
// replaced, an undo of work done, a document taken back, a cancel taken
// back, a cancel said over a choice, a question about the app, thanks with
// nothing waiting, a question about the product's documents, a message
// about the call the last message declined, the secret asked for, a
// goodbye or a "go on" at a question, a request taken back in the same
// message, impatience, another one of the last task, a correction of the
// last task, a value of it confirmed, a question about its choices, a
// change its document has no place for, a value the user does not know,
// work nobody here does, and a cancel with what comes after it
// (turn_read_cancel.go), then the meta intents and what waits
// (turn_read_rest.go). Before all of them it reads the talk around a task
// (side_flow.go); after them, when nothing answers the turn for sure, its
// tail and the routing (turn_read_tail.go).
// The harm check is not part of it: R53 judges the whole message before
// any command runs.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// turnExec is the effect that runs a command read at the top of the loop.
type turnExec int

const (
	execApproval      turnExec = iota // the approval's own commands (approval_read.go) run
	execPlanPick                      // plan_select / skip_step / approve the steps left
	execPlanReplace                   // the plan dropped for a new instruction
	execCannotUndo                    // cannot(undo): work that ran stays done
	execDocumentKept                  // cannot(undo): a document written stays in the record
	execRestoreCancel                 // the last cancel taken back: its task restored
	execCancelAll                     // cancel(all)
	execAppQuestion                   // ask(app: KIND): about the app or the conversation
	execThanks                        // small_talk(thanks) with nothing waiting
	execProductFacts                  // ask(product): the product's documents; the rest goes on
	execDeclined                      // about the call the last message declined
	execSecretAsked                   // ask(secret): nobody here can tell it or reset it
	execBye                           // small_talk(bye) at a question: the task kept
	execGoOn                          // small_talk(go_on): the task in hand said, its question again
	execTakenBack                     // cancel(all): the message takes back what it asked
	execHurried                       // small_talk(impatience)
	execRepeat                        // start_task(again): the last task, with values of its own
	execFixLast                       // correct_value(last): the last task again, corrected
	execAnswer                        // an answer said (Text) by the agent named, nothing else
	execFindUnknown                   // ask(unknown): the agent that finds a value the user lacks
	execCannot                        // cannot_handle: nobody here does it; the rest goes on
	execSayAsk                        // ask(value|choice): answered (Text), and the open question asked again
	execAfford                        // ask(afford): the balance and the price looked up, nothing bought
)

// turnCmd is one command read from a message, with the words it came
// from (From) and what its effect needs.
type turnCmd struct {
	agents.Command
	exec turnExec
	why  string         // said after the command in the Why panel
	kind state.NoteKind // the Why panel's kind for "Read as:" (a route, or a guardrail)
	a    *agents.Agent
	art  *state.Artifact
	pick planPick
	plan planRead     // execPlanHandOff, execPlanAnswer: the plan's answer (plan_answer.go)
	ap   []apCommand  // execApproval: the approval's reading
	said []string     // execProductFacts: the answers
	dec  declinedRead // execDeclined
	fix  lastFix      // execFixLast
	unk  unknownRead  // execFindUnknown
	held *heldRequest // execHeldAsk: the request kept on hold
	note string       // execAnswer: said to the Why panel first (NoteInfo)
	keep bool         // execCancelAll: the new request may keep the sign-in in hand
	// sideTalk marks the talk around a task that answers the turn
	// (side_flow.go): the last cancel is not expired by it
	sideTalk bool
	// quiet marks the routing (turn_read_tail.go): "Read as:" does not
	// show it, the orchestrator's note or the speaker's reply does
	quiet  bool
	waits  bool // execSay: what waits is said after the answer
	reask  bool // execSay: the approval waiting is asked again (R41's guard afresh)
	remind bool // execSay: at an approval, its reminder is said after the answer
	// shown is how "Read as:" shows a command the offline reader read
	// (its own list, unused values included), when it was
	shown string
}

func turnCommand(k agents.CommandKind, exec turnExec, from string) turnCmd {
	return turnCmd{Command: agents.Command{Kind: k, From: from}, exec: exec}
}

// readTurn reads text, typed in the session as it stands (raw as typed,
// text after the rewrites of references and shorthand), into the
// commands handle runs; none when the message is for the checks not yet
// read here. It asks only: nothing is said, noted or changed (the error is
// the approval's value reader's: a model that failed).
func (e *Engine) readTurn(t *turn, raw, text string) ([]turnCmd, error) {
	if cs, ok, err := e.backToWaitingRead(t, text); ok || err != nil {
		return cs, err // "forget the balance, just do the transfer" (side_dropped_back.go)
	}
	if rest := e.secondThoughtRest(t, text); rest != "" {
		return e.readTurn(t, rest, rest) // "on second thought take it from checking" (second_thought_lead.go)
	}
	if c, ok := e.readFirst(t, raw, text); ok {
		return []turnCmd{c}, nil // one command of its own, read before the talk around a task (turn_read_first.go)
	}
	side, ok, ended := e.readSideTalk(t, text) // the talk around a task, read first (side_flow.go)
	if ended {
		return []turnCmd{side}, nil
	}
	if c, rest, asked := e.wentThroughAsideRead(t, text); asked {
		// "did it go through? whats my checking now" (went_through_aside.go)
		more, err := e.readTurn(t, rest, rest)
		if ok {
			more = append([]turnCmd{side}, more...)
		}
		return append([]turnCmd{c}, more...), err
	}
	if c, rest, asked := e.signInStatusAsideRead(text); asked {
		// "i'm logged in as seldo right? remind me my password" (bank33_signin_aside.go)
		more, err := e.readTurn(t, rest, rest)
		if ok {
			more = append([]turnCmd{side}, more...)
		}
		return append([]turnCmd{c}, more...), err
	}
	cs, err := e.readHead(t, raw, text)
	if ok {
		cs = append([]turnCmd{side}, cs...) // the hint, said before what the message asks
	}
	if err != nil {
		return cs, err
	}
	return e.readTail(t, text, cs), nil // what the message leaves, and the routing (turn_read_tail.go)
}

// readHead is readTurn after the talk around a task.
func (e *Engine) readHead(t *turn, raw, text string) ([]turnCmd, error) {
	if c, ok := e.relabelRead(t, text); ok {
		return []turnCmd{c}, nil // "what about calling it home then?" after travel was not covered (notes32_relabel.go)
	}
	if cs, ok, err := e.hedgedAnswerRead(t, text); ok || err != nil {
		return cs, err // "yes" to "Is that the actual reason for declining?" (ins26b_hedged_reason.go)
	}
	if c, ok := e.hedgedReasonRead(t, text); ok {
		return []turnCmd{c}, nil // "lets just say the car was stolen": asked whether it is the real reason (ins26b_hedged_reason.go)
	}
	if c, ok := e.ownClaimRead(text); ok {
		return []turnCmd{c}, nil // "i'm actually the customer, my claim got declined" (ins24a_customer.go)
	}
	if c, ok := e.kindSwitchAtSlotRead(t, text); ok {
		return []turnCmd{c}, nil // "actually make it a to-do instead" at add_note's question (slot_kind_switch.go)
	}
	if c, ok := e.offeredInsteadRead(t, text); ok {
		return []turnCmd{c}, nil // "what about 55CD66 instead" at the claim type's question (ins24a_customer.go)
	}
	if c, ok := e.closeSignInRead(t, text); ok {
		return []turnCmd{c}, nil // "im done for today, close my notes pls", "lock my notes" (signin_closed.go)
	}
	if c, ok := e.signInStatusRead(text); ok {
		return []turnCmd{c}, nil // "am i logged in?", "who am I signed in as" (signin_status.go)
	}
	if c, ok := e.switchUserRead(text); ok {
		return []turnCmd{c}, nil // "log me in as someone else", "switch user" (signin_switch.go)
	}
	if c, ok := e.accountsAtQuestionRead(text); ok {
		return []turnCmd{c}, nil // "what accounts do i have" at "Which account should the money come from?" (accounts_at_question.go)
	}
	if c, ok := e.loginDeclinedRead(t, text); ok {
		return []turnCmd{c}, nil // "i dont wanna log in now, whats msft at" (login_declined.go)
	}
	if c, ok := e.cryptoRead(text); ok {
		return []turnCmd{c}, nil // "and bitcoin?" where shares are looked up (crypto_asked.go)
	}
	if cs, ok, err := e.readOpening(t, raw, text); ok || err != nil {
		return cs, err // right after a refusal, a take-back then a yes, a note offered (turn_read_opening.go)
	}
	var cs []turnCmd // commands that do not end the turn, read before the one that does
	if ap := e.sess.Pending.Approval; ap != nil && e.maskedAnswer(t, text) {
		// "pass -> ••••••": never a cancel or a yes (approval_masked.go)
		a := e.domain.Agent(ap.Agent)
		if a == nil {
			return nil, nil // the approval's own answer says so
		}
		cs, err := e.readApproval(t, a, ap, text)
		c := turnCommand(agents.CmdAsk, execApproval, text)
		c.a, c.ap = a, cs
		return []turnCmd{c}, err
	}
	if pk, ok := e.planPickRead(text); ok {
		// "do just the second one", "scratch the transfer part" (plan_select.go)
		c := turnCommand(agents.CmdSkipStep, execPlanPick, text)
		c.pick = pk
		if pk.rest {
			c.Kind, c.why = agents.CmdApprove, "the steps left in the plan"
		}
		return []turnCmd{c}, nil
	}
	if rest, ok := e.planReplacedRead(text); ok {
		// "actually just send 60 to 7654321 from checking" (plan_replaced.go)
		c := turnCommand(agents.CmdCancel, execPlanReplace, text)
		c.Scope, c.Text = "all", rest
		return []turnCmd{c}, nil
	}
	if c, ok := e.pointedRead(text); ok {
		return []turnCmd{c}, nil // "delete it" after a note was shown (items_pointed.go)
	}
	if c, ok := e.missingActionRead(text); ok {
		return []turnCmd{c}, nil // "delete all my notes", "rename the groceries note" (items_missing.go)
	}
	if c, ok := e.namedItemRead(text); ok {
		return []turnCmd{c}, nil // "bin the milk note": the note, never a cancel (item_named.go)
	}
	if c, ok := e.doneAsNewRead(text); ok {
		return []turnCmd{c}, nil // "now put it back", "make it 150 from savings instead" after a transfer (done_as_new.go)
	}
	if a := e.undoesPast(text); a != nil {
		// "cancel my last transfer": done stays done, and nothing starts (undo.go)
		c := turnCommand(agents.CmdCannotHandle, execCannotUndo, text)
		c.a = a
		return []turnCmd{c}, nil
	}
	if a, art := e.documentTakenBack(text); a != nil {
		// "scrap that letter": written, never sent (undo_letter.go)
		c := turnCommand(agents.CmdCannotHandle, execDocumentKept, text)
		c.a, c.art = a, art
		return []turnCmd{c}, nil
	}
	if e.noTakenBackRead(text) {
		// "wait actually yes i do want to send it" right after a no (declined_taken_back.go)
		c := turnCommand(agents.CmdStartTask, execRestoreCancel, text)
		c.a = e.cancelledAgent()
		return []turnCmd{c}, nil
	}
	if rest, ok := e.cancelUndoneRead(text); ok {
		// "actually yes do it, motor" right after "never mind" (cancel_undone.go)
		c := turnCommand(agents.CmdStartTask, execRestoreCancel, text)
		c.a, c.Text = e.cancelledAgent(), rest
		return []turnCmd{c}, nil
	}
	if e.cancelsDespiteChoice(text) {
		// "ugh forget the whole thing im going home" at "Home or Motor?" (cancel_whole.go)
		c := turnCommand(agents.CmdCancel, execCancelAll, text)
		c.Scope, c.why = "all", "the message cancels; no word in it is taken as an answer"
		return []turnCmd{c}, nil
	}
	if c, ok := e.idShapeAskedRead(text); ok {
		return []turnCmd{c}, nil // "and what does one look like? like how many chars" (ins32_followup.go)
	}
	if c, ok := e.letterPointedRead(text); ok {
		return []turnCmd{c}, nil // "ok and the second one?" after two letters (ins32_followup.go)
	}
	if c, ok := e.letterAddresseeRead(text); ok {
		return []turnCmd{c}, nil // "who is the letter addressed to?", "address it to Mr. Okonkwo" (ins30_addressee.go)
	}
	if c, ok := e.afterLetterRead(text); ok {
		return []turnCmd{c}, nil // "decline it", "is that reason allowed?" right after a letter (ins28b_after_letter.go)
	}
	if c, ok := e.groundsAskedRead(t, text); ok {
		return []turnCmd{c}, nil // "what counts as a discriminatory reason?": the rule (ins22b_asked.go)
	}
	if c, ok := e.capabilityMissingRead(t, text); ok {
		return []turnCmd{c}, nil // "can it remind me of things at a time?": no, and what can be done (notes32_capability.go)
	}
	if c, ok := e.kindsAskedRead(t, text); ok {
		return []turnCmd{c}, nil // "ok what about a pet insurance claim then": the kinds covered (ins22b_asked.go)
	}
	if c, ok := e.otherOneAskedRead(t, text); ok {
		return []turnCmd{c}, nil // "can i do a different claim after this?": one at a time (ins22b_asked.go)
	}
	if c, ok := e.traitNotTheReasonRead(text); ok {
		return []turnCmd{c}, nil // "note the claimant is disabled but that is not the reason": not in the letter (ins24a_customer.go)
	}
	if c, ok := e.ventedRead(t, text); ok {
		return []turnCmd{c}, nil // "ugh what a day. third fraud case this week.": heard, no warning (ins22b_asked.go)
	}
	if c, ok := e.frustrationRead(text); ok {
		return []turnCmd{c}, nil // "ugh", "this is useless", "😡": sorry, never thanks (frustration.go)
	}
	if c, ok := e.sarcasticThanksRead(text); ok {
		return []turnCmd{c}, nil // "thanks for nothing", "wow so helpful": sorry, never "You're welcome" (bank29_attitude.go)
	}
	if a, scope, reply, why, ok := e.questionAboutTheQuestion(t, text); ok {
		// "wait what was the claim id i gave you", "is it home or motor?"
		// at the topology question (choice_asked_back.go)
		c := turnCommand(agents.CmdAsk, execSayAsk, text)
		c.a, c.Scope, c.Text, c.why = a, scope, reply, why
		return []turnCmd{c}, nil
	}
	if c, ok := e.reasonAloneRead(t, text); ok {
		return []turnCmd{c}, nil // "the driver had no licence" at the claim id's question (ins20b_reason.go)
	}
	if c, ok := e.doubtedChoiceRead(t, text); ok {
		return []turnCmd{c}, nil // "not sure if that counts as internal" (ins20b_answers.go)
	}
	if c, ok := e.readRound15(t, text); ok {
		return []turnCmd{c}, nil // "topology? what do u mean by that", "thanks. found it: 33GG07" (kept_asked.go)
	}
	if c, ok := e.aboutMeRead(t, text); ok {
		return []turnCmd{c}, nil // "do you like your job", "do you get tired" (bank26a_talk.go)
	}
	if c, ok := e.whoThisIsRead(t, text); ok {
		return []turnCmd{c}, nil // "is this the bank? my grandson set this up for me" (menu_once.go)
	}
	if kind := e.appQuestionRead(t, text); kind != "" {
		// "how do i reset it", "what did i just cancel?" (app_questions.go)
		c := turnCommand(agents.CmdAsk, execAppQuestion, text)
		c.Scope = kind
		c.kind, c.why = e.appQuestionWhy(kind)
		return []turnCmd{c}, nil
	}
	if c, ok := e.unsureOpeningRead(t, text); ok {
		return []turnCmd{c}, nil // "Good afternoon. I hope I am doing this correctly." (bank26a_talk.go)
	}
	if c, ok := e.anotherBareRead(t, text); ok {
		return []turnCmd{c}, nil // "one more pls" after a note (items_another.go)
	}
	if c, ok := e.resultApprovedRead(raw); ok {
		return []turnCmd{c}, nil // "yep looks good", "spot on" after a letter, before "yeah" is read as a yes to "anything else?" (result_approved.go)
	}
	if c, ok := e.closingAnswerRead(text); ok {
		return []turnCmd{c}, nil // "nope that's it", "yeah one more thing" to "anything else?" (closing_answer.go)
	}
	if e.thanksWhileIdle(text) {
		// "yes thank you dear" with nothing waiting (thanks_idle.go)
		c := turnCommand(agents.CmdSmallTalk, execThanks, text)
		c.Scope, c.why = "thanks", "nothing waits for a yes"
		return []turnCmd{c}, nil
	}
	if c, ok := e.recourseAskedRead(text); ok {
		return []turnCmd{c}, nil // "does the customer get to appeal" after a letter (document_next_steps.go)
	}
	if answers, more, ok := e.productFactsRead(t, text); ok {
		// "is the letter legally binding?" (product_facts.go)
		c := turnCommand(agents.CmdAsk, execProductFacts, text)
		c.said, c.Text = answers, more
		c.why = "a question about the product or the day, answered from what the product knows"
		return []turnCmd{c}, nil
	}
	if d, ok := e.afterDeclineRead(text); ok {
		// "make it 30" right after a plain no (declined_new_request.go)
		c := turnCommand(agents.CmdStartTask, execDeclined, text)
		c.dec = d
		if d.how != declinedNew || d.text != "" {
			return []turnCmd{c}, nil
		}
		// a new request: the declined call forgotten, and the message read on
		cs = append(cs, c)
	}
	if label, ok := e.asksForTheSecret(text); ok && !givesSecret(t, text) { // "i always forget my pw, it's ••••••" gives it (secret_given.go)
		// "what is my password again?" (followups.go)
		c := turnCommand(agents.CmdAsk, execSecretAsked, text)
		c.Text, c.why = label, "nobody here can tell it or reset it"
		return append(cs, c), nil
	}
	if c, ok := e.recallProtestRead(text); ok {
		return append(cs, c), nil // "no no i want to SEE what i wrote" at a new note's question (recall_protest.go)
	}
	if kept, ok := e.leavesAtQuestion(t, text); ok {
		// "ok gotta go, bye" at the account question: kept, not asked again (bye_waiting.go)
		c := turnCommand(agents.CmdSmallTalk, execBye, text)
		c.Scope, c.Text, c.why = "bye", kept, "the task is kept for later, and its question is not asked again"
		return append(cs, c), nil
	}
	if a := e.goOnAtQuestion(t, text); a != nil {
		// "ok continue" at the balance question while the transfer waits (waits_on.go)
		c := turnCommand(agents.CmdSmallTalk, execGoOn, text)
		c.a, c.why = a, "the task in hand is said, and its question asked again"
		return append(cs, c), nil
	}
	if e.takenBack(text) {
		// "… actually dont, i changed my mind": nothing of it starts (followups.go)
		c := turnCommand(agents.CmdCancel, execTakenBack, text)
		c.Scope, c.why = "all", "the message takes back what it asked"
		return append(cs, c), nil
	}
	if c, ok := e.urgentRequestRead(t, text); ok {
		return append(cs, c), nil // "sign me in asap please": the sign-in (urgent_request.go)
	}
	if e.hurried(t, text) {
		// "hurry up", "any time now": acknowledged, and what waits said (about_shown.go)
		c := turnCommand(agents.CmdSmallTalk, execHurried, text)
		// the Why panel says "Read as: small_talk(impatience)"
		return append(cs, c), nil
	}
	if count, symbol, ok := e.affordRead(text); ok {
		// "can i afford 10 apple shares" (shares_afford_count.go)
		c := turnCommand(agents.CmdAsk, execAfford, text)
		c.Scope, c.Value = "afford", symbol
		c.why = fmt.Sprintf("whether the balance covers %s of %s; the balance and the price are looked up, nothing is bought", sharesSaid(count), symbol)
		return append(cs, c), nil
	}
	if a := e.repeatRead(text); a != nil && !e.questionAboutResult(t, text) { // or a pronoun pointing at its result (repeat_kept.go); "is it the same as …" asks about it (ins29_result_question.go)
		// "and another one for 16SS61 home" (followups.go)
		c := turnCommand(agents.CmdStartTask, execRepeat, text)
		c.a, c.Text, c.why = a, text, "the user asks for another one, with values of its own"
		return append(cs, c), nil
	}
	if c, ok := e.idWhichRead(t, text); ok && len(cs) == 0 {
		return append(cs, c), nil // "oh sorry that's the policy number. the claim is 99KL00" (ins22a_earlier_id.go)
	}
	if fx, ok := e.correctLastRead(t, text); ok {
		// "oops, it should have been motor" after the letter (correct_last.go);
		// a correction that cannot be taken lets the message be read on
		c := turnCommand(agents.CmdCorrectValue, execFixLast, text)
		c.fix = fx
		cs = append(cs, c)
	}
	if why, reply, ok := e.sameAsLastRead(text); ok && len(cs) == 0 {
		// "make it home, the car …" after the Home letter (correct_last_same.go)
		return append(cs, answerCmd(agents.CmdSmallTalk, "ack", text, why, reply)), nil
	}
	if why, reply, ok := e.valueConfirmed(text); ok {
		// "15KD60 confirmed" after its letter (value_confirmed.go)
		return append(cs, answerCmd(agents.CmdSmallTalk, "ack", text, why, reply)), nil
	}
	if why, reply, ok := e.choiceQuestionAfterDone(text); ok {
		// "wait is a shed home or motor?" after the motor letter (choice_question_after_done.go)
		return append(cs, answerCmd(agents.CmdAsk, "choice", text, why, reply)), nil
	}
	if c, ok := e.reasonForEachRead(t, text, len(cs) > 0); ok {
		// "both for non-payment of premium" after two letters: each written again (ins24b_reason_each.go)
		return append(cs, c), nil
	}
	if c, ok := e.reasonRedoRead(t, text, len(cs) > 0); ok {
		// "put in the reason: policy lapsed" after the letter: written again (ins22a_reason_redo.go)
		return append(cs, c), nil
	}
	if note, reply, ok := e.changeAfterDone(text, len(cs) > 0); ok {
		// "change the letter to say it was fraud": no place for it (change_after_done.go)
		c := answerCmd(agents.CmdCannotHandle, "change", text, "", reply)
		c.note = note
		return append(cs, c), nil
	}
	if u, ok := e.unknownValueRead(t, text); ok {
		// "no idea what the claim number is": found first, then back (unknown_value.go)
		c := turnCommand(agents.CmdAsk, execFindUnknown, text)
		c.unk, c.why = u, u.why()
		return append(cs, c), nil
	}
	if c, ok := e.choiceAdviceRead(text); ok {
		return append(cs, c), nil // "which one should i pick?" at the account question (choice_advice.go)
	}
	if c, ok := e.fateAfterLogoutRead(text); ok {
		return append(cs, c), nil // "so was the money sent" once signed out (fate_after_logout.go)
	}
	if c, ok := e.afterCancelRead(text); ok {
		return append(cs, c), nil // "so nothing was sent right?" after a cancel (after_cancel_question.go)
	}
	if c, ok := e.madeQuestionRead(t, text); ok {
		return append(cs, c), nil // "how do i download it?" after the letter (made_questions.go)
	}
	if c, ok := e.wentThroughRead(t, text); ok {
		return append(cs, c), nil // "did it go through?" after a transfer (went_through.go)
	}
	if c, ok := e.listPickRead(text); ok {
		return append(cs, c), nil // "the second note", "can you open shopping" after a list (list_ordinal.go)
	}
	if c, ok := e.notOfferedRead(t, text); ok {
		return append(cs, c), nil // "do u guys do mortgages": no, and what it does (not_offered.go)
	}
	return e.readCancel(t, text, cs)
}

// answerCmd is an answer the concierge says, with the Why panel's words.
func answerCmd(k agents.CommandKind, scope, from, why, reply string) turnCmd {
	c := turnCommand(k, execAnswer, from)
	c.Scope, c.Text, c.why = scope, reply, why
	return c
}
