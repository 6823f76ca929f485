package agents

import "strings"

// A title said between the task's own verb and the thing's noun, with no
// determiner (issue 24, notes19): "delete shopping note", "read wifi
// note pls", "bin groceries note". The words between are the title when
// they name something: never a particle of the verb ("jot down a note"),
// a describing word ("write quick note") or the request's own.

// notTitleBetween are words that, between a verb and its noun, show the
// words are no title: a particle, a pronoun, a determiner.
var notTitleBetween = map[string]bool{"down": true, "up": true, "out": true, "off": true, "me": true, "it": true,
	"this": true, "that": true, "a": true, "an": true, "the": true, "my": true, "our": true, "your": true, "some": true}

// nameAfterVerb is "shopping" of "delete shopping note": one to four
// words after the agent's verb, before its noun at noun.
func (x *extraction) nameAfterVerb(noun int) (string, span) {
	before := x.text[:noun]
	words := wordRuns(before)
	verbs := map[string]bool{}
	for _, ex := range x.agent.Examples {
		if f := strings.Fields(strings.ToLower(ex)); len(f) > 1 {
			verbs[f[0]] = true
		}
	}
	k := 0
	for k < len(words) && leadFiller[x.lower[words[k][0]:words[k][1]]] {
		k++
	}
	if k >= len(words) || !verbs[x.lower[words[k][0]:words[k][1]]] {
		return "", span{}
	}
	between := words[k+1:]
	if len(between) < 1 || len(between) > 4 {
		return "", span{}
	}
	for _, w := range between {
		if notTitleBetween[x.lower[w[0]:w[1]]] {
			return "", span{}
		}
	}
	from := between[0][0]
	v := strings.TrimSpace(before[from:])
	if strings.ContainsAny(v, ",;:.!?") || !x.namesSomething(v) {
		return "", span{}
	}
	return v, span{from, from + len(v)}
}
