package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// Another one of the last task with values of its own is the reader's
// start_task(AGENT, another) with those values (issue 24, code28): "one
// more called eggs" after a note, where it read cannot_handle and the loop
// read the text again; never with a task waiting or at a question.
func TestReaderAnotherWithValues(t *testing.T) {
	r, _ := notesReader(t)
	for _, text := range []string{
		"one more called eggs", "another one titled gym", "and another called bills pls",
		"anotha one called milk", "a new one called dentist", "ONE MORE CALLED CAR",
	} {
		rd := r.Read(text, understand.Moment{LastTask: "add_note"})
		if len(rd.Commands) != 1 || rd.Commands[0].Kind != agents.CmdStartTask || rd.Commands[0].Agent != "add_note" ||
			rd.Commands[0].Scope != understand.ScopeAnother || len(rd.Commands[0].Values) == 0 {
			t.Errorf("%q after a note: %s, want start_task(add_note, title=…, another)", text, agents.Commands(rd.Commands, nil))
		}
		rd = r.Read(text, understand.Moment{LastTask: "add_note", Stack: []string{"add_note"}})
		if len(rd.Commands) == 1 && rd.Commands[0].Scope == understand.ScopeAnother {
			t.Errorf("%q with a task waiting: %s, want no other one", text, agents.Commands(rd.Commands, nil))
		}
	}
}
