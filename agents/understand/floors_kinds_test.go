package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
)

// Kinds the reader misread at review (issue 24, fifth shift), each in
// phrasings written for this test and in no corpus file: a balance asked
// as a question of permission, or for both, all or each account; a
// greeting with a how-are-you in text-speak; going back to a transfer
// ("carry on with it"), which was read as a cancel.
func TestFifthShiftKinds(t *testing.T) {
	r := readers(t)["bank"]
	d := bank.Domain()
	for _, c := range []struct {
		at, line, want string
	}{
		{"none", "could i look at both accts please", "start_task(account_balance)"},
		{"none", "can i check all my accounts rn", "start_task(account_balance)"},
		{"none", "may i see both my balances", "start_task(account_balance)"},
		{"none", "can u show me each account", "start_task(account_balance)"},
		{"none", "hey how r u today", "small_talk(greet)+small_talk(how_are_you)"},
		{"none", "hi hows ur day going", "small_talk(greet)+small_talk(how_are_you)"},
		{"none", "hello how u doin", "small_talk(greet)+small_talk(how_are_you)"},
		{"approval", "hang on which account is it coming from", "ask"},
		{"approval", "which acct is this leaving", "ask"},
		{"none", "ok now carry on with the transfer", "start_task(transfer_money)"},
		{"none", "right lets get back to sending money", "start_task(transfer_money)"},
	} {
		rd := r.Read(c.line, moment(t, c.at, d))
		if got := acts(rd.Commands); got != c.want {
			t.Errorf("%q at %s: read as %s, want %s", c.line, c.at, got, c.want)
		}
	}
}

// acts writes commands as the corpus labels them: kinds with their task
// or scope, joined by "+".
func acts(cs []agents.Command) string {
	var out []string
	for _, c := range cs {
		switch {
		case c.Kind == agents.CmdStartTask:
			out = append(out, "start_task("+c.Agent+")")
		case c.Scope != "":
			out = append(out, string(c.Kind)+"("+c.Scope+")")
		case c.Kind == agents.CmdUnused:
		default:
			out = append(out, string(c.Kind))
		}
	}
	return strings.Join(out, "+")
}
