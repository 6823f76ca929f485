package tui

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// fakeSessions is a store of session listings for the picker; opening one
// starts an offline bank engine under its id.
type fakeSessions struct {
	mu      sync.Mutex
	list    []state.SessionInfo
	locked  map[string]bool
	opened  []string // id/mode
	deleted []string
}

func newFakeSessions() *fakeSessions {
	at := time.Date(2026, 11, 20, 9, 30, 0, 0, time.UTC)
	return &fakeSessions{locked: map[string]bool{"c0ffee000003": true}, list: []state.SessionInfo{
		{ID: "a1b2c3d4e5f6", Domain: "bank", Title: "Transfer money", Updated: at, Messages: 14},
		{ID: "0badf00d0001", Domain: "insurance", Title: "I want to craft a declined letter.\x1b]52;c;aGk=\x07 for my claim", Updated: at.Add(-26 * time.Hour), Messages: 9},
		{ID: "c0ffee000003", Domain: "bank", Title: "what is my savings balance? " + strings.Repeat("and then some more words ", 5), Updated: at.Add(-72 * time.Hour), Messages: 1},
		{ID: "deadbeef0004", Domain: "bank", Title: "", Updated: at.Add(-30 * 24 * time.Hour), Messages: 0},
	}}
}

func (f *fakeSessions) sessions(t testing.TB) *Sessions {
	return &Sessions{
		List: func() ([]state.SessionInfo, error) {
			f.mu.Lock()
			defer f.mu.Unlock()
			return append([]state.SessionInfo(nil), f.list...), nil
		},
		Delete: func(id string) error {
			f.mu.Lock()
			defer f.mu.Unlock()
			for i, in := range f.list {
				if in.ID == id {
					f.list = append(f.list[:i], f.list[i+1:]...)
					f.deleted = append(f.deleted, id)
					return nil
				}
			}
			return state.ErrNotFound
		},
		Open: func(id, mode string, sink func(concierge.Event)) (*concierge.Engine, []concierge.Event, error) {
			f.mu.Lock()
			defer f.mu.Unlock()
			if f.locked[id] && mode == "" {
				return nil, nil, fmt.Errorf("session %s: %w", id, state.ErrLocked)
			}
			f.opened = append(f.opened, id+"/"+mode)
			d, err := concierge.BuiltinDomains().New("bank")
			if err != nil {
				t.Error(err)
				return nil, nil, err
			}
			eng, err := concierge.New(concierge.Config{Domain: d, Sink: sink, Clock: concierge.FixedClock, NewID: func() string { return id }})
			return eng, nil, err
		},
	}
}

// newPickerModel is the test model with stored sessions behind ctrl+r.
func newPickerModel(t testing.TB, f *fakeSessions, w, h int) Model {
	t.Helper()
	m := newTestModel(t, w, h)
	m.opts.Sessions = f.sessions(t)
	m.keys.Sessions.SetEnabled(true)
	m.loc = time.UTC
	return m
}

var ctrlR = tea.KeyMsg{Type: tea.KeyCtrlR}

// The picker's screen at 80×24 and 120×32: newest first, each session's
// first line (sanitised, clipped), date, domain, messages and id.
func TestGoldenPicker(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(fmt.Sprintf("picker_%dx%d", size[0], size[1]), func(t *testing.T) {
			m := press(t, newPickerModel(t, newFakeSessions(), size[0], size[1]), ctrlR)
			if !pickerShown(m) {
				t.Fatal("ctrl+r did not open the picker")
			}
			view := m.View()
			assertFits(t, view, size[0], size[1])
			golden.RequireEqual(t, []byte(view))
		})
		t.Run(fmt.Sprintf("picker_delete_%dx%d", size[0], size[1]), func(t *testing.T) {
			m := press(t, newPickerModel(t, newFakeSessions(), size[0], size[1]), ctrlR)
			m = press(t, m, tea.KeyMsg{Type: tea.KeyDown})
			m = press(t, m, keyRune('d'))
			view := m.View()
			assertFits(t, view, size[0], size[1])
			golden.RequireEqual(t, []byte(view))
		})
	}
}

// R18: a session's first line reaches the picker without its escapes.
func TestPickerSanitises(t *testing.T) {
	t.Parallel()
	m := press(t, newPickerModel(t, newFakeSessions(), 120, 32), ctrlR)
	view := m.View()
	for _, bad := range []string{"\x1b]", "\x07"} {
		if strings.Contains(view, bad) {
			t.Errorf("the picker shows %q", bad)
		}
	}
	for _, want := range []string{"Transfer money", "(no message yet)", "bank · 14 messages · a1b2c3d4e5f6", "1 message ·"} {
		if !strings.Contains(view, want) {
			t.Errorf("the picker lacks %q:\n%s", want, view)
		}
	}
}

// The picker by keys in a running program: filter, move, enter resumes
// the chosen session; d asks and y deletes; n keeps; esc closes.
func TestPickerFlow(t *testing.T) {
	f := newFakeSessions()
	m := newPickerModel(t, f, 100, 30)
	fl := newFlow(t, m, 100, 30)
	fl.wait("What would you like to do?")

	// esc closes, back to the session on screen
	fl.send(ctrlR)
	fl.wait("4 sessions")
	fl.send(tea.KeyMsg{Type: tea.KeyEsc})
	fl.wait("What would you like to do?")

	// d then n keeps; d then y deletes the selected one (the second)
	fl.send(ctrlR)
	fl.wait("4 sessions")
	fl.send(tea.KeyMsg{Type: tea.KeyDown})
	fl.send(keyRune('d'))
	fl.wait("Delete session 0badf00d0001? y/n")
	fl.send(keyRune('n'))
	fl.wait("Kept session 0badf00d0001")
	fl.send(keyRune('d'))
	fl.wait("Delete session 0badf00d0001? y/n")
	fl.send(keyRune('y'))
	fl.wait("Deleted session 0badf00d0001")

	// the next one, now second, is open elsewhere: asked, then opened read-only
	fl.send(enterKey)
	fl.wait("open in another concierge")
	fl.send(keyRune('r'))
	fl.wait("read-only")

	// filter to one session, enter accepts the filter, enter resumes it
	fl.send(ctrlR)
	fl.wait("3 sessions")
	fl.send(keyRune('/'))
	fl.tm.Type("transfer")
	// the list filters in commands that may finish out of order ("transfe"
	// also matches the c0ffee session): Enter waits for the whole word's
	fl.wait("1 session • 2 filtered")
	fl.send(enterKey)
	fl.wait("1 session")
	fl.send(enterKey)
	fl.wait("Resumed session a1b2c3d4e5f6")
	final := fl.quit()

	if pickerShown(final) || final.eng.SessionID() != "a1b2c3d4e5f6" {
		t.Errorf("after the picker: open %v, session %s", pickerShown(final), final.eng.SessionID())
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if strings.Join(f.deleted, ",") != "0badf00d0001" {
		t.Errorf("deleted %v, want only 0badf00d0001", f.deleted)
	}
	if strings.Join(f.opened, ",") != "c0ffee000003/read-only,a1b2c3d4e5f6/" {
		t.Errorf("opened %v", f.opened)
	}
}

// The picker alone (concierge --resume): enter says which session, esc
// says none, and the session on screen of the TUI cannot be deleted.
func TestPickAlone(t *testing.T) {
	t.Parallel()
	f := newFakeSessions()
	s := f.sessions(t)
	infos, _ := s.List()
	m := newPickModel(*s, infos)
	n, _ := m.Update(tea.WindowSizeMsg{Width: 80, Height: 24})
	n, _ = n.Update(tea.KeyMsg{Type: tea.KeyDown})
	n, cmd := n.Update(enterKey)
	if got := n.(pickModel).chosen; got != "0badf00d0001" || cmd == nil {
		t.Errorf("enter chose %q", got)
	}
	assertFits(t, n.View(), 80, 24)
	n, _ = newPickModel(*s, infos).Update(tea.KeyMsg{Type: tea.KeyEsc})
	if n.(pickModel).chosen != "" {
		t.Error("esc chose a session")
	}
}

func TestPickerKeepsTheSessionOnScreen(t *testing.T) {
	t.Parallel()
	f := newFakeSessions()
	f.list = append(f.list, state.SessionInfo{ID: "golden", Domain: "bank"})
	m := press(t, newPickerModel(t, f, 100, 30), ctrlR)
	for range 4 {
		m = press(t, m, tea.KeyMsg{Type: tea.KeyDown})
	}
	m = press(t, press(t, m, keyRune('d')), keyRune('y'))
	if len(f.deleted) != 0 || !strings.Contains(m.View(), "That is the session on screen") {
		t.Errorf("deleted %v:\n%s", f.deleted, m.View())
	}
}
