package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// TestQuestionAboutTheListGivesNoValue (issue 24, notes24): a question
// about the things a long slot holds ("what todos do i have", "any to-dos
// left?") gives that slot no value, so it never starts an add; an add
// said with its verb or a label still does.
func TestQuestionAboutTheListGivesNoValue(t *testing.T) {
	todo := &agents.Agent{Name: "add_todo", Examples: []string{"add a todo", "add a to-do", "put it on my todo list", "remind me to do something"},
		Slots: []agents.Slot{{Name: "todo", Label: "Todo", Cues: []string{"todo"}, Kind: agents.KindText, Long: true, Question: "What is there to do?"}}}
	for _, text := range []string{"what todos do i have", "What to-dos do I have?", "any to-dos left?", "any todos left", "how many todos are there",
		"which todos are still open", "what todos have i got", "wat todos do i have lol", "so what todos are on my list?", "do i have any todos left"} {
		if got := agents.Extract(todo, text, ""); got["todo"] != "" {
			t.Errorf("Extract(%q) = %v, want no to-do", text, got)
		}
	}
	for text, want := range map[string]string{"add a todo to book the vet": "book the vet", "add todo: pay the gas bill": "pay the gas bill"} {
		if got := agents.Extract(todo, text, ""); got["todo"] != want {
			t.Errorf("Extract(%q) = %v, want %q", text, got, want)
		}
	}
}
