package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A free text's new words said as a change (issue 24, round 12): "make the
// text say friday 3pm instead", "change the text to say X", "the text
// should be X instead". The verb after the cue and the closing "instead"
// are the request's, not the text's.

// sayVerbAt is the verb right after a free text's cue that tells what it
// should hold ("make the text say X", "have the note read X", "change
// the text to say X"); never after a colon, where "say" is the text's own
// word ("text: say hi to mum").
var sayVerbAt = reading.Lazy(`(?i)^(?:to\s+)?(?:say|says|read|reads)\s+`)

// changeSaidBefore is a change asked for before a text ("make the text
// say", "the text should be", "change the text to"): "instead" after the
// new text belongs to the request, not to the text — where a text said
// plainly ("text: call mum instead") keeps it.
var changeSaidBefore = reading.Lazy(`(?i)\b(?:make|change|changed|should|update|fix|replace|set|switch|have|let)\b`)

// insteadTail is "instead" closing a changed text.
var insteadTail = reading.Lazy(`(?i)[,\s]+instead(?:\s+(?:of (?:that|it|the old one)|please|pls|thanks))?[\s.!]*$`)

// freeConnectorLen is how much of t, right after a free text's cue, joins
// the cue to the value: "is", "should be", or a verb of saying right after
// the cue.
func freeConnectorLen(t string) int {
	n := len(connectorAt.FindString(t))
	if strings.TrimSpace(t[:n]) == "" {
		n += len(sayVerbAt.FindString(t[n:]))
	}
	return n
}

// withoutInstead is a long text's value v, said at from, without the
// "instead" that closes a change.
func (x *extraction) withoutInstead(s *Slot, from int, v string) string {
	if !s.Long || !changeSaidBefore.MatchString(x.text[:from]) {
		return v
	}
	return trimValue(insteadTail.ReplaceAllString(v, ""))
}
