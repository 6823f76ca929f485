package cli

import (
	"encoding/json"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// R43: a session is open in at most one process. A second --resume of it
// is refused with a clear message unless --read-only or --fork says what
// to do, and never writes the session; once the first process is gone
// (even by SIGKILL) the session resumes normally.
func TestSecondResumeOfAnOpenSession(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	args, _ := json.Marshal([]string{"chat", "--plain", "--data-dir", dir})
	child := exec.Command(os.Args[0], "-test.run=^$")
	child.Env = append(os.Environ(), "CONCIERGE_CHILD=1", "CONCIERGE_ARGS="+string(args), "OPENAI_API_KEY=", "OPENAI_BASE_URL=")
	stdin, err := child.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	defer func() { _ = child.Process.Kill(); _ = child.Wait() }()
	if _, err := stdin.Write([]byte("what is the price of AAPL?\n")); err != nil {
		t.Fatal(err)
	}
	id := waitForSession(t, dir, 3)

	r := runCLI(t, "hello\n", -1, "chat", "--plain", "--data-dir", dir, "--resume", id)
	wantExit(t, r.err, 1, "open in another concierge")
	if !strings.Contains(r.err.Error(), "--read-only") || !strings.Contains(r.err.Error(), "--fork") {
		t.Errorf("the refusal does not say what to do: %v", r.err)
	}
	before := messages(t, dir, id)

	r = runCLI(t, "hello\n", -1, "chat", "--plain", "--data-dir", dir, "--resume", id, "--read-only")
	if r.err != nil {
		t.Fatalf("--read-only: %v", r.err)
	}
	if !strings.Contains(r.out, "AAPL") || !strings.Contains(r.out, "[read-only]") {
		t.Errorf("the read-only view:\n%s", r.out)
	}

	r = runCLI(t, "hello\n", -1, "chat", "--plain", "--data-dir", dir, "--resume", id, "--fork")
	if r.err != nil {
		t.Fatalf("--fork: %v", r.err)
	}
	if !strings.Contains(r.errOut, "as the new session") {
		t.Errorf("--fork does not say where it went: %s", r.errOut)
	}
	if got := messages(t, dir, id); got != before {
		t.Errorf("the open session was written by another process: %d messages, then %d", before, got)
	}

	r = runCLI(t, "", -1, "sessions", "delete", id, "--data-dir", dir)
	wantExit(t, r.err, 1, "open in another concierge")

	// the first process dies without a word: the lock goes with it
	_ = child.Process.Kill()
	_ = child.Wait()
	r = runCLI(t, "what can you do?\n", -1, "chat", "--plain", "--data-dir", dir, "--resume", id)
	if r.err != nil {
		t.Fatalf("resume after the first process died: %v", r.err)
	}
	if got := messages(t, dir, id); got <= before {
		t.Errorf("the resumed session was not written: %d messages", got)
	}
}

// waitForSession waits until the data dir holds a session with at least n
// messages, and returns its id.
func waitForSession(t *testing.T, dir string, n int) string {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		if s, err := state.OpenStore(dir); err == nil {
			list, _ := s.List()
			s.Close()
			if len(list) > 0 && list[0].Messages >= n {
				return list[0].ID
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatal("the child never stored its session")
	return ""
}

func messages(t *testing.T, dir, id string) int {
	t.Helper()
	s, err := state.OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	snap, recs, err := s.Load(id)
	if err != nil {
		t.Fatal(err)
	}
	n := len(snap.Messages)
	for _, r := range recs {
		if r.Kind == "message" {
			n++
		}
	}
	return n
}

// R42, R43: a fork never carries a pending approval: the original may
// still answer it, and one proposed transfer must not run in both.
func TestForkLeavesThePendingApprovalBehind(t *testing.T) {
	t.Parallel()
	store, err := state.OpenStore(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	s := state.New("orig", "bank", time.Now())
	s.Pending.Approval = &state.Approval{Agent: "transfer_money", Tool: "transfer", Summary: "Transfer $500.00 from Checking (1234567890) to 1234324?"}
	r, err := fork(store, &concierge.Restored{Session: s, Interrupted: "approve"})
	if err != nil {
		t.Fatal(err)
	}
	if r.Session.Pending.Approval != nil || r.Session.ID == "orig" {
		t.Errorf("fork: approval %+v, id %s", r.Session.Pending.Approval, r.Session.ID)
	}
	if r.Interrupted != "approve" {
		t.Error("the fork lost what a crash cut short")
	}
	if s.Pending.Approval == nil {
		t.Error("the original lost its approval")
	}
}
