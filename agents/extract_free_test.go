package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// noteAgents are a domain file's note taker and to-do list, as
// agents/domainfile builds them from examples/notes/notes.yaml.
func noteAgents() (note, todo, read *agents.Agent) {
	note = &agents.Agent{Name: "add_note", Title: "Note taker", Intro: "Write a note down",
		Examples: []string{"add a note", "write a note", "note down", "make a note"},
		Slots: []agents.Slot{
			{Name: "title", Label: "title", Kind: agents.KindText, Cues: []string{"title"}},
			{Name: "text", Label: "text", Kind: agents.KindText, Long: true, Cues: []string{"text"}},
		}}
	todo = &agents.Agent{Name: "add_todo", Title: "To-do list", Intro: "Put something on your to-do list",
		Examples: []string{"add a todo", "add a to-do", "put it on my todo list", "add to my to-do list"},
		Slots:    []agents.Slot{{Name: "todo", Label: "todo", Kind: agents.KindText, Long: true, Cues: []string{"todo"}}}}
	read = &agents.Agent{Name: "read_note", Title: "Note reader", Intro: "Read a note back",
		Examples: []string{"read a note", "read my note", "open a note"},
		Slots:    []agents.Slot{{Name: "title", Label: "title", Kind: agents.KindText, Cues: []string{"title"}}}}
	return note, todo, read
}

// TestExtractFreeText: a free-text slot takes the whole span the user
// gave it, after its marker or between the request's words and where it
// goes; a title after "titled", "called", "named" up to the next break.
func TestExtractFreeText(t *testing.T) {
	note, todo, read := noteAgents()
	cases := []struct {
		a     *agents.Agent
		text  string
		asked string
		want  map[string]string
	}{
		{note, "new note, title: garden plans, text: plant tomatoes and basil", "", map[string]string{"title": "garden plans", "text": "plant tomatoes and basil"}},
		{note, "write down a note titled films saying watch the new bond movie", "", map[string]string{"title": "films", "text": "watch the new bond movie"}},
		{note, "make a note called shopping that says eggs, flour and sugar", "", map[string]string{"title": "shopping", "text": "eggs, flour and sugar"}},
		{note, "add a note named gym with the text legs on monday", "", map[string]string{"title": "gym", "text": "legs on monday"}},
		{note, `add a note saying "sorry I missed you", titled bob`, "", map[string]string{"title": "bob", "text": "sorry I missed you"}},
		{note, "write a note car - book the service before june", "", map[string]string{"title": "car", "text": "book the service before june"}},
		{note, "add a note: bills: pay the water bill", "", map[string]string{"title": "bills", "text": "pay the water bill"}},
		{note, "jot a note saying the title of the book is wrong", "", map[string]string{"text": "the title of the book is wrong"}},
		{note, "write a note called wifi", "", map[string]string{"title": "wifi"}},
		{note, "make a note called camping: tent, stove, matches", "", map[string]string{"title": "camping", "text": "tent, stove, matches"}},
		{note, "note down that the gutters need clearing in autumn", "", map[string]string{"text": "the gutters need clearing in autumn"}},
		{note, "add a note birthdays", "", map[string]string{}},
		{note, "add a todo", "", map[string]string{}},
		{note, "write a note", "", map[string]string{}},
		// a correction word inside the text is the text's
		{note, "add a note titled mum saying sorry, I mean to call you back", "", map[string]string{"title": "mum", "text": "sorry, I mean to call you back"}},
		// asked for the text, the whole answer stays the value
		{note, "saying goodbye to the old house", "text", map[string]string{"text": "saying goodbye to the old house"}},
		{todo, "put pick up the kids at 3 on my todo list", "", map[string]string{"todo": "pick up the kids at 3"}},
		{todo, "can you add renew my passport to my to-do list", "", map[string]string{"todo": "renew my passport"}},
		{todo, "add to the todo list: feed the cat on friday", "", map[string]string{"todo": "feed the cat on friday"}},
		{todo, "new todo - email the landlord about the heating", "", map[string]string{"todo": "email the landlord about the heating"}},
		{todo, "add a to-do", "", map[string]string{}},
		{todo, "put it on my todo list", "", map[string]string{}},
		{todo, "list my notes", "", map[string]string{}},
		{todo, "yes", "", map[string]string{}},
		{read, "read my note called packing list", "", map[string]string{"title": "packing list"}},
		{read, "open the note named recipes please", "", map[string]string{"title": "recipes"}},
	}
	for _, c := range cases {
		got := agents.Extract(c.a, c.text, c.asked)
		if !maps.Equal(got, c.want) {
			t.Errorf("%s: Extract(%q, asked %q) = %v, want %v", c.a.Name, c.text, c.asked, got, c.want)
		}
	}
}

// TestFreeTextHolds: the words of a when inside a to-do are the to-do's.
func TestFreeTextHolds(t *testing.T) {
	_, todo, _ := noteAgents()
	vals := agents.Extract(todo, "put call the plumber on tuesday on my todo list", "")
	if !agents.FreeTextHolds(todo, vals, "on tuesday") {
		t.Errorf("values %v: %q not held", vals, "on tuesday")
	}
	if agents.FreeTextHolds(todo, vals, "on friday") {
		t.Errorf("values %v: %q held", vals, "on friday")
	}
}
