package understand

import (
	"slices"
	"strconv"

	"github.com/concierge-dev/concierge/agents/reading"
)

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
// message read at m whose task is agent ("" when none) and whose further
// tasks are others ("show my balance then send $50 to 4455667": the
// destination is the second task's own, not another task's).
func (di *domainInfo) roleFeats(msg *message, v *value, si int, m *Moment, agent string, others []string, f []uint32) []uint32 {
	s := &di.slots[si]
	tag := s.tag()
	class := string(seenClass(v))
	k := mix(mix(fRole, class), tag)
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
	f = append(f, mix(mix(mixByte(fRole, 4), class), base), mix(mix(mixByte(fRolePrev, 4), p2), base))
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
	// the direction of the cue before the value against the slot's: "into
	// my savings" agrees with a slot said "to …" whatever the value's
	// class, so an own account learns from every id sent "to" (issue 24)
	if dir := cueDirection(msg, v); dir != "" && (s.from || s.to) {
		agree := dir == "from" && s.from || dir == "to" && s.to
		f = append(f, mix(mix(fRole, "dir"), strconv.FormatBool(agree)), mix(mix(mix(fRole, "dir"), strconv.FormatBool(agree)), string(seenClass(v))))
	}
	// a word of the slot's label or name shortly before the value ("the
	// destination is 6060606", "change the amount to 45"): the domain's
	// own words for the slot, which a YAML domain has too
	for i := v.from - 1; i >= 0 && i >= v.from-4; i-- {
		if w := msg.norm[i]; w == s.name || slices.Contains(s.labels, w) {
			f = append(f, mix(fRole, "label"), mix(mix(fRole, "label"), tag))
			break
		}
	}
	if m.Slot != "" && m.Slot == s.name {
		f = append(f, mix(fRole, "asked"), mix(mix(fRole, "asked"), class))
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
		case s.agent == agent || slices.Contains(others, s.agent):
			f = append(f, mix(mix(fRole, "own-task"), tag), mix(fRole, "own-task"))
		case di.requires(agent, s.agent) || di.requiredByAny(others, s.agent):
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

// requiredByAny reports whether one of the agents needs agent b first.
func (di *domainInfo) requiredByAny(as []string, b string) bool {
	for _, a := range as {
		if di.requires(a, b) {
			return true
		}
	}
	return false
}

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

// cueDirection is "from" for a value just after "from" or "out of", "to"
// after "to", "into" or "onto" (articles between), else "".
func cueDirection(msg *message, v *value) string {
	for i := v.from - 1; i >= 0 && i >= v.from-3; i-- {
		switch w := msg.norm[i]; {
		case w == "from" || w == "of" && i > 0 && msg.norm[i-1] == "out":
			return "from"
		case w == "to" || w == "into" || w == "onto":
			return "to"
		case !articles[w]:
			return ""
		}
	}
	return ""
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
