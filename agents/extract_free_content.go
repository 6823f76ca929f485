package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A short text said as the content of a request (issue 24, notes26): "add a
// note: buy milk", "new note - milk", "can u add a note, buy milk", "make a
// note to buy milk". A word or two after the request alone may be a title
// ("add a note groceries") and is asked; after a break (a colon, a dash, a
// comma) or "to", the words are what the note says, whatever their
// number, and they are kept — through the sign-in too — so nothing said is
// asked again.

// contentLead is how the request's words end where what follows is its
// content: a break, or "to" ("a note to buy milk").
var contentLead = reading.Lazy(`(?i)(?:[:,]|\s[-–—]|\bto|\babout)\s*$`)

// saidAsContent reports the words from from on said as the request's
// content: a break or "to" stands before them, and "to" opens no place
// ("a note to my list").
func (x *extraction) saidAsContent(from int) bool {
	before := x.text[:from]
	if !contentLead.MatchString(before) {
		return false
	}
	if strings.HasSuffix(strings.ToLower(strings.TrimSpace(before)), "to") {
		f := strings.Fields(strings.ToLower(x.text[from:]))
		return len(f) > 0 && !determiner[f[0]]
	}
	return true
}

// determiner opens a noun: "to my list" is a place, "to buy milk" a text.
var determiner = map[string]bool{"my": true, "the": true, "a": true, "an": true, "our": true, "your": true, "this": true, "that": true}

// othersThing reports a value that opens with the noun of another thing
// than the agent's own ("add note buy milk", "make a note to buy milk" to
// the to-do list): the message asks for that thing, and the value is not
// this agent's.
func (x *extraction) othersThing(v string) bool {
	f := strings.Fields(strings.ToLower(v))
	if len(f) < 2 {
		return false
	}
	w := strings.Trim(f[0], ".,:;!?")
	if !requestNouns[w] {
		return false
	}
	ts := reading.Terms(w)
	return len(ts) == 1 && !x.ownWords()[ts[0]]
}
