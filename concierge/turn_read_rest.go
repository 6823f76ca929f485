package concierge

// The rest of the reading (R50; issue 24): what the loop checked after
// the cancel, read as commands now, in the loop's old order — a logout or
// how to log out, a message of symbols only, help, a question about the
// product or a request for advice (product_questions.go), a question about
// what was shown, talk while something waits, comparing the choices, a
// difference, then what answers what waits (turn_read_approval.go). The
// side question, the asides and the routing are read after it
// (turn_read_tail.go) when it returns no command that answers the turn.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
)

const (
	execSay              turnExec = iota + 200 // an answer (Text) the concierge says; what waits after it when waits
	execSayRoute                               // an answer said first, and the message routed on
	execSharesAffordable                       // ask(shares): the balance looked up, the price queued after it
	execLogout                                 // logout
	execHowToLogout                            // help(logout): how to sign out
	execHelp                                   // help: the introduction and the list
	execEachChoice                             // start_task for each choice named: the first now, the others queued
)

// sayCmd is an answer the concierge says, read as shown ("Read as:"
// shows it, with its reason after a dash); what waits is said after it
// when waits.
func sayCmd(k agents.CommandKind, shown, from, reply string, waits bool) turnCmd {
	c := turnCommand(k, execSay, from)
	c.shown, c.Text, c.waits = shown, reply, waits
	return c
}

// readRest reads what readTurn's earlier checks did not; cs are the
// commands read before. It only reads.
func (e *Engine) readRest(t *turn, text string, cs []turnCmd) ([]turnCmd, error) {
	if c, ok := e.logoutCmd(t, text); ok {
		return append(cs, c), nil
	}
	if c, ok := e.keptRead(text); ok {
		return append(cs, c), nil // "what do i have", "show me everything i saved" (kept_asked.go)
	}
	if c, ok := e.recallRead(text); ok {
		return append(cs, c), nil // "what did i write about the wifi", "find my note on X" (recall_asked.go)
	}
	if c, ok := e.contentsRead(text); ok {
		return append(cs, c), nil // "whats in mom bday?", "what does my groceries note say" (contents_asked.go)
	}
	if c, ok := e.symbolsRead(text); ok {
		return append(cs, c), nil // "💰💰💰", "..." with nothing waiting: what can I do, never thanks (symbols_only.go)
	}
	if isHelp(text) {
		c := turnCommand(agents.CmdHelp, execHelp, text)
		c.shown = "help"
		return append(cs, c), nil
	}
	if c, ok := e.slangGreetingRead(text); ok {
		return append(cs, c), nil // "yo wat up", "heyy whats up bro", "g'day mate" (greeting_slang.go)
	}
	if c, ok := e.otherLanguageRead(text); ok {
		return append(cs, c), nil // "notiz hinzufügen bitte" in any domain (other_language_any.go)
	}
	if c, ok := e.transferWhatIfRead(t, text); ok {
		return append(cs, c), nil // "if I ask you to send 100 will you ask me first?" (transfer_what_if.go)
	}
	if c, ok := e.aboutSessionRead(text); ok {
		return append(cs, c), nil // "is this thing using AI", "how many letters have i made" (about_session.go)
	}
	if c, ok := e.documentContentsRead(text); ok {
		return append(cs, c), nil // "what goes into a standard decline letter?" (document_contents_asked.go)
	}
	if c, ok := e.productQuestionRead(t, text); ok {
		return append(cs, c), nil // "what is this app", "a good stock to buy?" (product_questions.go)
	}
	if c, ok := e.aboutShownRead(t, text); ok {
		return append(cs, c), nil // "which one is higher", "did it go through?" (about_shown.go)
	}
	if c, ok := e.talkWhileWaitingRead(t, text); ok {
		// "let's not do this today", "thank you for your patience",
		// "goodbye" at an approval or a plan: a cancel, or small talk
		// answered with what waits (approval_talk.go)
		return append(cs, c), nil
	}
	if c, ok := e.choicesAskedIdleRead(text); ok {
		return append(cs, c), nil // "whats the difference between checking and savings" (choices_asked_idle.go)
	}
	if c, ok := e.compareChoicesRead(text); ok {
		return append(cs, c), nil // "how much more is in savings than checking" (choices_compared.go)
	}
	if c, ok := e.differenceRead(text); ok {
		// "what's the diff between a note and a todo?": answered from
		// what the agents do, and what waits asked again (question_difference.go)
		return append(cs, c), nil
	}
	if c, ok, err := e.readAnswerTo(t, text); ok || err != nil {
		// a plan's answer, a question about the call waiting, the
		// approval's answer, small talk (turn_read_approval.go)
		return append(cs, c), err
	}
	if c, ok := e.bareValueRead(text); ok {
		return append(cs, c), nil // "read wifi": the title alone (bare_title.go)
	}
	return cs, nil
}

// logoutCmd reads a logout, or a question how to log out, in a domain
// where one can sign out. At an approval or a plan a longer message is
// read as an answer first ("yes, and then log me out"): its logout is
// done after, as a request.
func (e *Engine) logoutCmd(t *turn, text string) (turnCmd, bool) {
	if len(e.domain.SignedOut) == 0 {
		return turnCmd{}, false
	}
	if isHowToLogout(text) {
		c := turnCommand(agents.CmdHelp, execHowToLogout, text)
		c.shown = "help(logout)"
		return c, true
	}
	c := turnCommand(agents.CmdLogout, execLogout, text)
	c.shown = "logout"
	waiting := e.sess.Pending.Approval != nil || e.planWaits()
	if waiting && logoutPutsOff(text) {
		c.From = "log me out" // what follows only puts the task off: nothing more to run
		return c, true        // "actually just log me out, ill do it later": the call dropped, signed out (logout_put_off.go)
	}
	if isLogout(text) && (!waiting || isLogoutWhole(text) || logoutWithClosing(text)) {
		return c, true
	}
	if waiting {
		return turnCmd{}, false
	}
	if rd, ok := e.logoutSure(t, text); ok {
		c.shown = agents.Commands(e.unusedByKind(rd.Commands), e.reader.IsSecret) // as the reader read it
		return c, true
	}
	return c, saysLogoutAfter(text)
}

// runRest runs a command readRest read; done is false for a command it
// does not know.
func (e *Engine) runRest(t *turn, c turnCmd) (st step, done bool, err error) {
	switch c.exec {
	case execSay:
		e.runSay(t, c)
		return stop, true, nil
	case execSayRoute:
		t.say(c.Text)
		return routeStep(c.From), true, nil
	case execSharesAffordable:
		return e.lookUpShares(t, c), true, nil
	case execLogout:
		return step{move: moveLogout, text: c.From}, true, nil
	case execHowToLogout:
		e.speak(t, agents.ConciergeName, join(prompts.HowToSignOut(), e.pendingSummary(t)))
		return stop, true, nil
	case execEachChoice:
		return e.runEachChoice(c), true, nil
	case execHelp:
		e.speak(t, agents.ConciergeName, join(e.welcome(), e.pendingSummary(t)))
		return stop, true, nil
	}
	if st, ok := e.runInsNotes(t, c); ok {
		return st, true, nil // this round's commands (kept_asked.go)
	}
	return stop, false, nil
}

// runSay says an execSay command's answer, and what waits after it.
func (e *Engine) runSay(t *turn, c turnCmd) {
	said, who := c.Text, c.Agent
	if ap := e.sess.Pending.Approval; c.remind && ap != nil {
		said = join(said, prompts.ApprovalReminder(ap.Summary))
	} else if c.waits {
		said = join(said, e.pendingSummary(t))
	}
	if who == "" {
		who = agents.ConciergeName
	}
	e.speak(t, who, said)
	if ap := e.sess.Pending.Approval; c.reask && ap != nil {
		e.emit(ApprovalRequested{Approval: *ap})
	}
}
