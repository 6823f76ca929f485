package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// Vocabulary is what the rules can account for in a message to each agent:
// its declared words, its slots' labels, cues and choices. A content word
// outside it is one the rules did not use — said back to the user (R27),
// and the reason rules-first asks the model (R34).
type Vocabulary struct {
	words map[string]map[string]bool // agent → term
}

// NewVocabulary gathers the words of a domain's agents.
func NewVocabulary(d *agents.Domain) *Vocabulary {
	v := &Vocabulary{words: map[string]map[string]bool{}}
	for _, a := range d.Agents {
		own := map[string]bool{}
		add := func(text string) {
			for _, t := range reading.Terms(text) {
				own[t] = true
			}
		}
		add(strings.ReplaceAll(a.Name, "_", " ") + " " + a.Title + " " + a.Intro + " " + a.Description + " " + strings.Join(a.Examples, " "))
		for _, s := range a.Slots {
			add(s.LabelOrName() + " " + strings.ReplaceAll(s.Name, "_", " ") + " " + strings.Join(s.Cues, " ") + " " + strings.Join(s.FreeCues(), " ") + " " + strings.Join(s.SelfCues(), " "))
			for _, c := range s.Choices {
				add(c.Value + " " + strings.Join(c.Aliases, " "))
			}
		}
		v.words[a.Name] = own
	}
	return v
}

// Unused returns the first content word of text that neither the agent's
// own words, its slots' labels, the values read, nor a number or money
// word account for, as the user typed it; "" when there is none.
func (v *Vocabulary) Unused(a *agents.Agent, text string, values map[string]string) string {
	if ws := v.unused(a, text, values, 1); len(ws) > 0 {
		return ws[0]
	}
	return ""
}

// UnusedAll is every such word, in order, at most max of them.
func (v *Vocabulary) UnusedAll(a *agents.Agent, text string, values map[string]string, max int) []string {
	return v.unused(a, text, values, max)
}

func (v *Vocabulary) unused(a *agents.Agent, text string, values map[string]string, max int) []string {
	used := map[string]bool{}
	for _, val := range values {
		for _, w := range reading.Words(val) {
			used[w] = true
		}
	}
	own := v.words[a.Name]
	var out []string
	for _, w := range reading.Words(text) {
		ts := reading.Terms(w)
		if len(ts) == 0 || used[w] || own[ts[0]] || moneyWord(w) || strings.Contains(w, "'") || typoOf(ts[0], own) {
			continue // a stop word, a number, a value, the agent's own word (or a typo of one), "i'd"
		}
		if (values != nil && fillers[w]) || pleasantries[w] {
			continue
		}
		used[w] = true
		if out = append(out, asTyped(text, w)); len(out) == max {
			break
		}
	}
	return out
}

// asTyped finds w (lower case) in text and returns it as the user typed it.
func asTyped(text, w string) string {
	if i := reading.PhraseIndex(strings.ToLower(text), w); i >= 0 && len(strings.ToLower(text)) == len(text) {
		return text[i : i+len(w)]
	}
	return w
}

// typoOf reports a term one edit from one of the agent's own, as the
// router forgives it ("chek", "savigns"): the rules used it.
func typoOf(term string, own map[string]bool) bool {
	if len(term) < 4 || reading.EnglishWord(term) {
		return false
	}
	for o := range own {
		if reading.EditDistance(term, o, 2) <= 2 && abs(len(o)-len(term)) <= 2 && len(o) >= 4 {
			return true
		}
	}
	return false
}
