package concierge

import (
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// read is the one reading of a message (R27): the loop asks isCancel,
// isHelp, isLogout, isYes … of the same text one after the other, and each
// question after the first is answered from the same reading, whose answers
// are kept. The last few readings are remembered, by their text; a reading
// is a pure function of its text, so sharing one between engines is safe.
func read(text string) *reading.Reading {
	readings.mu.Lock()
	for _, r := range readings.last {
		if r != nil && r.Text() == text {
			readings.mu.Unlock()
			return r
		}
	}
	readings.mu.Unlock()
	r := reading.Read(text)
	readings.mu.Lock()
	readings.last[readings.next] = r
	readings.next = (readings.next + 1) % len(readings.last)
	readings.mu.Unlock()
	return r
}

var readings struct {
	mu   sync.Mutex
	last [8]*reading.Reading
	next int
}
