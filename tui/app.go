package tui

import (
	"context"
	"strings"
	"time"

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
	// Sessions lets ctrl+r list, resume and delete stored sessions; nil
	// disables the key.
	Sessions *Sessions
	// SaveDir is where ctrl+s writes artifacts ("" is the working directory).
	SaveDir string
	// Demo, when set, plays a scenario by typing its lines (concierge demo).
	Demo *Demo
	// Trace holds a resumed session's stored events, for the trace view.
	Trace []concierge.Event
	// Now is the clock that times how long a question has been on screen
	// (R41); nil is time.Now.
	Now func() time.Time
	// Warnings are what the server's probe found wrong before the screen
	// opened (no tool calls, model not found, a rate limit, unreachable):
	// shown in the chat and the status bar (R56), where the user looks,
	// rather than on a stderr the full screen covers.
	Warnings []Warning
}

// Model is the whole screen.
type Model struct {
	eng    *concierge.Engine
	opts   Options
	st     *Styles
	keys   *KeyMap
	width  int
	height int

	chat    chatModel
	side    sideModel
	input   inputModel
	status  statusModel
	spinner spinner.Model
	// layers are the overlays, bottom first (overlay.go): the questions
	// the engine waits for, help, an artifact read in full, the sessions.
	layers []overlay

	panelOn    bool // the side panel is shown (wide: on by default)
	panelSet   bool // the user chose with ctrl+o; resizing no longer decides
	focusPanel bool

	busy   bool
	cancel context.CancelFunc
	// stream is the agent whose reply is streaming into the last chat
	// entry, "" when none; streamed is its text so far.
	stream, streamed string
	turnStart        int // chat entries from here on belong to the turn in flight
	demo             *Demo
	// question names the question on screen and settleUntil is when keys
	// may start to answer it (guard.go, R41).
	question    string
	settleUntil time.Time
	// loc is the time zone the picker shows dates in.
	loc *time.Location
}

// Messages of the TUI's own commands.
type (
	turnDoneMsg struct {
		err  error
		text string
	}
	savedMsg struct {
		path  string
		taken string // the name that was taken, so another was picked
		err   error
	}
	newSessionMsg struct {
		eng *concierge.Engine
		err error
	}
)

// New builds the model. Call opts.Engine.Start() before running it, so
// the welcome waits in the bridge.
func New(opts Options) Model {
	if opts.Now == nil {
		opts.Now = time.Now
	}
	st := NewStyles(DefaultPalette)
	keys := DefaultKeyMap()
	m := Model{
		eng: opts.Engine, opts: opts, st: st, keys: keys,
		chat: newChat(st), side: newSide(st, keys), input: newInput(st, keys),
		spinner: spinner.New(spinner.WithSpinner(spinner.MiniDot), spinner.WithStyle(st.Thinking)),
		panelOn: true, demo: opts.Demo, loc: time.Local,
	}
	m.keys.Sessions.SetEnabled(opts.Sessions != nil)
	m.resetStatus()
	// the session already holds whatever the queued events say (the
	// welcome, a resumed history): draw it once, from the session
	opts.Bridge.take()
	m.restore(opts.Engine.Session())
	for _, ev := range opts.Trace {
		m.side.AddTrace(ev)
	}
	m.warn(opts.Warnings)
	m.watchQuestion()
	return m
}

func (m *Model) resetStatus() {
	m.status = statusModel{st: m.st, width: m.width, engine: m.eng.EngineName(), model: m.eng.Model(),
		usage: m.eng.Usage(), session: m.eng.Session().ID, readOnly: m.eng.ReadOnly()}
	saved, _ := m.eng.Saved()
	m.status.unsaved = !saved
}

// retrySaveMsg asks for another try at writing what waits in memory.
type retrySaveMsg struct{}

// retrySave ticks while the session is not saved, so that a store that
// frees up is written to without waiting for the next message (R43).
func retrySave() tea.Cmd {
	return tea.Tick(2*time.Second, func(time.Time) tea.Msg { return retrySaveMsg{} })
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
	m.status.speaker, m.status.stack = s.Speaker, s.Stack().Names()
	m.side.SetQueued(s.Agenda.Requests())
	if s.Pending.Secret != nil {
		m.input.Mask(s.Pending.Secret.Label)
	}
	if s.Pending.Approval != nil {
		m.showApproval(*s.Pending.Approval)
	}
	if s.Plan != nil {
		m.side.SetPlan(*s.Plan)
		if s.Plan.Awaiting {
			m.showPlan(*s.Plan)
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
	if m.status.unsaved {
		cmds = append(cmds, retrySave())
	}
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
		wasUnsaved := m.status.unsaved
		for _, ev := range msg {
			m.apply(ev)
		}
		m.watchQuestion()
		cmds := []tea.Cmd{m.opts.Bridge.Wait(), m.demoNext()}
		if m.status.unsaved && !wasUnsaved {
			cmds = append(cmds, retrySave())
		}
		return m, tea.Batch(cmds...)
	case retrySaveMsg:
		if !m.status.unsaved {
			return m, nil
		}
		// the write runs in a command, never in Update; its SaveStatus
		// comes back through the bridge
		eng := m.eng
		return m, tea.Batch(func() tea.Msg { eng.Flush(); return nil }, retrySave())
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
		} else if msg.taken != "" {
			m.flash("Saved to "+msg.path+" ("+msg.taken+" already exists)", false)
		} else {
			m.flash("Saved to "+msg.path, false)
		}
		return m, nil
	case newSessionMsg:
		return m.newSession(msg)
	case sessionsMsg:
		return m.sessionsListed(msg)
	case sessionDeletedMsg:
		m.withPicker(func(p *pickerModel) { p.Removed(msg.id, msg.err) })
		return m, nil
	case resumedMsg:
		return m.resumed(msg)
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
		return m.key(typedText(msg))
	}
	if i, o := m.active(); o != nil { // a list's filter, a field's cursor
		return m.routeKey(i, o, msg)
	}
	return m, nil
}

func (m *Model) resize(w, h int) {
	m.width, m.height = w, h
	if !m.panelSet {
		m.panelOn = w >= wideLayout
	}
	if !m.panelOn && m.focusPanel {
		m.setFocusPanel(false) // the panel went with the width: keys go to the input
	}
	l := computeLayout(w, h, m.panelOn)
	m.chat.SetSize(max(1, l.chatW-1), l.bodyH) // one column apart from the panel
	m.side.SetSize(l.sideW, l.bodyH)
	m.input.SetWidth(w)
	m.status.width = w
	m.resizeLayers()
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
			m.chat.FinishLast(ev.Message.Text)
			return
		}
		m.endStream()
		m.chat.Append(m.entry(ev.Message))
	case concierge.MessageHidden:
		m.chat.MaskLastUser() // "oops that was my password"
	case concierge.NoteAdded:
		m.side.AddNote(ev.Note)
	case concierge.ArtifactAdded:
		m.side.AddArtifact(ev.Artifact)
	case concierge.StatusChanged:
		m.status.speaker, m.status.stack = ev.Speaker, ev.Stack
		m.side.SetQueued(ev.Queued)
	case concierge.ApprovalRequested:
		m.showApproval(ev.Approval)
	case concierge.PlanChanged:
		m.side.SetPlan(ev.Plan)
		if ev.Plan.Awaiting {
			m.showPlan(ev.Plan)
		} else {
			dropLayer[planModal](m)
		}
	case concierge.SecretRequested:
		m.input.Mask(ev.Secret.Label)
	case concierge.TurnStarted:
		m.turnStart = m.chat.Len()
		m.input.Mask("") // a SecretRequested in this turn masks it again
		m.side.AddTrace(ev)
	case concierge.AgentHop, concierge.ModelCall, concierge.ToolCalled:
		m.side.AddTrace(ev)
	case concierge.TurnFinished:
		m.side.AddTrace(ev)
		m.endStream()
		m.status.usage = m.status.usage.Plus(ev.Usage)
		if ev.Cancelled {
			// what a side effect that stands said is kept (R42); the rest
			// of the turn is marked as undone
			m.chat.MarkCancelledFrom(m.turnStart + ev.Kept)
			text := "Turn cancelled: the state is as it was before it, plus your message"
			if ev.Effective {
				text = "Turn cancelled: a step with side effects had already run and stands; what came after it was undone"
			}
			// the engine has restated what waits again (a secret, an approval)
			m.side.AddNote(state.Note{Kind: state.NoteInfo, Text: text})
		}
	case concierge.SaveStatus:
		m.status.unsaved = !ev.Saved
		if ev.Stopped { // another concierge took the session over (R55)
			m.flash(concierge.SanitizeLine(ev.Reason), true)
		} else if ev.Saved {
			m.flash("Saved again", false)
		} else {
			m.flash("Not saved yet ("+ev.Reason+"); retrying", true)
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

// View implements tea.Model.
func (m Model) View() string {
	if m.width < 20 || m.height < inputHeight+3 {
		return "The terminal is too small: make it at least 20×8."
	}
	l := computeLayout(m.width, m.height, m.panelOn)
	q, asked := m.asked()
	var body string
	switch {
	case l.showChat && l.showSide:
		// the chat keeps its width, a question over it included, so the
		// divider never moves
		chatW := l.chatW - 1
		chat := fitBlock(m.chat.View(), chatW, l.bodyH)
		if asked { // the question belongs to the conversation: under its last line
			v := q.View()
			var top int
			chat, top = belowLast(chat, lipgloss.Height(v), l.bodyH)
			chat = drawAt(m.veilAt(fitBlock(chat, chatW, l.bodyH), lipgloss.Height(v), chatW, l.bodyH, top), v, chatW, l.bodyH, top)
		}
		body = lipgloss.JoinHorizontal(lipgloss.Top, chat, " ", m.side.View())
	default:
		var v string
		top := 0
		chat := m.chat.View()
		if asked {
			v = q.View()
			chat, top = belowLast(fitBlock(chat, m.width, l.bodyH), lipgloss.Height(v), l.bodyH)
		}
		if l.showSide {
			// narrow: the panel slides over the right of the chat, which
			// stays in view beside it
			body = drawRight(fitBlock(chat, m.width, l.bodyH), m.side.View(), m.width, l.bodyH)
		} else {
			body = chat
		}
		if v != "" {
			body = drawAt(m.veilAt(fitBlock(body, m.width, l.bodyH), lipgloss.Height(v), m.width, l.bodyH, top), v, m.width, l.bodyH, top)
		}
	}
	body = m.drawLayers(body, l.bodyH)
	return body + "\n" + m.input.View(m.busy) + "\n" + m.status.View()
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
