package offline

// Several companies in a row (issue 24, round 19): "quote aapl msft",
// "aapl msft nvda prices", "check aapl n amzn" named two or three choices
// of one slot with nothing but spaces or a casual join between them, and
// the look-up asked again which one (the slot takes one choice, and two
// named is no guess). A run of choices of one slot of an agent without
// side effects is one request per choice, the other choices taken out,
// as eachValue does for ids.

import (
	"sort"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// choiceJoin is what may stand between two choices of a run: spaces,
// commas and the casual joins ("n", "&", "+", "plus", "and"); never "or",
// which asks which one.
var choiceJoin = reading.Lazy(`(?i)^(?:[\s,&+/]|\b(?:and|n|plus|an)\b)*$`)

// choiceAt is one choice named in a text, where it stands, and by which
// of the slot's names (its values and aliases counted in order).
type choiceAt struct {
	value string
	at, n int
	name  int
}

// choiceNames are the places text names a choice of sl by its value or an
// alias as whole words: in the order of the slot's choices and names, each
// name's places from the left. choicesIn and choiceNamed read them.
func choiceNames(sl *agents.Slot, text string) []choiceAt {
	lower := strings.ToLower(text)
	var found []choiceAt
	name := 0
	for _, c := range sl.Choices {
		for _, w := range append([]string{c.Value}, c.Aliases...) {
			name++
			lw := strings.ToLower(strings.TrimSpace(w))
			if lw == "" {
				continue
			}
			for from := 0; ; {
				i := strings.Index(lower[from:], lw)
				if i < 0 {
					break
				}
				i += from
				if reading.WordBoundary(text, i-1) && reading.WordBoundary(text, i+len(lw)) {
					found = append(found, choiceAt{c.Value, i, len(lw), name})
				}
				from = i + len(lw)
			}
		}
	}
	return found
}

// choicesIn are the choices of sl named in text as whole words, in the
// order they stand, the longest name first where two overlap.
func choicesIn(sl *agents.Slot, text string) []choiceAt {
	found := choiceNames(sl, text)
	sort.Slice(found, func(i, j int) bool {
		if found[i].at != found[j].at {
			return found[i].at < found[j].at
		}
		return found[i].n > found[j].n
	})
	var out []choiceAt
	end := 0
	for _, f := range found {
		if f.at < end {
			continue // inside a longer name ("jp morgan chase")
		}
		out = append(out, f)
		end = f.at + f.n
	}
	return out
}

// listSlot is the one slot of a, when a has no side effects and that slot
// is a choice among several: a look-up a list of names asks for one by one.
func listSlot(a *agents.Agent) *agents.Slot {
	if a == nil || a.HasSideEffects() || len(a.Slots) != 1 {
		return nil
	}
	if sl := &a.Slots[0]; len(sl.Choices) >= 2 && sl.Kind == agents.KindEnum {
		return sl
	}
	return nil
}

// nameRun is the longest run of names in p joined by nothing but a join
// (a name that is no choice, of value "", only with a join in words or
// marks beside it), with every choice in it named once; nil when none.
func nameRun(p string, found []choiceAt) []choiceAt {
	if len(found) < 2 {
		return nil
	}
	bestFrom, bestTo := 0, 0
	for i := 0; i < len(found); {
		j := i
		for j+1 < len(found) {
			gap := p[found[j].at+found[j].n : found[j+1].at]
			if !choiceJoin.MatchString(gap) || (found[j].value == "" || found[j+1].value == "") && strings.TrimSpace(gap) == "" {
				break
			}
			j++
		}
		if j-i > bestTo-bestFrom {
			bestFrom, bestTo = i, j
		}
		i = j + 1
	}
	run := found[bestFrom : bestTo+1]
	if len(run) < 2 {
		return nil
	}
	seen := map[string]bool{}
	for _, f := range run {
		if f.value == "" {
			continue
		}
		if seen[f.value] {
			return nil // "apple, I mean AAPL": one choice named twice
		}
		seen[f.value] = true
	}
	return run
}

// eachChoiceOf splits p at a run of two or more different choices of the
// list slot of agent a ("home or motor" in a letter's request is one
// letter, its choice asked); nil when p names no such run.
func eachChoiceOf(a *agents.Agent, p string) []string {
	sl := listSlot(a)
	if sl == nil {
		return nil
	}
	run := nameRun(p, choicesIn(sl, p))
	if run == nil {
		return nil
	}
	head, tail := p[:run[0].at], p[run[len(run)-1].at+run[len(run)-1].n:]
	var each []string
	for _, f := range run {
		each = append(each, strings.Join(strings.Fields(head+p[f.at:f.at+f.n]+tail), " "))
	}
	return each
}

// unfoundNames takes out of text the names in a list of choices of a's
// list slot that are none of its choices ("apple, foobarco and msft"):
// the text without them (and the join before each), and the names as
// typed; nil when the list names none, or no choice beside them.
func unfoundNames(a *agents.Agent, text string) (string, []string) {
	sl := listSlot(a)
	if sl == nil {
		return text, nil
	}
	known := choicesIn(sl, text)
	if len(known) == 0 {
		return text, nil
	}
	run := nameRun(text, withUnknownNames(text, known))
	var names []string
	for _, f := range run {
		if f.value == "" {
			names = append(names, text[f.at:f.at+f.n])
		}
	}
	if len(names) == 0 || len(names) == len(run) {
		return text, nil
	}
	// cut each name with the join before it (after it, for the first)
	out := text
	for k := len(run) - 1; k >= 0; k-- {
		f := run[k]
		if f.value != "" {
			continue
		}
		from, to := f.at, f.at+f.n
		if k > 0 {
			from = run[k-1].at + run[k-1].n
		} else {
			to = run[1].at
		}
		out = out[:from] + " " + out[to:]
	}
	return strings.Join(strings.Fields(out), " "), names
}

// nameWord finds the words of a text that may name a company.
var nameWord = reading.Lazy(`[A-Za-z][A-Za-z0-9.&'-]*[A-Za-z0-9]`)

// notNames are the short words of chat that are no English word and no
// name either.
var notNames = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("pls plz thx thanx tho btw asap rn wat doin ya yah yea u ur r n pls lol lmk idk tbh imo fyi omg ppl bc cuz cos abt wht hw hv " +
		"chk chek chck qoute quot stonk stonks tix tkr ticker tickers nd n' 'n") {
		m[w] = true
	}
	return m
})

// contractionStems are the words that a contraction shortens ("we're",
// "i'm", "they'll", "don't"): a contraction is never a name (round 30's
// ins33: "I work for a broker, we're a partner company" was told "I
// couldn't find "we're"").
var contractionStems = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("i you we they he she it that there here what who where when how why let this " +
		"don can won isn aren wasn weren didn doesn haven hasn hadn couldn wouldn shouldn mustn ain shan y") {
		m[w] = true
	}
	return m
})

// contraction reports a word that is a contraction, with its apostrophe
// ("we're", "they've") or without it as typed in chat ("theyre", "youre",
// "im", "dont").
func contraction(w string) bool {
	w = strings.ReplaceAll(w, "’", "'")
	if i := strings.IndexByte(w, '\''); i > 0 {
		switch w[i+1:] {
		case "re", "m", "ll", "ve", "d", "s", "t", "all":
			return contractionStems()[w[:i]]
		}
		return false
	}
	for _, suf := range []string{"re", "m", "ll", "ve", "d", "t"} {
		if stem, ok := strings.CutSuffix(w, suf); ok && len(stem) > 1 && contractionStems()[stem] && !reading.EnglishWord(stem+suf) {
			return true
		}
	}
	return false
}

// withUnknownNames adds to found (the choices named in p) the words of p
// that may name a company the slot does not list: three letters or more,
// no English word, no word of chat; their value is "".
func withUnknownNames(p string, found []choiceAt) []choiceAt {
	out := append([]choiceAt(nil), found...)
	for _, loc := range nameWord.FindAllStringIndex(p, -1) {
		w := strings.ToLower(p[loc[0]:loc[1]])
		if len(w) < 3 || reading.EnglishWord(w) || notNames()[w] || contraction(w) || connector(w) || ackWords[w] || pleasantries[w] || strings.ContainsAny(w, "0123456789") {
			continue
		}
		inside := false
		for _, f := range found {
			if loc[0] < f.at+f.n && f.at < loc[1] {
				inside = true
				break
			}
		}
		if !inside {
			out = append(out, choiceAt{value: "", at: loc[0], n: loc[1] - loc[0]})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].at < out[j].at })
	return out
}
