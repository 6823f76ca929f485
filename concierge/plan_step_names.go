package concierge

// The steps of a plan a phrase names (R50; issue 24 round 9): by their
// order as people count ("the second one", "the last bit", "the first
// two", "step 3", "1 and 3"), or by their task ("the transfer part",
// "the balance thing", "the stock one", "the AAPL price"). A task word is
// looked for in the step's own words first, then its agent's name and
// description; a number or a name must be one the step holds ("send 60"
// names no step that sends 50, "msft" none that looks up aapl), so that a
// new instruction is never taken for one.

import (
	"strconv"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// cardinals are counts said in words ("the first two").
var cardinals = sync.OnceValue(func() map[string]int {
	return map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9}
})

// stepsNamed is the set of step numbers (1-based) ref names; ok is false
// when a part of it names no step.
func (e *Engine) stepsNamed(p *state.Plan, ref string) (map[int]bool, bool) {
	named := map[int]bool{}
	for _, part := range stepSeparator.Split(strings.TrimSpace(ref), -1) {
		if strings.TrimSpace(part) == "" {
			continue
		}
		got, ok := e.stepsOfPart(p, part)
		if !ok {
			return nil, false
		}
		for i := range got {
			named[i] = true
		}
	}
	return named, len(named) > 0
}

// stepsOfPart is the steps one part of a reference names.
func (e *Engine) stepsOfPart(p *state.Plan, part string) (map[int]bool, bool) {
	n := len(p.Steps)
	ws := reading.Words(strings.ReplaceAll(part, "#", " number "))
	var order []int // positions said, 1-based; -k counts from the end
	var content []string
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		next := ""
		if i+1 < len(ws) {
			next = ws[i+1]
		}
		switch {
		case (w == "first" || w == "last") && cardinals()[next] > 0 || (w == "first" || w == "last") && smallNumber(next, n) > 0:
			k := cardinals()[next]
			if k == 0 {
				k = smallNumber(next, n)
			}
			for j := 1; j <= k && j <= n; j++ {
				if w == "first" {
					order = append(order, j)
				} else {
					order = append(order, n-k+j)
				}
			}
			i++
		case (w == "second" || w == "next") && (next == "last" || next == "to" && i+2 < len(ws) && ws[i+2] == "last"):
			order = append(order, n-1)
			if next == "to" {
				i++
			}
			i++
		case w == "penultimate":
			order = append(order, n-1)
		case w == "last" || w == "final" || w == "latter":
			order = append(order, n)
		case w == "former":
			order = append(order, 1)
		case w == "middle" && n%2 == 1:
			order = append(order, (n+1)/2)
		case ordinals()[w] > 0:
			order = append(order, ordinals()[w])
		case ordinalShape.MatchString(w):
			k, _ := strconv.Atoi(strings.TrimRight(w, "stndrh"))
			order = append(order, k)
		case (w == "step" || w == "steps" || w == "number" || w == "no" || w == "num") && (smallNumber(next, n) > 0 || cardinals()[next] > 0):
			k := cardinals()[next]
			if k == 0 {
				k, _ = strconv.Atoi(next)
			}
			order = append(order, k)
			i++
		case stepFiller()[w]:
		default:
			content = append(content, w)
		}
	}
	if len(content) == 1 && len(order) == 0 {
		if k := smallNumber(content[0], n); k > 0 {
			return map[int]bool{k: true}, true // "skip 2", "only 1 and 3"
		}
	}
	for _, k := range order {
		if k < 1 || k > n {
			return nil, false // "the fourth" of three: no such step
		}
	}
	if len(content) == 0 {
		if len(order) == 0 {
			return nil, false
		}
		out := map[int]bool{}
		for _, k := range order {
			out[k] = true
		}
		return out, true
	}
	byTask, ok := e.stepsByTask(p, content)
	if !ok {
		return nil, false
	}
	if len(order) == 1 && len(byTask) > 1 {
		// "the second transfer": counted among the steps the task names
		var idx []int
		for i := 1; i <= n; i++ {
			if byTask[i] {
				idx = append(idx, i)
			}
		}
		if k := order[0]; k == n {
			return map[int]bool{idx[len(idx)-1]: true}, true
		} else if k <= len(idx) {
			return map[int]bool{idx[k-1]: true}, true
		}
		return nil, false
	}
	return byTask, true
}

// smallNumber is w as a step number of a plan of n steps, 0 when it is
// none.
func smallNumber(w string, n int) int {
	k, err := strconv.Atoi(w)
	if err != nil || k < 1 || k > n {
		return 0
	}
	return k
}

// stepsByTask is the steps whose task the content words name: the steps
// that score best, a word of the step's own action weighing more than
// one of its agent's. A number must be in the step's action.
func (e *Engine) stepsByTask(p *state.Plan, content []string) (map[int]bool, bool) {
	score := make([]int, len(p.Steps))
	matched := false
	for _, w := range content {
		number := isDigits(w)
		hit := false
		for i, st := range p.Steps {
			s := e.stepWordScore(st, w, number)
			score[i] += s
			hit = hit || s > 0
		}
		if !hit && (number || len(reading.Terms(w)) > 0 && !reading.EnglishWord(w)) {
			// "send 60" when the plan sends 50, "tell me msft" when it
			// looks up aapl: a value no step holds, so a new instruction
			return nil, false
		}
		matched = matched || hit
	}
	if !matched {
		// "the apple one": the agent the words are about, among the steps'
		var among []*agents.Agent
		for _, st := range p.Steps {
			if a := e.domain.Agent(st.Agent); a != nil {
				among = append(among, a)
			}
		}
		words := strings.Join(content, " ")
		if len(reading.Terms(words)) == 0 {
			return nil, false // "not to", "forget about it": no task named
		}
		best, ok := e.router.Best(words, among)
		if !ok {
			return nil, false
		}
		out := map[int]bool{}
		for i, st := range p.Steps {
			if st.Agent == best.Agent.Name {
				out[i+1] = true
			}
		}
		return out, len(out) > 0
	}
	top := 0
	for _, s := range score {
		top = max(top, s)
	}
	out := map[int]bool{}
	for i, s := range score {
		if s == top {
			out[i+1] = true
		}
	}
	return out, true
}

// stepWordScore is how well word w names step st: 2 for a word of its
// action, 1 for one of its agent's name or description.
func (e *Engine) stepWordScore(st state.PlanStep, w string, number bool) int {
	if number {
		for _, x := range reading.Words(st.Action) {
			if x == w {
				return 2
			}
		}
		return 0
	}
	stems := reading.Terms(w)
	if len(stems) == 0 {
		return 0
	}
	sw := stems[0]
	if containsTerm(reading.Terms(st.Action), sw) {
		return 2
	}
	about := strings.ReplaceAll(st.Agent, "_", " ")
	if a := e.domain.Agent(st.Agent); a != nil {
		about += " " + a.Description
	}
	if containsTerm(reading.Terms(about), sw) {
		return 1
	}
	return 0
}

func containsTerm(terms []string, t string) bool {
	for _, x := range terms {
		if x == t {
			return true
		}
	}
	return false
}

func isDigits(w string) bool {
	if w == "" {
		return false
	}
	for _, r := range w {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
