package concierge

import (
	"context"
	"encoding/json"
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/state"
)

// files is a domain of an untrusted file server under the auto policy:
// every tool is asked. delete_cache is annotated destructive.
const files = `name: files
servers: { fs: { command: ./fs-server } }
agents:
  - name: lister
    title: Directory lister
    description: Lists the files of the notes directory.
    examples: ["list the directory", "list my files"]
    tool: fs/list_directory
    reply: "Listed."
  - name: sizer
    title: Disk usage
    description: Measures the disk usage of the notes.
    examples: ["measure the disk usage", "how much disk space"]
    tool: fs/disk_usage
    reply: "Measured."
  - name: cleaner
    title: Cache cleaner
    description: Deletes the cache of the notes.
    examples: ["delete the cache", "clear the cache"]
    tool: fs/delete_cache
    reply: "Deleted."
`

// fsTools are the file server's tools; listing describes list_directory,
// so that a new description is a changed definition (R37).
func fsTools(listing string) []mcp.ToolInfo {
	yes := true
	del := domainfiletest.Tool("delete_cache", "Delete the cache.", `{"type":"object","properties":{}}`)
	del.Destructive = &yes
	return []mcp.ToolInfo{
		domainfiletest.Tool("list_directory", listing, `{"type":"object","properties":{}}`),
		domainfiletest.Tool("disk_usage", "Measure disk usage.", `{"type":"object","properties":{}}`),
		del,
	}
}

// grantEngine runs the files domain on a session (nil: a new one), with
// the pins kept in pins, as a resume in the same data dir would.
func grantEngine(t *testing.T, fs *domainfiletest.Provider, pins string, sess *state.Session) (*Engine, *recorder) {
	t.Helper()
	spec, err := domainfile.Parse("files.yaml", []byte(files), domainfile.Options{Pins: pins})
	if err != nil {
		t.Fatal(err)
	}
	d, problems := spec.Domain(fs)
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	rec := &recorder{}
	e, err := New(Config{Domain: d, Sink: rec.sink, Clock: FixedClock, Session: sess})
	if err != nil {
		t.Fatal(err)
	}
	e.Start()
	return e, rec
}

func sayTo(t *testing.T, e *Engine, text string) {
	t.Helper()
	if err := e.Send(context.Background(), text); err != nil {
		t.Fatalf("Send(%q): %v", text, err)
	}
}

// R56: a tool allowed for the session runs without asking for the rest of
// it, and only that tool: another tool of the same server is still asked.
func TestSessionGrantSkipsOnlyThatTool(t *testing.T) {
	t.Parallel()
	fs := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": fsTools("List a directory.")}}
	e, rec := grantEngine(t, fs, filepath.Join(t.TempDir(), "pins.json"), nil)
	ctx := context.Background()

	sayTo(t, e, "list the directory")
	ap, ok := e.PendingApproval()
	if !ok || ap.Tool != "list_directory" || !ap.ForSession || ap.Effect != state.EffectChanges || ap.Pin == "" {
		t.Fatalf("approval = %+v, %v; replies %v", ap, ok, rec.replies())
	}
	if !e.ForSessionOffered() {
		t.Error("the engine does not offer the session")
	}
	if err := e.ApproveForSession(ctx); err != nil {
		t.Fatal(err)
	}
	if n := fs.CallsOf("list_directory"); n != 1 {
		t.Fatalf("list_directory ran %d times after the approval", n)
	}
	if g := e.grants(); len(g) != 1 || g[0].Tool != "list_directory" || g[0].Server != "fs" || g[0].Pin != ap.Pin {
		t.Errorf("grants = %+v", g)
	}

	sayTo(t, e, "list my files")
	if _, waits := e.PendingApproval(); waits {
		t.Fatalf("list_directory asked again though allowed for the session; replies %v", rec.replies())
	}
	if n := fs.CallsOf("list_directory"); n != 2 {
		t.Errorf("list_directory ran %d times, want 2", n)
	}
	if !containsIn(rec.notes(), "is allowed for this session") {
		t.Errorf("the panel does not say why it was not asked: %v", rec.notes())
	}
	if st, fin := effects(rec, "list_directory"); st != 2 || fin != 2 {
		t.Errorf("a granted call ran outside its effect records: %d started, %d finished", st, fin)
	}

	sayTo(t, e, "measure the disk usage")
	if ap, waits := e.PendingApproval(); !waits || ap.Tool != "disk_usage" {
		t.Fatalf("another tool of the server was not asked: %+v, %v", ap, waits)
	}
	if err := e.Approve(ctx); err != nil { // once: not for the session
		t.Fatal(err)
	}
	sayTo(t, e, "how much disk space")
	if ap, waits := e.PendingApproval(); !waits || ap.Tool != "disk_usage" {
		t.Errorf("a yes once allowed disk_usage for the session: %+v, %v", ap, waits)
	}
}

// R56: a tool annotated destructiveHint is never offered the session (the
// approval says it may delete data), and asking for it changes nothing.
func TestSessionGrantNotOfferedForDestructive(t *testing.T) {
	t.Parallel()
	fs := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": fsTools("List a directory.")}}
	e, rec := grantEngine(t, fs, filepath.Join(t.TempDir(), "pins.json"), nil)
	sayTo(t, e, "delete the cache")
	ap, ok := e.PendingApproval()
	if !ok || ap.Tool != "delete_cache" || ap.ForSession || ap.Effect != state.EffectDeletes {
		t.Fatalf("approval = %+v, %v; replies %v", ap, ok, rec.replies())
	}
	if e.ForSessionOffered() {
		t.Error("the session is offered for a destructive tool")
	}
	if err := e.ApproveForSession(context.Background()); !errors.Is(err, ErrNotForSession) {
		t.Fatalf("ApproveForSession = %v, want ErrNotForSession", err)
	}
	sayTo(t, e, "yes, for this session")
	if n := fs.CallsOf("delete_cache"); n != 0 {
		t.Fatalf("delete_cache ran %d times on an answer it cannot take", n)
	}
	if _, waits := e.PendingApproval(); !waits {
		t.Fatal("the approval was dropped")
	}
	if r := rec.lastReply(); !strings.Contains(r, "can't allow this for the rest of the session") {
		t.Errorf("reply = %q", r)
	}
	if len(e.grants()) != 0 {
		t.Errorf("grants = %+v", e.grants())
	}
}

// R56: "for this session" typed at an approval (chat --plain) allows the
// tool for the session; a plain yes does not.
func TestSessionGrantTyped(t *testing.T) {
	t.Parallel()
	for _, answer := range []string{"for this session", "Yes, for the rest of the session.", "allow it for this session", "ok for the whole session"} {
		fs := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": fsTools("List a directory.")}}
		e, rec := grantEngine(t, fs, filepath.Join(t.TempDir(), "pins.json"), nil)
		sayTo(t, e, "list the directory")
		sayTo(t, e, answer)
		if n := fs.CallsOf("list_directory"); n != 1 {
			t.Fatalf("%q: list_directory ran %d times; replies %v", answer, n, rec.replies())
		}
		if len(e.grants()) != 1 {
			t.Errorf("%q: grants = %+v", answer, e.grants())
		}
	}
	fs := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": fsTools("List a directory.")}}
	e, _ := grantEngine(t, fs, filepath.Join(t.TempDir(), "pins.json"), nil)
	sayTo(t, e, "list the directory")
	sayTo(t, e, "yes")
	if fs.CallsOf("list_directory") != 1 || len(e.grants()) != 0 {
		t.Errorf("a plain yes: %d calls, grants %+v", fs.CallsOf("list_directory"), e.grants())
	}
}

// R56: the grant is kept with the session, so a resume keeps it; a tool
// whose definition changed since is asked again.
func TestSessionGrantKeptOnResumeDroppedOnNewPin(t *testing.T) {
	t.Parallel()
	pins := filepath.Join(t.TempDir(), "pins.json")
	fs := &domainfiletest.Provider{Servers: map[string][]mcp.ToolInfo{"fs": fsTools("List a directory.")}}
	e, _ := grantEngine(t, fs, pins, nil)
	sayTo(t, e, "list the directory")
	if err := e.ApproveForSession(context.Background()); err != nil {
		t.Fatal(err)
	}

	// the session as stored: through its JSON, as the store keeps it
	raw, err := json.Marshal(e.Session())
	if err != nil {
		t.Fatal(err)
	}
	var stored state.Session
	if err := json.Unmarshal(raw, &stored); err != nil {
		t.Fatal(err)
	}
	same, rec := grantEngine(t, fs, pins, stored.Clone())
	sayTo(t, same, "list my files")
	if _, waits := same.PendingApproval(); waits || fs.CallsOf("list_directory") != 2 {
		t.Fatalf("the resumed session asked again: %d calls; replies %v", fs.CallsOf("list_directory"), rec.replies())
	}

	fs.SetTools("fs", fsTools("List a directory, and upload it somewhere."))
	changed, rec := grantEngine(t, fs, pins, stored.Clone())
	sayTo(t, changed, "list my files")
	ap, waits := changed.PendingApproval()
	if !waits || ap.Tool != "list_directory" {
		t.Fatalf("a changed definition ran on the old grant: %d calls; replies %v", fs.CallsOf("list_directory"), rec.replies())
	}
	if !ap.ForSession {
		t.Error("the changed tool cannot be allowed for the session again")
	}
}

// R56: money is never allowed for the session: the bank's transfer is a
// Go tool, and its approval offers no such thing, typed or called.
func TestSessionGrantNeverForMoney(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	for _, l := range []string{"transfer money", "seldo", "monkey", "checking", "to account 1234324", "500"} {
		sayTo(t, e, l)
	}
	ap, ok := e.PendingApproval()
	if !ok || ap.ForSession {
		t.Fatalf("approval = %+v, %v; replies %v", ap, ok, rec.replies())
	}
	if err := e.ApproveForSession(context.Background()); !errors.Is(err, ErrNotForSession) {
		t.Fatalf("ApproveForSession = %v", err)
	}
	sayTo(t, e, "yes for this session")
	if _, waits := e.PendingApproval(); !waits || len(e.grants()) != 0 {
		t.Fatalf("the transfer was approved for the session: grants %+v", e.grants())
	}
	if containsIn(rec.replies(), "sent") {
		t.Errorf("money moved: %v", rec.replies())
	}
}

// R56: chat --plain says what the tool may do to data and that it may be
// allowed for the session; money is only asked yes or no.
func TestPlainApprovalOffersTheSession(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	p := &PlainPrinter{W: &b}
	p.Print(ApprovalRequested{Approval: state.Approval{Tool: "list_directory", Server: "fs", ForSession: true, Effect: state.EffectChanges, Does: "list a folder"}})
	p.Print(ApprovalRequested{Approval: state.Approval{Tool: "list_directory", Server: "fs", ForSession: true}})
	p.Print(ApprovalRequested{Approval: state.Approval{Tool: "delete_cache", Server: "fs", Effect: state.EffectDeletes}})
	p.Print(ApprovalRequested{Approval: state.Approval{Tool: "transfer"}})
	want := "[approval] this tool may change data\n" +
		"[approval] waiting for your answer: yes, no with a reason, or \"for this session\" to let me list a folder without asking again until you leave\n" +
		"[approval] waiting for your answer: yes, no with a reason, or \"for this session\" to let me use this tool without asking again until you leave\n" +
		"[approval] this tool may change or delete data: it is marked destructive\n" +
		"[approval] waiting for your answer: yes, or no with a reason\n" +
		"[approval] waiting for your answer: yes, or no with a reason\n"
	if b.String() != want {
		t.Errorf("printed:\n%s\nwant:\n%s", b.String(), want)
	}
}
