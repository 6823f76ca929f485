package offline

// A break inside a writing request's free text is no break (round 31's
// notes tester, 06b): "i want to write a note telling my neighbour she's
// … and should go back home" was cut at "and", and "should go back home"
// became a second request (read a note). Once a request that writes free
// text (a note's text, a to-do) has said where its text begins — a verb
// of saying ("saying", "telling", "that says"), a label ("text:", a
// note's colon) or "that" after the request's words — what follows is
// the text, whatever it joins with "and" or commas. Only a request said
// as one is another request: a break that says so ("and also", "then",
// "after that"), a lead that asks ("can you …"), or a piece that opens
// the way another agent's own examples do ("… and list my notes").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// freeTextCue is where a written text begins after the request's words.
var freeTextCue = reading.Lazy(`(?i)\b(?:saying|that says|which says|it says|that reads|reading|telling|to tell|to say|with (?:the )?(?:text|words)|(?:the )?(?:text|body|content|contents)(?: is| should be| says)?\s*:?|that)\s+|:\s+`)

// askedAnew is a piece that opens as a request of its own, not the text
// going on: "also", "then", a question asked of the assistant.
var askedAnew = reading.Lazy(`(?i)^\s*(?:and\s+)?(?:also|then|after that|afterwards|plus|as well|oh|btw|by the way|can you|could you|would you|will you|can u|could u|pls|please|i (?:also )?(?:want|need|would like|'d like)|and i (?:also )?(?:want|need))\b`)

// freeTextStart is where the free text of a writing request in text
// begins, -1 when the message says no such text.
func (o *Brain) freeTextStart(text string, among []*agents.Agent) int {
	for _, c := range freeTextCue.FindAllStringIndex(text, -1) {
		if c[0] == 0 {
			continue
		}
		best, ok := o.router.Best(text[:c[0]], among)
		if ok && best.Core && writesText(best.Agent) {
			return c[1]
		}
	}
	return -1
}

// inFreeText reports a break at loc inside the free text that begins at
// from, where the words after it do not ask anew.
func (o *Brain) inFreeText(text string, from int, loc []int, among []*agents.Agent) bool {
	if from < 0 || loc[0] < from {
		return false
	}
	brk := strings.ToLower(text[loc[0]:loc[1]])
	if strings.Contains(brk, "also") || strings.Contains(brk, "then") || strings.Contains(brk, "after") || strings.ContainsAny(brk, "?!.;") {
		return false
	}
	rest := text[loc[1]:]
	if askedAnew.MatchString(rest) {
		return false
	}
	if best, ok := o.router.Best(rest, among); ok && best.Core && opensAsExample(best.Agent, rest) {
		return false // "… and list my notes": a request of its own
	}
	return true
}
