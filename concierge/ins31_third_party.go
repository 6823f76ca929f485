package concierge

// A question asked for someone else (issue 24, ins31): "my colleague sarah
// from the partner bodyshop keeps asking where the claim ID is shown" got
// two answers, internal then partner, since "colleague" is a word for an
// internal employee; "my coworker at the partner garage asked …" after "im
// internal" got the internal answer, from the user's own relationship
// remembered; and the partner answered for the coworker was remembered as
// the user's own. Asked for another person ("my colleague at the partner
// garage", "a customer of ours", "my mate who's a Suncorp customer"), a
// remembered slot about the user (the relationship) is that person's:
// the word that says who they are to the user ("my colleague") names no
// choice, the choice said of them is answered once, for them, and it is
// neither taken from nor kept as the user's own. Two choices said of
// them are asked about once.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// someoneElse is another person named by who they are to the user: "my
// colleague", "a customer of ours", "my mate", "one of our clients".
var someoneElse = reading.Lazy(`(?i)\b(?:my|our|a|an|one\s+of\s+(?:my|our|the)|this|his|her|their)\s+(?:(?:new|old|fellow|good|best|close|work|senior|junior)\s+)?(?:colleagues?|co-?workers?|workmates?|work\s+mates?|mates?|friends?|buddy|buddies|pal|boss|manager|supervisor|team\s?mates?|neighbou?rs?|brother|sister|mum|mom|dad|cousin|clients?|customers?|contacts?|guy|bloke|lady|relative|uncle|aunt|wife|husband|son|daughter|grandson|granddaughter|offsider)\b|\b(?:someone|somebody)\b`)

// askedForThem says the question is the other person's: they ask it, it
// is about their claim, or it is asked for them.
var askedForThem = reading.Lazy(`(?i)\b(?:keeps?\s+(?:on\s+)?asking|kept\s+asking|(?:is|was|were|are|been)\s+asking|asked(?:\s+me)?|asks(?:\s+me)?|wants?\s+to\s+know|wanted\s+to\s+know|needs?\s+to\s+know|wondering|wonders|(?:for|to)\s+(?:him|her|them)|asking\s+for\s+(?:a|my|our|him|her|them)|on\s+(?:behalf|behalf\s+of)|(?:where|how)\s+(?:does|do|can|could|would|should|will)\s+(?:he|she|they)|(?:his|her|their)\s+(?:claim|id|number|claim\s+id|claim\s+number))\b`)

// forSomeoneElse reports a message that asks for another person.
func forSomeoneElse(text string) bool {
	return someoneElse.MatchString(text) && askedForThem.MatchString(text)
}

// rememberedOfUser reports a slot that holds something about the user,
// remembered for the session (the relationship with the company).
func rememberedOfUser(s *agents.Slot) bool {
	return s.Kind == agents.KindEnum && s.Remember && s.Fact != ""
}

// theirChoices are the choices of s text says of the other person: every
// choice named, but a word of the person's own naming ("colleague" in "my
// colleague").
func theirChoices(s *agents.Slot, text string) []string {
	lower := strings.ToLower(text)
	spans := someoneElse.FindAllStringIndex(lower, -1)
	var out []string
	seen := map[string]bool{}
	for _, m := range choiceMentions(s, lower) {
		inside := false
		for _, sp := range spans {
			inside = inside || m.at >= sp[0] && m.end <= sp[1]
		}
		if !inside && !seen[m.value] && !onlyDenied(s, m.value, lower) {
			seen[m.value] = true
			out = append(out, m.value)
		}
	}
	return out
}

// takeTheirs fills a slot about the user, in a message asked for someone
// else, with the one choice said of that person, and marks the task as
// answered for them; with two said, none is taken and the question is
// asked. It reports whether it settled the slot either way.
func (e *Engine) takeTheirs(a *agents.Agent, in *agents.Interpretation, problems map[string]error, text string) bool {
	if !forSomeoneElse(text) {
		return false
	}
	w := e.sess.WorkFor(a.Name)
	for i := range a.Slots {
		s := &a.Slots[i]
		if !rememberedOfUser(s) {
			continue
		}
		w.Memory[agents.ForSomeoneElseMemory] = "yes"
		theirs := theirChoices(s, text)
		if len(theirs) == 0 {
			continue // "my colleague wants to know": read as before
		}
		if in.Slots == nil {
			in.Slots = map[string]string{}
		}
		if len(theirs) > 1 {
			delete(in.Slots, s.Name) // which one they are, asked once
			delete(w.Slots, s.Name)
			return true
		}
		in.Slots[s.Name] = theirs[0]
		delete(problems, s.Name)
		return true
	}
	return false
}
