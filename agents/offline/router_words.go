package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Words a domain's agents do not declare but mean what a declared word
// means (issue 24, notes26): "can i see my to do list", "could i view my
// notes", "hey can i have a look at my todos". A YAML domain declares a
// handful of examples; a request said with another verb of viewing, or
// with a compound split in two, is still its agent's.

// viewing are the verbs of seeing something shown, in the order a
// declared one is preferred: a word of the group no agent declares counts
// as the first of them an agent does.
var viewing = []string{"show", "list", "display", "view", "see", "look", "check"}

// viewed are the words that open what a verb of viewing is asked to show
// ("see my notes", "have a look at the list", "view all"): "see you later"
// and "see how it goes" ask to see nothing.
var viewed = map[string]bool{"my": true, "all": true, "the": true, "our": true, "at": true, "what": true, "whats": true,
	"what's": true, "any": true, "every": true, "everything": true, "mine": true, "over": true, "through": true, "thru": true}

// synonym is the declared term an undeclared verb of viewing stands for,
// before what it shows (rest, the words after it); else term.
func (r *Router) synonym(term string, rest []string) string {
	if _, ok := r.idf[term]; ok {
		return term
	}
	if d := term + term[len(term)-1:]; len(term) == 2 {
		if _, ok := r.idf[d]; ok {
			return d // "ad to my todo list": a short verb with its letter doubled ("add")
		}
	}
	if len(rest) == 0 || !viewed[rest[0]] {
		return term
	}
	in := false
	for _, v := range viewing {
		if termOf(v) == term {
			in = true
			break
		}
	}
	if !in {
		return term
	}
	for _, v := range viewing {
		if t := termOf(v); t != term && t != "" {
			if _, ok := r.idf[t]; ok {
				return t
			}
		}
	}
	return term
}

// termOf is a word's one term, "" for a word of no content.
func termOf(w string) string {
	if t := reading.Terms(w); len(t) == 1 {
		return t[0]
	}
	return ""
}

// joined is words with two neighbours that an agent declares as one word
// said as one ("to do" → "todo", "to-do" → "todo", "note book" →
// "notebook"), when neither is a declared word alone.
func (r *Router) joined(words []string) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		if i+1 < len(words) && r.declaredOnlyJoined(words[i], words[i+1]) {
			out = append(out, words[i]+words[i+1])
			i++
			continue
		}
		if head, tail, ok := r.declaredOnlySplit(words[i]); ok {
			out = append(out, head, tail) // "login", "signin": the "log in" declared (issue 24, ins29)
			continue
		}
		out = append(out, words[i])
	}
	return out
}

// declaredOnlySplit splits a word no agent declares into a declared verb
// and the particle after it: "login" is "log in", "signin" "sign in",
// "logon" "log on", when only "log in" is among the examples.
func (r *Router) declaredOnlySplit(w string) (head, tail string, ok bool) {
	if t := reading.Terms(w); len(t) != 1 {
		return "", "", false
	} else if _, ok := r.idf[t[0]]; ok {
		return "", "", false
	}
	for _, p := range []string{"in", "on"} {
		head, ok := strings.CutSuffix(w, p)
		if !ok || len(head) < 3 {
			continue
		}
		if t := reading.Terms(head); len(t) == 1 {
			if _, ok := r.idf[t[0]]; ok {
				return head, p, true
			}
		}
	}
	return "", "", false
}

func (r *Router) declaredOnlyJoined(a, b string) bool {
	t := reading.Terms(a + b)
	if len(t) != 1 {
		return false
	}
	if _, ok := r.idf[t[0]]; !ok {
		return false
	}
	for _, w := range []string{a, b} {
		if ts := reading.Terms(w); len(ts) == 1 {
			if _, ok := r.idf[ts[0]]; ok {
				return false
			}
		}
	}
	return true
}
