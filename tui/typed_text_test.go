package tui

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
)

// A burst of typing arrives as one KeyMsg (a fast typist over ssh,
// dictation, tmux send-keys). Words that name keys ("right", "up", "end",
// "left", "esc") are text in it: before, the input box moved its cursor on
// them and "go right up to the end then left" became "go   to the  then".
func TestABurstOfTypingKeepsWordsThatNameKeys(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 100, 30)
	const line = "go right up to the end then left, esc home"
	m = typeBurst(m, line)
	if got := m.input.Value(); got != line {
		t.Errorf("input = %q, want %q", got, line)
	}
}

// At an approval the same burst is the typed answer, whole: "yeah thats
// right" was sent as "yeah thats".
func TestABurstAtTheApprovalIsTheWholeAnswer(t *testing.T) {
	t.Parallel()
	m := newTestModel(t, 100, 30)
	for _, line := range []string{"send 50 to 7654321 from checking", "seldo", "monkey"} {
		m = sendLine(t, m, line)
	}
	if !approvalShown(m) {
		t.Fatalf("no approval:\n%s", m.View())
	}
	m = typeBurst(m, "yeah thats right")
	i, o := m.active()
	a, ok := o.(approvalModel)
	if !ok {
		t.Fatalf("the approval is not the active overlay (%d, %T)", i, o)
	}
	if got := a.answer.Value(); got != "yeah thats right" {
		t.Errorf("answer = %q, want the whole burst", got)
	}
	// a single key is still a key: y selects, and nothing is sent before Enter
	m = update(m, tea.KeyMsg{Type: tea.KeyEsc})
	m = update(m, keyRune('y'))
	if _, o := m.active(); o.(approvalModel).answer.kind() != answerChoice {
		t.Errorf("y alone no longer selects approve")
	}
}

// typeBurst delivers text as bubbletea reads a burst of typing: each run
// of characters one KeyMsg, each space a KeySpace of its own.
func typeBurst(m Model, text string) Model {
	for i, word := range strings.Split(text, " ") {
		if i > 0 {
			m = update(m, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
		}
		if word != "" {
			m = update(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(word)})
		}
	}
	return m
}
