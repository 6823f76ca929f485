package cli

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// concierge tools FILE lists each server's tools with their arguments,
// so that an author finds the name to write (issue 27: no command did).
func TestToolsListsEachServersTools(t *testing.T) {
	t.Parallel()
	stopped := 0
	rx := domainfiletest.Pharmacy()
	r := runWith(t, Options{StartServers: fakeServers(rx, &stopped)}, "", "tools", pharmacy)
	if r.err != nil || stopped != 1 {
		t.Fatalf("tools: %v, stopped %d\n%s", r.err, stopped, r.all())
	}
	want := `rx (trusted): 3 tools
  rx/sign_in — Sign a member in.
      member_id: string, required, pattern ^M[0-9]{5}$ — What is your member id?
      pin: string, required, secret — Your PIN
  rx/list_prescriptions — List the member's prescriptions. [read-only]
      no arguments
  rx/refill — Refill a prescription.
      rx_id: string, required, pattern ^RX[0-9]{3}$ — Which prescription (its RX number)?
      quantity: integer, required — How many boxes?
`
	if r.out != want {
		t.Errorf("tools said:\n%s\nwant\n%s", r.out, want)
	}

	r = runWith(t, Options{StartServers: fakeServers(rx, &stopped)}, "", "tools", pharmacy, "--json")
	var listing []serverListing
	if err := json.Unmarshal([]byte(r.out), &listing); err != nil || r.err != nil {
		t.Fatalf("--json: %v %v\n%s", err, r.err, r.out)
	}
	if len(listing) != 1 || len(listing[0].Tools) != 3 || !listing[0].Tools[1].Annotations["readOnlyHint"] {
		t.Fatalf("listing = %+v", listing)
	}
	if a := listing[0].Tools[2].Arguments; len(a) != 2 || !reflect.DeepEqual(a[1], domainfile.Argument{Name: "quantity", Type: "integer", Required: true, Description: "How many boxes?"}) {
		t.Errorf("refill's arguments = %+v", a)
	}
}

// What a server says is untrusted: a tool's name, description and
// arguments reach the terminal sanitised, in JSON too; a server that did
// not start is said, and the exit is 1; a mistake of the file is said on
// stderr and the tools are listed anyway.
func TestToolsSanitisesAndSaysWhatFailed(t *testing.T) {
	t.Parallel()
	hostile := &domainfiletest.Provider{
		Servers: map[string][]mcp.ToolInfo{"fs": {domainfiletest.Tool("evil\x1b[2Jtool", "Clears\x1b]0;pwned\x07 the screen\u202e", `{"type":"object","properties":{
			"pa\u009bth":{"type":"string","description":"where\u001b[31m red","enum":["a\u001b[1mb"]}},"required":["pa\u009bth"]}`)}},
		Down: map[string]error{"down": errors.New("exec: nope: not found")},
	}
	file := filepath.Join(t.TempDir(), "fs.yaml")
	src := "name: fs\nservers:\n  fs: { command: x }\n  down: { command: nope }\nagents:\n  - name: a\n    tool: fs/ls\n    titel: A\n"
	if err := os.WriteFile(file, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	stopped := 0
	for _, args := range [][]string{{"tools", file}, {"tools", file, "--json"}} {
		r := runWith(t, Options{StartServers: fakeServers(hostile, &stopped)}, "", args...)
		wantExit(t, r.err, 1, "")
		for _, bad := range []string{"\x1b", "\x07", "\u009b", "\u202e"} {
			if strings.Contains(r.all(), bad) {
				t.Errorf("%v: %q reached the terminal:\n%q", args, bad, r.all())
			}
		}
		if !strings.Contains(r.out, "exec: nope: not found") || !strings.Contains(r.errOut, file+`:8:5: unknown key "titel" in an agent`) {
			t.Errorf("%v: the failed server or the file's mistake is not said:\n%s", args, r.all())
		}
		if !strings.Contains(r.out, "the screen") || !strings.Contains(r.out, "red") {
			t.Errorf("%v: the sanitised words are lost:\n%s", args, r.out)
		}
	}
}
