package offline

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// Requests run in the order the user means them (R27, R50), which is not
// always the order they are typed: "look up MSFT after you check my
// savings", "look up MSFT, but first my savings" and "before you look up
// MSFT, check my savings" all want the savings first. Each of these
// sayings is one pattern here; the two halves it finds are split again as
// any message is, first half first. A half that no agent claims as a
// request keeps the message as it was: "send it after lunch" is one
// request with a time, not two.

// orderings are the sayings that put a request before another, each with
// its two halves named first and second.
var orderings = []*reading.LazyRegexp{
	// "look up MSFT after you check my savings", "…, once you've checked …"
	reading.Lazy(`(?i)^(?P<second>.+?)[,;]?\s+(?:but\s+)?(?:only\s+)?(?:after|once)\s+(?:you(?:'ve|\s+have)?\s+|i(?:'ve|\s+have)?\s+|we(?:'ve|\s+have)?\s+)?(?P<first>(?:\w+ing|\w+ed|check|show|shown|look|get|got|gotten|tell|told|see|seen|find|found|do|done|pull|pulled)\b.+)$`),
	// "look up MSFT, but first check my savings", "…; before that, …"
	reading.Lazy(`(?i)^(?P<second>.+?)[,;]?\s+(?:but\s+)?(?:first(?:ly)?|before\s+(?:that|this|you\s+do(?:\s+(?:that|it))?|doing\s+(?:that|it)))[,:]?\s+(?P<first>.+)$`),
	// "after checking my savings, look up MSFT", "once you've …, …"
	reading.Lazy(`(?i)^(?:after|once)\s+(?:you(?:'ve|\s+have)?\s+)?(?P<first>[^,;]+?)\s*[,;]\s*(?:then\s+|please\s+)?(?P<second>.+)$`),
	// "before you look up MSFT, check my savings"
	reading.Lazy(`(?i)^before\s+(?:you\s+)?(?P<second>[^,;]+?)\s*[,;]\s*(?:first\s+|please\s+)?(?P<first>.+)$`),
	// "check my savings before you look up MSFT"
	reading.Lazy(`(?i)^(?P<first>.+?)[,;]?\s+before\s+(?:you\s+)?(?P<second>(?:\w+ing|check|show|look|get|tell|see|find|do|send|transfer|pay|move)\b.+)$`),
}

// inSaidOrder cuts a message whose words put a later request first into
// the two halves in the order they are to run, each split again; nil when
// the message says no such order.
func (o *Brain) inSaidOrder(text string, among []*agents.Agent) []string {
	for _, re := range orderings {
		m := re.FindStringSubmatch(text)
		if m == nil {
			continue
		}
		first, ok1 := o.asRequest(strings.TrimSpace(m[re.SubexpIndex("first")]), among)
		second, ok2 := o.asRequest(strings.TrimSpace(m[re.SubexpIndex("second")]), among)
		if !ok1 || !ok2 {
			continue
		}
		return append(o.splitRequests(first, among), o.splitRequests(second, among)...)
	}
	return nil
}

// asRequest reports a piece some agent takes as a request of its own,
// said as a verb or as another form of it ("checking my savings", "shown
// me my checking"), worded then with the plain verb, so that "checking" is
// never the account.
func (o *Brain) asRequest(piece string, among []*agents.Agent) (string, bool) {
	f := strings.Fields(piece)
	if len(f) > 0 {
		if verb := plainVerb(strings.ToLower(f[0])); verb != "" {
			if p := strings.TrimSpace(verb + " " + strings.Join(f[1:], " ")); o.claimed(p, among) {
				return p, true
			}
		}
	}
	return piece, o.claimed(piece, among)
}

// irregularVerbs are the forms of the verbs people ask with that no
// suffix rule undoes.
var irregularVerbs = sync.OnceValue(func() map[string]string {
	return map[string]string{"shown": "show", "got": "get", "gotten": "get", "told": "tell", "seen": "see", "found": "find", "done": "do", "sent": "send", "paid": "pay"}
})

// plainVerb is the plain form of a verb said as -ing or -ed ("checking",
// "transferring", "looked"), "" for any other word.
func plainVerb(w string) string {
	if v, ok := irregularVerbs()[w]; ok {
		return v
	}
	var stem string
	switch {
	case len(w) >= 6 && strings.HasSuffix(w, "ing"):
		stem = w[:len(w)-3]
	case len(w) >= 5 && strings.HasSuffix(w, "ed"):
		stem = w[:len(w)-2]
	default:
		return ""
	}
	if n := len(stem); n > 2 && stem[n-1] == stem[n-2] {
		stem = stem[:n-1] // "transferring"
	}
	return stem
}

// claimed reports a piece some agent takes as a request of its own.
func (o *Brain) claimed(piece string, among []*agents.Agent) bool {
	best, ok := o.router.Best(piece, among)
	if !ok {
		return false
	}
	if best.Core {
		return true
	}
	by, _ := o.byValues(piece, among, best)
	return by != nil
}
