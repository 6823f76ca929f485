package concierge

// The talk around a task that the reading does not take as commands yet
// (issue 24 round 13): a request kept on hold while a question is
// answered (request_held.go), what cannot be done with what a task made
// (cannot_send.go), a value the user asks to have looked up
// (lookup_asked.go), and why a value is asked with no question open
// (slot_why.go). One call from handle, before the reading.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// sideFlow answers the message when it is one of these; ok is false for
// any other message.
//
// (The hint in a new request only says something in front of the
// request's question; the request goes on as usual.)
func (e *Engine) sideFlow(t *turn, text string) (step, bool) {
	if s, ok := e.goOnHeld(t, text); ok {
		return s, true // "ok motor then" to a request kept on hold
	}
	if e.holdRequest(t, text) {
		return stop, true // "write a decline for 31PX90... hold on, what's a topology?"
	}
	if s, ok := e.cannotSendMade(t, text); ok {
		return s, true // "can i get it emailed to the customer too?" after the letter
	}
	if e.whyAtQuestion(t, text) {
		return stop, true // "why does it matter" at "What should the note say?" (slot_why.go)
	}
	if s, ok := e.lookUpAsked(t, text); ok {
		return s, true // "can you look it up?" (lookup_asked.go)
	}
	if e.idle() {
		if why, ok := e.whySlotNamed(text); ok {
			e.note(state.NoteRoute, "Read as: ask — why a value is asked, answered from the slot's description")
			e.speak(t, agents.ConciergeName, why) // "why do you need my username" (slot_why.go)
			return stop, true
		}
	}
	e.hintAtRequest(t, text) // "idk if im internal or partner, i work for a broker": the hint, and on as usual (choice_hint.go)
	return stop, false
}
