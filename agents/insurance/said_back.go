package insurance

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// saidBack is what "Due to …" quotes: the user's answer when it only
// states the value ("I am a partner.", "internal employee"), else the
// value itself — never a whole request or a hedge ("ok i guess partner
// then", "I work for a broker partnered with suncorp, wheres the claim id").
func saidBack(s *agents.Slot, said, value string) string {
	if s == nil {
		return value
	}
	words := map[string]bool{}
	for _, c := range s.Choices {
		if c.Value != value {
			continue
		}
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			for _, t := range reading.Terms(w) {
				words[t] = true
			}
		}
	}
	terms := reading.Terms(said)
	for _, t := range terms {
		if !words[t] && !introWords[t] {
			return value
		}
	}
	if len(terms) == 0 || strings.Contains(said, "?") {
		return value
	}
	return said
}

// introWords say who the user is and nothing else: "I'm an internal employee".
var introWords = map[string]bool{"i'm": true, "im": true, "we'r": true, "we're": true, "i’m": true}
