package prompts

// ShownMoved answers a question about how the figures just shown moved
// ("which one is up today"): the product has each one as it is now only,
// said with them ("AAPL (Apple Inc.) at $189.84").
func ShownMoved(figures []string) string {
	return render("shown_moved", map[string]any{"Figures": figures})
}
