package concierge

// Approvals of sensitive tool calls (R11) and what waits for the user.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// approve runs the pending sensitive call by running the agent's action
// again with a one-time grant for exactly that call (R11). With session,
// the tool is also allowed for the rest of the session (R56), when its
// approval offered that.
func (e *Engine) approve(t *turn, session bool) (step, error) {
	ap := e.sess.Pending.Approval
	e.sess.Pending.Approval = nil
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return stop, fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	if req, unmet := a.Unmet(agents.Facts(e.sess.Facts)); unmet {
		// a yes given before signing in (a resumed session) is no grant:
		// the user signs in first, and the call is asked again after (R29)
		e.note(state.NoteApproval, fmt.Sprintf("Set aside until %s: %s", req.Need, ap.Summary))
		return enterStep(a, "", false), nil
	}
	if session && ap.ForSession && ap.Server != "" && ap.Pin != "" {
		e.sess.Grant(ap.Server, ap.Tool, ap.Pin)
		e.note(state.NoteApproval, "Approved for the rest of this session: "+ap.Tool+" on "+ap.Server+" (asked again if its definition changes)")
	}
	e.note(state.NoteApproval, "Approved: "+ap.Summary)
	t.grant = agents.Args(ap.Args).Key(ap.Tool)
	if err := e.hop(t, a, "runs the approved call"); err != nil {
		return stop, err
	}
	return step{move: moveAct, agent: a}, nil
}

// rejectStep drops the pending call; the agent asks again. With read, the
// reason is read for new values ("no, make it 300"); without, it was read
// already and found to hold none ("no, too much").
func rejectStep(reason string, read bool) step {
	return step{move: moveReject, reason: reason, read: read}
}

func (e *Engine) rejectWith(t *turn, reason string, read bool) (step, error) {
	ap := e.sess.Pending.Approval
	e.sess.Pending.Approval = nil
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return stop, fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	if strings.TrimSpace(reason) == "" || noReasonGiven(reason) {
		return e.declineCall(t, a, ap) // a plain no ends the call (approval_declined.go)
	}
	e.note(state.NoteApproval, join("Rejected: "+ap.Summary, paren(reason)))
	w := e.sess.WorkFor(a.Name)
	t.say(prompts.ApprovalRejected(reason))
	slot := rejectedSlot(a, reason)
	if read && reason != "" {
		t.text = reason
		// read the reason as an answer to the value it is about: a new
		// value ("make it 300") replaces it, another agent's work ("use
		// savings instead") is a digression that comes back here
		in, err := e.interpret(t, a, reason, slot)
		if err != nil {
			return stop, err
		}
		if in.Pass {
			e.speak(t, a.Name, "")
			return digressStep(a, reason, in.PassReason), nil
		}
		if tookAny(a, in) {
			return proceedStep(a, in, e.take(a, in, reason)), nil
		}
	}
	if slot != "" {
		keepRejected(w, slot)
		delete(w.Slots, slot)
	}
	return advanceStep(a), nil
}

// approvalAnswer reads a message typed while an approval waits, as a
// whole, in SPEC §15's order (a cancel phrase was handled before):
//  1. a plain yes or no needs no reading;
//  2. a correction ("make it 300", "yes, but make it 300", "to 7654321
//     instead") is checked like any value: if it fits, the approval is
//     set aside and a new one is asked; if not, the reason is said and
//     the approval stays exactly as it was;
//  3. a yes or no leading the message approves or rejects, the rest being
//     a further request or the reason;
//  4. anything else is a normal message: another agent's question is
//     answered and the approval is asked again after it.
func (e *Engine) approvalAnswer(t *turn, text string) (step, error) {
	ap := e.sess.Pending.Approval
	a := e.domain.Agent(ap.Agent)
	if a == nil {
		return stop, fmt.Errorf("the approval names an unknown agent %q", ap.Agent)
	}
	text = yesSpelled(noThenValue(withoutHesitation(text))) // "wait no"; "yeh", "okie", "yesss" (R50)
	asks := strings.HasSuffix(strings.TrimSpace(text), "?") // "yes?" is no yes
	if forSession(text) && !asks {
		if !ap.ForSession {
			// money, a destructive tool: asked every time, and said so
			e.speak(t, agents.ConciergeName, prompts.ApprovalOnceOnly(ap.Summary))
			return stop, nil
		}
		return step{move: moveApprove, session: true}, nil
	}
	if st, ok, err := e.appendedAtApproval(t, a, text); ok || err != nil {
		return st, err // "also add 'and hat' to the text" (text_append_at_approval.go)
	}
	if st, ok, err := e.ackOpensMore(t, a, text); ok || err != nil {
		return st, err // "ok then whats tsla at": an ok, no yes (approval_ack_opens.go)
	}
	if st, ok := e.yesThenRequest(t, a, text); ok && !asks {
		return st, nil // "ok send it, then let me check my balance" (approval_yes_then.go)
	}
	if e.answerPutOff(t, text) {
		return stop, nil // "ok hang on let me double check his number" (approval_put_off.go)
	}
	if isYes(text) && !asks || e.yesRestatingCall(a, text) || confirmedThenYes(text) {
		return step{move: moveApprove}, nil // "ok go ahead with the 60" at the $60 call
	}
	if reason, no := rejection(text); no && reason == "" {
		return rejectStep("", true), nil
	}
	if st, ok := e.sideRequestAtApproval(t, a, text); ok {
		return st, nil // "hang on, can you also list my todos after?" (approval_side_request.go)
	}
	if st, ok, err := e.narrowedAtApproval(t, a, text); ok || err != nil {
		return st, err // "no, just the passport one" (approval_narrowed.go)
	}
	if st, ok, err := e.relativeAmount(t, a, text); ok || err != nil {
		return st, err // "half that", "20 more": a new amount, asked afresh (R50)
	}
	if rest, yes := leadingYes(text); yes && rest != "" && !asks {
		return e.yesAnd(t, a, text, rest)
	}
	if from, to, ok := e.endsNamed(a, text); ok {
		// "from checking to savings", "the other way round": both ends
		// change together, never the source alone (R50)
		return e.switchEnds(t, a, text, from, to)
	}
	if e.cannotSwap(t, a, text) {
		return stop, nil // "reverse it" at a transfer to someone else's account
	}
	text = e.withoutWrongValue(a, text) // "7654321 is wrong, use 4443332": the held value is no value to take
	said := text
	if named := e.sourceCorrected(a, text); named != "" {
		text = "from " + strings.ToLower(named) // what enter reads: the source named after its cue
	} else if name := e.eitherEnd(a, text); name != "" {
		e.askWhichEnd(t, a, name) // "savings" when the money goes to Savings or comes from Checking
		return stop, nil
	}
	if named, changes := e.sourceSwitched(a, text); changes {
		// "actually from savings instead": the account the money comes
		// from is the one checked for the transfer, so the new one is
		// checked first (its balance requirement) and the call is asked
		// again from it (R50), with every other value said with it ("make
		// it 25 and from savings"); the old one never runs on this message
		return e.switchSource(t, a, said, named, nil)
	}
	if src := e.unknownSource(a, text); src != "" {
		e.keptForUnknownSource(t, a, src) // "make it 25 and from my brokerage account": none of it
		return stop, nil
	}
	in, err := e.interpret(t, a, text, approvalAsked(a, text))
	if err != nil {
		return stop, err
	}
	if _, no := rejection(text); !no && !isCorrection(text) && !saidAsCorrection(text) {
		// a bare number is a correction only when the words say so
		// ("actually 300", "make it 300", "no, 300"): "2" or "skip 2" at
		// an approval is no new amount; "$300" is
		for _, sl := range a.Slots {
			if raw, ok := in.Slots[sl.Name]; ok && (sl.Kind == agents.KindMoney || sl.Kind == agents.KindNumber) && !reading.MarkedMoney(raw) && !sl.CuedIn(text) {
				delete(in.Slots, sl.Name)
			}
		}
	}
	if vals := e.contrastValues(a, text); !tookAny(a, in) && vals != nil {
		in.Slots = vals // "no, Standup not Meeting": the title that held Meeting
	}
	if tookAny(a, in) {
		return e.correct(t, a, in, text)
	}
	if vs := e.valuesNamed(a, text); len(vs) > 0 && (!in.Pass || !asksSomething(text)) {
		// a value that would change the call and that nothing applied:
		// named back, never approved past (R53)
		e.keptAsIs(t, a, vs)
		return stop, nil
	}
	if _, yes := leadingYes(text); yes && !asks {
		return step{move: moveApprove}, nil
	}
	if reason, no := rejection(text); no {
		if dropsTheTask(reason) {
			// "no i dont want this, the guy scammed me": not this call
			// and not another one either; a request said after it runs
			s := abandonStep("")
			s.text = e.requestAfterDrop(text)
			return s, nil
		}
		return rejectStep(reason, false), nil
	}
	if !asks && yesSaidPlainly(text) {
		// "ok go ahead with the transfer", "ok fine yes": a yes-word, the
		// task's own words, nothing that changes or takes back the call
		// (values were read above and none was named)
		return step{move: moveApprove}, nil
	}
	if !in.Pass && e.otherRequestAtApproval(a, text) != nil {
		e.queueAtApproval(t, e.otherRequestAtApproval(a, text), text) // "show me my notes" (approval_request_queued.go)
		return stop, nil
	}
	if !in.Pass {
		e.speak(t, agents.ConciergeName, prompts.ApprovalReminder(ap.Summary))
		return stop, nil
	}
	// another agent's work: the approval waits on the stack with its task
	// and is asked again when the other agent is done
	e.sess.Pending.Approval = nil
	e.note(state.NoteApproval, "Set aside until the side question is answered: "+ap.Summary)
	return digressStep(a, text, in.PassReason), nil
}

// yesAnd reads a yes with more after it (SPEC §15 rules 1–3). The call
// runs only when the rest changes nothing of it: a cancel wins; a "but",
// an "if" or a "when" is no clear yes; a request joined to the yes ("and
// also check my savings") waits for after the call; the task said again
// ("yes, send it") is a plain yes. Anything else — a value ("yes, 300"),
// an account ("yes, from savings") — is not what the summary says: it is
// read as a correction, or the approval is asked again. Money never moves
// on a yes to something else.
func (e *Engine) yesAnd(t *turn, a *agents.Agent, text, rest string) (step, error) {
	ap := e.sess.Pending.Approval
	switch {
	case isCancel(rest) || hasCancel(rest):
		// "yes, never mind": the last word is the user's (§15 rule 1)
		return abandonStep(""), nil
	case takesBack(rest):
		// "yes, don't", "yes if the fee is zero": no clear answer
		e.speak(t, agents.ConciergeName, prompts.ApprovalReminder(ap.Summary))
		return stop, nil
	case laterIn(rest) != "":
		// "yes, on friday": not a yes to sending it now
		e.speak(t, a.Name, join(prompts.NotScheduled(laterIn(rest)), prompts.ApprovalReminder(ap.Summary)))
		return stop, nil
	case isYes(rest) || affirmsOnly(rest):
		// "yep confirmed", "ok sure go ahead": a yes said twice; "yes,
		// that is correct": the summary said to be right
		return step{move: moveApprove}, nil
	case correctsCall(rest):
		// "yes and send 300 instead": a correction, never a second call
	case joinedRequest(text) && e.requestOfItsOwn(rest) && (e.routesTo(rest) != a || another(text)):
		// "yes, and also check my savings", "yes, and also send 300 to
		// 7654321": a request of its own, after the approved call, asked
		// for on its own
		e.sess.Agenda.Request(rest)
		e.status()
		e.note(state.NoteContinuation, fmt.Sprintf("Queued %q for after the approved call", rest))
		return step{move: moveApprove}, nil
	case e.restates(a, rest) || e.sameCall(a, rest):
		return step{move: moveApprove}, nil // "confirm transfer", "yes, send it", "yes and send 200 to 1234324"
	}
	source := rest
	if named := e.sourceCorrected(a, rest); named != "" {
		source = "from " + strings.ToLower(named)
	}
	if named, changes := e.sourceSwitched(a, source); changes {
		// "yes, from my savings", "yes but 55 from savings": a new
		// source, checked first, with the values said with it (R50)
		return e.switchSource(t, a, rest, named, nil)
	}
	// "yes, 300", "yes 7654321": after a yes a bare value answers the
	// question the summary asks — a correction, checked like any
	// read unasked first, so that a value that says what it is ("7654321"
	// is an account id) goes to its own slot; then as the value last given
	for _, asked := range []string{"", approvalAsked(a, rest)} {
		in, err := e.interpret(t, a, rest, asked)
		if err != nil {
			return stop, err
		}
		if tookAny(a, in) {
			return e.correct(t, a, in, text)
		}
	}
	e.note(state.NoteApproval, fmt.Sprintf("Not approved: %q after the yes changes what was asked", reading.Clip(rest, 60)))
	if vs := e.valuesNamed(a, rest); len(vs) > 0 {
		e.keptAsIs(t, a, vs)
		return stop, nil
	}
	e.speak(t, a.Name, prompts.ApprovalReminder(ap.Summary))
	return stop, nil
}

// correctsCall reports words that replace a value rather than add a call:
// "instead", "rather than", "not 200".
func correctsCall(rest string) bool {
	n := " " + normalise(rest) + " "
	return isCorrection(rest) || strings.Contains(n, " instead ") || strings.Contains(n, " rather ") || strings.Contains(n, " instead of ")
}

// another reports words that ask for one more call of the same kind: "also
// send 300", "another 50", "200 more".
func another(rest string) bool {
	for _, w := range strings.Fields(normalise(rest)) {
		switch w {
		case "also", "another", "more", "too", "second", "additional":
			return true
		}
	}
	return false
}

// routesTo is the agent a request goes to, nil when none.
func (e *Engine) routesTo(rest string) *agents.Agent {
	if best, ok := e.router.Best(rest, e.domain.Agents); ok {
		return best.Agent
	}
	return nil
}

// sameCall reports a rest that asks for the very call waiting: the same
// agent, and every value it gives equal to the approval's ("yes and send
// 200 to 1234324"). One yes is one call.
func (e *Engine) sameCall(a *agents.Agent, rest string) bool {
	if e.routesTo(rest) != a {
		return false
	}
	w := e.sess.WorkFor(a.Name)
	vals := agents.Extract(a, rest, "")
	facts := e.pinnedFacts(a)
	for name, raw := range vals {
		s := a.Slot(name)
		if s == nil {
			return false
		}
		v, err := s.Normalize(raw, facts)
		if err != nil || v != w.Slots[name] {
			return false
		}
	}
	return true
}

// requestOfItsOwn reports a rest that says what to do: some agent's own
// words, not only values ("check my savings", "send 300 to 7654321").
func (e *Engine) requestOfItsOwn(rest string) bool {
	best, ok := e.router.Best(rest, e.domain.Agents)
	return ok && best.Core
}

// restates reports words that only name the agent's own task again ("transfer",
// "send it"), with no value of their own.
func (e *Engine) restates(a *agents.Agent, rest string) bool {
	if strings.ContainsAny(rest, "0123456789") {
		return false // a number is a value: "yes, 300"
	}
	if len(agents.Extract(a, rest, "")) > 0 || isThanks(rest) {
		return isThanks(rest) // "yes, thanks" says yes again
	}
	if e.vocab.Unused(a, rest, map[string]string{}) != "" {
		return false // words the task does not use: "yes, use savings"
	}
	for _, w := range reading.Words(rest) {
		if e.choiceWord(w) || e.router.Named(a, w) {
			return false // a value the summary may not hold: "yes, from savings"
		}
	}
	best, ok := e.router.Best(rest, e.domain.Agents)
	return !ok || best.Agent == a
}

// correct takes a new value given at an approval. Every value is checked
// before anything changes, so a value that does not fit leaves the
// approval pending exactly as it was and says why (R41).
func (e *Engine) correct(t *turn, a *agents.Agent, in agents.Interpretation, text string) (step, error) {
	ap := e.sess.Pending.Approval
	facts := e.pinnedFacts(a)
	e.dropContrast(a, in.Slots)
	for _, s := range a.Slots {
		raw, ok := in.Slots[s.Name]
		if !ok || s.Kind == agents.KindSecret {
			continue
		}
		if _, err := s.Normalize(raw, facts); err != nil {
			e.note(state.NoteApproval, "Correction not taken: "+err.Error())
			e.speak(t, a.Name, prompts.ApprovalKept(err.Error(), ap.Summary))
			e.emit(ApprovalRequested{Approval: *ap})
			return stop, nil
		}
	}
	e.sess.Pending.Approval = nil
	e.note(state.NoteApproval, "Set aside: "+ap.Summary+" (the request changed)")
	return proceedStep(a, in, e.take(a, in, text)), nil
}

// approvalAsked is the slot a message at an approval may answer bare: the
// rejected one, unless it is free text, which would take any sentence
// ("list my notes" is no note's text).
func approvalAsked(a *agents.Agent, text string) string {
	for _, s := range a.Slots {
		// "sorry wrong number, its 7654322": a number only the pattern
		// slot takes (an account id) is that slot's, never an amount
		if s.Kind == agents.KindPattern && s.Pattern != nil {
			if m := s.Pattern.FindString(text); m != "" && !reading.MarkedMoney(m) && !markedNear(text, m) {
				return s.Name
			}
		}
	}
	name := rejectedSlot(a, text)
	if s := a.Slot(name); s != nil && s.Kind == agents.KindText {
		return ""
	}
	return name
}

// leadingNo is a no said before a value at an approval, said again or not:
// "no 50", "no no 50 not 500", "nope, 7654321".
var leadingNo = reading.Lazy(`(?i)^\s*(?:(?:no|nope|nah|nein|noo+)[\s,.!]+)+(\$?\d)`)

// noThenValue reads "no 50" at an approval as "no, 50": the no rejects
// what the summary says and the value corrects it, where a no right before
// a value elsewhere denies the value ("no 50s please").
func noThenValue(text string) string {
	if m := leadingNo.FindStringSubmatchIndex(text); m != nil {
		return "no, " + text[m[2]:]
	}
	return text
}

// dropsTheTask reports a reason for a no that drops the whole task, not
// only the call as it stands: "i dont want this", "forget it", "i changed
// my mind".
func dropsTheTask(reason string) bool {
	n := " " + normalise(reason) + " "
	for _, p := range []string{" dont want ", " don't want ", " do not want ", " changed my mind ", " forget it ", " forget about it ", " not doing this ", " scam "} {
		if strings.Contains(n, p) {
			return true
		}
	}
	return isCancel(reason) || hasCancel(reason) || declinesInWords(reason) || isThanks(reason)
}

// rejectedSlot is the slot a rejection is about: one whose label the reason
// names ("wrong account"), else the last one, the value given most recently
// ("too much").
func rejectedSlot(a *agents.Agent, reason string) string {
	words := read(reason).Words()
	for _, s := range a.Slots {
		for _, lw := range strings.Fields(strings.ToLower(s.LabelOrName())) {
			for _, w := range words {
				if len(lw) > 3 && w == lw {
					return s.Name
				}
			}
		}
	}
	for i := len(a.Slots) - 1; i >= 0; i-- {
		if a.Slots[i].Kind != agents.KindSecret {
			return a.Slots[i].Name
		}
	}
	return ""
}

// pendingSummary restates what waits, for refusals and help.
func (e *Engine) pendingSummary(t *turn) string {
	if e.planWaits() {
		return "Your plan is waiting: say " + planWords + "."
	}
	if ap := e.sess.Pending.Approval; ap != nil {
		return "Still waiting for your approval: " + ap.Summary
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return ""
	}
	if s := a.NextSlot(e.filled(t, a)); s != nil {
		return prompts.Pending(a.TaskPhrase(), s.QuestionWith(e.sess.WorkFor(a.Name).Slots))
	}
	return ""
}
