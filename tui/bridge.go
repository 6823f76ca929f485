package tui

import (
	"sync"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
)

// eventsMsg carries the engine events that arrived since the last one, in
// order. Batching is the coalescing of R19: a burst of events costs one
// Update and one View, and none is ever dropped.
type eventsMsg []concierge.Event

// Bridge is the one place where engine events become tea messages. The
// engine's sink appends to an unbounded queue; a command waits for the
// queue to be non-empty and delivers everything in it. Update re-issues
// the command after each delivery (glow's "wait for one event" pattern).
type Bridge struct {
	mu     sync.Mutex
	queue  []concierge.Event
	ready  chan struct{} // holds one token while the queue is non-empty
	closed bool
}

// NewBridge returns an empty bridge.
func NewBridge() *Bridge { return &Bridge{ready: make(chan struct{}, 1)} }

// Sink is the engine's event sink. It never blocks the engine.
func (b *Bridge) Sink(ev concierge.Event) {
	b.mu.Lock()
	b.queue = append(b.queue, ev)
	b.mu.Unlock()
	select {
	case b.ready <- struct{}{}:
	default: // a wake-up is already pending; it will take this event too
	}
}

// Close ends the waiting command; later events are dropped with the program.
func (b *Bridge) Close() {
	b.mu.Lock()
	defer b.mu.Unlock()
	if !b.closed {
		b.closed = true
		close(b.ready)
	}
}

// Wait is the command that delivers the next batch of events.
func (b *Bridge) Wait() tea.Cmd {
	return func() tea.Msg {
		for {
			if _, ok := <-b.ready; !ok {
				return nil
			}
			if batch := b.take(); len(batch) > 0 {
				return eventsMsg(batch)
			}
		}
	}
}

// take empties the queue.
func (b *Bridge) take() []concierge.Event {
	b.mu.Lock()
	defer b.mu.Unlock()
	batch := b.queue
	b.queue = nil
	return batch
}
