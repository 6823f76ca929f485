package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Kinds fresh testers found misread (issue 24, sixth shift), each in
// phrasings written for this test and in no corpus file: a question about
// a task (its fee, its limit, how long it takes) is ask, not a request to
// start it; a question at an approval about where the money comes from or
// goes is ask, not a correction; a task named by a loose noun phrase ("the
// X stuff", "that X thingy") asks for that task.
func TestSixthShiftKinds(t *testing.T) {
	rs := readers(t)
	for _, c := range []struct {
		domain *agents.Domain
		at     string
		line   string
		want   string
	}{
		{bank.Domain(), "none", "random question, do payments cost extra", "ask"},
		{bank.Domain(), "none", "just curious how long a transfer takes", "ask"},
		{bank.Domain(), "none", "is there a daily limit on sending money", "ask"},
		{bank.Domain(), "none", "q about transfers: any charge for them?", "ask"},
		{bank.Domain(), "approval", "wait, is this out of my checking", "ask"},
		{bank.Domain(), "approval", "hmm which account is paying for this", "ask"},
		{bank.Domain(), "approval", "sorry where does the money go", "ask"},
		{bank.Domain(), "approval", "hold on is it savings that pays?", "ask"},
		{bank.Domain(), "none", "that share price stuff", "start_task(stock_lookup)"},
		{bank.Domain(), "none", "the money transfer one", "start_task(transfer_money)"},
		{insurance.Domain(), "none", "that decline letter thingy", "start_task(DeclineLetterAssistance)"},
		{insurance.Domain(), "none", "the claim id stuff", "start_task(SmartStrategy)"},
	} {
		rd := rs[c.domain.Name].Read(c.line, moment(t, c.at, c.domain))
		if got := acts(rd.Commands); got != c.want {
			t.Errorf("%s: %q at %s: read as %s, want %s", c.domain.Name, c.line, c.at, got, c.want)
		}
	}
}
