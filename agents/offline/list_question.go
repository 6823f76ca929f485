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
var whatThereOpening = reading.Lazy(`(?i)^(?:(?:also|so|and|ok|okay|hey|um|then|now|please|pls|can you|could you)[,\s]+)*(?:what|wat|wats|which|whats|what's|show|list|any|do i have|have i got|got any|how many)\b`)

// askingWords open an example that asks what there is.
var askingWords = map[string]bool{"what": true, "which": true, "what's": true, "whats": true, "list": true, "show": true, "how": true}

// byListQuestion is the agent a "what is there" question goes to, nil
// when the message is no such question or no one agent asks it most.
func (o *Brain) byListQuestion(text string, among []*agents.Agent) *agents.Agent {
	text = withoutAskLead(text) // "tell me what todos i got" (list_ask_lead.go)
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

// A question about what there is never adds (issue 24, notes24): "any
// to-dos left?", "which to-dos are still open" matched the to-do adder's
// words ("add todos") and started it, asking "What is there to do?" or
// adding "do i have". When the agent the words chose changes data, takes
// no value from the message and none of its verbs is said, and the
// message asks what there is, the agent that lists those things takes it.

// aboutWhatThere opens a question about what there is, in more forms than
// whatThereOpening: "are there", "is there", "do i still have", "wat".
var aboutWhatThere = reading.Lazy(`(?i)^(?:(?:also|so|and|ok|okay|hey|um|uh|then|now|please|pls|can you|could you|btw)[,\s]+)*(?:what|wat|wats|which|whats|what's|show|list|any|anything|do (?:i|we|u|you) (?:still )?(?:have|got)|have (?:i|we) (?:still )?got|got any|how many|how much|are there|is there|r there)\b`)

// askedNotAdded is the agent that lists what the message asks about when
// best would change data with none of its own verbs said; nil otherwise.
func (o *Brain) askedNotAdded(text string, among []*agents.Agent, best Scored) *agents.Agent {
	a := best.Agent
	text = withoutAskLead(text) // "remind me what todos i got": no to-do to add (list_ask_lead.go)
	if a == nil || !changesData(a) || len(a.Slots) == 0 || !aboutWhatThere.MatchString(strings.TrimSpace(text)) {
		return nil
	}
	if len(agents.Extract(a, text, "")) > 0 {
		return nil
	}
	said := map[string]bool{}
	for _, w := range reading.Words(text) {
		said[w] = true
	}
	for _, ex := range a.Examples {
		if w := reading.Words(ex); len(w) > 0 && said[w[0]] && !askingWords[w[0]] {
			return nil // "add todos": the adder's own verb
		}
	}
	terms := squashedTerms(text)
	var found *agents.Agent
	most, tie := 0, false
	for _, l := range among {
		if l == a || changesData(l) || len(l.Slots) > 0 {
			continue
		}
		n := 0
		for _, ex := range l.Examples {
			for t := range squashedTerms(ex) {
				if terms[t] {
					n++
					break
				}
			}
		}
		switch {
		case n > most:
			found, most, tie = l, n, false
		case n == most && n > 0:
			tie = true
		}
	}
	if tie {
		return nil
	}
	return found
}

// squashedTerms are a text's terms with its hyphens dropped as well as
// kept: "to-dos" is "todo" too.
func squashedTerms(text string) map[string]bool {
	out := map[string]bool{}
	for _, t := range reading.Terms(text) {
		out[t] = true
	}
	for _, t := range reading.Terms(strings.ReplaceAll(text, "-", "")) {
		out[t] = true
	}
	return out
}

// ListAsked is the agent that lists what a question about what there is
// asks for ("which to-dos are still open"): ListQuestion's, else the
// lister askedNotAdded finds where the words chose an agent that changes
// data; nil when none. For the loop's rules that answer questions, which
// must leave such a question to the list.
func (r *Router) ListAsked(text string, among []*agents.Agent) *agents.Agent {
	o := &Brain{router: r, all: among}
	if l := o.byListQuestion(text, among); l != nil {
		return l
	}
	if best, ok := r.Best(text, among); ok {
		return o.askedNotAdded(text, among, best)
	}
	return nil
}

// A kind of things named alone (issue 24, notes24): "work stuff", "my
// shopping stuff", "any work notes" name what to list, not a note to
// read nor a statement to keep: the one agent that lists (no slots,
// changes nothing, its examples ask what there is) takes it, and the
// words before the kind narrow its list.

// kindLead are the words that may open a kind named alone.
func kindLead(w string) bool {
	switch w {
	case "my", "the", "all", "any", "some", "our", "show", "me", "see", "pls", "please", "plz", "just", "only", "what", "whats", "what's", "about":
		return true
	}
	return false
}

// byKindNamed is the lister a message naming a kind of things alone goes
// to, nil when it is no such message or no one agent lists.
func (o *Brain) byKindNamed(text string, among []*agents.Agent) *agents.Agent {
	w := reading.Words(text)
	for len(w) > 0 && kindLead(w[0]) {
		w = w[1:]
	}
	if len(w) < 2 || len(w) > 4 {
		return nil
	}
	var lister *agents.Agent
	for _, a := range among {
		if changesData(a) || len(a.Slots) > 0 || !a.ExposeToUser {
			continue
		}
		asks := false
		for _, ex := range a.Examples {
			if f := reading.Words(ex); len(f) > 1 && askingWords[f[0]] {
				asks = true
			}
		}
		if !asks {
			continue
		}
		if lister != nil {
			return nil
		}
		lister = a
	}
	if lister == nil {
		return nil
	}
	last := w[len(w)-1]
	if kindWord(last) && last != "items" {
		return lister
	}
	for _, ex := range lister.Examples {
		for _, x := range reading.Words(ex) {
			if len(x) > 3 && x == last && strings.HasSuffix(x, "s") {
				return lister // "work notes": the list's own plural
			}
		}
	}
	return nil
}

// KindNamed is byKindNamed for the loop's rules that would otherwise keep
// the message as a note ("my shopping stuff").
func (r *Router) KindNamed(text string, among []*agents.Agent) *agents.Agent {
	return (&Brain{router: r, all: among}).byKindNamed(text, among)
}
