package concierge

// A rhetorical question about why a value is asked is a question, even
// with a curse or an intensifier in it, and even when it names one of the
// choices (round 34's ins 40): "why the hell does it matter if im staff or
// not" at "internal employee or partner?" was taken as the answer
// "internal". The intensifier after the question word is set aside before
// whyAskedPattern reads the question, and "what does it matter" is one of
// its questions.

import "github.com/concierge-dev/concierge/agents/reading"

// whyIntensifier is an intensifier after a question word: "why the hell",
// "why on earth", "how tf", "what the heck".
var whyIntensifier = reading.Lazy(`(?i)\b(why|how come|how|what)\s+(?:(?:the\s+(?:hell|heck|fuck|frick|flip|devil)|tf|on\s+earth|in\s+the\s+world|in\s+gods\s+name|exactly|ever|even)\s+)+`)

// whatMatters is "what does it matter", "whats it matter", "what does
// that have to do with it": a question of why a value is asked.
var whatMatters = reading.Lazy(`^(?:(?:ok|okay|hmm|um|but|and|so|sorry|wait|just)\s+)*(?:what\s+(?:does|would|do)\s+(?:it|that|this)\s+matter|(?:whats|what's)\s+(?:it|that)\s+matter|what\s+(?:does|has)\s+(?:that|it|this)\s+(?:got\s+)?(?:to\s+do|have\s+to\s+do)\s+with)`)

// whyPlain is text's words with an intensifier after a question word set
// aside.
func whyPlain(text string) string {
	return whyIntensifier.ReplaceAllString(text, "$1 ")
}
