package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A choice said in another form of its word (R50): "a broker partnered
// with suncorp" names partner, "shipped" names ship — the stem of a word
// of the message meets the stem of a one-word value or alias, the word
// said being that word with an ending. Domain
// files get this for every enum, with no aliases written.

// stemMentions are the choices named by another form of their word,
// outside the spans already read.
func (x *extraction) stemMentions(s *Slot, taken []span) []mention {
	stems := map[string][2]string{} // stem → value, the word as written
	for _, c := range s.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			if strings.Contains(strings.TrimSpace(w), " ") {
				continue
			}
			if ts := reading.Terms(w); len(ts) == 1 && len(ts[0]) >= 4 {
				stems[ts[0]] = [2]string{c.Value, strings.ToLower(w)}
			}
		}
	}
	if len(stems) == 0 {
		return nil
	}
	var out []mention
	for _, loc := range letterRuns(x.lower) {
		from, to := loc[0], loc[1]
		if !reading.WordBoundary(x.lower, from-1) || !reading.WordBoundary(x.lower, to) || !x.free(from, to) || overlaps(taken, from, to) {
			continue
		}
		w := x.lower[from:to]
		if ts := reading.Terms(w); len(ts) == 1 {
			// the word said is the choice's word with an ending
			// ("partnered"), never a shorter word of the same stem: "check
			// my balance" does not name Checking
			if v, ok := stems[ts[0]]; ok && len(w) > len(v[1]) && strings.HasPrefix(w, v[1]) {
				out = append(out, mention{v[0], span{from, to}})
			}
		}
	}
	return out
}
