package concierge

// Punctuation between an end's cue and the account said after it: "change
// the destination to: 2345678901" at an approval was read as a new source
// (the Savings number without its "to" was the account the money comes
// from), and the transfer asked again from Savings — the wrong account
// proposed, one yes from moving. `to "1234324"`, "from: savings", "into
// '7654321'" are the same kind: the colon, equals sign or quotes are a
// way of writing the value, not a word of the request, so they are taken
// out before anything reads the message, as "to 2345678901". Where a
// secret, a sign-in or a free-text answer waits, or no money moves, the
// message is left as typed.

import "github.com/concierge-dev/concierge/agents/reading"

var (
	// endQuoted is a cue, an optional colon or equals sign, and a value in
	// quotes: `to: "2345678901"`, "from 'savings'".
	endQuoted = reading.Lazy(`(?i)\b(to|from|into|out of)\s*[:=]?\s*["'“‘]([^"'“”‘’\n]{1,40})["'”’]`)
	// endColon is a cue and a colon or equals sign: "to: 1234324".
	endColon = reading.Lazy(`(?i)\b(to|from|into|out of)\s*[:=]\s*`)
)

// endMarked is text with the punctuation between "to" or "from" and the
// account after it taken out.
func (e *Engine) endMarked(text string) string {
	if e.sess.Pending.Secret != nil || e.atSignIn() || !e.movesMoney() || e.atFreeText() {
		return text
	}
	text = endQuoted.ReplaceAllString(text, "$1 $2") // a text without them is returned as it is
	return endColon.ReplaceAllString(text, "$1 ")
}
