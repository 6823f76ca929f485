package cli

import (
	"strings"
	"testing"
)

func TestReadPrintsCommands(t *testing.T) {
	r := runCLI(t, "", -1, "read", "send 200 to 1234324")
	if r.err != nil {
		t.Fatal(r.all())
	}
	for _, want := range []string{"start_task(transfer_money", "amount=200", "destination=1234324", "confidence"} {
		if !strings.Contains(r.out, want) {
			t.Errorf("read said %q, without %q", r.out, want)
		}
	}
}

// A secret read from standard input is never printed back.
func TestReadStdinMasksSecrets(t *testing.T) {
	r := runCLI(t, "my password is hunter2zz\n", -1, "read", "-")
	if r.err != nil {
		t.Fatal(r.all())
	}
	if strings.Contains(r.all(), "hunter2zz") {
		t.Fatalf("read printed the password: %s", r.all())
	}
	if !strings.Contains(r.out, "secret(password)") {
		t.Errorf("read said %q, no secret command", r.out)
	}
}

func TestReadBadInput(t *testing.T) {
	wantExit(t, runCLI(t, "", -1, "read", "--at", "bogus", "hi").err, 2, "not a moment")
	wantExit(t, runCLI(t, "", -1, "read", "--at", "slot:nope", "hi").err, 2, "no slot nope")
	wantExit(t, runCLI(t, "  \n", -1, "read", "-").err, 2, "needs a message")
}

// At an approval, read prints the commands the loop runs there, the same
// list the Why panel's "Read as:" shows (R50), and quotes no secret.
func TestReadAtApprovalPrintsTheLoopsCommands(t *testing.T) {
	for _, c := range []struct{ msg, want string }{
		{"yes, then check my savings", "start_task(account_balance, after: check my savings)\n  approve"},
		{"nah make it 45", "correct_value(amount=45)"},
		{"hold on a sec", "put_off"},
		{"no", "reject"},
	} {
		r := runCLI(t, "", -1, "read", "--at", "approval", c.msg)
		if r.err != nil {
			t.Fatal(r.all())
		}
		if !strings.Contains(r.out, "at the approval") || !strings.Contains(r.out, c.want) {
			t.Errorf("read --at approval %q said %q, without %q", c.msg, r.out, c.want)
		}
	}
	r := runCLI(t, "no, my password is hunter2zz\n", -1, "read", "--at", "approval", "-")
	if r.err != nil {
		t.Fatal(r.all())
	}
	if strings.Contains(r.all(), "hunter2zz") {
		t.Fatalf("read --at approval printed the password: %s", r.all())
	}
}

// At each moment read prints what the head of the loop reads the message
// as, the same list the Why panel's "Read as:" shows (R50).
func TestReadAtMomentsPrintsTheLoopsCommands(t *testing.T) {
	for _, c := range []struct{ at, msg, want string }{
		{"idle", "what did i just cancel?", "ask(app: last_cancel)"},
		{"none", "any time now", "small_talk(impatience)"},
		{"plan", "only the second one", "plan_select(2)"},
		{"slot:account", "ok gotta go, bye", "small_talk(bye)"},
		{"username", "what was my password again", "ask(secret: password)"},
		{"idle", "whats my balance", "no command of its own"},
	} {
		r := runCLI(t, "", -1, "read", "--domain", "bank", "--at", c.at, c.msg)
		if r.err != nil {
			t.Fatal(r.all())
		}
		if !strings.Contains(r.out, "the loop at") || !strings.Contains(r.out, c.want) {
			t.Errorf("read --at %s %q said %q, without %q", c.at, c.msg, r.out, c.want)
		}
	}
}

// What the user can refer to is the reader's context (issue 24, code26):
// --last-list makes "the second one" the second item, --last-task makes
// "one more" another of it; a name that is no agent is refused.
func TestReadWithWhatCanBeReferredTo(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--last-list", "Checking, Savings", "whats in the second one"}, `place: "the second one" is Savings`},
		{[]string{"--last-list", "Checking,Savings", "the frist one pls"}, `place: "the frist one" is Checking`},
		{[]string{"--last-list", "Checking, Savings", "number 2"}, "is Savings"},
		{[]string{"--last-list", "Checking, Savings", "--last-task", "account_balance", "the last one"}, "(just done: account_balance; the list shown: Checking, Savings)"},
		{[]string{"--at", "slot:amount", "hmm whats my balance instead"}, "cancel(current)"},
	} {
		r := runCLI(t, "", -1, append([]string{"read"}, c.args...)...)
		if r.err != nil {
			t.Fatal(r.all())
		}
		if !strings.Contains(r.out, c.want) {
			t.Errorf("read %q said %q, without %q", c.args, r.out, c.want)
		}
	}
	wantExit(t, runCLI(t, "", -1, "read", "--last-task", "nobody", "one more").err, 2, "no agent nobody")
	wantExit(t, runCLI(t, "", -1, "read", "--stack", "x,y", "one more").err, 2, "no agent x")
}
