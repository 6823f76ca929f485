package agents

import (
	"regexp"
	"slices"
	"testing"
)

var lettersExpr = regexp.MustCompile(`[a-z]+`)

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
