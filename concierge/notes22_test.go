package concierge

import (
	"strings"
	"testing"
)

// Issue 24 (notes22), kind 1: the approval of a domain file's tool reads
// as a sentence, never led by the tool's name: the notes domain's
// summary: templates, a to-do by its words, a delete said so.
func TestNotesApprovalReadsAsASentence(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		lines []string
		want  string
	}{
		{[]string{"add a note titled bread saying buy bread"}, `Add a note titled "bread" saying "buy bread"?`},
		{[]string{"jot this down: call the plumber, call it house"}, `Add a note titled "house" saying "call the plumber"?`},
		{[]string{"remind me to water the ferns"}, `Put "water the ferns" on your to-do list?`},
		{[]string{"add a todo", "book flights for may"}, `Put "book flights for may" on your to-do list?`},
		{[]string{"add a note titled gym saying legs", "yes", "delete the note gym"}, `Delete the note "gym" for good?`},
	} {
		e, rec, p := keptNotes(t)
		say(t, e, "ada 1815")
		say(t, e, c.lines...)
		ap, ok := e.PendingApproval()
		if !ok || ap.Summary != c.want || !strings.HasSuffix(rec.lastReply(), c.want) {
			t.Errorf("%q: want %q asked, got %q:\n%s", c.lines, c.want, ap.Summary, strings.Join(rec.replies(), "\n"))
		}
		if p.CallsOf("add_note")+p.CallsOf("delete_note") > len(c.lines)-1 {
			t.Errorf("%q: a call ran before its yes", c.lines)
		}
	}
}

// Issue 24 (notes22), kind 2: a list narrowed by a word lists only the
// notes it names, to-dos by their readable titles; nothing matching is
// said, with the whole list offered; a plain list is whole.
func TestNotesListNarrowedByAWord(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want, not string }{
		{"what's on my to-do list", "buy milk", "work"},
		{"whats on my todo list", "buy milk", "shopping"},
		{"my todos", "buy milk", "todo/"},
		{"anything about shopping", "shopping list", "buy milk"},
		{"list the notes about shoping", "shopping list", "work"},
		{"list notes about the dentist", "Nothing matches", "buy milk"},
		{"list my notes", "todo/buy milk, work, shopping list", "Matching"},
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815", "remind me to buy milk", "yes", "add a note titled work saying finish report", "yes",
			"add a note titled shopping list saying eggs", "yes")
		say(t, e, c.line)
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(rec.lastReply()+lastButOne(rec), c.want) || strings.Contains(lastButOne(rec)+rec.lastReply(), c.not) {
			t.Errorf("%q: want %q and not %q:\n%s", c.line, c.want, c.not, got)
		}
	}
}

// lastButOne is the reply before the last: the list, before "anything else?".
func lastButOne(rec *recorder) string {
	r := rec.replies()
	if len(r) < 2 {
		return ""
	}
	return r[len(r)-2]
}

// Issue 24 (notes22), kind 3: a question whether something can be done
// is answered and starts nothing, in both domains; a request said
// politely still starts.
func TestCanIQuestionsStartNothing(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, want string }{
		{"can i delete notes?", "Yes, I can delete a note, one at a time"},
		{"could I remove notes", "Yes, I can delete a note, one at a time"},
		{"is it possible to delete a note", "Yes, I can delete a note"},
		{"is there a way to delete notes?", "Yes, I can delete a note"},
		{"do you let me delete notes", "Yes, I can delete a note"},
		{"cn i delete notes", "Yes, I can delete a note"},
		{"am i able to add notes", "Yes, I can write a note"},
		{"is it possible to edit a note", "can't edit notes"},
		{"can you share notes", "can't share notes"},
	} {
		e, rec, p := keptNotes(t)
		say(t, e, c.line)
		if got := rec.lastReply(); !strings.Contains(got, c.want) || e.Session().Speaker != "" || len(p.Calls()) != 0 {
			t.Errorf("%q: want %q and nothing started, got speaker %q, %q", c.line, c.want, e.Session().Speaker, got)
		}
	}
	for _, line := range []string{"is it possible to send money", "am i able to look up stocks"} {
		e, rec := newBank(t, nil)
		say(t, e, line)
		if got := rec.lastReply(); !strings.Contains(got, ": Yes, I can") || e.Session().Speaker != "" {
			t.Errorf("bank %q: want it answered, nothing started: %q (speaker %q)", line, got, e.Session().Speaker)
		}
	}
	for _, line := range []string{"can i add a note", "can i delete the shopping note"} {
		e, _, _ := keptNotes(t)
		say(t, e, line)
		if e.Session().Speaker == "" {
			t.Errorf("%q: a request said politely started nothing", line)
		}
	}
	e, _ := newBank(t, nil)
	say(t, e, "can i check my balance")
	if e.Session().Speaker == "" {
		t.Error("'can i check my balance' started nothing")
	}
}

// Issue 24 (notes22), kind 4: a change of a note's text in other words,
// an add said as "one more …", and a trailing "instead" never in a title.
func TestNotesEditsAndAddsInOtherWords(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"change it to read call bob", "edit it to say call bob", "can you change the text to call bob", "pls change it so it says call bob"} {
		e, rec, p := keptNotes(t)
		say(t, e, "ada 1815", "add a note titled work saying finish report", "yes", line)
		if ap, ok := e.PendingApproval(); !ok || ap.Args["text"] != "call bob" || p.CallsOf("get_note") != 0 {
			t.Errorf("%q: want a note saying call bob asked, got %v:\n%s", line, ap.Args, strings.Join(rec.replies(), "\n"))
		}
	}
	e, rec, p := keptNotes(t)
	say(t, e, "ada 1815", "add a note titled work saying finish report", "yes", "read the note work", "change it to read call bob")
	if got := rec.lastReply(); !strings.Contains(got, "can't change what is already saved") || p.CallsOf("get_note") != 1 {
		t.Errorf("after a read: %q", got)
	}
	for _, c := range []struct{ line, want string }{
		{"one more to-do: call dad", "call dad"},
		{"another: wash the car", "wash the car"},
		{"one more thing - pay rent", "pay rent"},
		{"and another todo pick up kids", "pick up kids"},
	} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815", "remind me to buy milk", "yes", c.line)
		if ap, ok := e.PendingApproval(); !ok || ap.Args["title"] != "todo/"+c.want {
			t.Errorf("%q: want the to-do %q asked, got %v:\n%s", c.line, c.want, ap.Args, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"read the note called work instead", "read the note called work then", "open the note titled work pls", "read the note work please"} {
		e, rec, _ := keptNotes(t)
		say(t, e, "ada 1815", "add a note titled work saying finish report", "yes", line)
		if got := strings.Join(rec.replies(), "\n"); !strings.Contains(got, "finish report") || strings.Contains(got, `"work `) {
			t.Errorf("%q: want the note work read:\n%s", line, got)
		}
	}
}

// Issue 24 (notes22), kind 5: two ordinary words at "Whose notes?" that
// name a note or ask for one are no owner and PIN: never tried, never
// masked, kept for the note that waits; a real pair still is.
func TestThingAtOwnerQuestionIsNoSignIn(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"shopping list", "work stuff", "meeting notes", "grocery list", "the shopping", "birthday ideas"} {
		e, rec, p := keptNotes(t)
		say(t, e, "read a note", line)
		got := strings.Join(rec.replies(), "\n")
		if p.CallsOf("unlock") != 0 || strings.Contains(got, "••••••") || strings.Contains(e.Session().Messages[len(e.Session().Messages)-2].Text, "••••••") {
			t.Errorf("%q: tried or masked as a sign-in:\n%s", line, got)
		}
		say(t, e, "ada", "1815")
		if w := strings.Fields(line)[0]; w != "the" && !strings.Contains(strings.Join(rec.replies(), "\n"), "no note titled") && p.CallsOf("get_note") != 1 {
			t.Errorf("%q: not kept for the note that waits:\n%s", line, strings.Join(rec.replies(), "\n"))
		}
	}
	for _, line := range []string{"stock prices", "my balance"} {
		e, rec := newBank(t, nil)
		say(t, e, "check my balance", line)
		if got := strings.Join(rec.replies(), "\n"); strings.Contains(got, "••••••") || strings.Contains(got, "together") {
			t.Errorf("bank %q: read as a username and password:\n%s", line, got)
		}
		for _, m := range e.Session().Messages {
			if strings.Contains(m.Text, "••••••") {
				t.Errorf("bank %q: stored masked: %q", line, m.Text)
			}
		}
	}
	for _, line := range []string{"ada 1815", "mark sunshine", "seldo monkey"} {
		e, rec, _ := keptNotes(t)
		say(t, e, "read a note", line)
		for _, w := range strings.Fields(line) {
			if containsIn(rec.replies(), w) && w != "ada" {
				t.Errorf("%q: %q shown:\n%s", line, w, strings.Join(rec.replies(), "\n"))
			}
		}
		for _, m := range e.Session().Messages {
			if strings.Contains(m.Text, strings.Fields(line)[1]) {
				t.Errorf("%q: the second word stored: %q", line, m.Text)
			}
		}
	}
}
