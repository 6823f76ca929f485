package tui

// What the user's keys do: send, answer a modal, cancel, scroll, switch
// focus, save, start over. Engine calls always run in commands.

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/help"
	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
)

// key routes a key: quitting first, then the overlay on top (overlay.go)
// when it is help, an artifact or the sessions, then a --step demo's next
// step, then a question, then the chat's own keys (rootKeys), and what is
// left is typing.
func (m Model) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.keys
	if !keyMatches(msg, k.Quit) {
		m.status.flash = ""
	}
	m.watchQuestion()
	if keyMatches(msg, k.Quit) {
		return m.leave()
	}
	i, o := m.active()
	if keyMatches(msg, k.Leave) && m.nothingTyped(o) {
		return m.leave()
	}
	if o != nil && o.Place() != overChat {
		return m.routeKey(i, o, msg)
	}
	if m.demo != nil && m.demo.awaitKey {
		next, cmd, _ := m.demoKey(msg)
		return next, cmd
	}
	if o != nil {
		// a question: the keys that work everywhere pass it by, and keys
		// typed ahead of it go to the input they were typed for (R41)
		switch {
		case m.global(msg):
		case m.question != "" && m.typedAhead(msg) && m.settling():
			return m.typeAhead(msg)
		case keyMatches(msg, k.Help) && unanswered(o):
			return m.openHelp(o.KeyMap(), true)
		case keyMatches(msg, k.NewSession) || keyMatches(msg, k.Sessions):
			// leaving the session would leave the question behind unseen
			m.flash("Answer the question first: y or n, then Enter (or say \"never mind\")", true)
			return m, nil
		default:
			return m.routeKey(i, o, msg)
		}
	}
	for _, rk := range rootKeys {
		if keyMatches(msg, rk.key(k)) && (rk.when == nil || rk.when(&m)) {
			return rk.do(m)
		}
	}
	if m.focusPanel {
		return m, nil
	}
	return m.typeInput(msg)
}

// leave ends the program: a turn in flight is cancelled (the session is
// left as it stands, what waits still waiting), and the front end says
// after the full screen closes where the session was saved (R56).
func (m Model) leave() (tea.Model, tea.Cmd) {
	if m.cancel != nil {
		m.cancel()
	}
	m.opts.Bridge.Close()
	return m, tea.Quit
}

// nothingTyped reports whether ctrl+d may leave: the input is empty and
// the overlay on top, if any, is a question with no answer typed (an
// overlay with its own keys, the picker's filter say, keeps them).
func (m Model) nothingTyped(o overlay) bool {
	if m.input.Value() != "" {
		return false
	}
	if o == nil {
		return true
	}
	_, isQuestion := o.(question)
	return isQuestion && o.Place() == overChat && unanswered(o)
}

// unanswered reports a question with nothing typed yet.
func unanswered(o overlay) bool {
	q, ok := o.(question)
	return ok && q.unanswered()
}

// rootKey is one of the chat's own keys: its binding, when it applies
// (nil: always), and what it does. The first that matches wins.
type rootKey struct {
	key  func(*KeyMap) key.Binding
	when func(*Model) bool
	do   func(Model) (tea.Model, tea.Cmd)
}

// rootKeys are the chat's keys, in the order they are tried.
var rootKeys = []rootKey{
	{key: func(k *KeyMap) key.Binding { return k.Cancel }, when: func(m *Model) bool { return m.busy }, do: Model.cancelTurn},
	// ? is help when nothing is typed, but never at a masked prompt: a
	// secret may start with it, and nobody sees it typed there (R10)
	{key: func(k *KeyMap) key.Binding { return k.Help }, when: func(m *Model) bool { return m.focusPanel || m.input.Value() == "" && !m.input.Masked() },
		do: func(m Model) (tea.Model, tea.Cmd) { return m.openHelp(m.keys, false) }},
	{key: func(k *KeyMap) key.Binding { return k.TogglePanel }, do: Model.togglePanel},
	{key: func(k *KeyMap) key.Binding { return k.Focus }, do: Model.toggleFocus},
	{key: func(k *KeyMap) key.Binding { return k.Cancel }, when: func(m *Model) bool { return m.focusPanel },
		do: func(m Model) (tea.Model, tea.Cmd) { m.setFocusPanel(false); return m, nil }},
	{key: func(k *KeyMap) key.Binding { return k.Trace }, do: Model.toggleTrace},
	{key: func(k *KeyMap) key.Binding { return k.Save }, do: func(m Model) (tea.Model, tea.Cmd) { return m, m.save() }},
	{key: func(k *KeyMap) key.Binding { return k.Sessions }, do: Model.openPicker},
	{key: func(k *KeyMap) key.Binding { return k.NewSession }, do: Model.askNewSession},
	{key: func(k *KeyMap) key.Binding { return k.PageUp }, when: func(m *Model) bool { return m.focusPanel },
		do: func(m Model) (tea.Model, tea.Cmd) { m.side.Scroll(-max(1, m.height/2)); return m, nil }},
	{key: func(k *KeyMap) key.Binding { return k.PageDown }, when: func(m *Model) bool { return m.focusPanel },
		do: func(m Model) (tea.Model, tea.Cmd) { m.side.Scroll(max(1, m.height/2)); return m, nil }},
	{key: func(k *KeyMap) key.Binding { return k.PageUp }, do: func(m Model) (tea.Model, tea.Cmd) { m.chat.PageUp(); return m, nil }},
	{key: func(k *KeyMap) key.Binding { return k.PageDown }, do: func(m Model) (tea.Model, tea.Cmd) { m.chat.PageDown(); return m, nil }},
	{key: func(k *KeyMap) key.Binding { return k.Up }, when: func(m *Model) bool { return m.focusPanel },
		do: func(m Model) (tea.Model, tea.Cmd) { m.side.Select(-1); return m, nil }},
	{key: func(k *KeyMap) key.Binding { return k.Down }, when: func(m *Model) bool { return m.focusPanel },
		do: func(m Model) (tea.Model, tea.Cmd) { m.side.Select(1); return m, nil }},
	{key: func(k *KeyMap) key.Binding { return k.Open }, when: func(m *Model) bool { return m.focusPanel }, do: Model.openArtifact},
	{key: func(k *KeyMap) key.Binding { return k.Send }, when: func(m *Model) bool { return !m.focusPanel }, do: Model.send},
}

func (m Model) cancelTurn() (tea.Model, tea.Cmd) {
	if m.cancel != nil {
		m.cancel()
	}
	return m, nil
}

func (m Model) togglePanel() (tea.Model, tea.Cmd) {
	m.panelOn, m.panelSet = !m.panelOn, true
	if !m.panelOn {
		m.setFocusPanel(false)
	}
	m.resize(m.width, m.height)
	return m, nil
}

func (m Model) toggleFocus() (tea.Model, tea.Cmd) {
	if !m.panelOn {
		m.panelOn, m.panelSet = true, true
		m.resize(m.width, m.height)
	}
	m.setFocusPanel(!m.focusPanel)
	return m, nil
}

func (m Model) toggleTrace() (tea.Model, tea.Cmd) {
	m.side.showTrace = !m.side.showTrace
	if !m.panelOn {
		m.panelOn, m.panelSet = true, true
		m.resize(m.width, m.height)
	}
	return m, nil
}

func (m Model) askNewSession() (tea.Model, tea.Cmd) {
	if m.busy || m.opts.NewSession == nil {
		m.flash("A new session can start when the turn is over", true)
		return m, nil
	}
	return m, m.startNewSession()
}

// openArtifact reads the selected artifact in full, over the screen.
func (m Model) openArtifact() (tea.Model, tea.Cmd) {
	a, ok := m.side.Selected()
	if !ok {
		m.flash("No artifact yet", true)
		return m, nil
	}
	m.push(newArtifactView(m.st, m.keys, a))
	return m, nil
}

// openHelp shows the keys of what has them: a question's, with the keys
// that work everywhere, or the chat's.
func (m Model) openHelp(keys help.KeyMap, question bool) (tea.Model, tea.Cmd) {
	title := "Keys"
	if question {
		k := m.keys
		groups := append(keys.FullHelp(), []key.Binding{k.PageUp, k.PageDown, k.TogglePanel, k.Trace, k.Save, k.Quit})
		keys = keyList{short: keys.ShortHelp(), full: groups}
		title = "Keys at this question"
	}
	m.push(newHelp(m.st, title, keys))
	return m, nil
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
	text := m.input.Value()
	if concierge.IsLeave(text, m.input.Masked()) {
		// the front end's, never the reader's, even while a turn runs: at
		// a masked prompt only /quit and /exit, since a password may be
		// "exit" (R56)
		return m.leave()
	}
	if m.busy {
		m.flash("Still working on the last message: wait, or press esc to cancel", true)
		return m, nil
	}
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
	case d.approve && d.session:
		return m.run("", m.eng.ApproveForSession)
	case d.approve:
		return m.run("", m.eng.Approve)
	case concierge.IsLeave(d.text, false):
		// leaving at the approval is no answer: it stays pending (R56)
		return m.leave()
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
		return m.run("", func(ctx context.Context) error { return m.eng.Reject(ctx, "") })
	}
	text := d.command
	if concierge.IsLeave(text, false) {
		return m.leave() // no answer: the plan stays pending (R56)
	}
	return m.run(text, func(ctx context.Context) error { return m.eng.Send(ctx, text) })
}

// run starts a turn in a command, with a context Esc can cancel (R12).
func (m Model) run(text string, fn func(context.Context) error) (tea.Model, tea.Cmd) {
	ctx, cancel := context.WithCancel(context.Background())
	m.cancel, m.busy = cancel, true
	m.question = "" // hidden while the turn runs: shown again, it settles again (R41)
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
	n := New(Options{Engine: msg.eng, Bridge: m.opts.Bridge, NewSession: m.opts.NewSession, Sessions: m.opts.Sessions, SaveDir: m.opts.SaveDir, Now: m.opts.Now, Warnings: m.opts.Warnings})
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
