package concierge

// A request of another agent's said at an approval, with no "after" word
// (R50, R7; issue 24 round 7): "what's left to do", "show me my notes"
// while add_note waits is neither a yes, a no nor a question about the
// call. It is another agent's own request — its examples say so — and is
// queued for after the answer, said so ("After this I'll list the
// notes."), and the approval asked again; the yes or the no then runs the
// call or not, and the request after it. Where the waiting call reads
// such a request as its digression (the bank's "check my balance" at a
// transfer), that path still answers it at once.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// otherRequestAtApproval is the agent whose own request the message is,
// said at the approval of a's call; nil when it is none, or when it says
// a yes, a no, a cancel or a value of the call.
func (e *Engine) otherRequestAtApproval(a *agents.Agent, text string) *agents.Agent {
	if e.sess.Pending.Approval == nil || isCancel(text) || hasCancel(text) || isYes(text) || e.offTopicAtApproval(text) {
		return nil // "tell me a joke": no agent's request (bank28b_off_topic.go)
	}
	if _, no := rejection(text); no {
		return nil
	}
	if _, yes := leadingYes(text); yes {
		return nil
	}
	if b := e.saidAsExample(text); b != nil && b != a && b.ExposeToUser && len(e.valuesNamed(a, text)) == 0 {
		return b // "whats on my todo list": list_notes' own example, word for word
	}
	if b := e.routedRequestAtApproval(a, text); b != nil {
		return b
	}
	return e.askedInOwnWords(a, text) // "whats on my plate" (approval_request_read.go)
}

// routedRequestAtApproval is the agent the router takes the message for,
// when it is another agent's request said as one; nil when it is none.
func (e *Engine) routedRequestAtApproval(a *agents.Agent, text string) *agents.Agent {
	best, ok := e.router.Best(text, e.domain.Agents)
	tied := false
	if !ok {
		best, ok = e.askingOfTied(text) // "how many notes have i got": the list, not unlock
		tied = ok
	}
	if !ok || !best.Core || best.Agent == a || !best.Agent.ExposeToUser || len(best.Matched) < 2 && !opensLikeItsRequest(best.Agent, text) {
		return nil // one word in common is no request, unless said as one
	}
	if own := e.router.Score(text, []*agents.Agent{a}); !tied && len(own) > 0 && own[0].Score >= best.Score {
		return nil
	}
	if len(e.valuesNamed(a, text)) > 0 {
		return nil // "and make it 300": the call's own value
	}
	return best.Agent
}

// queueAtApproval queues the request for b after the approval that waits
// and asks the approval again.
func (e *Engine) queueAtApproval(t *turn, b *agents.Agent, text string) {
	ap := e.sess.Pending.Approval
	e.sess.Agenda.Request(e.requestFor(b, text)) // approval_request_read.go
	e.status()
	e.note(state.NoteContinuation, fmt.Sprintf("Queued %q for after the call that waits: %s's request, not an answer", text, b.Name))
	e.speak(t, agents.ConciergeName, join(e.afterThisPromise(b, text), prompts.ApprovalReminder(ap.Summary)))
	e.emit(ApprovalRequested{Approval: *ap}) // asked again: R41's guard afresh
}

// requestOpenings open a request for information: "what notes…",
// "show me…", "list…".
var requestOpenings = lazyWordSet(`what whats which show list how where can could do tell give`)

// opensLikeItsRequest reports a message that opens as the agent's own
// examples open, or as a request for information, after any hesitation:
// "what's left to do", "hmm what notes have i got", "show my to-dos".
func opensLikeItsRequest(b *agents.Agent, text string) bool {
	words := questionStart(text)
	if len(words) < 2 {
		return false
	}
	first := strings.ReplaceAll(words[0], "'", "")
	if requestOpenings()[first] {
		return true
	}
	for _, ex := range b.Examples {
		if f := reading.Words(ex); len(f) > 0 && strings.ReplaceAll(f[0], "'", "") == first {
			return true
		}
	}
	return false
}

// saidAsExample is the agent one of whose examples the message says word
// for word, hesitations, apostrophes and hyphens aside; nil when none.
func (e *Engine) saidAsExample(text string) *agents.Agent {
	said := strings.Join(questionStart(plainWords(text)), " ")
	if said == "" {
		return nil
	}
	for _, b := range e.domain.Agents {
		for _, ex := range b.Examples {
			if plainWords(ex) == said {
				return b
			}
		}
	}
	return nil
}

// plainWords is a line's words in lower case without apostrophes or
// hyphens: "What's on my to-do list?" is "whats on my todo list".
func plainWords(text string) string {
	return strings.Join(reading.Words(strings.NewReplacer("'", "", "’", "", "-", "").Replace(text)), " ")
}

// askingOfTied breaks a tie of the router's first agents for a message
// that opens as a request for information: the one tied agent whose own
// examples ask what there is ("what notes do I have") takes it.
func (e *Engine) askingOfTied(text string) (offline.Scored, bool) {
	words := questionStart(plainWords(text))
	if len(words) < 2 || !requestOpenings()[words[0]] {
		return offline.Scored{}, false
	}
	ranked := e.router.Score(text, e.domain.Agents)
	var found []offline.Scored
	for _, sc := range ranked {
		if !sc.Core || sc.Score <= 0 || sc.Score < ranked[0].Score {
			continue
		}
		for _, ex := range sc.Agent.Examples {
			if f := reading.Words(plainWords(ex)); len(f) > 1 && requestOpenings()[f[0]] && f[0] != "can" && f[0] != "do" {
				found = append(found, sc)
				break
			}
		}
	}
	if len(found) != 1 {
		return offline.Scored{}, false
	}
	return found[0], true
}
