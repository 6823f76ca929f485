package tui

import (
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
)

// warnedModel is the TUI opened with the warnings of a probe that found a
// model calling no tools, as cmd/cli hands them over.
func warnedModel(t *testing.T, w, h int) Model {
	t.Helper()
	d, err := concierge.BuiltinDomains().New("bank")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBridge()
	eng, err := concierge.New(concierge.Config{Domain: d, Sink: b.Sink, Clock: concierge.FixedClock, NewID: func() string { return "golden" }})
	if err != nil {
		t.Fatal(err)
	}
	eng.Start()
	clock := &testClock{now: time.Unix(1700000000, 0), tick: time.Second}
	m := New(Options{Engine: eng, Bridge: b, SaveDir: t.TempDir(), Now: clock.Now, Warnings: []Warning{{Brief: "no tool calls",
		Text: "The server check before this session found a problem. tool calls: none: the model answered \"Hi\" — choose a model trained for tool calling"}}})
	return update(m, tea.WindowSizeMsg{Width: w, Height: h})
}

// R56: a doctor warning found before the full screen opened is a line of
// the chat and a mark in the status bar, in a running program, and stays
// in the status bar after the conversation moves on.
func TestDoctorWarningIsShownInTheTUI(t *testing.T) {
	f := newFlow(t, warnedModel(t, 120, 30), 120, 30)
	f.wait("Warning about the model")
	f.wait("choose a model trained for tool calling")
	f.wait("no tool calls") // the status bar
	f.say("what can you do?")
	f.wait("Looking up a stock price")
	final := f.quit()
	if !strings.Contains(final.status.View(), "no tool calls") {
		t.Errorf("the status bar lost the warning:\n%s", final.status.View())
	}
}

// A session that probed clean shows no warning.
func TestNoWarningWithoutTrouble(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 120, 30)
	if v := m.View(); strings.Contains(v, "Warning") || strings.Contains(v, "no tool calls") {
		t.Errorf("a warning without trouble:\n%s", v)
	}
}

// The warning survives ctrl+n: the new session talks to the same model.
func TestWarningKeptInANewSession(t *testing.T) {
	t.Parallel()
	m := warnedModel(t, 120, 30)
	n, _ := m.newSession(newSessionMsg{eng: m.eng})
	if v := n.(Model).View(); !strings.Contains(v, "Warning about the model") || !strings.Contains(v, "no tool calls") {
		t.Errorf("the new session lost the warning:\n%s", v)
	}
}
