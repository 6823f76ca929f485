package reading

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestLazySplitSkipsWithoutNeeds: Split answers as regexp's does, and
// without compiling for a text that holds none of the needs.
func TestLazySplitSkipsWithoutNeeds(t *testing.T) {
	expr := `(?i)\s*[;,]\s*(?:and\s+)?|\s+(?:and\s+)?then\s+`
	needs, err := NeedsOf(expr)
	if err != nil || needs == nil {
		t.Fatalf("NeedsOf(%q) = %q, %v", expr, needs, err)
	}
	l := &LazyRegexp{expr: expr, stored: &lazyNeedsEntry{needs: strings.Join(needs, "\x00")}}
	l.needsOnce.Do(func() {})
	re := regexp.MustCompile(expr)
	for _, s := range []string{"Transfer money", "", "x"} {
		for _, n := range []int{-1, 0, 1, 2} {
			if got, want := l.Split(s, n), re.Split(s, n); !slices.Equal(got, want) || (got == nil) != (want == nil) {
				t.Errorf("Split(%q, %d) = %q, regexp says %q", s, n, got, want)
			}
		}
	}
	if l.re != nil {
		t.Fatal("compiled to split texts that hold none of its needs (R55)")
	}
	for _, s := range []string{"check my balance, and then send 5", "a; b", "pay THEN go", ",", "x ,y"} {
		for _, n := range []int{-1, 0, 1, 2} {
			if got, want := l.Split(s, n), re.Split(s, n); !slices.Equal(got, want) {
				t.Errorf("Split(%q, %d) = %q, regexp says %q", s, n, got, want)
			}
		}
	}
}
