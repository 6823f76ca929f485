package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestTextAnswerLeadIn: at "What should the note say?", the words that
// introduce the text are not the text (round 17's n02): "no, the text
// should say X" gives X. A text that opens with its own verb keeps it.
func TestTextAnswerLeadIn(t *testing.T) {
	note, todo, _ := noteAgents()
	cases := []struct {
		a    *agents.Agent
		text string
		want string
	}{
		{note, "no, the text should say dentist wed 3pm", "dentist wed 3pm"},
		{note, "it should read: pick up the cake at 4", "pick up the cake at 4"},
		{note, "make it say call the plumber friday", "call the plumber friday"},
		{note, "just put gym at 7", "gym at 7"},
		{note, "oh sorry, the note is: buy milk", "buy milk"},
		{note, "nah I want it to say renew the rego by march", "renew the rego by march"},
		{todo, "just write water the plants", "water the plants"},
		// the text's own words stay
		{note, "put the bins out wed", "put the bins out wed"},
		{note, "it should be sunny on saturday", "it should be sunny on saturday"},
		{note, "write to grandma about the party", "write to grandma about the party"},
		{note, "the text is wrong", "the text is wrong"},
	}
	for _, c := range cases {
		asked := "text"
		if c.a == todo {
			asked = "todo"
		}
		got := agents.Extract(c.a, c.text, asked)[asked]
		if got != c.want {
			t.Errorf("%s at %s: %q: got %q, want %q", c.a.Name, asked, c.text, got, c.want)
		}
	}
}

// TestTextWrittenDown: a note's text said right after "jot down" with the
// title marked after it is the text whole, its day and time included
// (round 17's n02).
func TestTextWrittenDown(t *testing.T) {
	note, _, _ := noteAgents()
	cases := []struct {
		text string
		want map[string]string
	}{
		{"jot down: dentist tues 3pm, title dentist", map[string]string{"title": "dentist", "text": "dentist tues 3pm"}},
		{"write down dentist tues 3pm, title dentist", map[string]string{"title": "dentist", "text": "dentist tues 3pm"}},
		{"note down vet on friday at 10am titled vet", map[string]string{"title": "vet", "text": "vet on friday at 10am"}},
		{"pls jot this down - parents evening thursday 6pm, call it school", map[string]string{"title": "school", "text": "parents evening thursday 6pm"}},
		{"jot down that the boiler service is tues 8am, title boiler", map[string]string{"title": "boiler", "text": "the boiler service is tues 8am"}},
		{"make a note: haircut sat 9:30", map[string]string{"text": "haircut sat 9:30"}},
		{"jot down: bins go out every monday", map[string]string{"text": "bins go out every monday"}},
		// the note named after the lead-in, or no lead-in: left to the other readings
		{"jot down a note called gym", map[string]string{"title": "gym"}},
		{"add a note", map[string]string{}},
	}
	for _, c := range cases {
		if got := agents.Extract(note, c.text, ""); !maps.Equal(got, c.want) {
			t.Errorf("%q: got %v, want %v", c.text, got, c.want)
		}
	}
}
