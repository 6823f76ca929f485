package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestTitleBeforeLabelledText: the words said right after a note's
// request and before its labelled text are the note's title (round 18);
// a request with no words there leaves the title to be asked.
func TestTitleBeforeLabelledText(t *testing.T) {
	note, _, _ := noteAgents()
	for text, want := range map[string]map[string]string{
		"add note Party, text: bring cake":                {"title": "Party", "text": "bring cake"},
		"new note Shopping saying eggs and milk":          {"title": "Shopping", "text": "eggs and milk"},
		"note Dentist that says call on monday":           {"title": "Dentist", "text": "call on monday"},
		"create a note Ideas with text: paint the fence":  {"title": "Ideas", "text": "paint the fence"},
		"please add a note Car Service, text: book it":    {"title": "Car Service", "text": "book it"},
		"make a quick note Gym - saying legs on thursday": {"title": "Gym", "text": "legs on thursday"},
		"add a note saying buy milk":                      {"text": "buy milk"},
		"write a note that says call mum":                 {"text": "call mum"},
	} {
		if got := agents.Extract(note, text, ""); !maps.Equal(got, want) {
			t.Errorf("Extract(%q) = %v, want %v", text, got, want)
		}
	}
}
