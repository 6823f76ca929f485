package reading

import (
	"regexp"
	"slices"
	"strings"
	"testing"
)

func TestLazyRegexpCompilesOnFirstUse(t *testing.T) {
	t.Parallel()
	l := Lazy(`(?i)\b(\d+) (dollars?)\b`)
	if l.re != nil {
		t.Fatal("compiled when made: start-up would pay for it (R55)")
	}
	if !l.MatchString("send 5 Dollars now") || l.re == nil {
		t.Fatal("the first match did not compile the expression")
	}
	re := regexp.MustCompile(l.String())
	for _, s := range []string{"", "5 dollars and 7 dollar", "no money here", "12 DOLLARS, 3 dollar"} {
		if got, want := l.FindAllStringSubmatchIndex(s, -1), re.FindAllStringSubmatchIndex(s, -1); !slices.EqualFunc(got, want, slices.Equal) {
			t.Errorf("FindAllStringSubmatchIndex(%q) = %v, regexp says %v", s, got, want)
		}
		if got, want := l.ReplaceAllString(s, "<$1>"), re.ReplaceAllString(s, "<$1>"); got != want {
			t.Errorf("ReplaceAllString(%q) = %q, regexp says %q", s, got, want)
		}
		if got, want := l.Split(s, -1), re.Split(s, -1); !slices.Equal(got, want) {
			t.Errorf("Split(%q) = %q, regexp says %q", s, got, want)
		}
	}
}

// TestCompileAllReportsBadPatterns: a pattern that does not compile would
// panic at its first use, far from any test; CompileAll finds it.
func TestCompileAllReportsBadPatterns(t *testing.T) {
	bad := Lazy(`(unclosed`)
	defer func() {
		// the bad pattern stays registered; take it out again so that other
		// tests of the package may call CompileAll
		lazyMu.Lock()
		lazyAll = slices.DeleteFunc(lazyAll, func(l *LazyRegexp) bool { return l == bad })
		lazyMu.Unlock()
	}()
	err := CompileAll()
	if err == nil || !strings.Contains(err.Error(), "(unclosed") {
		t.Fatalf("CompileAll() = %v, want the bad pattern named", err)
	}
}

// TestPackagePatternsCompile compiles this package's own patterns.
func TestPackagePatternsCompile(t *testing.T) {
	if CountLazy() == 0 {
		t.Fatal("no lazy patterns registered: the package's patterns are not made with Lazy")
	}
	if err := CompileAll(); err != nil {
		t.Fatal(err)
	}
}
