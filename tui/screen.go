package tui

import (
	"context"
	"errors"
	"io"
	"os"
	"sync"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/mattn/go-runewidth"
	"github.com/muesli/termenv"
	"github.com/rivo/uniseg"

	"github.com/concierge-dev/concierge/concierge"
)

// Screens users can test and show (R47, R48): the same model and view as
// the TUI, drawn as text for golden files, or run headless for a recording.

// screenMu serialises Screen: the colour profile it sets is the process's.
var screenMu sync.Mutex

// Screen is what the TUI shows at width×height for eng's session, as a
// user who opened it there would see it: the real model and view, drawn
// with the ASCII profile (no colours), a fixed clock, and East Asian
// widths pinned, so the same session gives the same bytes on every run and
// machine. It builds its own model; eng is only read.
func Screen(eng *concierge.Engine, width, height int) string {
	screenMu.Lock()
	defer screenMu.Unlock()
	pinWidths()
	prev := lipgloss.ColorProfile()
	lipgloss.SetColorProfile(termenv.Ascii)
	defer lipgloss.SetColorProfile(prev)
	m := New(Options{Engine: eng, Bridge: NewBridge(), Now: concierge.FixedClock})
	sized, _ := m.Update(tea.WindowSizeMsg{Width: width, Height: height})
	return sized.View()
}

// ScreenTrouble says why Screen cannot give the bytes of a golden in this
// process, "" when it can. The width library reads RUNEWIDTH_EASTASIAN
// once, as the program starts, and then counts the box drawing as two
// cells: no setting made later undoes that.
func ScreenTrouble() string {
	if ansi.StringWidth("─") != 1 {
		return "RUNEWIDTH_EASTASIAN is set, so ambiguous characters such as the box drawing are two cells wide here; unset it to draw screens"
	}
	return ""
}

var pinOnce sync.Once

// pinWidths makes a cell count independent of the locale and terminal: an
// East Asian ambiguous character is one cell, as lipgloss counts it, and
// the background is taken as dark instead of asked of the terminal. Only
// what differs is written, so a test process that runs other screens in
// parallel sees no race.
func pinWidths() {
	pinOnce.Do(func() {
		if runewidth.DefaultCondition.EastAsianWidth {
			runewidth.DefaultCondition = &runewidth.Condition{EastAsianWidth: false, StrictEmojiNeutral: true}
		}
		if uniseg.EastAsianAmbiguousWidth != 1 {
			uniseg.EastAsianAmbiguousWidth = 1
		}
		lipgloss.SetHasDarkBackground(true)
	})
}

// holdLastFrame is how long a recording stays on the finished demo; a
// demo typed at once (speed 0) is a test's, and is not watched.
func holdLastFrame(d *Demo) time.Duration {
	if d.speed <= 0 {
		return 100 * time.Millisecond
	}
	return 2 * time.Second
}

// Play runs the TUI headless at width×height, playing opts.Demo as
// `concierge demo` does (typing visible, at the demo's speed), with no
// input and no terminal: every byte the program draws goes to out. It
// returns once the demo is done and its last frame has been shown, or when
// ctx ends. Colours are 256-colour on a dark background, or none with
// NO_COLOR, whatever terminal (if any) runs the process.
func Play(ctx context.Context, opts Options, out io.Writer, width, height int) error {
	if opts.Demo == nil {
		return errors.New("there is no demo to play")
	}
	// the colour profile is the process's: no golden is drawn meanwhile
	screenMu.Lock()
	defer screenMu.Unlock()
	pinWidths()
	prev := lipgloss.ColorProfile()
	defer lipgloss.SetColorProfile(prev)
	profile := termenv.ANSI256
	if _, ok := os.LookupEnv("NO_COLOR"); ok {
		profile = termenv.Ascii
	}
	lipgloss.SetColorProfile(profile)
	opts.Demo.quitAfter = holdLastFrame(opts.Demo)
	if opts.Now == nil {
		opts.Now = concierge.FixedClock
	}
	// sized before the first frame, so no frame says "too small"
	fc := &frameCounter{w: out}
	opts.Demo.frames = fc.frames
	m, _ := New(opts).Update(tea.WindowSizeMsg{Width: width, Height: height})
	p := tea.NewProgram(m, tea.WithContext(ctx), tea.WithInput(nil), tea.WithOutput(fc), tea.WithoutSignalHandler())
	go p.Send(tea.WindowSizeMsg{Width: width, Height: height}) // the renderer's size
	_, err := p.Run()
	opts.Bridge.Close()
	return err
}
