package understand

import (
	"os"
	"regexp"
	"testing"

	"github.com/concierge-dev/concierge/agents"

	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// A message the gate of a slot's pattern turns away holds no match of
// it: for the built-in domains' patterns and patterns written for the
// test (case folded, negated classes, optional parts, runes past ASCII),
// over every corpus line and a few made to catch a fold or a class.
func TestPatternGateTurnsAwayOnlyWhatCannotMatch(t *testing.T) {
	if underRace {
		t.Skip("single-goroutine comparison over the corpus: run without -race")
	}
	var patterns []*regexp.Regexp
	for _, d := range []*agents.Domain{bank.Domain(), insurance.Domain()} {
		for _, a := range d.Agents {
			for _, s := range a.Slots {
				if s.Pattern != nil {
					patterns = append(patterns, s.Pattern)
				}
			}
		}
	}
	for _, p := range []string{`(?i)^\d+(?:st|nd|rd|th)$`, `\bRX\d+\b`, `(?i)rx\d+`, `k+`, `(?i)k`, `a|b*`, `[^a]`, `é\d`,
		`x{0,3}y`, `\w+@\w+`, `(?:ab)+c?`, `\d{3}-\d{4}`, `[A-Z]{2}\d`} {
		patterns = append(patterns, regexp.MustCompile(p))
	}
	exs, err := LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"", "\u212a", "KELVIN \u212a", "rx12", "RX12", "1st", "é5", "xxxy", "a@b", "ababc", "555-1234", "AB1", "b"}
	for _, ex := range exs {
		texts = append(texts, ex.Text)
	}
	turned, gated := 0, 0
	for _, re := range patterns {
		g := patternGate(re)
		if g != nil {
			gated++
		}
		for _, text := range texts {
			if g.mayHold(text) {
				continue
			}
			turned++
			if loc := re.FindStringIndex(text); loc != nil {
				t.Fatalf("%s matches %q at %v, but its gate turned it away", re, text, loc)
			}
		}
	}
	if turned == 0 || gated < len(patterns)/2 {
		t.Errorf("%d texts turned away, %d of %d patterns gated: the test checks little", turned, gated, len(patterns))
	}
	if g := patternGate(regexp.MustCompile(`\b\d{5,17}\b`)); g == nil || g.mayHold("send it to savings") || !g.mayHold("to 1234567") {
		t.Errorf("an account number's gate: %v", g)
	}
}
