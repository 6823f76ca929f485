package concierge

// A transfer said with a particle another kind of work shares (R50's
// cannot_handle; issue 24, round 10): "pay 7654321 $2k out of savings"
// read as "pay … out" — paying out an insurance claim — and was answered
// "I can't approve, pay out or reopen a claim here". A verb's object that
// is only a particle or a stand-in for a person ("out", "back", "the
// customer", "them") names no work of its own; a clause that gives an
// amount and an account or a destination that an agent here which moves
// money takes is that agent's transfer, whatever particle it carries
// ("out of", "off", "over to", "across"). An object that names the work
// ("pay my electricity bill 50 from checking", "pay out claim 12AB34")
// keeps its kind.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// weakObjects are objects of a kind that name no work by themselves: a
// particle or a person the money goes to.
var weakObjects = lazyWordSet(`out back off over up across away in into on it them him her me someone customer customers claimant`)

// strongObject reports an object of kind k after the clause's verb that
// names the kind's work ("bill", "claim"), not only a particle.
func strongObject(k *outOfScope, clause string) bool {
	words := reading.Words(clause)
	i := 0
	for i < len(words) && framing()[words[i]] {
		i++
	}
	if i >= len(words) {
		return false
	}
	for _, w := range words[i+1 : min(len(words), i+1+objectReach)] {
		if inList(k.objects, w) && !weakObjects()[w] {
			return true
		}
	}
	return false
}

// transferSaid reports a clause that gives an amount and an account or a
// destination that an agent which moves money takes: its transfer. The
// account may be one a prerequisite asks for ("out of savings"), so a
// choice any agent offers counts; the amount may be a bare number beside
// an account id ("reimburse 7654321 25 …").
func (e *Engine) transferSaid(clause string) bool {
	for _, a := range e.domain.Agents {
		if !a.HasSideEffects() {
			continue
		}
		money, place := false, false
		ids := map[string]bool{}
		for name, v := range agents.Extract(a, clause, "") {
			s := a.Slot(name)
			if s == nil || strings.TrimSpace(v) == "" {
				continue
			}
			switch s.Kind {
			case agents.KindMoney:
				money = true
			case agents.KindPattern, agents.KindEnum:
				place, ids[v] = true, true
			}
		}
		for _, f := range strings.Fields(clause) {
			w := strings.Trim(f, `,.;:!?"'()`)
			if !ids[w] && bareAmount.MatchString(w) {
				money = true
			}
			place = place || e.choiceWord(w)
		}
		if money && place {
			return true
		}
	}
	return false
}

// bareAmount is a number said as an amount: "25", "$2k", "1,500.50".
var bareAmount = reading.Lazy(`^[$£€]?\d{1,3}(?:,?\d{3})*(?:\.\d{1,2})?k?$`)
