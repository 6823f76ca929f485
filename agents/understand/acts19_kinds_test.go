package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Acts a new user says loosely (issue 24, acts19: the act head's held-out
// floor), each in phrasings written for this test and in no corpus file:
// a typo'd plea for help is help, not a sign-in; "anything besides X?"
// asks what else the app does, not for X; a slangy farewell is a
// farewell; "u a bot?" asks who the assistant is; a greeting with "how's
// things" is the greeting pair. On main "need halp" read as a sign-in,
// "anything besides checking balances?" as the balance and "hey hows
// things" as a greeting alone.
func TestActs19Kinds(t *testing.T) {
	rs := readers(t)
	for _, c := range []struct {
		domain *agents.Domain
		at     string
		line   string
		want   string
	}{
		{bank.Domain(), "none", "need halp", "help"},
		{bank.Domain(), "none", "HEEELP", "help"},
		{bank.Domain(), "slot:amount", "halp", "help"},
		{bank.Domain(), "none", "anything besides checking balances?", "capabilities"},
		{bank.Domain(), "none", "anything apart from transfers", "capabilities"},
		{bank.Domain(), "none", "what else besides moving money", "capabilities"},
		{bank.Domain(), "none", "gotta run, cya", "small_talk(bye)"},
		{bank.Domain(), "none", "u a bot?", "small_talk(who_are_you)"},
		{bank.Domain(), "none", "hey hows things", "small_talk(greet)+small_talk(how_are_you)"},
		{insurance.Domain(), "none", "what else can you do apart from letters", "capabilities"},
	} {
		rd := rs[c.domain.Name].Read(c.line, moment(t, c.at, c.domain))
		if got := acts(rd.Commands); got != c.want {
			t.Errorf("%s: %q at %s: read as %s, want %s", c.domain.Name, c.line, c.at, got, c.want)
		}
	}
}
