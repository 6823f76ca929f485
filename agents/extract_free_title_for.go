package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A note's subject said with "for" in front of its text (round 32's 04
// and 10): "write down for book club that we meet at 7", "new note for
// the party, bring 12 cupcakes", "note for the dentist: tuesday 3pm". The
// few words after "for" name the note; what follows "that", a comma, a
// colon or a dash is its text. The framing words are neither: a note
// saying "for book club that we meet at 7" keeps what the user never
// meant as its words, and the title is asked again though it was said.

// forFrame is a text that opens with "for <subject>" and a break.
var forFrame = reading.Lazy(`(?i)^for\s+(?:(?:the|my|our|a|an)\s+)?([^,.:;!?"]{1,40}?)(?:\s*[,:;]|\s+[-–—]|\s+that)\s+(\S.*)$`)

// forTitle is a title said as "for <subject>": "for the dentist".
var forTitle = reading.Lazy(`(?i)^for\s+(?:(?:the|my|our|a|an)\s+)?(\S.*)$`)

// notASubject are the words after "for" that say who or when the note is
// kept for, never what it is about: "note for me: …", "for now, …".
var notASubject = map[string]bool{"me": true, "myself": true, "you": true, "u": true, "us": true, "sure": true,
	"real": true, "record": true, "now": true, "once": true, "ever": true, "example": true, "instance": true,
	"some reason": true, "a while": true, "the record": true, "what its worth": true, "what it's worth": true}

// titleForFrame splits a text said as "for X that Y" into the title X and
// the text Y, and drops the "for" of a title said as "for X", when the
// title was not asked and not given otherwise.
func (x *extraction) titleForFrame(free []*Slot, out map[string]string, asked string) {
	var title, long *Slot
	for _, s := range free {
		switch {
		case s.Long && long == nil:
			long = s
		case !s.Long && s.titled() && title == nil:
			title = s
		}
	}
	if title == nil || title.Name == asked {
		return
	}
	subject := func(v string) bool {
		n := len(strings.Fields(v))
		return n > 0 && n <= 4 && aValue(v) && !notASubject[strings.ToLower(v)] && !placeholder[strings.ToLower(v)]
	}
	if t := out[title.Name]; t != "" {
		if m := forTitle.FindStringSubmatch(t); m != nil && subject(m[1]) {
			out[title.Name] = trimValue(m[1]) // "note for the dentist: tuesday 3pm"
		}
		return
	}
	if long == nil || long.Name == asked || out[long.Name] == "" {
		return
	}
	m := forFrame.FindStringSubmatch(out[long.Name])
	if m == nil || !subject(m[1]) || !aValue(m[2]) {
		return
	}
	out[title.Name] = trimValue(m[1])
	out[long.Name] = trimValue(m[2])
}
