package cli

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"golang.org/x/term"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/tui"
)

// runTUI opens the full-screen TUI, or says how to chat without a terminal.
func runTUI(ios ioStreams, opts *engineOptions, demo *tui.Demo) error {
	if !ios.interactive() || !term.IsTerminal(int(os.Stdout.Fd())) {
		return &exitError{code: 2, msg: "the TUI needs a terminal; use `concierge chat --plain` (or `demo --plain`) to talk on stdin/stdout"}
	}
	opts.choose = askLocked(ios)
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
			fresh.Resume, fresh.ReadOnly, fresh.Fork = "", false, false
			e, c, err := fresh.newEngine(ios, sink)
			if err == nil {
				closers = append(closers, c)
			}
			return e, err
		},
	})
}

// askLocked asks, before the TUI takes the screen, what to do with a
// session that is open in another concierge (R43): never a silent second
// writer.
func askLocked(ios ioStreams) func(id string, err error) (string, error) {
	return func(id string, _ error) (string, error) {
		fmt.Fprintf(ios.Out, "Session %s is open in another concierge.\n", id)
		fmt.Fprintln(ios.Out, "  r  look at it read-only here")
		fmt.Fprintln(ios.Out, "  f  go on from its state in a new session (it stays as it is)")
		fmt.Fprintln(ios.Out, "  q  quit")
		in := bufio.NewReader(ios.In)
		for {
			fmt.Fprint(ios.Out, "Your choice [r/f/q]: ")
			line, err := in.ReadString('\n')
			switch strings.ToLower(strings.TrimSpace(line)) {
			case "r":
				return "read-only", nil
			case "f":
				return "fork", nil
			case "q":
				return "", &exitError{code: 1, msg: "session " + id + " is open in another concierge; nothing was changed"}
			}
			if err != nil {
				return "", &exitError{code: 1, msg: "session " + id + " is open in another concierge; nothing was changed"}
			}
		}
	}
}
