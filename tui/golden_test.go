package tui

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/exp/golden"

	"github.com/concierge-dev/concierge/state"
)

// goldenSizes are the sizes every golden screen is drawn at: a small
// terminal, the classic 80×24, the side panel's threshold and a large one.
var goldenSizes = [][2]int{{70, 24}, {80, 24}, {100, 30}, {140, 40}}

// toolApproval is a declared MCP tool's approval (R37): short arguments,
// or long ones that must scroll, with a secret already masked.
func toolApproval(long bool) state.Approval {
	a := state.Approval{Agent: "notes", Tool: "write_note", Server: "notes", Trusted: false,
		Params:  []string{"title", "body", "token"},
		Args:    map[string]string{"title": "Groceries", "body": "buy milk", "token": state.SecretMask},
		Summary: `Write a note: title "Groceries", body "buy milk", token ` + state.SecretMask + `?`,
		Pin:     "pin-1", ForSession: true, Effect: state.EffectChanges, Does: "write a note"}
	if long {
		// annotated destructive: said so, and never allowed for the session
		a.ForSession, a.Effect = false, state.EffectDeletes
		a.Args["body"] = strings.Repeat("Dear team, the quarterly figures are attached; 東京 offices report 🚀 growth. ", 8)
		a.Args["path"] = "/home/ada/Documents/notes/2026/11/a-very-long-folder-name-that-never-ends/todo.txt"
		a.Summary = `Write a note: title "Groceries", body "Dear team, the quarterly figures are…", path "/home/ada/Documents/…", token ` + state.SecretMask + `?`
	}
	return a
}

// The golden screens of R23 and issue 15, at goldenSizes with the ASCII
// profile (ascii_test.go). Regenerate with `go test ./tui/... -update` and read
// the diff before committing it.
func TestGoldenScreens(t *testing.T) {
	screens := []struct {
		name  string
		build func(t *testing.T, m Model) Model
	}{
		{"welcome", func(t *testing.T, m Model) Model { return m }},
		{"mid_transfer", func(t *testing.T, m Model) Model {
			return bankTo(t, m, "Transfer money", "seldo", "monkey")
		}},
		{"masked_password", func(t *testing.T, m Model) Model {
			m = bankTo(t, m, "Transfer money", "seldo")
			for _, r := range "monkey" {
				m = update(m, keyRune(r))
			}
			return m
		}},
		{"approval_modal", func(t *testing.T, m Model) Model {
			return bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
		}},
		{"approval_reason", func(t *testing.T, m Model) Model {
			m = bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
			for _, r := range "no, too much" {
				m = update(m, keyRune(r))
			}
			return m
		}},
		{"approval_tool", func(t *testing.T, m Model) Model {
			m.showApproval(toolApproval(false))
			return m
		}},
		{"approval_tool_long", func(t *testing.T, m Model) Model {
			m.showApproval(toolApproval(true))
			return update(m, tea.KeyMsg{Type: tea.KeyDown})
		}},
		{"panel_focused", func(t *testing.T, m Model) Model {
			m = bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
			m = choose(t, m, keyRune('y'))
			return update(m, tea.KeyMsg{Type: tea.KeyTab})
		}},
		{"artifact_view", func(t *testing.T, m Model) Model {
			m = bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
			m = choose(t, m, keyRune('y'))
			m = update(m, tea.KeyMsg{Type: tea.KeyTab})
			return update(m, enterKey)
		}},
		{"help_at_approval", func(t *testing.T, m Model) Model {
			m = bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking", "To account ID 1234324", "500")
			return update(m, keyRune('?'))
		}},
		{"narrow_panel", func(t *testing.T, m Model) Model {
			m = bankTo(t, m, "Transfer money", "seldo")
			if !m.panelOn {
				m = update(m, tea.KeyMsg{Type: tea.KeyCtrlO})
			}
			return m
		}},
		{"help", func(t *testing.T, m Model) Model { return update(m, keyRune('?')) }},
		{"plan_awaiting", func(t *testing.T, m Model) Model {
			return bankTo(t, m, "check my savings balance, then send 200 to 1234324, and tell me the AAPL price")
		}},
		{"plan_half_done", func(t *testing.T, m Model) Model {
			m = bankTo(t, m, "check my savings balance, then send 200 to 1234324, and tell me the AAPL price")
			m = choose(t, m, keyRune('3'))
			m = choose(t, m, keyRune('y'))
			m = bankTo(t, m, "seldo", "monkey")
			if !m.panelOn {
				m = update(m, tea.KeyMsg{Type: tea.KeyCtrlO})
			}
			return m
		}},
		{"trace", func(t *testing.T, m Model) Model {
			m = bankTo(t, m, "Transfer money", "seldo", "monkey", "Checking")
			return update(m, tea.KeyMsg{Type: tea.KeyCtrlT})
		}},
	}
	for _, size := range goldenSizes {
		for _, sc := range screens {
			t.Run(fmt.Sprintf("%s_%dx%d", sc.name, size[0], size[1]), func(t *testing.T) {
				m := sc.build(t, newTestModel(t, size[0], size[1]))
				view := m.View()
				assertFits(t, view, size[0], size[1])
				golden.RequireEqual(t, []byte(view))
			})
		}
	}
}

// The insurance domain's screens (issue 4): its welcome, and the letter
// in the artifact view after the seed 000 conversation.
func TestGoldenInsurance(t *testing.T) {
	for _, size := range goldenSizes {
		t.Run(fmt.Sprintf("welcome_%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newDomainModel(t, "insurance", size[0], size[1])
			assertFits(t, m.View(), size[0], size[1])
			golden.RequireEqual(t, []byte(m.View()))
		})
		t.Run(fmt.Sprintf("letter_%dx%d", size[0], size[1]), func(t *testing.T) {
			m := newDomainModel(t, "insurance", size[0], size[1])
			m = bankTo(t, m, "I want to craft a declined letter.", "Where to find a claim id?", "I am a partner.", "My id is 123ABH", "I want to do Motor.")
			m = update(m, tea.KeyMsg{Type: tea.KeyTab})
			m = update(m, enterKey) // the letter, read in full
			assertFits(t, m.View(), size[0], size[1])
			golden.RequireEqual(t, []byte(m.View()))
		})
	}
}

// assertFits checks the frame is exactly the terminal: no line too wide,
// not one line too many or too few.
func assertFits(t *testing.T, view string, w, h int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	if len(lines) != h {
		t.Errorf("view has %d lines, want %d", len(lines), h)
	}
	for i, l := range lines {
		if lw := lipgloss.Width(l); lw > w {
			t.Errorf("line %d is %d cells wide, want ≤ %d: %q", i, lw, w, l)
		}
	}
}
