package openai

import (
	"fmt"
	"strings"
)

// Strict chat templates (R31) reject lists that OpenAI itself accepts:
//
//   - Mistral's templates raise "Conversation roles must alternate
//     user/assistant/user/assistant/..." and accept a system message only
//     first;
//   - Gemma's template raises the same on two user or two assistant
//     messages in a row, and has no place for an assistant message before
//     the first user one;
//   - llama.cpp's server treats a list that ends with an assistant message
//     as a "prefill" to continue, and refuses it for thinking models
//     ("Assistant response prefill is incompatible with enable_thinking").
//
// The brain's lists break all three naturally: the concierge greets before
// the user says anything, several agents may speak in a row, a masked
// secret and the next message are two user turns, and the continuation
// step reads a history that ends with an agent's reply. Alternate reshapes
// every outgoing list once, just before it is sent, so that no caller has
// to think about it.

// tailNudge is the user turn Alternate adds when a list would otherwise
// end with the assistant (or have no user turn at all): a model must be
// answering someone, never continuing its own words.
const tailNudge = "(Go on, as the instructions above say.)"

// Alternate returns msgs in a shape strict chat templates accept:
//
//   - at most one system message, first (several are joined by a blank line);
//   - the first message after it is the user's: assistant messages and tool
//     results before the first user message are dropped. That is the
//     concierge's greeting, which says nothing the system prompt does not,
//     or replies at the edge of the history window, which the window would
//     have cut one message later anyway. (Folding them into the system
//     prompt was tried: the greeting's menu of agents then reads as part
//     of the prompt's own list.);
//   - no two neighbours of the same role, except tool results (one per
//     call id): neighbours' contents are joined by a blank line, and an
//     assistant's tool calls are kept, in order;
//   - no blank user or assistant message;
//   - the last message is the user's or a tool result, never the
//     assistant's (tailNudge is added after one).
//
// It never splits a tool call from its results, so a list that passes
// ValidateMessages still does afterwards.
func Alternate(msgs []ChatMessage) []ChatMessage {
	var system []string
	var rest []ChatMessage
	for _, m := range msgs {
		switch {
		case m.Role == "system":
			if s := strings.TrimSpace(m.Content); s != "" {
				system = append(system, s)
			}
		case blank(m):
			// an empty turn says nothing, and some templates choke on it
		default:
			rest = append(rest, m)
		}
	}
	first := len(rest)
	for i, m := range rest {
		if m.Role == "user" {
			first = i
			break
		}
	}
	rest = rest[first:]
	var out []ChatMessage
	if len(system) > 0 {
		out = append(out, ChatMessage{Role: "system", Content: strings.Join(system, "\n\n")})
	}
	for _, m := range rest {
		n := len(out)
		if n == 0 || out[n-1].Role != m.Role || m.Role == "tool" {
			m.ToolCalls = append([]ToolCall(nil), m.ToolCalls...)
			out = append(out, m)
			continue
		}
		prev := &out[n-1]
		prev.Content = joinParts(prev.Content, m.Content)
		prev.ToolCalls = append(prev.ToolCalls, m.ToolCalls...)
	}
	if n := len(out); n == 0 || (out[n-1].Role != "user" && out[n-1].Role != "tool") {
		out = append(out, ChatMessage{Role: "user", Content: tailNudge})
	}
	return out
}

// blank is a message with nothing to say: no text and no tool calls. A
// tool result is never blank here: ValidateMessages reports an empty one.
func blank(m ChatMessage) bool {
	return m.Role != "tool" && len(m.ToolCalls) == 0 && strings.TrimSpace(m.Content) == ""
}

func joinParts(a, b string) string {
	a, b = strings.TrimSpace(a), strings.TrimSpace(b)
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + "\n\n" + b
}

// CheckAlternation reports how msgs would be refused by a strict chat
// template (see Alternate), or nil. Alternate's result always passes.
func CheckAlternation(msgs []ChatMessage) error {
	if len(msgs) == 0 {
		return fmt.Errorf("the list is empty")
	}
	seenUser := false
	for i, m := range msgs {
		switch {
		case m.Role == "system" && i > 0:
			return fmt.Errorf("message %d is a system message after the first", i)
		case blank(m) && m.Role != "system":
			return fmt.Errorf("message %d (%s) is blank", i, m.Role)
		case m.Role == "user":
			seenUser = true
		case m.Role != "system" && !seenUser:
			return fmt.Errorf("message %d (%s) comes before the first user message", i, m.Role)
		}
		if i > 0 && m.Role == msgs[i-1].Role && m.Role != "tool" {
			return fmt.Errorf("messages %d and %d are both %s", i-1, i, m.Role)
		}
	}
	if last := msgs[len(msgs)-1].Role; last != "user" && last != "tool" {
		return fmt.Errorf("the list ends with a %s message", last)
	}
	return nil
}
