package tui

// The picker at work: in the running TUI (ctrl+r), where choosing a
// session switches to it as ctrl+n switches to a new one, and alone before
// any session (concierge --resume), where it only says which one.

import (
	"errors"
	"os"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// Messages of the picker's commands.
type (
	sessionsMsg struct {
		list []state.SessionInfo
		err  error
	}
	sessionDeletedMsg struct {
		id  string
		err error
	}
	resumedMsg struct {
		id, mode string
		eng      *concierge.Engine
		trace    []concierge.Event
		err      error
	}
)

// openPicker lists the sessions in a command; sessionsMsg opens the picker.
func (m Model) openPicker() (tea.Model, tea.Cmd) {
	if m.busy {
		m.flash("The sessions can be listed when the turn is over", true)
		return m, nil
	}
	list := m.opts.Sessions.List
	return m, func() tea.Msg {
		l, err := list()
		return sessionsMsg{list: l, err: err}
	}
}

func (m Model) sessionsListed(msg sessionsMsg) (tea.Model, tea.Cmd) {
	if msg.err != nil {
		m.flash("Could not list the sessions: "+msg.err.Error(), true)
		return m, nil
	}
	p := newPicker(m.st)
	p.loc = m.loc
	p.Open(msg.list)
	putLayer(&m, p)
	return m, nil
}

// withPicker changes the open picker, if there is one.
func (m *Model) withPicker(change func(*pickerModel)) {
	if p, i, ok := layerOf[pickerModel](m); ok {
		change(&p)
		m.setLayer(i, p)
	}
}

// pickerAction does what the user chose in the picker.
func (m Model) pickerAction(act pickerAction) (tea.Model, tea.Cmd) {
	if act.remove != "" {
		id, del := act.remove, m.opts.Sessions.Delete
		if id == m.eng.SessionID() {
			m.withPicker(func(p *pickerModel) { p.say("That is the session on screen: switch to another one to delete it", true) })
			return m, nil
		}
		return m, func() tea.Msg { return sessionDeletedMsg{id: id, err: del(id)} }
	}
	id, mode := act.resume, act.mode
	if id == m.eng.SessionID() && mode == "" {
		dropLayer[pickerModel](&m)
		m.flash("Already in session "+shortID(id), false)
		return m, nil
	}
	if m.opts.Sessions.Open == nil {
		m.withPicker(func(p *pickerModel) { p.say("Sessions cannot be opened here", true) })
		return m, nil
	}
	open, bridge := m.opts.Sessions.Open, m.opts.Bridge
	m.withPicker(func(p *pickerModel) { p.say("Opening session "+shortID(id)+"…", false) })
	return m, func() tea.Msg {
		eng, trace, err := open(id, mode, bridge.Sink)
		if err == nil {
			eng.Start()
		}
		return resumedMsg{id: id, mode: mode, eng: eng, trace: trace, err: err}
	}
}

// resumed switches to a session the picker opened, as newSession does to
// a new one; a session open elsewhere is asked about (R43).
func (m Model) resumed(msg resumedMsg) (tea.Model, tea.Cmd) {
	if msg.err != nil {
		m.withPicker(func(p *pickerModel) {
			if errors.Is(msg.err, state.ErrLocked) {
				p.Locked(msg.id)
			} else {
				p.say("Could not open session "+shortID(msg.id)+": "+msg.err.Error(), true)
			}
		})
		return m, nil
	}
	n := New(Options{Engine: msg.eng, Bridge: m.opts.Bridge, NewSession: m.opts.NewSession, Sessions: m.opts.Sessions,
		SaveDir: m.opts.SaveDir, Now: m.opts.Now, Warnings: m.opts.Warnings, Trace: msg.trace})
	n.panelOn, n.panelSet = m.panelOn, m.panelSet
	n.resize(m.width, m.height)
	switch msg.mode {
	case "read-only":
		n.flash("Session "+shortID(msg.id)+", read-only", false)
	case "fork":
		n.flash("Session "+shortID(msg.id)+" goes on as "+n.status.session, false)
	default:
		n.flash("Resumed session "+n.status.session, false)
	}
	return n, nil // the bridge's Wait is still running, as for ctrl+n
}

// pickModel is the picker alone, full screen.
type pickModel struct {
	p        pickerModel
	sessions Sessions
	quit     key.Binding
	chosen   string
}

func (m pickModel) Init() tea.Cmd { return nil }

func (m pickModel) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.p.resize(msg.Width, msg.Height)
		return m, nil
	case sessionDeletedMsg:
		m.p.Removed(msg.id, msg.err)
		return m, nil
	case tea.KeyMsg:
		if keyMatches(msg, m.quit) {
			return m, tea.Quit
		}
	}
	p, act, cmd := m.p.update(msg)
	m.p = p
	switch {
	case act == nil:
		return m, cmd
	case act.close:
		return m, tea.Quit
	case act.remove != "":
		id, del := act.remove, m.sessions.Delete
		return m, func() tea.Msg { return sessionDeletedMsg{id: id, err: del(id)} }
	case act.resume != "":
		m.chosen = act.resume
		return m, tea.Quit
	}
	return m, cmd
}

func (m pickModel) View() string {
	if m.p.width == 0 {
		return ""
	}
	return m.p.View()
}

// newPickModel is the picker alone on these sessions.
func newPickModel(s Sessions, infos []state.SessionInfo) pickModel {
	m := pickModel{p: newPicker(NewStyles(DefaultPalette)), sessions: s, quit: DefaultKeyMap().Quit}
	m.p.Open(infos)
	return m
}

// Pick shows the stored sessions before any is open (concierge --resume)
// and returns the id of the one to resume, or "" when the user closed the
// picker (esc) or quit.
func Pick(s Sessions) (string, error) {
	infos, err := s.List()
	if err != nil {
		return "", err
	}
	if _, ok := os.LookupEnv("NO_COLOR"); ok {
		lipgloss.SetColorProfile(termenv.Ascii)
	}
	final, err := tea.NewProgram(newPickModel(s, infos), tea.WithAltScreen()).Run()
	if err != nil {
		return "", err
	}
	return final.(pickModel).chosen, nil
}
