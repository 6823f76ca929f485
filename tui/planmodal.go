package tui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// planModal asks for the approval of a plan (R26): y runs it, n drops it
// (with a reason), a digit skips or restores that step, e edits one.
type planModal struct {
	st    *Styles
	open  bool
	plan  state.Plan
	mode  string // "", "reason" or "edit": which field has the focus
	field textinput.Model
}

func newPlanModal(st *Styles) planModal {
	ti := textinput.New()
	ti.CharLimit = 500
	return planModal{st: st, field: ti}
}

func (m *planModal) Open(p state.Plan) {
	m.open, m.plan = true, p
	if m.mode == "" {
		m.field.Blur()
	}
}

func (m *planModal) Close() {
	m.open, m.mode = false, ""
	m.field.Reset()
	m.field.Blur()
}

// planDecision is what the user chose; command is text for the engine
// ("skip 2", "edit 2 …") when it is neither a yes nor a no.
type planDecision struct {
	approve, reject bool
	reason          string
	command         string
}

func (m planModal) update(msg tea.KeyMsg, keys *KeyMap) (planModal, *planDecision, tea.Cmd) {
	if m.mode != "" {
		switch msg.String() {
		case "enter":
			v := strings.TrimSpace(m.field.Value())
			mode := m.mode
			m.mode = ""
			m.field.Reset()
			m.field.Blur()
			if mode == "reason" {
				m.Close()
				return m, &planDecision{reject: true, reason: v}, nil
			}
			if v == "" {
				return m, nil, nil
			}
			return m, &planDecision{command: "edit " + v}, nil
		case "esc":
			m.mode = ""
			m.field.Blur()
			return m, nil, nil
		}
		var cmd tea.Cmd
		m.field, cmd = m.field.Update(msg)
		return m, nil, cmd
	}
	switch s := msg.String(); {
	case keyMatches(msg, keys.Approve):
		m.Close()
		return m, &planDecision{approve: true}, nil
	case keyMatches(msg, keys.Reject):
		m.mode = "reason"
		m.field.Prompt = "reason: "
		m.field.Placeholder = "optional"
		return m, nil, m.field.Focus()
	case s == "e":
		m.mode = "edit"
		m.field.Prompt = "edit step: "
		m.field.Placeholder = "2 send 300 to 1234324"
		return m, nil, m.field.Focus()
	case len(s) == 1 && s[0] >= '1' && s[0] <= '9':
		n, _ := strconv.Atoi(s)
		if n > len(m.plan.Steps) {
			return m, nil, nil
		}
		verb := "skip"
		if m.plan.Steps[n-1].Status == state.StepSkipped {
			verb = "unskip"
		}
		return m, &planDecision{command: fmt.Sprintf("%s %d", verb, n)}, nil
	}
	return m, nil, nil
}

func (m *planModal) View(width int) string {
	w := min(72, max(30, width-4))
	inner := w - 4
	var b strings.Builder
	b.WriteString(m.st.ModalTitle.Render("Plan: approve it to start") + "\n\n")
	for i, s := range m.plan.Steps {
		line := fmt.Sprintf("%d. %s", i+1, concierge.SanitizeLine(s.Action))
		agent := m.st.Muted.Render(" (" + concierge.SanitizeLine(s.Agent) + ")")
		if s.Status == state.StepSkipped {
			line = m.st.Muted.Render(line + " — skipped")
			agent = ""
		}
		b.WriteString(truncate(line+agent, inner) + "\n")
	}
	b.WriteString("\n")
	if m.mode != "" {
		m.field.Width = inner - 12
		b.WriteString(m.field.View() + "\n" + m.st.Muted.Render("enter done · esc back"))
	} else {
		k := m.st.Key.Render
		b.WriteString(k("y") + " run it  " + k("n") + " drop it  " + k("1-9") + " skip a step  " + k("e") + " edit a step")
	}
	return m.st.Modal.Width(w - 2).Render(b.String())
}
