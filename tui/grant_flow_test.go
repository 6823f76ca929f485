package tui

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/concierge"
)

// lister is a domain of one declared tool of an untrusted server, asked
// under the auto policy: its approval offers the session (R56).
const lister = `name: files
servers: { fs: { command: ./fs-server } }
agents:
  - name: lister
    title: Directory lister
    description: Lists the files of the notes directory.
    examples: ["list the directory", "list my files"]
    tool: fs/list_directory
    reply: "Listed."
`

// listerModel is the TUI on the lister domain, with the fake server whose
// calls the test counts.
func listerModel(t *testing.T, w, h int) (Model, *domainfiletest.Provider) {
	t.Helper()
	fs := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": {
		domainfiletest.Tool("list_directory", "List a directory.", `{"type":"object","properties":{}}`)}}}
	spec, err := domainfile.Parse("files.yaml", []byte(lister), domainfile.Options{Pins: filepath.Join(t.TempDir(), "pins.json")})
	if err != nil {
		t.Fatal(err)
	}
	d, problems := spec.Domain(fs)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	b := NewBridge()
	eng, err := concierge.New(concierge.Config{Domain: d, Sink: b.Sink, Clock: concierge.FixedClock, NewID: func() string { return "golden" }})
	if err != nil {
		t.Fatal(err)
	}
	eng.Start()
	clock := &testClock{now: time.Unix(1700000000, 0), tick: time.Second}
	m := New(Options{Engine: eng, Bridge: b, SaveDir: t.TempDir(), Now: clock.Now})
	return update(m, tea.WindowSizeMsg{Width: w, Height: h}), fs
}

// R56 in a running program: Enter with nothing chosen says what to do; s
// selects allowing the tool for the session, Enter confirms it, and the
// next call of the tool is not asked.
func TestApproveForSessionFlow(t *testing.T) {
	m, fs := listerModel(t, 100, 30)
	f := newFlow(t, m, 100, 30)
	f.wait("What would you like to do?")
	f.say("list the directory")
	f.wait("Approval needed")
	f.wait("This tool may change data.")
	f.wait("don't ask again to use Directory lister")
	f.send(enterKey)
	f.wait("Nothing is chosen yet")
	f.send(keyRune('s'))
	f.wait("Approve for this session — Enter to confirm")
	f.send(enterKey)
	f.wait("Listed.")
	f.say("list my files")
	f.wait("Not asked: list_directory on") // the Why panel says why
	final := f.quit()
	if n := fs.CallsOf("list_directory"); n != 2 {
		t.Errorf("list_directory ran %d times, want 2", n)
	}
	if approvalShown(final) {
		t.Error("the second call was asked")
	}
}

// s is no choice where the session is not offered (the bank's transfer):
// it starts a text answer, which Enter sends to the engine to read.
func TestSessionKeyIsTextForMoney(t *testing.T) {
	t.Parallel()
	m, from := atApproval(t)
	m = typeKey(t, m, keyRune('s'))
	if v := m.View(); strings.Contains(v, "Approve for this session") || strings.Contains(v, "for this session)") {
		t.Errorf("the session is offered for money:\n%s", v)
	}
	m = press(t, m, enterKey)
	wantSaid(t, m, from, "s")
	wantNoReceipt(t, m)
}
