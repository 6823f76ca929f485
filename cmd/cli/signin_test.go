package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/state"
)

// R55, plain mode: a session stopped at a pending transfer, resumed or
// forked, asks to sign in first: the username, then the masked password,
// and only then the approval again. Neither answer is read as an answer to
// the approval, and the password is in no line shown and no byte stored.
func TestResumeAtApprovalSignsInFirst(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	r := runCLI(t, "Transfer money\nseldo\nmonkey\nChecking\nTo account ID 1234324\n500\n", -1, "chat", "--plain", "--data-dir", dir)
	if r.err != nil || !strings.Contains(r.out, "[approval]") {
		t.Fatalf("setup: %v\n%s", r.err, r.out)
	}
	store, err := state.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	id, err := store.Latest()
	store.Close()
	if err != nil {
		t.Fatal(err)
	}
	for _, mode := range [][]string{{"--fork"}, nil} {
		args := append([]string{"chat", "--plain", "--data-dir", dir, "--resume", id}, mode...)
		r := runCLI(t, "seldo\nmonkey\n", -1, args...)
		if r.err != nil {
			t.Fatalf("%v: %v\n%s", mode, r.err, r.errOut)
		}
		after := r.out[strings.Index(r.out, "[resumed]"):]
		user, pass := strings.Index(after, "> seldo"), strings.Index(after, "> ••••••")
		if user < 0 || pass < user {
			t.Fatalf("%v: the username and the masked password were not taken in order:\n%s", mode, after)
		}
		if q := strings.Index(after, "What is your username?"); q < 0 || q > user {
			t.Errorf("%v: the username is not asked first:\n%s", mode, after)
		}
		if strings.Contains(after, "Please answer yes or no") || strings.Contains(after, "monkey") {
			t.Errorf("%v: a sign-in answer went to the approval or is shown:\n%s", mode, after)
		}
		if a := strings.Index(after, "[approval]"); a < pass {
			t.Errorf("%v: the approval is not asked again after signing in:\n%s", mode, after)
		}
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*"))
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil && strings.Contains(string(b), "monkey") {
			t.Errorf("the password is stored in %s", filepath.Base(f))
		}
	}
}

// R55: "monkey seldo" (the password first) at the username prompt fails the
// login without showing or storing either word: not on the terminal, not
// in any byte of the data dir (the bank's books of tries included).
func TestReversedLoginPairLeavesNoTrace(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	r := runCLI(t, "log in\nmonkey seldo\n", -1, "chat", "--plain", "--data-dir", dir)
	if r.err != nil {
		t.Fatalf("%v\n%s", r.err, r.errOut)
	}
	if !strings.Contains(r.out, "don't match") {
		t.Fatalf("the login did not fail:\n%s", r.out)
	}
	for _, w := range []string{"monkey", "seldo"} {
		if strings.Contains(r.out, w) || strings.Contains(r.errOut, w) {
			t.Errorf("%q is shown:\n%s", w, r.out)
		}
		files, _ := filepath.Glob(filepath.Join(dir, "*"))
		for _, f := range files {
			if b, err := os.ReadFile(f); err == nil && strings.Contains(string(b), w) {
				t.Errorf("%q is stored in %s", w, filepath.Base(f))
			}
		}
	}
}
