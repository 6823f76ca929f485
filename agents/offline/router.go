package offline

import (
	"math"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// Router scores a message against each agent's declared words: its name,
// title, intro, description, examples and enum choices. It is the offline
// orchestrator's whole knowledge, so a new agent routes by its declaration
// alone.
type Router struct {
	vocab  map[string]map[string]float64 // agent → term → weight
	core   map[string]map[string]bool    // agent → terms from its own words, not its enum choices
	choice map[string]map[string]bool    // agent → the words of its enum choices, as written
	named  map[string]map[string]bool    // agent → every word that names a value of one of its slots
	// phrases are each agent's examples as word sequences (" make a note
	// "): a message that says one whole is that agent's, even when its
	// words are stop words or shared by every agent
	phrases map[string][]string
	// threshold is routeThreshold, or less for a domain of one agent
	threshold float64
	idf       map[string]float64
	known     []string // every term some agent declares, for typo repair
	// spelt are the declared words as written, each with its term: a typo
	// is nearer the word than its stem ("tradin" is one edit from
	// "trading", two from "trad")
	spelt     map[string]string
	speltKeys []string // spelt's keys, sorted, for deterministic repairs
	fixes     sync.Map // word → its repair, worked out once
	nfix      atomic.Int32
}

// whichWords say which one or that there is one more, never what to do
// by themselves: "move money to another account" declares "another", and
// "oh great another bot. fine. savings balance i guess" is no transfer
// (issue 24, bank30). They count where the message gives a figure ("and
// another 40 to 7654321": one more of the same), and an example said
// whole still routes by its phrase.
var whichWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"another": true, "other": true, "else": true,
		// a person unnamed ("someone is hijacking it", bank33) is no payee: a
		// worry, never a transfer, without an amount or an account
		"someone": true, "somebody": true, "someon": true, "somebodi": true}
})

// maxFixes bounds the repair cache: a paste of random words must not grow
// it without end.
const maxFixes = 4096

// routeThreshold is the score below which a message belongs to nobody: one
// distinctive word ("balance") clears it, one shared common word does not.
const routeThreshold = 1.0

// phraseBonus is what an example said whole adds: it clears the threshold
// alone.
const phraseBonus = 1.5

// Word weights by where an agent declares the word.
const (
	weightExample     = 1.0
	weightIntro       = 0.8
	weightChoice      = 0.8
	weightDescription = 0.5
)

// RouterFor is the brain's router when it was built for exactly agents (the
// same slice), so that the engine need not build the same router again
// (R55: ~0.3 ms and 80 KB of every start); nil otherwise.
func (o *Brain) RouterFor(agents []*agents.Agent) *Router {
	if len(agents) == 0 || len(o.all) != len(agents) || &o.all[0] != &agents[0] {
		return nil
	}
	return o.router
}

// NewRouter indexes the agents' declarations. A router is never changed
// once built (its repair cache is safe to share), so one built from the same
// declarations is used again: every engine of a domain would otherwise
// index it anew, a tenth of the CPU of the loop's test suite.
func NewRouter(declared []*agents.Agent) *Router {
	key := routerKey(declared)
	if r, ok := builtRouters.Load(key); ok {
		return r.(*Router)
	}
	r := newRouter(declared)
	if builtCount.Add(1) <= maxBuiltRouters {
		builtRouters.Store(key, r)
	}
	return r
}

// builtRouters holds the routers built so far by their declarations
// (routerKey); at most maxBuiltRouters, so that a process loading many
// domains keeps only the first ones.
var (
	builtRouters sync.Map
	builtCount   atomic.Int32
)

const maxBuiltRouters = 64

// routerKey is every declaration newRouter reads, in order, with
// separators no declaration holds.
func routerKey(declared []*agents.Agent) string {
	var b strings.Builder
	put := func(s string) { b.WriteString(s); b.WriteByte(0) }
	for _, a := range declared {
		put(a.Name)
		put(a.Title)
		put(a.Intro)
		put(a.Description)
		for _, e := range a.Examples {
			put(e)
		}
		b.WriteByte(1)
		for _, s := range a.Slots {
			for _, c := range s.Choices {
				put(c.Value)
				for _, al := range c.Aliases {
					put(al)
				}
				b.WriteByte(2)
			}
			for _, n := range s.Named {
				put(n)
			}
			b.WriteByte(3)
		}
		b.WriteByte(4)
	}
	return b.String()
}

func newRouter(declared []*agents.Agent) *Router {
	r := &Router{vocab: map[string]map[string]float64{}, core: map[string]map[string]bool{}, choice: map[string]map[string]bool{}, named: map[string]map[string]bool{}, phrases: map[string][]string{}, idf: map[string]float64{}}
	df := map[string]int{}
	spelt := map[string]string{}
	for _, a := range declared {
		v := map[string]float64{}
		add := func(text string, w float64) {
			for _, t := range reading.Terms(text) {
				if v[t] < w {
					v[t] = w
				}
			}
			for _, word := range reading.Words(text) {
				if t := reading.Terms(word); len(t) == 1 {
					spelt[word] = t[0]
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
		// a choice says which, never what to do: its words are no core
		// words, even where they stem like one ("checking" is no "check")
		choice := map[string]bool{}
		for _, s := range a.Slots {
			for _, c := range s.Choices {
				add(c.Value, weightChoice)
				for _, al := range c.Aliases {
					w := weightChoice
					if len(reading.Words(al)) > 1 {
						// a word of a phrase ("house" of "in house") says
						// less than a choice said whole ("house" of Home)
						w = weightChoice / 2
					}
					add(al, w)
				}
				for _, said := range append([]string{c.Value}, c.Aliases...) {
					ws := reading.Words(said)
					for _, w := range ws {
						if len([]rune(w)) == 1 && len(ws) > 1 {
							// "BP p.l.c.": a letter of initials names no
							// choice ("c" typed at the password prompt is
							// a password, never BP)
							continue
						}
						choice[w] = true
					}
				}
			}
		}
		core := map[string]bool{}
		own := strings.ReplaceAll(a.Name, "_", " ") + " " + a.Title + " " + a.Intro + " " + a.Description + " " + strings.Join(a.Examples, " ")
		for _, w := range reading.Words(own) {
			if t := reading.Terms(w); len(t) > 0 && !choice[w] {
				core[t[0]] = true
			}
		}
		r.core[a.Name] = core
		r.choice[a.Name] = choice
		uses := map[string]bool{}
		for w := range choice {
			uses[w] = true
		}
		for _, s := range a.Slots {
			for _, n := range s.Named {
				uses[strings.ToLower(n)] = true
			}
		}
		r.named[a.Name] = uses
		for _, e := range a.Examples {
			if ws := reading.Words(e); len(ws) >= 2 {
				r.phrases[a.Name] = append(r.phrases[a.Name], " "+strings.Join(ws, " ")+" ")
			}
		}
		r.vocab[a.Name] = v
		for t := range v {
			df[t]++
		}
	}
	n := float64(len(declared))
	// one word of its own routes to an agent: in a domain of one agent a
	// word's weight is smaller than the threshold, which comes down to it
	r.threshold = math.Min(routeThreshold, weightExample*math.Log(1+n))
	for t, d := range df {
		r.idf[t] = math.Log(1 + n/float64(d))
		r.known = append(r.known, t)
	}
	sort.Strings(r.known) // deterministic repairs
	r.spelt = spelt
	for w := range spelt {
		r.speltKeys = append(r.speltKeys, w)
	}
	sort.Strings(r.speltKeys)
	return r
}

// repair maps a word no agent declares (its term t, the word w as typed)
// to the one declared term it is a typo of ("tranfer" → "transfer",
// "aple" → "apple"): one edit for words of 4 to 7 letters, two from 8, from
// a declared term or a declared word as written; or a shorthand without
// vowels ("snd" → "send", "trnsfr" → "transfer"). Numbers are left alone,
// and a word close to two terms is left alone too: a guess between two
// meanings is no repair.
func (r *Router) repair(t, w string) string {
	if _, ok := r.idf[t]; ok || len(w) < 3 {
		return t
	}
	if f, ok := r.fixes.Load(w); ok {
		return f.(string)
	}
	f := r.closest(t, w)
	if r.nfix.Load() < maxFixes {
		r.nfix.Add(1)
		r.fixes.Store(w, f)
	}
	return f
}

// closest is the one declared term within reach of t or w, else t.
func (r *Router) closest(t, w string) string {
	found := ""
	one := func(k string) bool {
		if found != "" && found != k {
			return false
		}
		found = k
		return true
	}
	if sk := reading.Shorthand(w); sk != "" {
		for _, k := range r.speltKeys {
			if len(k) >= 4 && reading.Skeleton(k) == sk && !one(r.spelt[k]) {
				return t
			}
		}
		if found != "" {
			return found
		}
	}
	if len(t) >= 4 {
		limit := typoLimit(len(t))
		for _, k := range r.known {
			if len(k) >= 4 && abs(len(k)-len(t)) <= limit && reading.EditDistance(t, k, limit) <= limit && !one(k) {
				return t
			}
		}
	}
	if limit := typoLimit(len(w)); limit > 0 {
		for _, k := range r.speltKeys {
			if len(k) >= 4 && abs(len(k)-len(w)) <= limit && reading.EditDistance(w, k, limit) <= limit && !one(r.spelt[k]) {
				return t
			}
		}
	}
	if found == "" {
		return t
	}
	return found
}

// typoLimit is how many edits a word of n letters may be from the word it
// stands for: none below four letters, one from four, two from eight.
func typoLimit(n int) int {
	switch {
	case n >= 8:
		return 2
	case n >= 4:
		return 1
	}
	return 0
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// Scored is one agent's score for a message and the words that earned it.
type Scored struct {
	Agent   *agents.Agent
	Score   float64
	Matched []string
	// Core is set when a matched word is the agent's own (name, intro,
	// description, examples), not only one of its enum choices.
	Core bool
	// firstCore is 1 + the position of its first own word in the message.
	firstCore int
}

// Score ranks the given agents for the text, best first. Ties keep the
// agents' declaration order, so routing is deterministic.
func (r *Router) Score(text string, among []*agents.Agent) []Scored {
	text = r.withDecline(text) // "deny a claim" (router_decline_words.go)
	seen := map[string]bool{}
	var ts []string
	original := map[string]string{}
	words := r.joined(reading.Words(text)) // "to do list": the "todo" declared (router_words.go)
	for i, w := range words {
		t := reading.Terms(w)
		if len(t) == 0 {
			continue
		}
		term := t[0]
		if !reading.EnglishWord(w) {
			term = r.repair(term, w) // a real word is never a typo of another
		}
		term = r.synonym(term, words[i+1:]) // "can i see my notes": a verb of viewing no agent declares (router_words.go)
		if s := r.recordingSynonym(term, words[i+1:]); s != "" && !howAsked(words) {
			term = s // "save a note", "store a note" (router_words_ins33.go)
		}
		if whichWords()[term] && !strings.ContainsAny(text, "0123456789") {
			continue // "oh great another bot": no task; "and another 40 to 7654321" is one more transfer
		}
		if seen[term] {
			continue
		}
		seen[term] = true
		ts = append(ts, term)
		original[term] = w
	}
	said := " " + strings.Join(words, " ") + " "
	out := make([]Scored, 0, len(among))
	for _, a := range among {
		s := Scored{Agent: a}
		phrase := ""
		for _, p := range r.phrases[a.Name] {
			if strings.Contains(said, p) {
				phrase = strings.TrimSpace(p)
				break
			}
		}
		v := r.vocab[a.Name]
		for k, t := range ts {
			if w, ok := v[t]; ok {
				s.Score += w * r.idf[t]
				s.Matched = append(s.Matched, original[t])
				s.Core = s.Core || (r.core[a.Name][t] && !r.choice[a.Name][original[t]])
				if r.core[a.Name][t] && !r.choice[a.Name][original[t]] && s.firstCore == 0 {
					s.firstCore = k + 1 // where its first own word stands
				}
			}
		}
		if phrase != "" {
			// an example said whole: the agent's own words, whatever
			// their weight ("make a note" when every agent has "note")
			s.Score += phraseBonus
			s.Core = true
			if len(s.Matched) == 0 {
				s.Matched = []string{phrase}
			}
			if s.firstCore == 0 {
				s.firstCore = 1
			}
		}
		out = append(out, s)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Score > out[j].Score })
	return out
}

// Best returns the top agent when it clears the threshold and is not tied.
// An amount said as a share of a balance ("send half my checking balance
// to 1234324") is a value: the agent is chosen by the words around it,
// when they choose one.
func (r *Router) Best(text string, among []*agents.Agent) (Scored, bool) {
	if rest, ok := withoutShare(text, among); ok {
		if s, ok := r.best(rest, among); ok {
			return s, true
		}
	}
	if rest, ok := withoutWordsAmount(text, among); ok {
		// "transfer one thousand five hundred dollars from savings"
		if s, ok := r.best(rest, among); ok {
			return s, true
		}
	}
	return r.best(text, among)
}

// withoutShare is text without its share phrase, when one of the agents
// takes shares as amounts.
func withoutShare(text string, among []*agents.Agent) (string, bool) {
	sh, ok := reading.FindShare(text)
	if !ok {
		return "", false
	}
	for _, a := range among {
		for _, s := range a.Slots {
			if s.Share != nil {
				return text[:sh.From] + " " + text[sh.To:], true
			}
		}
	}
	return "", false
}

func (r *Router) best(text string, among []*agents.Agent) (Scored, bool) {
	ranked := r.Score(text, among)
	if len(ranked) == 0 || ranked[0].Score < r.threshold {
		return Scored{}, false
	}
	if !ranked[0].Core {
		// only choices matched ("checking", "savings"): an agent whose own
		// words are in the message says what to do with them ("transfer
		// from checking and savings")
		for _, s := range ranked[1:] {
			if s.Core && s.Score >= r.threshold && r.uses(s.Agent, ranked[0].Matched) {
				return s, true
			}
		}
	}
	if len(ranked) > 1 && ranked[1].Score == ranked[0].Score && ranked[0].Core && ranked[1].Core &&
		ranked[0].firstCore != ranked[1].firstCore && (len(ranked) == 2 || ranked[2].Score < ranked[0].Score) {
		// both own words: the one said first says what to do ("transfer
		// money from my savings account")
		if ranked[1].firstCore < ranked[0].firstCore {
			return ranked[1], true
		}
		return ranked[0], true
	}
	if len(ranked) > 1 && ranked[1].Score == ranked[0].Score {
		// a tie between an agent's own word and another's enum choice goes
		// to the own word: "transfer 200 from savings" is a transfer that
		// names an account, not a balance check
		if ranked[0].Core != ranked[1].Core && (len(ranked) == 2 || ranked[2].Score < ranked[0].Score) {
			if ranked[1].Core {
				return ranked[1], true
			}
			return ranked[0], true
		}
		return Scored{}, false
	}
	return ranked[0], true
}

// uses reports whether the agent can take one of the words as a value: a
// choice of its own or a word one of its slots names ("from my savings"
// is a transfer's; "check nvda" is no balance's, NVDA names a stock).
func (r *Router) uses(a *agents.Agent, words []string) bool {
	for _, w := range words {
		if r.named[a.Name][strings.ToLower(w)] {
			return true
		}
	}
	return false
}

// Named reports a word that names a value of one of the agent's slots (a
// choice, or a Named word such as "savings").
func (r *Router) Named(a *agents.Agent, w string) bool { return r.named[a.Name][strings.ToLower(w)] }
