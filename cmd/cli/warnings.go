package cli

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/tui"
)

// modelWarnings are the probe's failing rows as the TUI shows them (R56):
// a few words for the status bar, the row and its fix for the chat. The
// probe ran before the full screen opened, so its stderr lines are hidden
// under it until the user quits.
func modelWarnings(troubles []openai.Finding) []tui.Warning {
	var ws []tui.Warning
	for _, f := range troubles {
		ws = append(ws, tui.Warning{Brief: troubleBrief(f),
			Text: "Checked before this session — " + troubleLine(f) + ". Until this is fixed, messages may not be understood; `concierge doctor` says more."})
	}
	return ws
}

// troubleBrief names a failing row in a few words.
func troubleBrief(f openai.Finding) string {
	result := strings.ToLower(f.Result)
	switch {
	case strings.HasPrefix(result, "429") || strings.Contains(result, "rate limit") || strings.Contains(result, "too many requests"):
		return "rate limited"
	case strings.HasPrefix(result, "401") || strings.HasPrefix(result, "403") || strings.Contains(result, "answered 401") || strings.Contains(result, "answered 403"):
		return "API key refused"
	case f.Check == "reachable" || strings.HasPrefix(result, "no answer"):
		return "server unreachable"
	case f.Check == "model found" || strings.HasPrefix(result, "404"):
		return "model not found"
	case f.Check == "tool calls":
		return "no tool calls"
	case f.Check == "streaming":
		return "no streaming"
	}
	return "server trouble"
}
