package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/understand"
)

// The reader reads three follow-ups from its context (R50, §16; issue 24,
// code26), so that the loop runs commands and never reads the text again:
// another one of the last task, a place in the list shown, and a request
// said "instead" at a question.

func notesReader(t *testing.T) (*understand.Reader, *agents.Domain) {
	t.Helper()
	d := exampleDomain(t, "../../examples/notes/notes.yaml", notesServer())
	r, err := understand.New(d)
	if err != nil {
		t.Fatal(err)
	}
	return r, d
}

// "one more pls" right after a note is another note: start_task(add_note,
// another), in other words and typos too; never with words of its own,
// with a task waiting, at a question, or after a task that writes nothing.
func TestReaderAnotherOfTheLastTask(t *testing.T) {
	r, _ := notesReader(t)
	for _, text := range []string{
		"one more pls", "another one", "and another", "anotha one", "1 more please",
		"ok one more", "another note", "and a new one", "ANOTHER ONE PLS", "one more note thx",
		"annother", "yeah another one please",
	} {
		rd := r.Read(text, understand.Moment{LastTask: "add_note"})
		if len(rd.Commands) != 1 || rd.Commands[0].Kind != agents.CmdStartTask || rd.Commands[0].Agent != "add_note" ||
			rd.Commands[0].Scope != understand.ScopeAnother || !rd.Sure {
			t.Errorf("%q after a note: %s, want start_task(add_note, another)", text, agents.Commands(rd.Commands, nil))
		}
		if got := rd.Commands[0].String(); got != "start_task(add_note, another)" {
			t.Errorf("%q shown as %s", text, got)
		}
	}
	for _, c := range []struct {
		text string
		m    understand.Moment
	}{
		{"one more thing", understand.Moment{LastTask: "add_note"}},
		{"another transfer", understand.Moment{LastTask: "add_note"}},
		{"one more pls", understand.Moment{LastTask: "list_notes"}},
		{"one more pls", understand.Moment{}},
		{"one more pls", understand.Moment{LastTask: "add_note", Stack: []string{"read_note"}}},
		{"one more pls", understand.Moment{LastTask: "add_note", At: understand.AtSlot, Agent: "read_note", Slot: "title", Speaker: "read_note"}},
	} {
		rd := r.Read(c.text, c.m)
		for _, cmd := range rd.Commands {
			if cmd.Scope == understand.ScopeAnother {
				t.Errorf("%q with %+v read as another one: %s", c.text, c.m, agents.Commands(rd.Commands, nil))
			}
		}
	}
}

// A place in the list shown is its item: "open the second one" after
// "shopping, work, gym" reads "open work"; the reading says where.
func TestReaderPlaceInTheListShown(t *testing.T) {
	r, _ := notesReader(t)
	list := []string{"shopping", "work", "gym"}
	for _, c := range []struct{ text, item, said string }{
		{"open the second one", "work", "the second one"},
		{"the last one", "gym", "the last one"},
		{"number 3", "gym", "number 3"},
		{"delete the frist one", "shopping", "the frist one"},
		{"read #2", "work", "#2"},
		{"2nd pls", "work", "2nd"},
		{"second to last", "work", "second to last"},
		{"show me the thrid note", "gym", "the thrid note"},
		{"can u open number two", "work", "number two"},
		{"ok the first one then", "shopping", "the first one"},
	} {
		rd := r.Read(c.text, understand.Moment{LastList: list})
		if rd.Place == nil || rd.Place.Item != c.item || c.text[rd.Place.From:rd.Place.To] != c.said {
			t.Errorf("%q after the list: place %+v, want %q for %q", c.text, rd.Place, c.item, c.said)
			continue
		}
		for _, cmd := range rd.Commands {
			for _, v := range cmd.Values {
				if strings.Contains(strings.ToLower(v), "second") || strings.Contains(strings.ToLower(v), "last") {
					t.Errorf("%q: the place read as a value: %s", c.text, agents.Commands(rd.Commands, nil))
				}
			}
		}
	}
	for _, c := range []struct {
		text string
		m    understand.Moment
	}{
		{"first time here, open a note", understand.Moment{LastList: list}},
		{"number 9", understand.Moment{LastList: list}},
		{"the second one", understand.Moment{}},
		{"the second one", understand.Moment{LastList: list, At: understand.AtPlan}},
	} {
		if rd := r.Read(c.text, c.m); rd.Place != nil {
			t.Errorf("%q with %+v: place %+v, want none", c.text, c.m, rd.Place)
		}
	}
	// the bank: the accounts shown
	br, err := understand.New(bank.Domain())
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ text, item string }{
		{"whats the balance of the second one", "Savings"},
		{"the first one", "Checking"},
		{"the last one pls", "Savings"},
	} {
		rd := br.Read(c.text, understand.Moment{LastList: []string{"Checking", "Savings"}})
		if rd.Place == nil || rd.Place.Item != c.item {
			t.Errorf("bank: %q after the accounts: place %+v, want %s", c.text, rd.Place, c.item)
		}
	}
}

// A request said "instead" at a question is cancel(current) then another
// task's start_task with its own words; a value of the task in hand, a
// choice or nothing is no request.
func TestReaderRequestSaidInsteadAtAQuestion(t *testing.T) {
	r, d := notesReader(t)
	at := moment(t, "slot:title", d)
	at.Agent, at.Speaker = "read_note", "read_note"
	for _, c := range []struct{ text, agent, words string }{
		{"hmm whats on my todo list instead", "list_notes", "whats on my todo list"},
		{"um, show me my todo list instead", "list_notes", "show me my todo list"},
		{"list my notes instead please", "list_notes", "list my notes"},
		{"oh what notes have i got instead?", "list_notes", "what notes have i got"},
		{"actually whats on my list instead then", "list_notes", "whats on my list"},
		{"show all my notes insted", "", ""},
		{"wait, what notes do i have instead", "list_notes", "what notes do i have"},
	} {
		rd := r.Read(c.text, at)
		got, words := "", ""
		if len(rd.Commands) == 2 && rd.Commands[0].Kind == agents.CmdCancel && rd.Commands[0].Scope == "current" &&
			rd.Commands[0].Reason == understand.ReasonInstead {
			got, words = rd.Commands[1].Agent, rd.Commands[1].Text
		}
		if got != c.agent || words != c.words {
			t.Errorf("%q at the title question: %s (%q), want start_task(%s) with %q", c.text, agents.Commands(rd.Commands, nil), words, c.agent, c.words)
		}
	}
	add := moment(t, "slot:title", d)
	add.Agent, add.Speaker = "add_note", "add_note"
	for _, text := range []string{"gifts instead of cash", "nothing instead", "the other one instead"} {
		for _, cmd := range r.Read(text, add).Commands {
			if cmd.Kind == agents.CmdCancel && cmd.Reason == understand.ReasonInstead {
				t.Errorf("%q at the title question read as a request instead: %s", text, agents.Commands(r.Read(text, add).Commands, nil))
			}
		}
	}
	// the bank: at the amount question of a transfer
	br, err := understand.New(bank.Domain())
	if err != nil {
		t.Fatal(err)
	}
	bm := moment(t, "slot:amount", bank.Domain())
	bm.Speaker = bm.Agent
	for _, c := range []struct{ text, agent string }{
		{"hmm whats my balance instead", "account_balance"},
		{"just show me my balance instead pls", "account_balance"},
		{"from savings instead", ""},
		{"make it 60 instead", ""},
	} {
		rd := br.Read(c.text, bm)
		got := ""
		if len(rd.Commands) == 2 && rd.Commands[0].Reason == understand.ReasonInstead {
			got = rd.Commands[1].Agent
		}
		if got != c.agent {
			t.Errorf("bank: %q at the amount question: %s, want %q", c.text, agents.Commands(rd.Commands, nil), c.agent)
		}
	}
}
