package reading

import "testing"

func TestContainsNeed(t *testing.T) {
	t.Parallel()
	end, start := wordEndMark, wordStartMark
	for _, c := range []struct {
		text, need string
		want       bool
	}{
		{"TRANSFER MONEY", "MO" + end, false},
		{"GIVE ME A MO", "MO" + end, true},
		{"A MO, PLEASE", start + "MO" + end, true},
		{"DEMO", start + "MO", false},
		{"DEMO MO", start + "MO", true}, // the second one
		{"CHECKING", "CHECK" + end, false},
		{"CHECK IT", "CHECK" + end, true},
		{"MO_", "MO" + end, false}, // _ is a word character
		{"MO1", "MO" + end, false},
		{"MOÉ", "MO" + end, true}, // not ASCII: no word character for \b
		// a folded K or S may be the Kelvin sign or the long s, which are
		// no word characters: the text goes through
		{"MOK", "MO" + end, true},
		{"SMO", start + "MO", true},
		{"TRANSFER MONEY", "MONEY", true},
		{"", start + "MO" + end, false},
	} {
		if got := containsNeed(c.text, c.need); got != c.want {
			t.Errorf("containsNeed(%q, %q) = %v, want %v", c.text, c.need, got, c.want)
		}
	}
}

// TestOnlyKAndSFoldToASCII holds surelyWordByte's premise: the only runes
// beyond ASCII that fold to an ASCII letter are the Kelvin sign (K) and
// the long s (S).
func TestOnlyKAndSFoldToASCII(t *testing.T) {
	t.Parallel()
	for r := rune(0x80); r <= 0x10FFFF; r++ {
		if f := foldRune(r); f < 0x80 && f != 'K' && f != 'S' {
			t.Errorf("%U folds to %q: surelyWordByte must not count %q as surely a word character", r, f, f)
		}
	}
}

// TestLazyRegexpSkipsWithoutBoundary: a pattern whose needs stand at a
// word boundary is not compiled for a text that holds them only inside a
// word, and is for one that holds them at its edge.
func TestLazyRegexpSkipsWithoutBoundary(t *testing.T) {
	t.Parallel()
	expr := `(?i)\b(?:sec|min|mo|tick)\b[.!]*$`
	needs, err := NeedsOf(expr)
	if err != nil {
		t.Fatal(err)
	}
	if !mayMatch("give me a mo", needs, nil) || mayMatch("transfer money", needs, nil) || mayMatch("minimum", needs, nil) {
		t.Fatalf("needs %q: want a mo through, money and minimum not", needs)
	}
}
