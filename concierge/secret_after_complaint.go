package concierge

// A secret typed again after a word of annoyance (round 34's bank 32):
// "fine, its monkey", "ugh whatever. monkey", "what?? i typed it right.
// monkey". The user is retyping the password after a failed try or a
// question they did not like; the last sentence is the password and what
// comes before it only complains. Reading the whole line as a question
// sent it to the help menu, and taking it whole spent a login try on
// words that were never the password.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// complaintWords are what people say around a retyped secret when they
// are annoyed: concessions ("fine", "whatever"), disbelief ("what??",
// "seriously") and the claim that it was right ("I typed it right", "I
// put in the same thing").
var complaintWords = lazyWordSet(`fine alright allright aight whatever jeez geez gosh omg ffs fml
	seriously honestly literally really bruh dude man mate god
	what huh eh why how
	typed type entered enter put in same thing exactly did do done just already before
	said told you your yours it's its it is was right correct fine work works working worked
	not isnt isn't wasnt wasn't didnt didn't doesnt doesn't dont don't no yes yep yup ya
	again the a an that this i i'm im me my ok okay k`)

// secretAfterComplaint is the last sentence of typed when it is one word
// (or one word among filler) and every sentence before it is complaint or
// filler; ok is false for
// any other line. A question mark on the last sentence makes it a
// question, never a secret ("why monkey?").
func secretAfterComplaint(typed string, s *agents.Slot) (string, bool) {
	t := strings.TrimSpace(typed)
	if t == "" || strings.HasSuffix(t, "?") {
		return "", false
	}
	cut := strings.LastIndexAny(t, ".!?,;:")
	for cut > 0 && cut == len(t)-1 {
		// a full stop after the secret: look before it
		t = strings.TrimRight(t, ".!,;:")
		cut = strings.LastIndexAny(t, ".!?,;:")
	}
	if cut <= 0 {
		return "", false
	}
	last := strings.Fields(t[cut+1:])
	if len(last) > 1 {
		// "fine, its monkey": the last part may hold a lead-in too
		v, ok := secretAmongFiller(t[cut+1:], s)
		if !ok {
			return "", false
		}
		last = []string{v}
	}
	if len(last) != 1 {
		return "", false
	}
	before := strings.Fields(t[:cut])
	if len(before) == 0 {
		return "", false
	}
	for _, w := range before {
		lw := strings.Trim(reading.ASCIILower(w), `,.;:!?"'‘’“”()`)
		lw = strings.ReplaceAll(lw, "’", "'")
		if lw == "" || complaintWords()[lw] || fillerWord(lw, s) {
			continue
		}
		return "", false
	}
	v := strings.Trim(last[0], `"'‘’“”`)
	if v == "" || fillerWord(v, s) || complaintWords()[reading.ASCIILower(v)] {
		return "", false
	}
	return v, true
}
