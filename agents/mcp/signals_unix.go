//go:build unix

package mcp

import (
	"os"
	"os/signal"
	"syscall"
)

// CloseOnSignals watches for SIGTERM and SIGHUP: on one, it stops every
// server (CloseAll) and then lets the signal end the process as it would
// have. Servers run in process groups of their own, out of the
// terminal's reach, so without this a killed concierge would leave them
// behind. stop ends the watching.
func CloseOnSignals() (stop func()) {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGTERM, syscall.SIGHUP)
	done := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			CloseAll()
			signal.Reset(sig)
			_ = syscall.Kill(os.Getpid(), sig.(syscall.Signal))
		case <-done:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(done)
	}
}
