//go:build unix

package mcp

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func init() {
	modes["concierge-term"] = func() { playConcierge("term") }
	modes["concierge-panic"] = func() { playConcierge("panic") }
}

// playConcierge is the test binary as concierge with one stdio server
// that has a grandchild: it prints the server's group, then waits for a
// signal (term) or panics (panic), as the command does around its work.
func playConcierge(how string) {
	stop := CloseOnSignals()
	defer stop()
	defer CloseAll() // what runs on the way out of a panic
	set, err := Start(context.Background(), []ServerSpec{stdioSpec("fs", "serve")}, Options{})
	if err != nil {
		panic(err)
	}
	if _, err := set.Call(context.Background(), "fs", "spawn", nil, nil); err != nil {
		panic(err)
	}
	set.servers["fs"].mu.Lock()
	fmt.Println(set.servers["fs"].cur.proc.pgid)
	set.servers["fs"].mu.Unlock()
	if how == "panic" {
		panic("something went wrong")
	}
	time.Sleep(time.Minute)
}

func runConcierge(t *testing.T, how string) (*exec.Cmd, int) {
	t.Helper()
	child := exec.Command(os.Args[0], "-test.run=^$")
	child.Env = append(os.Environ(), serverSwitch+"=concierge-"+how)
	out, err := child.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := child.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = child.Process.Kill() })
	line, err := bufio.NewReader(out).ReadString('\n')
	pgid, perr := strconv.Atoi(strings.TrimSpace(line))
	if err != nil || perr != nil {
		t.Fatalf("the child said %q (%v)", line, err)
	}
	return child, pgid
}

func TestSIGTERMStopsTheServers(t *testing.T) {
	t.Parallel()
	child, pgid := runConcierge(t, "term")
	if err := child.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	err := child.Wait()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.Sys().(syscall.WaitStatus).Signal() != syscall.SIGTERM {
		t.Errorf("the child ended with %v, not of SIGTERM", err)
	}
	groupGone(t, pgid)
}

func TestPanicStopsTheServers(t *testing.T) {
	t.Parallel()
	child, pgid := runConcierge(t, "panic")
	if err := child.Wait(); err == nil {
		t.Error("the child did not fail")
	}
	groupGone(t, pgid)
}
