package example_test

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/agents/mcp/example"
)

// notesSet connects the notes server over dir in process, through the
// client a domain uses.
func notesSet(t *testing.T, dir string) *mcp.Set {
	t.Helper()
	store, err := example.OpenNotes(dir)
	if err != nil {
		t.Fatal(err)
	}
	connect := func(ctx context.Context) (sdk.Transport, error) {
		ct, st := sdk.NewInMemoryTransports()
		if _, err := example.NewNotesServer(store, "test").Connect(ctx, st, nil); err != nil {
			return nil, err
		}
		return ct, nil
	}
	set, err := mcp.Start(context.Background(), []mcp.ServerSpec{{Name: "notes"}},
		mcp.Options{Transports: map[string]func(context.Context) (sdk.Transport, error){"notes": connect}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(set.Close)
	return set
}

func TestNotesTools(t *testing.T) {
	t.Parallel()
	set := notesSet(t, "")
	tools, err := set.Tools("notes")
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]mcp.ToolInfo{}
	for _, x := range tools {
		byName[x.Name] = x
	}
	add, list, get, del := byName["add_note"], byName["list_notes"], byName["get_note"], byName["delete_note"]
	if add.ReadOnly == nil || *add.ReadOnly || add.Destructive == nil || *add.Destructive {
		t.Errorf("add_note: readOnly %v destructive %v", add.ReadOnly, add.Destructive)
	}
	if list.ReadOnly == nil || !*list.ReadOnly || get.ReadOnly == nil || !*get.ReadOnly {
		t.Error("list_notes and get_note are not read-only")
	}
	if del.Destructive == nil || !*del.Destructive {
		t.Error("delete_note is not destructive")
	}
	if req, _ := add.InputSchema["required"].([]any); !slices.Equal(req, []any{"title", "text"}) {
		t.Errorf("add_note requires %v", add.InputSchema["required"])
	}
}

func TestNotesRoundTrip(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	set := notesSet(t, dir)
	ctx := context.Background()
	call := func(tool string, args map[string]any) mcp.Result {
		t.Helper()
		r, err := set.Call(ctx, "notes", tool, args, nil)
		if err != nil {
			t.Fatalf("%s: %v", tool, err)
		}
		return r
	}
	if r := call("add_note", map[string]any{"title": "milk", "text": "buy milk"}); r.IsError || r.Text != `Saved the note "milk".` || r.Structured["count"] != 1.0 {
		t.Errorf("add: %+v", r)
	}
	if r := call("add_note", map[string]any{"title": "Milk", "text": "again"}); !r.IsError {
		t.Errorf("a second note of one title: %+v", r)
	}
	if r := call("add_note", map[string]any{"title": " ", "text": "x"}); !r.IsError {
		t.Errorf("a blank title: %+v", r)
	}
	call("add_note", map[string]any{"title": "call mum", "text": "sunday"})
	if r := call("list_notes", nil); r.Text != "Notes: milk, call mum." || r.Structured["count"] != 2.0 {
		t.Errorf("list: %+v", r)
	}
	r := call("get_note", map[string]any{"title": "call mum"})
	if r.Structured["text"] != "sunday" || len(r.Artifacts) != 1 || r.Artifacts[0].Text != "sunday" || r.Artifacts[0].URI != "note:///call%20mum" {
		t.Errorf("get: %+v", r)
	}
	if r := call("get_note", map[string]any{"title": "nothing"}); !r.IsError || !strings.Contains(r.Text, "Notes: milk, call mum.") {
		t.Errorf("get of no note: want the titles there are said: %+v", r)
	}
	if r := call("delete_note", map[string]any{"title": "milk"}); r.Structured["deleted"] != true {
		t.Errorf("delete: %+v", r)
	}
	if r := call("delete_note", map[string]any{"title": "milk"}); r.IsError || r.Structured["deleted"] != false {
		t.Errorf("delete again: %+v", r)
	}

	// the notes are in the file, private, and read again
	info, err := os.Stat(filepath.Join(dir, "notes.json"))
	if err != nil || info.Mode().Perm() != 0o600 {
		t.Fatalf("notes.json: %v, %v", info, err)
	}
	again := notesSet(t, dir)
	if r, _ := again.Call(ctx, "notes", "list_notes", nil, nil); r.Text != "Notes: call mum." {
		t.Errorf("after reopening: %+v", r)
	}
}

func TestNotesBadFile(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "notes.json"), []byte("{not json"), 0o600); err != nil {
		t.Fatal(err)
	}
	if _, err := example.OpenNotes(dir); err == nil {
		t.Error("a broken notes.json was read")
	}
}
