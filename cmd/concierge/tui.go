package main

import (
	"os"

	"golang.org/x/term"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/tui"
)

// runTUI opens the full-screen TUI, or says how to chat without a terminal.
func runTUI(ios ioStreams, opts *engineOptions, demo *tui.Demo) error {
	if !ios.interactive() || !term.IsTerminal(int(os.Stdout.Fd())) {
		return &exitError{code: 2, msg: "the TUI needs a terminal; use `concierge chat --plain` (or `demo --plain`) to talk on stdin/stdout"}
	}
	bridge := tui.NewBridge()
	eng, closeStore, err := opts.newEngine(ios, bridge.Sink)
	if err != nil {
		return err
	}
	defer closeStore()
	eng.Start()
	var closers []func()
	defer func() {
		for _, c := range closers {
			c()
		}
	}()
	return tui.Run(tui.Options{
		Engine: eng, Bridge: bridge, Demo: demo, Trace: opts.resumed,
		NewSession: func(sink func(concierge.Event)) (*concierge.Engine, error) {
			fresh := *opts
			fresh.Resume = ""
			e, c, err := fresh.newEngine(ios, sink)
			if err == nil {
				closers = append(closers, c)
			}
			return e, err
		},
	})
}
