package telemetry

import (
	"context"
	"sync"
	"time"

	"github.com/concierge-dev/concierge/concierge"
)

// behind runs a span builder behind the engine. The sink only notes the
// event and its time under a mutex; a goroutine of its own builds the
// spans (sanitising and masking every string, which is the costly part)
// once a turn is over. So a turn pays a few tens of nanoseconds an event
// for its trace, whatever the export does (R49: the bank demo's turns
// within 10% of no export; BENCHMARKS.md).
type behind struct {
	sp *Spans

	mu      sync.Mutex
	pending []stamped
	spare   []stamped // the last batch's array, reused: no allocation a turn
	closed  bool
	working bool          // the goroutine is building a batch
	wake    chan struct{} // one waiting wake-up at most
	done    chan struct{} // closed when the goroutine has built everything
}

type stamped struct {
	ev concierge.Event
	at time.Time
}

// Bounds on what waits for the builder: a batch is handed over at a
// turn's end or when this many events wait, and past maxPending events
// are dropped rather than held (a builder that cannot keep up never costs
// the engine memory without end).
const (
	handOver   = 256
	maxPending = 16 * 1024
)

func newBehind(sp *Spans) *behind {
	b := &behind{sp: sp, wake: make(chan struct{}, 1), done: make(chan struct{})}
	go b.run()
	return b
}

// push is the sink's part: note the event, wake the builder at a turn's end.
func (b *behind) push(ev concierge.Event) {
	b.mu.Lock()
	if b.closed || len(b.pending) >= maxPending {
		b.mu.Unlock()
		return
	}
	b.pending = append(b.pending, stamped{ev: own(ev), at: time.Now()})
	_, end := ev.(concierge.TurnFinished)
	wake := end || len(b.pending)%handOver == 0
	b.mu.Unlock()
	if wake {
		b.nudge()
	}
}

// nudge wakes the builder for what waits.
func (b *behind) nudge() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return
	}
	select {
	case b.wake <- struct{}{}:
	default: // a wake-up already waits
	}
}

func (b *behind) run() {
	defer close(b.done)
	for {
		_, open := <-b.wake
		b.mu.Lock()
		batch := b.pending
		b.pending, b.spare, b.working = b.spare[:0], nil, true
		b.mu.Unlock()
		for _, s := range batch {
			b.sp.ObserveAt(s.ev, s.at)
		}
		clear(batch) // the events may be collected
		b.mu.Lock()
		b.spare, b.working = batch, false
		b.mu.Unlock()
		if !open {
			b.sp.Close()
			return
		}
	}
}

// close builds what is left and ends an open turn, by the deadline.
func (b *behind) close(ctx context.Context) {
	b.mu.Lock()
	if !b.closed {
		b.closed = true
		close(b.wake)
	}
	b.mu.Unlock()
	select {
	case <-b.done:
	case <-ctx.Done():
	}
}

// own copies what of an event the builder reads later and the engine
// might still change: a tool call's arguments (shared with the approval
// waiting in the session). Everything else in an event is values.
func own(ev concierge.Event) concierge.Event {
	if tc, ok := ev.(concierge.ToolCalled); ok && tc.Args != nil {
		args := make(map[string]string, len(tc.Args))
		for k, v := range tc.Args {
			args[k] = v
		}
		tc.Args = args
		return tc
	}
	return ev
}
