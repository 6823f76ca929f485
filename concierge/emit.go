package concierge

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// The few places where the session grows: each appends and emits, so the
// transcript and the event stream can never disagree.

// emit writes the event to the store, then hands it to the front end. The
// user's message is emitted before its turn runs, so it is on disk before
// anything can go wrong (R22).
//
// What the user typed is written at once, each write synced to disk; the
// rest of a turn's events are written together with the snapshot at its
// end, one sync for the lot. A crash mid-turn loses only events of a turn
// that never finished, which resuming discards anyway.
func (e *Engine) emit(ev Event) {
	if e.store != nil && e.storeErr == nil {
		if kind, data, ok := EncodeEvent(ev); ok {
			e.unsaved = append(e.unsaved, state.Record{Kind: kind, Data: data, Time: e.clock()})
			if m, user := ev.(MessageAdded); user && m.Message.Role == state.RoleUser {
				e.flush()
			}
		}
	}
	e.sink(ev)
}

// flush writes the buffered events.
func (e *Engine) flush() {
	if len(e.unsaved) == 0 || e.storeErr != nil {
		return
	}
	recs := e.unsaved
	e.unsaved = nil
	if err := e.store.AppendBatch(e.sess.ID, recs); err != nil {
		e.storeFailed(err)
		return
	}
	e.lastSeq = recs[len(recs)-1].Seq
}

// snapshot stores the turn's events and the session as of the last one.
func (e *Engine) snapshot() {
	if e.store == nil || e.storeErr != nil {
		return
	}
	e.flush()
	if e.storeErr != nil {
		return
	}
	if err := e.store.Snapshot(e.sess.ID, e.sess, e.lastSeq); err != nil {
		e.storeFailed(err)
	}
}

// storeFailed stops storing and says so once: losing the record of a
// conversation must not stop the conversation (R25).
func (e *Engine) storeFailed(err error) {
	if e.storeErr != nil {
		return
	}
	e.storeErr = err
	if len(e.sess.Messages) > 0 { // before Start, Start says it
		e.note(state.NoteInfo, "The session is no longer being saved: "+err.Error())
	}
}

func (e *Engine) userMessage(text string, masked bool) {
	m := state.Message{Role: state.RoleUser, Text: text, Masked: masked, Time: e.clock()}
	e.sess.Messages = append(e.sess.Messages, m)
	e.emit(MessageAdded{Message: m})
}

// Bounds on what one reply or note may hold, whatever produced it.
const (
	maxReplyRunes = 16 * 1024
	maxNoteRunes  = 1000
)

func (e *Engine) reply(agent, text string) {
	if text == "" {
		return
	}
	m := state.Message{Role: state.RoleAgent, Agent: agent, Text: Sanitize(agents.Clip(text, maxReplyRunes)), Time: e.clock()}
	e.sess.Messages = append(e.sess.Messages, m)
	e.emit(MessageAdded{Message: m})
}

func (e *Engine) note(kind state.NoteKind, text string) {
	n := state.Note{Kind: kind, Text: Sanitize(agents.Clip(text, maxNoteRunes)), Time: e.clock()}
	e.sess.Notes = append(e.sess.Notes, n)
	e.emit(NoteAdded{Note: n})
}

func (e *Engine) artifact(agent string, a state.Artifact) {
	a.Agent = agent
	a.Title, a.Body = Sanitize(a.Title), Sanitize(a.Body)
	if a.Time.IsZero() {
		a.Time = e.clock()
	}
	e.sess.Artifacts = append(e.sess.Artifacts, a)
	e.emit(ArtifactAdded{Artifact: a})
}

func (e *Engine) status() {
	e.emit(StatusChanged{Speaker: e.sess.Speaker, Stack: e.sess.Stack.Names()})
}

// menu is the capability list from the agents' metadata (R1).
func (e *Engine) menu() prompts.Menu {
	m := prompts.Menu{Greeting: e.domain.Greeting, Again: e.domain.Again, Closing: e.domain.Closing}
	if m.Again == "" {
		m.Again = "Is there anything else I can help you with?"
	}
	for _, a := range e.domain.Agents {
		if a.ExposeToUser {
			c := prompts.Capability{Intro: a.Intro, Needs: a.Needs()}
			if e.domain.ListNames {
				c.Name = a.Name
			}
			m.Items = append(m.Items, c)
		}
	}
	return m
}

func (e *Engine) welcome() string { return prompts.Welcome(e.menu()) }

// join puts reply parts together with one space, skipping empty ones.
func join(parts ...string) string {
	out := ""
	for _, p := range parts {
		if p == "" {
			continue
		}
		if out != "" {
			out += " "
		}
		out += p
	}
	return out
}
