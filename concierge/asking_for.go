package concierge

// "…, asking for a colleague" (R50; issue 24 round 9): a clause that says
// for whom the user asks — a colleague, a friend, a client — names no
// value of the request. "where would a partner find the id, asking for a
// colleague" is one question, for a partner; the colleague word (an alias
// of "internal") made it two, and the second was the user's words said
// back with the value swapped ("where would a internal find the id"). The
// clause is dropped before the message is read, with a note.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// askingForSomeone is a clause that only says on whose behalf the user
// asks: "asking for a colleague", "for a friend", "my coworker wants to
// know".
var askingForSomeone = reading.Lazy(`(?i)^\W*(?:(?:and|but|btw|just|oh|ok|also|i'?m|im|i\s+am|this\s+is|its|it'?s)\s+)*(?:asking|checking|enquiring|inquiring|wondering|looking|askin)?\s*(?:for|on\s+behalf\s+of)\s+(?:a|an|my|our|the|one\s+of\s+my|some)\s+(?:\w+\s+)?(?:colleague|coworker|co-worker|workmate|mate|friend|teammate|team\s*mate|client|customer|boss|manager|staff\s+member|employee|partner|broker|someone|person|guy|lady|new\s+starter|newbie)s?\W*$` +
	`|^\W*(?:(?:and|but|btw|oh|also)\s+)*(?:my|a|our)\s+(?:\w+\s+)?(?:colleague|coworker|co-worker|workmate|mate|friend|teammate|boss|manager)\s+(?:asked|asked\s+me|wants\s+to\s+know|was\s+asking|is\s+asking|needs\s+to\s+know|wanted\s+to\s+know)\W*$`)

// forWhomBreak separates the clauses a for-whom aside stands in.
var forWhomBreak = reading.Lazy(`\s*(?:[,;?!()]|\.\s|\s-\s|\s–\s)\s*`)

// withoutAskingFor is the message without its for-whom clauses; the
// message itself when it holds none, or is nothing else.
func (e *Engine) withoutAskingFor(text string) string {
	if !strings.Contains(strings.ToLower(text), "for") && !strings.Contains(strings.ToLower(text), "ask") && !strings.Contains(strings.ToLower(text), "know") {
		return text
	}
	locs := forWhomBreak.FindAllStringIndex(text, -1)
	var kept strings.Builder
	dropped := ""
	from := 0
	for _, l := range append(locs, []int{len(text), len(text)}) {
		clause := text[from:l[0]]
		if askingForSomeone.MatchString(clause) {
			dropped = strings.TrimSpace(clause)
		} else {
			kept.WriteString(text[from:l[1]])
		}
		from = l[1]
	}
	rest := strings.TrimRight(strings.TrimSpace(kept.String()), " ,;-–")
	if dropped == "" || len(reading.Words(rest)) == 0 || e.takesText() {
		return text
	}
	if !askingVerb.MatchString(dropped) && !isQuestion(rest) && !unmarkedQuestion(rest) {
		return text // "call the broker, for a client" may be a note's own words
	}
	e.note(state.NoteRoute, "Not a value: \""+dropped+"\" says for whom the question is asked")
	return rest
}

// askingVerb marks the aside as about the asking itself.
var askingVerb = reading.Lazy(`(?i)\b(?:asking|askin|asked|wondering|enquiring|inquiring|checking|wants\s+to\s+know|needs\s+to\s+know|wanted\s+to\s+know)\b`)

// takesText reports a free-text value asked for (a note's words): what
// the user types there is kept whole.
func (e *Engine) takesText() bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	s := a.NextSlot(e.sess.WorkFor(a.Name).Slots)
	return s != nil && s.Long
}
