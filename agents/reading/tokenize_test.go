package reading

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"
)

// oldNormalise is concierge's normalise before the reading: the normalised
// text of a Reading must stay exactly this.
func oldNormalise(text string) string {
	var b strings.Builder
	space := false
	for _, r := range strings.ToLower(text) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '\'' || r >= 0x80:
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			b.WriteRune(r)
		default:
			space = true
		}
	}
	return strings.ReplaceAll(b.String(), "’", "'")
}

// tokenString writes tokens as kind:norm, for tables.
func tokenString(toks []Token) string {
	parts := make([]string, len(toks))
	for i, t := range toks {
		parts[i] = t.Kind.String() + ":" + t.Norm
		if t.Norm != t.Text {
			parts[i] += "(" + t.Text + ")"
		}
	}
	return strings.Join(parts, " ")
}

func TestTokenize(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, toks, words string }{
		{"", "", ""},
		{"   \t\n", "", ""},
		{"Never mind!", "word:never(Never) word:mind punct:!", "never mind"},
		{"don’t", "word:don't(don’t)", "don't"},
		{"I'm done, it's fine", "word:i'm(I'm) word:done punct:, word:it's word:fine", "i'm done it's fine"},
		{"'yes'", "punct:' word:yes punct:'", "yes"},
		{"‘cancel’", "punct:‘ word:cancel punct:’", "cancel"},
		{"dogs' toys", "word:dogs punct:' word:toys", "dogs toys"},
		{"$5k", "symbol:$ number:5k", "5k"},
		{"$5K", "symbol:$ number:5k(5K)", "5k"},
		{"1,250.50", "number:1,250.50", "1,250.50"},
		{"$.50", "symbol:$ punct:. number:50", "50"},
		{"300.", "number:300 punct:.", "300"},
		{"5:30pm on the 1st", "number:5:30pm word:on word:the number:1st", "5:30pm on the 1st"},
		{"seldo/monkey", "word:seldo punct:/ word:monkey", "seldo monkey"},
		{"seldo:monkey", "word:seldo punct:: word:monkey", "seldo monkey"},
		{"log-out", "word:log punct:- word:out", "log out"},
		{"v1.2", "word:v1 punct:. number:2", "v1 2"},
		{"👍", "symbol:👍", "👍"},
		{"👍🏽👍", "symbol:👍(👍🏽) symbol:👍", "👍 👍"},
		{"yes👍", "word:yes symbol:👍", "yes 👍"},
		{"✅️", "symbol:✅(✅️)", "✅"},
		{"👩‍💻", "symbol:👩(👩‍💻)", "👩"},
		{"🇺🇸🇫🇷", "symbol:🇺🇸 symbol:🇫🇷", "🇺🇸 🇫🇷"},
		{"€20", "symbol:€ number:20", "€ 20"},
		{"你好，世界", "word:你好 punct:， word:世界", "你好 世界"},
		{"Café ÜBER", "word:café(Café) word:über(ÜBER)", "café über"},
		{"yes\u00a0please", "word:yes word:please", "yes please"},
		{"never mind…", "word:never word:mind punct:…", "never mind"},
		{"“cancel”", "punct:“ word:cancel punct:”", "cancel"},
		{"a\u200bb", "word:a word:b", "a b"},
		{"\xff\xfeyes", "symbol:\ufffd(\xff) symbol:\ufffd(\xfe) word:yes", "\ufffd \ufffd yes"},
		{"no\xffway", "word:no symbol:\ufffd(\xff) word:way", "no \ufffd way"},
	} {
		toks, norm := tokenize(c.in)
		if got := tokenString(toks); got != c.toks {
			t.Errorf("tokens of %q:\n got  %s\n want %s", c.in, got, c.toks)
		}
		if want := oldNormalise(c.in); norm != want {
			t.Errorf("normalised %q: %q, want %q", c.in, norm, want)
		}
		if got := strings.Join(Read(c.in).Words(), " "); got != c.words {
			t.Errorf("words of %q: %q, want %q", c.in, got, c.words)
		}
		checkTokens(t, c.in, toks)
	}
}

// checkTokens: tokens are in order, apart, slices of the text, and cover
// every rune that is not white space.
func checkTokens(t *testing.T, text string, toks []Token) {
	t.Helper()
	at := 0
	for _, tok := range toks {
		if tok.From < at || tok.To <= tok.From || tok.To > len(text) || text[tok.From:tok.To] != tok.Text || tok.Norm == "" {
			t.Fatalf("%q: bad token %+v after %d", text, tok, at)
		}
		for _, r := range text[at:tok.From] {
			if !isSpace(lower(r)) {
				t.Fatalf("%q: %q between tokens is no space", text, r)
			}
		}
		at = tok.To
	}
	for _, r := range text[at:] {
		if !isSpace(lower(r)) {
			t.Fatalf("%q: %q after the tokens is no space", text, r)
		}
	}
}

// The normalised text is concierge's old normalise, for every kind of
// text: it is compared and stored (R27 changes how a message is read, not
// what its normalised form is).
func TestNormaliseIsUnchanged(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"", "What can you do?", "DON’T", "yes\u00a0please", "\xff", "a\xc3", "İstanbul", "K", "ẞ",
		"€5,000.00!!", "👍🏽 ok", "tab\there", "new\nline", "...", "a - b", "\u200b", "CAFÉ", "ǅ", "ﬁ", "ΣΑΣ"} {
		if got, want := Normalise(s), oldNormalise(s); got != want {
			t.Errorf("Normalise(%q) = %q, want %q", s, got, want)
		}
		if got, want := Read(s).Normal(), oldNormalise(s); got != want {
			t.Errorf("Read(%q).Normal() = %q, want %q", s, got, want)
		}
	}
}

// A megabyte reads in one pass, and every question about a long message is
// answered without a blow-up: a long run of fillers costs its length. (The
// runs asked every question are a quarter of that, to keep -race quick.)
func TestReadMegabyte(t *testing.T) {
	t.Parallel()
	mb := strings.Repeat("please ", 1<<20/7) + "log out"
	r := Read(mb)
	if r.Normal() != Normalise(mb) || len(r.Words()) != 1<<20/7+2 {
		t.Fatal("a megabyte: the normalised text or the words differ")
	}
	if !r.Is(Logout) || r.Is(Cancel) || r.Is(Later) {
		t.Error("a logout after 150,000 fillers is a logout, and nothing else")
	}
	const quarter = 1 << 18
	for _, big := range []string{
		strings.Repeat("yes please ", quarter/11),
		strings.Repeat("a", quarter),
		strings.Repeat("1,", quarter/2),
		strings.Repeat("👍", quarter/4),
		strings.Repeat("don't want ", quarter/11) + "anymore",
		strings.Repeat("hmm ", quarter/4) + "no",
		strings.Repeat("i want to please ", quarter/17) + "log out for today",
	} {
		r := Read(big)
		if r.Normal() != Normalise(big) {
			t.Fatalf("%.20q…: the normalised text differs", big)
		}
		for _, m := range Meanings() {
			r.Is(m)
			r.Find(m)
		}
		r.Clauses()
		r.Trim(LogoutFramed)
		r.After(len(big) / 2)
	}
	if !Read(strings.Repeat("yes please ", quarter/11)).Is(Yes) {
		t.Error("a yes with thousands of tails is still a yes")
	}
	if got := Read(strings.Repeat("i want to please ", quarter/17) + "log out for today").Trim(LogoutFramed); got != "log out" {
		t.Errorf("frame words around a logout, thousands of them: %.40q", got)
	}
}

func TestClauses(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"":                                   "[]",
		"log out":                            `["log out"]`,
		"bye, log out":                       `["bye" "log out"]`,
		"log out and look up AAPL":           `["log out" "look up aapl"]`,
		"check nvda then log out":            `["check nvda" "log out"]`,
		"check NVDA and then log out. Bye!":  `["check nvda" "log out" "bye"]`,
		"a and  and b":                       `["a" "b"]`,
		"sandwich and thenceforth":           `["sandwich" "thenceforth"]`,
		"one;two?three!four.five,six":        `["one" "two" "three" "four" "five" "six"]`,
		"$1,500.50 to savings and then stop": `["$1" "500" "50 to savings" "stop"]`,
	} {
		if got := fmt.Sprintf("%q", Read(in).Clauses()); got != want && !(want == "[]" && got == "[]") {
			t.Errorf("Clauses(%q) = %s, want %s", in, got, want)
		}
	}
}

func TestBeforeAndAfter(t *testing.T) {
	t.Parallel()
	r := Read("never mind, cancel that")
	if h := r.Before(",;"); h.Text() != "never mind" || h.Normal() != "never mind" || strings.Join(h.Words(), " ") != "never mind" {
		t.Errorf("Before: %q %q %q", h.Text(), h.Normal(), h.Words())
	}
	if Read("no comma").Before(",") == nil {
		t.Error("Before with no mark is the whole reading")
	}
	for _, c := range []struct {
		text string
		at   int
		want string
	}{
		{"no, make it 300", 2, "make it 300"},
		{"no; wrong account", 2, "wrong account"},
		{"no—too much", 2, "too much"},
		{"no 👎", 2, ""},
		{"no, $300", 2, "$300"},
		{"no, 'too much'", 2, "'too much'"},
		{"no", 2, ""},
	} {
		if got := Read(c.text).After(c.at); got != c.want {
			t.Errorf("After(%q, %d) = %q, want %q", c.text, c.at, got, c.want)
		}
	}
}

func TestTokensOfValidTextAreSlices(t *testing.T) {
	t.Parallel()
	s := "Send $1,250.50 to seldo/monkey — “now”, please 👍🏽 你好!"
	if !utf8.ValidString(s) {
		t.Fatal("setup")
	}
	checkTokens(t, s, Read(s).Tokens())
}
