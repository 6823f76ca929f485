package concierge

// The reading of a message typed at an open approval (R50, §15; issue 24).
// One reading step turns the message into an ordered list of commands —
// approve, reject, correct_value, ask, start_task for after the call,
// put_off, cannot … — and approvalAnswer executes them in order without
// reading the text again (approval_exec.go). The reading only asks: the
// lexicon, the router, the session's values and facts, the approval, and
// the engine's value reader for a correction's values (interpret); it
// never speaks, notes, emits or writes the session
// (TestApprovalReadsCommands checks each reading leaves them untouched).
//
// The first stages are read here: the session scope, an acknowledgement
// opening a question, a yes with a request after it, an answer put off, a
// plain yes or no, a side request, a no that narrows a list; the rest of
// §15's table is read in approval_read_rest.go.

import (
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// The approval's own commands beside R50's set: what the executor does
// that no other prompt does.
const (
	cmdPutOff       agents.CommandKind = "put_off"       // the answer put off: the call waits
	cmdCannot       agents.CommandKind = "cannot"        // Reason: asked of the call, and not possible
	cmdRemind       agents.CommandKind = "remind"        // the approval asked again, nothing else
	cmdSwitchSource agents.CommandKind = "switch_source" // Value: the new source, with the values said beside it
)

// The forms of ask and start_task at an approval, in Scope.
const (
	askValue  = "value"     // ask(value): a question about a value of the call, Text the answer
	askAck    = "ack"       // ask(ack): an ok that opens a question; what answers it runs
	readOn    = "read"      // ask(ack)'s Text: unanswered, the question is read on as a message
	askOther  = "other"     // ask(other): another agent's question; the approval waits on the stack
	afterCall = "after"     // start_task(after): queued after the approved call
	beside    = "beside"    // start_task(beside): queued after the call, the approval asked again
	queued    = "queued"    // start_task(queued): another agent's request, queued; the approval asked again
	onceOnly  = "once_only" // cannot(once_only): "for this session" where only this call may be approved
	kept      = "kept"      // cannot(kept): the change asked cannot be made; Reason says why
	later     = "later"     // cannot(later): a yes for a later time; Text is when
	vague     = "vague"     // correct_value(vague): a change of the amount with no size
)

// apCommand is one command read at an approval, with the words it came
// from (From: the yes gate reads them) and what the executor needs.
type apCommand struct {
	agents.Command
	in    agents.Interpretation // correct_value: the values the correction gives
	vals  map[string]string     // switch_source: the values said beside the source
	vs    []callValue           // unused: the values named back
	notes []apNote              // said to the Why panel before the command runs
}

// apNote is a note for the Why panel that the reading found to say when
// its command runs.
type apNote struct {
	kind state.NoteKind
	text string
}

// String is the command as "Read as:" shows it.
func (c apCommand) String() string { return c.format(nil) }

// format is String with the values of a's secret slots masked (nil masks
// none): a value read for a secret is never shown (R53).
func (c apCommand) format(a *agents.Agent) string {
	switch c.Kind {
	case cmdPutOff, cmdRemind:
		return string(c.Kind)
	case cmdCannot:
		if c.Scope == kept {
			return string(c.Kind) + "(" + reading.Clip(c.Reason, 60) + ")"
		}
		return string(c.Kind) + "(" + c.Scope + ")"
	case cmdSwitchSource:
		return string(c.Kind) + "(" + c.Value + showVals(a, c.vals) + ")"
	case cmdOtherRequest:
		return string(c.Kind) + "(" + c.Text + ": " + reading.Clip(c.Value, 60) + ")"
	case agents.CmdClarify:
		return "clarify(" + strings.Join(c.Candidates, ", ") + ": source or destination)"
	case agents.CmdUnused:
		if c.Scope == "source" {
			return "unused(" + c.Text + ")"
		}
	case agents.CmdCancel:
		if c.Text != "" {
			return "cancel(all); start_task(" + reading.Clip(c.Text, 60) + ")"
		}
	case agents.CmdStartTask:
		return string(c.Kind) + "(" + c.Agent + ", " + c.Scope + ": " + reading.Clip(c.Text, 60) + ")"
	case agents.CmdAsk:
		return string(c.Kind) + "(" + c.Scope + ": " + reading.Clip(c.Question, 60) + ")"
	case agents.CmdReject:
		if c.Reason == "" {
			return "reject"
		}
		return "reject(" + reading.Clip(c.Reason, 60) + ")"
	case agents.CmdApprove:
		if c.Scope == "session" {
			return "approve(session)"
		}
		return "approve"
	case agents.CmdCorrectValue:
		if c.Scope == vague {
			return string(c.Kind) + "(" + c.Slot + "=?: " + reading.Clip(c.Text, 40) + ")"
		}
		return string(c.Kind) + "(" + strings.TrimPrefix(showVals(a, c.in.Slots), ", ") + ")"
	}
	return c.Command.String()
}

// showVals is ", k=v" for each value, in the keys' order, a secret of a's
// masked.
func showVals(a *agents.Agent, vals map[string]string) string {
	keys := make([]string, 0, len(vals))
	for k := range vals {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var b strings.Builder
	for _, k := range keys {
		v := vals[k]
		if a != nil {
			if s := a.Slot(k); s != nil && s.Kind == agents.KindSecret {
				v = "••••••"
			}
		}
		b.WriteString(", " + k + "=" + v)
	}
	return b.String()
}

// apCommands is the list as "Read as:" shows it, a's secrets masked.
func apCommands(a *agents.Agent, cs []apCommand) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.format(a)
	}
	return strings.Join(parts, "; ")
}

func apCmd(k agents.CommandKind, from string) apCommand {
	return apCommand{Command: agents.Command{Kind: k, From: from}}
}

func approveCmd(from string) apCommand { return apCmd(agents.CmdApprove, from) }

// readApproval reads text, typed while ap waits for a's call, into the
// commands approvalAnswer runs. It asks only: nothing is said, noted or
// changed (the error is the value reader's: a model that failed).
func (e *Engine) readApprovalStages(t *turn, a *agents.Agent, ap *state.Approval, text string) ([]apCommand, error) {
	if e.maskedAnswer(t, text) {
		return []apCommand{maskedCmd(text)}, nil // "pass -> ••••••" (approval_masked.go)
	}
	if tail, ok := e.confirmThenAside(t, a, ap, text); ok {
		text = tail // "from checking. actually, wait, what's in savings right now?" (approval_confirm_then_aside.go)
	}
	if cs, ok, err := e.yesButFirstRead(t, a, ap, text); ok || err != nil {
		return cs, err // "sure why not, but first what's my savings at": asked, no yes (approval_yes_but_first.go)
	}
	if c, ok := e.checkFirstRead(a, text); ok {
		return []apCommand{c}, nil // "hang on lemme check savings first" (approval_check_first.go)
	}
	if e.saysImpatientYes(text) {
		return []apCommand{approveCmd(text)}, nil // "ugh this is taking forever. yes" (approval_impatient_yes.go)
	}
	if head, _, ok := e.correctionReason(t, text); ok {
		text = head // "make it 600 please, he took some off": the reason changes nothing (approval_correction_reason.go)
	}
	if c, ok := e.labelledRead(a, text); ok {
		return []apCommand{c}, nil // "title? uh 'mom bday'", "name: mom bday" (approval_slot_labelled.go)
	}
	if c, ok := e.kindSwitchRead(a, text); ok {
		return []apCommand{c}, nil // "make it a regular note instead, title landlord" (approval_kind_switch.go)
	}
	if cs, ok := e.splitRead(a, text); ok {
		return cs, nil // "no, thats 2 separate notes" (approval_split_in_two.go)
	}
	if c, ok := e.ordinalRead(a, ap, text); ok {
		return []apCommand{c}, nil // "make the second one 40": another request of the message (approval_ordinal.go)
	}
	if c, ok := e.targetMeantRead(a, text); ok {
		return []apCommand{c}, nil // "hold up, i meant tue not mon", "wrong one, the tue one" (approval_target_meant.go)
	}
	if asksRepeat(text) {
		return []apCommand{remindCmd(text, "")}, nil // "sorry can you show me that again?" (approval_repeat.go)
	}
	if declineIdiom(text) {
		return []apCommand{apCmd(agents.CmdReject, text)}, nil // "yeah no", "hard pass", "thanks but no" (approval_decline_idioms.go)
	}
	if c, ok := mindChangedRead(text); ok {
		return []apCommand{c}, nil // "no wait... yes": the last decision counts (approval_mind_changed.go)
	}
	if c, ok := hedgedRead(text); ok {
		return []apCommand{c}, nil // "ok i suppose", "i guess?": a doubt is no yes (approval_mind_changed.go)
	}
	if c, ok := holdOrHedgedNoRead(text); ok {
		return []apCommand{c}, nil // "no wait", "hold on", "hmm actually no dont" (approval_hold.go)
	}
	if casualYes(text) && !strings.Contains(text, "?") {
		return []apCommand{approveCmd(text)}, nil // "sure thing boss", "execute", "make it so" (approval_mind_changed.go)
	}
	if oneOffYes(text) {
		return []apCommand{approveCmd(text)}, nil // "fine just do this months one" after "this happens once, now" (approval_one_off_yes.go)
	}
	if c, ok := currencyRead(a, text); ok {
		return []apCommand{c}, nil // "75 quid", "make it €40": asked in dollars (approval_currency.go)
	}
	// "wait no"; "yeh", "okie", "yesss"; "actualy" (R50)
	text = yesSpelled(noThenValue(withoutHesitation(correctionsSpelled(text))))
	if cut, ok := e.asidesCut(a, text); ok {
		text = cut // "hmm thats too much, do 2.5k": the reaction changes nothing (approval_asides15.go)
	}
	asks := strings.HasSuffix(strings.TrimSpace(text), "?") // "yes?" is no yes
	if yesAndNoOnly(text) {
		return []apCommand{remindCmd(text, "")}, nil // "yeah nah", "ok nah": no yes (approval_yes_no.go)
	}
	if forSession(text) && !asks {
		if !ap.ForSession {
			// money, a destructive tool: asked every time, and said so
			c := apCmd(cmdCannot, text)
			c.Scope = onceOnly
			return []apCommand{c}, nil
		}
		c := approveCmd(text)
		c.Scope = "session"
		return []apCommand{c}, nil
	}
	if slot, value, ok := e.appendedRead(a, text); ok {
		// "also add 'and hat' to the text" (text_append_at_approval.go)
		c := apCmd(agents.CmdCorrectValue, text)
		c.in = agents.Interpretation{Slots: map[string]string{slot: value}}
		return []apCommand{c}, nil
	}
	if c, ok := e.partNamedRead(a, text); ok {
		return []apCommand{c}, nil // "wait make the time 4pm", "no wait room 6" (approval_part15.go)
	}
	if slot, value, ok := e.partReplacedRead(a, text); ok {
		// "no, make it 4pm" at the note "thursday 3pm" (text_part_at_approval.go)
		c := apCmd(agents.CmdCorrectValue, text)
		c.in = agents.Interpretation{Slots: map[string]string{slot: value}}
		return []apCommand{c}, nil
	}
	if c, ok := e.consequenceRead(a, ap, text); ok {
		return []apCommand{c}, nil // "will that leave me anything", "is 7654321 my brothers account?" (approval_consequence.go)
	}
	if c, ok := e.sourceQuestionRead(a, ap, text); ok {
		return []apCommand{c}, nil // "hold up, is that from savings?" (approval_source_question.go)
	}
	if cs, ok, err := e.byBalanceRead(t, a, text); ok || err != nil {
		return cs, err // "whichever has more" (choice_by_balance.go)
	}
	if cs, ok, err := e.ackOpensRead(a, ap, text); ok || err != nil {
		return cs, err // "ok then whats tsla at": an ok, no yes (approval_ack_opens.go)
	}
	if head, tail, b, ok := e.yesThenRequest(a, text); ok && !asks {
		// "ok send it, then let me check my balance" (approval_yes_then.go);
		// put as a question ("yes, then what's my balance?") it is no yes,
		// and its request is read below as one asked now, not queued too
		q := apCmd(agents.CmdStartTask, tail)
		q.Agent, q.Scope, q.Text = b.Name, afterCall, queuedText(tail) // "log me off when you're done" (after_this_phrase.go)
		return []apCommand{q, approveCmd(head)}, nil
	}
	if c, ok := e.cancelInsideRead(a, text); ok {
		return []apCommand{c}, nil // "ok nevermind he'll take cash, forget the transfer" (approval_cancel15.go)
	}
	if dropsForLater(text) && !asksBeside(text) {
		c := apCmd(agents.CmdCancel, text) // "nah ill just come back friday" (approval_dropped_later.go)
		c.Scope = "all"
		return []apCommand{c}, nil
	}
	if backThenYes(text) {
		return []apCommand{approveCmd(text)}, nil // "ok go back to the payment, yes" (approval_check_first.go)
	}
	if putsOff(text) && !hasCancel(text) && !asksBeside(text) {
		return []apCommand{apCmd(cmdPutOff, text)}, nil // "ok hang on let me double check his number" (approval_put_off.go)
	}
	if isYes(text) && !asks || saysGoAlone(text) || e.yesRestatingCall(a, text) || confirmedThenYes(text) {
		return []apCommand{approveCmd(text)}, nil // "ok go ahead with the 60" at the $60 call
	}
	if reason, no := rejection(text); no && reason == "" {
		return []apCommand{apCmd(agents.CmdReject, text)}, nil
	}
	if cs, ok, err := e.correctionThenRequest(t, a, ap, text); ok || err != nil {
		return cs, err // "do 2.5k, also check my savings" (approval_asides15.go)
	}
	if b, core, ok := e.sideRequestAtApproval(a, text); ok {
		// "hang on, can you also list my todos after?" (approval_side_request.go)
		q := apCmd(agents.CmdStartTask, text)
		q.Agent, q.Scope, q.Text = b.Name, beside, core
		return []apCommand{q}, nil
	}
	if slot, items, ok := e.narrowedAtApproval(a, text); ok {
		// "no, just the passport one" (approval_narrowed.go)
		c := apCmd(agents.CmdCorrectValue, text)
		c.in = agents.Interpretation{Slots: map[string]string{slot: items}}
		return []apCommand{c}, nil
	}
	return e.readApprovalRest(t, a, ap, text, asks)
}
