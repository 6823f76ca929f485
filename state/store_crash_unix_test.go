//go:build unix && !aix

package state

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// crashChildEnv tells the test binary, run again as a child process, to
// write turns to the data dir it names until it is killed.
const crashChildEnv = "CONCIERGE_STATE_CRASH_CHILD"

// What dsn promises with synchronous=NORMAL: a write that has returned
// survives kill -9 of the process. The child reports each turn once
// SaveTurn returns; every reported turn must be there after the kill, and
// the database must be sound.
func TestStoreWritesSurviveKill(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	s, err := OpenStore(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if err := s.Create(New("crash", "bank", t0)); err != nil {
		t.Fatal(err)
	}

	cmd := exec.Command(os.Args[0], "-test.run=^TestCrashChild$", "-test.count=1")
	cmd.Env = append(os.Environ(), crashChildEnv+"="+dir)
	cmd.Stderr = os.Stderr
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	seqs := make(chan int64)
	go func() {
		defer close(seqs)
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			if n, err := strconv.ParseInt(sc.Text(), 10, 64); err == nil {
				seqs <- n
			}
		}
	}()
	var last int64
	deadline := time.After(60 * time.Second)
	for last < 300 {
		select {
		case n, ok := <-seqs:
			if !ok {
				t.Fatal("the child stopped writing")
			}
			last = n
		case <-deadline:
			cmd.Process.Kill()
			cmd.Wait()
			t.Fatalf("the child wrote only %d events in a minute", last)
		}
	}
	if err := cmd.Process.Signal(syscall.SIGKILL); err != nil {
		t.Fatal(err)
	}
	for n := range seqs { // what it reported before it died counts too
		last = n
	}
	cmd.Wait()

	recs, err := s.Events("crash")
	if err != nil {
		t.Fatal(err)
	}
	if int64(len(recs)) < last {
		t.Fatalf("%d events after the kill; the child had been told %d were written", len(recs), last)
	}
	for i, r := range recs {
		if r.Seq != int64(i+1) || r.Damaged != "" {
			t.Fatalf("event %d after the kill: %+v", i+1, r)
		}
	}
	var check string
	if err := s.db.QueryRow(`PRAGMA integrity_check`).Scan(&check); err != nil || check != "ok" {
		t.Fatalf("integrity_check = %q, %v", check, err)
	}
}

// TestCrashChild is the child process of TestStoreWritesSurviveKill.
func TestCrashChild(t *testing.T) {
	dir := os.Getenv(crashChildEnv)
	if dir == "" {
		t.Skip("run as a child process by TestStoreWritesSurviveKill")
	}
	s, err := OpenStore(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return
	}
	for i := 0; ; i++ {
		recs := deltas(3*i+1, 3*i+3)
		if err := s.SaveTurn("crash", recs, Listing{Messages: i}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return
		}
		fmt.Println(recs[len(recs)-1].Seq)
	}
}
