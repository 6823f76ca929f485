package concierge

import (
	"fmt"
	"io"
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// PlainPrinter writes the event stream as a plain transcript: "> " before
// the user's lines, ">> name: " before each agent reply, "[why] " before
// side-panel notes. Every string is sanitised on the way out (R18).
type PlainPrinter struct {
	W io.Writer
	// EchoUser prints the user's lines too; off for an interactive REPL,
	// where the terminal already shows what was typed.
	EchoUser bool
}

// Print writes one event.
func (p *PlainPrinter) Print(ev Event) {
	switch ev := ev.(type) {
	case MessageAdded:
		m := ev.Message
		if m.Role == state.RoleUser {
			if p.EchoUser {
				fmt.Fprintf(p.W, "> %s\n", SanitizeLine(m.Text))
			}
			return
		}
		lines := strings.Split(Sanitize(m.Text), "\n")
		fmt.Fprintf(p.W, ">> %s: %s\n", SanitizeLine(m.Agent), lines[0])
		for _, l := range lines[1:] {
			fmt.Fprintf(p.W, ">> %s\n", l)
		}
	case NoteAdded:
		fmt.Fprintf(p.W, "[why] %s\n", SanitizeLine(ev.Note.Text))
	case ArtifactAdded:
		fmt.Fprintf(p.W, "[artifact] %s\n", SanitizeLine(ev.Artifact.Title))
		for _, l := range strings.Split(Sanitize(ev.Artifact.Body), "\n") {
			fmt.Fprintf(p.W, "    %s\n", l)
		}
	case PlanChanged:
		for _, l := range ev.Plan.Lines() {
			fmt.Fprintf(p.W, "[plan] %s\n", SanitizeLine(l))
		}
	case ApprovalRequested:
		// what the call may do to data is said in words (R56)
		switch ev.Approval.Effect {
		case state.EffectDeletes:
			fmt.Fprintln(p.W, "[approval] this tool may change or delete data: it is marked destructive")
		case state.EffectChanges:
			fmt.Fprintln(p.W, "[approval] this tool may change data")
		}
		if ev.Approval.ForSession {
			fmt.Fprintf(p.W, "[approval] waiting for your answer: yes, no with a reason, or \"for this session\" to let me %s without asking again until you leave\n", SanitizeLine(ApprovalDoes(ev.Approval)))
			return
		}
		fmt.Fprintln(p.W, "[approval] waiting for your answer: yes, or no with a reason")
	case TurnFinished:
		// a failed turn's reason is the concierge's last reply: not said twice
		switch {
		case ev.Cancelled && ev.Effective:
			fmt.Fprintln(p.W, "[cancelled] the turn was cancelled; a step with side effects had already run and stands")
		case ev.Cancelled:
			fmt.Fprintln(p.W, "[cancelled] the turn was cancelled; nothing changed")
		}
	}
}
