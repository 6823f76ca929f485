package tui

import (
	"errors"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// busyStore fails while busy is set, as a database another process holds.
type busyStore struct{ busy atomic.Bool }

func (b *busyStore) Create(*state.Session) error { return b.err() }
func (b *busyStore) SaveTurn(_ string, recs []state.Record, _ state.Listing) error {
	if err := b.err(); err != nil {
		return err
	}
	for i := range recs {
		recs[i].Seq = int64(i + 1)
	}
	return nil
}
func (b *busyStore) Snapshot(string, *state.Session, int64) error { return b.err() }
func (b *busyStore) err() error {
	if b.busy.Load() {
		return errors.New("database is locked")
	}
	return nil
}

// R43: while the store cannot be written, the status bar says "not saved
// yet" and the conversation goes on; when it frees up, a retry writes what
// waited, without a new message, and the mark goes away.
func TestStatusBarSaysNotSavedYet(t *testing.T) {
	t.Parallel()
	d, _ := concierge.BuiltinDomains().New("bank")
	st := &busyStore{}
	b := NewBridge()
	eng, err := concierge.New(concierge.Config{Domain: d, Sink: b.Sink, Clock: concierge.FixedClock, NewID: func() string { return "golden" }, Store: st})
	if err != nil {
		t.Fatal(err)
	}
	eng.Start()
	m := New(Options{Engine: eng, Bridge: b, SaveDir: t.TempDir(), Now: (&testClock{now: time.Unix(1700000000, 0), tick: time.Second}).Now})
	m = update(m, tea.WindowSizeMsg{Width: 100, Height: 30})
	if strings.Contains(m.View(), "not saved yet") {
		t.Fatal("a healthy store is shown as not saved")
	}
	st.busy.Store(true)
	m = sendLine(t, m, "what's the price of AAPL?")
	if !strings.Contains(strings.ToLower(m.View()), "not saved yet") || !strings.Contains(m.View(), "AAPL (Apple Inc.)") {
		t.Fatalf("screen while the store is busy:\n%s", m.View())
	}
	st.busy.Store(false)
	time.Sleep(600 * time.Millisecond) // past the engine's first backoff
	if _, cmd := m.Update(retrySaveMsg{}); cmd == nil {
		t.Fatal("no retry while the session is not saved")
	}
	eng.Flush() // what the retry's command does
	m = finish(t, m, nil)
	if strings.Contains(strings.ToLower(m.View()), "not saved yet") {
		t.Fatalf("still marked after the store freed up:\n%s", m.View())
	}
}
