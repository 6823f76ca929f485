package prompts

import "strings"

// FiguresSeen asks which of the figures a message named is the amount,
// when none of them is pointed to: "$640.00 or $320.00?" (R27), rather
// than saying them back as unused.
func FiguresSeen(figures []string) string {
	list := strings.Join(figures, " or ")
	if len(figures) > 2 {
		list = strings.Join(figures[:len(figures)-1], ", ") + " or " + figures[len(figures)-1]
	}
	return render("figures_seen", map[string]any{"Figures": list})
}
