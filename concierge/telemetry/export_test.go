package telemetry

import "time"

// WaitIdle waits until the exporter's builders have built every event
// pushed so far: a benchmark of turn times lets the spans of one turn be
// built before the next, as a user's reading and typing does.
func (x *Exporter) WaitIdle() {
	buildersMu.Lock()
	builders := append([]*behind(nil), x.builders...)
	buildersMu.Unlock()
	for _, b := range builders {
		for !b.idle() {
			b.nudge()
			time.Sleep(20 * time.Microsecond)
		}
	}
}

// idle reports that everything pushed so far has been built.
func (b *behind) idle() bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	return !b.working && len(b.pending) == 0
}
