package tui

import (
	"io"
	"sync/atomic"
	"time"

	tea "github.com/charmbracelet/bubbletea"
)

// A headless recording (Play) types at once and acts after a short pause,
// but the renderer draws on its own ticker: on a busy machine a pause can
// pass before the frame that shows what the demo waits on (the approval
// modal) is drawn, and the recording would never show it. So the demo
// counts the frames written and acts only once one has been drawn since
// it scheduled the step, waiting at most maxFrameWaits pauses for it.

// maxFrameWaits bounds the wait for a frame: a step scheduled by an update
// that changed nothing on the screen gets no new frame.
const maxFrameWaits = 40

// frameCounter counts the writes the renderer makes to out.
type frameCounter struct {
	w io.Writer
	n atomic.Uint64
}

func (f *frameCounter) Write(p []byte) (int, error) {
	f.n.Add(1)
	return f.w.Write(p)
}

func (f *frameCounter) frames() uint64 { return f.n.Load() }

// drawnSinceScheduled reports whether the step may act: no frame counter
// (a terminal, where a person watches), a frame drawn since the step was
// scheduled, or the wait used up.
func (d *Demo) drawnSinceScheduled() bool {
	if d.frames == nil || d.frames() != d.scheduledAt || d.frameWaits >= maxFrameWaits {
		d.frameWaits = 0
		return true
	}
	d.frameWaits++
	return false
}

// waitForFrame schedules the same step again after a pause, keeping the
// frame count it was first scheduled at.
func (d *Demo) waitForFrame() tea.Cmd {
	d.scheduled = true
	return tea.Tick(d.pause(), func(time.Time) tea.Msg { return demoMsg{} })
}
