package concierge

// The source of a transfer said as its own clause (R26, SPEC §15; issue
// 24 round 11): "… send him the difference which comes out to 37.25. His
// account number is 7654321. Can you do that from my checking?" and "…
// send him maybe 120? from my checking" were cut into two plan steps, the
// transfer and a balance check of Checking, as if the user had asked for
// their balance. A clause that only names the account the money comes
// from ("from my checking", "can you do that out of savings") asks for no
// balance: it is the source of the step that needs that check, and is
// read with it.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// sourceSaid is a clause naming where money comes from: "from my
// checking", "out of the savings".
var sourceSaid = reading.Lazy(`(?i)\b(?:from|out of|outta|using|with)\s+(?:my\s+|the\s+|our\s+)?\w+`)

// ownWorkWords ask a balance check for its own answer: "check", "balance",
// "how much", "show".
var ownWorkWords = lazyWordSet(`check checking's balance balances how much show see tell look whats what's left have`)

// sourceOnly reports a step for an agent other steps need first whose
// words only name a value of it as a source: the needing step's source.
func (e *Engine) sourceOnly(ps agents.PlanStep, steps []agents.PlanStep) bool {
	a := e.domain.Agent(ps.Agent)
	if a == nil || !e.neededBy(ps.Agent, steps) || !sourceSaid.MatchString(ps.Action) || len(agents.Extract(a, ps.Action, "")) == 0 {
		return false
	}
	own := ownWorkWords()
	for _, w := range reading.Words(strings.ToLower(ps.Action)) {
		if own[w] {
			return false // "and check my savings": a balance asked for
		}
	}
	return true
}

// withSourcesMerged folds each source-only step into the step after or
// before it that needs its agent: "from my checking" goes with the
// transfer.
func (e *Engine) withSourcesMerged(steps []agents.PlanStep) []agents.PlanStep {
	var out []agents.PlanStep
	var sources []string
	for _, ps := range steps {
		if e.sourceOnly(ps, steps) {
			sources = append(sources, ps.Action)
			continue
		}
		out = append(out, ps)
	}
	if len(sources) == 0 || len(out) == 0 {
		return steps
	}
	for i := range out {
		if e.stepNeeds(out[i], sources, steps) {
			out[i].Action = strings.TrimSpace(out[i].Action + ", " + strings.Join(sources, ", "))
			return out
		}
	}
	return steps
}

// stepNeeds reports a step whose agent needs the agent of a source step.
func (e *Engine) stepNeeds(ps agents.PlanStep, sources []string, steps []agents.PlanStep) bool {
	a := e.domain.Agent(ps.Agent)
	if a == nil {
		return false
	}
	for _, s := range steps {
		for _, src := range sources {
			if s.Action != src {
				continue
			}
			for _, req := range a.Requires {
				if req.By == s.Agent {
					return true
				}
			}
		}
	}
	return false
}
