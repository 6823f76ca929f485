package reading

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestNeedsOf(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		expr string
		want []string // nil: no needs
	}{
		{`\$\d+|\d+ dollars?`, []string{" DOLLAR", "$"}},
		{`(?i)\b(?:send|transfer)\s+money\b`, []string{"MONEY" + wordEndMark}},
		{`(?i)(?:dollars?|usd|bucks)`, []string{"BUCKS", "DOLLAR", "USD"}},
		{`[-−–]\s*\d`, []string{"-", "–", "−"}},
		{`(?i)(?:dont|don't|do not) send`, []string{"DO NOT SEND", "DON'T SEND", "DONT SEND"}},
		{`(?i)\b(?:dont|don't|do not)\b`, []string{wordStartMark + "DO NOT" + wordEndMark, wordStartMark + "DON'T" + wordEndMark, wordStartMark + "DONT" + wordEndMark}},
		// at a boundary only where the rune next to it is surely a word
		// character: not s or k, which (?i) lets the long s and the Kelvin
		// sign match
		{`(?i)\b(?:sec|min|mo|tick)\b`, []string{wordStartMark + "MIN" + wordEndMark, wordStartMark + "MO" + wordEndMark, wordStartMark + "TICK", "SEC" + wordEndMark}},
		{`check\b`, []string{"CHECK"}}, // k: no mark
		{`\bcheck in\b`, []string{wordStartMark + "CHECK IN" + wordEndMark}},
		{`\b(?:is|was)\s+due`, []string{"DUE"}},
		{`a+b*`, []string{"A"}},
		{`x{2,}|y{0,3}`, nil}, // the second branch matches the empty text
		{`^\s*$`, nil},
		{`.+`, nil},
		{`[a-z]+`, nil}, // a class too large to name its runes
		{`(?i)ſ`, []string{"S"}},
	} {
		got, err := NeedsOf(c.expr)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("NeedsOf(%q) = %q, want %q", c.expr, got, c.want)
		}
	}
}

// foldTraps are patterns and texts where (?i) matches a rune that is not
// the literal's lower or upper case: the Kelvin sign for k, the long s for
// s, a Greek mu for the micro sign.
var foldTraps = []struct{ expr, text string }{
	{`(?i)\bok\b`, "o\u212a"},
	{`(?i)bucks`, "buck\u017f"},
	{`(?i)\x{b5}g`, "\u03bcG"},
	{`(?i)straße`, "STRASSE"}, // no simple fold: ß does not match SS, nor may the guard need it to
	{`don't`, "DON'T"},        // case-sensitive: the guard may let more through, never less
}

func TestStartsOf(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		expr string
		want []string // nil: none
	}{
		{`(?i)^(?:an?|one|two)\b`, []string{"A", "ONE", "TWO"}},
		{`(?i)^\s?(?:dollars?|usd)\b`, []string{"\tDOLLAR", "\tUSD", "\nDOLLAR", "\nUSD", "\fDOLLAR", "\fUSD", "\rDOLLAR", "\rUSD", " DOLLAR", " USD", "DOLLAR", "USD"}},
		{`(?m)^ok`, nil}, // the start of any line
		{`\bok\b`, nil},  // not anchored
		{`(?i)^(?:ok)?x`, []string{"OKX", "X"}},
		// spellings not few, but no empty match: what a match begins with
		{`^\s*ok`, []string{"\t", "\n", "\f", "\r", " ", "OK"}},
		{`(?i)^(?:a?(?:h+a+)+h*|l+o+l+)$`, []string{"A", "H", "L"}},
		{`(?i)^\s*(?:(?:no|nope|nah)[\s,.!]+)+(\$?\d)`, []string{"\t", "\n", "\f", "\r", " ", "N"}},
		{`^(?:ha)*$`, nil},    // may match nothing: any text "begins" with it
		{`^\s*\w+`, nil},      // a large class first
		{`^[a-z]{2,}\b`, nil}, // 26 letters
	} {
		got, err := StartsOf(c.expr)
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(c.want)
		if !slices.Equal(got, c.want) {
			t.Errorf("StartsOf(%q) = %q, want %q", c.expr, got, c.want)
		}
	}
}

func TestFirstsOf(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		expr string
		want []string // nil: none
	}{
		{`(?i)^(?:(?:ok|sure)[,!]?\s+)*(?:(?:it'?s|call me)\s+)?`, []string{"CALL ME", "IT", "OK", "SURE"}},
		{`(?i)^\s*(?:(?:is|was)\b|=)*`, []string{"\t", "\n", "\f", "\r", " ", "=", "IS", "WAS"}},
		{`^(?:ok)?.*`, nil}, // any character may begin it
		{`\bok`, nil},       // not anchored
		{`(?m)^(?:ok)?`, nil},
	} {
		got, err := FirstsOf(c.expr)
		if err != nil {
			t.Fatal(err)
		}
		slices.Sort(c.want)
		if !slices.Equal(got, c.want) {
			t.Errorf("FirstsOf(%q) = %q, want %q", c.expr, got, c.want)
		}
	}
}

func TestMayMatchFolds(t *testing.T) {
	t.Parallel()
	for _, c := range foldTraps {
		needs, err := NeedsOf(c.expr)
		if err != nil {
			t.Fatal(err)
		}
		if regexp.MustCompile(c.expr).MatchString(c.text) && !mayMatch(c.text, needs, nil) {
			t.Errorf("%q matches %q but its needs %q skip it", c.expr, c.text, needs)
		}
	}
}

// TestLazyRegexpSkipsWithoutNeeds: a stored pattern is not compiled for a
// text without its needs, and answers as the expression would.
func TestLazyRegexpSkipsWithoutNeeds(t *testing.T) {
	expr := `(?i)\b(\d+) (?:dollars?|bucks)\b`
	needs, err := NeedsOf(expr)
	if err != nil || needs == nil {
		t.Fatalf("NeedsOf(%q) = %q, %v", expr, needs, err)
	}
	l := &LazyRegexp{expr: expr, stored: &lazyNeedsEntry{needs: strings.Join(needs, "\x00")}}
	l.needsOnce.Do(func() {})
	re := regexp.MustCompile(expr)
	if l.MatchString("send 500 to 1234324") || l.FindAllStringIndex("approve", -1) != nil ||
		l.ReplaceAllString("Checking", "x") != "Checking" || l.FindStringSubmatch("500") != nil {
		t.Fatal("answered a match for a text without its needs")
	}
	if l.re != nil {
		t.Fatal("compiled for texts that hold none of its needs: the demo pays for it (R55)")
	}
	for _, s := range []string{"5 Dollars", "7 BUCKS and 3 bucks", "dollars"} {
		if got, want := l.FindAllStringSubmatchIndex(s, -1), re.FindAllStringSubmatchIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("FindAllStringSubmatchIndex(%q) = %v, regexp says %v", s, got, want)
		}
	}
}

// FuzzNeedsSound: for any text, a pattern that matches it has one of its
// needs in it. The patterns are this package's money patterns (the
// product's are checked on the corpus in cmd/concierge) and fold traps.
func FuzzNeedsSound(f *testing.F) {
	exprs := []string{
		`(?i)` + NumberWordsPattern + `\s+(?:dollars?|usd|bucks|cents?)\b`,
		ForeignAmountPattern,
		`(?i)` + ForeignDollarsPattern,
		`(?i)\b(?:usd|us\$)\s?\d`,
		`(?i)^` + NumberWordsPattern + `(?:\s+(?:grand|k))?\b`,
		`(?i)^\s?(?:(?:` + ForeignWordsPattern + `)\b|` + ForeignDollarsPattern + `\b)`,
		`(?i)^o\x{212a}|^(?:ſ|x)y`,
		`(?i)^(?:(?:sure|ok|okay|yes|yeah|well|so|um|uh|hmm)[,!.]?\s+)*(?:(?:it'?s|it is|this is|that'?s|that is|i am|i'm|im|my [\p{L} ]{1,20}? is|the [\p{L} ]{1,20}? is|call me|use|try)\s+)?`,
		`(?i)^\s*(?:(?:(?:is|was|will be|should be|of|as|no|number)\b|=|:|#|no\.)\s*)*`,
		// anchored, not empty, spellings not few: starts are the firsts
		`(?i)^(?:a?(?:h+a+)+h*|l+o+l+(?:o+l+)*z?|x+d+)$`,
		`(?i)^\s*(?:(?:no|nope|nah|nein|noo+)[\s,.!]+)+(\$?\d)`,
		`^\s*ok\b`,
		// needs at a word boundary (lazy_needs_bound.go)
		`(?i)\b(?:sec|secs|min|mo|moment|tick|jiffy)\b`,
		`(?i)\bhow\s+(?:do|can)\s+i\s+(?:know|tell|check|confirm)\b|\b(?:scam|fake|legit)\b`,
		`\b(?:a1|b_|z9)\b`,
	}
	for _, c := range foldTraps {
		exprs = append(exprs, c.expr)
		f.Add(uint8(len(exprs)-1), c.text)
	}
	for _, s := range []string{"500 euros", "£20", "twenty bucks", "US$ 5", "forty dollars", "7 kroner", "five aussie dollars", "ok, it's seldo", "  is = 5", "my user name is ada", "HAhaha", "lool", " no, 5", "nope nope 20", "\tok", "ſok", "transfer money", "give me a mo", "a mo\u212a", "mo_", "checking", "how can i check?", "legit\u017f", "a1 b_z9"} {
		f.Add(uint8(0), s)
	}
	type compiled struct {
		re     *regexp.Regexp
		needs  []string
		starts []string
		firsts []string
	}
	var all []compiled
	for _, e := range exprs {
		needs, err := NeedsOf(e)
		if err != nil {
			f.Fatal(err)
		}
		starts, err := StartsOf(e)
		if err != nil {
			f.Fatal(err)
		}
		firsts, err := FirstsOf(e)
		if err != nil {
			f.Fatal(err)
		}
		all = append(all, compiled{regexp.MustCompile(e), needs, starts, firsts})
	}
	f.Fuzz(func(t *testing.T, i uint8, s string) {
		for j, c := range all {
			if c.re.MatchString(s) && !mayMatch(s, c.needs, c.starts) {
				t.Fatalf("%q matches %q but its needs %q skip it (pattern %d)", c.re, s, c.needs, j)
			}
			if c.firsts != nil && !beginsWithAny(s, c.firsts) && c.re.FindString(s) != "" {
				t.Fatalf("%q finds %q in %q, which begins with none of %q (pattern %d)", c.re, c.re.FindString(s), s, c.firsts, j)
			}
		}
		_ = i
	})
}

// The stored lists are read where they stand, joined by NUL: every entry
// of the table answers as its lists split into slices would.
func TestStoredNeedsReadJoined(t *testing.T) {
	texts := []string{"", "send 500 to checking", "TRANSFER 5 dollars", "ﬀ ſend K", "what's my balance?", "no", "hi"}
	split := func(s string) []string {
		if s == "" {
			return nil
		}
		return strings.Split(s, "\x00")
	}
	if lazyNeedsCount() < 50 {
		t.Fatalf("the table holds %d entries", lazyNeedsCount())
	}
	for i := range lazyNeedsCount() {
		e, also := lazyNeedsAt(i)
		if i > 0 && lazyNeedsHashAt(i-1) >= e.hash {
			t.Fatalf("entry %d (%#x) is not after entry %d: the table is not sorted", i, e.hash, i-1)
		}
		e.also = also
		l := &LazyRegexp{expr: "x", stored: e}
		l.needsOnce.Do(func() {})
		for _, s := range texts {
			want := mayMatch(s, split(e.needs), split(e.starts))
			if also := split(also); also != nil {
				want = want && mayMatch(s, also, nil)
			}
			if got := l.MayMatch(s); got != want {
				t.Fatalf("entry %#x, %q: MayMatch %v, split lists %v", e.hash, s, got, want)
			}
			firsts := split(e.firsts)
			if got, want := l.FindsNothingIn(s), firsts != nil && !beginsWithAny(s, firsts); got != want {
				t.Fatalf("entry %#x, %q: FindsNothingIn %v, split lists %v", e.hash, s, got, want)
			}
		}
	}
}

// foldText's ASCII path is the rune-by-rune fold.
func TestFoldTextASCII(t *testing.T) {
	for _, s := range []string{"", "abc XYZ 123 !?", "kKsS", "send $5, then {stop}~", "\x00\x7f"} {
		var b strings.Builder
		for _, r := range s {
			b.WriteRune(foldRune(r))
		}
		if got := foldText(s); got != b.String() {
			t.Errorf("foldText(%q) = %q, rune by rune %q", s, got, b.String())
		}
	}
}

// A message asked of pattern after pattern is folded once, and asking
// allocates nothing (R55: the demo asks hundreds).
func TestMayMatchAllocatesNothing(t *testing.T) {
	l := &LazyRegexp{expr: `(?i)\b(\d+) (?:dollars?|bucks)\b`}
	l.needsOnce.Do(func() {})
	needs, _ := NeedsOf(l.expr)
	l.stored = &lazyNeedsEntry{needs: strings.Join(needs, "\x00")}
	text := "please send five hundred to my savings account"
	if a := testing.AllocsPerRun(100, func() { l.MayMatch(text) }); a != 0 {
		t.Errorf("MayMatch allocates %.0f times a call", a)
	}
}

// Every entry of the table is found by its hash, and a hash it lacks finds
// nothing: the index is searched as stored bytes (R55: the table is two
// constants, read-only data, not a variable paged in at every start).
func TestStoredByHash(t *testing.T) {
	for i := range lazyNeedsCount() {
		h := lazyNeedsHashAt(i)
		e, also := storedByHash(h)
		want, wantAlso := lazyNeedsAt(i)
		if e == nil || *e != *want || also != wantAlso {
			t.Fatalf("entry %d (%#x): found %+v %q, stored %+v %q", i, h, e, also, want, wantAlso)
		}
		if e, _ := storedByHash(h + 1); e != nil && (i+1 == lazyNeedsCount() || lazyNeedsHashAt(i+1) != h+1) {
			t.Fatalf("hash %#x, not in the table, found %+v", h+1, e)
		}
	}
	if e, _ := storedNeeds("a pattern no product code makes (?:x)"); e != nil {
		t.Errorf("an expression not in the table found %+v", e)
	}
}
