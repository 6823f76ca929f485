package tui

// What the user's keys do: send, answer a modal, cancel, scroll, switch
// focus, save, start over. Engine calls always run in commands.

import (
	"context"
	"errors"
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
)

func (m Model) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.keys
	if msg.Type != tea.KeyCtrlC {
		m.status.flash = ""
	}
	m.watchQuestion()
	switch {
	case keyMatches(msg, k.Quit):
		if m.cancel != nil {
			m.cancel()
		}
		m.opts.Bridge.Close()
		return m, tea.Quit
	case m.demo != nil && m.demo.awaitKey:
		next, cmd, _ := m.demoKey(msg)
		return next, cmd
	case m.showHelp:
		m.showHelp = false
		return m, nil
	case m.picker.open:
		return m.pickerKey(msg)
	case keyMatches(msg, k.Cancel) && m.busy:
		if m.cancel != nil {
			m.cancel()
		}
		return m, nil
	case m.question != "" && !m.global(msg) && m.typedAhead(msg) && m.settling():
		return m.typeAhead(msg)
	case m.plan.open && !m.busy && !m.global(msg):
		var d *planDecision
		var cmd tea.Cmd
		m.plan, d, cmd = m.plan.update(msg, k)
		if d == nil {
			return m, cmd
		}
		return m.decidePlan(*d)
	case m.approval.open && !m.busy && !m.global(msg):
		var d *approvalDecision
		var cmd tea.Cmd
		m.approval, d, cmd = m.approval.update(msg, k)
		if d == nil {
			return m, cmd
		}
		return m.decide(*d)
	case keyMatches(msg, k.Help) && (m.focusPanel || m.input.Value() == ""):
		m.showHelp = true
		return m, nil
	case keyMatches(msg, k.TogglePanel):
		m.panelOn, m.panelSet = !m.panelOn, true
		if !m.panelOn {
			m.setFocusPanel(false)
		}
		m.resize(m.width, m.height)
		return m, nil
	case keyMatches(msg, k.Focus):
		if !m.panelOn {
			m.panelOn, m.panelSet = true, true
			m.resize(m.width, m.height)
		}
		m.setFocusPanel(!m.focusPanel)
		return m, nil
	case keyMatches(msg, k.Cancel) && m.focusPanel:
		m.setFocusPanel(false)
		return m, nil
	case keyMatches(msg, k.Trace):
		m.side.showTrace = !m.side.showTrace
		if !m.panelOn {
			m.panelOn, m.panelSet = true, true
			m.resize(m.width, m.height)
		}
		return m, nil
	case keyMatches(msg, k.Save):
		return m, m.save()
	case keyMatches(msg, k.Sessions):
		return m.openPicker()
	case keyMatches(msg, k.NewSession):
		if m.busy || m.opts.NewSession == nil {
			m.flash("A new session can start when the turn is over", true)
			return m, nil
		}
		return m, m.startNewSession()
	case keyMatches(msg, k.PageUp) && m.focusPanel:
		m.side.Scroll(-max(1, m.height/2))
		return m, nil
	case keyMatches(msg, k.PageDown) && m.focusPanel:
		m.side.Scroll(max(1, m.height/2))
		return m, nil
	case keyMatches(msg, k.PageUp):
		m.chat.PageUp()
		return m, nil
	case keyMatches(msg, k.PageDown):
		m.chat.PageDown()
		return m, nil
	case m.focusPanel && keyMatches(msg, k.Up):
		m.side.Select(-1)
		return m, nil
	case m.focusPanel && keyMatches(msg, k.Down):
		m.side.Select(1)
		return m, nil
	case m.focusPanel:
		return m, nil
	case keyMatches(msg, k.Send):
		return m.send()
	}
	return m.typeInput(msg)
}

// typeInput hands a key to the input box.
func (m Model) typeInput(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	if msg.Paste && len(string(msg.Runes)) > concierge.MaxInput {
		// refuse before the text lands in the box: the paste is still on the
		// clipboard, so nothing is lost (R25)
		m.flash(fmt.Sprintf("That paste is %d KB; messages are limited to %d KB", len(string(msg.Runes))/1024, concierge.MaxInput/1024), true)
		return m, nil
	}
	if msg.Type == tea.KeyRunes {
		// typed or pasted text loses whole escape sequences, not only their
		// control bytes, before it reaches the box (R18)
		clean := []rune(concierge.Sanitize(string(msg.Runes)))
		if len(clean) == 0 {
			return m, nil
		}
		msg.Runes = clean
	}
	var cmd tea.Cmd
	m.input, cmd = m.input.update(msg)
	return m, cmd
}

// global keys work whatever has the focus, a modal included: showing the
// panel, scrolling and saving never answer a question by accident.
func (m Model) global(msg tea.KeyMsg) bool {
	k := m.keys
	return keyMatches(msg, k.TogglePanel) || keyMatches(msg, k.Trace) || keyMatches(msg, k.PageUp) ||
		keyMatches(msg, k.PageDown) || keyMatches(msg, k.Save)
}

func (m *Model) setFocusPanel(on bool) {
	m.focusPanel = on
	m.side.focused = on
	m.input.Focus(!on)
}

// send hands the typed text to the engine in a command: the engine never
// runs inside Update.
func (m Model) send() (tea.Model, tea.Cmd) {
	if m.busy {
		m.flash("Still working on the last message: wait, or press esc to cancel", true)
		return m, nil
	}
	text := m.input.Value()
	if strings.TrimSpace(text) == "" {
		m.flash("Type a message first", true)
		return m, nil
	}
	// the box stays masked until the turn starts: a message the engine
	// refuses (too long) is given back as it was typed
	m.input.Reset()
	return m.run(text, func(ctx context.Context) error { return m.eng.Send(ctx, text) })
}

// decide answers the approval modal: a yes, a no with its reason, or an
// answer typed in full, which the engine reads as a whole (SPEC §15).
func (m Model) decide(d approvalDecision) (tea.Model, tea.Cmd) {
	switch {
	case d.approve:
		return m.run("", m.eng.Approve)
	case d.text != "":
		text := d.text
		return m.run(text, func(ctx context.Context) error { return m.eng.Send(ctx, text) })
	}
	reason := d.reason
	return m.run("", func(ctx context.Context) error { return m.eng.Reject(ctx, reason) })
}

// decidePlan answers the plan modal.
func (m Model) decidePlan(d planDecision) (tea.Model, tea.Cmd) {
	switch {
	case d.approve:
		return m.run("", m.eng.Approve)
	case d.reject:
		reason := d.reason
		return m.run("", func(ctx context.Context) error { return m.eng.Reject(ctx, reason) })
	}
	text := d.command
	return m.run(text, func(ctx context.Context) error { return m.eng.Send(ctx, text) })
}

// run starts a turn in a command, with a context Esc can cancel (R12).
func (m Model) run(text string, fn func(context.Context) error) (tea.Model, tea.Cmd) {
	ctx, cancel := context.WithCancel(context.Background())
	m.cancel, m.busy = cancel, true
	m.chat.SetThinking(m.thinking())
	turn := func() tea.Msg {
		err := fn(ctx)
		cancel()
		return turnDoneMsg{err: err, text: text}
	}
	return m, tea.Batch(turn, m.spinner.Tick)
}

func (m Model) turnDone(msg turnDoneMsg) (tea.Model, tea.Cmd) {
	m.busy, m.cancel = false, nil
	m.chat.SetThinking("")
	switch {
	case errors.Is(msg.err, concierge.ErrEmpty), errors.Is(msg.err, concierge.ErrTooLong):
		// refused before the turn began: give the text back (R25)
		m.input.SetValue(msg.text)
		m.flash(upperFirst(msg.err.Error()), true)
	case errors.Is(msg.err, concierge.ErrNotText):
		// a broken paste at a secret prompt: not given back, never shown
		m.flash(upperFirst(msg.err.Error()), true)
	case errors.Is(msg.err, context.Canceled):
		m.flash("Cancelled", false)
	case errors.Is(msg.err, concierge.ErrReadOnly), errors.Is(msg.err, concierge.ErrNoApproval):
		m.input.SetValue(msg.text)
		m.flash(upperFirst(msg.err.Error()), true)
	}
	m.status.usage = m.eng.Usage()
	m.syncQuestions()
	m.watchQuestion()
	return m, m.demoNext()
}

func (m Model) newSession(msg newSessionMsg) (tea.Model, tea.Cmd) {
	if msg.err != nil {
		m.flash("Could not start a new session: "+msg.err.Error(), true)
		return m, nil
	}
	n := New(Options{Engine: msg.eng, Bridge: m.opts.Bridge, NewSession: m.opts.NewSession, Sessions: m.opts.Sessions, SaveDir: m.opts.SaveDir, Now: m.opts.Now})
	n.panelOn, n.panelSet = m.panelOn, m.panelSet
	n.resize(m.width, m.height)
	n.flash("New session "+n.status.session, false)
	return n, nil
}

func (m Model) startNewSession() tea.Cmd {
	factory, bridge := m.opts.NewSession, m.opts.Bridge
	return func() tea.Msg {
		eng, err := factory(bridge.Sink)
		if err == nil {
			eng.Start()
		}
		return newSessionMsg{eng: eng, err: err}
	}
}
