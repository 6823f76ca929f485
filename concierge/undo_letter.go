package concierge

// Taking back a document just written (issue 24 round 9): "undo it",
// "scrap that letter", "delete the letter", "bin it". A letter is written
// here and shown, never sent: nothing went to anyone, and the product
// keeps what it wrote (the side panel, the session's record). That is said
// plainly, with the letter named — never a new letter started from the
// word "letter", nor "I'm not sure how to help". A new request after the
// drop ("scrap that, decline 12AB34 motor instead") is the change of
// mind's, and a task with side effects that ran is undo.go's.

import (
	"fmt"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// scrapDoc asks for a document to be taken back, pointed at ("it",
// "that", "the letter", "what you wrote") or alone ("undo").
var scrapDoc = reading.Lazy(`(?i)^\s*(?:(?:oh|no|wait|hmm|ugh|actually|ok|okay|sorry|please|pls|can\s+you|could\s+you|just|i\s+want\s+to|i'?d\s+like\s+to|lets|let's)[,!.\s]+)*` +
	`(?:undo|scrap|scratch|delete|remove|discard|bin|trash|ditch|drop|kill|withdraw|retract|unsend|recall|void|cancel|erase|destroy|shred|get\s+rid\s+of|throw\s+(?:away|out)|take\s+back|forget)` +
	`(?:\s+(?:it|that|this|the\s+last\s+one|the\s+last|that\s+one|what\s+you\s+(?:just\s+)?(?:wrote|made|did)|(?:the|that|this|my)\s+(?:last\s+|previous\s+)?(?:letter|letters|document|doc|draft|decline|one)))?` +
	`(?:\s+(?:please|pls|now|then|too|thanks))*\s*[.!?]*\s*$`)

// documentTakenBack is the agent whose document the last task wrote and a
// message takes back, with that document; nil when it takes back none. It
// only reads.
func (e *Engine) documentTakenBack(text string) (*agents.Agent, *state.Artifact) {
	l := e.sess.Last
	if l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return nil, nil
	}
	a := e.domain.Agent(l.Agent)
	art := e.lastArtifactOf(l.Agent)
	if a == nil || art == nil || a.HasSideEffects() || art.Kind == "tool" || art.Kind == "resource" || !scrapDoc.MatchString(text) {
		// a tool's result read back from a server ("Note reader: get_note")
		// is no document written here: "delete it" is items_pointed.go's
		return nil, nil
	}
	return a, art
}

// documentKept answers a take-back of a's document art: written, never
// sent, and kept in the record.
func (e *Engine) documentKept(t *turn, a *agents.Agent, art *state.Artifact) {
	kind := art.Kind
	if kind == "" {
		kind = "document"
	}
	e.note(state.NoteInfo, fmt.Sprintf("Not undone: %s's %s was written, not sent; it stays in the record", a.Name, kind))
	e.speak(t, agents.ConciergeName, fmt.Sprintf(
		"The %s \"%s\" was only written here, not sent to anyone, and I can't delete it: it stays in the side panel as a record. Nothing else was changed. If you need a different one, I can %s again with another %s.",
		kind, art.Title, a.TaskPhrase(), joinOr(slotLabels(a))))
}
