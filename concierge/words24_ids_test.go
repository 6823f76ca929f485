package concierge_test

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/state"
)

// snakeWord is an internal id as the code writes one: words joined by
// underscores ("transfer_money", "source_account", "add_note").
var snakeWord = reading.Lazy(`\b[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+\b`)

// Issue 24 (R56): every sentence a user reads is plain English, composed
// from the domain, never an internal name. The demos and the example
// domain's conversations, and the scenarios of every domain, are walked:
// no reply, question or approval hint holds a snake_case word, except
// one the user typed first.
func TestRepliesNameNoInternalIDs(t *testing.T) {
	t.Parallel()
	var files []string
	for _, g := range []string{
		filepath.Join("..", "examples", "notes", "*.scenario"),
		filepath.Join("scenarios", "*.scenario"),
		filepath.Join("testdata", "scenarios", "*.scenario"),
		filepath.Join("testdata", "scenarios", "round*", "*.scenario"),
	} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	if len(files) < 100 {
		t.Fatalf("only %d scenarios found", len(files))
	}
	for i, file := range files {
		if !concierge.RaceSample(i) {
			continue
		}
		t.Run(strings.TrimSuffix(file, ".scenario"), func(t *testing.T) {
			t.Parallel()
			for _, bad := range idsInReplies(t, file) {
				t.Errorf("%s", bad)
			}
		})
	}
}

// idsInReplies replays file and returns each reply or approval hint that
// names a snake_case word the user did not type.
func idsInReplies(t *testing.T, file string) []string {
	t.Helper()
	sc, err := scenario.LoadScenario(file)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	var typed strings.Builder
	var bad []string
	check := func(what, text string) {
		for _, at := range snakeWord.FindAllStringIndex(text, -1) {
			w := text[at[0]:at[1]]
			if at[0] > 0 && text[at[0]-1] == '.' || at[1] < len(text) && text[at[1]] == '.' && at[1]+1 < len(text) && text[at[1]+1] != ' ' {
				continue // a web address the domain gives: www.my_id.com
			}
			if !strings.Contains(strings.ToLower(typed.String()), strings.ToLower(w)) {
				bad = append(bad, what+" names "+w+": "+text)
			}
		}
	}
	sink := func(ev concierge.Event) {
		switch ev := ev.(type) {
		case concierge.MessageAdded:
			if ev.Message.Role == state.RoleUser {
				typed.WriteString(ev.Message.Text + "\n")
				return
			}
			check("a reply", ev.Message.Text)
		case concierge.ApprovalRequested:
			check("an approval", ev.Approval.Summary)
			if ev.Approval.ForSession {
				check("the approval's session hint", concierge.ApprovalDoes(ev.Approval))
			}
		}
	}
	_, err = scenario.Replay(context.Background(), sc, scenario.ReplayOptions{Sink: sink,
		LoadDomain: func(path string) (*agents.Domain, func(), error) {
			spec, err := domainfile.Load(path, domainfile.Options{Pins: filepath.Join(t.TempDir(), "tool-pins.json"), Binary: "concierge"})
			if err != nil {
				return nil, nil, err
			}
			d, _ := spec.Domain(concierge.NotesKeptForTest())
			return d, func() {}, nil
		}})
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if os.Getenv("WORDS24_LIST") != "" {
		for _, b := range bad {
			t.Logf("%s", b)
		}
	}
	return bad
}
