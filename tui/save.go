package tui

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/state"
)

// save writes the selected artifact to a new file in a command, never in
// Update, and never over an existing file.
func (m Model) save() tea.Cmd {
	a, ok := m.side.Selected()
	if !ok {
		return func() tea.Msg { return savedMsg{err: errors.New("there is no artifact yet")} }
	}
	return m.saveArtifact(a)
}

// saveArtifact writes artifact a as save does.
func (m Model) saveArtifact(a state.Artifact) tea.Cmd {
	dir := m.opts.SaveDir
	// an artifact is untrusted text: the file holds it without escapes,
	// as the panel shows it, for whoever cats it later (R18, R55)
	title, body := a.Title, concierge.Sanitize(a.Body)
	return func() tea.Msg {
		path, taken, err := writeNew(dir, slug(title), []byte(body+"\n"))
		return savedMsg{path: path, taken: taken, err: err}
	}
}

// writeNew writes data to dir/name.txt, or name-2.txt… when that name is
// taken: never over an existing file, and whole or not at all (R55).
// taken is the first name that was taken, "" when none was.
func writeNew(dir, name string, data []byte) (path, taken string, err error) {
	if dir == "" {
		dir = "."
	}
	for i := 1; i < 1000; i++ {
		file := name + ".txt"
		if i > 1 {
			file = fmt.Sprintf("%s-%d.txt", name, i)
		}
		full, err := filepath.Abs(filepath.Join(dir, file))
		if err != nil {
			return "", "", err
		}
		err = state.WriteFileSafe(full, data, false, 0o644)
		var nr *state.NotRegularError
		if errors.Is(err, state.ErrFileExists) || errors.As(err, &nr) {
			if taken == "" {
				taken = file
			}
			continue // a file, a folder or a FIFO of that name: the next name
		}
		if err != nil {
			return "", "", err
		}
		return full, taken, nil
	}
	return "", "", errors.New("too many files with that name")
}

// slug makes a file name from a title: "Transfer receipt: $500.00 to 1234324"
// → "transfer-receipt-500-00-to-1234324".
func slug(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
			dash = false
		} else if !dash && b.Len() > 0 {
			b.WriteByte('-')
			dash = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	s := strings.Trim(b.String(), "-")
	if s == "" {
		return "artifact"
	}
	return s
}
