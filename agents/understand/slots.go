package understand

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// slotInfo is what the reader knows of one slot of the domain: never its
// name as a feature (roles are learned over kinds and cues, so that they
// carry over to a domain file's slots), only its shape.
type slotInfo struct {
	name   string
	agent  string
	slot   *agents.Slot
	kind   string // enum, pattern, named (a pattern slot with Named words), money, number, text, secret
	cues   [][]string
	from   bool // a cue of the slot is "from …": the account money leaves
	to     bool // a cue of the slot is "to …": where money goes
	moves  bool // the slot belongs to an agent with a side effect, or is the source such an agent checks
	labels []string
	// patternBytes are the bytes a match of the slot's pattern must hold
	// one of (pattern_gate.go), nil when any text may match
	patternBytes *byteSet
}

// phrase is a word or words that name a slot's value: a choice or one of
// its aliases, or a Named word.
type phrase struct {
	words []string
	slot  int // index into domainInfo.slots
	value string
	named bool
}

// domainInfo is the domain as the reader uses it, built once by New.
type domainInfo struct {
	d       *agents.Domain
	agents  []string
	slots   []slotInfo
	phrases map[string][]phrase // by first word
	// single words of a phrase, for typo matching: "savigns" is "savings"
	fuzzy []phrase
	// secretCues are the words of the secret slots' names, labels and
	// cues: login cues of R53 besides the everyday ones
	secretCues map[string]bool
	// hints are R29's hints of the domain (secretHints), gathered once
	hintsOnce sync.Once
	hints     reading.SecretHints
}

func newDomainInfo(d *agents.Domain) *domainInfo {
	di := &domainInfo{d: d, phrases: map[string][]phrase{}, secretCues: map[string]bool{}}
	seen := map[string]bool{}
	// slots of the agents a side-effect agent requires give its source
	movers := map[string]bool{}
	for _, a := range d.Agents {
		if a.HasSideEffects() {
			movers[a.Name] = true
		}
	}
	for _, a := range d.Agents {
		if a.HasSideEffects() {
			for _, r := range a.Requires {
				if r.By != "authenticate" && d.Agent(r.By) != nil && !d.Agent(r.By).HasSideEffects() && len(a.Pins) > 0 {
					movers[r.By] = true
				}
			}
		}
	}
	for _, a := range d.Agents {
		di.agents = append(di.agents, a.Name)
		for i := range a.Slots {
			s := &a.Slots[i]
			if seen[s.Name] {
				continue
			}
			seen[s.Name] = true
			si := slotInfo{name: s.Name, agent: a.Name, slot: s, kind: string(s.Kind), moves: movers[a.Name] && s.Kind != agents.KindSecret}
			if s.Kind == agents.KindPattern {
				si.patternBytes = patternGate(s.Pattern)
			}
			if s.Kind == agents.KindPattern && len(s.Named) > 0 {
				si.kind = "named"
			}
			for _, c := range s.Cues {
				ws := words(c)
				si.cues = append(si.cues, ws)
				if len(ws) > 0 && ws[0] == "from" {
					si.from = true
				}
				if len(ws) > 0 && (ws[0] == "to" || ws[0] == "into") {
					si.to = true
				}
			}
			si.labels = words(s.LabelOrName())
			if s.Kind == agents.KindSecret {
				for _, w := range append(append(words(s.Name), si.labels...), words(strings.Join(s.Cues, " "))...) {
					di.secretCues[w] = true
				}
			}
			idx := len(di.slots)
			di.slots = append(di.slots, si)
			for _, c := range s.Choices {
				di.addPhrase(c.Value, idx, c.Value, false)
				for _, al := range c.Aliases {
					di.addPhrase(al, idx, c.Value, false)
				}
			}
			for _, n := range s.Named {
				di.addPhrase(n, idx, n, true)
			}
		}
	}
	return di
}

func (di *domainInfo) addPhrase(text string, slot int, value string, named bool) {
	ws := words(text)
	if len(ws) == 0 {
		return
	}
	p := phrase{words: ws, slot: slot, value: value, named: named}
	di.phrases[ws[0]] = append(di.phrases[ws[0]], p)
	if len(ws) == 1 && len(ws[0]) >= 4 {
		di.fuzzy = append(di.fuzzy, p)
	}
}

// words is text as the tokenizer's lower-case words.
func words(text string) []string {
	ts := tokenize(text, nil)
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = t.norm
	}
	return out
}

// slotIndex is the index of the named slot, or -1.
func (di *domainInfo) slotIndex(name string) int {
	for i := range di.slots {
		if di.slots[i].name == name {
			return i
		}
	}
	return -1
}

func hasPrefixWords(ts []tok, at int, ws []string) bool {
	if at+len(ws) > len(ts) {
		return false
	}
	for i, w := range ws {
		if ts[at+i].norm != w {
			return false
		}
	}
	return true
}

func joinNorm(ts []tok) string {
	var b strings.Builder
	for i, t := range ts {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.norm)
	}
	return b.String()
}
