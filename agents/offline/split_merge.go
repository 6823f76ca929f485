package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// piece is one request of a message, as a span of its text.
type piece struct {
	from, to int
	text     string // the request in words, when it is not the span's own
	// own is where the context about the user after the request begins
	// ("…, I'm a staff member btw"), 0 when none follows: that context
	// never makes the request another agent's
	own int
}

// asked is the piece's text without the context about the user after it.
func (p piece) asked(text string) string {
	if p.own > p.from {
		return text[p.from:p.own]
	}
	return text[p.from:p.to]
}

// oneTask merges the pieces of a message that are one task (R50): "i want
// to log in, username is seldo" is one login with its username, "decline
// letter, claim id is 123-ABC" one letter with its claim id. A piece that
// holds only values (and their cues) for its neighbour's agent completes
// that request; two neighbours for the same agent are one request, unless
// the second gives another value for a slot the first fills ("look up AAPL
// and MSFT": two lookups).
func (o *Brain) oneTask(text string, out []piece, among []*agents.Agent) []piece {
	agentOf := func(p piece) *agents.Agent {
		if best, ok := o.router.Best(p.asked(text), among); ok {
			if by, _ := o.byValues(p.asked(text), among, best); by != nil {
				return by // "put 50 in savings": a transfer by its values
			}
			return best.Agent
		}
		return nil
	}
	for i := 1; i < len(out); i++ {
		prev, p := out[i-1], out[i]
		if prev.text != "" || p.text != "" {
			continue // a second value already worded as its own request
		}
		pa, a := agentOf(prev), agentOf(p)
		if o.secondValue(prev.asked(text), p.asked(text), among) {
			// "wire 100 to 7654321 and another 50 to 1234324": values only,
			// but other values for slots the first already fills — a
			// second request, never the first one's values said again;
			// worded as the first ("wire 50 to 1234324") where it can be
			out[i].text = o.sameRequestFor(prev.asked(text), p.asked(text), among)
			continue
		}
		if o.ownTextRequests(pa, a, prev.asked(text), p.asked(text), among) {
			continue // "add a note … and also add a todo …": two requests (split_quoted.go)
		}
		one := pa != nil && agents.OnlyValues(pa, p.asked(text)) ||
			a != nil && agents.OnlyValues(a, prev.asked(text)) ||
			pa != nil && pa == a || o.valuesOfNeighbour(pa, a, p.asked(text)) ||
			idOfNeighbour(pa, a, prev.asked(text), p.asked(text)) // "… a decline. I think the claim is 15KD60" (id_for_neighbour.go)
		if !one {
			continue
		}
		out[i-1].to, out[i-1].own = p.to, p.own
		out = append(out[:i], out[i+1:]...)
		i--
	}
	return out
}

// SplitRequests is the offline brain's split of a message into its
// requests, for the loop's rules that must not take two requests for the
// values of one ("send 10 to 7654321 and 20 to 1234324").
func (r *Router) SplitRequests(text string, among []*agents.Agent) []string {
	return (&Brain{router: r, all: among}).SplitRequests(text, among)
}

// scaleEnd and numberWordStart find an "and" inside an amount in words:
// "one hundred and ten", "two thousand and fifty".
var (
	scaleEnd        = reading.Lazy(`(?i)\b(?:hundred|thousand|million)\s*$`)
	numberWordStart = reading.Lazy(`(?i)^\s*(?:` + reading.NumberWordsPattern + `)\b`)
)

// inNumberWords reports a break at loc that joins the parts of one amount
// said in words, never two requests.
func inNumberWords(text string, loc []int) bool {
	return scaleEnd.MatchString(text[:loc[0]]) && numberWordStart.MatchString(text[loc[1]:]) &&
		strings.EqualFold(strings.TrimSpace(text[loc[0]:loc[1]]), "and")
}

// joinEnd is what joined a request to the aside after it, left at its end
// by the split: "add a todo to book the vet - oh" of "… - oh and can you
// list my notes after".
var joinEnd = reading.Lazy(`(?i)(?:\s*[,;:&+]|\s+[-–—]+|\s+(?:oh|ah|and|also|btw|by the way|plus|um|hmm))+$`)

// withoutJoin is a request with no joining word or mark left at its end.
func withoutJoin(request string) string {
	if cut := strings.TrimSpace(joinEnd.ReplaceAllString(request, "")); cut != "" {
		return cut
	}
	return request
}
