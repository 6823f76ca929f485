package mcp

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// fsServer finds the reference filesystem server of the MCP project
// (@modelcontextprotocol/server-filesystem, from npm): its script in
// $CONCIERGE_MCP_FS_SERVER, or mcp-server-filesystem on PATH. The test
// that uses it skips when node or the package is missing.
func fsServer(t *testing.T) (command string, args []string) {
	t.Helper()
	if script := os.Getenv("CONCIERGE_MCP_FS_SERVER"); script != "" {
		node, err := exec.LookPath("node")
		if err != nil {
			t.Skip("CONCIERGE_MCP_FS_SERVER is set, but node is not on PATH")
		}
		return node, []string{script}
	}
	if bin, err := exec.LookPath("mcp-server-filesystem"); err == nil {
		return bin, nil
	}
	t.Skip("no @modelcontextprotocol/server-filesystem: npm install it and set CONCIERGE_MCP_FS_SERVER to its dist/index.js")
	return "", nil
}

// Interoperability with the reference server in TypeScript.
func TestReferenceFilesystemServer(t *testing.T) {
	t.Parallel()
	command, args := fsServer(t)
	dir, err := filepath.EvalSymlinks(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var l logs
	set := startSet(t, []ServerSpec{{Name: "fs", Command: command, Args: append(args, dir)}}, Options{OnLog: l.add})
	tools, err := set.Tools("fs")
	if err != nil {
		t.Fatal(err)
	}
	names := make([]string, 0, len(tools))
	for _, x := range tools {
		names = append(names, x.Name)
	}
	t.Logf("tools: %s", strings.Join(names, ", "))
	for _, x := range tools {
		if x.Name == "read_text_file" || x.Name == "write_file" {
			if x.ReadOnly == nil {
				t.Errorf("%s: no annotations", x.Name)
				continue
			}
			t.Logf("%s: readOnly %v destructive %v", x.Name, *x.ReadOnly, x.Destructive != nil && *x.Destructive)
		}
	}
	set.servers["fs"].mu.Lock()
	t.Logf("protocol %s", set.servers["fs"].cur.sess.InitializeResult().ProtocolVersion)
	set.servers["fs"].mu.Unlock()
	for _, want := range []string{"write_file", "list_directory"} {
		if !slices.Contains(names, want) {
			t.Fatalf("no %s among %v", want, names)
		}
	}
	ctx := context.Background()
	note := filepath.Join(dir, "todo.txt")
	r, err := set.Call(ctx, "fs", "write_file", map[string]any{"path": note, "content": "buy milk"}, nil)
	if err != nil || r.IsError {
		t.Fatalf("write_file: %+v, %v", r, err)
	}
	if b, _ := os.ReadFile(note); string(b) != "buy milk" {
		t.Errorf("the file holds %q", b)
	}
	read := "read_text_file"
	if !slices.Contains(names, read) {
		read = "read_file"
	}
	r, err = set.Call(ctx, "fs", read, map[string]any{"path": note}, nil)
	if err != nil || r.IsError || !strings.Contains(r.Text, "buy milk") {
		t.Errorf("%s: %+v, %v", read, r, err)
	}
	t.Logf("%s: text %q, structured %v", read, r.Text, r.Structured)
	r, err = set.Call(ctx, "fs", "list_directory", map[string]any{"path": "/etc"}, nil)
	if err == nil && !r.IsError {
		t.Errorf("a directory outside the allowed one was listed: %+v", r)
	}
	t.Logf("outside: %+v, %v", r, err)
	t.Logf("trace:\n%s", l.String())
	began := time.Now()
	set.Close()
	t.Logf("Close took %v", time.Since(began))
}
