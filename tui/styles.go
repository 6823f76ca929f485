package tui

import (
	"hash/fnv"

	"github.com/charmbracelet/lipgloss"
)

// Palette is the one set of colours the TUI draws with. Adaptive colours
// pick a light or dark variant from the terminal's background.
type Palette struct {
	Text, Muted, Accent, User, Border, Warn, Danger, OK lipgloss.AdaptiveColor
	// Agents are handed out to agent names, so each agent keeps one colour.
	Agents []lipgloss.AdaptiveColor
}

// DefaultPalette is the product's palette.
var DefaultPalette = Palette{
	Text:   lipgloss.AdaptiveColor{Light: "#1f2328", Dark: "#e6edf3"},
	Muted:  lipgloss.AdaptiveColor{Light: "#6e7781", Dark: "#8b949e"},
	Accent: lipgloss.AdaptiveColor{Light: "#8250df", Dark: "#bc8cff"},
	User:   lipgloss.AdaptiveColor{Light: "#0969da", Dark: "#58a6ff"},
	Border: lipgloss.AdaptiveColor{Light: "#d0d7de", Dark: "#30363d"},
	Warn:   lipgloss.AdaptiveColor{Light: "#9a6700", Dark: "#d29922"},
	Danger: lipgloss.AdaptiveColor{Light: "#cf222e", Dark: "#f85149"},
	OK:     lipgloss.AdaptiveColor{Light: "#1a7f37", Dark: "#3fb950"},
	Agents: []lipgloss.AdaptiveColor{
		{Light: "#1a7f37", Dark: "#3fb950"},
		{Light: "#bc4c00", Dark: "#ffa657"},
		{Light: "#8250df", Dark: "#d2a8ff"},
		{Light: "#0550ae", Dark: "#79c0ff"},
		{Light: "#bf3989", Dark: "#ff7b72"},
		{Light: "#116329", Dark: "#7ee787"},
	},
}

// Styles are built once from the palette; components never build their own.
type Styles struct {
	palette Palette

	UserLabel, AgentLabel, Body, Muted, Masked, Cancelled lipgloss.Style
	Thinking                                              lipgloss.Style
	PanelTitle, PanelBorder, Note, NoteKind, Selected     lipgloss.Style
	Status, StatusKey, StatusValue                        lipgloss.Style
	InputBorder, InputLabel                               lipgloss.Style
	Modal, ModalTitle, Key, Error, Info                   lipgloss.Style
	// Veiled is what a question hides, dimmed (R56).
	Veiled lipgloss.Style
}

// NewStyles builds the styles of a palette.
func NewStyles(p Palette) *Styles {
	s := &Styles{palette: p}
	s.UserLabel = lipgloss.NewStyle().Foreground(p.User).Bold(true)
	s.AgentLabel = lipgloss.NewStyle().Bold(true)
	s.Body = lipgloss.NewStyle().Foreground(p.Text)
	s.Muted = lipgloss.NewStyle().Foreground(p.Muted)
	s.Masked = lipgloss.NewStyle().Foreground(p.Muted)
	s.Cancelled = lipgloss.NewStyle().Foreground(p.Muted).Italic(true)
	s.Thinking = lipgloss.NewStyle().Foreground(p.Accent).Italic(true)
	s.PanelTitle = lipgloss.NewStyle().Foreground(p.Accent).Bold(true)
	s.PanelBorder = lipgloss.NewStyle().BorderStyle(lipgloss.NormalBorder()).BorderLeft(true).BorderForeground(p.Border).PaddingLeft(1)
	s.Note = lipgloss.NewStyle().Foreground(p.Text)
	s.NoteKind = lipgloss.NewStyle().Foreground(p.Muted)
	s.Selected = lipgloss.NewStyle().Foreground(p.Accent).Bold(true)
	s.Status = lipgloss.NewStyle().Foreground(p.Muted)
	s.StatusKey = lipgloss.NewStyle().Foreground(p.Muted)
	s.StatusValue = lipgloss.NewStyle().Foreground(p.Text).Bold(true)
	s.InputBorder = lipgloss.NewStyle().BorderStyle(lipgloss.RoundedBorder()).BorderForeground(p.Border)
	s.InputLabel = lipgloss.NewStyle().Foreground(p.Muted)
	s.Modal = lipgloss.NewStyle().BorderStyle(lipgloss.DoubleBorder()).BorderForeground(p.Warn).Padding(0, 1)
	s.ModalTitle = lipgloss.NewStyle().Foreground(p.Warn).Bold(true)
	s.Key = lipgloss.NewStyle().Foreground(p.Accent).Bold(true)
	s.Error = lipgloss.NewStyle().Foreground(p.Danger)
	s.Info = lipgloss.NewStyle().Foreground(p.OK)
	s.Veiled = lipgloss.NewStyle().Foreground(p.Border).Faint(true)
	return s
}

// AgentColor gives an agent name its colour; the same name always gets
// the same one, across sessions.
func (s *Styles) AgentColor(name string) lipgloss.AdaptiveColor {
	if name == "concierge" {
		return s.palette.Accent
	}
	h := fnv.New32a()
	_, _ = h.Write([]byte(name))
	return s.palette.Agents[int(h.Sum32())%len(s.palette.Agents)]
}
