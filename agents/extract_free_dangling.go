package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A text's marker that ends the message (issue 24 round 15): "write a note
// 'tv' that says", `make a note "gym" saying...`. The user stopped before
// the text, or means to give it next: the marker gives no value, but its
// words are the request's, so neither the title before it nor the marker
// is read as the text ("tv' that says"), and the text is asked.

// dangles reports what follows a marker when it is nothing: spaces, a
// colon, dots, a dash, quotes.
func dangles(rest string) bool {
	return strings.Trim(rest, " \t\r\n.:;,-–—…\"'“”‘’!") == ""
}

// saysMarker is a marker that introduces a text by saying it, never "make
// it" or "change it to", which end a correction as often as they open one.
var saysMarker = reading.Lazy(`\b(?:says?|saying|reads?|text|body|content|contents)\b`)

// danglingMark takes a text's marker that ends the message as the
// request's own words: consumed, with no value.
func (x *extraction) danglingMark(m freeMark) {
	if !m.dangling || !saysMarker.MatchString(x.lower[m.at:m.value]) {
		return
	}
	x.consumed = append(x.consumed, span{m.at, len(x.text)})
	x.freeMarked = append(x.freeMarked, span{m.at, len(x.text)})
}
