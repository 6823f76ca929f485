package concierge

import "github.com/concierge-dev/concierge/agents/reading"

// A yes-word and a no-word said together at an approval ("yeah nah", "ok
// nah", "yup nope", "sure no") is no yes: "yeah nah" is how many say no,
// and the rest of the kind says nothing clear (R50's fixed gate: money
// moves only after a deliberate yes). Before, "ok nah", "yup nah" and
// "yea nah" approved the call and the money moved; the approval is now
// asked again.

// yesAndNoOnly reports a message of yes-words and no-words only, with at
// least one of each.
func yesAndNoOnly(text string) bool {
	yes, no := false, false
	for _, w := range reading.Words(text) {
		r := read(w)
		switch {
		case r.Is(reading.No):
			no = true
		case r.Is(reading.Yes):
			yes = true
		case addressWords()[w]:
			// "ya nah mate", "yeah nah bro": who it is said to; before,
			// the word kept it from this kind and the call was approved
		default:
			return false
		}
	}
	return yes && no
}

// addressWords are the words said to the listener or for emphasis around
// a "yeah nah" that change nothing of it.
var addressWords = lazyWordSet(`mate m8 bro bruh brah man dude pal buddy love luv cuz cobber fam mayte maaate sis hun honey
	lol haha tbh honestly thanks cheers ta`)
