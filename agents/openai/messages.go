package openai

import (
	"fmt"
	"strings"
)

// ValidateMessages checks a request's message list before it is sent
// (R16): every assistant tool call is answered by a tool message with its
// id, no tool message answers nothing, and no tool result is empty. A
// server rejects such a list with a 400, which would cost a request and
// tell the user nothing.
func ValidateMessages(msgs []ChatMessage) error {
	open := map[string]bool{}
	for i, m := range msgs {
		switch m.Role {
		case "system", "user":
			if len(open) > 0 {
				return fmt.Errorf("message %d (%s) comes before tool calls %s are answered", i, m.Role, keys(open))
			}
		case "assistant":
			if len(open) > 0 {
				return fmt.Errorf("message %d (assistant) comes before tool calls %s are answered", i, keys(open))
			}
			for _, c := range m.ToolCalls {
				if c.ID == "" || c.Name == "" {
					return fmt.Errorf("message %d has a tool call without an id or a name", i)
				}
				open[c.ID] = true
			}
		case "tool":
			if !open[m.ToolCallID] {
				return fmt.Errorf("message %d answers tool call %q, which is not open", i, m.ToolCallID)
			}
			if strings.TrimSpace(m.Content) == "" {
				return fmt.Errorf("message %d is an empty tool result", i)
			}
			delete(open, m.ToolCallID)
		default:
			return fmt.Errorf("message %d has an unknown role %q", i, m.Role)
		}
	}
	if len(open) > 0 {
		return fmt.Errorf("tool calls %s are never answered", keys(open))
	}
	return nil
}

// Window keeps at most max messages from the end of a history without
// splitting an assistant tool call from its results: a cut that would
// land inside such a group moves forward past it.
func Window(msgs []ChatMessage, max int) []ChatMessage {
	if max <= 0 {
		return nil
	}
	if len(msgs) <= max {
		return msgs
	}
	start := len(msgs) - max
	for start < len(msgs) && msgs[start].Role == "tool" {
		start++ // never begin with answers whose call was cut off
	}
	return msgs[start:]
}

func keys(m map[string]bool) string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return strings.Join(out, ", ")
}
