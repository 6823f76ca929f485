package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/understand"
)

// A skip or an edit at a plan names its step (R50's skip_step(n)), said
// as a number, an ordinal or a number word; the step's number is no
// unused value. Before, every one was skip_step(0), and "2nd" was unused.
func TestPlanStepNumbers(t *testing.T) {
	r := readers(t)["bank"]
	m := moment(t, "plan", bank.Domain())
	for _, c := range []struct {
		text string
		kind agents.CommandKind
		n    int
	}{
		{"skip the first bit", agents.CmdSkipStep, 1},
		{"pls leave out the 2nd part", agents.CmdSkipStep, 2},
		{"drop step three", agents.CmdSkipStep, 3},
		{"dont do #2", agents.CmdSkipStep, 2},
		{"skip the 3rd one", agents.CmdSkipStep, 3},
		{"change step 2 to check my savings", agents.CmdEditStep, 2},
	} {
		rd := r.Read(c.text, m)
		if len(rd.Commands) == 0 || rd.Commands[0].Kind != c.kind || rd.Commands[0].N != c.n {
			t.Errorf("%q at a plan: %v, want %s(%d)", c.text, rd.Commands, c.kind, c.n)
			continue
		}
		for _, cmd := range rd.Commands {
			if cmd.Kind == agents.CmdUnused {
				t.Errorf("%q at a plan: the step's number is reported unused: %v", c.text, rd.Commands)
			}
		}
	}
	if rd := r.Read("change step 2 to check my savings", m); rd.Commands[0].Text != "check my savings" {
		t.Errorf("edit_step's text: %q, want the new step alone", rd.Commands[0].Text)
	}
}

// `concierge read --at approval` reads as the loop does: the moment has
// the transfer pending, so a new amount said bare is a correction of it,
// not a word left unused.
func TestApprovalMomentHasPendingCall(t *testing.T) {
	r := readers(t)["bank"]
	m, err := understand.ParseMoment("approval", bank.Domain())
	if err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"actually make it 45", "hmm no, 75", "make that 120 instead", "oh wait, 60 is what i meant", "lets do 35"} {
		rd := r.Read(text, m)
		if !hasValue(rd.Commands, agents.CmdCorrectValue, "amount") {
			t.Errorf("%q at an approval: %v, want correct_value(amount=…)", text, rd.Commands)
		}
	}
}

// The fixed cue check of a money role (R51) takes "to" after a change
// word as the new amount ("change it to 45"), and keeps "send it to 45"
// as a place the money goes, which disagrees with an amount.
func TestAmountAfterChangeTo(t *testing.T) {
	r := readers(t)["bank"]
	m := moment(t, "approval", bank.Domain())
	for _, text := range []string{"change it to 45", "bump it up to 250", "lower the amount to 30", "can you set that to 80 dollars", "reduce to 15"} {
		rd := r.Read(text, m)
		if !hasValue(rd.Commands, agents.CmdCorrectValue, "amount") || rd.Doubt != "" && rd.Doubt != "unsure of the act" {
			t.Errorf("%q at an approval: %v (%s), want a sure correct_value(amount=…)", text, rd.Commands, rd.Doubt)
		}
	}
	if rd := r.Read("send it to 45", m); rd.Sure {
		t.Errorf(`"send it to 45" is sure of %v: the words around 45 say it is where money goes`, rd.Commands)
	}
}

func hasValue(cs []agents.Command, kind agents.CommandKind, slot string) bool {
	for _, c := range cs {
		if c.Kind == kind && c.Slot == slot {
			return true
		}
	}
	return false
}
