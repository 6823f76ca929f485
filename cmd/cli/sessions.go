package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

func newSessionsCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "sessions",
		Short: "List, show, export and delete stored sessions",
		Long:  "Sessions are stored in an SQLite database under --data-dir (default $XDG_DATA_HOME/concierge).\nAn ID may be shortened to its first characters, like a git commit.",
	}
	cmd.AddCommand(
		&cobra.Command{
			Use: "list", Short: "List stored sessions, newest first", Args: cobra.NoArgs,
			RunE: func(*cobra.Command, []string) error { return sessionsList(ios, opts) },
		},
		newSessionsShowCmd(ios, opts),
		newSessionsExportCmd(ios, opts),
		&cobra.Command{
			Use: "delete ID", Short: "Delete a stored session", Args: cobra.ExactArgs(1),
			RunE: func(_ *cobra.Command, args []string) error {
				return withStore(ios, opts, func(s *state.Store) error {
					id, err := s.Resolve(args[0])
					if err != nil {
						return err
					}
					// a session open in another concierge is not pulled from under it (R43)
					unlock, err := s.Lock(id)
					if err != nil {
						return fmt.Errorf("session %s is open in another concierge; close it there first (%w)", id, err)
					}
					defer unlock()
					if err := s.Delete(id); err != nil {
						return err
					}
					fmt.Fprintf(ios.Out, "deleted %s\n", concierge.SanitizeLine(id))
					return nil
				})
			},
		},
	)
	return cmd
}

// withStore opens the store for a sessions command; any failure is a clear
// message and exit code 1.
func withStore(ios ioStreams, opts *engineOptions, fn func(*state.Store) error) error {
	dir, err := opts.dataDir(ios)
	if err != nil {
		return &exitError{code: 1, msg: err.Error()}
	}
	s, err := state.OpenStore(dir)
	if err != nil {
		return &exitError{code: 1, msg: err.Error()}
	}
	defer s.Close()
	if err := fn(s); err != nil {
		var ee *exitError
		if errors.As(err, &ee) {
			return ee
		}
		// a store error may quote what the database holds
		return &exitError{code: 1, msg: concierge.SanitizeLine(err.Error())}
	}
	return nil
}

func sessionsList(ios ioStreams, opts *engineOptions) error {
	return withStore(ios, opts, func(s *state.Store) error {
		list, err := s.List()
		if err != nil {
			return err
		}
		if len(list) == 0 {
			fmt.Fprintln(ios.Out, "no stored sessions yet")
			return nil
		}
		w := tabwriter.NewWriter(ios.Out, 0, 4, 2, ' ', 0)
		fmt.Fprintln(w, "ID\tDOMAIN\tUPDATED\tMESSAGES\tFIRST MESSAGE")
		for _, si := range list {
			fmt.Fprintf(w, "%s\t%s\t%s\t%d\t%s\n", concierge.SanitizeLine(si.ID), concierge.SanitizeLine(si.Domain),
				si.Updated.Local().Format(time.DateTime), si.Messages, concierge.SanitizeLine(si.Title))
		}
		return w.Flush()
	})
}

// exportMemory is the soft memory limit of `sessions export`.
const exportMemory = 56 << 20

// loaded is a stored session with its event records.
type loaded struct {
	id   string
	sess *state.Session
	recs []state.Record
}

// loadSession reads a stored session, and all its records unless
// recordsToo is false (a JSON export streams them instead).
func loadSession(s *state.Store, which string, recordsToo bool) (loaded, error) {
	id, err := s.Resolve(which)
	if err != nil {
		return loaded{}, err
	}
	snap, tail, err := s.LoadTail(id, concierge.ResumeTail)
	if err != nil {
		return loaded{}, err
	}
	var recs []state.Record
	if recordsToo {
		if recs, err = s.Events(id); err != nil {
			return loaded{}, err
		}
	}
	// the tail is among recs: its damaged rows are warned about once, by
	// the reader of recs, so Recover's own list of them is not shown
	return loaded{id: id, sess: concierge.RecoverFrom(snap, tail).Session, recs: recs}, nil
}

// events decodes the session's records; one that cannot be read is left
// out with a warning on stderr, and the rest goes on (R45).
func (l loaded) events(ios ioStreams) []concierge.Event {
	return concierge.DecodeRecords(l.recs, skipWarning(ios))
}

// skipWarning says on stderr which stored event a reader left out, and why.
func skipWarning(ios ioStreams) concierge.SkipFunc {
	return func(seq int64, why string) {
		fmt.Fprintf(ios.ErrOut, "concierge: warning: event %d was skipped: %s\n", seq, concierge.SanitizeLine(why))
	}
}

func titleFor(domains agents.Domains, domain string) func(string) string {
	d, err := domains.New(domain)
	return func(name string) string {
		if err == nil {
			if a := d.Agent(name); a != nil && a.Title != "" {
				return a.Title
			}
		}
		if name == agents.ConciergeName {
			return "Concierge"
		}
		return name
	}
}

func newSessionsShowCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	trace := false
	cmd := &cobra.Command{
		Use: "show ID", Short: "Show a session's transcript, or its trace with --trace", Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			return withStore(ios, opts, func(s *state.Store) error {
				l, err := loadSession(s, args[0], true)
				if err != nil {
					return err
				}
				events := l.events(ios)
				if trace {
					fmt.Fprint(ios.Out, concierge.Trace(events))
					return nil
				}
				p := &concierge.PlainPrinter{W: ios.Out, EchoUser: true}
				for _, ev := range events {
					p.Print(ev)
				}
				fmt.Fprintln(ios.Out, concierge.SanitizeLine(fmt.Sprintf("[session] %s · %s · speaker %s · stack %s",
					l.sess.ID, l.sess.Domain, orNone(l.sess.Speaker), l.sess.Stack().String())))
				return nil
			})
		},
	}
	cmd.Flags().BoolVar(&trace, "trace", false, "show each turn's agent hops, model requests and tool calls")
	return cmd
}

func newSessionsExportCmd(ios ioStreams, opts *engineOptions) *cobra.Command {
	var (
		format, out string
		force       bool
	)
	cmd := &cobra.Command{
		Use: "export ID", Short: "Export a session as markdown or JSON", Args: cobra.ExactArgs(1),
		RunE: func(_ *cobra.Command, args []string) error {
			if format != "md" && format != "json" {
				return &exitError{code: 2, msg: fmt.Sprintf("unknown format %q (choose md or json)", format)}
			}
			if os.Getenv("GOMEMLIMIT") == "" {
				// an export streams its records, but rebuilding a long
				// session's transcript first leaves garbage that the
				// collector would let grow to twice what is live; a soft
				// limit keeps the process small (R55: ≤ 100 MiB at 10,000
				// lines) at the cost of a few more collections
				defer debug.SetMemoryLimit(debug.SetMemoryLimit(exportMemory))
			}
			return withStore(ios, opts, func(s *state.Store) error {
				l, err := loadSession(s, args[0], format == "md")
				if err != nil {
					return err
				}
				var write func(io.Writer) error
				if format == "md" {
					data := []byte(concierge.Markdown(l.sess, l.events(ios), titleFor(opts.domains, l.sess.Domain)))
					write = func(w io.Writer) error { _, err := w.Write(data); return err }
				} else {
					// written as it is read: a long session's export does
					// not hold its records in memory (R55)
					write = func(w io.Writer) error {
						return concierge.WriteSessionJSON(w, l.sess, func(fn func(state.Record) error) error {
							return s.EachEvent(l.id, fn)
						}, skipWarning(ios))
					}
				}
				if out == "" || out == "-" {
					return write(ios.Out)
				}
				if err := writeExportFile(out, write, s.Path(), force); err != nil {
					return err
				}
				fmt.Fprintf(ios.Out, "exported %s to %s\n", concierge.SanitizeLine(l.sess.ID), concierge.SanitizeLine(out))
				return nil
			})
		},
	}
	cmd.Flags().StringVar(&format, "format", "md", "md or json")
	cmd.Flags().StringVarP(&out, "output", "o", "", "file to write (default: stdout); never the session store, and an existing file only with --force")
	cmd.Flags().BoolVar(&force, "force", false, "overwrite the --output file if it exists")
	return cmd
}
