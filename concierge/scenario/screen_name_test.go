package scenario

import (
	"regexp"
	"strings"
	"testing"
)

// screenNamePattern is what screenName replaced; the loop must accept
// exactly what it matched.
var screenNamePattern = regexp.MustCompile(`^[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}$`)

func TestScreenNameAsPattern(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", ".", "..", ".x", "x.", "a", "after-login", "A_b.c-9", "a/b", "a\\b", "a b", "é", "a\n",
		strings.Repeat("a", 99), strings.Repeat("a", 100), strings.Repeat("a", 101), "-x", "_x", "x\x00"} {
		if got, want := screenName(s), screenNamePattern.MatchString(s); got != want {
			t.Errorf("screenName(%q) = %v, the pattern says %v", s, got, want)
		}
	}
}

func FuzzScreenName(f *testing.F) {
	f.Add("after-login")
	f.Add(".hidden")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := screenName(s), screenNamePattern.MatchString(s); got != want {
			t.Errorf("screenName(%q) = %v, the pattern says %v", s, got, want)
		}
	})
}
