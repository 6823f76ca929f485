package tui

import (
	"bytes"
	"io"
	"sync"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/exp/teatest"

	"github.com/concierge-dev/concierge/concierge"
)

// newTestModel is the TUI on an offline bank engine with a fixed clock and
// session id, at a fixed size: the same screen every run.
func newTestModel(t testing.TB, w, h int) Model {
	t.Helper()
	return newDomainModel(t, "bank", w, h)
}

// newDomainModel is newTestModel for any domain. Its clock moves a second
// each time it is read, so a question is always on screen long enough to
// be answered (R41); tests of the settling time use newClockModel.
func newDomainModel(t testing.TB, domain string, w, h int) Model {
	t.Helper()
	return newClockModel(t, domain, w, h, &testClock{now: time.Unix(1700000000, 0), tick: time.Second})
}

// newClockModel is newDomainModel on a given clock.
func newClockModel(t testing.TB, domain string, w, h int, clock *testClock) Model {
	t.Helper()
	d, err := concierge.BuiltinDomains().New(domain)
	if err != nil {
		t.Fatal(err)
	}
	b := NewBridge()
	eng, err := concierge.New(concierge.Config{Domain: d, Sink: b.Sink, Clock: concierge.FixedClock, NewID: func() string { return "golden" }})
	if err != nil {
		t.Fatal(err)
	}
	eng.Start()
	m := New(Options{Engine: eng, Bridge: b, SaveDir: t.TempDir(), Now: clock.Now})
	return update(m, tea.WindowSizeMsg{Width: w, Height: h})
}

// testClock is a clock a test moves: by tick at each reading, and by
// Advance. Keys can reach the model from teatest's goroutine, hence the
// lock.
type testClock struct {
	mu   sync.Mutex
	now  time.Time
	tick time.Duration
}

func (c *testClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(c.tick)
	return c.now
}

func (c *testClock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
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
	return finish(t, n.(Model), cmd)
}

// finish runs what an update started, as press does.
func finish(t testing.TB, m Model, cmd tea.Cmd) Model {
	t.Helper()
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

var enterKey = tea.KeyMsg{Type: tea.KeyEnter}

// typeKey delivers a typed key. A key that starts a turn has it run, as
// press does; other commands are dropped: a text field's cursor blink
// would sleep.
func typeKey(t testing.TB, m Model, k tea.KeyMsg) Model {
	t.Helper()
	n, cmd := m.Update(k)
	if m = n.(Model); m.busy {
		return finish(t, m, cmd)
	}
	return m
}

// choose types a key, then Enter, at an approval: nothing is approved
// without Enter (R41).
func choose(t testing.TB, m Model, k tea.KeyMsg) Model {
	t.Helper()
	return press(t, typeKey(t, m, k), enterKey)
}

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

// flow drives a running program the way a user does and finds what it
// draws. WaitFor consumes what it reads, and one frame often holds several
// of the things to wait for, so it keeps all output and searches what came
// since the last line typed.
type flow struct {
	t    *testing.T
	tm   *teatest.TestModel
	seen bytes.Buffer
	from int
}

func newFlow(t *testing.T, m Model, w, h int) *flow {
	return &flow{t: t, tm: teatest.NewTestModel(t, m, teatest.WithInitialTermSize(w, h))}
}

// wait fails the test unless what appears on screen within 5 s.
func (f *flow) wait(what string) {
	f.t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !bytes.Contains(f.seen.Bytes()[f.from:], []byte(what)) {
		if time.Now().After(deadline) {
			f.t.Fatalf("%q never appeared; last output:\n%s", what, f.seen.Bytes()[f.from:])
		}
		if _, err := io.Copy(&f.seen, f.tm.Output()); err != nil {
			f.t.Fatal(err)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// say types a line and presses Enter.
func (f *flow) say(text string) {
	f.from = f.seen.Len()
	f.tm.Type(text)
	f.tm.Send(tea.KeyMsg{Type: tea.KeyEnter})
}

// send delivers one key; what is drawn after it is searched from here.
func (f *flow) send(k tea.KeyMsg) {
	f.from = f.seen.Len()
	f.tm.Send(k)
}

// quit ends the program and returns its final model.
func (f *flow) quit() Model {
	f.tm.Send(tea.KeyMsg{Type: tea.KeyCtrlC})
	return f.tm.FinalModel(f.t, teatest.WithFinalTimeout(5*time.Second)).(Model)
}

// approvalOf is the approval on the overlay stack (zero when none).
func approvalOf(m Model) approvalModel { a, _, _ := layerOf[approvalModel](&m); return a }

// approvalShown reports whether an approval is on the stack.
func approvalShown(m Model) bool { _, _, ok := layerOf[approvalModel](&m); return ok }

// planOf is the plan question on the overlay stack (zero when none).
func planOf(m Model) planModal { p, _, _ := layerOf[planModal](&m); return p }

// planShown reports whether a plan waits on the stack.
func planShown(m Model) bool { _, _, ok := layerOf[planModal](&m); return ok }

// pickerShown reports whether the session picker is open.
func pickerShown(m Model) bool { _, _, ok := layerOf[pickerModel](&m); return ok }
