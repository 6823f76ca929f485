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
		default:
			return false
		}
	}
	return yes && no
}
