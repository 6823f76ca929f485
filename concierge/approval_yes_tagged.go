package concierge

// A yes-word before a question put by its end (R50's fixed gate; found by
// the lead in stop 45): "ok cool so its going to 1234324 right", "ok so
// that's from checking yeah", "yep thats to 1234324 correct" check a value
// of the call with a tag; "okay and the fee is", "alright then, and the
// charge is" leave the question's answer for the assistant to say. Each
// sent the money: the gate found "ok" or "yep" and nothing after it that
// negates. A message that ends by asking — a tag after a statement of one
// of the call's values, or a clause left open on a linking word — is never
// a yes: the approval is asked again, nothing runs.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// tagWords end a statement to ask whether it is so.
var tagWords = lazyWordSet(`right yeah yea yeh ya correct innit eh yes yep ok okay aye no`)

// statingWords state what a call does: "its going to", "thats from".
var statingWords = lazyWordSet(`so its it's thats that's this is going coming goes comes sending sent to from into out`)

// openEnds leave a clause open for the other to finish: "the fee is",
// "and it goes to", "the charge would be".
var openEnds = lazyWordSet(`is are was be would will the a an to from and or of for with at`)

// asksAtItsEnd reports text that asks by its end: a tag after a stated
// value of the call, or a clause left open.
func asksAtItsEnd(text string) bool {
	words := reading.Words(text)
	if len(words) < 3 {
		return false // "ok right", "yes yes"
	}
	last := words[len(words)-1]
	if openEnds()[last] {
		return true // "okay and the fee is"
	}
	if !tagWords()[last] {
		return false
	}
	body := words[:len(words)-1]
	for len(body) > 0 && (isYes(body[0]) || ackOpeners()[body[0]]) {
		body = body[1:] // "ok cool so …": the yes and its fillers
	}
	if len(body) < 2 || commandVerbs()[body[0]] {
		return false // "yes that's right", "ok yes"; "ok send it to 1234324 yes" tells, not asks
	}
	states, value := false, false
	for _, w := range body {
		if statingWords()[w] {
			states = true
		}
		if strings.ContainsAny(w, "0123456789") || callAccountWords()[w] {
			value = true
		}
	}
	return states && value
}

// ackOpeners are fillers said before a statement: "ok cool so".
var ackOpeners = lazyWordSet(`ok okay k kk cool alright alrighty right sure yep yes yeah great nice fine so and then um hmm`)

// callAccountWords name an account in a statement of the call.
var callAccountWords = lazyWordSet(`checking chequing savings saving account acct acc mine`)

// commandVerbs open a telling of what to do: "send it to 1234324 yes".
var commandVerbs = lazyWordSet(`send transfer pay move do go confirm approve proceed execute run make process push`)
