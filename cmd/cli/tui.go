package cli

import (
	"bufio"
	"errors"
	"fmt"
	"os"
	"strings"
	"sync"

	"golang.org/x/term"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
	"github.com/concierge-dev/concierge/tui"
)

// runTUI opens the full-screen TUI, or says how to chat without a terminal.
func runTUI(ios ioStreams, opts *engineOptions, demo *tui.Demo) error {
	if !ios.interactive() || !term.IsTerminal(int(os.Stdout.Fd())) {
		return &exitError{code: 2, msg: "the TUI needs a terminal; use `concierge chat --plain` (or `demo --plain`) to talk on stdin/stdout"}
	}
	if opts.Resume == resumeBare {
		// a bare --resume: the user picks the session (SPEC §15)
		id, err := pickAtStart(ios, opts)
		if err != nil || id == "" {
			return err
		}
		opts.Resume = id
	}
	opts.choose = askLocked(ios)
	bridge := tui.NewBridge()
	eng, closeStore, err := opts.newEngine(ios, bridge.Sink)
	if err != nil {
		return err
	}
	open := &openEngines{}
	open.switchTo(eng, closeStore)
	defer open.closeAll()
	eng.Start()
	var sessions *tui.Sessions
	if store := pickerStore(ios, opts); store != nil {
		defer store.Close()
		sessions = storeSessions(store)
		sessions.Open = func(id, mode string, sink func(concierge.Event)) (*concierge.Engine, []concierge.Event, error) {
			other := *opts
			other.Resume, other.ReadOnly, other.Fork = id, mode == "read-only", mode == "fork"
			// the screen is the TUI's: a session open elsewhere goes back
			// to the picker, which asks (R43)
			other.choose = func(_ string, err error) (string, error) { return "", err }
			e, c, err := other.newEngine(ios, sink)
			if err != nil {
				return nil, nil, err
			}
			open.switchTo(e, c)
			return e, other.resumed, nil
		}
	}
	err = tui.Run(tui.Options{
		Engine: eng, Bridge: bridge, Demo: demo, Trace: opts.resumed, Sessions: sessions,
		Warnings: modelWarnings(opts.troubles),
		NewSession: func(sink func(concierge.Event)) (*concierge.Engine, error) {
			fresh := *opts
			fresh.Resume, fresh.ReadOnly, fresh.Fork = "", false, false
			e, c, err := fresh.newEngine(ios, sink)
			if err == nil {
				open.switchTo(e, c)
			}
			return e, err
		},
	})
	// the full screen is closed: now the farewell can be read (R56)
	if cur := open.current(); cur != nil {
		farewell(ios, opts, cur)
	}
	return err
}

// openEngines are the sessions this TUI has opened. Switching to another
// lets go of the one left (its lock and store), so the picker can open it
// again, unless it still holds unsaved events: those wait for the end.
type openEngines struct {
	mu      sync.Mutex
	cur     *concierge.Engine
	curDone func()
	later   []func()
}

func (o *openEngines) switchTo(e *concierge.Engine, done func()) {
	o.mu.Lock()
	prev, prevDone := o.cur, o.curDone
	o.cur, o.curDone = e, done
	if prev != nil {
		if saved, _ := prev.Saved(); !saved {
			o.later = append(o.later, prevDone)
			prevDone = nil
		}
	}
	o.mu.Unlock()
	if prevDone != nil {
		prevDone()
	}
}

// current is the session the TUI showed last.
func (o *openEngines) current() *concierge.Engine {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.cur
}

func (o *openEngines) closeAll() {
	o.mu.Lock()
	defer o.mu.Unlock()
	for _, c := range append(o.later, o.curDone) {
		if c != nil {
			c()
		}
	}
}

// pickerStore is the store the picker lists, nil when there is none (the
// engine has said so already: not twice).
func pickerStore(ios ioStreams, opts *engineOptions) *state.Store {
	if opts.NoStore {
		return nil
	}
	dir, err := opts.dataDir(ios)
	if err != nil {
		return nil
	}
	store, err := state.OpenStore(dir)
	if err != nil {
		return nil
	}
	return store
}

// storeSessions is what the session picker may do with the store.
func storeSessions(store *state.Store) *tui.Sessions {
	return &tui.Sessions{
		List: store.List,
		Delete: func(id string) error {
			// a session open in another concierge is not pulled from under it (R43)
			unlock, err := store.Lock(id)
			if errors.Is(err, state.ErrLocked) {
				return errors.New("it is open in another concierge; close it there first")
			}
			if err != nil {
				return err
			}
			defer unlock()
			return store.Delete(id)
		},
	}
}

// pickFirst says whether the TUI opens on the session picker: for a bare
// --resume (SPEC §15) when a session is stored; with none, it says so as
// --resume latest does.
func pickFirst(opts *engineOptions, list func() ([]state.SessionInfo, error)) (bool, error) {
	if opts.Resume != resumeBare {
		return false, nil
	}
	infos, err := list()
	if err != nil {
		return false, &exitError{code: 1, msg: "cannot list the sessions: " + concierge.SanitizeLine(err.Error())}
	}
	if len(infos) == 0 {
		return false, &exitError{code: 1, msg: "there is no stored session to resume yet"}
	}
	return true, nil
}

// pickAtStart shows the session picker before the TUI opens and returns
// the chosen session, "" when the user closed it.
func pickAtStart(ios ioStreams, opts *engineOptions) (string, error) {
	store, err := opts.openStore(ios)
	if err != nil {
		return "", err
	}
	if store == nil {
		return "", &exitError{code: 1, msg: "--resume needs the session store, and none could be opened"}
	}
	defer store.Close()
	sessions := storeSessions(store)
	if pick, err := pickFirst(opts, sessions.List); err != nil || !pick {
		return "", err
	}
	id, err := tui.Pick(*sessions)
	if err != nil {
		return "", &exitError{code: 1, msg: concierge.SanitizeLine(err.Error())}
	}
	return id, nil
}

// askLocked asks, before the TUI takes the screen, what to do with a
// session that is open in another concierge (R43): never a silent second
// writer.
func askLocked(ios ioStreams) func(id string, err error) (string, error) {
	return func(id string, _ error) (string, error) {
		fmt.Fprintf(ios.Out, "Session %s is open in another concierge.\n", concierge.SanitizeLine(id))
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
