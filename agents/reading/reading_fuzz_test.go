package reading

import (
	"testing"
	"unicode/utf8"
)

// FuzzRead: any text reads without a panic; its normalised form is the old
// normalise and has no upper-case ASCII; the tokens are slices of the text
// in order, and cover every rune of valid text that is not white space;
// every question has an answer, the same one each time.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"", "never mind", "Yes, and then log me out", "hmm no, make it 300", "$5k", "1,250.50",
		"seldo/monkey", "don’t", "👍🏽", "🇺🇸", "你好，世界", "\xff\xfe", "send 50 at 5:30pm on Friday", "a\u200db", "'",
		"i want to log out for today", "1,", "5:", "‘’“”", "\u0301a", "9'", "x\u200d👍"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r := Read(s)
		n := r.Normal()
		if n != oldNormalise(s) {
			t.Fatalf("Normal(%q) = %q, want %q", s, n, oldNormalise(s))
		}
		for i := 0; i < len(n); i++ {
			if n[i] >= 'A' && n[i] <= 'Z' {
				t.Fatalf("Normal(%q) = %q has upper case", s, n)
			}
		}
		if utf8.ValidString(s) {
			checkTokens(t, s, r.Tokens())
		}
		for _, m := range Meanings() {
			a := r.Is(m)
			if b := r.Is(m); a != b {
				t.Fatalf("%s of %q: %v then %v", m, s, a, b)
			}
			if f, ok := r.Find(m); ok && (f.From < 0 || f.To > len(s) || f.From > f.To) {
				t.Fatalf("Find(%s, %q) = %+v", m, s, f)
			}
		}
		r.Clauses()
		r.Trim(LogoutFramed)
		r.After(len(s) / 2)
		r.Before(",;.!")
	})
}
