package tui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
)

// Every overlay driven by keys in a running program: help over the chat
// and over a question, the artifact reader (open, scroll, save, close),
// and the panel as a drawer at 80 columns. The picker and the plan have
// their own flows (picker_test.go, approval_test.go).
func TestOverlayFlow(t *testing.T) {
	m := newTestModel(t, 80, 24)
	dir := m.opts.SaveDir
	f := newFlow(t, m, 80, 24)
	f.wait("What would you like to do?")

	f.send(keyRune('?'))
	f.wait("Keys")
	f.wait("read the artifact") // the full key map, not a hand-made list
	f.send(keyRune('x'))        // any key closes it, and types nothing
	f.wait("Authenticating you")

	for _, step := range [][2]string{{"Transfer money", "username?"}, {"seldo", "password"}, {"monkey", "Checking or Savings?"},
		{"Checking", "Which account ID"}, {"To account ID 1234324", "How much"}, {"500", "Approval needed"}} {
		f.say(step[0])
		f.wait(step[1])
	}
	f.send(keyRune('?')) // at a question: its own keys, and the ones that work everywhere
	f.wait("Keys at this question")
	f.send(tea.KeyMsg{Type: tea.KeyEsc})
	f.wait("y or n, then Enter")
	f.send(keyRune('y'))
	f.wait("Approve — Enter to confirm")
	f.send(enterKey)
	f.wait("Done: $500.00 sent")

	// the panel is a drawer at 80 columns: the chat stays beside it
	f.send(tea.KeyMsg{Type: tea.KeyCtrlO})
	f.wait("Artifacts")
	f.send(tea.KeyMsg{Type: tea.KeyTab})
	f.wait("enter open")
	f.send(enterKey)
	f.wait("esc close · ctrl+s save")
	f.send(tea.KeyMsg{Type: tea.KeyCtrlS})
	f.wait("Saved to")
	f.send(tea.KeyMsg{Type: tea.KeyEsc})
	final := f.quit()
	if _, _, open := layerOf[artifactView](&final); open || len(final.layers) != 0 {
		t.Errorf("overlays left open: %d", len(final.layers))
	}
	if final.input.Value() != "" {
		t.Errorf("a key meant for an overlay reached the input: %q", final.input.Value())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	if len(files) != 1 {
		t.Fatalf("saved files %v, want the receipt", files)
	}
	if data, _ := os.ReadFile(files[0]); !strings.Contains(string(data), "1234324") {
		t.Errorf("saved %q", data)
	}
}

// A declared tool's approval shows every argument; ↓ and ↑ scroll the
// ones that do not fit, within their bounds, and scrolling answers
// nothing.
func TestApprovalArgumentsScroll(t *testing.T) {
	m := newTestModel(t, 80, 24)
	m.showApproval(toolApproval(true))
	if !strings.Contains(m.View(), "lines 1–") {
		t.Fatalf("long arguments do not say they scroll:\n%s", m.View())
	}
	for range 100 {
		m = update(m, tea.KeyMsg{Type: tea.KeyDown})
	}
	view := m.View()
	if !strings.Contains(view, "a-very-long-folder-name") || !strings.Contains(view, "of 16") || strings.Contains(view, "lines 1–") {
		t.Errorf("scrolled to the end, the path should show:\n%s", view)
	}
	for range 100 {
		m = update(m, tea.KeyMsg{Type: tea.KeyUp})
	}
	if view := m.View(); !strings.Contains(view, "write_note") || !strings.Contains(view, "lines 1–") {
		t.Errorf("scrolled back, the tool should show:\n%s", view)
	}
	if a := approvalOf(m); a.answer.kind() != answerEmpty {
		t.Errorf("scrolling typed %q", a.answer.Value())
	}
	// short arguments do not scroll, and the secret stays masked
	m.showApproval(toolApproval(false))
	if view := m.View(); strings.Contains(view, "scroll the arguments") || !strings.Contains(view, "token   ••••••") || !strings.Contains(view, "untrusted") {
		t.Errorf("short tool approval:\n%s", view)
	}
}

// A resumed session's replies carry the labels they had live: each
// agent's title, the concierge's included, and the user's own.
func TestResumedLabels(t *testing.T) {
	live := bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
	live = choose(t, live, keyRune('y'))
	live = sendLine(t, live, "what is the AAPL price?")

	d, err := concierge.BuiltinDomains().New("bank")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBridge()
	eng, err := concierge.New(concierge.Config{Domain: d, Sink: b.Sink, Clock: concierge.FixedClock, Session: live.eng.Session().Clone()})
	if err != nil {
		t.Fatal(err)
	}
	eng.Start()
	resumed := update(New(Options{Engine: eng, Bridge: b}), tea.WindowSizeMsg{Width: 100, Height: 30})
	if len(resumed.chat.items) != len(live.chat.items) {
		t.Fatalf("resumed %d entries, live %d", len(resumed.chat.items), len(live.chat.items))
	}
	for i, it := range resumed.chat.items {
		if want := live.chat.items[i]; it.title != want.title || it.Agent != want.Agent {
			t.Errorf("entry %d: resumed %q (%s), live %q (%s)", i, it.title, it.Agent, want.title, want.Agent)
		}
	}
}

// ctrl+n and ctrl+r at a question say why they do nothing, and answer
// nothing.
func TestSessionKeysAtAQuestionSayWhy(t *testing.T) {
	m := bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
	m.keys.Sessions.SetEnabled(true) // as with a session store
	for _, k := range []tea.KeyMsg{{Type: tea.KeyCtrlN}, {Type: tea.KeyCtrlR}} {
		m = update(m, k)
		if !strings.Contains(m.status.flash, "Answer the question first") || approvalOf(m).answer.Value() != "" {
			t.Errorf("%s at a question: flash %q, answer %q", k, m.status.flash, approvalOf(m).answer.Value())
		}
	}
	if !approvalShown(m) {
		t.Error("the approval is gone")
	}
}
