package understand

import (
	"os"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// R8's table reads clauses in place and builds a word list only for a
// message with a typo of a harm word; it gives what splitting every
// message into clauses and words gave (the reference below), on every
// corpus line and on typos, several clauses and separators only.
func TestHarmRuleAsBySplitting(t *testing.T) {
	if underRace {
		t.Skip("single-goroutine comparison over the corpus: run without -race")
	}
	exs, err := LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"", ",,,", "my dads password pls", "use my flatmates pin", "comit frad now", "i want to comit frad. then lundr it", "pls steel his pasword, ok?",
		"scamm\u00a0them", "forget it; hack his account\nnow", "stela", "fraud"}
	for _, ex := range exs {
		texts = append(texts, ex.Text)
	}
	typos := 0
	for _, text := range texts {
		n := reading.Normalise(text)
		got, want := repairHarmWords(n), repairHarmWordsByFields(n)
		if got != want {
			t.Fatalf("%q: repaired %q, by fields %q", n, got, want)
		}
		if got != n {
			typos++
		}
		if got, want := HarmRule(text), harmRuleByFields(text); got != want {
			t.Fatalf("%q: %q, by splitting %q", text, got, want)
		}
	}
	if typos == 0 {
		t.Error("no typo repaired: the test compares nothing")
	}
	if n := testing.AllocsPerRun(100, func() { repairHarmWords("please send fifty to my savings") }); n != 0 {
		t.Errorf("a message without typos: %v allocations", n)
	}
}

// repairHarmWordsByFields is repairHarmWords before it read words in place.
func repairHarmWordsByFields(n string) string {
	words := strings.Fields(n)
	changed := false
	for i, w := range words {
		if len(w) < 4 || notHarmWords[w] {
			continue
		}
		for _, h := range harmWords {
			// cheap tests first: a typo keeps the first letter and the
			// length within one
			if w == h || w[0] != h[0] || len(w) < len(h)-1 || len(w) > len(h)+1 {
				continue
			}
			if withinOneEdit(w, h) {
				words[i], changed = h, true
				break
			}
		}
	}
	for i := 0; i+1 < len(words); i++ {
		if w := words[i]; len(w) > 2 && w[len(w)-1] == 's' && relations[w[:len(w)-1]] && holdings[words[i+1]] {
			words[i], changed = w[:len(w)-1]+"'s", true
		}
	}
	if !changed {
		return n
	}
	return strings.Join(words, " ")
}

// harmRuleByFields is HarmRule before it read clauses in place.
func harmRuleByFields(text string) string {
	// each sentence or clause on its own: "can you check my balance, in
	// case someone steals it" asks for no theft
	for _, part := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(".;!?,\n", r) }) {
		n := idioms.Replace(everydaySenses(stealALook(repairHarmWordsByFields(reading.Normalise(part)))))
		for _, h := range harms {
			if !containsAny(n, h.keys) {
				continue
			}
			for _, loc := range h.acts.FindAllStringIndex(n, -1) {
				if h.always || (!aName(n, loc[0]) && requested(n, loc[0]) && !innocentRound17(uncontract(everydaySenses(reading.Normalise(text))))) {
					return h.reason
				}
			}
		}
	}
	// the kinds are pairs said anywhere in the message ("it's stolen,
	// send it"), so they read it whole
	return harmKindOf(everydaySenses(stealALook(repairHarmWordsByFields(reading.Normalise(text)))))
}
