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
	for _, n := range []int{10, 10_000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			c := benchChat(n)
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
