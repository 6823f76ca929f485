package concierge

import (
	"slices"
	"strings"
	"testing"
)

// The reader's context (R50, §16; issue 24, code26): the Moment carries
// what the user can refer to — the last task done, the tasks waiting, the
// list shown last — at every turn, and the loop runs what the reader reads
// from it ("one more", "the second one", "X instead") as commands.

func TestMomentCarriesWhatCanBeReferredTo(t *testing.T) {
	t.Parallel()
	e, _, _ := listedNotes(t)
	m := e.moment(nil)
	if len(m.LastList) < 2 || m.LastList[0] != "shopping" || m.LastList[1] != "work" {
		t.Errorf("the list shown is not in the moment: %+v", m.LastList)
	}
	if e.sess.Last != nil && m.LastTask != e.sess.Last.Agent {
		t.Errorf("the last task done is %q, want the session's %+v", m.LastTask, e.sess.Last)
	}
	k, _, _ := keptNotes(t)
	say(t, k, "add a note called milk saying buy milk", "ada", "1815", "yes")
	if m := k.moment(nil); m.LastTask != "add_note" {
		t.Errorf("after a note the last task done is %q, want add_note", m.LastTask)
	}
	say(t, e, "add a note")
	say(t, e, "what's my todo list")
	if m := e.moment(nil); !slices.Contains(m.Stack, "add_note") && e.sess.Agenda.Holds("add_note") {
		t.Errorf("the task waiting is not in the moment's stack: %+v (agenda %+v)", m.Stack, e.sess.Agenda)
	}
}

// "one more" after a note, in other words and typos: the note's title is
// asked afresh, nothing is written, and "Read as:" says another one.
func TestAnotherOneInOtherWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"1 more pls", "anuther one", "onemore", "ANOTHER ONE PLS", "and another note",
		"yeah another one please", "one more note thx", "ok another", "another one", "annother",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := keptNotes(t)
			say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes")
			notes := len(e.sess.Notes)
			say(t, e, line)
			r := rec.replies()
			if len(r) == 0 || !strings.Contains(r[len(r)-1], "What is the note's title?") {
				t.Errorf("%q: the note's title is not asked:\n%s", line, strings.Join(r, "\n"))
			}
			if p.CallsOf("add_note") != 1 {
				t.Errorf("%q: a note was written without a yes", line)
			}
			if !notesHold(e, notes, "start_task(add_note, another)") {
				t.Errorf("%q: not read as another one: %v", line, e.sess.Notes[notes:])
			}
		})
	}
	// one more thing is no note
	e, rec, p := keptNotes(t)
	say(t, e, "add a note called milk saying buy milk", "ada", "1815", "yes", "one more thing")
	if r := rec.replies(); strings.Contains(r[len(r)-1], "What is the note's title?") || p.CallsOf("add_note") != 1 {
		t.Errorf("\"one more thing\" started a note:\n%s", strings.Join(r, "\n"))
	}
}

// notesHold reports a note from the n-th on that says s.
func notesHold(e *Engine, n int, s string) bool {
	for _, x := range e.sess.Notes[n:] {
		if strings.Contains(x.Text, s) {
			return true
		}
	}
	return false
}

// A place in the list shown, in other words: the item at that place is
// read or asked to be deleted, never taken as a title.
func TestPlaceInTheListInOtherWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, tool, title string }{
		{"read #1", "get_note", "shopping"},
		{"open number two", "get_note", "work"},
		{"show the 2nd note pls", "get_note", "work"},
		{"can u open the 2nd one", "get_note", "work"},
		{"OPEN THE FIRST ONE", "get_note", "shopping"},
		{"the final one", "get_note", "work"},
		{"uh the secnd one", "get_note", "work"},
		{"delete number 1", "delete_note", "shopping"},
		{"remove the 2nd one", "delete_note", "work"},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := listedNotes(t)
			n := len(rec.replies())
			notes := len(e.sess.Notes)
			say(t, e, c.line)
			got := strings.Join(rec.replies()[n:], "\n")
			switch c.tool {
			case "delete_note":
				ap, ok := e.PendingApproval()
				if !ok || ap.Tool != "delete_note" || ap.Args["title"] != c.title || p.CallsOf("delete_note") != 0 {
					t.Errorf("%q: want delete_note title=%q asked first, got %+v:\n%s", c.line, c.title, ap, got)
				}
			default:
				if p.CallsOf("get_note") != 1 || !strings.Contains(got, map[string]string{"shopping": "buy milk", "work": "finish report"}[c.title]) {
					t.Errorf("%q: want the note %q read:\n%s", c.line, c.title, got)
				}
			}
			if !notesHold(e, notes, "its place in the list shown") {
				t.Errorf("%q: the place is not said read: %v", c.line, e.sess.Notes[notes:])
			}
		})
	}
}

// A request said instead at a question drops the task in hand and runs,
// in both domains; a value of the task in hand said instead is its value.
func TestRequestSaidInsteadInOtherWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{
		"wait, what notes do i have instead",
		"OK LIST MY NOTES INSTEAD",
		"hmm show me all my notes instead pls",
		"um what's on my todo list instead thanks",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", "read my note")
			say(t, e, line)
			if p.CallsOf("list_notes") != 1 || p.CallsOf("get_note") != 0 {
				t.Fatalf("%q at the title question: not listed, or taken as a title: %q", line, rec.replies())
			}
			if e.sess.Agenda.Holds("read_note") {
				t.Errorf("%q: the dropped read_note is still on the stack", line)
			}
		})
	}
	for _, line := range []string{
		"hmm whats my balance instead",
		"actually just show me my balance instead pls",
	} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := bankEngine(t)
			say(t, e, "seldo", "monkey")
			say(t, e, "send money to 1234324")
			say(t, e, line)
			r := strings.Join(rec.replies(), "\n")
			if _, ok := e.PendingApproval(); ok || e.sess.Agenda.Holds("transfer_money") || e.sess.Speaker == "transfer_money" {
				t.Errorf("%q at the amount question: the transfer is still in hand:\n%s", line, r)
			}
			if strings.Contains(r, "couldn't take") {
				t.Errorf("%q taken for the amount:\n%s", line, r)
			}
		})
	}
}
