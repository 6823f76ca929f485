package tui

import (
	"time"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge/scenario"
)

// Demo plays a scenario in the TUI: each user line is typed into the input
// box visibly and sent, each approval is answered in the modal, and the
// next step waits until the reply is in (concierge demo).
type Demo struct {
	steps []scenario.Step
	speed float64 // characters per second; 0 types a line at once
	step  bool    // wait for a key before each step

	next  int
	typed []rune
	// shown is what the box shows of typed while it is typed: the line
	// with its secrets masked (Engine.ShownAs), so that a recording never
	// holds a password, not even half typed (R48, R29)
	shown     []rune
	at        int
	scheduled bool
	awaitKey  bool
	done      bool
	// quitAfter, when set, ends the program that long after the last
	// step (a headless recording, Play).
	quitAfter time.Duration
	// frames counts the frames a headless recording has drawn (nil in a
	// terminal); scheduledAt is the count when the next step was
	// scheduled (demo_frames.go).
	frames      func() uint64
	scheduledAt uint64
	frameWaits  int
}

// NewDemo prepares a scenario's user steps for playing.
func NewDemo(sc *scenario.Scenario, speed float64, step bool) *Demo {
	d := &Demo{speed: speed, step: step}
	for _, st := range sc.Steps {
		if st.Kind != scenario.StepExpect {
			d.steps = append(d.steps, st)
		}
	}
	return d
}

// Done reports whether every step has been played.
func (d *Demo) Done() bool { return d.done }

type demoMsg struct{ typing bool }

func (d *Demo) pause() time.Duration {
	if d.speed <= 0 {
		return 50 * time.Millisecond
	}
	return 700 * time.Millisecond
}

func (d *Demo) start() tea.Cmd {
	d.scheduled = true
	if d.frames != nil {
		d.scheduledAt = d.frames()
	}
	return tea.Tick(d.pause(), func(time.Time) tea.Msg { return demoMsg{} })
}

// demoNext schedules the next step once the engine is idle.
func (m Model) demoNext() tea.Cmd {
	d := m.demo
	if d == nil || d.done || d.scheduled || m.busy || d.awaitKey {
		return nil
	}
	return d.start()
}

func (m Model) demoStep(msg demoMsg) (tea.Model, tea.Cmd) {
	d := m.demo
	d.scheduled = false
	if d.done || m.busy {
		return m, nil
	}
	if msg.typing {
		return m.demoType()
	}
	if !d.drawnSinceScheduled() {
		return m, d.waitForFrame()
	}
	if d.next >= len(d.steps) {
		d.done = true
		if d.quitAfter > 0 {
			m.flash("Demo finished", false)
			return m, tea.Tick(d.quitAfter, func(time.Time) tea.Msg { return tea.QuitMsg{} })
		}
		m.flash("Demo finished: keep chatting, or ctrl+c to quit", false)
		return m, nil
	}
	if d.step && !d.awaitKey && d.at == 0 {
		d.awaitKey = true
		m.flash("Demo: press space for the next step", false)
		return m, nil
	}
	st := d.steps[d.next]
	switch st.Kind {
	case scenario.StepApprove, scenario.StepReject:
		d.next++
		if _, _, ok := layerOf[approvalModel](&m); !ok {
			m.flash("Demo: no approval is waiting; skipping the step", true)
			return m, m.demoNext()
		}
		dropLayer[approvalModel](&m)
		if st.Kind == scenario.StepApprove {
			return m.decide(approvalDecision{approve: true, session: st.Text == scenario.ScopeSession})
		}
		return m.decide(approvalDecision{reason: st.Text})
	}
	m.demoLine(st.Text)
	return m.demoType()
}

// demoLine readies text for typing.
func (m Model) demoLine(text string) {
	d := m.demo
	d.typed, d.shown, d.at = []rune(text), []rune(m.eng.ShownAs(text)), 0
}

// demoType types one more character, or the whole line, then sends it.
func (m Model) demoType() (tea.Model, tea.Cmd) {
	d := m.demo
	if d.speed > 0 && d.at < len(d.shown) {
		d.at++
		m.input.SetValue(string(d.shown[:d.at]))
		d.scheduled = true
		per := time.Duration(float64(time.Second) / d.speed)
		return m, tea.Tick(per, func(time.Time) tea.Msg { return demoMsg{typing: true} })
	}
	// the line itself is set and sent in this one update: no frame shows it
	m.input.SetValue(string(d.typed))
	d.next++
	d.at = 0
	return m.send()
}

// demoNextKey plays the next step of a --step demo.
var demoNextKey = key.NewBinding(key.WithKeys(" ", "enter"), key.WithHelp("space", "next step"))

// demoKey continues a --step demo.
func (m Model) demoKey(msg tea.KeyMsg) (tea.Model, tea.Cmd, bool) {
	d := m.demo
	if d == nil || !d.awaitKey {
		return m, nil, false
	}
	if !keyMatches(msg, demoNextKey) {
		return m, nil, true
	}
	d.awaitKey = false
	d.at = 0
	st := d.steps[d.next]
	if st.Kind == scenario.StepSay {
		m.demoLine(st.Text)
		return withCmd(m.demoType())
	}
	d.step = false // answer the approval now, then go back to stepping
	next, cmd := m.demoStep(demoMsg{})
	d.step = true
	return next, cmd, true
}

func withCmd(m tea.Model, cmd tea.Cmd) (tea.Model, tea.Cmd, bool) { return m, cmd, true }
