package gcstart

import (
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// childEnv marks the test binary run as a child by TestFirstCollection,
// with the environment the test chose: the parent's own heap has been
// collected many times before any test runs.
const childEnv = "GCSTART_CHILD"

// live is what the child keeps allocated: over the runtime's default first
// goal (4 MB), under this package's (8 MB).
const live = 6 << 20

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		child()
		return
	}
	os.Exit(m.Run())
}

// child allocates live bytes that stay reachable and prints how many
// collections ran, then collects once and prints GOGC as the cleanup left
// it.
func child() {
	var keep [][]byte
	for n := 0; n < live; n += 32 << 10 {
		keep = append(keep, make([]byte, 32<<10))
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	fmt.Printf("collections %d\n", ms.NumGC)
	runtime.GC()
	runtime.KeepAlive(keep)
	// The cleanup runs on its own goroutine after the collection. Setting
	// GOGC to startPercent while it is startPercent changes nothing; once
	// the cleanup has run, the value read back is the restored one.
	deadline := time.Now().Add(5 * time.Second)
	for {
		prev := debug.SetGCPercent(startPercent)
		if prev != startPercent || time.Now().After(deadline) {
			fmt.Printf("gogc %d\n", prev)
			return
		}
		time.Sleep(time.Millisecond)
	}
}

// runChild runs the test binary as a child with env added to the
// environment, GOGC and GOMEMLIMIT removed first.
func runChild(t *testing.T, env ...string) string {
	t.Helper()
	exe, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(exe, "-test.run=^$")
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, "GOGC=") && !strings.HasPrefix(kv, "GOMEMLIMIT=") {
			cmd.Env = append(cmd.Env, kv)
		}
	}
	cmd.Env = append(cmd.Env, childEnv+"=1")
	cmd.Env = append(cmd.Env, env...)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	return string(out)
}

// TestFirstCollectionDelayed: 6 MB kept live trigger no collection, and
// the first collection gives GOGC back its value (100, the default).
func TestFirstCollectionDelayed(t *testing.T) {
	t.Parallel()
	out := runChild(t)
	if !strings.Contains(out, "collections 0\n") {
		t.Errorf("a run that keeps %d MB live was collected before its first explicit collection:\n%s", live>>20, out)
	}
	if !strings.Contains(out, "gogc 100\n") {
		t.Errorf("GOGC was not restored to 100 after the first collection:\n%s", out)
	}
}

// TestUserGOGCKept: a GOGC in the environment is left as it is, so the
// runtime collects at its own first goal.
func TestUserGOGCKept(t *testing.T) {
	t.Parallel()
	out := runChild(t, "GOGC=100")
	if strings.Contains(out, "collections 0\n") {
		t.Errorf("with GOGC=100 set, %d MB kept live were never collected: the user's setting was overridden\n%s", live>>20, out)
	}
	if !strings.Contains(out, "gogc 100\n") {
		t.Errorf("with GOGC=100 set, GOGC read back otherwise:\n%s", out)
	}
}
