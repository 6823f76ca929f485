package concierge

// "go" said alone at the approval (bank round 32, tryouts 15 and 28): it
// got "Please answer yes or no", one more turn for a user who had said
// go. It is a yes only as the whole message ("go", "Go!", "just go", "ok
// go", "go then"): "go away", "go back", "go home" or "go check my
// balance" hold no yes, and money moves only on a deliberate one. "go
// ahead", "go for it" and "go on" are the lexicon's yes already.

import "github.com/concierge-dev/concierge/agents/reading"

// goAlone is "go" as the whole message, with the words around a yes that
// change nothing.
var goAlone = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|k|alright|right|just|so|well|yes|yeah|yep|sure|then)\W+)*go+\W*(?:(?:then|now|pls|please|plz|already|go+)\W*)*$`)

// saysGoAlone reports a message that is "go" alone.
func saysGoAlone(text string) bool { return goAlone.MatchString(normalise(text)) }
