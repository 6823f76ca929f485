package cli

import (
	"encoding/json"
	"errors"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// TestMain lets the test binary play the concierge command in a child
// process, so a test can kill it for real.
func TestMain(m *testing.M) {
	if len(os.Args) > 1 && os.Args[1] == "example-server" {
		// a domain file's ${CONCIERGE} is this test binary: it serves
		// the built-in example servers as concierge does
		cmd := newRootCmd(stdIO(), Options{})
		cmd.SetArgs(os.Args[1:])
		if err := cmd.Execute(); err != nil {
			os.Exit(1)
		}
		os.Exit(0)
	}
	if os.Getenv("CONCIERGE_CHILD") == "1" {
		if kind := os.Getenv("CONCIERGE_DIE_AFTER"); kind != "" {
			storeSeam = func(s concierge.SessionStore) concierge.SessionStore { return &dyingStore{SessionStore: s, kind: kind} }
		}
		var args []string
		_ = json.Unmarshal([]byte(os.Getenv("CONCIERGE_ARGS")), &args)
		cmd := newRootCmd(stdIO(), Options{})
		cmd.SetArgs(args)
		if err := cmd.Execute(); err != nil {
			var ee *exitError
			if errors.As(err, &ee) {
				os.Exit(ee.code)
			}
			os.Exit(2)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// R22: a process killed with SIGKILL in the middle of a turn loses nothing
// the user typed, and the session resumes cleanly.
func TestKillMidTurnThenResume(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	inFlight := make(chan struct{}, 1)
	srv := openaitest.New(t, func(r openaitest.Request) openaitest.Response {
		select {
		case inFlight <- struct{}{}:
		default:
		}
		return openaitest.Response{Delay: time.Hour} // the model never answers
	})
	args, _ := json.Marshal([]string{"chat", "--plain", "--base-url", srv.URL, "--probe=false", "--data-dir", dir})
	child := exec.Command(os.Args[0], "-test.run=^$")
	child.Env = append(os.Environ(), "CONCIERGE_CHILD=1", "CONCIERGE_ARGS="+string(args), "OPENAI_API_KEY=")
	stdin, err := child.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	if _, err := stdin.Write([]byte("I want to transfer money to my sister\n")); err != nil {
		t.Fatal(err)
	}
	select {
	case <-inFlight: // the turn is waiting on the model: kill it now
	case <-time.After(10 * time.Second):
		_ = child.Process.Kill()
		t.Fatal("the child never asked the model")
	}
	if err := child.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	_ = child.Wait()

	store, err := state.OpenStore(dir)
	if err != nil {
		t.Fatalf("the store after SIGKILL: %v", err)
	}
	id, err := store.Latest()
	if err != nil {
		t.Fatal(err)
	}
	snap, tail, err := store.Load(id)
	store.Close()
	if err != nil {
		t.Fatal(err)
	}
	sess := concierge.Recover(snap, tail).Session
	last := sess.Messages[len(sess.Messages)-1]
	if last.Text != "I want to transfer money to my sister" {
		t.Fatalf("the typed message was lost: last message %+v", last)
	}

	// and it resumes, offline this time, and goes on
	r := runCLI(t, "what can you do?\n", -1, "chat", "--plain", "--engine", "offline", "--data-dir", dir, "--resume")
	if r.err != nil {
		t.Fatalf("resume: %v\n%s", r.err, r.errOut)
	}
	for _, want := range []string{"> I want to transfer money to my sister", "[resumed] session " + id, "Transferring money between accounts"} {
		if !strings.Contains(r.out, want) {
			t.Errorf("the resumed chat lacks %q:\n%s", want, r.out)
		}
	}
}

// dyingStore kills its own process with SIGKILL right after it has
// written a record of the given kind: a crash at an exact point.
type dyingStore struct {
	concierge.SessionStore
	kind string
}

func (d *dyingStore) SaveTurn(id string, recs []state.Record, l state.Listing) error {
	err := d.SessionStore.SaveTurn(id, recs, l)
	for _, r := range recs {
		if r.Kind == d.kind {
			_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
			select {} // never returns
		}
	}
	return err
}

// R42: kill -9 right after "yes" — after the intent was written, or after
// the outcome — and resume: the transfer ran at most once (the bank's own
// books say so), the approval is not asked again, a second yes moves
// nothing, and the resumed session says what happened.
func TestKillAfterYesThenResume(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		dieAfter string
		moved    string // the destination's balance in the bank's books
		say      string
	}{
		{"effect_intent", "", "in doubt"},
		{"effect_result", "500.00", "had already run"},
	} {
		t.Run(tc.dieAfter, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			args, _ := json.Marshal([]string{"chat", "--plain", "--engine", "offline", "--data-dir", dir})
			child := exec.Command(os.Args[0], "-test.run=^$")
			child.Env = append(os.Environ(), "CONCIERGE_CHILD=1", "CONCIERGE_ARGS="+string(args), "CONCIERGE_DIE_AFTER="+tc.dieAfter)
			child.Stdin = strings.NewReader("send 500 to 1234324\nseldo\nmonkey\nChecking\nyes\nwhat can you do?\n")
			err := child.Run()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGKILL {
				t.Fatalf("the child was not killed: %v", err)
			}
			r := runCLI(t, "yes\nyes, send it\n", -1, "chat", "--plain", "--data-dir", dir, "--resume")
			if r.err != nil {
				t.Fatalf("resume: %v\n%s", r.err, r.errOut)
			}
			if !strings.Contains(r.out, tc.say) || !strings.Contains(r.out, "This turn was interrupted") {
				t.Errorf("the resumed session does not say %q:\n%s", tc.say, r.out)
			}
			if strings.Contains(r.out, "[approval] waiting") {
				t.Errorf("the approval was asked again after the crash:\n%s", r.out)
			}
			store, err := state.OpenStore(dir)
			if err != nil {
				t.Fatal(err)
			}
			defer store.Close()
			var moved, from string
			_ = store.Ledger("bank").Update(func(tx state.LedgerTx) error {
				moved, _ = tx.Get("balance:1234324")
				from, _ = tx.Get("balance:1234567890")
				return nil
			})
			if moved != tc.moved {
				t.Errorf("destination in the bank's books = %q, want %q (one transfer at most)", moved, tc.moved)
			}
			if tc.moved != "" && from != "500.00" {
				t.Errorf("source in the bank's books = %q, want 500.00", from)
			}
		})
	}
}
