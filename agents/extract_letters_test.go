package agents

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"unicode"
)

var (
	lettersExpr = regexp.MustCompile(`[a-z]+`)
	wordsExpr   = regexp.MustCompile(`[\p{L}\p{N}']+`)
)

func TestLetterRunsAsRegexp(t *testing.T) {
	for _, s := range []string{"", "abc", "snd 20 2 1234324", "café au lait", "a1b2", "Hello World", "ﬁne\xffzz", "x", "1", "ab-cd ef"} {
		if got, want := letterRuns(s), lettersExpr.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("letterRuns(%q) = %v, the expression %v", s, got, want)
		}
	}
}

func FuzzLetterRuns(f *testing.F) {
	f.Add("send fifty to savings")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := letterRuns(s), lettersExpr.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("letterRuns(%q) = %v, the expression %v", s, got, want)
		}
	})
}

// wordRunsTexts are texts with what the expression's classes hold and do
// not: other scripts, marks, numbers that are not digits, invalid UTF-8.
var wordRunsTexts = []string{"", "'", "''x''", "it's 1,234.50", "to account ID 1234324", "Transfer money",
	"café au lait", "naïve\u0301 résumé", "Ⅻ o'clock ½ ²", "日本語のテキスト", "مرحبا بالعالم", "ﬁne\xffzz\xff",
	"\xe2\x82", "a\u00a0b", "x\uFFFDy", "emoji 🙂 ok", "tab\tnew\nline", "-5 +7", "under_score", "K\u212a\u017f"}

func TestWordRunsAsRegexp(t *testing.T) {
	texts := append([]string{}, wordRunsTexts...)
	for _, root := range []string{"understand/corpus", "../concierge/scenarios", "../concierge/testdata/scenarios/round6"} {
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
	if len(texts) < 5000 {
		t.Fatalf("read %d lines: the check would prove little", len(texts))
	}
	for _, s := range texts {
		if got, want := wordRuns(s), wordsExpr.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("wordRuns(%q) = %v, the expression %v", s, got, want)
		}
	}
	// every rune the classes hold, each alone and beside a space; under
	// -race every 61st (a prime, so each block and class still comes up)
	step := rune(1)
	if raceEnabled {
		step = 61
	}
	for r := rune(0); r <= unicode.MaxRune; r += step {
		if r >= 0xD800 && r < 0xE000 {
			continue
		}
		s := string(r) + " " + string(r) + string(r)
		if got, want := wordRuns(s), wordsExpr.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("wordRuns(%q) = %v, the expression %v", s, got, want)
		}
	}
}

func FuzzWordRuns(f *testing.F) {
	for _, s := range wordRunsTexts {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := wordRuns(s), wordsExpr.FindAllStringIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Fatalf("wordRuns(%q) = %v, the expression %v", s, got, want)
		}
	})
}
