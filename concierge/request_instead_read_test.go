package concierge

import (
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// Issue 24 (R50): the request said "instead" is the reader's — the words
// it set apart on the start_task after cancel(current), or on a logout —
// and the loop takes it from the commands, never from the text.
func TestRequestInsteadFromCommands(t *testing.T) {
	t.Parallel()
	e, _ := newBank(t, nil)
	for _, c := range []struct {
		cmds []agents.Command
		want string
	}{
		{[]agents.Command{{Kind: agents.CmdCancel, Scope: "current"}, {Kind: agents.CmdStartTask, Agent: "account_balance", Text: "check my savings"}}, "check my savings"},
		{[]agents.Command{{Kind: agents.CmdLogout, Text: "log me out"}}, "log me out"},
		{[]agents.Command{{Kind: agents.CmdCancel, Scope: "current"}, {Kind: agents.CmdStartTask, Agent: "account_balance"}}, ""},
		{[]agents.Command{{Kind: agents.CmdCancel, Scope: "all"}, {Kind: agents.CmdStartTask, Agent: "account_balance", Text: "check my savings"}}, ""},
		{[]agents.Command{{Kind: agents.CmdStartTask, Agent: "account_balance", Text: "check my savings"}}, ""},
	} {
		// the text says nothing of it: only the commands do
		tr := &turn{read: &understand.Reading{Commands: c.cmds}, readText: "zzz instead"}
		if got := e.requestInstead(tr, "zzz instead"); got != c.want {
			t.Errorf("%s: request %q, want %q", agents.Commands(c.cmds, nil), got, c.want)
		}
	}
}

// The members of the kind, said at the source question after a no, in
// other words than round 21's: the new request runs, "Read as:" shows the
// reader's cancel(current) and start_task, and no money moves before the
// yes to the new summary.
func TestRequestSaidInsteadReadAs(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ line, read, want string }{
		{"send 30 to 7654321 instead", "amount=30, destination=7654321", "$30.00"},
		{"i'll just transfer 60 to 1234324 instead", "amount=60, destination=1234324", "$60.00"},
		{"transfer 40 to 1234324 instead.", "", "$40.00"}, // kept for the transfer that waits: the same summary
		{"SEND 70 TO 1234324 INSTEAD", "amount=70, destination=1234324", "$70.00"},
	} {
		e, rec := newBank(t, nil)
		for _, l := range []string{"send 35 to 7654321", "seldo", "monkey", "no", c.line} {
			say(t, e, l)
		}
		want := "Read as: cancel(current); start_task(transfer_money, " + c.read + ")"
		if notes := strings.Join(rec.notes(), "\n"); c.read != "" && !strings.Contains(notes, want) {
			t.Errorf("%q: notes\n%s\nwant %s", c.line, notes, want)
		}
		say(t, e, "checking")
		ap, ok := e.PendingApproval()
		if !ok || !strings.Contains(ap.Summary, c.want) {
			t.Errorf("%q: approval %q (%v), want %s", c.line, ap.Summary, ok, c.want)
		}
		if n := len(e.sess.Artifacts); n != 0 {
			t.Errorf("%q: %d artifacts before a yes", c.line, n)
		}
	}
}
