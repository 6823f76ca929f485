package concierge

// A no at the approval whose reason puts the task off to another time
// (bank round 32, tryout 24): "nah ill just come back friday then", "no
// i'll sort it tomorrow", "no. ill try again tmrw". The reason was read as
// a correction: "OK, I did not do it (ill just come back friday then)…
// How much would you like to transfer?", and a "bye" after it kept the
// half-made transfer ("I'll keep what we started"); "no i'll sort it
// tomorrow" was "take your time", the approval still waiting. The user
// drops the task: it is dropped as "no, not today" is, and nothing moved.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// laterTime is a time after today, or another time at all.
const laterTime = `(?:later|l8r|tomorrow|tommorow|tomorow|tmrw|tmr|2moro|2morrow|tonight|(?:next|this)\s+(?:week|weekend|month|time|evening|afternoon)|(?:mon|tues|tue|wednes|wed|thurs|thu|fri|satur|sat|sun)(?:day)?|another\s+(?:time|day)|some\s*(?:other\s+)?(?:time|day)|other\s+time|after\s+payday|when\s+i\s+get\s+paid)`

// putOffToLater is a reason that puts the task off: "I'll come back",
// "I'll do it myself later", "another time", "not today".
var putOffToLater = reading.Lazy(`(?i)\b(?:(?:come|check|pop|circle|get)\s+back|try\s+(?:it\s+|this\s+)?again|not\s+(?:today|tonight|this\s+time)|(?:another|some\s*other|a\s+different)\s+(?:time|day)` +
	`|(?:i'?ll|ill|i\s+will|i'?m\s+(?:gonna|going\s+to)|im\s+(?:gonna|going\s+to)|gonna|i\s+(?:can|could|might|may)|i'?d\s+rather|i\s+(?:need|have|want)\s+to|i\s+wanna|lets|let'?s)\b(?:\s+[\w']+){0,5}?\s+` + laterTime + `)\b`)

// dropsForLater reports a no at the approval that puts the task off to
// another time, with no new value in it ("no, 60 tomorrow" is no drop).
func dropsForLater(text string) bool {
	if _, no := rejection(text); !no {
		return false
	}
	l := strings.ToLower(text)
	if strings.ContainsAny(l, "0123456789$") || strings.Contains(l, "instead") {
		return false
	}
	return putOffToLater.MatchString(normalise(text))
}
