package cli

import (
	"context"
	"encoding/json"
	"os"
	"testing"

	"github.com/concierge-dev/concierge/agents/mcp"
)

// `concierge example-server notes` is a stdio MCP server the client can
// start with no build step: here the test binary plays concierge.
func TestExampleServerNotesOverStdio(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	args, _ := json.Marshal([]string{"example-server", "notes", "--dir", dir})
	spec := mcp.ServerSpec{Name: "notes", Command: os.Args[0], Args: []string{"-test.run=^$"},
		Env: map[string]string{"CONCIERGE_CHILD": "1", "CONCIERGE_ARGS": string(args)}}
	set, err := mcp.Start(context.Background(), []mcp.ServerSpec{spec}, mcp.Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer set.Close()
	tools, err := set.Tools("notes")
	if err != nil {
		t.Fatal(err)
	}
	if len(tools) != 5 { // add, list, get, delete, unlock
		t.Errorf("%d tools", len(tools))
	}
	ctx := context.Background()
	if r, err := set.Call(ctx, "notes", "add_note", map[string]any{"title": "milk", "text": "buy milk"}, nil); err != nil || r.IsError {
		t.Fatalf("add_note: %+v, %v", r, err)
	}
	if r, err := set.Call(ctx, "notes", "get_note", map[string]any{"title": "milk"}, nil); err != nil || r.Structured["text"] != "buy milk" {
		t.Errorf("get_note: %+v, %v", r, err)
	}
	if _, err := os.Stat(dir + "/notes.json"); err != nil {
		t.Errorf("the notes are not in --dir: %v", err)
	}
}

// The command is hidden: it is for domain files, not for people.
func TestExampleServerIsHidden(t *testing.T) {
	t.Parallel()
	for _, c := range newRootCmd(ioStreams{}, Options{}).Commands() {
		if c.Name() == "example-server" && !c.Hidden {
			t.Error("example-server shows in the help")
		}
	}
}
