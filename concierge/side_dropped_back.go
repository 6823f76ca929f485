package concierge

// "Forget X, just do Y" where Y is the task that waits (round 39, bank 05
// and 41): at "Transfer $80.00 from Checking … to Savings …?", "ok forget
// the balance stuff, just do the transfer" was read as cancel(all) and a
// new request, so the transfer the user wanted was abandoned and the
// reply contradicted itself ("I'll transfer money instead" / "I don't know
// that here"). And at the side question's own slot question ("Which
// account?" after "what was my balance again?" at the approval), "ok yes
// send it" was "already working on that" and "forget the balance just
// send the money" abandoned both tasks. The drop names another task than
// the one waiting, and what follows goes back to the waiting one: only
// the side matter is dropped. At the approval itself nothing is open but
// the approval, so what follows is the approval's to read (its yes-word is
// R50's gate: "just do the transfer" asks it again, "send it" is a yes).
// With the side task open, the side task ends, the waiting task resumes
// and asks its own question again: a yes said to another question never
// approves the summary it did not see.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// execBackToWaiting drops the side task in hand and resumes the task that
// waits under it.
const execBackToWaiting turnExec = iota + 15100

// backWords turn back to what waits ("go back to the payment", "back to
// the transfer"): with a yes-word they leave a side question.
var backWords = reading.Lazy(`(?i)\b(?:go back|back to|return to|get back|carry on with|continue with|finish the|go ahead with|go on with|proceed with)\b`)

// dropThenRest splits a message that leads with a drop into the drop and
// the words after it ("forget the balance just send the money" → "forget
// the balance", "send the money"); ok is false for any other message.
func dropThenRest(text string) (drop, rest string, ok bool) {
	if r := restAfterCancel(text); r != "" {
		if i := strings.LastIndex(text, r); i > 0 {
			return strings.TrimSpace(text[:i]), r, true
		}
	}
	n := normalise(text)
	if loc := changeLead.FindStringIndex(n); loc != nil && loc[1] < len(n) {
		return strings.TrimSpace(n[:loc[1]]), strings.TrimSpace(n[loc[1]:]), true
	}
	return "", "", false
}

// names reports the agent the router finds best for text, "" for none.
func (e *Engine) names(text string) string {
	if best, ok := e.router.Best(text, e.domain.Agents); ok {
		return best.Agent.Name
	}
	return ""
}

// dropsOther reports a drop that names another task than waiting ("forget
// the balance stuff" while the transfer waits), never the waiting one
// ("forget the transfer, just check my balance" drops it).
func (e *Engine) dropsOther(drop, waiting string) bool {
	named := e.names(drop)
	return named != "" && named != waiting && !strings.Contains(normalise(drop), strings.ToLower(strings.ReplaceAll(waiting, "_", " ")))
}

// goesBackTo reports words that ask for the waiting task again: its own
// words ("do the transfer", "send the money") or a plain yes ("send it").
func (e *Engine) goesBackTo(rest, waiting string) bool {
	rest = strings.TrimSpace(rest)
	if rest == "" || isCancel(rest) || read(rest).Mentions(reading.Negation) || strings.HasSuffix(rest, "?") {
		return false
	}
	return e.names(rest) == waiting || yesAfterCancel(rest)
}

// backToWaitingRead reads "forget X, just do Y" at an approval or at a
// side task's question, and "ok yes send it" / "go back to the payment"
// at a side task's question; ok is false for any other message. It only
// reads.
func (e *Engine) backToWaitingRead(t *turn, text string) ([]turnCmd, bool, error) {
	if ap := e.sess.Pending.Approval; ap != nil {
		drop, rest, ok := dropThenRest(text)
		if !ok || !e.dropsOther(drop, ap.Agent) || !e.goesBackTo(rest, ap.Agent) {
			return nil, false, nil
		}
		a := e.domain.Agent(ap.Agent)
		if a == nil {
			return nil, false, nil
		}
		aps, err := e.readApproval(t, a, ap, rest)
		c := turnCommand(agents.CmdAsk, execApproval, rest)
		c.a, c.ap = a, aps
		return []turnCmd{c}, true, err
	}
	side, waiting := e.sideOverWaiting()
	if side == nil || waiting == nil {
		return nil, false, nil
	}
	if drop, rest, ok := dropThenRest(text); ok {
		if e.names(drop) == waiting.Name || !e.goesBackTo(rest, waiting.Name) {
			return nil, false, nil
		}
	} else if !e.saysGoBack(text, waiting.Name) {
		return nil, false, nil
	}
	c := turnCommand(agents.CmdCancel, execBackToWaiting, text)
	c.a, c.Scope = side, "current"
	c.shown = fmt.Sprintf("cancel(current: %s); back to %s, its question asked again", side.Name, waiting.Name)
	return []turnCmd{c}, true, nil
}

// sideOverWaiting is the side task in hand and the task it was asked
// beside, which waits under it as a digression; nil when there is none.
func (e *Engine) sideOverWaiting() (side, waiting *agents.Agent) {
	if e.sess.Speaker == "" || len(e.sess.Agenda) == 0 {
		return nil, nil
	}
	top := e.sess.Agenda[0]
	if top.Kind != state.TaskDigression || top.Agent == e.sess.Speaker {
		return nil, nil
	}
	return e.domain.Agent(e.sess.Speaker), e.domain.Agent(top.Agent)
}

// saysGoBack reports a message at a side task's question that turns back
// to the waiting task with a yes-word or words that go back ("ok yes send
// it", "go back to the payment"), the waiting task's own words or none.
func (e *Engine) saysGoBack(text, waiting string) bool {
	if isCancel(text) || read(text).Mentions(reading.Negation) || strings.HasSuffix(strings.TrimSpace(text), "?") {
		return false
	}
	r := read(text)
	yes := r.Mentions(reading.Yes) || r.Mentions(reading.StrongYes)
	if !yes && !backWords.MatchString(text) {
		return false
	}
	named := e.names(text)
	return named == waiting || backWords.MatchString(text) && (named == "" || named == waiting)
}

// runBackToWaiting ends the side task and resumes the one under it; done
// is false for any other command.
func (e *Engine) runBackToWaiting(t *turn, c turnCmd) (step, bool) {
	if c.exec != execBackToWaiting {
		return stop, false
	}
	top, ok := e.sess.Agenda.Pop()
	if !ok {
		return stop, false
	}
	delete(e.sess.Work, c.a.Name)
	e.setSpeaker("")
	e.status()
	e.note(state.NoteContinuation, fmt.Sprintf("Dropped %s only; resuming %s from the task stack", c.a.Name, top.Agent))
	return step{move: moveResume, task: top}, true
}
