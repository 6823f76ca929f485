package agents

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Loose aliases (issue 24 round 15): "unit", "building", "property" name
// a Home policy, and are everyday words of a pasted paragraph too — "the
// Claims unit says…", "we are building up the file", "the property
// manager called" set the topology to Home. Such an alias names its
// choice only as the answer itself (a stretch of its own between the
// message's marks, with filler around it: "property", "it's a unit",
// "write a decline, property, claim P0P123"), or beside a word of what is
// chosen: after it ("property claim", "building insurance", "unit
// damage"), or the slot's own word before it ("topology: unit").

// loose reports an alias of the choice that is an everyday word.
func (c Choice) loose(w string) bool {
	for _, l := range c.Loose {
		if strings.EqualFold(l, w) {
			return true
		}
	}
	return false
}

// looseFiller are the words that may stand beside a loose alias said as
// the answer.
var looseFiller = sync.OnceValue(func() map[string]bool {
	return wordSet(`a an the it its it's is was its' i think guess probably maybe prob um uh hmm ok okay so yes yeah yep ` +
		`please pls thanks ta cheers then one just that this my our their his her for say go with make sure mate lol`)
})

// looseAfter are the words after a loose alias that say it names what is
// chosen: "property claim", "building insurance".
var looseAfter = sync.OnceValue(func() map[string]bool {
	return wordSet(`claim claims policy policies insurance cover coverage damage damaged loss losses letter one type kind`)
})

// looseMarks split a message into stretches said on their own.
const looseMarks = ",.;:!?()[]{}\"\n—–-/|"

// looseStands reports a loose alias at [from, to) that stands as the
// answer or beside a word of what is chosen.
func (x *extraction) looseStands(s *Slot, from, to int) bool {
	before, after := reading.Words(x.lower[:from]), reading.Words(x.lower[to:])
	if len(after) > 0 && looseAfter()[after[0]] {
		return true // "property claim", "building insurance"
	}
	own := map[string]bool{}
	for _, w := range reading.Words(s.Name + " " + s.LabelOrName()) {
		own[w] = true
	}
	for i := len(before) - 1; i >= 0 && i >= len(before)-3; i-- {
		if own[before[i]] {
			return true // "topology: unit", "the topology is property"
		}
	}
	start := strings.LastIndexAny(x.lower[:from], looseMarks) + 1
	end := len(x.lower)
	if j := strings.IndexAny(x.lower[to:], looseMarks); j >= 0 {
		end = to + j
	}
	for _, w := range reading.Words(x.lower[start:from] + " " + x.lower[to:end]) {
		if !looseFiller()[w] {
			return false // "the claims unit says it was a burst pipe"
		}
	}
	return true // "property", "it's a unit", "…, property, claim P0P123"
}
