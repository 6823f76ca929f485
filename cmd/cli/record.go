package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
	"github.com/concierge-dev/concierge/state"
	"github.com/concierge-dev/concierge/tui"
)

// Recorded demos (R48): --cast writes an asciicast v2 recording of the TUI
// playing a scenario, --screens each step's screen as a text file.

// maxRecording bounds a recording: a demo that never finishes (a model that
// does not answer) is stopped instead of recorded for ever.
const maxRecording = 10 * time.Minute

// recordCast plays sc in the TUI, headless, and writes the recording to
// path ("-": standard output). speed is the typing speed in characters per
// second. The file is written whole once the recording is made: a
// recording that fails, or a full disk, leaves what was at path as it was,
// and an existing file is replaced only with force (R55).
func recordCast(ctx context.Context, ios ioStreams, opts *engineOptions, sc *scenario.Scenario, path string, force bool, speed float64, w, h int) error {
	// a path that cannot be written is said before the demo plays for
	// its minute, not after
	if err := checkCast(path, force); err != nil {
		return err
	}
	bridge := tui.NewBridge()
	eng, stop, err := scenarioEngine(ctx, ios, opts, sc, bridge.Sink)
	if err != nil {
		return err
	}
	defer stop()
	eng.Start()
	title := "concierge " + strings.TrimSuffix(filepath.Base(sc.Name), ".scenario")
	rec := newCast(w, h, title, time.Now)
	ctx, cancel := context.WithTimeout(ctx, maxRecording)
	defer cancel()
	demo := tui.NewDemo(sc, speed, false)
	if err := tui.Play(ctx, tui.Options{Engine: eng, Bridge: bridge, Demo: demo}, rec, w, h); err != nil {
		return &exitError{code: 1, msg: fmt.Sprintf("recording %s stopped: %v", concierge.SanitizeLine(sc.Name), err)}
	}
	var b bytes.Buffer
	if _, err := rec.WriteTo(&b); err != nil {
		return &exitError{code: 1, msg: "cannot write the recording: " + concierge.SanitizeLine(err.Error())}
	}
	if path == "-" {
		if _, err := ios.Out.Write(b.Bytes()); err != nil {
			return &exitError{code: 1, msg: "cannot write the recording: " + concierge.SanitizeLine(err.Error())}
		}
		fmt.Fprintf(ios.ErrOut, "recorded %s (%.1f s)\n", concierge.SanitizeLine(sc.Name), rec.duration().Seconds())
		return nil
	}
	if err := state.WriteFileSafe(path, b.Bytes(), force, 0o644); err != nil {
		return &exitError{code: 1, msg: outputError(path, err).Error()}
	}
	fmt.Fprintf(ios.Out, "recorded %s to %s (%.1f s); play it with `asciinema play %s`\n",
		concierge.SanitizeLine(sc.Name), concierge.SanitizeLine(path), rec.duration().Seconds(), concierge.SanitizeLine(path))
	return nil
}

// scenarioEngine is the engine a recording plays on: the scenario's domain
// (a domain file is relative to the scenario), the configured engine, no
// session store, and the fixed clock and session id of replays.
func scenarioEngine(ctx context.Context, ios ioStreams, opts *engineOptions, sc *scenario.Scenario, sink func(concierge.Event)) (*concierge.Engine, func(), error) {
	var (
		d    *agents.Domain
		stop = func() {}
		err  error
	)
	if domainfile.IsFile(sc.Domain) {
		path := sc.Domain
		if !filepath.IsAbs(path) {
			path = filepath.Join(filepath.Dir(sc.Name), path)
		}
		d, stop, err = opts.loadFile(ctx, ios, path, false)
	} else {
		d, err = opts.domains.New(sc.Domain)
		if err != nil {
			err = &exitError{code: 2, msg: concierge.SanitizeLine(sc.Name + ": " + err.Error())}
		}
	}
	if err != nil {
		return nil, nil, err
	}
	brain, err := opts.engineFor(ios, d)
	if err != nil {
		stop()
		return nil, nil, err
	}
	eng, err := concierge.New(concierge.Config{
		Domain: d, Brain: brain, Sink: sink, Clock: concierge.FixedClock,
		NewID: func() string { return "demo" }, ClassifyEveryMessage: opts.Classify,
	})
	if err != nil {
		stop()
		return nil, nil, &exitError{code: 2, msg: concierge.SanitizeLine(err.Error())}
	}
	return eng, stop, nil
}

// cast collects what a program writes as asciicast v2 output events
// (https://docs.asciinema.org/manual/asciicast/v2/): a header line, then
// one [seconds, "o", text] line per write.
type cast struct {
	mu      sync.Mutex
	w, h    int
	title   string
	started time.Time
	now     func() time.Time
	events  []castEvent
	partial []byte // the start of a UTF-8 character whose end is still to come
}

// castHeader is the first line of an asciicast v2 file.
type castHeader struct {
	Version   int               `json:"version"`
	Width     int               `json:"width"`
	Height    int               `json:"height"`
	Timestamp int64             `json:"timestamp"`
	Title     string            `json:"title,omitempty"`
	Env       map[string]string `json:"env"`
}

type castEvent struct {
	at   time.Duration
	data string
}

func newCast(w, h int, title string, now func() time.Time) *cast {
	return &cast{w: w, h: h, title: title, now: now, started: now()}
}

// Write records p as one event at the time it arrives. A character split
// across two writes waits for its end: an event is whole UTF-8.
func (c *cast) Write(p []byte) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := append(c.partial, p...)
	cut := len(b)
	for i := len(b) - 1; i >= 0 && i >= len(b)-utf8.UTFMax; i-- {
		if utf8.RuneStart(b[i]) {
			if !utf8.FullRune(b[i:]) {
				cut = i
			}
			break
		}
	}
	c.partial = append([]byte(nil), b[cut:]...)
	if cut > 0 {
		c.events = append(c.events, castEvent{at: c.now().Sub(c.started), data: string(b[:cut])})
	}
	return len(p), nil
}

// goodbye is what the program writes as it stops: it erases the line the
// cursor is on, the status bar. A recording ends on its last frame whole.
var goodbye = map[string]bool{"\x1b[2K": true, "\r": true}

// WriteTo writes the recording: the header, then the events in order.
func (c *cast) WriteTo(w io.Writer) (int64, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	events := trimGoodbye(c.events)
	cw := &countWriter{w: w}
	enc := json.NewEncoder(cw)
	enc.SetEscapeHTML(false)
	header := castHeader{
		Version: 2, Width: c.w, Height: c.h, Timestamp: c.started.Unix(), Title: c.title,
		Env: map[string]string{"TERM": "xterm-256color", "SHELL": "/bin/sh"},
	}
	if err := enc.Encode(header); err != nil {
		return cw.n, err
	}
	for _, ev := range events {
		at := json.Number(fmt.Sprintf("%.6f", ev.at.Seconds()))
		if err := enc.Encode([]any{at, "o", ev.data}); err != nil {
			return cw.n, err
		}
	}
	return cw.n, nil
}

// trimGoodbye removes the erase of the last line from the program's
// closing writes; the modes it switches back (cursor, paste) stay.
func trimGoodbye(events []castEvent) []castEvent {
	out := slices.Clone(events)
	for i := len(out) - 1; i >= 0; i-- {
		d := out[i].data
		switch {
		case goodbye[d]:
			out = slices.Delete(out, i, i+1)
		case strings.HasPrefix(d, "\x1b[?") && len(d) <= 10:
		default:
			return out
		}
	}
	return out
}

func (c *cast) duration() time.Duration {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.events) == 0 {
		return 0
	}
	return c.events[len(c.events)-1].at
}

type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
