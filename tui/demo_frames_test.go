package tui

import "testing"

// A headless demo acts on a step only once a frame has been drawn since the
// step was scheduled: on a busy machine the pause alone passed before the
// approval modal was drawn, and the recording never showed it.
func TestDemoWaitsForAFrameBeforeActing(t *testing.T) {
	var drawn uint64
	d := &Demo{frames: func() uint64 { return drawn }}
	d.start()
	if d.drawnSinceScheduled() {
		t.Fatal("the step acted before any frame was drawn since it was scheduled")
	}
	d.waitForFrame() // the same step again: the count it waits past stays
	if d.drawnSinceScheduled() {
		t.Fatal("the step acted on a second pause with still no frame drawn")
	}
	drawn++
	if !d.drawnSinceScheduled() {
		t.Fatal("a frame was drawn, yet the step still waits")
	}

	// a step whose scheduling changed nothing on screen gets no frame:
	// the wait is bounded
	d.start()
	waits := 0
	for !d.drawnSinceScheduled() {
		waits++
		if waits > maxFrameWaits+1 {
			t.Fatal("the wait for a frame never ends")
		}
	}
	if waits != maxFrameWaits {
		t.Errorf("waited %d pauses, want %d", waits, maxFrameWaits)
	}

	// in a terminal (no counter) a person watches: no wait
	if !(&Demo{}).drawnSinceScheduled() {
		t.Error("a demo in a terminal waited for a frame count")
	}
}
