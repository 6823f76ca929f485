package concierge

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// sanitizeCases is shared by TestSanitize and the FuzzSanitize seed corpus.
var sanitizeCases = []struct {
	name string
	in   string
	want string
}{
	// Untouched.
	{"empty", "", ""},
	{"plain ascii", "hello, world: 1 + 1 = 2 ~!@#$%^&*()_+{}|[]\\;':\",./<>?`", "hello, world: 1 + 1 = 2 ~!@#$%^&*()_+{}|[]\\;':\",./<>?`"},
	{"newline and tab kept", "a\tb\nc\n\n\td", "a\tb\nc\n\n\td"},
	{"unicode kept", "héllo wörld ñ 世界 こんにちは Привет مرحبا", "héllo wörld ñ 世界 こんにちは Привет مرحبا"},
	{"emoji kept", "🎉 👍🏽 🇳🇱 👩‍💻 👨‍👩‍👧", "🎉 👍🏽 🇳🇱 👩‍💻 👨‍👩‍👧"},
	{"zero width joiner and marks kept", "a\u200db\u200cc\u200ed\u200fe", "a\u200db\u200cc\u200ed\u200fe"},
	{"replacement char kept", "a\uFFFDb", "a\uFFFDb"},
	{"U+00A0 and above kept", "\u00a0\u00a9\u00ff", "\u00a0\u00a9\u00ff"},

	// OSC.
	{"OSC 52 BEL", "before\x1b]52;c;aGVsbG8gd29ybGQ=\x07after", "beforeafter"},
	{"OSC 52 ST", "before\x1b]52;c;aGVsbG8gd29ybGQ=\x1b\\after", "beforeafter"},
	{"OSC 52 8-bit ST", "before\x1b]52;c;aGVsbG8=\u009cafter", "beforeafter"},
	{"OSC 52 query", "\x1b]52;c;?\x07x", "x"},
	{"OSC 8 hyperlink ST", "see \x1b]8;;https://evil.example/steal\x1b\\click me\x1b]8;;\x1b\\ now", "see click me now"},
	{"OSC 8 hyperlink BEL", "\x1b]8;id=1;https://evil.example\x07docs\x1b]8;;\x07", "docs"},
	{"OSC title", "\x1b]0;pwned\x07\x1b]2;title\x1b\\ok", "ok"},
	{"8-bit OSC", "\u009d0;title\u0007x", "x"},
	{"OSC with unicode payload", "\x1b]8;;https://例え.jp/ü\x1b\\link\x1b]8;;\x1b\\", "link"},
	{"ESC aborts OSC", "\x1b]0;title\x1b[31mred", "red"},

	// CSI.
	{"CSI colour", "\x1b[31;1mred\x1b[0m plain \x1b[38;2;255;0;0mtrue\x1b[m", "red plain true"},
	{"CSI cursor movement", "abc\x1b[2Adef\x1b[10;20Hghi\x1b[2K\x1b[1G\x1b[s\x1b[u", "abcdefghi"},
	{"CSI private modes", "\x1b[?1049h\x1b[?25lx\x1b[?2004h", "x"},
	{"CSI intermediate", "\x1b[0 qx\x1b[!p", "x"},
	{"CSI clear screen", "\x1b[2J\x1b[3J\x1b[Hhi", "hi"},
	{"8-bit CSI", "\u009b31mred\u009b0m", "red"},
	{"8-bit CSI cursor", "a\u009b2Ab", "ab"},

	// DCS, SOS, PM, APC.
	{"DCS", "\x1bP1$r0m\x1b\\ok", "ok"},
	{"DCS 8-bit ST", "\x1bPq#0;2;0;0;0\u009cok", "ok"},
	{"DCS BEL does not end it", "\x1bPdata\x07more\x1b\\ok", "ok"},
	{"SOS", "\x1bXsos\x1b\\x", "x"},
	{"PM", "\x1b^privacy\x1b\\x", "x"},
	{"APC kitty graphics", "\x1b_Gf=100,a=T;iVBORw0KGgo=\x1b\\img", "img"},
	{"8-bit DCS", "\u0090data\u009cok", "ok"},
	{"8-bit APC", "\u009fdata\x1b\\ok", "ok"},

	// Short ESC sequences.
	{"ESC c reset", "\x1bcreset", "reset"},
	{"ESC 7 ESC 8", "\x1b7saved\x1b8", "saved"},
	{"ESC keypad", "\x1b=x\x1b>", "x"},
	{"ESC reverse index", "\x1bMx\x1bD\x1bE", "x"},
	{"ESC charset", "\x1b(Bx\x1b)0y", "xy"},
	{"ESC DEC alignment", "\x1b#8x", "x"},
	{"ESC before non-ascii", "\x1bé", "é"},
	{"ESC ESC", "\x1b\x1b[31mx", "x"},
	{"ESC before newline", "a\x1b\nb", "a\nb"},

	// C0, DEL, C1.
	{"C0 NUL BEL BS", "a\x00b\x07c\x08d", "abcd"},
	{"C0 others", "\x01\x02\x03\x04\x05\x06\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1c\x1d\x1e\x1fx", "x"},
	{"backspace overwrite", "rm -rf /\x08\x08\x08\x08\x08\x08\x08\x08ls", "rm -rf /ls"},
	{"DEL", "ab\x7fc\x7f", "abc"},
	{"C1 NEL", "a\u0085b", "ab"},
	{"C1 lone ST", "a\u009cb", "ab"},
	{"C1 range", "a\u0080\u0081\u008d\u008e\u008fb", "ab"},

	// CR.
	{"CRLF", "line1\r\nline2\r\n", "line1\nline2\n"},
	{"lone CR", "fake output\rreal", "fake output\nreal"},
	{"CR CRLF", "a\r\r\nb", "a\n\nb"},
	{"trailing CR", "a\r", "a\n"},
	{"LF CR", "a\n\rb", "a\n\nb"},

	// Invalid UTF-8.
	{"invalid byte", "a\xffb", "a\uFFFDb"},
	{"truncated rune", "ab\xc3", "ab\uFFFD"},
	{"truncated 3-byte rune", "\xe4\xb8x", "\uFFFD\uFFFDx"},
	{"raw 8-bit CSI byte", "\x9b31mx", "\uFFFD31mx"},
	{"surrogate", "\xed\xa0\x80", "\uFFFD\uFFFD\uFFFD"},
	{"overlong", "\xc0\xaf", "\uFFFD\uFFFD"},

	// Bidi.
	{"bidi RLO", "invoice_\u202efdp.exe", "invoice_fdp.exe"},
	{"bidi embeddings", "\u202aa\u202bb\u202cc\u202dd\u202ee", "abcde"},
	{"bidi isolates", "\u2066a\u2067b\u2068c\u2069", "abc"},

	// Unterminated at end of string.
	{"unterminated OSC", "text\x1b]52;c;aGVsbG8=", "text"},
	{"unterminated OSC 8", "text\x1b]8;;http://x", "text"},
	{"unterminated OSC then ESC", "text\x1b]8;;http://x\x1b", "text"},
	{"unterminated 8-bit OSC", "text\u009d0;title", "text"},
	{"unterminated CSI", "text\x1b[31", "text"},
	{"unterminated CSI bracket", "text\x1b[", "text"},
	{"unterminated 8-bit CSI", "text\u009b", "text"},
	{"unterminated DCS", "text\x1bP1234 more text", "text"},
	{"unterminated APC", "text\x1b_Gdata", "text"},
	{"trailing ESC", "text\x1b", "text"},
	{"trailing ESC intermediate", "text\x1b(", "text"},
	{"ST half at end", "text\x1b]0;t\xc2", "text"},

	// Mixed.
	{"mixed", "\x1b[1m✔\x1b[0m done\r\n\x1b]52;c;eA==\x07日本\u202e\x00", "✔ done\n日本"},
}

func TestSanitize(t *testing.T) {
	t.Parallel()
	for _, tc := range sanitizeCases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			got := Sanitize(tc.in)
			if got != tc.want {
				t.Errorf("Sanitize(%q) = %q, want %q", tc.in, got, tc.want)
			}
			assertSanitized(t, tc.in)
		})
	}
}

func TestSanitizeLine(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		in   string
		want string
	}{
		{"plain", "hello", "hello"},
		{"unicode", "héllo 世界 🎉", "héllo 世界 🎉"},
		{"newline and tab", "a\nb\tc", "a b c"},
		{"CRLF", "a\r\nb", "a b"},
		{"lone CR", "a\rb", "a b"},
		{"escapes then newline", "\x1b[31mx\x1b[0m\n", "x "},
		{"OSC 52", "label\x1b]52;c;eA==\x07\t", "label "},
		{"C0 dropped", "a\x00\x07b", "ab"},
		{"bidi dropped", "a\u202eb", "ab"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			if got := SanitizeLine(tc.in); got != tc.want {
				t.Errorf("SanitizeLine(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestSanitizeCleanNoAlloc is deliberately not parallel: AllocsPerRun reads
// process-wide allocation counters, so it must not overlap other tests.
// Sequential tests finish before any paused parallel test resumes.
func TestSanitizeCleanNoAlloc(t *testing.T) {
	for _, s := range []string{"", "plain ascii text", "a\tb\nc", "héllo 世界 🎉 👩‍💻"} {
		var got string
		allocs := testing.AllocsPerRun(100, func() { got = Sanitize(s) })
		if allocs != 0 {
			t.Errorf("Sanitize(%q): %v allocs, want 0", s, allocs)
		}
		if got != s {
			t.Errorf("Sanitize(%q) = %q, want unchanged", s, got)
		}
		allocs = testing.AllocsPerRun(100, func() { got = SanitizeLine("label 世界") })
		if allocs != 0 {
			t.Errorf("SanitizeLine: %v allocs, want 0", allocs)
		}
	}
}

// sanitizeFragments biases random inputs towards the bytes the parser
// cares about, so that the property test reaches sequence edge cases.
var sanitizeFragments = []string{
	"\x1b", "[", "]", "\\", "P", "X", "^", "_", "(", "#", " ", "c", "7", "m", ";", "?", "0", "52",
	"\x07", "\r", "\n", "\t", "\x00", "\x08", "\x7f", "\x18",
	"\xc2", "\x9b", "\x9c", "\x9d", "\x85", "\u009b", "\u009c", "\u009d", "\u0090", "\u0085",
	"\xe2\x80", "\u202e", "\u2066", "\u2069", "\u200d",
	"a", "é", "世", "🎉", "\uFFFD", "\xff", "\xed\xa0\x80",
}

func TestSanitizeProperties(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(18, 0x5a71))
	var sb strings.Builder
	for n := 0; n < 20000; n++ {
		sb.Reset()
		length := rng.IntN(48)
		for range length {
			if rng.IntN(3) == 0 {
				sb.WriteByte(byte(rng.IntN(256)))
			} else {
				sb.WriteString(sanitizeFragments[rng.IntN(len(sanitizeFragments))])
			}
		}
		in := sb.String()
		assertSanitized(t, in)
		if t.Failed() {
			t.Fatalf("failing input: %q", in)
		}
	}
}

func FuzzSanitize(f *testing.F) {
	for _, tc := range sanitizeCases {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		assertSanitized(t, in)
	})
}

// assertSanitized checks the R18 output properties of Sanitize and
// SanitizeLine for input in.
func assertSanitized(t *testing.T, in string) {
	t.Helper()
	out := Sanitize(in)
	checkSanitizedOutput(t, "Sanitize", in, out, false)
	if again := Sanitize(out); again != out {
		t.Errorf("Sanitize not idempotent for %q: %q then %q", in, out, again)
	}
	line := SanitizeLine(in)
	checkSanitizedOutput(t, "SanitizeLine", in, line, true)
	if again := SanitizeLine(line); again != line {
		t.Errorf("SanitizeLine not idempotent for %q: %q then %q", in, line, again)
	}
	if utf8.ValidString(in) && !strings.ContainsFunc(in, func(r rune) bool {
		return r < 0x20 && r != '\n' && r != '\t' || r == 0x7f || sanitizeRemovedRune(r)
	}) && out != in {
		t.Errorf("Sanitize changed clean input %q to %q", in, out)
	}
}

func checkSanitizedOutput(t *testing.T, fn, in, out string, singleLine bool) {
	t.Helper()
	if !utf8.ValidString(out) {
		t.Errorf("%s(%q) = %q: invalid UTF-8", fn, in, out)
	}
	for i := 0; i < len(out); i++ {
		c := out[i]
		switch {
		case (c == '\n' || c == '\t') && singleLine:
			t.Errorf("%s(%q) = %q: byte %#02x at %d in single-line output", fn, in, out, c, i)
		case c == '\n' || c == '\t':
		case c < 0x20 || c == 0x7f:
			t.Errorf("%s(%q) = %q: control byte %#02x at %d", fn, in, out, c, i)
		}
	}
	for i, r := range out {
		if r >= 0x80 && r <= 0x9f {
			t.Errorf("%s(%q) = %q: C1 control %U at %d", fn, in, out, r, i)
		}
		if (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
			t.Errorf("%s(%q) = %q: bidi control %U at %d", fn, in, out, r, i)
		}
	}
}

func BenchmarkSanitizeClean(b *testing.B) {
	s := strings.Repeat("The quick brown fox — 速い狐 🦊 jumps.\n", 10)[:200]
	for !utf8.ValidString(s) { // cut on a rune boundary, then pad back to 200 bytes
		s = s[:len(s)-1]
	}
	s += strings.Repeat(".", 200-len(s))
	b.ReportAllocs()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		if Sanitize(s) != s {
			b.Fatal("clean string changed")
		}
	}
}

func BenchmarkSanitizeDirty(b *testing.B) {
	s := strings.Repeat("\x1b[31mred\x1b[0m \x1b]52;c;aGVsbG8=\x07text\r\n", 6)
	b.ReportAllocs()
	b.SetBytes(int64(len(s)))
	for b.Loop() {
		_ = Sanitize(s)
	}
}
