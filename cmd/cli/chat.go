package cli

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"sync"

	"github.com/spf13/cobra"
	"golang.org/x/term"

	"github.com/concierge-dev/concierge/concierge"
)

func newChatCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	plain := false
	cmd := &cobra.Command{
		Use:   "chat",
		Short: "Chat with the agents: the TUI, or a line REPL with --plain",
		Long: "Chat with the agents on stdin/stdout. Agent lines start with \">> \", side-panel notes\n" +
			"with \"[why] \". Answer an approval with yes, or no and a reason. /quit, exit or the end\n" +
			"of input (ctrl+d) leaves; the session is saved and can be resumed with --resume.",
		Args: resumeArgs(opts),
		RunE: func(cmd *cobra.Command, _ []string) error {
			defer opts.startTracing(ios)()
			if plain {
				return runChat(cmd.Context(), ios, opts)
			}
			return runTUI(ios, opts, nil)
		},
	}
	cmd.Flags().BoolVar(&plain, "plain", false, "use the line REPL on stdin/stdout (no terminal needed)")
	return cmd
}

// runChat is the plain REPL: the same loop as the TUI, one line at a time.
func runChat(ctx context.Context, ios ioStreams, opts *engineOptions) error {
	if ctx == nil {
		ctx = context.Background()
	}
	p := &concierge.PlainPrinter{W: ios.Out, EchoUser: !ios.interactive()}
	eng, closeStore, err := opts.newEngine(ios, plainSink(ios, p))
	if err != nil {
		return err
	}
	defer closeStore()
	if opts.Resume != "" {
		printHistory(p, eng)
	}
	if opts.ReadOnly {
		fmt.Fprintln(ios.Out, "[read-only] the session is shown as it is; resume it with --fork to go on in a new session")
		return nil
	}
	eng.Start()
	defer farewell(ios, opts, eng)

	turns := newTurnCanceller()
	stop := turns.onInterrupt()
	defer stop()

	in := bufio.NewReaderSize(ios.In, 64*1024)
	for {
		line, err := readInput(ios, in, eng)
		if err != nil {
			if errors.Is(err, errQuit) {
				return nil
			}
			return &exitError{code: 1, msg: "reading input: " + err.Error()}
		}
		_, secret := eng.PendingSecret()
		if concierge.IsLeave(line, secret) {
			// taken before the reader, at any prompt (R56)
			return nil
		}
		switch cmd := strings.TrimSpace(line); {
		case cmd == "/approve":
			err = turns.run(ctx, eng.Approve)
		case strings.HasPrefix(cmd, "/reject"):
			reason := strings.TrimSpace(strings.TrimPrefix(cmd, "/reject"))
			err = turns.run(ctx, func(c context.Context) error { return eng.Reject(c, reason) })
		default:
			err = turns.run(ctx, func(c context.Context) error { return eng.Send(c, line) })
		}
		report(ios, err)
	}
}

var errQuit = errors.New("quit")

// farewell says, on stderr as the user leaves, which session was saved
// and how to resume it (R56): stdout stays the transcript.
func farewell(ios ioStreams, opts *engineOptions, eng *concierge.Engine) {
	flags := ""
	if opts.origin["data-dir"] == "flag --data-dir" {
		// the resume finds the session only in the same store
		flags = "--data-dir " + shellQuote(opts.DataDir)
	}
	if line := eng.Leave().Farewell(flags); line != "" {
		fmt.Fprintln(ios.ErrOut, line)
	}
}

// readInput reads one message; a secret is read without echo when stdin is
// a terminal (R10). End of input quits.
func readInput(ios ioStreams, in *bufio.Reader, eng *concierge.Engine) (string, error) {
	if sec, ok := eng.PendingSecret(); ok && ios.interactive() {
		fmt.Fprintf(ios.Out, "%s (hidden)> ", concierge.SanitizeLine(sec.Label))
		b, err := term.ReadPassword(ios.InFd)
		fmt.Fprintln(ios.Out)
		if err != nil {
			return "", err
		}
		return string(b), nil
	}
	if ios.interactive() {
		fmt.Fprint(ios.Out, "> ")
	}
	line, err := readLine(in)
	if err == io.EOF && line == "" {
		return "", errQuit
	}
	if err != nil && err != io.EOF {
		return "", err
	}
	return line, nil
}

// readLine reads a whole line however long, so a huge paste gets a clear
// "too long" from the engine instead of being cut into pieces.
func readLine(in *bufio.Reader) (string, error) {
	var b strings.Builder
	for {
		chunk, isPrefix, err := in.ReadLine()
		if b.Len() <= concierge.MaxInput+1 {
			b.Write(chunk)
		}
		if err != nil {
			return b.String(), err
		}
		if !isPrefix {
			return b.String(), nil
		}
	}
}

// report prints what the user must know about a failed input; the engine
// has already said what went wrong inside a turn.
func report(ios ioStreams, err error) {
	switch {
	case err == nil:
	case errors.Is(err, concierge.ErrEmpty):
		if ios.interactive() {
			fmt.Fprintln(ios.Out, "[hint] type a message, or /quit to leave")
		}
	case errors.Is(err, concierge.ErrTooLong), errors.Is(err, concierge.ErrNoApproval), errors.Is(err, concierge.ErrReadOnly), errors.Is(err, concierge.ErrNotText):
		fmt.Fprintf(ios.Out, "[error] %s\n", concierge.SanitizeLine(err.Error()))
	case errors.Is(err, context.Canceled):
	default:
		// the turn's own message was printed through the event stream
	}
}

// turnCanceller lets Ctrl+C cancel the turn in flight (R12) and quit at
// the prompt.
type turnCanceller struct {
	mu     sync.Mutex
	cancel context.CancelFunc
}

func newTurnCanceller() *turnCanceller { return &turnCanceller{} }

func (t *turnCanceller) run(ctx context.Context, fn func(context.Context) error) error {
	c, cancel := context.WithCancel(ctx)
	t.mu.Lock()
	t.cancel = cancel
	t.mu.Unlock()
	defer func() {
		t.mu.Lock()
		t.cancel = nil
		t.mu.Unlock()
		cancel()
	}()
	return fn(c)
}

func (t *turnCanceller) onInterrupt() func() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, os.Interrupt)
	done := make(chan struct{})
	go func() {
		for {
			select {
			case <-ch:
				t.mu.Lock()
				cancel := t.cancel
				t.mu.Unlock()
				if cancel == nil {
					exitProcess(130) // the spans are flushed first (R49)
				}
				cancel()
			case <-done:
				return
			}
		}
	}()
	return func() { signal.Stop(ch); close(done) }
}

// printHistory shows a resumed session's transcript before it goes on.
// plainSink prints the engine's events, and whether the session is saved
// when that changes (R43): saving never stops in silence.
func plainSink(ios ioStreams, p *concierge.PlainPrinter) func(concierge.Event) {
	return func(ev concierge.Event) {
		if s, ok := ev.(concierge.SaveStatus); ok {
			if s.Stopped {
				fmt.Fprintf(ios.ErrOut, "[saving] %s\n", concierge.SanitizeLine(s.Reason))
				return
			}
			if s.Saved {
				fmt.Fprintln(ios.ErrOut, "[saving] the session is saved again")
			} else {
				fmt.Fprintf(ios.ErrOut, "[saving] not saved yet (%s); I'll keep trying\n", concierge.SanitizeLine(s.Reason))
			}
			return
		}
		p.Print(ev)
	}
}

func printHistory(p *concierge.PlainPrinter, eng *concierge.Engine) {
	s := eng.Session()
	echo := p.EchoUser
	p.EchoUser = true
	for _, m := range s.Messages {
		p.Print(concierge.MessageAdded{Message: m})
	}
	p.EchoUser = echo
	// the speaker and the stack are stored names: a hand-edited or older
	// database may hold anything (R55)
	fmt.Fprintln(p.W, concierge.SanitizeLine(fmt.Sprintf("[resumed] session %s: speaker %s, stack %s", s.ID, orNone(s.Speaker), s.Stack().String())))
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// shellQuote quotes a path for a command line the user may paste.
func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/._-+:=@,", r))
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
