package concierge

// A request for information said in everyday words at an approval (R50,
// R7; issue 24 round 8): "what have i got on", "whats on my plate", "what
// do i need to do" while add_note waits share no word with list_notes'
// examples that the router counts, so the approval answered "I don't know
// that" and reminded of the yes or no. The offline reader (trained on the
// agents' examples) and the examples' own words say whose request it is:
// the one agent that answers what there is, whose examples ask so.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// askedInOwnWords is the agent that answers what there is whose request
// the message is, read by the reader or by its examples' words; nil when
// it is none, or the message asks about the call that waits.
func (e *Engine) askedInOwnWords(a *agents.Agent, text string) *agents.Agent {
	words := questionStart(plainWords(text))
	if len(words) < 3 || !requestOpenings()[words[0]] && !infoOpenings()[words[0]] || e.reader == nil {
		return nil // "what do i need to do" asks; "the title is wrong" does not
	}
	if len(e.valuesNamed(a, text)) > 0 || e.namesSlotOf(a, text) || slices.ContainsFunc(words, func(w string) bool { return outcomeWords()[w] }) {
		return nil // "whats the title", "how much will i have left after that": about the call that waits
	}
	askers := e.infoAgents(a)
	if len(askers) == 0 {
		return nil
	}
	rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	if len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdStartTask {
		if i := slices.IndexFunc(askers, func(b *agents.Agent) bool { return b.Name == rd.Commands[0].Agent }); i >= 0 {
			return askers[i] // the reader, as if nothing waited
		}
	}
	var shared []*agents.Agent
	said := termSet(joinToDo(strings.Join(words, " ")))
	for _, b := range askers {
		for _, ex := range b.Examples {
			if sharesTerm(said, termSet(joinToDo(plainWords(ex)))) {
				shared = append(shared, b)
				break
			}
		}
	}
	if len(shared) != 1 {
		return nil
	}
	return shared[0] // "what do i need to do": list_notes' "what's left to do"
}

// outcomeWords speak of what the call that waits will do or leave: a
// question with them is about the call, not a request of its own.
var outcomeWords = lazyWordSet(`will would wll gonna going after afterwards once if then`)

// infoOpenings open a request for what there is that requestOpenings
// does not hold: "anything left to do", "any notes", "got anything on".
var infoOpenings = lazyWordSet(`anything any have got is are`)

// infoAgents are the agents other than a, shown to the user, one of whose
// examples asks what there is ("what notes do I have", "show all notes").
func (e *Engine) infoAgents(a *agents.Agent) []*agents.Agent {
	var out []*agents.Agent
	for _, b := range e.domain.Agents {
		if b == a || !b.ExposeToUser {
			continue
		}
		for _, ex := range b.Examples {
			if f := reading.Words(plainWords(ex)); len(f) > 1 && (f[0] == "what" || f[0] == "whats" || f[0] == "list" || f[0] == "show") {
				out = append(out, b)
				break
			}
		}
	}
	return out
}

// namesSlotOf reports a message naming one of a's slots ("whats the
// title"): a question about the call, not another request.
func (e *Engine) namesSlotOf(a *agents.Agent, text string) bool {
	said := termSet(text)
	for i := range a.Slots {
		s := &a.Slots[i]
		if sharesTerm(said, termSet(s.Name+" "+s.LabelOrName())) {
			return true
		}
	}
	return false
}

// joinToDo writes "to do" and "to-do" as the one word "todo": "what do i
// need to do" and "what's left to do" say the same thing.
func joinToDo(s string) string {
	s = " " + strings.ReplaceAll(strings.ToLower(s), "to-do", "todo") + " "
	return strings.ReplaceAll(s, " to do ", " todo ")
}

// termSet is the set of a text's content terms.
func termSet(s string) map[string]bool {
	out := map[string]bool{}
	for _, t := range reading.Terms(s) {
		out[t] = true
	}
	return out
}

// sharesTerm reports a term both sets hold.
func sharesTerm(a, b map[string]bool) bool {
	for t := range a {
		if b[t] {
			return true
		}
	}
	return false
}

// requestFor is the request queued for b: the user's words when they
// will be read as b's request once the approval is answered, else b's
// own first example ("what do i need to do" reads as a request for help
// at no question; "list my notes" is list_notes').
func (e *Engine) requestFor(b *agents.Agent, text string) string {
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core && best.Agent == b || len(b.Examples) == 0 {
		return text
	}
	if e.reader != nil {
		rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
		if rd.Sure && len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdStartTask && rd.Commands[0].Agent == b.Name {
			return text
		}
	}
	return b.Examples[0]
}
