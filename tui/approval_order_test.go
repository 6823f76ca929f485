package tui

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
)

// The approval belongs to the conversation, so it is drawn after what led
// to it (round 22's tester, issue 24): centred over the chat, the box
// stood above "You: checking", the line that came before it, and the
// conversation read out of order. In colour the chat stays in view
// (dimmed), so the order shows: every line of the chat is above the box,
// the user's last line and the question restated among them, and nothing
// of the chat is below it. Not parallel: it draws in colour, and the
// package's other tests draw in ASCII.
func TestApprovalDrawnAfterTheConversation(t *testing.T) {
	lipgloss.SetColorProfile(termenv.TrueColor)
	t.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	for _, tc := range []struct {
		name  string
		w, h  int
		lines []string
		last  string // the user's line the approval came after ("": scrolled off above)
	}{
		{"wide, the tester's", 120, 32, []string{"send 20 to 1234324", "seldo", "monkey", "checking"}, "checking"},
		{"wide, account number", 120, 32, []string{"send 75 to 1234324", "seldo", "monkey", "savings"}, "savings"},
		{"wide, short screen", 110, 20, []string{"transfer 300 to 1234324", "seldo", "monkey", "Checking"}, ""},
		{"narrow", 80, 30, []string{"send 20 to 1234324", "seldo", "monkey", "checking"}, "checking"},
		{"tall", 120, 60, []string{"send 20 to 1234324", "seldo", "monkey", "checking"}, "checking"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			m := bankTo(t, newTestModel(t, tc.w, tc.h), tc.lines...)
			if !approvalShown(m) {
				t.Fatalf("no approval after %q", tc.lines)
			}
			l := computeLayout(tc.w, tc.h, m.panelOn)
			chatW := l.chatW
			if l.showChat && l.showSide {
				chatW--
			}
			rows := strings.Split(m.View(), "\n")[:l.bodyH]
			chat := make([]string, len(rows))
			for i, r := range rows {
				chat[i] = strings.TrimRight(ansi.Strip(ansi.Cut(r, 0, chatW)), " ")
			}
			top, bottom := -1, -1
			for i, r := range chat {
				if strings.Contains(r, "╔") {
					top = i
				}
				if strings.Contains(r, "╚") {
					bottom = i
				}
			}
			if top < 0 || bottom < top {
				t.Fatalf("no approval box in the chat:\n%s", strings.Join(chat, "\n"))
			}
			said, asked := -1, -1
			for i, r := range chat[:top] {
				if strings.TrimSpace(r) == tc.last {
					said = i
				}
				if strings.Contains(r, "Now, back to your request") {
					asked = i
				}
			}
			if tc.last == "" {
				said = 0
			}
			if said < 0 || asked < said {
				t.Errorf("the user's %q (row %d) and the question restated (row %d) are not above the box (row %d), in order:\n%s",
					tc.last, said, asked, top, strings.Join(chat, "\n"))
			}
			for i, r := range chat[bottom+1:] {
				if strings.TrimSpace(r) != "" {
					t.Errorf("row %d, under the box, holds the chat's %q:\n%s", bottom+1+i, r, strings.Join(chat, "\n"))
				}
			}
			if !strings.Contains(strings.Join(chat[top:bottom+1], "\n"), "Approval needed") {
				t.Errorf("the box does not say it needs approval:\n%s", strings.Join(chat, "\n"))
			}
		})
	}
}
