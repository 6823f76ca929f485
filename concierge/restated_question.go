package concierge

// A request said again at its own question (R50, R28; issue 24 round
// 17): "log in" at "What is your username?", "i want to log in" at the
// password prompt, "decline letter" at "Please provide your claim id",
// "send money" at the balance question while the transfer waits. The
// user has not changed their mind and has not answered: they said what
// they want once more, often because the question surprised them. Such a
// message is never a cancel (the reader, at a prompt, may take a short
// line for one) and never a value (a username, a claim id, a password
// try): the request is said to be still on, and the same question is
// asked again, with nothing stored from the message. At a secret prompt
// no try is spent and the line is kept masked.
//
// The kind is read from the domain's words, not from phrases: the router
// names the task the message asks for, that task is the one whose
// question is open or one waiting on the agenda for it, and every word of
// the message is that task's own (or a typo of one, or filler) — no value
// of any slot, no word it does not use, no negation and no cancel.

import (
	"context"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execRestated turnExec = iota + 1700 // (apart from every other file's range) start_task(the task in hand, restated): still on, its question again

// restatedAt reports a message that only says again the task in hand at
// its open question: the task it names (the speaker, or a task waiting
// on the agenda), or nil. t may be nil (at a secret prompt, before any
// turn). It only reads.
func (e *Engine) restatedAt(t *turn, text string) *agents.Agent {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return nil
	}
	secret := e.sess.Pending.Secret
	if secret != nil && secret.Agent != a.Name {
		return nil
	}
	var asked *agents.Slot
	if secret == nil {
		filled := e.sess.WorkFor(a.Name).Slots
		if t != nil {
			filled = e.filled(t, a)
		}
		if asked = a.NextSlot(filled); asked == nil {
			return nil // no question open
		}
	}
	if strings.ContainsAny(text, "0123456789") || isCancel(text) || hasCancel(text) || isLogout(text) || isHelp(text) {
		return nil // a number is a value; a cancel, a logout or help is its own act
	}
	if r := read(text); r.Mentions(reading.Negation) || r.Is(reading.Correction) {
		return nil // "i don't want to log in", "no, i meant …": not the request again
	}
	if declinesLogin(text) {
		return nil // "no login today thanks": the sign-in turned down (login_declined.go)
	}
	if asksAbout(text) {
		return nil // "what is a decline letter?", "how do i log in": a question about the task, answered as before
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok || !best.Core {
		return nil
	}
	target := best.Agent
	if target != a && !e.sess.Agenda.Holds(target.Name) {
		return nil // another task: a request of its own, read as before
	}
	if !namesTask(target, best.Matched) {
		return nil // "crime topology", "the claim id": the question's own words, not the request
	}
	if len(agents.Extract(target, text, "")) > 0 || target != a && len(agents.Extract(a, text, "")) > 0 {
		return nil // "log in as seldo": the value is taken as before
	}
	if asked != nil && asked.Kind != agents.KindText && t != nil && e.answersAsked(t, text) {
		return nil // the open question's value, said among the task's words
	}
	for _, w := range e.vocab.UnusedAll(target, text, map[string]string{}, 8) {
		if !askingWord(strings.ToLower(w)) {
			return nil // a word the task does not use: more than the request again
		}
	}
	for _, w := range reading.Words(text) {
		if len(reading.Terms(w)) == 0 {
			continue // a small word ("a", "to"), whatever enum holds it
		}
		if e.choiceWord(w) || e.router.Named(target, w) || target != a && e.router.Named(a, w) {
			return nil // "check savings": a choice named is an answer
		}
	}
	return target
}

// namesTask reports a word the router matched that names the task, not
// one of its slots: "decline letter" names it, "crime topology" and
// "claim id" name what its question asks.
func namesTask(a *agents.Agent, matched []string) bool {
	slotTerms := map[string]bool{}
	for _, s := range a.Slots {
		// its name and label only: cues hold the request's own words
		// ("log in as", "sign in as")
		for _, w := range append(reading.Words(s.Name), reading.Words(s.LabelOrName())...) {
			if ts := reading.Terms(w); len(ts) > 0 {
				slotTerms[ts[0]] = true
			}
		}
	}
	for _, m := range matched {
		for _, w := range reading.Words(m) {
			if ts := reading.Terms(w); len(ts) > 0 && !slotTerms[ts[0]] {
				return true
			}
		}
	}
	return false
}

// restatedRead reads the request said again at its question as a
// command of its own; ok is false for any other message. It only reads.
func (e *Engine) restatedRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil && len(strings.Fields(text)) < 2 {
		return turnCmd{}, false // one word at a secret prompt is a password try (restatedSecretTurn runs the rest first)
	}
	target := e.restatedAt(t, text)
	if target == nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execRestated, text)
	c.a, c.Agent = target, target.Name
	c.shown = "start_task(" + target.Name + ", restated)"
	c.why = "the request in hand said again at its own question: still on, and nothing in the message is taken as an answer"
	return c, true
}

// sayStillOn says the task named is still on and asks the open question
// again; nothing is stored from the message.
func (e *Engine) sayStillOn(t *turn, target *agents.Agent) step {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return stop
	}
	if target != a {
		t.say(e.alreadyInHand(a, target.Name)) // what the waiting task waits on (waits_on.go)
	} else {
		t.say(prompts.StillOn(a.TaskPhrase()))
	}
	return advanceStep(a)
}

// restatedSecretTurn answers the request said again at a secret prompt
// ("sign me in please" at "Please enter your password."): no login try
// is spent, the line is kept masked as every line at the prompt may be,
// and the secret is asked again. ok is false for any other line. A line
// of one word stays a password try: one word is what passwords are.
func (e *Engine) restatedSecretTurn(ctx context.Context, text string) (bool, error) {
	if ok, err := e.switchUserAtSecret(ctx, text); ok {
		return true, err // "log me in as someone else" at the password prompt: no try (signin_switch.go)
	}
	secret := e.sess.Pending.Secret
	if secret == nil || len(strings.Fields(text)) < 2 {
		return false, nil
	}
	target := e.restatedAt(nil, text)
	if target == nil {
		return false, nil
	}
	e.userMessage(state.SecretMask, true)
	return true, e.runTurn(ctx, state.SecretMask, func(t *turn) error {
		e.note(state.NoteRoute, "Read as: start_task("+target.Name+", restated) — the request in hand said again at the "+secret.Label+" prompt: not tried as the "+secret.Label+", and no try is spent")
		e.sess.Pending.Secret = nil
		return e.run(t, e.sayStillOn(t, target))
	})
}

// runRestated runs execRestated; done is false for any other command.
func (e *Engine) runRestated(t *turn, c turnCmd) (step, bool) {
	if c.exec != execRestated {
		return stop, false
	}
	return e.sayStillOn(t, c.a), true
}

// askingWord reports a word people ask for anything with ("i want to
// see my balance", "can you just get me signed in"): no task's own word,
// and no more than the asking.
func askingWord(w string) bool {
	switch w {
	case "see", "know", "get", "got", "need", "wanna", "gonna", "like", "try", "trying", "let", "lemme", "gimme",
		"start", "begin", "help", "do", "go", "ahead", "just", "still", "now", "again", "pls", "plz", "ok", "okay",
		"yes", "yeah", "yep", "sure", "actually", "really", "quick", "quickly", "real", "asap", "first", "hey", "um", "uh",
		"so", "well", "already", "said", "told", "as":
		return true
	}
	return false
}

// asksAbout reports a message that opens as a question about something
// ("what is …", "how does …", "is it …"), not as a request ("can you …").
func asksAbout(text string) bool {
	words := reading.Words(text)
	if len(words) == 0 {
		return false
	}
	switch words[0] {
	case "what", "whats", "what's", "wat", "why", "who", "when", "where", "which", "whose", "how", "is", "are", "does", "did", "was":
		return true
	}
	return false
}
