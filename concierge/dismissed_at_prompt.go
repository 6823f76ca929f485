package concierge

// A task waved off at its question (round 35's ins 26): "ok whatever it's
// fine. thanks" at SmartStrategy's "are you internal or a partner?" was
// tried as the answer and refused, and the question asked again — the
// user was held in a loop they had already left. Words that only say the
// user is done ("it's fine", "all good", "all sorted", "whatever", "never
// mind"), with thanks or an ok around them, in any order and clauses, drop
// the task as "no thanks" does. A message that answers the question, or
// says anything more, is read as before.

import "github.com/concierge-dev/concierge/agents/reading"

// wavedOffWords say the user is done with what is asked: "fine", "sorted".
var wavedOffWords = lazyWordSet(`fine whatever sorted good nevermind mind forget worries bother alright`)

// dismissalFiller are the words around them: thanks, an ok, "it's", "all".
var dismissalFiller = lazyWordSet(`ok okay k kk ok's oh ah um umm hmm well whatever it's its it is that's thats all good fine sorted ` +
	`thanks thank you thx ty cheers ta mate anyway anyways never mind nevermind forget no nah nope worries problem just leave ` +
	`it's really actually then right alright cool sweet fair enough yeah yep yes`)

// dismissedAtPrompt reports a message that only waves the question off.
func dismissedAtPrompt(text string) bool {
	words := reading.Words(text)
	done := false
	for _, w := range words {
		if !dismissalFiller()[w] && !wavedOffWords()[w] {
			return false
		}
		done = done || wavedOffWords()[w]
	}
	return done
}
