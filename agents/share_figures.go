package agents

// A share said in figures ("1/4 of what's in checking", "3/4 of savings",
// "10% of my savings") is read whole before its figures can be read as an
// amount: round 36's "1/4 of what's in checking" was taken as $1.00 by
// the cue "send 1", and the 4 was dropped.

// shareInFigures fills a money slot that takes shares with the share
// phrase of the text when that phrase opens with a figure.
func (x *extraction) shareInFigures(order []*Slot, out map[string]string) {
	for _, s := range order {
		if s.Kind != KindMoney || out[s.Name] != "" {
			continue
		}
		v, sp, ok := x.share(s)
		if !ok || v == "" || v[0] < '0' || v[0] > '9' {
			continue
		}
		out[s.Name] = v
		x.consumed = append(x.consumed, sp)
	}
}
