package agents

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// keptWordAmounts are the matches the callers keep: not a bare article.
func keptWordAmounts(s string, locs [][]int) [][]int {
	return slices.DeleteFunc(slices.Clone(locs), func(l []int) bool { return isArticle(s[l[0]:l[1]]) })
}

// checkAmountWordsGuard fails when the guard hides a match of the number
// words' expressions that a caller would keep, in s or in s from any word on.
func checkAmountWordsGuard(t *testing.T, s string) {
	t.Helper()
	if want, got := keptWordAmounts(s, wordAmount.FindAllStringIndex(s, -1)), keptWordAmounts(s, wordAmounts(s)); !slices.EqualFunc(want, got, slices.Equal) {
		t.Errorf("wordAmounts(%q) keeps %v, the expression %v", s, got, want)
	}
	for i := 0; i < len(s); i++ {
		if i > 0 && s[i-1] != ' ' {
			continue
		}
		tail := s[i:]
		want := wordAmountAt.FindString(tail)
		if want != "" && !isArticle(want) && wordAmountStart(tail) != want {
			t.Errorf("wordAmountStart(%q) = %q, the expression %q", tail, wordAmountStart(tail), want)
		}
	}
}

// TestAmountWordsGuardSound runs the number words' expressions with and
// without the guard over the corpus lines and the scenario files, and
// over texts made to be near misses: what the callers keep is the same.
func TestAmountWordsGuardSound(t *testing.T) {
	var texts []string
	for _, root := range []string{"understand/corpus", "../concierge", "../examples"} {
		err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".txt") || strings.HasSuffix(path, ".scenario")) {
				return err
			}
			b, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for line := range strings.Lines(string(b)) {
				texts = append(texts, strings.TrimSpace(line))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(texts) < 10000 {
		t.Fatalf("read %d lines: the check would prove little", len(texts))
	}
	texts = append(texts, "A grand", "an hundred", "pay a K", "a \u212a please", "\u017fix dollars", "SEVENTY-five",
		"a dollars", "An usd", "a bucks", "a-thousand", "fourty two", "a\tk", "a", "An", "a's", "a fiver", "a million")
	hidden := 0
	for _, s := range texts {
		checkAmountWordsGuard(t, s)
		if wordAmounts(s) == nil && wordAmount.MatchString(s) {
			hidden++
		}
	}
	// the guard must also do its work: most texts hold an article and
	// no number word
	if hidden < len(texts)/10 {
		t.Errorf("the guard skipped the expression for %d of %d texts that hold an article", hidden, len(texts))
	}
}

func FuzzAmountWordsGuard(f *testing.F) {
	for _, s := range []string{"send a grand", "a \u212a", "an hundred", "\u017fix"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkAmountWordsGuard(t, s) })
}
