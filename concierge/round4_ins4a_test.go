package concierge

import (
	"bytes"
	"context"
	"path/filepath"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// Round 4's secrets and notes conversations (issue 24: a PIN in any words,
// a note said as "write down that …", a new request at a slot question, a
// side question at an approval): every round4/ins4a_*.scenario passes.
func TestRound4SecretsAndNotesScenarios(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("testdata", "scenarios", "round4", "ins4a_*.scenario"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no round-4 secrets and notes scenarios: %v", err)
	}
	for _, file := range files {
		sc, err := LoadScenario(file)
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		var transcript bytes.Buffer
		rep, err := Replay(context.Background(), sc, ReplayOptions{Sink: (&PlainPrinter{W: &transcript, EchoUser: true}).Print,
			LoadDomain: func(path string) (*agents.Domain, func(), error) {
				// the notes' tools on the in-process fake: no server started
				spec, err := domainfile.Load(path, domainfile.Options{Pins: filepath.Join(t.TempDir(), "tool-pins.json"), Binary: "concierge"})
				if err != nil {
					return nil, nil, err
				}
				d, _ := spec.Domain(notesKept())
				return d, func() {}, nil
			}})
		if err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, f := range rep.Failures {
			t.Errorf("%s:%d: %s", file, f.Line, f.Msg)
		}
		if len(rep.Failures) > 0 {
			t.Logf("%s:\n%s", file, transcript.String())
		}
	}
}

// notesKept is notesFake keeping the notes added, so that a conversation
// may write one and read it back.
func notesKept() *domainfiletest.Provider {
	p := notesFake()
	notes := map[string]string{}
	fake := p.Handle
	p.Handle = func(server, tool string, args map[string]any) (mcp.Result, error) {
		switch tool {
		case "add_note":
			title, _ := args["title"].(string)
			text, _ := args["text"].(string)
			notes[title] = text
			return mcp.Result{Text: "Added " + title + "."}, nil
		case "get_note":
			title, _ := args["title"].(string)
			if text, ok := notes[title]; ok {
				return mcp.Result{Text: text}, nil
			}
			return mcp.Result{Text: "No note titled " + title + ".", IsError: true}, nil
		}
		return fake(server, tool, args)
	}
	return p
}
