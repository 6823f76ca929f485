package concierge

// The first readers of readTurn: each reads a message that is one
// command of its own, whatever the task in hand, before the talk around
// a task is read. Their order is their priority: a newcomer's "i dont
// know what to type" is read before a complaint or a question about the
// session. Kept out of turn_read.go, which holds the order of the
// readings, not each one (TestFileSizes).

// readFirst is the command the first reader that knows the message reads
// from it; ok is false when none does.
func (e *Engine) readFirst(t *turn, raw, text string) (turnCmd, bool) {
	if c, ok := e.newcomerRead(t, text); ok {
		return c, true // "hello dear is this the bank", "i dont know what to type" (newcomer.go)
	}
	if c, ok := e.eachChoiceAskedRead(text); ok {
		return c, true // "where do staff and partners each find claim ids?" (each_choice_asked.go)
	}
	if c, ok := e.pastComplaintRead(raw); ok {
		return c, true // "last time it gave me the wrong letter" (past_complaint.go)
	}
	if c, ok := e.sessionRecapRead(text); ok {
		return c, true // "what did I just do", "recap pls" (session_recap.go)
	}
	if c, ok := e.letterExistsRead(raw); ok {
		return c, true // "is there a letter saved for it?", "any letters?" (letter_exists_asked.go)
	}
	if c, ok := e.valueUsedRead(text); ok {
		return c, true // "wait is that the right id?", "which id did you use?" (value_used_asked.go)
	}
	if c, ok := e.sentAskedRead(text); ok {
		return c, true // "what did i just send and to who" (sent_asked.go)
	}
	if c, ok := e.depositDroppedRead(t, text); ok {
		return c, true // "no i have a paycheck to deposit" at the transfer (deposit_dropped.go)
	}
	if c, ok := e.indexAskedRead(text); ok {
		return c, true // "whats the price of the s&p 500", "nasdaq" (index_asked.go)
	}
	if c, ok := e.noChoiceRead(t, text); ok {
		return c, true // "do it", "fine whatever" at "Checking or Savings?" (choice_unnamed.go)
	}
	if c, ok := e.signOffRead(text); ok {
		return c, true // "ok thanks, not transferring today": a sign-off, nothing starts (bank29_signoff.go)
	}
	if c, ok := e.finderValueFoundRead(text); ok {
		return c, true // "found it: 29HJ71" while SmartStrategy asks the role (finder_value_found.go)
	}
	return turnCmd{}, false
}
