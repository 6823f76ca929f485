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

// yesAndRead reads a yes with more after it (SPEC §15 rules 1–3). The
// call runs only when the rest changes nothing of it: a cancel wins; a
// "but", an "if" or a "when" is no clear yes; a request joined to the yes
// ("and also check my savings") waits for after the call; the task said
// again ("yes, send it") is a plain yes. Anything else — a value ("yes,
// 300"), an account ("yes, from savings") — is not what the summary says:
// it is read as a correction, or the approval is asked again. Money never
// moves on a yes to something else.
func (e *Engine) yesAndRead(t *turn, a *agents.Agent, ap *state.Approval, text, rest string) ([]apCommand, error) {
	switch {
	case isCancel(rest) || hasCancel(rest):
		// "yes, never mind": the last word is the user's (§15 rule 1)
		c := apCmd(agents.CmdCancel, text)
		c.Scope = "all"
		return []apCommand{c}, nil
	case takesBack(rest):
		// "yes, don't", "yes if the fee is zero": no clear answer
		return []apCommand{remindCmd(text, "")}, nil
	case laterIn(rest) != "":
		// "yes, on friday": not a yes to sending it now
		c := apCmd(cmdCannot, text)
		c.Scope, c.Text, c.Agent = later, laterIn(rest), a.Name
		return []apCommand{c}, nil
	case isYes(rest) || affirmsOnly(rest):
		// "yep confirmed", "ok sure go ahead": a yes said twice; "yes,
		// that is correct": the summary said to be right
		return []apCommand{approveCmd(text)}, nil
	case correctsCall(rest):
		// "yes and send 300 instead": a correction, never a second call
	case joinedRequest(text) && e.requestOfItsOwn(rest) && (e.routesTo(rest) != a || another(text)):
		// "yes, and also check my savings", "yes, and also send 300 to
		// 7654321": a request of its own, after the approved call, asked
		// for on its own
		q := apCmd(agents.CmdStartTask, rest)
		q.Scope, q.Text = afterCall, rest
		if b := e.routesTo(rest); b != nil {
			q.Agent = b.Name
		}
		return []apCommand{q, approveCmd(text)}, nil
	case e.restates(a, rest) || e.sameCall(a, rest):
		return []apCommand{approveCmd(text)}, nil // "confirm transfer", "yes, send it", "yes and send 200 to 1234324"
	}
	source := rest
	if named := e.sourceCorrected(a, rest); named != "" {
		source = "from " + strings.ToLower(named)
	}
	if named, note, changes := e.sourceSwitched(a, source); changes {
		// "yes, from my savings", "yes but 55 from savings": a new
		// source, checked first, with the values said with it (R50)
		c, err := e.switchRead(t, a, rest, named, nil)
		c.notes = []apNote{{state.NotePrerequisite, note}}
		return []apCommand{c}, err
	}
	// "yes, 300", "yes 7654321": after a yes a bare value answers the
	// question the summary asks — a correction, checked like any
	// read unasked first, so that a value that says what it is ("7654321"
	// is an account id) goes to its own slot; then as the value last given
	for _, asked := range []string{"", approvalAsked(a, rest)} {
		in, err := e.interpret(t, a, rest, asked)
		if err != nil {
			return nil, err
		}
		if tookAny(a, in) {
			return []apCommand{correctCmd(in, text)}, nil
		}
	}
	notApproved := fmt.Sprintf("Not approved: %q after the yes changes what was asked", reading.Clip(rest, 60))
	c := remindCmd(text, a.Name)
	if vs := e.valuesNamed(a, rest); len(vs) > 0 {
		c = unusedCmd(text, vs)
	}
	c.notes = []apNote{{state.NoteApproval, notApproved}}
	return []apCommand{c}, nil
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
	if e.vocab.Unused(a, rest, map[string]string{}) != "" && !e.restatesOnly(a, rest) {
		return false // words the task does not use: "yes, use savings"; "save it" is the call (approval_restated.go)
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
	e.partialsMerged(a, in.Slots) // "actually oat milk" for "buy milk and eggs" (correction_partial.go)
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
		if s.Kind == agents.KindSecret && e.sess.Pending.Secret == nil {
			// the password asked again after an aside ("how long does a
			// transfer take?" at it) masks the next line again: it was
			// echoed in the clear and refused as no password
			sec := state.Secret{Agent: a.Name, Slot: s.Name, Label: s.LabelOrName()}
			e.sess.Pending.Secret = &sec
			e.emit(SecretRequested{Secret: sec})
		}
		task := a.TaskPhrase()
		if w, r, ok := e.waitingOn(a); ok && r.Ask != "" && s.Kind == agents.KindEnum {
			task = w.TaskPhrase() // the source is asked to transfer money, not to check a balance (question_for_task.go)
		}
		return prompts.Pending(task, s.QuestionWith(e.namedValues(e.sess.WorkFor(a.Name).Slots)))
	}
	return ""
}
