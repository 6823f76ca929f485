package offline

// A break inside quotes is no break (issue 24, round 28, ins30): 'add a
// note "books" with "dune, piranesi" and also add a todo "return library
// books"' was cut at the comma inside the note's text, and the note was
// lost; what the user quoted is one value, whatever it holds.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// quotedSpans are the spans between a pair of double quotes (straight or
// curly) in text, the quotes included.
func quotedSpans(text string) [][2]int {
	var out [][2]int
	open := -1
	for i, r := range text {
		switch r {
		case '"', '“', '”':
			if open < 0 {
				open = i
			} else {
				out = append(out, [2]int{open, i + len(string(r))})
				open = -1
			}
		}
	}
	return out
}

// inQuotes reports a break at loc that lies inside a quoted span.
func inQuotes(spans [][2]int, loc []int) bool {
	for _, s := range spans {
		if loc[0] > s[0] && loc[1] < s[1] {
			return true
		}
	}
	return false
}

// ownTextRequests reports two neighbouring pieces that each ask a task of
// their own, for different agents, where one of them writes free text:
// "add a note called books saying dune" and "add a todo return library
// books". The free text would take the other request whole as its value,
// so they are never merged into one: both are served, one after the other.
func (o *Brain) ownTextRequests(pa, a *agents.Agent, prev, piece string, among []*agents.Agent) bool {
	if pa == nil || a == nil || pa == a || !writesText(pa) && !writesText(a) {
		return false
	}
	bp, ok1 := o.router.Best(prev, among)
	bn, ok2 := o.router.Best(piece, among)
	return ok1 && ok2 && bp.Core && bn.Core && bp.Agent == pa && bn.Agent == a && opensAsExample(pa, prev) && opensAsExample(a, piece)
}

// opensAsExample reports a piece that opens with the first word of one of
// the agent's examples ("add a todo …", "write a note …"), as a request of
// its own does; "text: call back after lunch" is a value said.
func opensAsExample(a *agents.Agent, piece string) bool {
	words := strings.Fields(strings.ToLower(strings.TrimLeft(piece, " ,;:.-&+")))
	for len(words) > 0 && (words[0] == "and" || words[0] == "also" || words[0] == "then" || words[0] == "plus" || words[0] == "please" || words[0] == "pls") {
		words = words[1:]
	}
	if len(words) == 0 {
		return false
	}
	for _, ex := range a.Examples {
		if f := strings.Fields(strings.ToLower(ex)); len(f) > 0 && f[0] == words[0] {
			return true
		}
	}
	return false
}

// writesText reports an agent with a free-text slot to be asked.
func writesText(a *agents.Agent) bool {
	for _, s := range a.Slots {
		if s.Kind == agents.KindText && s.Long {
			return true
		}
	}
	return false
}
