package agents

import (
	"math"
	"sort"
	"strings"
)

// Router scores a message against each agent's declared words: its name,
// title, intro, description, examples and enum choices. It is the offline
// orchestrator's whole knowledge, so a new agent routes by its declaration
// alone.
type Router struct {
	vocab map[string]map[string]float64 // agent → term → weight
	core  map[string]map[string]bool    // agent → terms from its own words, not its enum choices
	idf   map[string]float64
}

// routeThreshold is the score below which a message belongs to nobody: one
// distinctive word ("balance") clears it, one shared common word does not.
const routeThreshold = 1.0

// Word weights by where an agent declares the word.
const (
	weightExample     = 1.0
	weightIntro       = 0.8
	weightChoice      = 0.8
	weightDescription = 0.5
)

// NewRouter indexes the agents' declarations.
func NewRouter(agents []*Agent) *Router {
	r := &Router{vocab: map[string]map[string]float64{}, core: map[string]map[string]bool{}, idf: map[string]float64{}}
	df := map[string]int{}
	for _, a := range agents {
		v := map[string]float64{}
		add := func(text string, w float64) {
			for _, t := range terms(text) {
				if v[t] < w {
					v[t] = w
				}
			}
		}
		add(strings.ReplaceAll(a.Name, "_", " "), weightExample)
		add(a.Title, weightIntro)
		add(a.Intro, weightIntro)
		add(a.Description, weightDescription)
		for _, e := range a.Examples {
			add(e, weightExample)
		}
		core := map[string]bool{}
		for t := range v {
			core[t] = true
		}
		for _, s := range a.Slots {
			for _, c := range s.Choices {
				add(c.Value, weightChoice)
				for _, al := range c.Aliases {
					add(al, weightChoice)
				}
				for _, t := range terms(c.Value + " " + strings.Join(c.Aliases, " ")) {
					delete(core, t) // a choice says which, never what to do
				}
			}
		}
		r.core[a.Name] = core
		r.vocab[a.Name] = v
		for t := range v {
			df[t]++
		}
	}
	n := float64(len(agents))
	for t, d := range df {
		r.idf[t] = math.Log(1 + n/float64(d))
	}
	return r
}

// Scored is one agent's score for a message and the words that earned it.
type Scored struct {
	Agent   *Agent
	Score   float64
	Matched []string
	// Core is set when a matched word is the agent's own (name, intro,
	// description, examples), not only one of its enum choices.
	Core bool
}

// Score ranks the given agents for the text, best first. Ties keep the
// agents' declaration order, so routing is deterministic.
func (r *Router) Score(text string, among []*Agent) []Scored {
	seen := map[string]bool{}
	var ts []string
	original := map[string]string{}
	for _, w := range words(text) {
		t := terms(w)
		if len(t) == 0 || seen[t[0]] {
			continue
		}
		seen[t[0]] = true
		ts = append(ts, t[0])
		original[t[0]] = w
	}
	out := make([]Scored, 0, len(among))
	for _, a := range among {
		s := Scored{Agent: a}
		v := r.vocab[a.Name]
		for _, t := range ts {
			if w, ok := v[t]; ok {
				s.Score += w * r.idf[t]
				s.Matched = append(s.Matched, original[t])
				s.Core = s.Core || r.core[a.Name][t]
			}
		}
		out = append(out, s)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out
}

// Best returns the top agent when it clears the threshold and is not tied.
func (r *Router) Best(text string, among []*Agent) (Scored, bool) {
	ranked := r.Score(text, among)
	if len(ranked) == 0 || ranked[0].Score < routeThreshold {
		return Scored{}, false
	}
	if len(ranked) > 1 && ranked[1].Score == ranked[0].Score {
		return Scored{}, false
	}
	return ranked[0], true
}
