package tui

import (
	"fmt"
	"testing"

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
