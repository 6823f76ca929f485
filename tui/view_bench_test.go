package tui

import (
	"fmt"
	"math/rand"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// BenchmarkModelView is R24's frame cost for the whole screen (chat, side
// panel, input, status) at 10 and 10,000 messages: it must stay flat.
func BenchmarkModelView(b *testing.B) {
	for _, n := range []int{10, 10_000} {
		b.Run(fmt.Sprintf("messages=%d", n), func(b *testing.B) {
			m := newTestModel(b, 100, 30)
			batch := make(eventsMsg, 0, n)
			for i := 0; i < n; i++ {
				role, agent := state.RoleUser, ""
				if i%2 == 1 {
					role, agent = state.RoleAgent, "transfer_money"
				}
				batch = append(batch, concierge.MessageAdded{Message: state.Message{Role: role, Agent: agent,
					Text: fmt.Sprintf("message %d: how much would you like to transfer to account 1234324 today?", i)}})
				if i%10 == 0 {
					batch = append(batch, concierge.NoteAdded{Note: state.Note{Kind: state.NoteRoute, Text: fmt.Sprintf("Choosing transfer_money due to: reason %d", i)}})
				}
			}
			m = update(m, batch)
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				_ = m.View()
			}
		})
	}
}

// mdHistoryModel is the whole screen, in true colour, over a history of n
// messages where every other agent reply is Markdown (mdReply) and the
// rest are plain. The history arrives before the window size, as a resumed
// session's does, so only what is in view goes through glamour.
func mdHistoryModel(b *testing.B, n int) Model {
	b.Helper()
	benchTrueColor(b)
	d, err := concierge.BuiltinDomains().New("bank")
	if err != nil {
		b.Fatal(err)
	}
	br := NewBridge()
	eng, err := concierge.New(concierge.Config{Domain: d, Sink: br.Sink, Clock: concierge.FixedClock, NewID: func() string { return "bench" }})
	if err != nil {
		b.Fatal(err)
	}
	eng.Start()
	clock := &testClock{now: time.Unix(1700000000, 0), tick: time.Second}
	m := New(Options{Engine: eng, Bridge: br, SaveDir: b.TempDir(), Now: clock.Now})
	r := rand.New(rand.NewSource(42))
	batch := make(eventsMsg, 0, n+n/10)
	for i := 0; i < n; i++ {
		msg := state.Message{Role: state.RoleUser, Text: chatText(r)}
		if i%2 == 1 {
			msg = state.Message{Role: state.RoleAgent, Agent: "transfer_money", Text: chatText(r)}
			if i%4 == 3 {
				msg.Text = mdReply(r)
			}
		}
		batch = append(batch, concierge.MessageAdded{Message: msg})
		if i%10 == 0 {
			batch = append(batch, concierge.NoteAdded{Note: state.Note{Kind: state.NoteRoute, Text: fmt.Sprintf("Choosing transfer_money due to: reason %d", i)}})
		}
	}
	m = update(m, batch)
	return update(m, tea.WindowSizeMsg{Width: 100, Height: 30})
}

// BenchmarkModelViewMarkdown is R24's raised frame target for the whole
// screen: at most 0.5 ms with 10,000 messages and Markdown on, flat.
func BenchmarkModelViewMarkdown(b *testing.B) {
	for _, n := range []int{10, 10_000} {
		b.Run(fmt.Sprintf("messages=%d", n), func(b *testing.B) {
			m := mdHistoryModel(b, n)
			b.ReportAllocs()
			for b.Loop() {
				_ = m.View()
			}
		})
	}
}

// BenchmarkModelStreamMarkdown is one streaming delta through the whole
// model: a ReplyDelta event of 7 bytes of an 8 KB Markdown reply, Update
// and View (R24: at most 1 ms, flat in history). The reply is finished and
// a new one started when it is whole, so every block goes through glamour
// once, as in a real stream.
func BenchmarkModelStreamMarkdown(b *testing.B) {
	reply := mdLongReply()
	for _, n := range []int{10, 10_000} {
		b.Run(fmt.Sprintf("messages=%d", n), func(b *testing.B) {
			m := mdHistoryModel(b, n)
			end := 0
			b.ReportAllocs()
			for b.Loop() {
				if end+7 > len(reply) {
					m = update(m, eventsMsg{concierge.MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "transfer_money", Text: reply[:end]}}})
					end = 0
				}
				m = update(m, eventsMsg{concierge.ReplyDelta{Agent: "transfer_money", Text: reply[end : end+7]}})
				end += 7
				_ = m.View()
			}
		})
	}
}
