package concierge

// "What do I have?" (R6, R50's start_task; issue 24 round 15): "what do
// i have", "show me everything i saved", "what have i got so far" name no
// thing a router weighs — the words are "have", "saved", "everything" —
// and met the capability list. They ask what the user has kept: the
// domain's listing, the one agent that asks nothing and whose examples
// ask what there is ("list my notes", "what notes do I have"). A domain
// without one such agent (the bank, insurance) reads them as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

const execListKept turnExec = iota + 1600 // (apart from every other file's range) start_task(the listing): what the user has kept, listed

// keptAsked is a question after what the user has kept, over the
// message's words with its politeness and openers dropped.
var keptAsked = reading.Lazy(`^(?:(?:so|ok|okay|k|kk|and|hey|um|hmm|oh|ah|well|fine|alright|right|now|also|then|pls|please|can you|could you|just)\s+)*(?:` +
	`(?:what|wat|wot|which)\s+(?:do|did)\s+(?:i|we)\s+(?:(?:already|actually|even)\s+)?(?:have|got|save|keep|write|store|put|jot|note)(?:\s+down)?` +
	`|(?:what|wat|wot|which)\s+(?:have|has|'ve)\s+(?:i|we)\s+(?:got|saved|stored|written|kept|put|jotted|noted)(?:\s+down)?` +
	`|(?:what|wat|whats|what's)\s+(?:is\s+)?(?:i|i've|ive)\s+got` +
	`|(?:whatve|watve|wotve)\s+(?:i|we)\s+(?:got|saved|stored|written|kept|put|jotted|noted)(?:\s+down)?` + // "what've i got": the apostrophe dropped
	`|(?:what'?s|whats|wats|what\s+is)\s+(?:(?:in|on)\s+)?(?:there|here)` + // "whats in there", "whats there then"
	`|(?:what'?s|whats|what\s+is)\s+(?:on|in)\s+(?:my|the)\s+(?:list|lists|file|pad|notes|notebook)` +
	`|(?:show|list|give|tell|read)\s+(?:me\s+)?(?:out\s+)?(?:everything|all|all of it|all my stuff|my stuff|all my things|all the stuff|what)(?:\s+(?:that\s+)?(?:i|i've|ive|i have|we)\s+(?:have\s+)?(?:saved|stored|written|wrote|kept|got|have|put|noted|jotted)(?:\s+down)?)?` +
	`|(?:do\s+i\s+have\s+|is\s+there\s+|got\s+)?(?:anything|something)\s+(?:saved|stored|kept|written|on file|in there|in here)` +
	`)(?:\s+(?:so far|already|in here|in there|here|there|saved|stored|written down|on file|atm|right now|now|again|then|pls|please|thanks|ta))*$`)

// keptRead reads a question after what the user has kept, with nothing
// waiting, as start_task of the domain's listing; ok is false for any
// other message or when the domain has no one listing. It only reads.
func (e *Engine) keptRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	if !keptAsked.MatchString(keptWords(text)) && !e.keptAfterLeadIn(text) {
		return turnCmd{}, false
	}
	a := e.lister()
	if a == nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdStartTask, execListKept, text)
	c.a, c.Agent = a, a.Name
	c.why = "the message asks what the user has kept, which " + a.Name + " lists"
	return c, true
}

// keptWords are the message's words as keptAsked reads them.
func keptWords(text string) string {
	return strings.Join(reading.Words(strings.ReplaceAll(text, "'", "")), " ")
}

// keptAfterLeadIn reports the question said after a sentence of
// self-talk ("i forgot. ok what have i got then", "oh right i never made
// that one. fine whats there then"): the last sentence asks it, and what
// comes before names no task.
func (e *Engine) keptAfterLeadIn(text string) bool {
	i := strings.LastIndexAny(strings.TrimRight(text, ".!? "), ".!;")
	if i < 0 {
		return false
	}
	before, last := text[:i], text[i+1:]
	if len(strings.Fields(before)) > 8 || !keptAsked.MatchString(keptWords(last)) {
		return false
	}
	_, named := e.router.Best(before, e.domain.Agents)
	return !named
}

// lister is the domain's one agent that lists what is kept: it asks
// nothing, and two or more of its examples ask what there is. nil when
// none, or more than one.
func (e *Engine) lister() *agents.Agent {
	var found *agents.Agent
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser || len(a.Slots) > 0 {
			continue
		}
		asking := 0
		for _, ex := range a.Examples {
			if w := reading.Words(ex); len(w) > 1 && listOpeners()[w[0]] {
				asking++
			}
		}
		if asking < 2 {
			continue
		}
		if found != nil {
			return nil
		}
		found = a
	}
	return found
}

// listOpeners open an example that asks what there is.
var listOpeners = lazyWordSet(`what what's whats which list show`)

// runKept hands the message to the listing, as a route would.
func (e *Engine) runKept(c turnCmd) step {
	e.note(state.NoteRoute, "Choosing "+c.a.Name+" due to: "+c.why)
	return step{move: moveDispatch, text: c.From, route: agents.Route{Agent: c.a.Name, Reason: c.why}}
}

// runInsNotes runs the commands read by this round's checks (kept_asked.go,
// value_with_thanks.go);
// done is false for any other command.
func (e *Engine) runInsNotes(t *turn, c turnCmd) (step, bool) {
	switch c.exec {
	case execListKept:
		return e.runKept(c), true
	case execRecallProtest:
		return e.runRecallProtest(t, c), true // (recall_protest.go)
	case execValueWithThanks:
		return e.runValueWithThanks(c), true // (value_with_thanks.go)
	}
	if st, ok := e.runFinderValueFound(t, c); ok {
		return st, true // the finder's value said: its detour closed (finder_value_found.go)
	}
	return stop, false
}

// readRound15 reads what this round's checks read before the app's
// questions and thanks (word_meaning.go, value_with_thanks.go); ok is
// false for any other message. It only reads.
func (e *Engine) readRound15(t *turn, text string) (turnCmd, bool) {
	if c, ok := e.wordMeaningRead(t, text); ok {
		return c, true // "topology? what do u mean by that"
	}
	return e.valueWithThanksRead(text) // "thanks. found it: 33GG07"
}
