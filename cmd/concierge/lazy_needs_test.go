package main

import (
	"flag"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

var updateNeeds = flag.Bool("update-needs", false, "write agents/reading/lazy_needs_table.go from the product's patterns (go generate ./agents/reading)")

const needsTable = "../../agents/reading/lazy_needs_table.go"

// TestLazyNeedsTable: the needs of every pattern of the product (all its
// packages are linked here, and the source is read for those made inside
// functions) are stored, so that a pattern is compiled only
// for a text that may match it (R55). A pattern added or changed since the
// table was written is compiled at its first use as before, never skipped
// wrongly (the table is keyed by the expression's hash); this test says to
// write the table again.
func TestLazyNeedsTable(t *testing.T) {
	want, err := reading.NeedsTableOf(productPatterns(t))
	if err != nil {
		t.Fatal(err)
	}
	if *updateNeeds {
		if err := os.WriteFile(needsTable, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	got, err := os.ReadFile(needsTable)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatal("agents/reading/lazy_needs_table.go is stale: the product's patterns changed. Write it again with go generate ./agents/reading")
	}
	// the demo's big patterns must stay skippable: the amount with a
	// currency (1.6 KB of expression) and a decline in words were a
	// fifth of `concierge demo bank`'s CPU time when compiled for every run
	// one line of the index an entry: "\t\"\\x…\" +"
	index, _, _ := strings.Cut(want, "const lazyNeedsLists")
	if n := strings.Count(index, "\n\t\"\\x"); n < 50 {
		t.Errorf("the table holds the needs of %d patterns: the product's patterns are not found or not analysed", n)
	}
}

// TestLazyNeedsSound runs every pattern of the product whose needs are
// known over the corpus lines and scenario messages: a pattern that
// matches a text must never be skipped for it.
func TestLazyNeedsSound(t *testing.T) {
	if raceEnabled {
		// one goroutine matching regular expressions: nothing to race, and
		// ten times slower under the detector (9 minutes on the CI box);
		// the plain pass of .ci/run runs it whole
		t.Skip("a single-goroutine soundness check: run without -race")
	}
	t.Parallel()
	seen := map[string]bool{}
	for _, root := range []string{"../../agents/understand/corpus", "../../concierge", "../../examples"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".txt") || strings.HasSuffix(path, ".scenario")) {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for line := range strings.Lines(string(b)) {
				seen[strings.TrimSpace(line)] = true
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	texts := slices.Sorted(maps.Keys(seen))
	if len(texts) < 10000 {
		t.Fatalf("read %d lines of corpus and scenarios: the check would prove little", len(texts))
	}
	// every sixth line (every tenth with -short): all of them took ~45 s
	// on the shared machine; the analysis itself is fuzzed in agents/reading
	sample := 6
	if testing.Short() {
		sample = 10
	}
	checked, skipped := 0, 0
	for _, expr := range productPatterns(t) {
		l := reading.Lazy(expr)
		needs, err := reading.NeedsOf(l.String())
		if err != nil {
			t.Fatal(err)
		}
		starts, _ := reading.StartsOf(l.String())
		firsts, _ := reading.FirstsOf(l.String())
		if needs == nil && starts == nil && firsts == nil {
			continue
		}
		checked++
		re := regexp.MustCompile(l.String())
		for i, text := range texts {
			if i%sample != 0 {
				continue
			}
			// a pattern anchored at the start is asked about the rest of a
			// message from a word on ("… and fifty dollars")
			probes := []string{text}
			if starts != nil || firsts != nil {
				for j := range len(text) {
					if text[j] == ' ' {
						probes = append(probes, text[j:], text[j+1:])
					}
				}
			}
			for _, s := range probes {
				if l.FindsNothingIn(s) {
					skipped++
					if got := re.FindString(s); got != "" {
						t.Errorf("%.80q finds %q in %q, which FindString would answer with \"\" (firsts %q)", l.String(), got, s, firsts)
						break
					}
				}
				// only a skipped text can be answered wrongly
				if l.MayMatch(s) {
					continue
				}
				skipped++
				if re.MatchString(s) {
					t.Errorf("%.80q would be skipped for %q, which it matches (needs %q, starts %q)", l.String(), s, needs, starts)
					break
				}
			}
		}
	}
	if checked < 50 {
		t.Fatalf("checked %d patterns with needs", checked)
	}
	t.Logf("%d patterns with needs, %d of their runs over %d texts skipped", checked, skipped, len(texts))
}
