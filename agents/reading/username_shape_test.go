package reading

import (
	"regexp"
	"strings"
	"testing"
)

// usernamePattern is what defaultUsername replaced (R55: compiling it cost
// 1.5 ms and 2.4 MB at every start); the loop must accept exactly what it
// matched.
var usernamePattern = regexp.MustCompile(`^\p{L}[\p{L}\p{N}._@-]{1,63}$`)

func TestDefaultUsernameAsPattern(t *testing.T) {
	t.Parallel()
	cases := []string{
		"", "s", "se", "seldo", "Seldo_99", "a.b@c-d", "10:30", "1seldo", "_seldo", "seldo!",
		"sel do", "seldo\n", "\nseldo", "éloïse", "日本語", "x²", "xⅫ", "x٣", "a\xffb", "\xff\xfe",
		"a" + strings.Repeat("b", 62), "a" + strings.Repeat("b", 63), "a" + strings.Repeat("b", 64),
		"é" + strings.Repeat("ü", 63), "é" + strings.Repeat("ü", 64), "a-", "a$", "a\u200bb",
	}
	for _, v := range cases {
		if got, want := defaultUsername(v), usernamePattern.MatchString(v); got != want {
			t.Errorf("defaultUsername(%q) = %v, the pattern says %v", v, got, want)
		}
	}
}

func FuzzDefaultUsername(f *testing.F) {
	for _, s := range []string{"seldo", "10:30", "a" + strings.Repeat("b", 63), "é\xff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, v string) {
		if got, want := defaultUsername(v), usernamePattern.MatchString(v); got != want {
			t.Errorf("defaultUsername(%q) = %v, the pattern says %v", v, got, want)
		}
	})
}
