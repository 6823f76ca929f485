package understand

import "github.com/concierge-dev/concierge/agents/reading"

// A value's role is learned as a yes/no over (value, slot) pairs whose
// features say nothing of the slot's name: the value's class against the
// slot's kind, the words before and after the value against the slot's
// kind and cue direction, whether a cue of the slot stands before it,
// whether the slot was asked or belongs to the task. So "to my savings"
// learns "to + a slot with to-cues", which a domain file's slots have too.

var (
	fRole     = mix(fnvOffset, "r:")
	fRolePrev = mix(fnvOffset, "rp:")
	fRoleNext = mix(fnvOffset, "rn:")
)

// articles are skipped when looking for the word before a value.
var articles = map[string]bool{"my": true, "the": true, "a": true, "an": true, "our": true, "your": true, "account": true, "acct": true, "number": true, "id": true, "is": true}

// slotTag is the slot's shape: its kind and cue directions.
func (s *slotInfo) tag() string {
	t := s.kind
	if s.from {
		t += "/from"
	}
	if s.to {
		t += "/to"
	}
	return t
}

// roleFeats hashes the features of value v of msg filling slot si, for a
// message read at m whose task is agent ("" when none).
func (di *domainInfo) roleFeats(msg *message, v *value, si int, m *Moment, agent string, f []uint32) []uint32 {
	s := &di.slots[si]
	tag := s.tag()
	k := mix(mix(fRole, string(v.class)), tag)
	f = append(f, mix(fRole, "bias"), mix(fRole, tag), k)
	if v.fuzzy {
		f = append(f, mix(k, "fuzzy"))
	}
	if v.class == classWord && reading.EnglishWord(v.canon) {
		f = append(f, mix(k, "english"))
	}
	// the words before: the nearest, and the nearest that is not an article
	p1, p2 := "^", "^"
	if v.from > 0 {
		p1 = msg.norm[v.from-1]
	}
	for i := v.from - 1; i >= 0; i-- {
		if !articles[msg.norm[i]] {
			p2 = msg.norm[i]
			if i > 0 && (p2 == "of" || p2 == "into" && msg.norm[i-1] == "out") {
				p2 = msg.norm[i-1] + " " + p2
			}
			break
		}
	}
	f = append(f, mix(mix(fRolePrev, p1), tag), mix(mix(mixByte(fRolePrev, 2), p2), tag))
	f = append(f, mix(mixByte(fRolePrev, 3), p2))
	// the same without the slot's cue directions, over its base kind (a
	// pattern slot with Named words is still a pattern), so that a domain
	// file's slot whose exact tag the corpus never had still learns from
	// "to + an id" and "a money value + a money slot"
	base := string(s.slot.Kind)
	f = append(f, mix(mix(mixByte(fRole, 4), string(v.class)), base), mix(mix(mixByte(fRolePrev, 4), p2), base))
	n1 := "$"
	if v.to < len(msg.norm) {
		n1 = msg.norm[v.to]
	}
	f = append(f, mix(mix(fRoleNext, n1), tag))
	// a cue of the slot just before the value
	for _, c := range s.cues {
		end := v.from
		for end > 0 && fillers[msg.norm[end-1]] {
			end--
		}
		if at := end - len(c); at >= 0 && hasPrefixWords(msg.toks, at, c) {
			f = append(f, mix(fRole, "cue"), mix(mix(fRole, "cue"), tag))
			break
		}
	}
	if m.Slot != "" && m.Slot == s.name {
		f = append(f, mix(fRole, "asked"), mix(mix(fRole, "asked"), string(v.class)))
		if v.from == 0 && v.to == len(msg.toks) {
			f = append(f, mix(fRole, "asked-whole"))
		}
	}
	if m.At == AtApproval && m.Pending != nil {
		if _, ok := m.Pending[s.name]; ok {
			f = append(f, mix(mix(fRole, "pending"), tag))
		}
	}
	if agent != "" {
		switch {
		case s.agent == agent:
			f = append(f, mix(mix(fRole, "own-task"), tag), mix(fRole, "own-task"))
		case di.requires(agent, s.agent):
			f = append(f, mix(mix(fRole, "prereq"), tag))
		default:
			f = append(f, mix(mix(fRole, "other-task"), tag))
		}
	}
	if len(v.slots) > 1 {
		f = append(f, mix(mix(fRole, "shared"), tag))
	}
	return f
}

// changesTo are the words before "to" that make the value after it a new
// amount rather than a place money goes: "change it to 45", "up that to
// 45", "lower the amount to 45".
var changesTo = map[string]bool{"it": true, "that": true, "this": true, "amount": true, "sum": true, "total": true,
	"up": true, "down": true, "change": true, "increase": true, "raise": true, "lower": true, "reduce": true,
	"bump": true, "drop": true, "cut": true, "set": true, "adjust": true}

// sendsIt are the verbs that make "it to 45" a place again: "send it to
// 45" names where the money goes, however short the id.
var sendsIt = map[string]bool{"send": true, "move": true, "transfer": true, "wire": true, "pay": true, "put": true, "give": true, "sent": true}

// requires reports whether agent a needs agent b first (a transfer needs
// a checked balance: the balance's account is the transfer's source).
func (di *domainInfo) requires(a, b string) bool {
	ag := di.d.Agent(a)
	if ag == nil {
		return false
	}
	for _, r := range ag.Requires {
		if r.By == b {
			return true
		}
	}
	return false
}

// cueDisagrees is the fixed check of a role that moves money (R51): a
// value right after "from"/"out of" is a source, after "to"/"into" a
// destination; a learned role of the other direction disagrees.
func (di *domainInfo) cueDisagrees(msg *message, v *value, si int) bool {
	s := &di.slots[si]
	if !s.moves {
		return false
	}
	dir := ""
	for i := v.from - 1; i >= 0 && i >= v.from-3; i-- {
		w := msg.norm[i]
		if w == "from" || w == "of" && i > 0 && msg.norm[i-1] == "out" {
			dir = "from"
			break
		}
		if w == "to" || w == "into" || w == "onto" || w == "2" {
			dir = "to"
			if w == "to" && s.kind == "money" && i > 0 && changesTo[msg.norm[i-1]] && !(i > 1 && sendsIt[msg.norm[i-2]]) {
				dir = "" // "change it to 45", "bump the amount up to 45": a new amount
			}
			break
		}
		if !articles[w] {
			break
		}
	}
	switch {
	case dir == "from" && s.to && !s.from:
		return true
	case dir == "to" && s.from && !s.to:
		return true
	case dir != "" && s.kind == "money":
		return true // an amount is never "to X" or "from X"
	}
	return false
}
