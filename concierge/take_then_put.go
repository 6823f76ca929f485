package concierge

// A move said as two verbs (round 34's bank 61): "take everything out of
// checking and put it in savings", "pull 200 from savings, stick it in
// checking", "get it all out of savings n put that into checking". The
// second verb's object points back at what the first took out, so it is
// one move from the first place to the second. Split at "and", it was a
// look at each place in turn: two balances shown and nothing moved. The
// put-in is read as "to" its place, and the rest as typed: "take
// everything out of checking to savings", which the loop reads as one
// transfer. Only in a domain where money moves, never at a secret, a
// sign-in or a free-text question.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// takeThenPut is a take-out clause, then (group 1) the break and a put-in
// whose object is a pronoun or "the money", up to the word before its
// place.
var takeThenPut = reading.Lazy(`(?i)\b(?:take|get|pull|grab|withdraw|move|shift|empty|clear|drain)\b[^.?!;]{0,60}?\b(?:out\s+of|from|off)\b[^.?!;,&+]{1,40}?((?:\s*,|\s+and|\s+then|\s+n|\s*&|\s*\+)\s*(?:then\s+|and\s+)?(?:put|stick|place|drop|stash|pop|shove|chuck|move|transfer|send|deposit|bung|dump|throw)\s+(?:it|that|them|em|'em|those|the\s+lot|the\s+money|the\s+cash|the\s+funds|it\s+all|all\s+of\s+it|all\s+that)\s+(?:back\s+)?(?:in|into|to|onto|over\s+to|across\s+to|over\s+into))\s`)

// takenAndPut is text with a take-out and put-in said as one move; text
// as it was when it says none.
func (e *Engine) takenAndPut(text string) string {
	if e.sess.Pending.Secret != nil || e.atSignIn() || !e.movesMoney() || e.atFreeText() {
		return text
	}
	m := takeThenPut.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	put := strings.TrimSpace(text[m[2]:m[3]])
	out := text[:m[2]] + " to" + text[m[3]:]
	e.note(state.NoteProgress, "Read \""+put+"\" as where the money goes: one move")
	return out
}
