package cli

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// escapes is every kind of terminal control untrusted text may carry: OSC
// 52 (a clipboard write), OSC 0 (the window's title), CSI 2J (clear the
// screen), C1 controls (an 8-bit CSI, NEL) and a right-to-left override.
const escapes = "\x1b]52;c;cm0gLXJmIH4=\x07\x1b]0;pwned\x1b\\\x1b[2J\u009b31m\u0085\u202eevil"

// yamlEscapes is escapes as a YAML double-quoted string writes it.
const yamlEscapes = `\e]52;c;cm0gLXJmIH4=\a\e]0;pwned\e\\\e[2J\x9b31m\N\u202eevil`

// wantNoEscapes fails when s holds a byte or rune of escapes: C0 but
// newline and tab, DEL, C1, a bidi control.
func wantNoEscapes(t *testing.T, where, s string) {
	t.Helper()
	for _, r := range s {
		if (r < 0x20 && r != '\n' && r != '\t') || (r >= 0x7f && r <= 0x9f) || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069) {
			t.Errorf("%s holds %U:\n%q", where, r, s)
			return
		}
	}
}

// hostileDomain is a domain file whose agent titles and descriptions
// carry escapes, on a server whose tool does too, beside a server that did
// not start with escapes in its error.
func hostileDomain(t *testing.T) (file string, p *domainfiletest.Provider) {
	t.Helper()
	src := `name: hostile
servers:
  rx: { command: rx-server }
  down: { command: down-server }
agents:
  - name: look
    title: "Look` + yamlEscapes + `"
    intro: Look things up
    description: "Looks things up.` + yamlEscapes + `"
    tool: rx/lookup
  - name: gone
    title: Gone
    intro: Gone
    description: Gone.
    tool: down/x
`
	file = filepath.Join(t.TempDir(), "hostile.yaml")
	if err := os.WriteFile(file, []byte(src), 0o600); err != nil {
		t.Fatal(err)
	}
	js, _ := json.Marshal(escapes)
	esc := string(js[1 : len(js)-1])
	p = &domainfiletest.Provider{
		Servers: map[string][]mcp.ToolInfo{"rx": {domainfiletest.Tool("lookup", "Looks up."+escapes,
			`{"type":"object","properties":{"q`+esc+`":{"type":"string","description":"What?`+esc+`"}}}`)}},
		Down: map[string]error{"down": errors.New("it exited; its stderr ended with:\n  | " + escapes)},
	}
	return file, p
}

// R55: every printer sanitises — agents (its listing and its JSON) and
// check show a domain file's titles and descriptions, and its servers'
// tools and errors, without one escape, and keep the text around them.
func TestDomainPrintersSanitise(t *testing.T) {
	t.Parallel()
	file, p := hostileDomain(t)
	stopped := 0
	o := Options{StartServers: fakeServers(p, &stopped)}
	for _, args := range [][]string{{"agents", "--domain", file}, {"agents", "--json", "--domain", file}, {"check", file}} {
		r := runWith(t, o, "", args...)
		what := strings.Join(args[:2], " ")
		wantNoEscapes(t, what, r.all())
		if !strings.Contains(r.all(), "evil") {
			t.Errorf("%s: the text is gone, not sanitised:\n%s", what, r.all())
		}
		if strings.Contains(args[1], "json") {
			for _, esc := range []string{`\u001b`, `\u0007`, `\u009b`, `\u0085`, `\u202e`} {
				if strings.Contains(strings.ToLower(r.out), esc) {
					t.Errorf("%s holds %s:\n%s", what, esc, r.out)
				}
			}
		}
	}
	if r := runWith(t, o, "", "agents", "--domain", file); !strings.Contains(r.out, "tool rx/lookup(") || !strings.Contains(r.out, "Looks up.") {
		t.Errorf("agents:\n%s", r.out)
	}
}

// The [resumed] line of a plain resume shows the stored speaker and stack
// sanitised: a hand-edited or older database may hold anything.
func TestResumedLineSanitises(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	now := time.Date(2026, 1, 2, 9, 30, 0, 0, time.UTC)
	sess := state.New("s-resumed", "bank", now)
	sess.Speaker = "agent" + escapes
	sess.Agenda.Push(state.Task{Agent: "task" + escapes})
	storeSession(t, dir, sess, concierge.MessageAdded{Message: state.Message{Role: state.RoleUser, Text: "hello", Time: now}})
	r := runCLI(t, "", -1, "chat", "--plain", "--resume", "s-resumed", "--data-dir", dir)
	if !strings.Contains(r.out, "[resumed] session s-resumed: speaker agent") {
		t.Fatalf("no [resumed] line: %v\n%s", r.err, r.all())
	}
	wantNoEscapes(t, "chat --plain --resume", r.all())
}
