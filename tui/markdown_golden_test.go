package tui

import (
	"fmt"
	"testing"

	"github.com/charmbracelet/x/exp/golden"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// goldenMarkdownReply is an agent reply the way a model writes one: a
// heading, a list with emphasis, a code span, a table, a fence, a link.
const goldenMarkdownReply = "## Your accounts\n\n" +
	"Here is what I found for **seldo**:\n\n" +
	"- **Checking** (`1234324`): $1,200.00\n" +
	"- **Savings**: $5,000.00, *up 2%* this month\n\n" +
	"| Account | Balance | Change |\n|---|---:|---|\n| Checking | $1,200.00 | -$300.00 |\n| Savings | $5,000.00 | +$100.00 |\n\n" +
	"To move money, say:\n\n```\ntransfer 200 from savings to checking\n```\n\n" +
	"More in [the help pages](https://bank.example/help)."

// TestGoldenMarkdown is a Markdown reply on screen, streamed in pieces
// and then completed, at 80×24 and 120×32 (ASCII profile).
func TestGoldenMarkdown(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(fmt.Sprintf("reply_%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newTestModel(t, size[0], size[1])
			m = update(m, eventsMsg{concierge.MessageAdded{Message: state.Message{Role: state.RoleUser, Text: "how are my accounts doing?"}}})
			const agent = "account_balance"
			for i := 0; i < len(goldenMarkdownReply); i += 40 {
				piece := goldenMarkdownReply[i:min(i+40, len(goldenMarkdownReply))]
				m = update(m, eventsMsg{concierge.ReplyDelta{Agent: agent, Text: piece}})
				assertFits(t, m.View(), size[0], size[1])
			}
			m = update(m, eventsMsg{concierge.MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: agent, Text: goldenMarkdownReply}}})
			view := m.View()
			assertFits(t, view, size[0], size[1])
			golden.RequireEqual(t, []byte(view))
		})
	}
}
