package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestTitleNamedInRequest: a title said beside its thing's noun, in
// quotes or as a path is the title of the agent's own request (R50,
// issue 24); words that describe the note or say how to read it are not,
// and another agent's request names no title of this one.
func TestTitleNamedInRequest(t *testing.T) {
	note, _, read := noteAgents()
	read.Examples = append(read.Examples, "show me a note")
	cases := []struct {
		a     *agents.Agent
		text  string
		asked string
		want  map[string]string
	}{
		{read, "can you read the Holiday note out to me?", "", map[string]string{"title": "Holiday"}},
		{read, "open my book club note", "", map[string]string{"title": "book club"}},
		{read, "please show me the note Trip plans", "", map[string]string{"title": "Trip plans"}},
		{read, `read "pasta recipes" please`, "", map[string]string{"title": "pasta recipes"}},
		{read, "read list/groceries to me", "", map[string]string{"title": "list/groceries"}},
		{read, "open todo/fix the fence please", "", map[string]string{"title": "todo/fix the fence"}},
		{read, "read my work notes", "", map[string]string{"title": "work"}},
		{read, "the Dentist note", "title", map[string]string{"title": "Dentist"}},
		{read, "can I see my Taxes note?", "", map[string]string{"title": "Taxes"}},
		{read, "pull up the allotment note", "", map[string]string{"title": "allotment"}},
		{read, "what does my Taxes note say", "", map[string]string{"title": "Taxes"}},
		{read, "whats in the packing note", "", map[string]string{"title": "packing"}},
		{read, "read my note back to me", "", map[string]string{}},
		{read, "read the latest note", "", map[string]string{}},
		{read, "open a note", "", map[string]string{}},
		{note, "could you read the Holiday note back", "", map[string]string{}},
		{note, "add a note birthdays", "", map[string]string{}},
	}
	for _, c := range cases {
		if got := agents.Extract(c.a, c.text, c.asked); !maps.Equal(got, c.want) {
			t.Errorf("%s: Extract(%q, asked %q) = %v, want %v", c.a.Name, c.text, c.asked, got, c.want)
		}
	}
}

// TestTitleAfterItsName: at an approval, a no that names the title and
// then gives it ("wrong title, call it X", "the title, it's X") is the new
// title: the bare name of the slot, with nothing after it, gives way to
// the words that follow.
func TestTitleAfterItsName(t *testing.T) {
	note, _, _ := noteAgents()
	for _, text := range []string{
		"nah bad title, call it Weekly sync",
		"no, wrong title - name it Weekly sync",
		"that's the wrong title, it's Weekly sync",
		"title's wrong, it should be Weekly sync",
		"nope the title: should be Weekly sync",
		"no the title should read Weekly sync",
		"wrong one, rename to Weekly sync",
		"wrong name, should be Weekly sync",
		"the title is wrong. Weekly sync",
		"no - title: Weekly sync",
		"title should've been Weekly sync",
	} {
		if got := agents.Extract(note, text, ""); got["title"] != "Weekly sync" || len(got) != 1 {
			t.Errorf("Extract(%q) = %v, want the title Weekly sync only", text, got)
		}
	}
}

// TestCourtesyIsNoAnswer: thanks, a goodbye or praise at a free-text
// question is no value (a title, a to-do); a name with a word of its own
// is.
func TestCourtesyIsNoAnswer(t *testing.T) {
	note, todo, read := noteAgents()
	for _, c := range []struct {
		a     *agents.Agent
		asked string
	}{{read, "title"}, {note, "title"}, {todo, "todo"}} {
		for _, text := range []string{"Lovely, thanks! Bye.", "ok great, cheers", "perfect thank you so much", "that's all, goodbye", "hi there", "good morning to you too"} {
			if got := agents.Extract(c.a, text, c.asked); len(got) != 0 {
				t.Errorf("%s: Extract(%q, asked %s) = %v, want nothing", c.a.Name, text, c.asked, got)
			}
			if !agents.NoValue(text) {
				t.Errorf("NoValue(%q) = false", text)
			}
		}
	}
	if got := agents.Extract(note, "Thank you cards", "title"); got["title"] != "Thank you cards" {
		t.Errorf(`"Thank you cards" at the title question = %v, want the title`, got)
	}
	if agents.NoValue("Thank you cards") || agents.NoValue("4471B") {
		t.Error("a value read as no value")
	}
}

// TestRequestNounIsNoToDo: "add a note" read by the to-do list is no
// to-do "note": one word naming what a request asks for, with no place
// said after it, is left to the agent whose request it is; a to-do with
// its place ("put milk on my todo list") stays one.
func TestRequestNounIsNoToDo(t *testing.T) {
	_, todo, _ := noteAgents()
	for _, text := range []string{"add a note", "add a reminder", "add an entry", "please add a task"} {
		if got := agents.Extract(todo, text, ""); len(got) != 0 {
			t.Errorf("Extract(%q) = %v, want nothing", text, got)
		}
	}
	for text, want := range map[string]string{"put milk on my todo list": "milk", "add a todo: notes": "notes", "add to my to-do list: call the bank": "call the bank"} {
		if got := agents.Extract(todo, text, "")["todo"]; got != want {
			t.Errorf("Extract(%q) = %q, want %q", text, got, want)
		}
	}
}
