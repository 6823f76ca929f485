package reading

import (
	"regexp"
	"slices"
	"testing"
)

// alsoCases are patterns whose also-needs close them on texts their needs
// let through, and texts each matches (the also-needs must hold there).
var alsoCases = []struct {
	expr       string
	also       []string // nil: none
	skipped    []string // texts the needs let through and the also-needs stop
	matchesToo []string
}{
	{
		expr:       `(?i)\b(?:paid|sent|transferred|wired|given|gave|refunded|owed)\s+(?:me|us)\b|\b(?:did|has|have|if|whether)\b.{0,40}\b(?:pay|paid)\s+(?:me|us)\b|\b(?:last|recent|previous|past)\s+(?:\w+\s+)?(?:payments?|transfers?|deposits?)\b|\b(?:who|what)\s+(?:paid|sent)\b`,
		also:       []string{"AST", "ME", "RECENT", "US", "WH"},
		skipped:    []string{"transfer money", "Transfer 500 to savings", "make a deposit"},
		matchesToo: []string{"they paid me", "Did the office ever pay us?", "my last two transfers", "who sent it"},
	},
	{
		expr:       `(?i)\b(?:real|actual|legit|legitimate|genuine|fake|demo|test|testing|sandbox|pretend|toy)\s+(?:bank|thing|app|service|account|money|version|site)\b`,
		also:       []string{"ACTUAL", "DEMO", "FAKE", "GENUINE", "LEGIT", "PRETEND", "REAL", "SANDBOX", "TEST", "TOY"},
		skipped:    []string{"Transfer money", "To account ID 1234324", "which bank is this"},
		matchesToo: []string{"is this a real bank", "FAKE MONEY", "a test account"},
	},
	{expr: `(?i)\b(\d+) (?:dollars?|bucks)\b`, also: []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"}, skipped: []string{"dollars and bucks"}, matchesToo: []string{"5 dollars"}},
	{expr: `(?i)\bhello\b`},   // one literal: nothing second
	{expr: `(?i)cancel|stop`}, // one list per branch, the same list
}

func TestAlsoNeedsOf(t *testing.T) {
	for _, c := range alsoCases {
		also, err := AlsoNeedsOf(c.expr)
		if err != nil || !slices.Equal(also, c.also) {
			t.Errorf("AlsoNeedsOf(%.50q) = %q, %v; want %q", c.expr, also, err, c.also)
			continue
		}
		needs, _ := NeedsOf(c.expr)
		re := regexp.MustCompile(c.expr)
		for _, s := range c.skipped {
			if !mayMatch(s, needs, nil) || mayMatch(s, also, nil) || re.MatchString(s) {
				t.Errorf("%q: not a text the needs %q let through, the also-needs %q stop and the pattern does not match", s, needs, also)
			}
		}
		for _, s := range c.matchesToo {
			if !re.MatchString(s) || !mayMatch(s, also, nil) {
				t.Errorf("%q matches %.50q: its also-needs %q must hold there", s, c.expr, also)
			}
		}
	}
}

// A LazyRegexp with stored also-needs is not compiled for a text that
// holds its needs but none of them.
func TestLazyRegexpSkipsWithoutAlsoNeeds(t *testing.T) {
	c := alsoCases[1]
	needs, _ := NeedsOf(c.expr)
	also, _ := AlsoNeedsOf(c.expr)
	l := &LazyRegexp{expr: c.expr, stored: &lazyNeedsEntry{needs: join(needs), also: join(also)}}
	l.needsOnce.Do(func() {})
	for _, s := range c.skipped {
		if l.MatchString(s) || l.FindString(s) != "" {
			t.Fatalf("%q: answered a match", s)
		}
	}
	if l.re != nil {
		t.Fatal("compiled for texts that hold none of its also-needs (R55)")
	}
	if !l.MatchString(c.matchesToo[0]) {
		t.Errorf("%q: no match", c.matchesToo[0])
	}
}

func join(list []string) string {
	out := ""
	for i, s := range list {
		if i > 0 {
			out += "\x00"
		}
		out += s
	}
	return out
}

// FuzzAlsoNeedsSound: for any text, a pattern that matches it holds one of
// its also-needs. The product's patterns are checked on the corpus and
// the scenarios by cmd/concierge's TestLazyNeedsSound.
func FuzzAlsoNeedsSound(f *testing.F) {
	type compiled struct {
		re   *regexp.Regexp
		also []string
	}
	var all []compiled
	for _, c := range alsoCases {
		also, _ := AlsoNeedsOf(c.expr)
		all = append(all, compiled{regexp.MustCompile(c.expr), also})
		for _, s := range append(c.skipped, c.matchesToo...) {
			f.Add(s)
		}
	}
	for _, c := range foldTraps {
		also, err := AlsoNeedsOf(c.expr)
		if err != nil {
			f.Fatal(err)
		}
		all = append(all, compiled{regexp.MustCompile(c.expr), also})
		f.Add(c.text)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range all {
			if c.also != nil && c.re.MatchString(s) && !mayMatch(s, c.also, nil) {
				t.Fatalf("%q matches %q but holds none of its also-needs %q", s, c.re, c.also)
			}
		}
	})
}
