package agents

import "testing"

// A hedge before a short value is dropped, as typed in lower case; a
// capitalised first word, a lone word and a long text are kept.
func TestShortValueDropsLeadingHedge(t *testing.T) {
	short, long := &Slot{Name: "title", Kind: KindText}, &Slot{Name: "text", Kind: KindText, Long: true}
	for _, c := range []struct {
		s       *Slot
		in, out string
	}{
		{short, "just mom bday", "mom bday"},
		{short, "um, like groceries", "groceries"},
		{short, "simply 'recipe'", "recipe"},
		{short, "actually only work stuff", "work stuff"},
		{short, "just", "just"},
		{short, "Just Smith", "Just Smith"},
		{long, "just landed, call mom", "just landed, call mom"},
	} {
		if got, err := c.s.Normalize(c.in, nil); err != nil || got != c.out {
			t.Errorf("%q: got %q (%v), want %q", c.in, got, err, c.out)
		}
	}
}
