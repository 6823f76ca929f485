package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"

	"github.com/concierge-dev/concierge/state"
)

// Bad input through the TUI model (issue 8, SPEC R17, R18, R25): escape
// sequences and invalid UTF-8 typed or pasted, and every terminal size.
// The tests draw with the ASCII profile, where lipgloss emits no escape at
// all, so any ESC in a frame came from untrusted text.

const typedEvil = "look up \x1b]52;c;aGk=\x07 \x1b]8;;http://evil.example\x1b\\MSFT\x1b]8;;\x1b\\ \x1b[2J\u009b31m \xff\xfe \x1b"

func wantCleanView(t *testing.T, view string) {
	t.Helper()
	for _, bad := range []string{"\x1b", "\x07", "\u009b", "\u009d", "\x00"} {
		if strings.Contains(view, bad) {
			t.Errorf("the view contains %q:\n%q", bad, view)
		}
	}
}

func TestTypedEscapesAndInvalidUTF8(t *testing.T) {
	t.Parallel()
	for _, how := range []string{"typed", "pasted"} {
		t.Run(how, func(t *testing.T) {
			t.Parallel()
			m := newTestModel(t, 100, 30)
			if how == "typed" {
				m.input.SetValue(typedEvil)
			} else {
				// a bracketed paste arrives as one KeyMsg with the bytes as runes
				m = update(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(typedEvil), Paste: true})
			}
			wantCleanView(t, m.View()) // in the input box, before it is sent
			m = press(t, m, tea.KeyMsg{Type: tea.KeyEnter})
			view := m.View()
			wantCleanView(t, view)
			if !strings.Contains(view, "MSFT (Microsoft Corporation) is trading at $415.50.") {
				t.Errorf("the reply did not arrive:\n%s", view)
			}
			// the session goes on
			m = sendLine(t, m, "look up AAPL")
			if v := m.View(); !strings.Contains(v, "AAPL (Apple Inc.) is trading at $189.84.") {
				t.Errorf("the next message got no reply:\n%s", v)
			}
			// R18: the sequences go whole, as in plain mode ("look up MSFT"),
			// not just their control bytes
			sent := m.eng.Session().Messages
			var first string
			for _, msg := range sent {
				if msg.Role == state.RoleUser {
					first = msg.Text
					break
				}
			}
			if strings.Contains(first, "]52;") || strings.Contains(first, "evil.example") || strings.Contains(first, "[2J") {
				t.Errorf("the input box drops only the control bytes of an escape sequence, so its body is sent and shown "+
					"as text: %s %q became the message %q (plain mode sends \"look up MSFT\"); the OSC 8 link target is on "+
					"the screen. Fix: run concierge.Sanitize on KeyRunes/paste runes (tui/app.go key handling) and in "+
					"inputModel.SetValue before they reach the textarea, whose own sanitizer removes control runes one by one", how, typedEvil, first)
			}
		})
	}
	t.Run("only escapes", func(t *testing.T) {
		t.Parallel()
		m := newTestModel(t, 100, 30)
		before := len(m.eng.Session().Messages)
		for _, s := range []string{"\x1b[2J", "\x1b", "\u009b31m", "\x07\x07"} {
			m = sendLine(t, m, s)
			wantCleanView(t, m.View())
		}
		var sent []string
		for _, msg := range m.eng.Session().Messages[before:] {
			if msg.Role == state.RoleUser {
				sent = append(sent, msg.Text)
			}
		}
		m = sendLine(t, m, "look up MSFT")
		if v := m.View(); !strings.Contains(v, "MSFT (Microsoft Corporation)") {
			t.Errorf("no reply after the escapes:\n%s", v)
		}
		if len(sent) > 0 {
			t.Errorf("messages of nothing but escape sequences were sent as %q (plain mode refuses them as empty); "+
				"same cause as the typed/pasted cases: the input box removes control runes, not whole sequences", sent)
		}
	})
}

// The bidi controls Sanitize removes (U+202A–U+202E, U+2066–U+2069) can make
// the text in the input box read differently from what will be sent.
func TestPastedBidiControls(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 100, 30)
	m = update(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("look up \u202EGNP\u202C MSFT \u2066x\u2069"), Paste: true})
	inBox := m.View()
	m = press(t, m, tea.KeyMsg{Type: tea.KeyEnter})
	view := m.View()
	bidi := func(s string) bool {
		return strings.ContainsAny(s, "\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069")
	}
	if bidi(view) {
		t.Errorf("a bidi control is on the screen after sending:\n%q", view)
	}
	if !strings.Contains(view, "MSFT (Microsoft Corporation)") {
		t.Errorf("no reply:\n%s", view)
	}
	if bidi(inBox) {
		t.Error("pasted bidi controls (U+202E, U+2066…) are drawn in the input box before sending: bubbles' textarea " +
			"sanitizer drops only unicode.IsControl runes, and the input box is not passed through concierge.Sanitize. " +
			"Fix: sanitise runes before they reach the textarea (same fix as the escape-sequence case)")
	}
}

// tuiSizes are the sizes a terminal might report, tiny to huge, in an
// order that shrinks and grows.
var tuiSizes = [][2]int{
	{100, 30}, {1, 1}, {10, 5}, {20, 8}, {19, 8}, {20, 7}, {21, 9}, {40, 8}, {99, 30}, {100, 8},
	{300, 100}, {70, 24}, {0, 0}, {1, 100}, {300, 1}, {20, 8}, {100, 30},
}

func TestResizeNeverBreaksTheFrame(t *testing.T) {
	t.Parallel()
	states := []struct {
		name string
		make func(t *testing.T) Model
	}{
		{"welcome", func(t *testing.T) Model { return newTestModel(t, 100, 30) }},
		{"masked password", func(t *testing.T) Model {
			return bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo")
		}},
		{"approval modal", func(t *testing.T) Model {
			return bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo", "monkey", "Checking", "1234324", "500")
		}},
		{"artifact and long history", func(t *testing.T) Model {
			m := bankTo(t, newTestModel(t, 100, 30), "Transfer money", "seldo", "monkey", "Checking", "1234324", "500")
			m = choose(t, m, keyRune('y'))
			for i := 0; i < 20; i++ {
				m = sendLine(t, m, fmt.Sprintf("look up MSFT %d %s", i, strings.Repeat("wordy ", 30)))
			}
			return m
		}},
		{"panel toggled", func(t *testing.T) Model {
			return update(newTestModel(t, 100, 30), tea.KeyMsg{Type: tea.KeyCtrlO})
		}},
		{"help", func(t *testing.T) Model { return update(newTestModel(t, 100, 30), keyRune('?')) }},
		{"escape-laden reply", func(t *testing.T) Model {
			return sendLine(t, newTestModel(t, 100, 30), typedEvil)
		}},
	}
	for _, st := range states {
		t.Run(st.name, func(t *testing.T) {
			t.Parallel()
			m := st.make(t)
			for _, size := range tuiSizes {
				w, h := size[0], size[1]
				var view string
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Fatalf("%d×%d: panic: %v", w, h, r)
						}
					}()
					m = update(m, tea.WindowSizeMsg{Width: w, Height: h})
					view = m.View()
					// scrolling at this size must not panic either
					m = update(m, tea.KeyMsg{Type: tea.KeyPgUp})
					m = update(m, tea.KeyMsg{Type: tea.KeyPgDown})
					view = m.View()
				}()
				wantCleanView(t, view)
				if w >= 20 && h >= inputHeight+3 {
					lines := strings.Split(view, "\n")
					if len(lines) != h {
						t.Errorf("%d×%d: the frame has %d lines", w, h, len(lines))
					}
					for i, l := range lines {
						if lw := lipgloss.Width(l); lw > w {
							t.Errorf("%d×%d: line %d is %d cells wide: %q", w, h, i, lw, l)
						}
					}
				} else if !strings.Contains(view, "too small") {
					t.Errorf("%d×%d: the frame does not say the terminal is too small: %q", w, h, view)
				}
			}
		})
	}
}

// A zero or negative window size (some terminals report 0×0 before the
// first real size) does not panic, and the model recovers at a real size.
func TestZeroWindowSize(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 0, 0)
	_ = m.View()
	m = update(m, tea.WindowSizeMsg{Width: -1, Height: -1})
	_ = m.View()
	m = sendLine(t, m, "look up MSFT") // a turn while the screen has no size
	m = update(m, tea.WindowSizeMsg{Width: 100, Height: 30})
	view := m.View()
	if got := len(strings.Split(view, "\n")); got != 30 {
		t.Errorf("after 0×0 then 100×30 the frame has %d lines", got)
	}
	if !strings.Contains(view, "MSFT (Microsoft Corporation)") {
		t.Errorf("the reply given at 0×0 is lost:\n%s", view)
	}
}
