package tui

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/charmbracelet/bubbles/spinner"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// Options wire the TUI to an engine.
type Options struct {
	Engine *concierge.Engine
	// Bridge must be the engine's sink (Bridge.Sink).
	Bridge *Bridge
	// NewSession starts a fresh engine on the same bridge (ctrl+n); nil
	// disables the key.
	NewSession func(sink func(concierge.Event)) (*concierge.Engine, error)
	// SaveDir is where ctrl+s writes artifacts ("" is the working directory).
	SaveDir string
	// Demo, when set, plays a scenario by typing its lines (concierge demo).
	Demo *Demo
	// Trace holds a resumed session's stored events, for the trace view.
	Trace []concierge.Event
}

// Model is the whole screen.
type Model struct {
	eng    *concierge.Engine
	opts   Options
	st     *Styles
	keys   *KeyMap
	width  int
	height int

	chat     chatModel
	side     sideModel
	input    inputModel
	status   statusModel
	approval approvalModel
	plan     planModal
	spinner  spinner.Model

	panelOn    bool // the side panel is shown (wide: on by default)
	panelSet   bool // the user chose with ctrl+o; resizing no longer decides
	focusPanel bool
	showHelp   bool

	busy   bool
	cancel context.CancelFunc
	// stream is the agent whose reply is streaming into the last chat
	// entry, "" when none; streamed is its text so far.
	stream, streamed string
	turnStart        int // chat entries from here on belong to the turn in flight
	before           pendingUI
	demo             *Demo
}

// pendingUI is what the input waited for before a turn, restored when the
// turn is cancelled (the engine restores the same in the session).
type pendingUI struct {
	secret   string
	approval *state.Approval
}

// Messages of the TUI's own commands.
type (
	turnDoneMsg struct {
		err  error
		text string
	}
	savedMsg struct {
		path string
		err  error
	}
	newSessionMsg struct {
		eng *concierge.Engine
		err error
	}
)

// New builds the model. Call opts.Engine.Start() before running it, so
// the welcome waits in the bridge.
func New(opts Options) Model {
	st := NewStyles(DefaultPalette)
	m := Model{
		eng: opts.Engine, opts: opts, st: st, keys: DefaultKeyMap(),
		chat: newChat(st), side: newSide(st), input: newInput(st), approval: newApproval(st), plan: newPlanModal(st),
		spinner: spinner.New(spinner.WithSpinner(spinner.MiniDot), spinner.WithStyle(st.Thinking)),
		panelOn: true, demo: opts.Demo,
	}
	m.resetStatus()
	// the session already holds whatever the queued events say (the
	// welcome, a resumed history): draw it once, from the session
	opts.Bridge.take()
	m.restore(opts.Engine.Session())
	for _, ev := range opts.Trace {
		m.side.AddTrace(ev)
	}
	return m
}

func (m *Model) resetStatus() {
	m.status = statusModel{st: m.st, width: m.width, engine: m.eng.EngineName(), model: m.eng.Model(),
		usage: m.eng.Usage(), session: m.eng.Session().ID}
}

// restore draws a session that already has history (a resumed one).
func (m *Model) restore(s *state.Session) {
	for _, msg := range s.Messages {
		m.chat.Append(m.entry(msg))
	}
	for _, n := range s.Notes {
		m.side.AddNote(n)
	}
	for _, a := range s.Artifacts {
		m.side.AddArtifact(a)
	}
	m.status.speaker, m.status.stack = s.Speaker, s.Stack.Names()
	if s.Pending.Secret != nil {
		m.input.Mask(s.Pending.Secret.Label)
	}
	if s.Pending.Approval != nil {
		m.approval.Open(*s.Pending.Approval)
	}
	if s.Plan != nil {
		m.side.SetPlan(*s.Plan)
		if s.Plan.Awaiting {
			m.plan.Open(*s.Plan)
		}
	}
}

func (m *Model) entry(msg state.Message) chatEntry {
	e := chatEntry{Role: msg.Role, Agent: msg.Agent, Text: msg.Text, Masked: msg.Masked}
	if msg.Role == state.RoleAgent {
		e.Title = m.eng.Title(msg.Agent)
	}
	return e
}

// Init implements tea.Model.
func (m Model) Init() tea.Cmd {
	cmds := []tea.Cmd{m.opts.Bridge.Wait(), m.input.area.Focus()}
	if m.demo != nil {
		cmds = append(cmds, m.demo.start())
	}
	return tea.Batch(cmds...)
}

// Update implements tea.Model.
func (m Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.resize(msg.Width, msg.Height)
		return m, nil
	case eventsMsg:
		for _, ev := range msg {
			m.apply(ev)
		}
		return m, tea.Batch(m.opts.Bridge.Wait(), m.demoNext())
	case turnDoneMsg:
		return m.turnDone(msg)
	case spinner.TickMsg:
		if !m.busy {
			return m, nil
		}
		var cmd tea.Cmd
		m.spinner, cmd = m.spinner.Update(msg)
		m.chat.SetThinking(m.thinking())
		return m, cmd
	case savedMsg:
		if msg.err != nil {
			m.flash("Could not save the artifact: "+msg.err.Error(), true)
		} else {
			m.flash("Saved to "+msg.path, false)
		}
		return m, nil
	case newSessionMsg:
		return m.newSession(msg)
	case demoMsg:
		return m.demoStep(msg)
	case tea.MouseMsg:
		switch msg.Button {
		case tea.MouseButtonWheelUp:
			m.chat.ScrollUp(3)
		case tea.MouseButtonWheelDown:
			m.chat.ScrollDown(3)
		}
		return m, nil
	case tea.KeyMsg:
		return m.key(msg)
	}
	return m, nil
}

func (m *Model) resize(w, h int) {
	m.width, m.height = w, h
	if !m.panelSet {
		m.panelOn = w >= wideLayout
	}
	l := computeLayout(w, h, m.panelOn)
	m.chat.SetSize(max(1, l.chatW-1), l.bodyH) // one column apart from the panel
	m.side.SetSize(l.sideW, l.bodyH)
	m.input.SetWidth(w)
	m.status.width = w
}

// apply turns one engine event into screen state.
func (m *Model) apply(ev concierge.Event) {
	switch ev := ev.(type) {
	case concierge.ReplyDelta:
		if m.stream != ev.Agent {
			m.endStream()
			m.stream, m.streamed = ev.Agent, ""
			m.chat.Append(chatEntry{Role: state.RoleAgent, Agent: ev.Agent, Title: m.eng.Title(ev.Agent)})
		}
		m.streamed += ev.Text
		m.chat.UpdateLast(m.streamed)
	case concierge.MessageAdded:
		if m.stream != "" && ev.Message.Role == state.RoleAgent && ev.Message.Agent == m.stream {
			// the whole reply replaces the pieces in place
			m.stream, m.streamed = "", ""
			m.chat.UpdateLast(ev.Message.Text)
			return
		}
		m.endStream()
		m.chat.Append(m.entry(ev.Message))
	case concierge.NoteAdded:
		m.side.AddNote(ev.Note)
	case concierge.ArtifactAdded:
		m.side.AddArtifact(ev.Artifact)
	case concierge.StatusChanged:
		m.status.speaker, m.status.stack = ev.Speaker, ev.Stack
	case concierge.ApprovalRequested:
		m.approval.Open(ev.Approval)
	case concierge.PlanChanged:
		m.side.SetPlan(ev.Plan)
		if ev.Plan.Awaiting {
			m.plan.Open(ev.Plan)
		} else {
			m.plan.Close()
		}
	case concierge.SecretRequested:
		m.input.Mask(ev.Secret.Label)
	case concierge.TurnStarted:
		m.turnStart = m.chat.Len()
		m.side.AddTrace(ev)
	case concierge.AgentHop, concierge.ModelCall, concierge.ToolCalled:
		m.side.AddTrace(ev)
	case concierge.TurnFinished:
		m.side.AddTrace(ev)
		m.endStream()
		m.status.usage.Requests += ev.Usage.Requests
		m.status.usage.Tokens += ev.Usage.Tokens
		if ev.Cancelled {
			m.chat.MarkCancelledFrom(m.turnStart)
			m.side.AddNote(state.Note{Kind: state.NoteInfo, Text: "Turn cancelled: the state is as it was before it, plus your message"})
			m.input.Mask(m.before.secret)
			if m.before.approval != nil {
				m.approval.Open(*m.before.approval)
			}
		}
	}
}

// endStream drops a streamed reply that no message took over: the loop
// used other words (the agent acted instead of asking).
func (m *Model) endStream() {
	if m.stream != "" {
		m.chat.RemoveLast()
		m.stream, m.streamed = "", ""
	}
}

func (m *Model) thinking() string {
	who := m.status.speaker
	if who == "" {
		who = "orchestrator"
	}
	return m.spinner.View() + " " + who + " is thinking…"
}

func (m *Model) flash(text string, bad bool) {
	m.status.flash, m.status.flashBad = concierge.SanitizeLine(text), bad
}

func (m Model) key(msg tea.KeyMsg) (tea.Model, tea.Cmd) {
	k := m.keys
	if msg.Type != tea.KeyCtrlC {
		m.status.flash = ""
	}
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
	case keyMatches(msg, k.Cancel) && m.busy:
		if m.cancel != nil {
			m.cancel()
		}
		return m, nil
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
	case msg.Paste && len(string(msg.Runes)) > concierge.MaxInput:
		// refuse before the text lands in the box: the paste is still on the
		// clipboard, so nothing is lost (R25)
		m.flash(fmt.Sprintf("That paste is %d KB; messages are limited to %d KB", len(string(msg.Runes))/1024, concierge.MaxInput/1024), true)
		return m, nil
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
	m.before = pendingUI{secret: m.input.label}
	if !m.input.Masked() {
		m.before.secret = ""
	}
	m.input.Reset()
	m.input.Mask("")
	return m.run(text, func(ctx context.Context) error { return m.eng.Send(ctx, text) })
}

// decide answers the approval modal.
func (m Model) decide(d approvalDecision) (tea.Model, tea.Cmd) {
	a := m.approval.approval
	m.before = pendingUI{approval: &a}
	if d.approve {
		return m.run("", m.eng.Approve)
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
		m.input.Mask(m.before.secret)
		m.input.SetValue(msg.text)
		m.flash(upperFirst(msg.err.Error()), true)
	case errors.Is(msg.err, context.Canceled):
		m.flash("Cancelled", false)
	}
	m.status.usage = m.eng.Usage()
	return m, m.demoNext()
}

func (m Model) newSession(msg newSessionMsg) (tea.Model, tea.Cmd) {
	if msg.err != nil {
		m.flash("Could not start a new session: "+msg.err.Error(), true)
		return m, nil
	}
	n := New(Options{Engine: msg.eng, Bridge: m.opts.Bridge, NewSession: m.opts.NewSession, SaveDir: m.opts.SaveDir})
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

// View implements tea.Model.
func (m Model) View() string {
	if m.width < 20 || m.height < inputHeight+3 {
		return "The terminal is too small: make it at least 20×8."
	}
	l := computeLayout(m.width, m.height, m.panelOn)
	approval := (m.approval.open || m.plan.open) && !m.busy
	var body string
	switch {
	case l.showChat && l.showSide:
		chat := m.chat.View()
		if approval { // the question belongs to the conversation: over the chat
			chat = overlay(chat, m.modalView(l.chatW-1), l.chatW-1, l.bodyH)
		}
		body = lipgloss.JoinHorizontal(lipgloss.Top, chat, " ", m.side.View())
	case l.showSide:
		body = m.side.View()
	default:
		body = m.chat.View()
	}
	if approval && !(l.showChat && l.showSide) {
		body = overlay(body, m.modalView(m.width), m.width, l.bodyH)
	}
	if m.showHelp {
		body = overlay(body, helpView(m.st, m.keys, m.width, l.bodyH), m.width, l.bodyH)
	}
	return body + "\n" + m.input.View(m.busy) + "\n" + m.status.View()
}

// modalView is the question that waits: a plan's or a tool's approval.
func (m Model) modalView(w int) string {
	if m.plan.open {
		return m.plan.View(w)
	}
	return m.approval.View(w)
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
