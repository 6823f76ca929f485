//go:build unix

package mcp

import (
	"errors"
	"os/exec"
	"syscall"
	"time"
)

// defaultEnvKeys are what the MCP SDKs pass a stdio server on unix.
var defaultEnvKeys = []string{"HOME", "LOGNAME", "PATH", "SHELL", "TERM", "USER"}

// ownGroup starts cmd in a process group of its own: a signal to the
// group reaches whatever the server starts, and the terminal's ^C does
// not reach the server behind concierge's back.
func ownGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

func groupOf(cmd *exec.Cmd) int { return cmd.Process.Pid }

// terminate sends the server's group SIGTERM, waits up to grace for it
// to be gone, then sends SIGKILL and waits for that too.
func terminate(p *process, grace time.Duration) {
	if p.pgid <= 0 {
		return
	}
	if gone(syscall.Kill(-p.pgid, syscall.SIGTERM)) {
		return
	}
	if waitGone(p.pgid, grace) {
		return
	}
	_ = syscall.Kill(-p.pgid, syscall.SIGKILL)
	waitGone(p.pgid, grace)
}

// waitGone polls until no process of group pgid is left, up to d. A
// zombie counts as gone: it runs no more, and reaping an orphan is its
// new parent's business (some inits take seconds).
func waitGone(pgid int, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for {
		if gone(syscall.Kill(-pgid, 0)) || onlyZombies(pgid) {
			return true
		}
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func gone(err error) bool { return errors.Is(err, syscall.ESRCH) }
