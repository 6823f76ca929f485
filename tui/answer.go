package tui

import (
	"strings"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/bubbles/textinput"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/concierge-dev/concierge/concierge"
)

// answer is what the user types at an approval (R41). No single key
// decides anything: a command key typed first and alone (y, n, a step's
// digit, e) only selects what Enter will do, and any further typing makes
// the whole text an answer that the engine reads at Enter (SPEC §15).
type answer struct {
	field textinput.Model
	// choice is the command key typed first and alone; "" once anything
	// else is typed.
	choice string
}

// answerKind is what Enter would do with an answer.
type answerKind int

const (
	answerEmpty  answerKind = iota // nothing typed: Enter does nothing
	answerChoice                   // one command key: Enter confirms it
	answerText                     // text: Enter sends it to the engine
)

func newAnswer() answer {
	ti := textinput.New()
	ti.Prompt = "answer: "
	ti.CharLimit = concierge.MaxInput
	return answer{field: ti}
}

func (a answer) kind() answerKind {
	switch {
	case a.field.Value() == "":
		return answerEmpty
	case a.choice != "":
		return answerChoice
	}
	return answerText
}

// Value is everything typed so far.
func (a answer) Value() string { return a.field.Value() }

func (a *answer) reset() {
	a.field.Reset()
	a.field.Blur()
	a.choice = ""
}

// update takes a key that is neither Confirm nor Clear. command says
// whether a key is one of the modal's command keys; it counts only as the
// first key of an empty answer.
func (a answer) update(msg tea.KeyMsg, command func(tea.KeyMsg) bool) (answer, tea.Cmd) {
	empty := a.field.Value() == ""
	if msg.Type == tea.KeySpace && len(msg.Runes) == 0 {
		msg.Runes = []rune{' '}
	}
	switch {
	case typing(msg):
		// typed or pasted text loses escape sequences, as in the input (R18)
		msg.Runes = []rune(concierge.Sanitize(string(msg.Runes)))
		if len(msg.Runes) == 0 {
			return a, nil
		}
	case empty || !editing(msg, a.field.KeyMap):
		return a, nil // arrows, Tab and the like never start or change an answer
	}
	var cmds []tea.Cmd
	if empty {
		cmds = append(cmds, a.field.Focus())
	}
	before := a.field.Value()
	var cmd tea.Cmd
	a.field, cmd = a.field.Update(msg)
	cmds = append(cmds, cmd)
	switch v := a.field.Value(); {
	case v == "":
		a.reset()
	case empty && command(msg):
		a.choice = v
	case v != before:
		a.choice = ""
	}
	return a, tea.Batch(cmds...)
}

// typing reports whether a key is text: one or more characters, or a
// space, without a modifier.
func typing(msg tea.KeyMsg) bool {
	return !msg.Alt && (msg.Type == tea.KeyRunes || msg.Type == tea.KeySpace)
}

// editing reports whether a key moves the cursor in, or deletes from, the
// text typed so far.
func editing(msg tea.KeyMsg, km textinput.KeyMap) bool {
	return key.Matches(msg, km.CharacterForward, km.CharacterBackward, km.WordForward, km.WordBackward,
		km.DeleteWordBackward, km.DeleteWordForward, km.DeleteAfterCursor, km.DeleteBeforeCursor,
		km.DeleteCharacterBackward, km.DeleteCharacterForward, km.LineStart, km.LineEnd)
}

// View is the answer line, above the line that says what Enter will do;
// with nothing typed it is only that line.
func (a answer) View(width int, hint string) string {
	if a.kind() == answerEmpty {
		return hint
	}
	a.field.Width = max(1, width-len(a.field.Prompt)-1)
	return fitField(a.field.View(), a.field.Prompt, width) + "\n" + hint
}

// fitField keeps a text field's line within width cells. The field
// scrolls by characters, and wide ones (CJK, emoji) take two cells, so
// its line can come out wider than asked: the oldest text gives way,
// never the prompt or where the typing is.
func fitField(v, prompt string, width int) string {
	over := lipgloss.Width(v) - width
	if over <= 0 {
		return v
	}
	if rest, ok := strings.CutPrefix(v, prompt); ok {
		return prompt + ansi.TruncateLeft(rest, over+1, "…")
	}
	return ansi.Truncate(v, width, "…")
}
