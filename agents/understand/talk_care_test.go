package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// Care and small talk are the reader's commands (issue 24, code28; R50):
// distress said with a request is small_talk(care) or small_talk(care_help)
// first, then the request read without it; a personal question to the
// assistant is small_talk(who_are_you) with its topic. `concierge read`
// shows them; the loop only runs them. At a password, a username, an
// approval or a plan, care is not read.
func TestReaderReadsCareAndTalk(t *testing.T) {
	rs := readers(t)
	doms := map[string]*agents.Domain{"bank": bank.Domain(), "insurance": insurance.Domain()}
	for _, c := range []struct{ dom, at, text, want string }{
		{"bank", "none", "do you like your job", "small_talk(who_are_you)"},
		{"bank", "none", "do u ever get tired", "small_talk(who_are_you)"},
		{"bank", "none", "how old are you", "small_talk(who_are_you)"},
		{"bank", "none", "are you happy", "small_talk(who_are_you)"},
		{"insurance", "none", "do you enjoy working here?", "small_talk(who_are_you)"},
		{"bank", "username", "do you get tired", "small_talk(who_are_you)"},
		{"bank", "none", "im so broke i want to die lol whats my balance", "small_talk(care_help); start_task(account_balance)"},
		{"bank", "none", "honestly i want to kill myself, check my checking", "small_talk(care_help); start_task(account_balance)"},
		{"bank", "none", "ugh kill me. balance pls", "small_talk(care_help); start_task(account_balance)"},
		{"bank", "none", "this app makes me want to cry, send 50 to 7654321", "small_talk(care); start_task(transfer_money)"},
		{"bank", "none", "im so stressed, whats my savings", "small_talk(care); start_task(account_balance)"},
		{"bank", "none", "i want to die", "small_talk(care_help)"},
		{"insurance", "none", "im at the end of my rope, write a decline letter for 12AB34", "small_talk(care); start_task(DeclineLetterAssistance)"},
		{"bank", "none", "i want to kill myself and my wife", "refuse"},
		{"bank", "approval", "im so broke i want to die lol", "!care"},
		{"bank", "username", "i want to die lol", "!care"},
	} {
		d := doms[c.dom]
		rd := rs[c.dom].Read(c.text, moment(t, c.at, d))
		var got []string
		for _, cmd := range rd.Commands {
			s := string(cmd.Kind)
			switch cmd.Kind {
			case agents.CmdSmallTalk:
				s += "(" + cmd.Scope + ")"
			case agents.CmdStartTask:
				s += "(" + cmd.Agent + ")"
			}
			got = append(got, s)
		}
		g := strings.Join(got, "; ")
		switch {
		case c.want == "!care":
			if strings.Contains(g, "care") {
				t.Errorf("%s at %s: %q reads as %s, want no care", c.dom, c.at, c.text, g)
			}
		case c.want == "refuse":
			if !strings.HasPrefix(g, "refuse") {
				t.Errorf("%s at %s: %q reads as %s, want refuse", c.dom, c.at, c.text, g)
			}
		case !strings.HasPrefix(g, c.want):
			t.Errorf("%s at %s: %q reads as %s, want %s", c.dom, c.at, c.text, g, c.want)
		}
	}
}
