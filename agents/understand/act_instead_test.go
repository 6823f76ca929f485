package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// A whole new request said "instead" at a question (issue 24, R50; round
// 21's tester: "send 30 to 7654321 instead" at the source question) is
// read as cancel(current) then start_task, the request's own words set
// apart on the start_task, so that the loop runs them without reading the
// text again; a logout said so carries its words too. Words before
// "instead" that are no request of their own set nothing apart.
func TestRequestSaidInsteadSetApart(t *testing.T) {
	rs := readers(t)
	doms := map[string]*agents.Domain{"bank": bank.Domain(), "insurance": insurance.Domain()}
	for _, c := range []struct{ dom, at, text, want string }{
		{"bank", "slot:account", "send 30 to 7654321 instead", "send 30 to 7654321"},
		{"bank", "slot:account", "transfer 40 to 1234324 instead.", "transfer 40 to 1234324"},
		{"bank", "slot:account", "i'll just transfer 60 to 1234324 instead", "i'll just transfer 60 to 1234324"},
		{"bank", "slot:account", "SEND 70 TO 1234324 INSTEAD", "SEND 70 TO 1234324"},
		{"bank", "slot:account", "pls send 12.50 to 7654321 instead now", "pls send 12.50 to 7654321"},
		{"bank", "username", "log me out instead", "log me out"},
		{"bank", "username", "sign me out instead", "sign me out"},
		{"bank", "slot:account", "nothing instead", ""},
		{"bank", "slot:account", "make it 60 instead", ""},
		{"bank", "slot:account", "from savings instead", ""},
		{"bank", "slot:account", "send 30 to 7654321", ""},
		{"bank", "approval", "send 30 to 7654321 instead", ""},
		{"insurance", "slot:topology", "write a decline letter for 15CD88 instead", "write a decline letter for 15CD88"},
		{"insurance", "slot:claim_id", "log me out instead", "log me out"},
		{"insurance", "slot:claim_id", "nothing instead", ""},
	} {
		rd := rs[c.dom].Read(c.text, moment(t, c.at, doms[c.dom]))
		got := ""
		for _, cmd := range rd.Commands {
			if cmd.Text != "" && (cmd.Kind == agents.CmdStartTask || cmd.Kind == agents.CmdLogout) {
				got = cmd.Text
			}
		}
		if got != c.want {
			t.Errorf("%s at %s: %q sets apart %q, want %q (%s)", c.dom, c.at, c.text, got, c.want, agents.Commands(rd.Commands, nil))
		}
	}
}
