package concierge

import (
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// Markdown renders a stored session as a readable transcript: the messages
// with the notes between them where they happened, and the artifacts in
// full. events are the session's events in order; when there are none the
// session's own lists are used, without interleaving. Everything in it came
// from the store, so every string is sanitised (R18, R46), names included.
func Markdown(s *state.Session, events []Event, title func(agent string) string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Session %s\n\n", SanitizeLine(s.ID))
	fmt.Fprintf(&b, "- domain: %s\n- started: %s\n- speaker: %s\n- stack: %s\n\n",
		SanitizeLine(s.Domain), s.Created.Format(time.RFC3339), SanitizeLine(orNone(s.Speaker)), SanitizeLine(s.Stack().String()))
	if len(events) == 0 {
		for _, m := range s.Messages {
			writeMessage(&b, m, title)
		}
		for _, n := range s.Notes {
			fmt.Fprintf(&b, "> _%s_\n\n", Sanitize(n.Text))
		}
	}
	var artifacts []state.Artifact
	for _, ev := range events {
		switch ev := ev.(type) {
		case MessageAdded:
			writeMessage(&b, ev.Message, title)
		case NoteAdded:
			fmt.Fprintf(&b, "> _%s_\n\n", Sanitize(ev.Note.Text))
		case ArtifactAdded:
			fmt.Fprintf(&b, "> _artifact: %s_\n\n", SanitizeLine(ev.Artifact.Title))
			artifacts = append(artifacts, ev.Artifact)
		}
	}
	if len(events) == 0 {
		artifacts = s.Artifacts
	}
	if len(artifacts) > 0 {
		b.WriteString("## Artifacts\n\n")
		for _, a := range artifacts {
			fmt.Fprintf(&b, "### %s\n\n```text\n%s\n```\n\n", SanitizeLine(a.Title), strings.ReplaceAll(Sanitize(a.Body), "```", "'''"))
		}
	}
	return b.String()
}

func writeMessage(b *strings.Builder, m state.Message, title func(string) string) {
	who := "**You**"
	if m.Role == state.RoleAgent {
		who = "**" + SanitizeLine(title(m.Agent)) + "**"
	}
	text := Sanitize(m.Text)
	fmt.Fprintf(b, "%s: %s\n\n", who, strings.ReplaceAll(text, "\n", "  \n"))
}

// Trace renders what happened in each turn (R22's trace): the agents that
// took the turn and why, the model requests with purpose, tokens and
// latency, and the tool calls with their results. Secret arguments were
// masked before the events were made. The events may come from the store:
// every string in them is sanitised, agent and tool names too.
func Trace(events []Event) string {
	var b strings.Builder
	turn := 0
	for _, ev := range events {
		switch ev := ev.(type) {
		case TurnStarted:
			turn++
			fmt.Fprintf(&b, "turn %d: %q\n", turn, reading.Clip(SanitizeLine(ev.Input), 70))
		case AgentHop:
			fmt.Fprintf(&b, "  hop    %s %s\n", SanitizeLine(ev.Agent), SanitizeLine(ev.Why))
		case ModelCall:
			line := "  model  " + SanitizeLine(ev.Purpose)
			if ev.Agent != "" {
				line += " for " + SanitizeLine(ev.Agent)
			}
			line += fmt.Sprintf(": %d request(s), %s tokens, %s", ev.Requests, Tokens(ev.Tokens, ev.Estimated), ev.Latency.Round(time.Millisecond))
			if ev.Err != "" {
				line += " — failed: " + SanitizeLine(ev.Err)
			}
			b.WriteString(line + "\n")
		case ToolCalled:
			var args []string
			for k, v := range ev.Args {
				args = append(args, k+"="+v)
			}
			sortStrings(args)
			line := fmt.Sprintf("  tool   %s.%s(%s)", SanitizeLine(ev.Agent), SanitizeLine(ev.Tool), SanitizeLine(strings.Join(args, ", ")))
			if ev.Err != "" {
				line += " → error: " + SanitizeLine(ev.Err)
			} else {
				line += " → " + reading.Clip(SanitizeLine(ev.Result), 60)
			}
			b.WriteString(line + "\n")
		case TurnFinished:
			switch {
			case ev.Cancelled:
				b.WriteString("  end    cancelled\n")
			case ev.Err != nil:
				b.WriteString("  end    failed: " + SanitizeLine(ev.Err.Error()) + "\n")
			default:
				fmt.Fprintf(&b, "  end    %d model request(s), %s tokens\n", ev.Usage.Requests, Tokens(ev.Usage.Tokens, ev.Usage.Estimated()))
			}
		}
	}
	if b.Len() == 0 {
		return "no turns yet\n"
	}
	return b.String()
}

func sortStrings(s []string) { sort.Strings(s) }
