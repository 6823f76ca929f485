package tui

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/concierge"
)

// statusModel is the last line: speaker, stack, engine, usage, session.
type statusModel struct {
	st       *Styles
	width    int
	speaker  string
	stack    []string
	engine   string
	model    string
	usage    agents.Usage
	session  string
	flash    string // a one-off message ("Saved to …"), shown until the next key
	flashBad bool
	unsaved  bool // the store is failing: what happens waits in memory (R43)
	readOnly bool // a view of a session open elsewhere (R43)
	// warning is what the server's probe found wrong ("no tool calls"),
	// shown for the whole session (R56)
	warning string
}

func (s *statusModel) View() string {
	sep := s.st.Status.Render(" │ ")
	// names come from the engine, and a model may have made them up (R18)
	speaker := concierge.SanitizeLine(s.speaker)
	if speaker == "" {
		speaker = "none"
	}
	stack := "empty"
	if len(s.stack) > 0 {
		stack = concierge.SanitizeLine(strings.Join(s.stack, " › "))
	}
	engine := s.engine
	if s.model != "" {
		engine += " " + concierge.SanitizeLine(s.model)
	}
	parts := []string{
		s.st.StatusKey.Render("speaker: ") + s.st.StatusValue.Render(speaker),
		s.st.StatusKey.Render("stack: ") + s.st.StatusValue.Render(stack),
		s.st.Status.Render(engine),
		// an estimate is marked "~": the server reported no usage (R56)
		s.st.Status.Render(fmt.Sprintf("%d req · %s tok", s.usage.Requests, concierge.Tokens(s.usage.Tokens, s.usage.Estimated()))),
		s.st.Status.Render("session " + s.session),
	}
	if s.warning != "" {
		parts = append(parts[:2], append([]string{s.st.Error.Render(s.warning)}, parts[2:]...)...)
	}
	switch {
	case s.readOnly:
		parts = append(parts[:2], append([]string{s.st.Error.Render("read-only")}, parts[2:]...)...)
	case s.unsaved:
		parts = append(parts[:2], append([]string{s.st.Error.Render("not saved yet")}, parts[2:]...)...)
	}
	// on a narrow screen the session id, then the usage, then the engine
	// give way: speaker and stack are what the user watches
	left := strings.Join(parts, sep)
	for n := len(parts) - 1; n > 2 && lipgloss.Width(left) > s.width-8; n-- {
		left = strings.Join(parts[:n], sep)
	}
	right := s.st.Status.Render("? keys")
	if s.flash != "" {
		style := s.st.Info
		if s.flashBad {
			style = s.st.Error
		}
		right = style.Render(s.flash)
	}
	gap := s.width - lipgloss.Width(left) - lipgloss.Width(right)
	if gap < 1 {
		// too narrow for both: the flash wins, else the state does
		if s.flash != "" {
			return ansi.Truncate(right, s.width, "…")
		}
		return ansi.Truncate(left, s.width, "…")
	}
	return left + strings.Repeat(" ", gap) + right
}
