package tui

import (
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
)

// Every test of the package draws with the ASCII profile, so screens
// compare as plain text.
func init() {
	lipgloss.SetColorProfile(termenv.Ascii)
}
