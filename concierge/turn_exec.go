package concierge

// The executor of the commands read at the top of the loop (R50;
// turn_read.go): they run in order, each calling the effect its reading
// named, and the text is not read again.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// runCommands says what the message was read as and runs its commands in
// order; the first that answers the turn ends it. done is false when none
// did.
func (e *Engine) runCommands(t *turn, cs []turnCmd) (st step, done bool, err error) {
	if shown := shownCommands(cs); len(shown) > 1 || len(shown) == 1 && shown[0].exec != execApproval && shown[0].exec != execPlanHandOff {
		// the approval's reading says its own "Read as:" (approval_exec.go)
		kind := state.NoteRoute
		if shown[0].kind != "" {
			kind = shown[0].kind
		}
		e.note(kind, "Read as: "+turnCommands(cs))
	}
	for _, c := range cs {
		st, done, err := e.runTurnCommand(t, c)
		if done || err != nil {
			return st, true, err
		}
	}
	return stop, false, nil
}

// runTurnCommand runs one command; done reports that the turn's answer is
// given.
func (e *Engine) runTurnCommand(t *turn, c turnCmd) (st step, done bool, err error) {
	switch c.exec {
	case execApproval:
		e.note(state.NoteRoute, "Read as: "+apCommands(c.a, c.ap))
		st, err := e.runApproval(t, c.a, c.ap)
		return st, true, err
	case execPlanPick:
		return e.pickPlanSteps(t, c.pick), true, nil
	case execPlanReplace:
		return e.replacePlan(c.From, c.Text), true, nil
	case execDoneAsNew:
		return e.runDoneAsNew(t, c), true, nil
	case execCannotUndo:
		e.cannotUndo(t, c.a)
		return stop, true, nil
	case execDocumentKept:
		e.documentKept(t, c.a, c.art)
		return stop, true, nil
	case execRestoreCancel:
		return e.restoreCancelled(t, c.Text), true, nil
	case execCancelAll:
		if c.keep {
			if ks, ok := e.keepSignIn(t, c.Text); ok {
				return ks, true, nil // the sign-in the dropped task started serves the new one
			}
		}
		s := abandonStep("")
		s.text = c.Text // a request said after the cancel runs
		return s, true, nil
	case execCannot:
		return e.answerCannot(t, c.Text, c.Value), true, nil
	case execAppQuestion:
		if c.Scope == appReset {
			e.rememberForgot(t, c.From) // "fine, 1815" next signs in (signin_after_forgot.go)
		}
		e.answerAppQuestion(t, c.Scope)
		return stop, true, nil
	case execThanks:
		e.speak(t, agents.ConciergeName, e.smallTalk(agents.Command{Kind: agents.CmdSmallTalk, Scope: "thanks"}))
		return stop, true, nil
	case execProductFacts:
		return e.answerProductFacts(t, c.said, c.Text), true, nil
	case execDeclined:
		st, done := e.retryDeclined(t, c.dec)
		return st, done, nil
	case execSecretAsked:
		e.rememberForgot(t, c.From)
		e.speak(t, agents.ConciergeName, join(prompts.SecretNotKnownReset(c.Text, e.signedIn()), e.pendingSummary(t)))
		return stop, true, nil
	case execBye:
		e.speak(t, agents.ConciergeName, c.Text)
		return stop, true, nil
	case execGoOn:
		return e.goOn(t, c.a), true, nil
	case execTakenBack:
		if e.sess.Speaker == "" && e.sess.Pending.Approval == nil && e.sess.Plan == nil && e.sess.Agenda.Depth() == 0 {
			e.speak(t, agents.ConciergeName, prompts.TakenBack())
			return stop, true, nil
		}
		return abandonStep(""), true, nil
	case execHurried:
		e.answerImpatience(t)
		return stop, true, nil
	case execRepeat:
		return e.runRepeat(c), true, nil // what is not said kept when asked (repeat_kept.go)
	case execFixLast:
		st, done := e.fixLast(t, c.fix, c.From)
		return st, done, nil
	case execAnswer:
		if c.note != "" {
			e.note(state.NoteInfo, c.note)
		}
		e.speak(t, agents.ConciergeName, c.Text)
		return stop, true, nil
	case execFindUnknown:
		return e.findUnknown(t, c.unk), true, nil
	case execSayAsk:
		t.say(c.Text)
		return advanceStep(c.a), true, nil
	case execAfford:
		return e.lookUpAfforded(c.Value, c.From), true, nil
	}
	if st, done, known := e.runSideTalk(t, c); known {
		return st, done, nil
	}
	if st, done, known, err := e.runTail(t, c); known {
		return st, done, err
	}
	if st, done := e.runReasonEach(t, c); done {
		return st, true, nil // one reason for every letter just written (ins24b_reason_each.go)
	}
	if st, done := e.runReasonDropped(t, c); done {
		return st, true, nil // the reason left out: written again without it (reason_left_out.go)
	}
	if st, done := e.runReasonRedo(t, c); done {
		return st, true, nil // a reason after the letter: written again (ins22a_reason_redo.go)
	}
	if st, done := e.runOfferedInstead(t, c); done {
		return st, true, nil // "what about 55CD66 instead" (ins24a_customer.go)
	}
	if st, done := e.runOwnClaim(t, c); done {
		return st, true, nil // the customer, not staff (ins24a_customer.go)
	}
	if st, done := e.runIns20b(t, c); done {
		return st, true, nil // an unsure choice asked again (ins20b_answers.go)
	}
	if st, done := e.runListPick(c); done {
		return st, true, nil // "the second note" (list_ordinal.go)
	}
	if st, done := e.runSignOff(t, c); done {
		return st, true, nil // "ok thanks, not transferring today" (bank29_signoff.go)
	}
	if st, done := e.runHedgedReason(t, c); done {
		return st, true, nil // a supposed reason asked about (ins26b_hedged_reason.go)
	}
	if st, done := e.runDepositDropped(t, c); done {
		return st, true, nil // a deposit said at the transfer: dropped (deposit_dropped.go)
	}
	if st, done := e.runSentAsked(t, c); done {
		return st, true, nil // what money moved, from the receipts (sent_asked.go)
	}
	if st, done := e.runLetterTakenBack(t, c); done {
		return st, true, nil // a finished letter taken back (letter_delete_asked.go)
	}
	if st, done := e.runWrongLast(t, c); done {
		return st, true, nil // a value of the last task called wrong: asked for again (wrong_value_after_done.go)
	}
	if st, done := e.runRefusalFollowup(t, c); done {
		return st, true, nil // a yes or "ok then mine" after a refusal (refusal_followup.go)
	}
	if st, done := e.runSwitchUser(t, c); done {
		return st, true, nil // "log me in as someone else" (signin_switch.go)
	}
	if st, done := e.runAnother(c); done {
		return st, true, nil // "one more" after a note (items_another.go)
	}
	if st, done := e.runNamedItem(t, c); done {
		return st, true, nil // "bin the milk note" (item_named.go)
	}
	if st, done := e.runBackToWaiting(t, c); done {
		return st, true, nil // "forget the balance, just do the transfer" (side_dropped_back.go)
	}
	if st, done := e.runHoldByBalance(t, c); done {
		return st, true, nil // "whichever has more" before a balance was seen (choice_by_balance_unseen.go)
	}
	if st, done := e.runBareValue(c); done {
		return st, true, nil // "read wifi" (bare_title.go)
	}
	if st, done, err := e.runOpening(t, c); done || err != nil {
		return st, done, err
	}
	if st, done, err := e.runRest(t, c); done || err != nil {
		return st, done, err
	}
	if st, done, err := e.runWaiting(t, c); done || err != nil {
		return st, done, err
	}
	return stop, false, fmt.Errorf("no turn command %s", c.Kind)
}
