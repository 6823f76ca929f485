package understand

import (
	"os"
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
	seen := make([]uint64, (len(kindWords.words)+63)/64)
	texts := []string{"she said he's here", "ushers", "aaaa", ""}
	for i, ex := range exs {
		if i%5 == 0 { // a fifth of the corpus is plenty, and quick
			texts = append(texts, strings.ToLower(ex.Text))
		}
	}
	for _, text := range texts {
		kindWords.scan(text, seen)
		for id, w := range kindWords.words {
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
