package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

func TestParseCorpus(t *testing.T) {
	src := `# a comment
== family: fix-amount
@at approval
correct_value :: wait, make that [20](amount)
cancel(all) + start_task(stock_lookup) :: never mind, what's [AAPL](company) at
== family: other
approve(session) :: yes [for this session]
`
	exs, err := understand.ParseCorpus("corpus/generic/x.txt", src)
	if err != nil {
		t.Fatal(err)
	}
	if len(exs) != 3 {
		t.Fatalf("%d examples", len(exs))
	}
	e := exs[0]
	if e.Domain != "generic" || e.Family != "fix-amount" || e.At != "approval" || e.Line != 4 {
		t.Errorf("first example: %+v", e)
	}
	if e.Text != "wait, make that 20" || len(e.Marks) != 1 || e.Marks[0].Slot != "amount" || e.Text[e.Marks[0].From:e.Marks[0].To] != "20" {
		t.Errorf("marks: %q %+v", e.Text, e.Marks)
	}
	if got := exs[1].Labels; len(got) != 2 || got[0] != (understand.Label{Kind: agents.CmdCancel, Arg: "all"}) || got[1].Arg != "stock_lookup" {
		t.Errorf("labels: %v", got)
	}
	// a new family starts at none; a bracket that marks nothing is text
	if exs[2].At != "none" || exs[2].Text != "yes [for this session]" || exs[2].Labels[0].Arg != "session" {
		t.Errorf("third: %+v", exs[2])
	}
}

func TestParseCorpusErrors(t *testing.T) {
	for src, want := range map[string]string{
		"cancel(all) never mind":    `no " :: "`,
		"dance :: hi":               "unknown command",
		"@at lunch\ncancel :: stop": "unknown moment",
		"@at slot\nset_value :: 5":  "unknown moment",
		"start_task :: hi":          "needs its agent",
		"set_value :: [](amount)":   "a mark needs",
		"cancel(all :: x":           "no closing",
		"==\ncancel :: x":           "a family needs a name",
		"set_value ::    ":          `no " :: "`,
	} {
		_, err := understand.ParseCorpus("corpus/bank/t.txt", src)
		if err == nil || !strings.Contains(err.Error(), want) || !strings.HasPrefix(err.Error(), "corpus/bank/t.txt:") {
			t.Errorf("%q: %v, want %q at FILE:LINE", src, err, want)
		}
	}
}

// The shared corpus reads, and every slot and agent it names exists.
func TestCorpusNamesRealSlotsAndAgents(t *testing.T) {
	exs := corpus(t)
	doms := builtins()
	for _, ex := range exs {
		for _, l := range ex.Labels {
			if l.Kind == agents.CmdStartTask && agentIn(doms, l.Arg) == nil {
				t.Errorf("%s:%d: no agent %s", ex.File, ex.Line, l.Arg)
			}
		}
		for _, mk := range ex.Marks {
			if !slotIn(doms, mk.Slot) {
				t.Errorf("%s:%d: no slot %s", ex.File, ex.Line, mk.Slot)
			}
		}
	}
}

func agentIn(ds []*agents.Domain, name string) *agents.Agent {
	for _, d := range ds {
		if a := d.Agent(name); a != nil {
			return a
		}
	}
	return nil
}

func slotIn(ds []*agents.Domain, name string) bool {
	for _, d := range ds {
		for _, a := range d.Agents {
			if a.Slot(name) != nil {
				return true
			}
		}
	}
	return false
}
