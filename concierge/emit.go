package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// The few places where the session grows: each appends and emits, so the
// transcript and the event stream can never disagree.

// emit queues the event for the store, then hands it to the front end.
// The user's message is written at once, synced, before its turn runs, so
// it is on disk before anything can go wrong (R22); the rest of a turn is
// written at its end (saving.go).
func (e *Engine) emit(ev Event) {
	if e.sv.store != nil {
		if kind, data, ok := EncodeEvent(ev); ok {
			e.sv.unsaved = append(e.sv.unsaved, state.Record{Kind: kind, Data: data, Time: e.clock()})
			if m, user := ev.(MessageAdded); user && m.Message.Role == state.RoleUser {
				e.flush(false)
			}
		}
	}
	e.sink(ev)
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
	m := state.Message{Role: state.RoleAgent, Agent: agent, Text: Sanitize(reading.Clip(e.hidden(text), maxReplyRunes)), Time: e.clock()}
	e.sess.Messages = append(e.sess.Messages, m)
	e.emit(MessageAdded{Message: m})
}

func (e *Engine) note(kind state.NoteKind, text string) {
	n := state.Note{Kind: kind, Text: Sanitize(reading.Clip(e.hidden(text), maxNoteRunes)), Time: e.clock()}
	if e.heldNotes != nil {
		*e.heldNotes = append(*e.heldNotes, n) // own_money_route.go
		return
	}
	e.sess.Notes = append(e.sess.Notes, n)
	e.emit(NoteAdded{Note: n})
}

func (e *Engine) artifact(agent string, a state.Artifact) {
	a.Agent = agent
	a.Title, a.Body = Sanitize(e.hidden(a.Title)), Sanitize(e.hidden(a.Body))
	if a.Time.IsZero() {
		a.Time = e.clock()
	}
	e.sess.Artifacts = append(e.sess.Artifacts, a)
	e.emit(ArtifactAdded{Artifact: a})
}

func (e *Engine) status() {
	e.emit(StatusChanged{Speaker: e.sess.Speaker, Stack: e.sess.Stack().Names(), Queued: e.sess.Agenda.Requests()})
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
	if len(e.domain.SignedOut) > 0 && len(m.Items) > 0 {
		// where one can sign out, the list says how (issue 24, bank31:
		// "how do u logout" was not understood, and the list never said)
		m.Items = append(m.Items, prompts.Capability{Intro: prompts.LogoutCapability})
	}
	return m
}

func (e *Engine) welcome() string { return prompts.Welcome(e.menu()) }

// anythingElse is the concierge's word when nothing is left to do (R7):
// the capability list the first time in a session, then only how to see
// it again (R56) — a list said after every task buries the answer above it.
func (e *Engine) anythingElse() string {
	m := e.menu()
	for _, msg := range e.sess.Messages {
		if msg.Agent == agents.ConciergeName && strings.Contains(msg.Text, m.Again) { // also after "OK, I did not do it." before it
			return prompts.AnythingElseShort(m)
		}
	}
	return prompts.AnythingElse(m)
}

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
