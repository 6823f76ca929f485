package concierge

// The second half of the reading at an approval (R50, §15): corrections,
// a yes or no leading more words, and anything else. Like the first half
// (approval_read.go) it only reads; the values a correction gives are
// read by the engine's value reader (interpret: the offline extractors,
// or on a model engine the turn's one reading, R52), and the commands are
// run by approval_exec.go.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// readApprovalRest reads what the first stages did not: §15's rules 2–4.
//  1. a correction ("make it 300", "yes, but make it 300", "to 7654321
//     instead") is a correct_value, checked when it runs: if it fits,
//     the approval is set aside and a new one is asked; if not, the
//     reason is said and the approval stays exactly as it was;
//  2. a yes or no leading the message approves or rejects, the rest being
//     a further request or the reason;
//  3. anything else is a normal message: another agent's question is
//     answered and the approval is asked again after it.
func (e *Engine) readApprovalRest(t *turn, a *agents.Agent, ap *state.Approval, text string, asks bool) ([]apCommand, error) {
	if cs, ok, err := e.relativeRead(t, a, text); ok || err != nil {
		return cs, err // "half that", "20 more": a new amount, asked afresh (R50)
	}
	if rest, yes := leadingYes(text); yes && rest != "" && !asks {
		if e.contrastsValues(rest) {
			return e.readApprovalRest(t, a, ap, afterYeses(rest), false) // "yes, 400 not 40": a correction (approval_yes_contrast.go)
		}
		return e.yesAndRead(t, a, ap, text, rest)
	}
	if from, to, ok := e.endsNamed(a, text); ok {
		// "from checking to savings", "the other way round": both ends
		// change together, never the source alone (R50)
		return e.endsRead(t, a, text, from, to)
	}
	if reason := e.cannotSwap(a, text); reason != "" {
		return []apCommand{keptCmd(a, text, reason)}, nil // "reverse it" at a transfer to someone else's account
	}
	text = e.withoutWrongValue(a, text) // "7654321 is wrong, use 4443332": the held value is no value to take
	said := text
	if named := e.sourceCorrected(a, text); named != "" {
		text = "from " + strings.ToLower(named) // what enter reads: the source named after its cue
	} else if name := e.eitherEnd(a, text); name != "" {
		// "savings" when the money goes to Savings or comes from Checking
		c := apCmd(agents.CmdClarify, said)
		c.Candidates = []string{name}
		return []apCommand{c}, nil
	}
	if named, note, changes := e.sourceSwitched(a, text); changes {
		// "actually from savings instead": the account the money comes
		// from is the one checked for the transfer, so the new one is
		// checked first (its balance requirement) and the call is asked
		// again from it (R50), with every other value said with it ("make
		// it 25 and from savings"); the old one never runs on this message
		c, err := e.switchRead(t, a, said, named, nil)
		c.notes = []apNote{{state.NotePrerequisite, note}}
		return []apCommand{c}, err
	}
	if src := e.unknownSource(a, text); src != "" {
		// "make it 25 and from my brokerage account": none of it
		c := apCmd(agents.CmdUnused, said)
		c.Scope, c.Text = "source", src
		return []apCommand{c}, nil
	}
	in, err := e.interpret(t, a, text, approvalAsked(a, text))
	if err != nil {
		return nil, err
	}
	if _, no := rejection(text); !no && !isCorrection(text) && !saidAsCorrection(text) && !amountSaidPlainly(text) {
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
		return []apCommand{correctCmd(in, text)}, nil
	}
	if vs := e.valuesNamed(a, text); len(vs) > 0 && (!in.Pass || !asksSomething(text)) {
		// a value that would change the call and that nothing applied:
		// named back, never approved past (R53)
		return []apCommand{unusedCmd(text, vs)}, nil
	}
	if _, yes := leadingYes(text); yes && !asks {
		return []apCommand{approveCmd(text)}, nil
	}
	if c, ok := e.noThenTextValue(a, ap, text); ok {
		return []apCommand{c}, nil // "no its call dad actually" (approval_no_value.go)
	}
	if reason, no := rejection(text); no {
		if dropsTheTask(reason) {
			// "no i dont want this, the guy scammed me": not this call
			// and not another one either; a request said after it runs
			c := apCmd(agents.CmdCancel, text)
			c.Scope, c.Text = "all", e.requestAfterDrop(text)
			return []apCommand{c}, nil
		}
		c := apCmd(agents.CmdReject, text)
		c.Reason = reason
		return []apCommand{c}, nil
	}
	if !asks && yesSaidPlainly(text) {
		// "ok go ahead with the transfer", "ok fine yes": a yes-word, the
		// task's own words, nothing that changes or takes back the call
		// (values were read above and none was named)
		return []apCommand{approveCmd(text)}, nil
	}
	if e.offTopicAtApproval(text) {
		// "tell me a joke", "play some music": outside the domain, said
		// so, and the summary asked again (bank28b_off_topic.go)
		c := remindCmd(text, "")
		c.Reason = prompts.OffTopicAtQuestion("")
		return []apCommand{c}, nil
	}
	if b := e.otherRequestAtApproval(a, text); !in.Pass && b != nil {
		// "show me my notes" (approval_request_queued.go)
		c := apCmd(agents.CmdStartTask, text)
		c.Agent, c.Scope, c.Text = b.Name, queued, text
		return []apCommand{c}, nil
	}
	if !in.Pass {
		c := remindCmd(text, "")
		if asks || asksBeside(text) {
			// "wait will it rain today? thinking of walking": the question
			// is said to be unanswerable, never swallowed (approval_cancel15.go)
			c.Reason = prompts.NotKnown()
		}
		return []apCommand{c}, nil
	}
	// another agent's work: the approval waits on the stack with its task
	// and is asked again when the other agent is done
	c := apCmd(agents.CmdAsk, text)
	c.Scope, c.Question, c.Reason = askOther, text, in.PassReason
	return []apCommand{c}, nil
}

// correctCmd is the correction the interpretation in gives.
func correctCmd(in agents.Interpretation, text string) apCommand {
	c := apCmd(agents.CmdCorrectValue, text)
	c.in = in
	return c
}

// unusedCmd names back values that would change the call and that no
// command took (R53).
func unusedCmd(text string, vs []callValue) apCommand {
	c := apCmd(agents.CmdUnused, text)
	c.vs = vs
	for _, v := range vs {
		c.Words = append(c.Words, v.Said)
	}
	return c
}

// keptCmd is a change asked of the call that cannot be made, with the
// reason: the approval waits as it was.
func keptCmd(a *agents.Agent, text, reason string) apCommand {
	c := apCmd(cmdCannot, text)
	c.Scope, c.Reason, c.Agent = kept, reason, a.Name
	return c
}

// remindCmd asks the approval again, said by speaker ("" for the
// concierge).
func remindCmd(text, speaker string) apCommand {
	c := apCmd(cmdRemind, text)
	c.Agent = speaker
	return c
}

// endsRead reads both ends said at an approval: a transfer from an account
// to itself cannot be made and the approval waits as it was; otherwise the
// call is set aside and asked again from the new source to the new
// destination, with any other value said with them.
func (e *Engine) endsRead(t *turn, a *agents.Agent, text, from, to string) ([]apCommand, error) {
	if strings.EqualFold(from, to) {
		reason := fmt.Sprintf("%s to %s is the same account, so no money would move; say which account it comes from and which it goes to", from, to)
		return []apCommand{keptCmd(a, text, reason)}, nil
	}
	dest := e.ownEndSlot(a)
	rest := swapWords.ReplaceAllString(text, " ")
	c, err := e.switchRead(t, a, rest, from, map[string]string{dest.Name: strings.ToLower(to)})
	c.Scope = "ends"
	return []apCommand{c}, err
}

// switchRead is the switch of the pending call's source to named, with the
// other values text names and those already worked out (given).
func (e *Engine) switchRead(t *turn, a *agents.Agent, text, named string, given map[string]string) (apCommand, error) {
	vals, err := e.valuesBesideSource(t, a, text)
	if err != nil {
		return apCommand{}, err
	}
	for k, v := range given {
		vals[k] = v
	}
	c := apCmd(cmdSwitchSource, text)
	c.Value, c.vals = named, vals
	return c, nil
}
