package concierge

import (
	"strings"
	"testing"
)

// R29, R53 (issue 24, bank27): at the password prompt any single token is
// a password attempt — a company or ticker ("apple", "AAPL"), an account
// name ("checking"), a number, a yes-word — unless it is a clear cancel,
// leave or help. It is masked in the transcript, a try is counted and the
// usual wrong-password reply is given: had it been the real password, it
// would otherwise have been shown in the clear.
func TestOneTokenAtPasswordPromptIsATry(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"apple", "Apple", "AAPL", "msft", "tesla", "Microsoft", "checking", "Savings",
		"1234567890", "yes", "yeah", "ok", "sure", "yes."} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "what is my balance", "seldo", line)
			if r := rec.lastReply(); !strings.Contains(r, "(2 tries left)") {
				t.Fatalf("%q was not tried as the password: %q\n%s", line, r, rec.dump())
			}
			word := strings.ToLower(strings.Trim(line, "."))
			for _, m := range e.Session().Messages {
				if m.Role == "user" && strings.Contains(strings.ToLower(m.Text), word) && word != "seldo" && !strings.Contains(strings.ToLower(m.Text), "balance") {
					t.Fatalf("%q is shown in the clear: %q", line, m.Text)
				}
			}
			for _, n := range rec.notes() {
				if strings.Contains(n, "names a choice") || strings.Contains(strings.ToLower(n), word) {
					t.Fatalf("%q: note %q", line, n)
				}
			}
			// the real password still signs in after it
			say(t, e, "monkey")
			if e.Fact("authenticated") != "true" {
				t.Fatalf("after %q the password does not sign in: %q", line, rec.lastReply())
			}
		})
	}
}

// A clear cancel, leave or help at the password prompt stays what it is:
// no try is spent.
func TestOneTokenCommandAtPasswordPromptIsNoTry(t *testing.T) {
	t.Parallel()
	for _, line := range []string{"cancel", "quit", "no", "nope", "help"} {
		t.Run(line, func(t *testing.T) {
			t.Parallel()
			e, rec := newBank(t, nil)
			say(t, e, "what is my balance", "seldo", line)
			if r := strings.Join(rec.replies(), "\n"); strings.Contains(r, "tries left") {
				t.Fatalf("%q was tried as the password:\n%s", line, r)
			}
		})
	}
}
