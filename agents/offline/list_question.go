package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// A question that asks what there is ("which notes have I got", "any
// notes saved?", "what's on my list") is said in words a router weighs
// little: "which", "have", "got" are no agent's own. When no agent's words
// won, it goes to the agent whose examples ask the same kind of question
// about the same thing ("what notes do I have", "list my notes").

// whatThereOpening opens a question about what there is.
var whatThereOpening = reading.Lazy(`(?i)^(?:(?:also|so|and|ok|okay|hey|um|then|now|please|pls|can you|could you)[,\s]+)*(?:what|which|whats|what's|show|list|any|do i have|have i got|got any|how many)\b`)

// askingWords open an example that asks what there is.
var askingWords = map[string]bool{"what": true, "which": true, "what's": true, "whats": true, "list": true, "show": true, "how": true}

// byListQuestion is the agent a "what is there" question goes to, nil
// when the message is no such question or no one agent asks it most.
func (o *Brain) byListQuestion(text string, among []*agents.Agent) *agents.Agent {
	if !whatThereOpening.MatchString(strings.TrimSpace(text)) {
		return nil
	}
	said := map[string]bool{}
	for _, t := range reading.Terms(text) {
		said[t] = true
	}
	var found *agents.Agent
	most, tie := 0, false
	for _, a := range among {
		n := 0
		for _, ex := range a.Examples {
			w := reading.Words(ex)
			if len(w) < 2 || !askingWords[w[0]] {
				continue
			}
			for _, t := range reading.Terms(strings.Join(w[1:], " ")) {
				if said[t] {
					n++ // "what notes do I have" asks about notes, as the message does
					break
				}
			}
		}
		switch {
		case n > most:
			found, most, tie = a, n, false
		case n == most && n > 0:
			tie = true
		}
	}
	if tie || most < 2 {
		return nil
	}
	return found
}

// ListQuestion is the agent whose examples ask what there is as the
// message does ("whats on my todo list" for the list of notes), nil when
// none or a tie: for the loop's rules at a prompt, which must not answer
// such a question as a request for the capability list (issue 24 round 9).
func (r *Router) ListQuestion(text string, among []*agents.Agent) *agents.Agent {
	return (&Brain{router: r, all: among}).byListQuestion(text, among)
}
