package tui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// The bank demo end to end in a real Bubble Tea program: typed keys in,
// rendered frames out, the final model's state checked.
func TestBankFlow(t *testing.T) {
	f := newFlow(t, newTestModel(t, 100, 30), 100, 30)
	f.wait("What would you like to do?")
	f.say("Transfer money")
	f.wait("first I'll log you in")
	f.wait("stack: transfer_money")
	f.say("seldo")
	f.wait("Please enter your password.")
	f.say("monkey")
	f.wait("Checking or Savings?")
	f.say("Checking")
	f.wait("Which account ID")
	f.say("To account ID 1234324")
	f.wait("How much would you like")
	f.say("500")
	f.wait("Approval needed")
	f.send(keyRune('y'))
	f.wait("Approve — Enter to confirm")
	f.send(tea.KeyMsg{Type: tea.KeyEnter})
	f.wait("Transfer receipt")
	final := f.quit()
	if final.status.speaker != "" || len(final.status.stack) != 0 {
		t.Errorf("final status: speaker %q stack %v", final.status.speaker, final.status.stack)
	}
	if final.eng.Fact("account_balance") != "500.00" {
		t.Errorf("balance = %s", final.eng.Fact("account_balance"))
	}
	if a, ok := final.side.Selected(); !ok || !strings.Contains(a.Title, "Transfer receipt") {
		t.Errorf("selected artifact = %+v", a)
	}
	for _, e := range final.chat.items {
		if strings.Contains(e.body, "monkey") || strings.Contains(e.Text, "monkey") {
			t.Errorf("the password is in the chat: %+v", e)
		}
	}
}

// R18: untrusted text from every source is sanitised before it is drawn.
func TestSanitisedEverywhere(t *testing.T) {
	t.Parallel()
	evil := "x\x1b]52;c;aGVsbG8=\x07y\x1b]8;;http://evil\x1b\\link\x1b]8;;\x1b\\\x1b[2J\u009b31mz\x07"
	m := newTestModel(t, 100, 30)
	m = update(m, eventsMsg{
		concierge.MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "stock_lookup", Text: evil}},
		concierge.NoteAdded{Note: state.Note{Kind: state.NoteProgress, Text: evil}},
		concierge.ArtifactAdded{Artifact: state.Artifact{Title: evil, Body: evil}},
		concierge.ApprovalRequested{Approval: state.Approval{Summary: evil}},
		concierge.StatusChanged{Speaker: evil, Stack: []string{evil}},
	})
	view := m.View()
	for _, bad := range []string{"\x1b]", "\x07", "\u009b", "\x1b[2J"} {
		if strings.Contains(view, bad) {
			t.Errorf("the view contains %q", bad)
		}
	}
	if !strings.Contains(view, "xylink") {
		t.Errorf("the text around the escapes is lost:\n%s", view)
	}
}

// A paste over the limit is refused with a message and never lands in the
// box; a too-long message typed in pieces is given back (R25).
func TestHugePaste(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 100, 30)
	big := strings.Repeat("a", 1<<20)
	m = update(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(big), Paste: true})
	if m.input.Value() != "" {
		t.Errorf("the paste landed in the input (%d bytes)", len(m.input.Value()))
	}
	if !strings.Contains(m.status.flash, "limited to 32 KB") {
		t.Errorf("flash = %q", m.status.flash)
	}
	long := strings.Repeat("b", concierge.MaxInput+10)
	m = sendLine(t, m, long)
	if m.input.Value() != long {
		t.Errorf("the refused message was not given back")
	}
	if !strings.Contains(m.status.flash, "longer than 32 KB") {
		t.Errorf("flash = %q", m.status.flash)
	}
	m = sendLine(t, m, "   ")
	if !strings.Contains(m.status.flash, "Type a message first") {
		t.Errorf("flash for blanks = %q", m.status.flash)
	}
}

// ctrl+s writes the selected artifact to a new file and says where.
func TestSaveArtifact(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 100, 30)
	m = bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking", "1234324", "500")
	m = choose(t, m, keyRune('y'))
	m = press(t, m, tea.KeyMsg{Type: tea.KeyCtrlS})
	m = press(t, m, tea.KeyMsg{Type: tea.KeyCtrlS})
	if !strings.HasPrefix(m.status.flash, "Saved to ") {
		t.Fatalf("flash = %q", m.status.flash)
	}
	// the first name is taken: the second save picks NAME-2 and says so
	path, taken, _ := strings.Cut(strings.TrimPrefix(m.status.flash, "Saved to "), " (")
	if filepath.Base(path) != "transfer-receipt-500-00-to-1234324-2.txt" {
		t.Errorf("second save went to %s", path)
	}
	if taken != "transfer-receipt-500-00-to-1234324.txt already exists)" {
		t.Errorf("flash = %q: it does not say why it picked another name", m.status.flash)
	}
	body, err := os.ReadFile(path)
	if err != nil || !strings.Contains(string(body), "Amount:  $500.00") {
		t.Errorf("saved file: %q, %v", body, err)
	}
}

// Esc cancels a turn in flight: the partial output is marked, the state is
// what it was, and the masked input comes back (R12).
func TestEscCancelsTurn(t *testing.T) {
	t.Parallel()
	d, _ := concierge.BuiltinDomains().New("bank")
	b := NewBridge()
	slow := &blockingEngine{Brain: offline.New(d), release: make(chan struct{})}
	eng, err := concierge.New(concierge.Config{Domain: d, Brain: slow, Sink: b.Sink, Clock: concierge.FixedClock, NewID: func() string { return "golden" }})
	if err != nil {
		t.Fatal(err)
	}
	eng.Start()
	m := update(New(Options{Engine: eng, Bridge: b}), tea.WindowSizeMsg{Width: 100, Height: 30})
	m = sendLine(t, m, "Transfer money")
	slow.block = true
	m.input.SetValue("seldo")
	n, cmd := m.Update(tea.KeyMsg{Type: tea.KeyEnter})
	m = n.(Model)
	if !m.busy || !strings.Contains(m.View(), "is thinking…") {
		t.Fatal("no thinking line while the turn runs")
	}
	done := make(chan []tea.Msg)
	go func() { done <- run(cmd) }()
	start := time.Now()
	m = update(m, tea.KeyMsg{Type: tea.KeyEsc})
	msgs := <-done
	if time.Since(start) > 200*time.Millisecond {
		t.Errorf("cancel took %v", time.Since(start))
	}
	m = update(m, eventsMsg(b.take()))
	for _, msg := range msgs {
		m = update(m, msg)
	}
	if m.busy || eng.Speaker() != "authenticate" {
		t.Errorf("busy %v speaker %q", m.busy, eng.Speaker())
	}
	if !strings.Contains(m.View(), "Turn cancelled") {
		t.Errorf("no cancellation note:\n%s", m.View())
	}
}

// blockingEngine waits in Interpret until cancelled once block is set.
type blockingEngine struct {
	agents.Brain
	block   bool
	release chan struct{}
}

func (b *blockingEngine) Interpret(ctx context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
	if b.block {
		<-ctx.Done()
		return agents.Interpretation{}, ctx.Err()
	}
	return b.Brain.Interpret(ctx, in)
}

// R16/R17: a streamed reply grows in place and the whole message replaces
// it; a stream no message takes over disappears.
func TestStreamingReply(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 100, 30)
	n := m.chat.Len()
	m = update(m, eventsMsg{
		concierge.ReplyDelta{Agent: "authenticate", Text: "What is "},
		concierge.ReplyDelta{Agent: "authenticate", Text: "your user"},
	})
	if m.chat.Len() != n+1 || !strings.Contains(m.View(), "What is your user") {
		t.Fatalf("the stream is not shown growing:\n%s", m.View())
	}
	m = update(m, eventsMsg{concierge.MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "authenticate", Text: "What is your username?"}}})
	if m.chat.Len() != n+1 || !strings.Contains(m.View(), "What is your username?") {
		t.Fatalf("the final message did not replace the stream (%d entries):\n%s", m.chat.Len()-n, m.View())
	}
	m = update(m, eventsMsg{concierge.ReplyDelta{Agent: "stock_lookup", Text: "Let me think"}, concierge.TurnFinished{}})
	if m.chat.Len() != n+1 || strings.Contains(m.View(), "Let me think") {
		t.Errorf("an orphan stream was left on screen:\n%s", m.View())
	}
}
