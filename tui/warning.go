package tui

import (
	"strings"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// Warning is one thing the server's probe (concierge doctor's, R32) found
// that stops the model from working as it should: the model calls no
// tools, is not found, the server rate-limits or does not answer. The
// command probes before the full screen opens; what it found is shown
// here, where the user looks (R56).
type Warning struct {
	// Brief is a few words for the status bar: "no tool calls".
	Brief string
	// Text is the whole finding and its fix, for the chat.
	Text string
}

// roleWarning marks a chat entry the front end wrote itself: no agent
// said it and the session does not keep it.
const roleWarning state.Role = "warning"

// warn shows the probe's warnings: one line each in the chat, and the
// first (with how many more) in the status bar until the session ends.
func (m *Model) warn(ws []Warning) {
	var briefs []string
	for _, w := range ws {
		text := strings.TrimSpace(w.Text)
		if text == "" {
			continue
		}
		m.chat.Append(chatEntry{Role: roleWarning, Title: "Warning about the model", Text: text})
		if b := strings.TrimSpace(w.Brief); b != "" {
			briefs = append(briefs, concierge.SanitizeLine(b))
		}
	}
	switch {
	case len(briefs) == 1:
		m.status.warning = briefs[0]
	case len(briefs) > 1:
		m.status.warning = strings.Join(briefs, ", ")
	}
}

// labelStyle is the paint of an entry's label: the user's, an agent's
// colour, or the warning's.
func (c *chatModel) labelStyle(it *chatItem) chatPaint {
	switch it.Role {
	case roleWarning:
		return c.warning
	case state.RoleAgent:
		return c.agentLabel(it.Agent)
	}
	return c.user
}
