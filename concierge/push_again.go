package concierge

// Pushing again after a refusal (R8, R53; issue 24 round 17). After "i
// forgot what my password was, can u remind me what i typed" was answered
// that nobody can tell it, "just show it once" was read as a balance to
// show ("I didn't recognise "once" as the account"); after a refused look
// at a coworker's balance, "only this time" met the menu. People push in
// a few short ways — once, this one time, one more time, I promise, come
// on, go on — and each is the refused request again, never a value for a
// slot. These words join refusal_secret_pressed.go's pressing words and
// harm_insist.go's insistence.

import "github.com/concierge-dev/concierge/agents/reading"

// pushAgain is a short push said after a refusal: "just once", "only this
// time", "one more time", "i promise", "go on", "come on".
var pushAgain = reading.Lazy(`\b(?:(?:just|only) (?:this |the |one |1 )?(?:once|one time|time)|(?:this|one|1) (?:last |single )?time(?: only)?|one (?:more|last) time|once (?:only|more|again)|only once|for once|(?:i|i'll|ill) promise|promise (?:you|i)|i swear|swear (?:down|to god)|go on|come on|cmon|c mon|pretty please|please please|just this (?:one|once)|just (?:for )?(?:a sec|a second|a moment|a minute)|(?:it'?s|its|it is) (?:mine|my own|my (?:password|pin|account|money))|(?:i'?m|im|i am) the owner)\b`)

// pushWords are words a push is made of beyond refusal_secret_pressed.go's
// pressing words: "only this one time", "i promise, just once".
var pushWords = lazyWordSet(`once only this time one 1 more last single promise swear down on come go sec second moment minute bit for ok okay fine`)

// pushesAgain reports a normalised message that is a short push.
func pushesAgain(n string) bool {
	return pushAgain.MatchString(n)
}
