package concierge

// A statement with nothing in hand, in a domain that keeps notes (issue 24
// round 10): "meeting moved to friday" is what people write down, but no
// task's words are in it, so it met "I'm not sure how to help". It is
// asked whether to keep it as a note; a yes right after writes the note
// with it (the title asked as usual), anything else is read as usual.
// Said while a note is being written, the same words are its text.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// keepAsNoteRead reads a yes to the statement offered as a note
// (start_task of the keeper with it) or a short no (reject); ok is false
// for any other message. It only reads.
func (e *Engine) keepAsNoteRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	keeper := e.firstKeeper()
	if keeper == nil {
		return turnCmd{}, false
	}
	said, ok := e.offeredNote(keeper)
	if !ok {
		return turnCmd{}, false
	}
	if (isYes(text) || e.yesToOffer(text)) && !hasCancel(text) {
		c := turnCommand(agents.CmdStartTask, execNoteKept, text)
		c.a, c.Text, c.shown = keeper, said, "start_task("+keeper.Name+", the statement offered as a note)"
		return c, true
	}
	if _, no := rejection(text); no && len(strings.Fields(text)) <= 3 {
		c := turnCommand(agents.CmdReject, execNoteNotKept, text)
		c.shown, c.why = "reject", "the statement is not kept"
		return c, true
	}
	return turnCmd{}, false
}

// noteNotKept answers the no: nothing is kept.
func (e *Engine) noteNotKept(t *turn) {
	e.speak(t, agents.ConciergeName, prompts.NoteNotKept())
}

// offerNote asks whether a bare statement, which reached the routing with
// nothing in hand, is to be kept as a note. It reports whether it asked.
func (e *Engine) offerNote(t *turn, text string) bool {
	keeper := e.firstKeeper()
	if keeper == nil || e.lastReplyOffered(keeper) || e.sess.Agenda.Depth() > 0 || strings.TrimSpace(text) != strings.TrimSpace(t.text) || !e.bareStatement(t, text) ||
		e.router.KindNamed(text, e.domain.Agents) != nil { // "my shopping stuff": a kind to list (offline/list_question.go)
		// a request waiting on the agenda, or continued from one, is no
		// statement typed now
		return false
	}
	e.note(state.NoteRoute, "Read as: clarify — a statement with nothing in hand; asked whether to keep it as a note")
	e.speak(t, agents.ConciergeName, prompts.KeepAsNote(strings.TrimSpace(text), keeper.TaskPhrase()))
	return true
}

// firstKeeper is the first exposed agent of the domain that writes free
// text of any length and takes no secret: the note taker.
func (e *Engine) firstKeeper() *agents.Agent {
	for _, a := range e.domain.Agents {
		if a.ExposeToUser && keepsText(a) && !hasSecretSlot(a) {
			return a
		}
	}
	return nil
}

// offeredNote is the statement the last reply offered to keep, when the
// last reply was that offer.
func (e *Engine) offeredNote(keeper *agents.Agent) (string, bool) {
	ms := e.sess.Messages
	if len(ms) < 3 || ms[len(ms)-2].Role != state.RoleAgent || ms[len(ms)-3].Role != state.RoleUser {
		return "", false
	}
	said := strings.TrimSpace(ms[len(ms)-3].Text)
	return said, ms[len(ms)-2].Text == prompts.KeepAsNote(said, keeper.TaskPhrase())
}

// bareStatement reports a line of a few words that states something, asks
// nothing and names no task: no question, no task's words, nothing the
// reader is sure of.
func (e *Engine) bareStatement(t *turn, text string) bool {
	words := strings.Fields(text)
	if len(words) < 3 || len(words) > 25 || isHowToLogout(text) {
		return false // "hw do i logout": a question in text speak (bank31)
	}
	// "ok whats in groceries", "ok thx bye": the filler first hides what the
	// rest is (filler_opener.go)
	plain := withoutFillerOpener(text)
	if plain == "" {
		return false
	}
	for _, s := range []string{text, plain} {
		if isQuestion(s) || isGreeting(s) || isThanks(s) || isBye(s) || isYes(s) || hasCancel(s) {
			return false
		}
		if _, ok := e.router.Best(s, e.domain.Agents); ok {
			return false
		}
	}
	if len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return false
	}
	for _, a := range e.domain.Agents {
		if sc := e.router.Score(text, []*agents.Agent{a}); len(sc) > 0 && sc[0].Core {
			return false // "list my notes and add a todo": requests, if not one
		}
	}
	if e.valuesOwner(text) != nil || e.taskReferred(text) != nil {
		return false
	}
	rd := e.reading(t, text)
	if rd.Sure && len(rd.Commands) > 0 {
		switch leading(rd.Commands).Kind {
		case agents.CmdCannotHandle, agents.CmdUnused:
		default:
			return false
		}
	}
	return true
}

// yesToOffer reports a yes that leads a longer reply to the offer ("yeah
// thats right now", "yes please keep it", "yep go for it", tryout 34's
// 04): the rest says nothing of its own, no other task and no "but".
func (e *Engine) yesToOffer(text string) bool {
	rest, ok := yesLead(text)
	if !ok {
		return false
	}
	if _, nah := reading.YeahNah(text); nah {
		return false
	}
	if rest == "" {
		return true
	}
	_, routed := e.router.Best(rest, e.domain.Agents)
	return !routed && !isQuestion(rest) && !hasCancel(rest)
}

// lastReplyOffered reports that the reply before this message was the
// offer to keep a statement: a second statement is not offered in turn,
// so the question never comes back about each line (tryout 34's 04).
func (e *Engine) lastReplyOffered(keeper *agents.Agent) bool {
	ms := e.sess.Messages
	if len(ms) < 3 || ms[len(ms)-2].Role != state.RoleAgent || ms[len(ms)-3].Role != state.RoleUser {
		return false
	}
	return ms[len(ms)-2].Text == prompts.KeepAsNote(strings.TrimSpace(ms[len(ms)-3].Text), keeper.TaskPhrase())
}
