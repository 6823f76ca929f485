package offline

// A request said after another that points back at its item (issue 24,
// notes28; R50): "add a note called ideas saying build a treehouse then
// show it to me" — "show it to me" names no task of its own, so it was
// taken as more of the note's text. After a break ("then", "and then",
// "after that", "and also"), a verb of another task of the domain with
// only a pronoun and framing words ("show it to me", "read it back",
// "delete that", "let me see it") is that task's request, for the item
// the request before it names (the title just given): worded as its own
// ("show the note called ideas") so that it routes and fills as if typed.
// A "then" inside the text ("call mum then dad") stays the text's: what
// follows it is no request of the domain.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// pointBack are the words that stand for the item just named.
	pointBack = sync.OnceValue(func() map[string]bool { return wordSet(`it that this them em`) })
	// pointFraming are the words said around a verb and its pronoun.
	pointFraming = sync.OnceValue(func() map[string]bool {
		return wordSet(`to me back out for please pls plz can could would will you u ya then now again so i after afterwards
			and just also too quickly quick up over let lemme gimme give us aloud for real and also`)
	})
	// viewVerbs are the verbs of looking at an item, which the task that
	// reads one takes whatever its examples say.
	viewVerbs = sync.OnceValue(func() map[string]bool { return wordSet(`show see view display read open look check pull`) })
	// pointBreak is a break that sets a second request after the first.
	pointBreak = reading.Lazy(`(?i)\b(?:then|after|afterwards|also|and|plus|n)\b|[;&+]`)
)

func wordSet(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// pointedRequest is the request a piece makes of the item the request
// before it names (said), worded as its own; "" when the piece is no such
// request or sep, the words between them, is no break between requests.
func (o *Brain) pointedRequest(said, piece, sep string, among []*agents.Agent) string {
	if !pointBreak.MatchString(sep) {
		return ""
	}
	verb, pointed := "", false
	for _, w := range reading.Words(strings.ToLower(piece)) {
		switch {
		case pointBack()[w]:
			pointed = true
		case pointFraming()[w]:
		case verb == "":
			verb = w
		default:
			return "" // "show it to mum": a word of the text's own
		}
	}
	if verb == "" || !pointed {
		return ""
	}
	var before *agents.Agent
	if best, ok := o.router.Best(said, among); ok {
		before = best.Agent
	}
	var values map[string]string
	if before != nil {
		values = agents.Extract(before, said, "")
	}
	var byVerb, byView []*agents.Agent
	for _, a := range among {
		if a == before || a.Name == agents.ConciergeName || a.OnlyShortText() == nil {
			continue
		}
		if examplesSay(a, verb) {
			byVerb = append(byVerb, a)
		} else if viewVerbs()[verb] && !a.HasSideEffects() {
			byView = append(byView, a)
		}
	}
	pick := byVerb
	if len(pick) == 0 {
		pick = byView
	}
	if len(pick) != 1 {
		return ""
	}
	a := pick[0]
	example := ""
	if len(a.Examples) > 0 {
		example = a.Examples[0]
	}
	s := a.OnlyShortText()
	v := values[s.Name]
	if v == "" {
		return example // "add a todo … then show it": the task, its item asked
	}
	noun := lastWord(example)
	for _, worded := range []string{verb + " the " + noun + " called " + v, example + " called " + v} {
		if best, ok := o.router.Best(worded, among); ok && best.Agent == a && agents.Extract(a, worded, "")[s.Name] == v {
			return worded
		}
	}
	return ""
}

// examplesSay reports a word of an agent's examples.
func examplesSay(a *agents.Agent, w string) bool {
	for _, ex := range a.Examples {
		for _, x := range reading.Words(strings.ToLower(ex)) {
			if x == w {
				return true
			}
		}
	}
	return false
}

func lastWord(s string) string {
	f := reading.Words(strings.ToLower(s))
	if len(f) == 0 {
		return ""
	}
	return f[len(f)-1]
}
