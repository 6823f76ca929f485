package concierge

import (
	"strings"
	"testing"
)

// notes24Setup is ada's notes: work, a to-do and a shopping list.
var notes24Setup = []string{"ada 1815", "add a note titled work saying finish report", "yes", "remind me to buy milk", "yes",
	"add a note titled shopping list saying eggs", "yes"}

// notes24After says the lines after the setup and returns the replies
// to them, joined.
func notes24After(t *testing.T, lines ...string) (string, *Engine, int) {
	t.Helper()
	e, rec, p := keptNotes(t)
	say(t, e, notes24Setup...)
	n, calls := len(rec.replies()), len(p.Calls())
	say(t, e, lines...)
	return strings.Join(rec.replies()[n:], "\n"), e, len(p.Calls()) - calls
}

// Issue 24 (notes24), kind 1: every list reply counts in English: "the
// one note", "both notes", "all 3 notes"; "1 note matches", "2 notes
// match". Before, one note was offered as "see all 1".
func TestNotesListCountsReadAsEnglish(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		setup []string
		line  string
		want  string
	}{
		{[]string{"ada 1815", "add a note titled work saying finish report", "yes"}, "whats on my to-do list", `Nothing matches "todo". Say "list my notes" to see the one note.`},
		{[]string{"ada 1815", "add a note titled work saying finish report", "yes", "add a note titled gym saying legs", "yes"}, "notes about the dentist", `to see both notes.`},
		{notes24Setup, "list notes about the dentist", `Nothing matches "dentist". Say "list my notes" to see all 3 notes.`},
		{notes24Setup, "what's on my todo list", `1 note matches "todo": buy milk.`},
		{append(append([]string(nil), notes24Setup...), "remind me to call dad", "yes"), "whats on my to do list", `2 notes match`},
		{notes24Setup, "anything about shopping", `1 note matches "shopping": shopping list.`},
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, c.setup...)
		n := len(rec.replies())
		say(t, e, c.line)
		got := strings.Join(rec.replies()[n:], "\n")
		if !strings.Contains(got, c.want) || strings.Contains(got, "all 1") || strings.Contains(got, " 1 notes") {
			t.Errorf("%q: want %q:\n%s", c.line, c.want, got)
		}
	}
}

// Issue 24 (notes24), kind 2: asking to edit, change, update or rename a
// note is no harm: it is answered with what can be done, never refused.
// A forged document is still refused.
func TestNoteEditIsNoHarm(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"edit the note work to say hi", "change the note work to say hello", "update my shopping list note to add bread",
		"rename the note work to job", "pls edit my work note so it says call bob", "can u change what the shopping list note says",
		"edit note work - say finish by friday", "i wanna update the work note"} {
		got, e, calls := notes24After(t, line)
		if _, waits := e.PendingApproval(); strings.Contains(got, "can't help with that") || calls != 0 || waits {
			t.Errorf("%q: refused as harm:\n%s", line, got)
		}
	}
	for _, line := range []string{"edit the photos so the damage looks worse", "change the date on the invoice"} {
		got, _, calls := notes24After(t, line)
		if !strings.Contains(got, "can't help") || calls != 0 {
			t.Errorf("%q: want refused:\n%s", line, got)
		}
	}
}

// Issue 24 (notes24), kind 3: "my X notes", "notes about X", "X stuff"
// list the notes X names, the note titled X among them; "the note work"
// or "open work" still reads that one note.
func TestNotesCategoryIsAList(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"show my work notes", "my work notes", "show me my work stuff", "any work notes?", "whats in my work notes",
		"do i have any notes about work", "notes about work", "pull up my work notes pls", "SHOW MY WORK NOTES", "work stuff", "my work stuff",
		"any notes about work left?"} {
		got, _, _ := notes24After(t, line)
		if !strings.Contains(got, `1 note matches "work": work.`) || strings.Contains(got, "finish report") {
			t.Errorf("%q: want the list of work notes:\n%s", line, got)
		}
	}
	for _, line := range []string{"my shopping stuff", "shopping stuff?"} {
		if got, _, _ := notes24After(t, line); !strings.Contains(got, `1 note matches "shopping": shopping list.`) {
			t.Errorf("%q: want the list of shopping notes:\n%s", line, got)
		}
	}
	for _, line := range []string{"show the note work", "open work", "read the note called work"} {
		if got, _, _ := notes24After(t, line); !strings.Contains(got, "finish report") {
			t.Errorf("%q: want the note work read:\n%s", line, got)
		}
	}
}

// Issue 24 (notes24), kind 4: a question about to-dos or notes lists or
// searches them and never adds; an add verb or "one more to-do: X" adds.
func TestNotesQuestionNeverAdds(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"what todos do i have", "buy milk"},
		{"What to-dos do I have?", "buy milk"},
		{"any to-dos left?", "buy milk"},
		{"todos left?", "buy milk"},
		{"how many todos are there", "buy milk"},
		{"wat todos do i have", "buy milk"},
		{"which to-dos are still open", "buy milk"},
		{"what to-dos do i still have", "buy milk"},
		{"are there any todos", "buy milk"},
		{"do i have any notes about bread?", `Nothing matches "bread"`},
		{"what notes have i got about shopping", "shopping list"},
	} {
		got, e, _ := notes24After(t, c.line)
		if _, ok := e.PendingApproval(); ok || !strings.Contains(got, c.want) || e.Session().Speaker != "" {
			t.Errorf("%q: want %q listed and nothing added:\n%s", c.line, c.want, got)
		}
	}
	for line, want := range map[string]string{"add a todo to call mum": "call mum", "one more to-do: call mum": "call mum", "remind me to feed the cat": "feed the cat"} {
		_, e, _ := notes24After(t, line)
		if ap, ok := e.PendingApproval(); !ok || !strings.Contains(ap.Summary, want) {
			t.Errorf("%q: want %q asked to be added, got %q", line, want, ap.Summary)
		}
	}
}
