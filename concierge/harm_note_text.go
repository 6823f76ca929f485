package concierge

// Harm is judged on what the user asks the product to do, not on the
// ordinary words of a note's text (R53; issue 24 round 10). "pin 1815,
// note: the exterminator comes to kill the rats" was refused: the
// classifier heard a PIN and "kill" in one line, where the user asks for
// a note whose text is everyday. When only the classifier (never R8's
// table) holds a line harmful and the line writes something down in a
// domain that keeps free text, the request and the note's text are judged
// apart: each passing alone, the line passes. Harm written into the note
// ("note: how to poison my neighbour's dog") still fails on its own.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// noteMarker is where a note's text begins inside a line: "note:",
// "memo -", "add a note saying", "note that", "remind me to".
var noteMarker = reading.Lazy(`(?i)\b(?:(?:add|write|make|take|leave|save|put|jot)\s+(?:down\s+)?(?:(?:a|the|this|my|new)\s+)?(?:note|memo|reminder|to[- ]?do)\s*(?:saying|that says|which says|that|reading|:|[-–—])|(?:note|memo|reminder|to[- ]?do|text|body)\s*(?::|[-–—]\s)|(?:note|jot down|write down|note down|remember|make a note)\s+(?:that|saying|down)\b|remind me (?:to|that|about)\b)\s*`)

// noteTextApart splits a line into what it asks and the note's text; ok is
// false when the line writes nothing down or the domain keeps no free text.
func (e *Engine) noteTextApart(text string) (ask, note string, ok bool) {
	if !e.keepsFreeText() {
		return "", "", false
	}
	loc := noteMarker.FindStringIndex(text)
	if loc == nil || strings.TrimSpace(text[loc[1]:]) == "" {
		return "", "", false
	}
	return text[:loc[1]], text[loc[1]:], true
}

// keepsFreeText reports an agent of the domain with a free text of any
// length (a note's text, a to-do).
func (e *Engine) keepsFreeText() bool {
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if a.Slots[i].Long {
				return true
			}
		}
	}
	return false
}

// harmlessApart reports a line the classifier held harmful whose request
// and note text each pass the whole check alone.
func (e *Engine) harmlessApart(text string) bool {
	ask, note, ok := e.noteTextApart(text)
	if !ok || e.reader == nil {
		return false
	}
	for _, part := range []string{ask, note} {
		if guard(part) != "" {
			return false
		}
		if _, bad := e.reader.Harm(part); bad {
			return false
		}
	}
	return true
}
