package understand_test

import (
	"fmt"
	"regexp"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// payroll is a domain written only for this test: its slots have names
// the corpus never uses, so the roles it gets are learned over kinds and
// cues, not names.
func payroll() *agents.Domain {
	return &agents.Domain{Name: "payroll-test", Agents: []*agents.Agent{{
		Name: "pay_contractor", Title: "Pay a contractor", Description: "Pays a contractor's invoice.",
		Examples: []string{"pay a contractor", "pay an invoice", "settle the invoice of a supplier"},
		Slots: []agents.Slot{
			{Name: "invoice_total", Label: "total", Kind: agents.KindMoney, Cues: []string{"pay", "total"}},
			{Name: "payee_ref", Label: "payee reference", Kind: agents.KindPattern, Pattern: regexp.MustCompile(`\b\d{6,9}\b`), Cues: []string{"to", "to payee"}},
		},
		Tools: []*agents.Tool{{Name: "pay", SideEffects: true}},
	}, {
		Name: "list_invoices", Title: "List invoices", Description: "Lists the open invoices.",
		Examples: []string{"list my invoices", "which invoices are open", "show the unpaid invoices"},
	}}}
}

func TestDomainFileGetsRolesAndTasks(t *testing.T) {
	m, err := understand.Builtin()
	if err != nil {
		t.Fatal(err)
	}
	r, err := understand.NewWith(m, payroll())
	if err != nil {
		t.Fatal(err)
	}
	rd := r.Read("pay $450 to 88812345", understand.Moment{})
	if len(rd.Commands) == 0 || rd.Commands[0].Kind != agents.CmdStartTask || rd.Commands[0].Agent != "pay_contractor" {
		t.Fatalf("read as %s", agents.Commands(rd.Commands, nil))
	}
	v := rd.Commands[0].Values
	if v["invoice_total"] != "450" || v["payee_ref"] != "88812345" {
		t.Errorf("values %v, want the total and the payee by their roles", v)
	}
}

// A domain file's agents train when it is loaded: R51 asks ≤ 50 ms for 50
// agents, NOT MET yet (≈ 80 ms on a shared machine); a ratchet at 150 ms.
// BenchmarkDomainTraining50 trains a domain file of 50 agents, as loading
// one does (R51: ≤ 50 ms); speed is measured by benchmarks, not asserted
// by tests (BENCHMARKS.md).
func BenchmarkDomainTraining50(b *testing.B) {
	m, err := understand.Builtin()
	if err != nil {
		b.Fatal(err)
	}
	for run := 0; b.Loop(); run++ {
		// a new name each time: the cache is by content
		d := &agents.Domain{Name: fmt.Sprintf("fifty-%d", run)}
		for i := 0; i < 50; i++ {
			d.Agents = append(d.Agents, &agents.Agent{Name: fmt.Sprintf("agent_%d_%d", run, i), Title: fmt.Sprintf("Task number %d", i),
				Description: fmt.Sprintf("Does the %dth kind of work for the user", i),
				Examples:    []string{fmt.Sprintf("do job %d", i), fmt.Sprintf("please run task %d now", i), fmt.Sprintf("I need the %d thing", i), fmt.Sprintf("start work item %d", i)}})
		}
		if _, err := understand.NewWith(m, d); err != nil {
			b.Fatal(err)
		}
	}
}
