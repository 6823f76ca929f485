package agents_test

import (
	"testing"
	"unicode/utf8"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/reading"
)

// FuzzFindSecret reads arbitrary text with every kind of hint: it must not
// panic, and every match must be a non-empty span of the text, in order,
// without overlaps, whose text is the value; FindSecret must be the first
// match read without hints. Mask must then hide each value.
func FuzzFindSecret(f *testing.F) {
	for _, s := range []string{
		"my password is monkey", "pw: monkey", "passwd=monkey", "PASSWORD=monkey123!", "seldo:monkey",
		"seldo/monkey", "login seldo monkey", "log in as seldo with monkey", "seldo monkey",
		"monkey is my password", "'monkey' is my password", "password is 'monkey'", `password is "mon key"`,
		"the password for seldo is monkey", "user seldo pass monkey", "password is “x", "password: ‘",
		"is", "password", "password is: ", "'", "\xff\xfe password \xff", "pw:=:", "a:b:c/d", "(password (x))",
		"my password's monkey", "password => monkey", "password — monkey", "username=seldo&password=monkey",
		"pw=a&b=c;d", "it's seldo monkey please", "seldo:monkey transfer 500", "my creds: seldo/monkey, check",
	} {
		f.Add(s)
	}
	password := bank.Domain().Agent("authenticate").Slot("password")
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 4096 {
			t.Skip()
		}
		for _, k := range []hintsKind{noHints, withUser, userAsked} {
			ms := agents.FindSecrets(password, text, bankSecretHints(k))
			end := 0
			for _, m := range ms {
				a, b := m.Span[0], m.Span[1]
				if a < end || b <= a || b > len(text) {
					t.Fatalf("FindSecrets(%q, hints %d): span %v out of order, empty or out of bounds in %+v", text, k, m.Span, ms)
				}
				if text[a:b] != m.Value {
					t.Fatalf("FindSecrets(%q, hints %d): value %q but the span covers %q", text, k, m.Value, text[a:b])
				}
				end = b
			}
			if k == noHints {
				v, loc := agents.FindSecret(password, text)
				if len(ms) == 0 && (v != "" || loc != nil) || len(ms) > 0 && (v != ms[0].Value || loc[0] != ms[0].Span[0] || loc[1] != ms[0].Span[1]) {
					t.Fatalf("FindSecret(%q) = %q %v, FindSecrets first = %+v", text, v, loc, ms)
				}
			}
			// a value found is one Mask finds again once remembered
			var mem reading.SecretMemory
			long := false
			for _, m := range ms {
				mem.Remember(m.Value)
				long = long || utf8.RuneCountInString(m.Value) >= reading.ShortSecret
			}
			if _, found := mem.Mask(text); long && !found {
				t.Fatalf("Mask(%q) found none of %+v once remembered", text, ms)
			}
		}
	})
}
