package concierge

// The source of a task that waits, said at the sign-in (issue 24, bank30):
// "MOVE 200 BUCKS", then "from savings to 1234324" at "What is your
// username?". The destination is the transfer's own slot; the account the
// money leaves is the choice of the balance check the transfer needs
// (its requirement's agent), which reads the transfer's words when it
// starts. It is kept in those words, so that after the sign-in the
// summary has every value said, and the source is never asked again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// sourceKey is where waitingValues hands the kept source to
// keepWaitingValues: no slot of the waiting task has this name.
const sourceKey = "\x00source"

// waitingSource is the choice of a's requirement's agent that text names
// with one of that slot's cues ("from savings", "out of my checking"), or
// as the whole message, and that a's task words and its work do not hold
// yet, as the choice's own name; "" when there is none or when the value
// is one a's own slots take ("to my savings" is the destination). left is
// text without the source and its cue ("120" of "120 out of savings").
func (e *Engine) waitingSource(a *agents.Agent, taskText, text string, own map[string]string) (source, left string) {
	rest := text
	for _, raw := range own {
		if i := strings.Index(strings.ToLower(rest), strings.ToLower(raw)); i >= 0 && raw != "" {
			rest = rest[:i] + " " + rest[i+len(raw):]
		}
	}
	for _, r := range a.Requires {
		by := e.domain.Agent(r.By)
		if by == nil || by == a || r.Ask == "" || by.Name == e.sess.Speaker {
			continue // only a requirement that asks a choice for this task, and not already asking it
		}
		held := agents.Extract(by, taskText, "")
		inWork := map[string]string{}
		if w := e.sess.Work[by.Name]; w != nil {
			inWork = w.Slots // read only: no work is made for it here
		}
		for i := range by.Slots {
			s := &by.Slots[i]
			if s.Kind != agents.KindEnum || held[s.Name] != "" || inWork[s.Name] != "" {
				continue
			}
			raw, ok := agents.Extract(by, rest, s.Name)[s.Name]
			if !ok {
				continue
			}
			whole := strings.EqualFold(strings.Trim(strings.TrimSpace(text), ".!"), raw)
			from, end, cued := cuedBy(s, rest, raw)
			if !whole && !cued {
				continue
			}
			if v, err := s.Normalize(raw, e.pinnedFacts(by)); err == nil {
				if whole {
					return v, ""
				}
				return v, strings.TrimSpace(rest[:from] + " " + rest[end:])
			}
		}
	}
	return "", ""
}

// cuedBy reports raw said right after one of s's cues in text ("from
// savings", "out of my checking"), and the span from the cue to the end of
// raw; "savings" inside other words names no source (a message that is
// only the choice is one, waitingSource).
func cuedBy(s *agents.Slot, text, raw string) (from, end int, ok bool) {
	low := strings.ToLower(text)
	i := strings.Index(low, strings.ToLower(raw))
	if i < 0 {
		return 0, 0, false
	}
	head := strings.TrimRight(low[:i], " ")
	for _, c := range s.Cues {
		if strings.HasSuffix(head, " "+c) || head == c {
			return len(head) - len(c), i + len(raw), true
		}
	}
	return 0, 0, false
}

// givesWaitingValues reports text giving a value of a precise kind (an
// amount, an id) or a cued source to a task that waits on the agenda:
// "450 from checking to 7654321" at the username question is the waiting
// transfer's, never a username and a password typed with a request. It
// only reads.
func (e *Engine) givesWaitingValues(text string) bool {
	for _, task := range e.sess.Agenda {
		a := e.domain.Agent(task.Agent)
		if !task.IsTask() || a == nil {
			continue
		}
		said := agents.Extract(a, text, "")
		for name, raw := range said {
			s := a.Slot(name)
			if s == nil || s.Kind == agents.KindText || s.Kind == agents.KindSecret || s.Kind == agents.KindEnum {
				continue
			}
			if _, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil {
				return true
			}
		}
		if src, _ := e.waitingSource(a, task.Text, text, said); src != "" {
			return true
		}
	}
	return false
}

// keepWaitingSourceAlone keeps a message that is only a source's choice
// ("savings", "Checking.") for the task waiting on the agenda whose
// requirement asks it, at asking's question; nil when it is no such
// message.
func (e *Engine) keepWaitingSourceAlone(asking *agents.Agent, text string) (*agents.Agent, []string) {
	for _, task := range e.sess.Agenda {
		a := e.domain.Agent(task.Agent)
		if !task.IsTask() || a == nil || a == asking {
			continue
		}
		if src, _ := e.waitingSource(a, task.Text, text, nil); src != "" && !strings.Contains(strings.TrimSpace(text), " ") {
			return e.keepWaitingValues(text, asking)
		}
	}
	return nil, nil
}
