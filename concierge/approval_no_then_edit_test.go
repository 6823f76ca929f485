package concierge

import (
	"fmt"
	"strings"
	"testing"
)

// A no that leads a change at a note's approval is the change (R50, round
// 18): the words are added, the call asked again with them, nothing saved
// before the yes, and the yes saves the text shown last.
func TestNoThenEditAtApproval(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"no wait add butter too", "eggs milk bread, butter"},
		{"nope, put jam on it too", "eggs milk bread, jam"},
		{"no hold on, also add jam", "eggs milk bread, jam"},
		{"nah wait, throw in some cheese as well", "eggs milk bread, some cheese"},
		{"no, add tea to the note", "eggs milk bread, tea"},
		{"no no i forgot butter", "eggs milk bread, butter"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", "jot down a note titled groceries: eggs milk bread", c.line)
			if p.CallsOf("add_note") != 0 {
				t.Fatalf("%q saved the note before a yes: %q", c.line, rec.replies())
			}
			if got := rec.lastReply(); !strings.Contains(got, fmt.Sprintf("saying %q", c.want)) || strings.Contains(got, "did not do it") {
				t.Fatalf("%q: the change was not asked again: %q", c.line, got)
			}
			say(t, e, "yes")
			calls := p.Calls()
			if p.CallsOf("add_note") != 1 || !strings.Contains(fmt.Sprint(calls[len(calls)-1].Args), c.want) {
				t.Errorf("%q: the yes did not save %q: %v", c.line, c.want, calls)
			}
		})
	}
}

// A no with nothing after it that changes the call stays a no: nothing is
// saved, and no words are added.
func TestNoWithoutEditStaysNo(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"no", "no wait", "nah not now", "no, i dont want it", "nope, wrong"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "open my notes", "ada", "1815", "jot down a note titled groceries: eggs milk bread", line)
			if p.CallsOf("add_note") != 0 || strings.Contains(rec.lastReply(), "eggs milk bread,") {
				t.Errorf("%q: %q", line, rec.replies())
			}
		})
	}
	for text, want := range map[string]string{
		"no wait add butter too": "butter", "nah i forgot the jam": "the jam", "no wait": "",
		"i forgot my password": "", "no, i forgot to say thanks": "", "add butter": "",
	} {
		if got := wordsToAppend(text); got != want {
			t.Errorf("wordsToAppend(%q) = %q, want %q", text, got, want)
		}
	}
}
