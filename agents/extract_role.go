package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Roles of values that move money (R28, R51): a fixed cue check that a
// value fills the slot its words say. "to my savings" names where money
// goes, never where it comes from; "pay 1234324 $40" pays $40 to the
// account 1234324, never $1,234,324 to nobody. Where the words leave the
// role unclear, the value is not taken, and the agent asks.

// Directions: the prepositions that give a value its role.
var (
	towardWords = map[string]bool{"to": true, "into": true, "onto": true, "toward": true, "towards": true}
	fromWords   = map[string]bool{"from": true, "out of": true, "off": true}
	growWords   = map[string]bool{"top": true, "bump": true, "boost": true}
)

// role is the direction the slot's cues give it: "from", "to" or "".
func (s *Slot) role() string {
	for _, c := range s.Cues {
		f := strings.Fields(reading.ASCIILower(c))
		switch {
		case len(f) == 0:
		case fromWords[f[0]] || len(f) > 1 && fromWords[f[0]+" "+f[1]]:
			return "from"
		case towardWords[f[0]]:
			return "to"
		}
	}
	return ""
}

// otherRole reports a value at byte at that the preposition before it
// gives the other role than the slot's: "to my savings" for the account a
// transfer is made from.
func (x *extraction) otherRole(s *Slot, at int) bool {
	role := s.role()
	if role == "" {
		return false
	}
	f := strings.Fields(x.lower[:at])
	if n := len(f); n > 0 && (f[n-1] == "my" || f[n-1] == "the" || f[n-1] == "our") {
		f = f[:n-1]
	}
	if len(f) == 0 {
		return false
	}
	last := f[len(f)-1]
	if len(f) > 1 && fromWords[f[len(f)-2]+" "+last] {
		last = f[len(f)-2] + " " + last
	}
	if role == "from" {
		// "top up my savings": the account topped up is where money goes
		// "bump savings by 75", "top savings up by 75", "boost my savings":
		// the account grown too
		return towardWords[last] || growWords[last] || len(f) > 1 && growWords[f[len(f)-2]] && last == "up"
	}
	return fromWords[last]
}

// idNotAmount reports a number after a money cue that is a percentage, or
// an unmarked number that is an id
// another slot of the agent takes ("pay 1234324 $40"), when the message
// holds a marked amount elsewhere or no other id: the number is the id,
// and the amount is the marked one or asked.
func (x *extraction) idNotAmount(s *Slot, v string, sp span) bool {
	if s.Kind != KindMoney {
		return false
	}
	if after := strings.TrimLeft(x.lower[sp.to:], " "); strings.HasPrefix(after, "%") || strings.HasPrefix(after, "percent") || strings.HasPrefix(after, "per cent") {
		return true // "send 10% of my savings": a share, no amount of dollars
	}
	if x.agent == nil || reading.MarkedMoney(v) {
		return false
	}
	for i := range x.agent.Slots {
		p := &x.agent.Slots[i]
		if p.Kind != KindPattern || p.Pattern == nil || !fullMatch(p.Pattern, strings.TrimSpace(v)) {
			continue
		}
		for _, l := range markedMoney.FindAllStringIndex(x.text, -1) {
			if l[1] <= sp.from || l[0] >= sp.to {
				return true // "pay 1234324 $40"
			}
		}
		others := 0
		for _, l := range p.Pattern.FindAllStringIndex(x.text, -1) {
			if l[1] <= sp.from || l[0] >= sp.to {
				others++
			}
		}
		return others == 0 // "pay 1234324 40": which is which is not said
	}
	return false
}
