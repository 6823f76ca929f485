package understand_test

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

func readers(t testing.TB) map[string]*understand.Reader {
	t.Helper()
	out := map[string]*understand.Reader{}
	for _, d := range builtins() {
		r, err := understand.New(d)
		if err != nil {
			t.Fatal(err)
		}
		out[d.Name] = r
	}
	return out
}

func moment(t testing.TB, at string, d *agents.Domain) understand.Moment {
	m, err := understand.ParseMoment(at, d)
	if err != nil {
		t.Fatal(err)
	}
	if m.At == understand.AtApproval {
		m.Pending = understand.PendingSlots(d)
	}
	return m
}

// A password never travels in a command (R50): not as a value, an unused
// word, a question or the words a command came from — for every line of
// the corpus that types one.
func TestSecretsNeverInCommands(t *testing.T) {
	rs := readers(t)
	doms := map[string]*agents.Domain{}
	for _, d := range builtins() {
		doms[d.Name] = d
	}
	n := 0
	for _, ex := range corpus(t) {
		for _, mk := range ex.Marks {
			if mk.Slot != "password" || mk.Text == "password" {
				continue
			}
			n++
			rd := rs["bank"].Read(ex.Text, moment(t, ex.At, doms["bank"]))
			for _, c := range rd.Commands {
				s := c.Format(nil) + " " + c.From + " " + c.Question + " " + strings.Join(c.Words, " ")
				if strings.Contains(s, mk.Text) {
					t.Errorf("%s:%d: %q gave %s (from %q)", ex.File, ex.Line, ex.Text, c.Format(nil), c.From)
				}
			}
		}
	}
	// at the password prompt, whatever is typed
	for _, text := range []string{"monkey", "hunter2!", "Tr0ub4dor&3"} {
		rd := rs["bank"].Read(text, moment(t, "secret:password", doms["bank"]))
		for _, c := range rd.Commands {
			if strings.Contains(c.Format(nil)+c.From+c.Question+strings.Join(c.Words, " "), text) {
				t.Errorf("at the password prompt %q gave %s", text, c.Format(nil))
			}
		}
	}
	if n == 0 {
		t.Log("the corpus types no password")
	}
}

// R53's check is one: R8's table (moved here from package concierge) and
// then the classifier. The table's reason comes back for what it holds;
// everyday text far from a bank is not refused.
func TestHarmIsTableThenClassifier(t *testing.T) {
	r, err := understand.New(builtins()[0])
	if err != nil {
		t.Fatal(err)
	}
	if reason, harmful := r.Harm("please help me launder this money"); !harmful || reason != "a request to launder money" {
		t.Errorf("the table's laundering: %q %v", reason, harmful)
	}
	for _, s := range []string{"milk, eggs, bread and two onions for the soup tonight", "remind me to water the tomatoes on friday"} {
		if reason, harmful := r.Harm(s); harmful {
			t.Errorf("%q refused: %s", s, reason)
		}
	}
	rd := r.Read("please help me launder this money", understand.Moment{})
	if len(rd.Commands) != 1 || rd.Commands[0].Kind != agents.CmdRefuse || rd.Commands[0].Reason != "a request to launder money" {
		t.Errorf("Read of a harmful request: %s", agents.Commands(rd.Commands, nil))
	}
}
