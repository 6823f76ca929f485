package tui

import (
	"fmt"
	"io"
	"math/rand"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"github.com/concierge-dev/concierge/state"
)

// testChat is a chat pane of the given size with the default styles.
func testChat(width, height int) *chatModel {
	c := newChat(NewStyles(DefaultPalette))
	c.SetSize(width, height)
	return &c
}

var chatWords = []string{
	"the", "transfer", "of", "500", "to", "account", "1234324", "is", "done", "—",
	"supercalifragilisticexpialidocious-and-then-some-more-characters-to-wrap",
	"日本語のテキスト", "emoji😀", "👩‍👩‍👧", "café", "e\u0301", "naïve", "a", "I",
	"https://example.com/a/very/long/path/that/never/ends/and/keeps/going/on",
}

// chatText is a deterministic message of varied length, with newlines,
// tabs, wide characters and words longer than any pane.
func chatText(r *rand.Rand) string {
	var b strings.Builder
	n := 1 + r.Intn(60)
	if r.Intn(10) == 0 {
		n += 200
	}
	for i := 0; i < n; i++ {
		if i > 0 {
			switch r.Intn(12) {
			case 0:
				b.WriteString("\n")
			case 1:
				b.WriteString("\t")
			case 2:
				b.WriteString("   ")
			default:
				b.WriteString(" ")
			}
		}
		b.WriteString(chatWords[r.Intn(len(chatWords))])
	}
	return b.String()
}

// chatFill appends n varied messages, alternating the user and agents.
func chatFill(c *chatModel, n int, seed int64) {
	r := rand.New(rand.NewSource(seed))
	agents := []string{"authenticate", "transfer", "concierge"}
	for i := 0; i < n; i++ {
		e := chatEntry{Role: state.RoleUser, Text: chatText(r)}
		if i%2 == 1 {
			a := agents[r.Intn(len(agents))]
			e = chatEntry{Role: state.RoleAgent, Agent: a, Title: "Agent " + a, Text: chatText(r)}
		}
		c.Append(e)
	}
}

// checkFrame fails unless View has exactly height lines, none wider than width.
func checkFrame(t *testing.T, c *chatModel, what string) []string {
	t.Helper()
	v := c.View()
	lines := strings.Split(v, "\n")
	if c.height == 0 {
		if v != "" {
			t.Fatalf("%s: %dx0 view is %q, want empty", what, c.width, v)
		}
		return nil
	}
	if len(lines) != c.height {
		t.Fatalf("%s: %dx%d view has %d lines", what, c.width, c.height, len(lines))
	}
	for i, l := range lines {
		if w := lipgloss.Width(l); w > c.width {
			t.Fatalf("%s: %dx%d view line %d is %d wide: %q", what, c.width, c.height, i, w, l)
		}
	}
	return lines
}

func TestChatViewFrame(t *testing.T) {
	t.Parallel()
	for w := 20; w <= 120; w++ {
		t.Run(fmt.Sprint(w), func(t *testing.T) {
			t.Parallel()
			c := testChat(w, 1)
			chatFill(c, 120, int64(w))
			c.SetThinking("⠋ authenticate is thinking… and thinking and thinking about it a lot")
			for _, h := range []int{1, 7, 30} {
				c.SetSize(w, h)
				checkFrame(t, c, "bottom")
				c.ScrollUp(1 << 30)
				for i := 0; !c.AtBottom(); i++ {
					checkFrame(t, c, fmt.Sprintf("page %d", i))
					c.PageDown()
				}
				checkFrame(t, c, "bottom again")
			}
		})
	}
}

func TestChatViewTinySizes(t *testing.T) {
	t.Parallel()
	for w := 0; w < 20; w++ {
		for h := 0; h < 4; h++ {
			c := testChat(w, h)
			chatFill(c, 20, int64(w))
			c.SetThinking("⠋ transfer is thinking…")
			checkFrame(t, c, "bottom")
			c.ScrollUp(1 << 30)
			checkFrame(t, c, "top")
		}
	}
	c := testChat(0, 0)
	if v := c.View(); v != "" {
		t.Fatalf("empty 0x0 view is %q", v)
	}
	c.SetSize(10, 3)
	if v := c.View(); v != "\n\n" {
		t.Fatalf("empty 10x3 view is %q, want two newlines", v)
	}
}

func TestWrapText(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name  string
		text  string
		limit int
		want  []string
		offs  []int
	}{
		{"fits", "hello world", 11, []string{"hello world"}, []int{0}},
		{"breaks at space", "hello world", 5, []string{"hello", "world"}, []int{0, 6}},
		{"never cuts a word that fits", "aa bbbbb cc", 6, []string{"aa", "bbbbb", "cc"}, []int{0, 3, 9}},
		{"long word hard-wrapped", "a supercalifragilistic b", 5,
			[]string{"a", "super", "calif", "ragil", "istic", "b"}, []int{0, 2, 7, 12, 17, 23}},
		{"long word piece joins next word", "abcdefg hi", 5, []string{"abcde", "fg hi"}, []int{0, 5}},
		{"hyphens are not breaks", "a-b-c-d", 3, []string{"a-b", "-c-", "d"}, []int{0, 3, 6}},
		{"own newlines kept", "one\n\ntwo", 10, []string{"one", "", "two"}, []int{0, 4, 5}},
		{"indentation kept", "  indented code", 20, []string{"  indented code"}, []int{0}},
		{"inner spaces kept", "a   b", 20, []string{"a   b"}, []int{0}},
		{"wide characters", "日本語テキスト", 5, []string{"日本", "語テ", "キス", "ト"}, []int{0, 6, 12, 18}},
		{"wide word fits whole", "ab 日本語", 6, []string{"ab", "日本語"}, []int{0, 3}},
		{"emoji cluster not split", "👩‍👩‍👧👩‍👩‍👧", 3, []string{"👩‍👩‍👧", "👩‍👩‍👧"}, []int{0, 18}},
		{"trailing spaces dropped", "x  ", 10, []string{"x"}, []int{0}},
		{"only spaces", "   ", 10, []string{""}, []int{0}},
		{"empty", "", 10, []string{""}, []int{0}},
		{"no-break space binds", "a\u00a0b c", 3, []string{"a\u00a0b", "c"}, []int{0, 5}},
		{"wide character wider than the line", "日x", 1, []string{"x"}, []int{3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			lines, offs := wrapText(tc.text, tc.limit)
			if !slices.Equal(lines, tc.want) || !slices.Equal(offs, tc.offs) {
				t.Fatalf("wrapText(%q, %d) = %q %v, want %q %v", tc.text, tc.limit, lines, offs, tc.want, tc.offs)
			}
		})
	}
}

func TestWrapTextProperties(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewSource(7))
	for it := 0; it < 3000; it++ {
		text := strings.ReplaceAll(chatText(r), "\t", "    ")
		limit := 2 + r.Intn(60)
		lines, offs := wrapText(text, limit)
		fields := map[string]bool{}
		for k, l := range lines {
			if w := ansi.StringWidth(l); w > limit {
				t.Fatalf("limit %d: line %q is %d wide", limit, l, w)
			}
			if !strings.HasPrefix(text[offs[k]:], l) {
				t.Fatalf("limit %d: line %d %q is not at offset %d", limit, k, l, offs[k])
			}
			for _, f := range strings.Fields(l) {
				fields[f] = true
			}
		}
		if got, want := len(lines), strings.Count(text, "\n")+1; got < want {
			t.Fatalf("limit %d: %d lines for %d paragraphs", limit, got, want)
		}
		for _, f := range strings.Fields(text) {
			if ansi.StringWidth(f) <= limit && !fields[f] {
				t.Fatalf("limit %d: word %q that fits was cut: %q", limit, f, lines)
			}
		}
		squash := func(s string) string { return strings.Join(strings.Fields(s), "") }
		if squash(strings.Join(lines, " ")) != squash(text) {
			t.Fatalf("limit %d: text lost in wrapping: %q", limit, lines)
		}
	}
}

func TestChatSanitises(t *testing.T) {
	t.Parallel()
	hostile := []struct{ name, text string }{
		{"OSC 52 clipboard", "before \x1b]52;c;aGk=\x07 after"},
		{"OSC 52 with ST", "before \x1b]52;c;aGk=\x1b\\ after"},
		{"OSC 8 hyperlink", "\x1b]8;;https://evil.example\x07click\x1b]8;;\x07 here"},
		{"CSI", "\x1b[2J\x1b[H\x1b[31mred\x1b[0m text"},
		{"C1 CSI", "\u009b31mred\u009b0m text"},
		{"C1 OSC", "\u009d52;c;aGk=\u009c text"},
		{"C0 and DEL", "bell\x07 back\x08 del\x7f nul\x00 cr\r text"},
		{"title change", "\x1b]0;pwned\x07 text"},
	}
	for _, tc := range hostile {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := testChat(60, 12)
			c.Append(chatEntry{Role: state.RoleUser, Text: tc.text})
			c.Append(chatEntry{Role: state.RoleAgent, Agent: "x", Title: "Evil " + tc.text, Text: "ok"})
			c.Append(chatEntry{Role: state.RoleAgent, Agent: "x", Title: "Streamer"})
			c.UpdateLast(tc.text)
			c.SetThinking(tc.text)
			v := c.View()
			if strings.ContainsAny(v, "\x1b\x07\x08\x7f\x00\r\u009b\u009c\u009d") {
				t.Fatalf("control bytes reached the view: %q", v)
			}
			for _, leak := range []string{"52;c", "aGk=", "evil.example", "pwned", "31m"} {
				if strings.Contains(v, leak) {
					t.Fatalf("escape payload %q reached the view: %q", leak, v)
				}
			}
			if !strings.Contains(v, "text") && !strings.Contains(v, "after") && !strings.Contains(v, "here") {
				t.Fatalf("the visible text was lost: %q", v)
			}
		})
	}
}

func TestChatMasked(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		act  func(c *chatModel)
	}{
		{"as appended", func(c *chatModel) {}},
		{"after an update", func(c *chatModel) { c.UpdateLast("hunter2 again") }},
		{"cancelled", func(c *chatModel) { c.MarkCancelledFrom(0) }},
		{"resized", func(c *chatModel) { c.SetSize(25, 5) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := testChat(40, 5)
			c.Append(chatEntry{Role: state.RoleUser, Text: "hunter2", Masked: true})
			tc.act(c)
			v := c.View()
			if strings.Contains(v, "hunter2") {
				t.Fatalf("the secret is shown: %q", v)
			}
			if !strings.Contains(v, state.SecretMask) {
				t.Fatalf("no mask in %q", v)
			}
			if c.items[0].Text != "" {
				t.Fatalf("the pane kept the secret: %q", c.items[0].Text)
			}
		})
	}
}

func TestChatFollowsBottom(t *testing.T) {
	t.Parallel()
	c := testChat(40, 10)
	chatFill(c, 30, 1)
	if !c.AtBottom() {
		t.Fatal("a new pane is not at the bottom")
	}
	c.Append(chatEntry{Role: state.RoleUser, Text: "newest message"})
	if lines := checkFrame(t, c, "append"); lines[len(lines)-1] != "  newest message" {
		t.Fatalf("append at the bottom did not follow: last line %q", lines[len(lines)-1])
	}
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "Money transfer"})
	for _, s := range []string{"Sure", "Sure, how", "Sure, how much?"} {
		c.UpdateLast(s)
		if lines := checkFrame(t, c, "stream"); lines[len(lines)-1] != "  "+s {
			t.Fatalf("streaming at the bottom did not follow: last line %q", lines[len(lines)-1])
		}
	}

	c.ScrollUp(5)
	if c.AtBottom() {
		t.Fatal("still at the bottom after scrolling up")
	}
	before := c.View()
	changes := []struct {
		name string
		act  func()
	}{
		{"append", func() { c.Append(chatEntry{Role: state.RoleUser, Text: "unseen"}) }},
		{"stream", func() { c.UpdateLast("unseen and growing") }},
		{"thinking", func() { c.SetThinking("⠋ transfer is thinking…") }},
		{"height", func() { c.SetSize(40, 10) }},
	}
	for _, ch := range changes {
		ch.act()
		if v := c.View(); v != before {
			t.Fatalf("%s while scrolled up moved the view:\n%s\n---\n%s", ch.name, before, v)
		}
	}
	c.GotoBottom()
	lines := checkFrame(t, c, "goto bottom")
	if lines[len(lines)-1] != "⠋ transfer is thinking…" || lines[len(lines)-2] != "  unseen and growing" {
		t.Fatalf("GotoBottom shows %q", lines)
	}
}

func TestChatResizeKeepsAnchor(t *testing.T) {
	t.Parallel()
	c := testChat(60, 8)
	for i := 0; i < 40; i++ {
		var b strings.Builder
		for k := 0; k < 40; k++ {
			fmt.Fprintf(&b, "w%02d.%02d ", i, k)
		}
		c.Append(chatEntry{Role: state.RoleAgent, Agent: "a", Title: "A", Text: b.String()})
	}
	// Scroll to a line of message text partway through a message: a
	// message's first line would be too easy to keep.
	c.ScrollUp(97)
	top := func() string { return checkFrame(t, c, "scrolled")[0] }
	for !strings.HasPrefix(top(), "  w") || strings.HasPrefix(top(), "  w") && strings.HasSuffix(strings.Fields(top())[0], ".00") {
		c.ScrollUp(1)
	}
	word := strings.Fields(top())[0]
	for _, w := range []int{30, 45, 100, 21, 61, 60, 120} {
		c.SetSize(w, 8)
		first := checkFrame(t, c, fmt.Sprintf("width %d", w))[0]
		if !slices.Contains(strings.Fields(first), word) {
			t.Fatalf("width %d: the top line %q lost the anchor word %q", w, first, word)
		}
		if c.AtBottom() {
			t.Fatalf("width %d: a resize jumped to the bottom", w)
		}
	}

	c.GotoBottom()
	for _, w := range []int{30, 100, 60} {
		c.SetSize(w, 8)
		if lines := checkFrame(t, c, "bottom"); !c.AtBottom() || !strings.Contains(lines[7], "w39.39") {
			t.Fatalf("width %d: the bottom was not kept: %q", w, lines)
		}
	}
}

func TestChatUpdateLast(t *testing.T) {
	t.Parallel()
	empty := testChat(40, 5)
	empty.UpdateLast("nothing to update") // must not panic
	if empty.Len() != 0 {
		t.Fatal("UpdateLast on an empty pane added an entry")
	}

	c := testChat(40, 30)
	c.Append(chatEntry{Role: state.RoleUser, Text: "first message"})
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "a", Title: "Helper", Text: "second message"})
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "a", Title: "Helper", Text: "third"})

	// The cached lines of earlier entries must be the same strings, not
	// merely equal ones: UpdateLast renders only the last entry.
	cached := func(i int) []*byte {
		var ps []*byte
		for _, l := range c.items[i].lines {
			ps = append(ps, unsafe.StringData(l))
		}
		return ps
	}
	before0, before1 := cached(0), cached(1)
	c.UpdateLast("third, now a much longer reply that wraps onto more than one line")
	if !slices.Equal(cached(0), before0) || !slices.Equal(cached(1), before1) {
		t.Fatal("UpdateLast rendered earlier entries again")
	}
	want := []string{
		"You", "  first message", "",
		"Helper", "  second message", "",
		"Helper", "  third, now a much longer reply that", "  wraps onto more than one line",
	}
	if got := checkFrame(t, c, "update")[:len(want)]; !slices.Equal(got, want) {
		t.Fatalf("after UpdateLast:\n%q\nwant\n%q", got, want)
	}
	if c.Len() != 3 {
		t.Fatalf("Len = %d, want 3", c.Len())
	}
}

func TestChatThinking(t *testing.T) {
	t.Parallel()
	const line = "⠋ authenticate is thinking…"
	cases := []struct {
		name   string
		height int
		fill   int
	}{
		{"short history", 20, 1},
		{"long history", 6, 30},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := testChat(50, tc.height)
			chatFill(c, tc.fill, 3)
			c.SetThinking(line)
			lines := checkFrame(t, c, "thinking")
			last := len(lines) - 1
			for last > 0 && lines[last] == "" {
				last--
			}
			if lines[last] != line {
				t.Fatalf("the last line is %q, want %q", lines[last], line)
			}
			c.SetThinking("")
			if v := c.View(); strings.Contains(v, "thinking") {
				t.Fatalf("the thinking line did not go: %q", v)
			}
		})
	}
}

func TestChatScrollClamps(t *testing.T) {
	t.Parallel()
	c := testChat(40, 6)
	c.ScrollUp(3) // an empty pane scrolls nowhere, without panicking
	c.PageDown()
	checkFrame(t, c, "empty")

	chatFill(c, 40, 5)
	bottom := c.View()
	c.ScrollUp(1 << 30)
	top := c.View()
	if !strings.HasPrefix(top, "You\n") || c.AtBottom() {
		t.Fatalf("ScrollUp past the top shows %q", top)
	}
	cases := []struct {
		name string
		act  func()
		want string
	}{
		{"ScrollUp at the top", func() { c.ScrollUp(1) }, top},
		{"PageUp at the top", func() { c.PageUp(); c.PageUp() }, top},
		{"ScrollUp(0)", func() { c.ScrollUp(0) }, top},
		{"ScrollDown negative", func() { c.ScrollDown(-4) }, top},
		{"ScrollDown past the bottom", func() { c.ScrollDown(1 << 30) }, bottom},
		{"PageDown at the bottom", func() { c.PageDown(); c.PageDown() }, bottom},
		{"ScrollDown at the bottom", func() { c.ScrollDown(1) }, bottom},
		{"ScrollUp(-1)", func() { c.ScrollUp(-1) }, bottom},
	}
	for _, tc := range cases {
		tc.act()
		if v := c.View(); v != tc.want {
			t.Fatalf("%s:\n%s\nwant\n%s", tc.name, v, tc.want)
		}
	}
	if !c.AtBottom() {
		t.Fatal("not at the bottom after scrolling past it")
	}

	// Paging down from the top reaches the bottom in whole pages.
	c.ScrollUp(1 << 30)
	pages := 0
	for !c.AtBottom() {
		c.PageDown()
		pages++
	}
	if want := (c.docLines() - c.height + c.height - 1) / c.height; pages != want {
		t.Fatalf("%d pages from the top to the bottom, want %d", pages, want)
	}
	c.ScrollUp(1)
	c.ScrollDown(1)
	if !c.AtBottom() || c.View() != bottom {
		t.Fatal("one line up and down again did not come back to the bottom")
	}
}

func TestChatLabels(t *testing.T) {
	t.Parallel()
	c := testChat(30, 40)
	c.Append(chatEntry{Role: state.RoleUser, Text: "hi"})
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "Money transfer", Text: "how much?"})
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "authenticate", Text: "password?"})
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "A title far too long for this narrow pane", Text: "x"})
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "Money transfer", Text: "done"})
	c.MarkCancelledFrom(3)
	c.MarkCancelledFrom(-1 + 100) // past the end: nothing
	lines := checkFrame(t, c, "labels")
	want := []string{
		"You", "  hi", "",
		"Money transfer", "  how much?", "",
		"authenticate", "  password?", "",
		"A title far too l…" + chatCancelledMark, "  x", "",
		"Money transfer" + chatCancelledMark, "  done",
	}
	if !slices.Equal(lines[:len(want)], want) {
		t.Fatalf("labels:\n%q\nwant\n%q", lines[:len(want)], want)
	}
	if len(c.labels) != 2 {
		t.Fatalf("%d cached agent label styles, want one per agent (2)", len(c.labels))
	}
	c.MarkCancelledFrom(-5)
	if !strings.HasPrefix(c.View(), "You"+chatCancelledMark) {
		t.Fatalf("MarkCancelledFrom(-5) did not mark from the first entry: %q", c.View())
	}
}

func TestChatPaintMatchesRender(t *testing.T) {
	t.Parallel()
	// A renderer of its own, so the test can draw in colour without
	// touching the package's ASCII default.
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.TrueColor)
	cases := []struct {
		name  string
		style lipgloss.Style
		exact bool
	}{
		{"foreground bold", r.NewStyle().Foreground(lipgloss.Color("#58a6ff")).Bold(true), true},
		{"italic adaptive", r.NewStyle().Foreground(lipgloss.AdaptiveColor{Light: "#111", Dark: "#eee"}).Italic(true), true},
		{"plain", r.NewStyle(), true},
		{"padding", r.NewStyle().Foreground(lipgloss.Color("1")).PaddingLeft(1), true},
		{"width", r.NewStyle().Width(12), false},
		{"border", r.NewStyle().Border(lipgloss.NormalBorder()), false},
		{"underline", r.NewStyle().Underline(true), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := newPaint(tc.style)
			if tc.name == "foreground bold" && !strings.Contains(p.pre, "\x1b[") {
				t.Fatalf("test set-up: no colour in %q", p.pre)
			}
			if p.exact != tc.exact {
				t.Fatalf("exact = %v, want %v", p.exact, tc.exact)
			}
			for _, s := range []string{"hello world", "日本語 emoji😀", "x", "Money transfer (cancelled)"} {
				if got, want := p.paint(s), tc.style.Render(s); got != want {
					t.Fatalf("paint(%q) = %q, Render gives %q", s, got, want)
				}
			}
		})
	}
}
