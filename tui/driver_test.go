package tui

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
)

// newTestModel is the TUI on an offline bank engine with a fixed clock and
// session id, at a fixed size: the same screen every run.
func newTestModel(t testing.TB, w, h int) Model {
	t.Helper()
	return newDomainModel(t, "bank", w, h)
}

// newDomainModel is newTestModel for any domain.
func newDomainModel(t testing.TB, domain string, w, h int) Model {
	t.Helper()
	d, err := agents.NewDomain(domain)
	if err != nil {
		t.Fatal(err)
	}
	b := NewBridge()
	eng, err := concierge.New(concierge.Config{Domain: d, Sink: b.Sink, Clock: concierge.FixedClock, NewID: func() string { return "golden" }})
	if err != nil {
		t.Fatal(err)
	}
	eng.Start()
	m := New(Options{Engine: eng, Bridge: b, SaveDir: t.TempDir()})
	return update(m, tea.WindowSizeMsg{Width: w, Height: h})
}

func update(m Model, msg tea.Msg) Model {
	n, _ := m.Update(msg)
	return n.(Model)
}

// press delivers a key and runs what it starts the way the program would:
// the turn's command runs (synchronously here), then the engine's events
// and the turn's end arrive.
func press(t testing.TB, m Model, k tea.KeyMsg) Model {
	t.Helper()
	n, cmd := m.Update(k)
	m = n.(Model)
	msgs := run(cmd)
	if ev := m.opts.Bridge.take(); len(ev) > 0 {
		m = update(m, eventsMsg(ev))
	}
	for _, msg := range msgs {
		m = update(m, msg)
	}
	return m
}

// sendLine types a line and presses Enter.
func sendLine(t testing.TB, m Model, text string) Model {
	t.Helper()
	m.input.SetValue(text)
	return press(t, m, tea.KeyMsg{Type: tea.KeyEnter})
}

func keyRune(r rune) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}} }

// run executes a command tree and returns its messages.
func run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	msg := cmd()
	if batch, ok := msg.(tea.BatchMsg); ok {
		var out []tea.Msg
		for _, c := range batch {
			out = append(out, run(c)...)
		}
		return out
	}
	if msg == nil {
		return nil
	}
	return []tea.Msg{msg}
}

// bankTo plays the bank demo's user lines up to (not including) step n.
func bankTo(t testing.TB, m Model, lines ...string) Model {
	t.Helper()
	for _, l := range lines {
		m = sendLine(t, m, l)
	}
	return m
}
