package concierge

// A message at a choice question that is no choice (R25, R50; issue 24
// round 16). At "Please tell me if you are an internal employee or a
// partner of Suncorp." the tester's "hmm you know what, never mind, i'll
// ask my supervisor instead", "i want to say no to a claim", "the number
// is 34MN56", "its for a house" and "i'm just a customer" were each
// answered "I couldn't take … as the relationship", again and again. Before
// an answer is refused as none of the choices, what else it is decides:
//   - a cancel in other words, whatever follows it, ends the task;
//   - someone who is none of the choices ("just a customer") is told
//     plainly what this task can and cannot do for them, and it ends;
//   - another agent's request is routed there, the task in hand kept;
//   - another agent's values (a claim id, a topology) are kept as facts
//     for that agent, said back, and the question is asked again.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// cancelInOtherWords is a cancel said inside a longer message: "never
// mind", "forget it", "i'll ask my supervisor (instead)", "don't bother".
var cancelInOtherWords = reading.Lazy(`(?i)\b(?:never\s*mind|nevermind|nvm|forget\s+(?:it|that|this|about\s+it)|don'?t\s+(?:bother|worry\s+about\s+it)|(?:i'?ll|i\s+will|i'?m\s+going\s+to|gonna|let\s+me)\s+(?:just\s+)?(?:ask|check\s+with|call|phone|talk\s+to|speak\s+to)\s+(?:my|the|a|someone|somebody|him|her|them)\b|no\s+longer\s+need|don'?t\s+need\s+(?:it|this|that)\s+(?:any\s*more|now)|not\s+(?:needed|necessary)\s+any\s*more)`)

// noneOfThem is someone who says they are none of a choice question's
// roles: a customer, a policyholder, a member of the public, neither.
var noneOfThem = reading.Lazy(`(?i)\b(?:(?:i'?m|i\s+am|im|just)\s+(?:only\s+|just\s+)?(?:a|an|the)?\s*(?:customer|client|policy\s*holder|policyholder|member\s+of\s+the\s+public|insured|claimant|consumer|regular\s+person|normal\s+person)|neither(?:\s+of\s+(?:them|those))?|none\s+of\s+(?:them|those|the\s+above)|not\s+(?:an?\s+)?(?:employee|partner)\s+(?:or|nor)\s+(?:an?\s+)?(?:employee|partner)|i\s+(?:bought|have|hold|took\s+out)\s+(?:a|my|the)\s+policy)\b`)

// notAChoice is the step for a message at choice slot asked that is a
// cancel, a role none of the choices names, another agent's request or
// another agent's values; ok false leaves the refusal as it was.
func (e *Engine) notAChoice(t *turn, a *agents.Agent, text, asked string) (step, bool) {
	s := a.Slot(asked)
	if s == nil || s.Kind != agents.KindEnum {
		return step{}, false
	}
	if m := cancelInOtherWords.FindStringIndex(text); m != nil && !read(text[:m[0]]).Mentions(reading.Negation) {
		if other := e.routesTo(text[m[1]:]); other == nil || other == a || !e.requestOfItsOwn(text[m[1]:]) {
			e.note(state.NoteRoute, "Read as: cancel(all) — the message cancels; what follows it asks nothing here")
			return abandonStep(""), true
		}
	}
	if noneOfThem.MatchString(text) {
		e.note(state.NoteRoute, "Read as: cannot_handle — none of the choices for the "+s.LabelOrName())
		t.say(noneOfTheRoles(a, s))
		return abandonStep(""), true
	}
	if other := e.routesTo(text); other != nil && other != a && e.requestOfItsOwn(text) {
		return digressStep(a, text, "another agent's request at the question for the "+s.LabelOrName()), true
	}
	if other := e.readTaskAgent(text); other != nil && other != a && !e.sess.Agenda.Holds(other.Name) && !namesAskedSlot(s, text) && !givesFactsOnly(other, text) {
		// "i want to say no to a claim": no router word, but the reader
		// reads the letter's task in it
		e.note(state.NoteRoute, fmt.Sprintf("%s passed the message on: the offline reader read it as %s's task", a.Name, other.Name))
		return step{move: moveSwitch, agent: a, text: text, route: agents.Route{Agent: other.Name, Reason: "the offline reader read the message as its task"}}, true
	}
	if said, owner := e.keepOthersFacts(a, text); owner != nil {
		t.say(prompts.KeptForLater(strings.Join(said, " and "), owner.TaskPhrase()))
		return advanceStep(a), true
	}
	return step{}, false
}

// noneOfTheRoles says that task a is only for the roles slot s names
// (as its question names them: "… if you are an internal employee or a
// partner of Suncorp."), and that nothing here says how it goes
// for anyone else: no advice is made up beyond the domain's text.
func noneOfTheRoles(a *agents.Agent, s *agents.Slot) string {
	roles := ""
	if i := strings.Index(strings.ToLower(s.Question), "if you are "); i >= 0 {
		roles = strings.TrimRight(s.Question[i+len("if you are "):], " .?!")
	}
	if roles == "" {
		var names []string
		for _, c := range s.Choices {
			names = append(names, c.Value)
		}
		roles = strings.Join(names, " or ")
	}
	return fmt.Sprintf("Here I can only %s for %s, and nothing I have says how it goes for anyone else. "+
		"The documents you were sent, or whoever you deal with for it, would know.", a.TaskPhrase(), roles)
}

// keepOthersFacts keeps the values text gives for other agents' slots
// that are facts (an id, a choice), when every one checks out; it
// returns them and the agent they are for.
func (e *Engine) keepOthersFacts(speaker *agents.Agent, text string) ([]string, *agents.Agent) {
	for _, o := range e.domain.Agents {
		if o == speaker {
			continue
		}
		given := agents.Extract(o, text, "")
		vals, facts := map[string]string{}, map[string]string{}
		var said []string
		for _, s := range o.Slots {
			raw, ok := given[s.Name]
			if !ok || s.Fact == "" || s.Kind == agents.KindText || s.Kind == agents.KindSecret {
				continue
			}
			v, err := s.Normalize(raw, e.pinnedFacts(o))
			if err != nil {
				return nil, nil
			}
			vals[s.Name], facts[s.Fact] = v, v
			said = append(said, v)
		}
		if len(said) == 0 {
			continue
		}
		// kept where the agent reads its values when its task starts
		// (the facts are not asked again only for slots it remembers)
		w := e.sess.WorkFor(o.Name)
		for k, v := range vals {
			w.Slots[k] = v
		}
		for k, v := range facts {
			e.sess.Facts[k] = v
		}
		e.note(state.NoteProgress, fmt.Sprintf("Kept %s for %s", strings.Join(said, " and "), o.Name))
		return said, o
	}
	return nil, nil
}

// readTaskAgent is the agent whose task the reader reads, fairly sure, in
// text said where nothing is asked; nil when none.
func (e *Engine) readTaskAgent(text string) *agents.Agent {
	if !e.readAsTask(text) {
		return nil
	}
	rd := e.reader.Read(text, understand.Moment{Facts: agents.Facts(e.sess.Facts)})
	return e.domain.Agent(rd.Commands[0].Agent)
}

// namesAskedSlot reports a message that names the slot asked by a word of
// its name or label ("the topology is fire" at the crime topology
// question): an answer to that question, however wrong, never another
// agent's task that the reader guessed at (issue 24, acts20).
func namesAskedSlot(s *agents.Slot, text string) bool {
	said := map[string]bool{}
	for _, w := range reading.Words(text) {
		said[w] = true
	}
	for _, w := range append(reading.Words(strings.ReplaceAll(s.Name, "_", " ")), reading.Words(s.LabelOrName())...) {
		if len(w) >= 4 && said[w] {
			return true
		}
	}
	return false
}

// givesFactsOnly reports a message that gives other's remembered values
// (a topology, a claim id) with no words of a request ("its for a
// house"): the values are kept for other, the question asked again; the
// reader's lean to other's task from those values alone moves nothing
// (issue 24, acts20).
func givesFactsOnly(other *agents.Agent, text string) bool {
	for name := range agents.Extract(other, text, "") {
		if sl := other.Slot(name); sl != nil && sl.Fact != "" && sl.Kind != agents.KindText && sl.Kind != agents.KindSecret {
			return !requestWords.MatchString(text)
		}
	}
	return false
}

// requestWords are the words that ask for a task to be done.
var requestWords = reading.Lazy(`(?i)\b(?:want|need|write|draft|make|do|start|help|letter|decline|declin\w*|find|get|give|send|say\s+no|turn\s+down|reject)\b`)
