package tui

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"github.com/concierge-dev/concierge/state"
)

func TestLooksLikeMarkdown(t *testing.T) {
	t.Parallel()
	plain := []string{
		"",
		"Your balance is $1,200.00.",
		"Choosing transfer_money due to: the user asked for it",
		"5 * 3 = 15, and 2*x is fine",
		"Hi there! Here is what I can help you with:\n- Looking up a stock price\n- Authenticating you\nWhat would you like to do?",
		"1. Checking\n2. Savings",
		"---",
		"a_b_c and snake_case_names",
		"https://example.com/a_b/c*d",
		"I'll send $500 to account 1234324 — ok?",
		"~ approximately 5",
		"`",
		"** not bold **",
	}
	md := []string{
		"# Balance",
		"### Steps",
		"Here is **your** balance",
		"Here is __your__ balance",
		"an *important* point",
		"run `concierge` now",
		"see [the docs](https://example.com)",
		"![logo](https://example.com/logo.png)",
		"```\ncode\n```",
		"~~~go\ncode",
		"> a quote",
		"| a | b |\n|---|---|",
		"a | b\n---|---",
		"~~struck~~ out",
		"plain first line\n- a list with **bold**",
	}
	for _, s := range plain {
		if looksLikeMarkdown(s) {
			t.Errorf("looksLikeMarkdown(%q) = true, want plain", s)
		}
	}
	for _, s := range md {
		if !looksLikeMarkdown(s) {
			t.Errorf("looksLikeMarkdown(%q) = false, want Markdown", s)
		}
	}
	// Inside a Markdown reply, lists and rules count too.
	for _, s := range []string{"- a\n- b", "1. a", "* a", "+ a", "---", "***"} {
		if !mdHasSyntax(s) {
			t.Errorf("mdHasSyntax(%q) = false", s)
		}
	}
}

func TestMDBlocks(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"one", []string{"one"}},
		{"a\nb\n\nc", []string{"a\nb", "c"}},
		{"a\n\n\n\nb\n\n", []string{"a", "b"}},
		// A fence keeps its blank lines, closed or not.
		{"x\n\n```\n1\n\n2\n```\n\ny", []string{"x", "```\n1\n\n2\n```", "y"}},
		{"```\n1\n\n2", []string{"```\n1\n\n2"}},
		// A loose list, and a list item's indented paragraph, stay one block.
		{"- a\n\n- b\n\n  more\n\nafter", []string{"- a\n\n- b\n\n  more", "after"}},
		{"1. a\n\n2. b", []string{"1. a\n\n2. b"}},
		// Indented code after a paragraph joins it, as CommonMark reads it.
		{"para\n\n    code", []string{"para\n\n    code"}},
	}
	for _, tc := range cases {
		var got []string
		for _, sp := range mdBlocks(tc.in, nil) {
			got = append(got, tc.in[sp.from:sp.to])
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("mdBlocks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// mdChat is a chat pane holding one agent reply.
func mdChat(width, height int, text string) *chatModel {
	c := testChat(width, height)
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "Money transfer", Text: text})
	return c
}

// TestMarkdownASCII pins what a Markdown reply looks like with the ASCII
// profile: no colour, glamour's ascii marks, under the label like plain
// text, one blank line between blocks.
func TestMarkdownASCII(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, in string
		want     []string
	}{
		{"list", "Here are your accounts:\n\n- **Checking**: $1,200.00\n- **Savings**: $5,000.00\n\nAnything else?", []string{
			"Money transfer",
			"  Here are your accounts:",
			"",
			"  • **Checking**: $1,200.00",
			"  • **Savings**: $5,000.00",
			"",
			"  Anything else?",
		}},
		{"heading_and_code", "## Steps\n\n1. Log in\n2. Pick `Checking`\n\n```sh\nconcierge run --offline\n```", []string{
			"Money transfer",
			"  ## Steps",
			"",
			"  1. Log in",
			"  2. Pick Checking",
			"",
			"    concierge run --offline",
		}},
		{"table", "| Account | Balance |\n|---|---:|\n| Checking | $1,200 |\n| Savings | $5,000 |", []string{
			"Money transfer",
			"   Account          |         Balance",
			"  ------------------|-----------------",
			"   Checking         |          $1,200",
			"   Savings          |          $5,000",
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := mdChat(40, 10, tc.in)
			if got := c.items[0].lines; !slices.Equal(got, tc.want) {
				t.Errorf("lines:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tc.want, "\n"))
			}
		})
	}
}

// hostileMarkdown tries to reach the terminal through Markdown: raw
// escapes (sanitised before), character references glamour would decode
// into escapes, OSC 8 hyperlinks, raw HTML, images and links.
var hostileMarkdown = []string{
	"**bold** \x1b[31mred\x1b[0m \x1b]8;;https://evil.example\x1b\\click\x1b]8;;\x1b\\ \x1b]52;c;cHduZWQ=\x07",
	"**bold** &#27;[31mred&#27;[0m &#x1b;]8;;https://evil.example&#x1B;\\click&#27;]8;;&#27;\\",
	"**bold** &#27[2J &#x1b[H &#7; &#x9b;31m &#155;0m &#x7f; &#0; &#X1b;[1m",
	"`&#27;[31m` and\n\n```\n&#27;]8;;http://x&#27;\\code\n```",
	"[click](javascript:alert(1)) [osc](http://a\x1b]8;;http://b\x07) <https://auto.example/&#27;>",
	"![img](http://x/y.png \"&#27;[5m\") <img src=x onerror=\"&#27;[31m\"> <a href=\"http://evil\">a</a>",
	"**note** <script>alert('&#27;[31m')</script><style>body{}</style>\n\n<div>\n&#27;[31m\n</div>",
	"| a | &#27;[31m |\n|---|---|\n| &#x1b;]8;;x&#x1b;\\ | b |",
	"# &#27;[31mtitle\n\n> &#27;[31mquote\n\n- &#27;[31mitem",
}

// TestMarkdownHostileASCII: with the ASCII profile not one escape or
// control byte reaches the screen, whatever the reply says (R18).
func TestMarkdownHostileASCII(t *testing.T) {
	t.Parallel()
	for i, in := range hostileMarkdown {
		c := mdChat(60, 40, in)
		if !c.items[0].md {
			t.Errorf("%d: not taken as Markdown", i)
		}
		v := c.View()
		for j := 0; j < len(v); j++ {
			if b := v[j]; (b < 0x20 && b != '\n') || b == 0x7f {
				t.Fatalf("%d: control byte %#x in %q", i, b, v)
			}
		}
		if strings.ContainsRune(v, 0x9b) || strings.Contains(v, "\u009d") {
			t.Fatalf("%d: C1 control in %q", i, v)
		}
	}
}

// TestMarkdownHostileColour: in colour the only escapes are glamour's own
// SGR styling: no OSC (8, 52), no cursor movement, no colour the reply
// asked for.
func TestMarkdownHostileColour(t *testing.T) {
	t.Parallel()
	r := newMDRenderersFor(newPaint(NewStyles(DefaultPalette).Body), termenv.TrueColor, false, func() bool { return true })
	for i, in := range hostileMarkdown {
		for _, sp := range mdBlocks(sanitizedBody(in), nil) {
			for _, l := range r.render(sanitizedBody(in)[sp.from:sp.to], 58) {
				for j := 0; j < len(l); j++ {
					switch b := l[j]; {
					case b == 0x1b:
						n := mdSGRLen(l[j:])
						if n == 0 {
							t.Fatalf("%d: escape other than SGR in %q", i, l)
						}
						if sgr := l[j : j+n]; strings.Contains(sgr, "[31m") || strings.Contains(sgr, "[5m") {
							t.Fatalf("%d: the reply's own SGR %q reached the screen: %q", i, sgr, l)
						}
						j += n - 1
					case b < 0x20 || b == 0x7f:
						t.Fatalf("%d: control byte %#x in %q", i, b, l)
					}
				}
				if strings.ContainsRune(l, 0x9b) {
					t.Fatalf("%d: C1 CSI in %q", i, l)
				}
			}
		}
	}
}

// sanitizedBody is what the chat hands glamour for a reply.
func sanitizedBody(text string) string {
	c := mdChat(60, 10, text)
	return c.items[0].body
}

func TestMDDefuse(t *testing.T) {
	t.Parallel()
	cases := map[string]string{
		"no refs":          "no refs",
		"&#27;[31m":        "&amp;#27;[31m",
		"&#x1b;]8;;":       "&amp;#x1b;]8;;",
		"&#X1B":            "&amp;#X1B",
		"&#155;":           "&amp;#155;",
		"&#0;":             "&amp;#0;",
		"&#8212; &#x263A;": "&#8212; &#x263A;",
		"&amp; &#65;":      "&amp; &#65;",
		"&#":               "&#",
		"&#99999999999999": "&#99999999999999",
	}
	for in, want := range cases {
		if got := mdDefuse(in); got != want {
			t.Errorf("mdDefuse(%q) = %q, want %q", in, got, want)
		}
	}
}

// wideMarkdown is Markdown that glamour alone would draw wider than a
// narrow pane: CJK, emoji, a long URL, a wide table, a long code line.
var wideMarkdown = []string{
	"# 日本語のテキストと見出し 👩‍👩‍👧 emoji😀 café naïve e\u0301\n\n**日本語のテキスト**が続きます。日本語のテキスト、日本語のテキスト。",
	"See https://example.com/a/very/long/path/that/never/ends/and/keeps/going/on/and/on/and/on and [a link](https://example.com/another/very/long/path/that/never/ends).",
	"| Account | Holder | Balance | Currency | Opened | Branch | Notes |\n|---|---|---:|---|---|---|---|\n| 1234324 | 日本語のテキスト | $1,200.00 | USD | 2020-01-01 | Downtown | emoji😀 👩‍👩‍👧 |",
	"```go\nfunc main() { fmt.Println(\"a very long line of code that does not wrap in glamour at all, 日本語のテキスト\") }\n```",
	"- **item** with a supercalifragilisticexpialidocious-and-then-some-more-characters-to-wrap word\n  - nested 日本語のテキスト 👩‍👩‍👧\n    - deeper *still* https://example.com/a/very/long/path",
	"> a quote with 日本語のテキスト and https://example.com/a/very/long/path/that/never/ends",
}

// TestMarkdownWidth: no line of a Markdown reply is wider than the pane, at
// any width, in ASCII and in colour.
func TestMarkdownWidth(t *testing.T) {
	t.Parallel()
	text := strings.Join(wideMarkdown, "\n\n")
	for w := 1; w <= 100; w++ {
		c := mdChat(w, 200, text)
		checkFrame(t, c, fmt.Sprintf("ascii %d", w))
	}
	r := newMDRenderersFor(newPaint(NewStyles(DefaultPalette).Body), termenv.TrueColor, false, func() bool { return false })
	for limit := 1; limit <= 98; limit += 7 {
		for _, in := range wideMarkdown {
			for _, l := range r.render(in, limit) {
				if lw := lipgloss.Width(l); lw > limit {
					t.Fatalf("colour %d: line %d wide: %q", limit, lw, l)
				}
			}
		}
	}
}

// TestMarkdownStreaming: while a reply streams its growing block is drawn
// as typed and every frame fits; once finished it is drawn exactly as the
// same reply arriving whole.
func TestMarkdownStreaming(t *testing.T) {
	t.Parallel()
	reply := "## Your accounts\n\nHere they are:\n\n- **Checking**: $1,200.00\n- **Savings**: $5,000.00\n\n" +
		"```\nbalance --all\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nAnything *else*?"
	whole := mdChat(50, 12, reply)

	c := testChat(50, 12)
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "Money transfer"})
	for end := 1; end <= len(reply); end++ {
		c.UpdateLast(reply[:end])
		checkFrame(t, c, fmt.Sprintf("streamed %d", end))
		if strings.HasSuffix(reply[:end], "- **Savings**") {
			last := c.items[0].lines[len(c.items[0].lines)-1]
			if ansi.Strip(last) != "  - **Savings**" {
				t.Errorf("growing list drawn %q, want it as typed", last)
			}
		}
	}
	c.FinishLast(reply)
	if !slices.Equal(c.items[0].lines, whole.items[0].lines) {
		t.Errorf("finished stream:\n%s\nwhole reply:\n%s", strings.Join(c.items[0].lines, "\n"), strings.Join(whole.items[0].lines, "\n"))
	}
	if c.View() != whole.View() {
		t.Errorf("finished stream frame differs from the whole reply's")
	}

	// A reply left open is finished by the next message.
	c.UpdateLast(reply + "\n\n- one more")
	c.Append(chatEntry{Role: state.RoleUser, Text: "thanks"})
	if it := c.items[0]; it.open || !slices.Contains(it.lines, "  • one more") {
		t.Errorf("next message did not finish the reply: %q", it.lines)
	}
}

// TestMarkdownLazy: only the Markdown replies in view go through glamour;
// scrolling and resizing bring others in, and every frame fits. The
// history is added before the pane has a size, as a resumed session's is.
func TestMarkdownLazy(t *testing.T) {
	t.Parallel()
	chat := newChat(NewStyles(DefaultPalette))
	c := &chat
	for i := 0; i < 300; i++ {
		c.Append(chatEntry{Role: state.RoleUser, Text: fmt.Sprintf("question %d", i)})
		c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "Money transfer",
			Text: fmt.Sprintf("## Answer %d\n\n- **one**\n- two\n\nDone.", i)})
	}
	c.SetSize(60, 20)
	drawn := func() (n int) {
		for _, it := range c.items {
			if it.drawn {
				n++
			}
		}
		return n
	}
	if n := drawn(); n == 0 || n > 5 {
		t.Fatalf("%d replies drawn with glamour at the bottom, want the few in view", n)
	}
	checkFrame(t, c, "bottom")
	if !strings.Contains(c.View(), "• **one**") {
		t.Fatalf("reply in view not drawn as Markdown:\n%s", c.View())
	}
	c.ScrollUp(1 << 30)
	top := checkFrame(t, c, "top")
	if !strings.Contains(strings.Join(top, "\n"), "## Answer 0") || !c.items[1].drawn {
		t.Fatalf("top reply not drawn as Markdown:\n%s", strings.Join(top, "\n"))
	}
	for i := 0; !c.AtBottom(); i++ {
		lines := checkFrame(t, c, fmt.Sprintf("page %d", i))
		if v := strings.Join(lines, "\n"); strings.Contains(v, "- **one**") {
			t.Fatalf("page %d shows a stand-in:\n%s", i, v)
		}
		c.PageDown()
	}
	c.SetSize(45, 20)
	checkFrame(t, c, "resized")
	if n := drawn(); n == 0 || n > 5 {
		t.Fatalf("%d replies drawn after a resize, want the few in view", n)
	}
	for _, it := range c.items {
		if it.drawn && it.mdLimit != 45-len(chatIndent) {
			t.Fatalf("reply drawn at %d cells after a resize to 45", it.mdLimit)
		}
	}
}

// TestMarkdownNoColor: NO_COLOR or the ASCII profile mean glamour's ascii
// style and no colour; colour otherwise, dark or light as detected once.
func TestMarkdownNoColor(t *testing.T) {
	t.Parallel()
	asked := 0
	dark := func() bool { asked++; return true }
	for _, tc := range []struct {
		profile termenv.Profile
		noColor bool
		want    termenv.Profile
	}{
		{termenv.TrueColor, true, termenv.Ascii},
		{termenv.ANSI256, true, termenv.Ascii},
		{termenv.Ascii, false, termenv.Ascii},
		{termenv.TrueColor, false, termenv.TrueColor},
	} {
		r := newMDRenderersFor(newPaint(NewStyles(DefaultPalette).Body), tc.profile, tc.noColor, dark)
		if r.profile != tc.want {
			t.Errorf("profile %v, NO_COLOR %v: renders in %v, want %v", tc.profile, tc.noColor, r.profile, tc.want)
		}
		out := strings.Join(r.render("# Title\n\n**bold** and `code`", 40), "\n")
		if esc := strings.Contains(out, "\x1b"); esc != (tc.want != termenv.Ascii) {
			t.Errorf("profile %v, NO_COLOR %v: escapes %v in %q", tc.profile, tc.noColor, esc, out)
		}
	}
	if asked != 1 {
		t.Errorf("background asked %d times, want once (only with colour)", asked)
	}
}

// FuzzMarkdownRender: whatever a model writes, a Markdown reply neither
// panics nor puts an escape or control byte on an ASCII screen, and no line
// is wider than the pane.
func FuzzMarkdownRender(f *testing.F) {
	for _, s := range append(append([]string{}, hostileMarkdown...), wideMarkdown...) {
		f.Add(s, uint8(40))
	}
	f.Add("**a**\n\n- b\n\n```\nc", uint8(3))
	f.Fuzz(func(t *testing.T, text string, width uint8) {
		w := int(width%120) + 1
		c := mdChat(w, 50, "**md** "+text)
		c.FinishLast("**md** " + text)
		for i, l := range strings.Split(c.View(), "\n") {
			if lw := lipgloss.Width(l); lw > w {
				t.Fatalf("line %d is %d wide at %d: %q", i, lw, w, l)
			}
			for j := 0; j < len(l); j++ {
				if b := l[j]; b < 0x20 || b == 0x7f {
					t.Fatalf("control byte %#x in %q", b, l)
				}
			}
		}
	})
}

// TestMarkdownDeepNesting: glamour's cost grows faster than the square of
// the nesting, so a reply nested absurdly deep is drawn as typed, at once.
func TestMarkdownDeepNesting(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		"**deep** quote\n\n" + strings.Repeat(">", 400) + " a",
		"**deep** list\n\n" + strings.Repeat("- ", 400) + "a",
		"**deep** mixed\n\n" + strings.Repeat("> 1. ", 100) + "a",
	} {
		start := time.Now()
		c := mdChat(60, 20, s)
		checkFrame(t, c, "deep")
		if d := time.Since(start); d > 100*time.Millisecond {
			t.Errorf("%.20q…: %v", s, d)
		}
	}
	if mdTooDeep("- a\n  - b\n    - c\n      - d\n        > e") {
		t.Error("four levels of list and a quote taken as too deep")
	}
	if mdTooDeep("```\n" + strings.Repeat(" ", 60) + "deeply indented code\n```") {
		t.Error("indented code in a fence taken as too deep")
	}
}

// TestLooksLikeMarkdownLinear: the detector runs over a streaming reply on
// every delta, so a line built to make a naive scan quadratic stays fast.
func TestLooksLikeMarkdownLinear(t *testing.T) {
	t.Parallel()
	for _, s := range []string{
		strings.Repeat("*a ", 30_000),
		strings.Repeat("](", 30_000),
		strings.Repeat("**x ", 30_000),
		strings.Repeat("`", 60_000),
	} {
		start := time.Now()
		looksLikeMarkdown(s)
		mdBlocks(s, nil)
		mdDefuse(s)
		mdTooDeep(s)
		if d := time.Since(start); d > 50*time.Millisecond {
			t.Errorf("%.10q…: %v", s, d)
		}
	}
}
