package tui

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// Screen is the TUI's own drawing, not a second one: for the same session
// it gives the bytes of the TUI's golden screens, and what the model shows
// after it lived through the conversation.
func TestScreenIsTheTUIsView(t *testing.T) {
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
	want, err := os.ReadFile(filepath.Join("testdata", "TestGoldenScreens", "welcome_100x30.golden"))
	if err != nil {
		t.Fatal(err)
	}
	if got := Screen(eng, 100, 30); got != string(want) {
		t.Errorf("Screen differs from the welcome golden:\n%s", scenario.UnifiedDiff("golden", "Screen", string(want), got))
	}

	// after a conversation the live model lived through: the same screen
	m := New(Options{Engine: eng, Bridge: b, SaveDir: t.TempDir(), Now: concierge.FixedClock})
	m = update(m, tea.WindowSizeMsg{Width: 100, Height: 30})
	m = bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking")
	live, screen := m.View(), Screen(eng, 100, 30)
	if !bytes.Equal([]byte(live), []byte(screen)) {
		t.Errorf("Screen differs from the live view:\n%s", scenario.UnifiedDiff("live", "Screen", live, screen))
	}
}
