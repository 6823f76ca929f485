package cli

import (
	"database/sql"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// Sessions that leave the store (R45, R46): export never clobbers, one
// damaged row costs only itself, and stored text is sanitised on the way
// out.

// hostileText is what a hostile model or a hand-edited database could
// have put in a stored name: OSC 52, CSI, an 8-bit CSI and a right-to-left
// override.
const hostileText = "\x1b]52;c;aGk=\x07x\x1b[2J\u009b31m\u202eevil"

// wantClean is wantNoControls plus the bidi overrides.
func wantClean(t *testing.T, where, s string) {
	t.Helper()
	wantNoControls(t, where, s)
	for _, r := range s {
		if (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
			t.Errorf("%s contains the bidi control %U:\n%q", where, r, s)
			return
		}
	}
}

// storeSession writes a session and its events straight into the store of
// dataDir, as an older or hostile writer might have, and returns the
// database's path.
func storeSession(t *testing.T, dataDir string, sess *state.Session, events ...concierge.Event) string {
	t.Helper()
	st, err := state.OpenStore(dataDir)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if err := st.Create(sess); err != nil {
		t.Fatal(err)
	}
	var recs []state.Record
	for _, ev := range events {
		kind, data, ok := concierge.EncodeEvent(ev)
		if !ok {
			t.Fatalf("%T is not stored", ev)
		}
		recs = append(recs, state.Record{Kind: kind, Data: data, Time: sess.Created})
	}
	if err := st.AppendBatch(sess.ID, recs); err != nil {
		t.Fatal(err)
	}
	return st.Path()
}

// plainSession stores a short ordinary session and returns the store's path.
func plainSession(t *testing.T, dataDir, id string) string {
	t.Helper()
	now := time.Date(2026, 1, 2, 9, 30, 0, 0, time.UTC)
	return storeSession(t, dataDir, state.New(id, "bank", now),
		concierge.MessageAdded{Message: state.Message{Role: state.RoleUser, Text: "hello there", Time: now}},
		concierge.MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "concierge", Text: "Hi, how can I help?", Time: now}},
		concierge.NoteAdded{Note: state.Note{Text: "greeted", Time: now}},
		concierge.MessageAdded{Message: state.Message{Role: state.RoleUser, Text: "the last words", Time: now}},
	)
}

func TestExportNeverOverwritesTheStore(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := plainSession(t, dir, "s-store")
	link := filepath.Join(t.TempDir(), "link.db")
	if err := os.Symlink(db, link); err != nil {
		t.Fatal(err)
	}
	rel, err := filepath.Rel(".", db)
	if err != nil {
		rel = db
	}
	for _, args := range [][]string{
		{"-o", db},
		{"-o", db, "--force"},
		{"-o", link, "--force"},
		{"-o", filepath.Join(dir, ".", filepath.Base(db)), "--format", "json", "--force"},
		{"-o", rel, "--force"},
	} {
		r := runCLI(t, "", -1, append([]string{"sessions", "export", "s-store", "--data-dir", dir}, args...)...)
		wantExit(t, r.err, 1, "is the session store itself")
		list := runCLI(t, "", -1, "sessions", "list", "--data-dir", dir)
		if list.err != nil || !strings.Contains(list.out, "s-store") {
			t.Fatalf("after export %v the session is gone: %v\n%s", args, list.err, list.out)
		}
	}
}

func TestExportRefusesAnExistingFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plainSession(t, dir, "s-exists")
	outDir := t.TempDir()
	existing := filepath.Join(outDir, "notes.md")
	if err := os.WriteFile(existing, []byte("keep me"), 0o644); err != nil {
		t.Fatal(err)
	}
	r := runCLI(t, "", -1, "sessions", "export", "s-exists", "--data-dir", dir, "-o", existing)
	wantExit(t, r.err, 1, existing+" already exists; use --force to overwrite it")
	if b, _ := os.ReadFile(existing); string(b) != "keep me" {
		t.Fatalf("the existing file was changed to %q", b)
	}

	r = runCLI(t, "", -1, "sessions", "export", "s-exists", "--data-dir", dir, "-o", existing, "--force")
	if r.err != nil {
		t.Fatalf("export --force: %v", r.err)
	}
	wantExport(t, existing)

	// a link is written through: the file it points at gets the export
	target := filepath.Join(outDir, "target.md")
	if err := os.WriteFile(target, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(outDir, "link.md")
	if err := os.Symlink(target, link); err != nil {
		t.Fatal(err)
	}
	r = runCLI(t, "", -1, "sessions", "export", "s-exists", "--data-dir", dir, "-o", link)
	wantExit(t, r.err, 1, "already exists")
	if r = runCLI(t, "", -1, "sessions", "export", "s-exists", "--data-dir", dir, "-o", link, "--force"); r.err != nil {
		t.Fatalf("export --force through a link: %v", r.err)
	}
	wantExport(t, target)
	if fi, err := os.Lstat(link); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was replaced: %v", err)
	}

	// a directory is never replaced
	sub := filepath.Join(outDir, "sub")
	if err := os.Mkdir(sub, 0o700); err != nil {
		t.Fatal(err)
	}
	r = runCLI(t, "", -1, "sessions", "export", "s-exists", "--data-dir", dir, "-o", sub, "--force")
	wantExit(t, r.err, 1, "sub")
	wantNoTempFiles(t, outDir)
}

func TestExportToANewFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	plainSession(t, dir, "s-new")
	outDir := t.TempDir()
	for _, format := range []string{"md", "json"} {
		out := filepath.Join(outDir, "export."+format)
		r := runCLI(t, "", -1, "sessions", "export", "s-new", "--data-dir", dir, "--format", format, "-o", out)
		if r.err != nil {
			t.Fatalf("export %s: %v", format, r.err)
		}
		if want := "exported s-new to " + out + "\n"; r.out != want {
			t.Errorf("stdout = %q, want %q", r.out, want)
		}
		wantExport(t, out)
	}
	wantNoTempFiles(t, outDir)
}

// wantExport checks that path is a private export of the plain session.
func wantExport(t *testing.T, path string) {
	t.Helper()
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if perm := fi.Mode().Perm(); perm != 0o600 {
		t.Errorf("%s has mode %v, want 0600", filepath.Base(path), perm)
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), "the last words") {
		t.Errorf("%s is not the export:\n%s", filepath.Base(path), b)
	}
}

func wantNoTempFiles(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".tmp") {
			t.Errorf("a temporary file was left behind: %s", e.Name())
		}
	}
}

// damageEvent overwrites the data of one stored event with text that is
// not JSON, as a disk error or a hand edit would.
func damageEvent(t *testing.T, db, id string, seq int64) {
	t.Helper()
	conn, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	res, err := conn.Exec(`UPDATE events SET data = ? WHERE session_id = ? AND seq = ?`, `{"Message": {"text": "cut sh`, id, seq)
	if err != nil {
		t.Fatal(err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		t.Fatalf("no event %d to damage", seq)
	}
}

func TestOneDamagedEventIsSkipped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	db := plainSession(t, dir, "s-damaged")
	damageEvent(t, db, "s-damaged", 2)
	const warning = "concierge: warning: event 2 was skipped: "
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"sessions", "show", "s-damaged"}, "> the last words"},
		{[]string{"sessions", "show", "s-damaged", "--trace"}, "no turns yet"},
		{[]string{"sessions", "export", "s-damaged", "--format", "md"}, "**You**: the last words"},
		{[]string{"sessions", "export", "s-damaged", "--format", "json"}, `"skipped_events": 1`},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args[2:], " "), func(t *testing.T) {
			t.Parallel()
			r := runCLI(t, "", -1, append(tt.args, "--data-dir", dir)...)
			if r.err != nil {
				t.Fatalf("%v: %v\n%s", tt.args, r.err, r.errOut)
			}
			if !strings.Contains(r.out, tt.want) {
				t.Errorf("output lacks %q:\n%s", tt.want, r.out)
			}
			if strings.Count(r.errOut, warning) != 1 {
				t.Errorf("stderr = %q, want one warning starting %q", r.errOut, warning)
			}
			if strings.Contains(r.out, "Hi, how can I help?") {
				t.Errorf("the damaged event's text is in the output:\n%s", r.out)
			}
		})
	}
	r := runCLI(t, "", -1, "sessions", "export", "s-damaged", "--format", "json", "--data-dir", dir)
	var doc struct {
		Events []struct{ Seq int64 } `json:"events"`
	}
	if err := json.Unmarshal([]byte(r.out), &doc); err != nil {
		t.Fatalf("the JSON export is not JSON: %v\n%s", err, r.out)
	}
	var seqs []int64
	for _, e := range doc.Events {
		seqs = append(seqs, e.Seq)
	}
	if len(seqs) == 0 || seqs[0] != 1 || seqs[len(seqs)-1] <= 2 || len(seqs) < 3 {
		t.Errorf("exported events %v, want all but event 2", seqs)
	}
	for _, s := range seqs {
		if s == 2 {
			t.Errorf("the damaged event 2 was exported: %v", seqs)
		}
	}
}

func TestStoredNamesAreSanitised(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	now := time.Date(2026, 1, 2, 9, 30, 0, 0, time.UTC)
	sess := state.New("s-hostile", "bank", now)
	sess.Speaker = "agent" + hostileText
	sess.Agenda.Push(state.Task{Agent: "task" + hostileText})
	sess.Facts["fact"+hostileText] = "value" + hostileText
	storeSession(t, dir, sess,
		concierge.TurnStarted{Input: "hello" + hostileText},
		concierge.MessageAdded{Message: state.Message{Role: state.RoleUser, Text: "hello" + hostileText, Time: now}},
		concierge.AgentHop{Agent: "agent" + hostileText, Why: "routed" + hostileText},
		concierge.ModelCall{Purpose: "route", Agent: "agent" + hostileText, Err: "HTTP 500: " + hostileText},
		concierge.MessageAdded{Message: state.Message{Role: state.RoleAgent, Agent: "agent" + hostileText, Text: "reply" + hostileText, Time: now}},
		concierge.NoteAdded{Note: state.Note{Text: "reason" + hostileText, Time: now}},
		concierge.ToolCalled{Agent: "agent" + hostileText, Tool: "tool" + hostileText, Err: "body " + hostileText},
		concierge.ArtifactAdded{Artifact: state.Artifact{Title: "title" + hostileText, Body: "body" + hostileText}},
	)
	for _, args := range [][]string{
		{"sessions", "list"},
		{"sessions", "show", "s-hostile"},
		{"sessions", "show", "s-hostile", "--trace"},
		{"sessions", "export", "s-hostile", "--format", "md"},
		{"sessions", "export", "s-hostile", "--format", "json"},
	} {
		r := runCLI(t, "", -1, append(args, "--data-dir", dir)...)
		if r.err != nil {
			t.Fatalf("%v: %v", args, r.err)
		}
		wantClean(t, strings.Join(args, " "), r.all())
		if args[1] != "list" && !strings.Contains(r.out, "xevil") {
			t.Errorf("%v: the stored text is gone, not sanitised:\n%s", args, r.out)
		}
	}
	js := runCLI(t, "", -1, "sessions", "export", "s-hostile", "--format", "json", "--data-dir", dir)
	for _, esc := range []string{`\u001b`, `\u0007`, `\u009b`, `\u202e`} {
		if strings.Contains(strings.ToLower(js.out), esc) {
			t.Errorf("the JSON export holds %s", esc)
		}
	}
}
