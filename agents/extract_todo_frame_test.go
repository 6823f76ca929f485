package agents_test

import (
	"maps"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestToDoFrameBelongsToRequest: the "to" after a to-do's own word and a
// label naming the slot at its question are the request's words, never
// the thing to do (R50).
func TestToDoFrameBelongsToRequest(t *testing.T) {
	_, todo, _ := noteAgents()
	cases := []struct{ text, asked, want string }{
		{"add a todo to book the vet", "", "book the vet"},
		{"please add a to-do to ring the council about the bins", "", "ring the council about the bins"},
		{"new todo to renew the car tax", "", "renew the car tax"},
		{"add a todo to my list: water the ferns", "", "water the ferns"},
		{"todo: cancel netflix", "todo", "cancel netflix"},
		{"To-do - pick up the dry cleaning", "todo", "pick up the dry cleaning"},
		{"to do: email the school", "todo", "email the school"},
		{"go to the post office", "todo", "go to the post office"},
		{"note: buy stamps", "todo", "note: buy stamps"},
	}
	for _, c := range cases {
		got := agents.Extract(todo, c.text, c.asked)
		if want := map[string]string{"todo": c.want}; !maps.Equal(got, want) {
			t.Errorf("Extract(%q, asked %q) = %v, want %v", c.text, c.asked, got, want)
		}
	}
}
