package tui

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// planModal asks for the approval of a plan (R26). Its command keys follow
// the first-key rule of R41: y (run it), n (drop it), a digit (skip or
// restore that step) or e (edit a step) typed first selects, Enter
// confirms; anything else typed is a text answer for the engine.
type planModal struct {
	st      *Styles
	keys    *KeyMap
	width   int
	height  int
	plan    state.Plan
	answer  answer
	editing bool // e was confirmed: the edit field has the focus
	edit    textinput.Model
	// nudged: Enter was pressed with nothing chosen, so the hint says
	// so instead of doing nothing in silence (R56)
	nudged bool
}

func newPlanModal(st *Styles, keys *KeyMap, p state.Plan) planModal {
	ti := textinput.New()
	ti.CharLimit = 500
	ti.Prompt = "edit step: "
	ti.Placeholder = "2 send 300 to 1234324"
	return planModal{st: st, keys: keys, plan: p, answer: newAnswer(), edit: ti}
}

// restate shows the plan the engine waits for; a plan shown again keeps
// what the user has typed.
func (m planModal) restate(p state.Plan) planModal {
	m.plan = p
	return m
}

func (m planModal) Place() placement { return overChat }

func (m planModal) named() string    { return fmt.Sprintf("plan %v", m.plan.Steps) }
func (m planModal) title() string    { return "Plan" }
func (m planModal) unanswered() bool { return m.answer.kind() == answerEmpty && !m.editing }

func (m planModal) SetSize(w, h int) overlay {
	m.width, m.height = w, h
	return m
}

func (m planModal) KeyMap() help.KeyMap {
	k := m.keys
	return keyList{
		short: []key.Binding{k.Approve, k.Reject, k.SkipStep, k.EditStep, k.Confirm},
		full:  [][]key.Binding{{k.Approve, k.Reject, k.SkipStep, k.EditStep}, {k.Confirm, k.Clear}},
	}
}

// Update handles a key while the plan is asked; a decision closes it,
// except a step skipped or edited: the plan is asked again.
func (m planModal) Update(msg tea.Msg) (overlay, tea.Cmd, outcome) {
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return m, nil, nil
	}
	next, d, cmd := m.update(k, m.keys)
	if d == nil {
		return next, cmd, nil
	}
	if d.approve || d.reject {
		return nil, cmd, *d
	}
	return next, cmd, *d
}

// planDecision is what the user chose; command is text for the engine
// ("skip 2", "edit 2 …", or an answer typed in full) when it is neither a
// yes nor a no. A no with a reason is typed in full ("no, not today").
type planDecision struct {
	approve, reject bool
	command         string
}

func (m planModal) update(msg tea.KeyMsg, keys *KeyMap) (planModal, *planDecision, tea.Cmd) {
	if m.editing {
		return m.updateEdit(msg, keys)
	}
	m.nudged = false
	switch {
	case keyMatches(msg, keys.Confirm):
		return m.confirm(keys)
	case keyMatches(msg, keys.Clear):
		m.answer.reset()
		return m, nil, nil
	}
	var cmd tea.Cmd
	m.answer, cmd = m.answer.update(msg, func(k tea.KeyMsg) bool { return m.command(k, keys) != "" })
	return m, nil, cmd
}

// confirm does what the answer says, on Enter.
func (m planModal) confirm(keys *KeyMap) (planModal, *planDecision, tea.Cmd) {
	switch m.answer.kind() {
	case answerEmpty:
		m.nudged = true // nothing chosen: the hint says what to do
		return m, nil, nil
	case answerText:
		d := &planDecision{command: m.answer.Value()}
		m.answer.reset()
		return m, d, nil
	}
	choice := runeKey(m.answer.choice)
	m.answer.reset()
	switch {
	case keyMatches(choice, keys.Approve):
		return m, &planDecision{approve: true}, nil
	case keyMatches(choice, keys.Reject):
		return m, &planDecision{reject: true}, nil
	case keyMatches(choice, keys.EditStep):
		m.editing = true
		return m, nil, m.edit.Focus()
	}
	if cmd := m.command(choice, keys); cmd != "" {
		return m, &planDecision{command: cmd}, nil
	}
	return m, nil, nil // the step is gone: the plan changed under the key
}

// updateEdit handles a key while the edit field has the focus.
func (m planModal) updateEdit(msg tea.KeyMsg, keys *KeyMap) (planModal, *planDecision, tea.Cmd) {
	switch {
	case keyMatches(msg, keys.Confirm):
		v := strings.TrimSpace(m.edit.Value())
		m.editing = false
		m.edit.Reset()
		m.edit.Blur()
		if v == "" {
			return m, nil, nil
		}
		return m, &planDecision{command: "edit " + v}, nil
	case keyMatches(msg, keys.Clear):
		m.editing = false
		m.edit.Blur()
		return m, nil, nil
	}
	if typing(msg) {
		msg.Runes = []rune(concierge.Sanitize(string(msg.Runes)))
	}
	var cmd tea.Cmd
	m.edit, cmd = m.edit.Update(msg)
	return m, nil, cmd
}

// command is what a first key selects, said the way the engine reads it
// ("approve", "skip 2"); "" when the key is no command here.
func (m planModal) command(k tea.KeyMsg, keys *KeyMap) string {
	switch {
	case keyMatches(k, keys.Approve):
		return "approve"
	case keyMatches(k, keys.Reject):
		return "reject"
	case keyMatches(k, keys.EditStep):
		return "edit"
	case keyMatches(k, keys.SkipStep):
		n, err := strconv.Atoi(k.String())
		if err != nil || n < 1 || n > len(m.plan.Steps) {
			return ""
		}
		if m.plan.Steps[n-1].Status == state.StepSkipped {
			return fmt.Sprintf("unskip %d", n)
		}
		return fmt.Sprintf("skip %d", n)
	}
	return ""
}

// hint says what Enter will do with what is typed.
func (m planModal) hint(keys *KeyMap) string {
	k := m.st.Key.Render
	switch m.answer.kind() {
	case answerText:
		return m.st.Muted.Render("enter send this answer · esc clear")
	case answerEmpty:
		then := k("y") + " or " + k("n") + ", then " + k("Enter") + " · or type an answer"
		if m.nudged {
			then = m.st.Error.Render("Nothing is chosen yet:") + " press " + then
		}
		return k("y") + " run it  " + k("n") + " drop it  " + k("1-9") + " skip a step  " + k("e") + " edit a step\n" + then
	}
	cmd := m.command(runeKey(m.answer.choice), keys)
	switch {
	case cmd == "approve":
		return k("Run the plan") + " — Enter to confirm"
	case cmd == "reject":
		return k("Drop the plan") + " — Enter to confirm, or type \"no, <why>\""
	case cmd == "edit":
		return k("Edit a step") + " — Enter to open the editor"
	case strings.HasPrefix(cmd, "unskip "):
		return k("Restore step "+strings.TrimPrefix(cmd, "unskip ")) + " — Enter to confirm"
	}
	return k("Skip step "+strings.TrimPrefix(cmd, "skip ")) + " — Enter to confirm"
}

func (m planModal) View() string {
	keys := m.keys
	w := min(72, max(30, m.width-4))
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
	var answer string
	if m.editing {
		m.edit.Width = inner - 12
		answer = m.edit.View() + "\n" + m.st.Muted.Render("enter done · esc back")
	} else {
		answer = m.answer.View(inner, m.hint(keys))
	}
	body := keepEnds(b.String()+answer, m.height-2, lipgloss.Height(answer))
	return m.st.Modal.Width(w - 2).Render(body)
}
