package reading

// Clip cuts s to at most n runes, marking a cut with "…". It is the one
// clipping rule of the product: quotes in replies, notes and traces, and
// the bounds on what a model may say.
func Clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}
