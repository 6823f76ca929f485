package offline

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestListQuestion: a question about what there is, in words no agent
// declares ("which notes have I got"), goes to the agent whose examples
// ask it; a request that is no such question, or one two agents ask
// alike, goes nowhere by this rule.
func TestListQuestion(t *testing.T) {
	list := &agents.Agent{Name: "list_notes", Examples: []string{"list my notes", "what notes do I have", "show all notes", "what's on my todo list", "show my todo list"}}
	read := &agents.Agent{Name: "read_note", Examples: []string{"read a note", "show me a note"}}
	add := &agents.Agent{Name: "add_note", Examples: []string{"add a note", "write a note"}}
	among := []*agents.Agent{add, list, read}
	o := New(&agents.Domain{Name: "notes", Agents: among})
	for _, text := range []string{"which notes have i got", "any notes saved?", "so what have i got on my todo list", "how many notes are there"} {
		if got := o.byListQuestion(text, among); got != list {
			t.Errorf("byListQuestion(%q) = %v, want list_notes", text, got)
		}
	}
	for _, text := range []string{"the garden note please", "add a note", "which is cheaper"} {
		if got := o.byListQuestion(text, among); got != nil {
			t.Errorf("byListQuestion(%q) = %s, want none", text, got.Name)
		}
	}
}
