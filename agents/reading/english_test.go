package reading

import (
	"slices"
	"strings"
	"testing"
)

// TestEnglishListSorted: EnglishWord searches the list in place, which
// needs it sorted in byte order, one lower-case word a line, no blank line.
func TestEnglishListSorted(t *testing.T) {
	t.Parallel()
	lines := strings.Split(strings.TrimSuffix(englishList, "\n"), "\n")
	if len(lines) < 30000 {
		t.Fatalf("%d words in words/english.txt", len(lines))
	}
	for i, l := range lines {
		if l == "" || l != strings.ToLower(strings.TrimSpace(l)) {
			t.Fatalf("line %d %q: want one lower-case word", i+1, l)
		}
		if i > 0 && lines[i-1] >= l {
			t.Fatalf("line %d %q after %q: the list must be sorted (LC_ALL=C sort -u)", i+1, l, lines[i-1])
		}
	}
}

// TestEnglishWord: every word of the list is found, in any case, and
// nothing else is: not a prefix, an extension or a blend of two
// neighbours.
func TestEnglishWord(t *testing.T) {
	t.Parallel()
	lines := strings.Split(strings.TrimSuffix(englishList, "\n"), "\n")
	set := make(map[string]bool, len(lines))
	for _, l := range lines {
		set[l] = true
	}
	for i, l := range lines {
		if !EnglishWord(l) || !EnglishWord(strings.ToUpper(l)) {
			t.Fatalf("EnglishWord(%q) = false for a word of the list", l)
		}
		probes := []string{l[:len(l)-1], l + "q", "q" + l, l + "\n", "\n" + l}
		if i > 0 {
			probes = append(probes, lines[i-1]+"\n"+l, lines[i-1][:1]+l[1:])
		}
		for _, p := range probes {
			if got := EnglishWord(p); got != set[p] {
				t.Fatalf("EnglishWord(%q) = %v, the list says %v", p, got, set[p])
			}
		}
	}
	for _, w := range []string{"", "\n", "a", "zzzzzz", "aaaaaa", "apply", "lend", "fire", "appl", "Transfer"} {
		if got := EnglishWord(w); got != set[strings.ToLower(w)] {
			t.Errorf("EnglishWord(%q) = %v, the list says %v", w, got, set[strings.ToLower(w)])
		}
	}
}

func TestSortedLinesContain(t *testing.T) {
	t.Parallel()
	for _, list := range []string{"", "b", "b\n", "a\nc\ne", "a\nc\ne\n", "\nb\n", "a\naa\nab\nb"} {
		var lines []string // the lines of list; a final newline ends a line, it starts none
		if list != "" {
			lines = strings.Split(strings.TrimSuffix(list, "\n"), "\n")
		}
		for _, w := range []string{"", "a", "aa", "ab", "b", "c", "d", "e", "f"} {
			if got, want := sortedLinesContain(list, w), slices.Contains(lines, w); got != want {
				t.Errorf("sortedLinesContain(%q, %q) = %v, want %v", list, w, got, want)
			}
		}
	}
}
