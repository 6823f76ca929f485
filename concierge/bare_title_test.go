package concierge

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/domainfile"
)

// keptNotesEngine is a notes engine whose fake keeps the notes written.
func keptNotesEngine(t *testing.T) (*Engine, *recorder) {
	t.Helper()
	spec, err := domainfile.Load("../examples/notes/notes.yaml", domainfile.Options{
		Pins: filepath.Join(t.TempDir(), "tool-pins.json"), Binary: "concierge"})
	if err != nil {
		t.Fatal(err)
	}
	d, problems := spec.Domain(notesKept())
	if len(problems) > 0 {
		t.Fatalf("problems: %v", problems)
	}
	return newOn(t, d, nil)
}

// Issue 24 (round 15), kind 2: a note named by its title alone after the
// task's verb is read. Before, "read wifi" said "I didn't use wifi".
func TestNoteReadByItsTitleAlone(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"read wifi", "read the wifi one", "can you read wifi please", "open wifi", "show me wifi", "read wifi again"} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "add a note titled wifi saying router in hall", "yes")
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if !containsIn(after, "router in hall") || containsIn(after, "didn't use") || containsIn(after, "Which note") {
			t.Errorf("%q: want the wifi note read:\n%s", line, strings.Join(after, "\n"))
		}
	}
}

// A title that is no note's is asked of the tool, which says so: never "I
// didn't use groceries".
func TestMissingTitleIsAskedNotDropped(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"read the groceries one", "read groceries", "read the shopping list one pls"} {
		e, rec := keptNotesEngine(t)
		say(t, e, "ada 1815", "list my notes")
		n := len(rec.replies())
		say(t, e, line)
		after := rec.replies()[n:]
		if containsIn(after, "didn't use") || !containsIn(after, "No note titled") {
			t.Errorf("%q: want the tool to say there is no such note:\n%s", line, strings.Join(after, "\n"))
		}
	}
}

// Words that are not a bare title are left to the rest of the loop.
func TestBareTitleLeavesOtherMessages(t *testing.T) {
	t.Parallel()
	e, _ := keptNotesEngine(t)
	say(t, e, "ada 1815")
	for _, line := range []string{"list my notes", "what can you do", "read", "read my note", "show me everything i have written down today please"} {
		if c, ok := e.bareValueRead(line); ok {
			t.Errorf("%q read as %s", line, c.String())
		}
	}
}
