package prompts

// MakerAsked answers "who made you?": what the product is, honestly, and
// that no maker's name is known to it.
func MakerAsked(t Trust) string { return render("maker_asked", t) }

// KeptPrivate answers "is this private?", "can others see my notes?":
// where the things kept live and who opens them (owner may be empty).
func KeptPrivate(item, owner string, t Trust) string {
	return render("kept_private", map[string]any{"Item": item, "Owner": owner, "T": t})
}
