package concierge

// The source a new request names in other words than a cue (issue 24,
// round 19): after a declined transfer from Checking, "send 200 to 1234324
// from savigns so she wont share my pictures", "… using savings", "…
// (savings)" or "savings -> 1234324, 200" were proposed from Checking, the
// account checked for the declined one, because only "from savings" said
// exactly was heard as a source. The same request as a first message was
// proposed from Savings: the balance agent reads its account from the
// whole request. A request that is the agent's own is read here as that
// agent would read it; the account it finds is the source, unless it is
// where the money goes ("to my savings").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// sourceSaidOver is sourceNamedOver for a choice said without its cue
// (misspelt, or after "using", "with", "via", in brackets): the value the
// requirement's agent extracts from the request, when it is not the
// request's destination, and another choice is pinned.
func (e *Engine) sourceSaidOver(a *agents.Agent, text string) (agents.Requirement, string, bool) {
	if len(a.Pins) == 0 || strings.TrimSpace(text) == "" {
		return agents.Requirement{}, "", false
	}
	pinned := e.pinnedFacts(a)
	r, named, held, ok := e.otherChoiceSaid(a, text, func(pin string) string { return pinned[pin] })
	if !ok {
		return agents.Requirement{}, "", false
	}
	return r, sourceNamedNote(named, r.Need, held), true
}

// otherChoiceSaid is the choice a requirement's agent reads in text, not
// as the destination nor after a negation, when a pin of a holds another
// choice of the same slot (held gives a pin's value): the requirement,
// the choice named and the one held. It serves a new request
// (sourceSaidOver) and a source said after a decline (sourceAfterDecline).
func (e *Engine) otherChoiceSaid(a *agents.Agent, text string, held func(pin string) string) (agents.Requirement, string, string, bool) {
	for _, r := range a.Requires {
		by := e.domain.Agent(r.By)
		if by == nil || by == a {
			continue
		}
		said := agents.Extract(by, text, "")
		for _, s := range by.Slots {
			if s.Kind != agents.KindEnum || said[s.Name] == "" {
				continue
			}
			named, err := s.Normalize(said[s.Name], nil)
			if err != nil || !isChoiceOf(s, named) || e.namedAsDestination(a, s, text, named) || choiceDenied(s, text, named) {
				continue
			}
			for _, f := range a.Pins {
				if h := held(f); h != "" && !strings.EqualFold(h, named) && isChoiceOf(s, h) {
					return r, named, h, true
				}
			}
		}
	}
	return agents.Requirement{}, "", "", false
}

// namedAsDestination reports a choice the request names as where the money
// goes: a's own reading of the text gives a slot other than the source a
// value that names the choice ("send 200 to my savings").
func (e *Engine) namedAsDestination(a *agents.Agent, s agents.Slot, text, named string) bool {
	for slot, v := range agents.Extract(a, text, "") {
		own := a.Slot(slot)
		if own == nil || own.Kind == agents.KindEnum && own.Name == s.Name {
			continue
		}
		if c, err := s.Normalize(v, nil); err == nil && strings.EqualFold(c, named) {
			return true
		}
		for _, w := range strings.Fields(strings.ToLower(v)) {
			if c, err := s.Normalize(w, nil); err == nil && strings.EqualFold(c, named) {
				return true
			}
		}
	}
	return false
}

// namesOtherSource reports a message that names another source than the
// one a's call was pinned to, with its cue or without.
func (e *Engine) namesOtherSource(a *agents.Agent, text string) bool {
	if _, _, ok := e.sourceNamedOver(a, text); ok {
		return true
	}
	_, _, ok := e.sourceSaidOver(a, text)
	return ok
}

// choiceDenied reports a word of the text that names the choice after a
// negation: "not from savings", "don't take it from savings".
func choiceDenied(s agents.Slot, text, named string) bool {
	lower := strings.ToLower(text)
	for _, loc := range wordSpans.FindAllStringIndex(lower, -1) {
		if c, err := s.Normalize(lower[loc[0]:loc[1]], nil); err == nil && strings.EqualFold(c, named) && deniedBefore(lower[:loc[0]]) {
			return true
		}
	}
	return false
}

// wordSpans are a text's words.
var wordSpans = reading.Lazy(`[a-z][a-z']*`)
