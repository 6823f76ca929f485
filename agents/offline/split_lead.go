package offline

// A list of values after a word of acknowledgement (round 17): "cool cool.
// can u check apple and amazon for me", "ok. check apple and amazon",
// "nice, pull up tesla and nvidia" were one request whose company was
// asked again ("I didn't recognise "check" …"), where the same list
// without the lead gave each price. The lead carries no value and asks
// nothing: it is set aside before the list is split.

import (
	"github.com/concierge-dev/concierge/agents/reading"
)

// ackWords are the words people lead with before the request itself.
var ackWords = map[string]bool{
	"ok": true, "okay": true, "k": true, "kk": true, "cool": true, "nice": true, "great": true, "awesome": true,
	"sweet": true, "perfect": true, "alright": true, "right": true, "so": true, "hmm": true, "um": true,
	"uh": true, "yes": true, "yeah": true, "yep": true, "sure": true, "lol": true, "haha": true, "wow": true,
	"got": true, "it": true, "gotcha": true, "thx": true, "ty": true, "ah": true, "oh": true, "neat": true,
	"excellent": true, "brilliant": true, "fab": true, "fantastic": true, "ace": true, "anyway": true,
	"anyways": true, "now": true, "then": true, "and": true, "also": true, "next": true, "super": true,
}

// leadOnly reports a part made only of acknowledgements and courtesy:
// "cool cool", "ok", "thanks!", "great, thank you".
func leadOnly(part string) bool {
	words := reading.Words(part)
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if !ackWords[w] && !pleasantries[w] {
			return false
		}
	}
	return true
}

// withoutLead drops the leading parts that are only a lead, keeping at
// least two parts for the split.
func withoutLead(parts []string) []string {
	for len(parts) > 2 && leadOnly(parts[0]) {
		parts = parts[1:]
	}
	return parts
}
