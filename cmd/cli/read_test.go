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
