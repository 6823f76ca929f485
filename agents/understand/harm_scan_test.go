package understand

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"os"
	"regexp"
	"regexp/syntax"
	"strings"
	"testing"
)

// The automaton finds exactly the words a substring search finds, over
// every kind's words and every corpus line (overlapping words, words
// inside words, a word that is a suffix of another).
func TestWordScanFindsWhatContainsFinds(t *testing.T) {
	exs, err := LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	kinds()
	seen := make([]uint64, (kindWords.count()+63)/64)
	texts := []string{"she said he's here", "ushers", "aaaa", ""}
	for i, ex := range exs {
		if i%5 == 0 { // a fifth of the corpus is plenty, and quick
			texts = append(texts, strings.ToLower(ex.Text))
		}
	}
	words := kindWords.wordList()
	if len(words) == 0 || len(words) != kindWords.count() {
		t.Fatalf("%d words listed, %d counted", len(words), kindWords.count())
	}
	for _, text := range texts {
		kindWords.scan(text, seen)
		for id, w := range words {
			got := anySeen(seen, []int32{int32(id)})
			if want := strings.Contains(text, w); got != want {
				t.Fatalf("%q in %q: scan %v, contains %v", w, text, got, want)
			}
		}
	}
	small := newWordScan([]string{"he", "she", "his", "hers", "rs"})
	s2 := make([]uint64, 1)
	small.scan("ushers", s2)
	if s2[0] != 0b11011 { // he, she, hers, rs; not his
		t.Errorf("ushers: %b", s2[0])
	}
}

// Every kind's gates, scanned in one pass, open exactly where the
// substring search of each gate word opens them (gate.in, kept as the
// reference), over every corpus line as the table sees it.
func TestScannedGatesOpenAsTheSearchDoes(t *testing.T) {
	if underRace {
		t.Skip("single-goroutine comparison over the corpus: run without -race")
	}
	exs, err := LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	texts := []string{"she said he's here", "turned it down", "aaaa", ""}
	for i, ex := range exs {
		if i%6 != 0 { // a sixth of the corpus: the reference is slow
			continue
		}
		texts = append(texts, uncontract(repairHarmWords(reading.Normalise(ex.Text))))
	}
	ks := kinds()
	opened := 0
	for i := range ks {
		k := &ks[i]
		k.readGates()
		seen := k.scanned.pool.Get().(*seenBuf)
		gates := make([]gate, len(k.acts))
		for a, e := range k.acts {
			gates[a] = gateOf(e.String())
		}
		for _, n := range texts {
			k.scanned.see(n, seen)
			for a, g := range gates {
				got, want := k.scanned.open(a, seen), g.in(n)
				if got != want {
					t.Fatalf("kind %q act %d on %q: scanned %v, searched %v", k.reason, a, n, got, want)
				}
				if got {
					opened++
				}
			}
		}
	}
	if opened == 0 {
		t.Error("no gate opened on the corpus: the test compares nothing")
	}
}

// in is the reference kindGates.open is tested against: whether n holds
// what the gate needs — in one branch, a word of each of its sets (as
// substrings, as the expression would see them).
func (g gate) in(n string) bool {
	if g == nil {
		return true
	}
	for _, b := range g {
		all := true
		for _, set := range b {
			found := false
			for _, w := range set {
				if strings.Contains(n, w) {
					found = true
					break
				}
			}
			if !found {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// A gate is only what a match needs: where a kind's gate, or that of an
// entry of the table's first part, is closed its expression matches
// nothing; and a kind's act matched branch by branch, behind the
// branches' gates, matches where the whole expression does — on corpus lines as the table sees them and
// on the harm files' lines (where the expressions do match).
func TestGatesCloseOnlyWhereNothingMatches(t *testing.T) {
	if underRace {
		t.Skip("single-goroutine comparison over the corpus: run without -race")
	}
	exs, err := LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for i, ex := range exs {
		// a third of the harm files, a fiftieth of the rest: every
		// expression runs on every line, and that is slow
		if ex.Domain == "harm" && i%3 == 0 || i%50 == 0 {
			texts = append(texts, uncontract(repairHarmWords(reading.Normalise(ex.Text))))
		}
	}
	ks := kinds()
	closed, matched := 0, 0
	for i := range ks {
		k := &ks[i]
		k.readGates()
		seen := k.scanned.pool.Get().(*seenBuf)
		for _, n := range texts {
			k.scanned.see(n, seen)
			for a, re := range k.acts {
				open, match := k.scanned.open(a, seen), re.MatchString(n)
				if match && !open {
					t.Fatalf("kind %q act %d matches %q behind a closed gate", k.reason, a, n)
				}
				if got := k.scanned.match(a, n, seen); got != match {
					t.Fatalf("kind %q act %d on %q: branch by branch %v, whole %v", k.reason, a, n, got, match)
				}
				if !open {
					closed++
				}
				if match {
					matched++
				}
			}
		}
	}
	// the table's first part, clause by clause as HarmRule reads it
	tg := tableGates()
	seen := tg.pool.Get().(*seenBuf)
	for _, n := range texts {
		tg.see(n, seen)
		for i, h := range harms {
			open, match := tg.open(i, seen), h.acts.MatchString(n)
			if match && !open {
				t.Fatalf("the table's %q matches %q behind a closed gate", h.reason, n)
			}
			if !open {
				closed++
			}
			if match {
				matched++
			}
		}
	}
	t.Logf("%d lines, closed %d matched %d", len(texts), closed, matched)
	if closed == 0 || matched == 0 {
		t.Errorf("closed %d, matched %d: the test compares nothing", closed, matched)
	}
}

// An expression's branches keep the zero-width parts around the
// alternation they come from, and flags.
func TestExprBranches(t *testing.T) {
	for _, c := range []struct {
		expr string
		want int
	}{{`\b(?:send|move) (?:it|them)\b`, 0}, {`\b(?:ab|cd)\b|^ef`, 3}, {`(?i)xy|zw`, 2}, {`(?:ab|cd)e`, 0}, {`abc`, 0}} {
		parts, _ := exprBranches(simplified(t, c.expr))
		if len(parts) != c.want {
			t.Errorf("%s: %q", c.expr, parts)
		}
		whole := regexp.MustCompile(c.expr)
		for _, text := range []string{"ab", "xab", "cd ef", "ef", "XY", "zW", "abe", "send it", "xx ab", "move them"} {
			any := len(parts) == 0 && whole.MatchString(text)
			for _, p := range parts {
				any = any || regexp.MustCompile(p).MatchString(text)
			}
			if any != whole.MatchString(text) {
				t.Errorf("%s on %q: branches %v, whole %v (%q)", c.expr, text, any, !any, parts)
			}
		}
	}
}

func simplified(t *testing.T, expr string) *syntax.Regexp {
	re, err := syntax.Parse(expr, syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	return re.Simplify()
}
