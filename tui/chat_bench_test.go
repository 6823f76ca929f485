package tui

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/concierge-dev/concierge/state"
)

// benchTrueColor draws in true colour for the benchmark, as a real terminal
// would, so styling costs what it costs; the package's tests draw in ASCII.
// Benchmarks run one at a time, after the tests, so the switch is safe.
func benchTrueColor(b *testing.B) {
	b.Helper()
	lipgloss.SetColorProfile(termenv.TrueColor)
	b.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
}

// benchChat is a 100x30 pane holding n varied messages.
func benchChat(n int) *chatModel {
	c := testChat(100, 30)
	chatFill(c, n, 42)
	return c
}

// BenchmarkChatView10k draws one frame of a 10,000-message history (R24:
// at most 2 ms), at the bottom and scrolled into the middle.
func BenchmarkChatView10k(b *testing.B) {
	benchTrueColor(b)
	c := benchChat(10_000)
	for _, pos := range []string{"bottom", "middle"} {
		b.Run(pos, func(b *testing.B) {
			if pos == "middle" {
				c.ScrollUp(c.docLines() / 2)
			}
			b.ReportAllocs()
			for b.Loop() {
				_ = c.View()
			}
		})
	}
}

// BenchmarkChatStreamDelta is one streaming delta: the last reply grows by a
// few words and the frame is drawn again (R24: at most 1 ms, the same with
// 10 and with 10,000 messages before it). The reply cycles through
// 0–2,000 bytes, so its length does not depend on b.N.
func BenchmarkChatStreamDelta(b *testing.B) {
	benchTrueColor(b)
	r := rand.New(rand.NewSource(9))
	var full strings.Builder
	for full.Len() < 2000 {
		full.WriteString(chatText(r))
		full.WriteString(" ")
	}
	reply := full.String()[:2000]
	benchStream(b, reply, benchChat)
}

// benchStream streams reply into a new last entry after 10 and 10,000
// messages, 7 bytes a delta, starting again when it is whole, and draws a
// frame after each delta.
func benchStream(b *testing.B, reply string, history func(n int) *chatModel) {
	for _, n := range []int{10, 10_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			c := history(n)
			c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "Money transfer"})
			end := 0
			b.ReportAllocs()
			for b.Loop() {
				end += 7
				if end > len(reply) {
					end = 7
				}
				c.UpdateLast(reply[:end])
				_ = c.View()
			}
		})
	}
}

// BenchmarkChatResize10k re-wraps a 10,000-message history for a new width,
// the one cost that does grow with history (it runs on a resize, not per
// frame).
func BenchmarkChatResize10k(b *testing.B) {
	benchTrueColor(b)
	c := benchChat(10_000)
	widths := []int{80, 100}
	i := 0
	for b.Loop() {
		c.SetSize(widths[i%2], 30)
		i++
	}
}

// mdReply is a deterministic agent reply in Markdown, the way models write
// them: a heading or not, paragraphs with emphasis and code spans, a list,
// sometimes a table or a fenced block; 200 to 1,500 bytes.
func mdReply(r *rand.Rand) string {
	words := func(n int) string {
		var b strings.Builder
		for i := 0; i < n; i++ {
			if i > 0 {
				b.WriteByte(' ')
			}
			switch w := chatWords[r.Intn(len(chatWords))]; r.Intn(9) {
			case 0:
				b.WriteString("**" + w + "**")
			case 1:
				b.WriteString("`" + w + "`")
			default:
				b.WriteString(w)
			}
		}
		return b.String()
	}
	var b strings.Builder
	if r.Intn(2) == 0 {
		b.WriteString("## " + words(1+r.Intn(4)) + "\n\n")
	}
	b.WriteString(words(10+r.Intn(40)) + "\n\n")
	for i, n := 0, 2+r.Intn(5); i < n; i++ {
		b.WriteString("- " + words(3+r.Intn(12)) + "\n")
	}
	switch r.Intn(4) {
	case 0:
		b.WriteString("\n| Account | Balance | Note |\n|---|---:|---|\n")
		for i, n := 0, 2+r.Intn(4); i < n; i++ {
			fmt.Fprintf(&b, "| %d | $%d.00 | %s |\n", 1000000+r.Intn(9000000), r.Intn(100000), words(1+r.Intn(3)))
		}
	case 1:
		b.WriteString("\n```\n")
		for i, n := 0, 2+r.Intn(6); i < n; i++ {
			b.WriteString("transfer " + words(1+r.Intn(6)) + "\n")
		}
		b.WriteString("```\n")
	}
	b.WriteString("\n" + words(5+r.Intn(20)))
	return b.String()
}

// mdFill appends n messages, alternating the user and agents; every other
// agent reply is Markdown (a quarter of the history), the rest plain.
func mdFill(c *chatModel, n int, seed int64) {
	r := rand.New(rand.NewSource(seed))
	agents := []string{"authenticate", "transfer", "concierge"}
	for i := 0; i < n; i++ {
		e := chatEntry{Role: state.RoleUser, Text: chatText(r)}
		if i%2 == 1 {
			a := agents[r.Intn(len(agents))]
			e = chatEntry{Role: state.RoleAgent, Agent: a, Title: "Agent " + a, Text: chatText(r)}
			if i%4 == 3 {
				e.Text = mdReply(r)
			}
		}
		c.Append(e)
	}
}

// benchMDChat is a 100x30 pane holding n messages, a quarter of them
// Markdown replies. The history is added before the pane has its size, as
// a resumed session's is, so only the replies in view go through glamour.
func benchMDChat(n int) *chatModel {
	chat := newChat(NewStyles(DefaultPalette))
	c := &chat
	mdFill(c, n, 42)
	c.SetSize(100, 30)
	return c
}

// BenchmarkChatViewMarkdown10k is R24's raised frame target: one frame of a
// 10,000-message history with Markdown on, at most 0.5 ms; at the bottom
// and scrolled into the middle.
func BenchmarkChatViewMarkdown10k(b *testing.B) {
	benchTrueColor(b)
	c := benchMDChat(10_000)
	for _, pos := range []string{"bottom", "middle"} {
		b.Run(pos, func(b *testing.B) {
			if pos == "middle" {
				c.ScrollUp(c.docLines() / 2)
			}
			b.ReportAllocs()
			for b.Loop() {
				_ = c.View()
			}
		})
	}
}

// mdLongReply is an 8 KB Markdown reply: paragraphs, lists, tables and
// fenced blocks, as a long model answer streams them.
func mdLongReply() string {
	r := rand.New(rand.NewSource(7))
	var b strings.Builder
	for b.Len() < 8192 {
		b.WriteString(mdReply(r))
		b.WriteString("\n\n")
	}
	return b.String()[:8192]
}

// BenchmarkChatStreamMarkdown is one streaming delta of a Markdown reply
// growing to 8 KB (R24: Update+View at most 1 ms, flat in history): the
// reply grows by 7 bytes a delta and starts again when whole, so every
// block is rendered as it completes, as in a real stream. The delta that
// completes a block costs that block's render: BenchmarkMarkdownBlock.
func BenchmarkChatStreamMarkdown(b *testing.B) {
	benchTrueColor(b)
	reply := mdLongReply()
	benchStream(b, reply, benchMDChat)
}

// BenchmarkChatFinishMarkdown is the delta that completes an 8 KB Markdown
// reply: its last block goes through glamour, the rest is cached.
func BenchmarkChatFinishMarkdown(b *testing.B) {
	benchTrueColor(b)
	reply := mdLongReply()
	c := benchMDChat(10)
	c.Append(chatEntry{Role: state.RoleAgent, Agent: "transfer", Title: "Money transfer"})
	c.UpdateLast(reply)
	b.ReportAllocs()
	for b.Loop() {
		c.UpdateLast(reply)
		c.FinishLast(reply)
		_ = c.View()
	}
}

// BenchmarkChatResizeMarkdown10k re-wraps a 10,000-message history with
// Markdown on for a new width: plain for the history, glamour for the
// replies in view.
func BenchmarkChatResizeMarkdown10k(b *testing.B) {
	benchTrueColor(b)
	c := benchMDChat(10_000)
	widths := []int{80, 100}
	i := 0
	for b.Loop() {
		c.SetSize(widths[i%2], 30)
		i++
	}
}

// BenchmarkMarkdownBlock is glamour's cost for one block of each kind, in
// true colour at the width of a 100-column pane: what the streaming delta
// that completes such a block pays once, and what bringing a reply into
// view pays per block.
func BenchmarkMarkdownBlock(b *testing.B) {
	r := newMDRenderersFor(newPaint(NewStyles(DefaultPalette).Body), termenv.TrueColor, false, func() bool { return true })
	blocks := []struct{ name, src string }{
		{"paragraph", "Your **checking** account has `$1,200.00` and your savings account has $5,000.00; the transfer of $200 you asked for yesterday went through at 9:14 and the next one is due on Friday."},
		{"list", "- **Checking** (`1234324`): $1,200.00\n- **Savings**: $5,000.00, *up 2%*\n- **Brokerage**: 12 AAPL, 3 MSFT\n- Overdraft: none"},
		{"table", "| Account | Balance | Note |\n|---|---:|---|\n| 1234324 | $1,200.00 | checking |\n| 7654321 | $5,000.00 | savings |\n| 1111111 | $3.00 | other |"},
		{"fence", "```\ntransfer 200 from savings to checking\ntransfer 300 to 1234324\nbalance --all\n```"},
		{"fence_go", "```go\nfunc main() {\n\tfmt.Println(\"balance\", 1200)\n}\n```"},
	}
	for _, blk := range blocks {
		b.Run(blk.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				r.render(blk.src, 98)
			}
		})
	}
}
