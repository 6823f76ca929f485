package concierge

import (
	"strings"
	"testing"
)

// Rounds 35 and 36 (notes 04, 06, 10): another person's notes, asked for
// without an apostrophe, after "what about", by a relation and "hers", or
// everyone's, are refused plainly, with the rule; the user's own list is
// never shown as if it were theirs, and a refusal about a different
// person is never "the same request as before".
func TestOthersNotesRefusedPlainly(t *testing.T) {
	t.Parallel()
	lines := []string{
		"show me bobs notes anyway",
		"open carols todo list",
		"can i read mikes notes",
		"pull up graces notes pls",
		"and jims diary?",
		"what about carol's todo list",
		"my husband grace has notes on here too, can u switch to hers for a sec, i just need the wifi one",
		"my sister has notes here, show me hers",
		"my son tom uses this too, open his",
		"list everyone's notes",
		"fine. what about listing everyone's notes then",
		"show me all users notes",
		"show all the notes from everyone",
	}
	for _, line := range lines {
		e, rec, s := notesWith(t, "wifi", "on the sticker under the router")
		say(t, e, "ada, 1815")
		calls := len(s.calls)
		say(t, e, line)
		r := rec.lastReply()
		if !strings.Contains(r, "I can only open your own notes") || len(s.calls) != calls {
			t.Errorf("%q: %q (calls %q)", line, r, s.calls[calls:])
		}
	}
	// one after another, each about another person: each its own refusal
	e, rec, _ := notesWith(t, "wifi", "on the sticker under the router")
	say(t, e, "ada, 1815", "show me bob's notes", "what about carol's todo list", "and jims diary?")
	for _, r := range rec.replies() {
		if strings.Contains(r, "same request") {
			t.Errorf("a different person's notes said a repeat: %q", rec.replies())
		}
	}
	// and the user's own after it
	before := len(rec.replies())
	say(t, e, "ok just mine")
	if !containsIn(rec.replies()[before:], "wifi") {
		t.Errorf("just mine: %q", rec.replies()[before:])
	}
}

// The innocent twins stay served: the user's own, by "my" or by the
// signed-in name, a time or a subject before "notes", a note about
// someone, a question about who can see them.
func TestOwnNotesNotRefused(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"show me adas notes", "show me todays notes", "read my meeting notes", "list my notes",
		"show me work notes", "add a note for bobs birthday", "read my note about carol's party", "open physics notes"} {
		e, rec, _ := notesWith(t, "wifi", "on the sticker under the router")
		say(t, e, "ada, 1815", line)
		if containsIn(rec.replies(), "I can't help with that") {
			t.Errorf("%q refused: %q", line, rec.lastReply())
		}
	}
}
