package concierge

import (
	"strings"
	"testing"
)

// Tryout 33 (notes 10): a correction of one part of a note's text at its
// approval, said with the words after it ("make it 20 cupcakes"), or
// naming the words replaced ("change milk to oat milk"), changes that part
// only: a new summary, nothing written, and the next yes writes the new
// text, never the old one and never the bare correction.
func TestApprovalCorrectsPartWithItsWords(t *testing.T) {
	t.Parallel()
	const cupcakes = `saying "buy 20 cupcakes and milk"`
	for _, c := range []struct{ line, want string }{
		{"make it 20 cupcakes", cupcakes},
		{"actually 20 cupcakes", cupcakes},
		{"no make that 20 cupcakes please", cupcakes},
		{"should be 20 cupcakes", cupcakes},
		{"sorry i meant 20 Cupcakes", cupcakes},
		{"oops make it 20 cupcake", cupcakes},
		{"no wait 20 cupckaes", cupcakes},
		{"no, 20 cupcakes not 12", cupcakes},
		{"20 cupcakes instead of 12", cupcakes},
		{"change milk to oat milk", `saying "buy 12 cupcakes and oat milk"`},
		{"swap the milk for oat milk", `saying "buy 12 cupcakes and oat milk"`},
		{"oat milk not milk", `saying "buy 12 cupcakes and oat milk"`},
	} {
		t.Run(c.line, func(t *testing.T) {
			t.Parallel()
			e, rec, p := notesEngine(t)
			say(t, e, "ada 1815", "make a note called party: buy 12 cupcakes and milk", c.line)
			ap, ok := e.PendingApproval()
			if !ok || !strings.Contains(ap.Summary, c.want) || p.CallsOf("add_note") != 0 {
				t.Fatalf("%q: approval %q, want %q: %q", c.line, ap.Summary, c.want, rec.replies())
			}
			say(t, e, "yes")
			calls := p.Calls()
			last := calls[len(calls)-1]
			if last.Tool != "add_note" || !strings.Contains(c.want, `"`+last.Args["text"].(string)+`"`) {
				t.Fatalf("%q: wrote %v, want %s", c.line, last.Args, c.want)
			}
		})
	}
}

// The words after the part name the part: only the one they follow is
// replaced, and words that follow no part of its kind replace nothing.
func TestPartBeforeSameWords(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ held, rest, want string }{
		{"buy 12 cupcakes and 3 cakes", "20 cakes", "buy 12 cupcakes and 20 cakes"},
		{"buy 12 cupcakes and 3 cakes", "20 cupcakes", "buy 20 cupcakes and 3 cakes"},
		{"meet at 3pm on friday", "4pm on friday", "meet at 4pm on friday"},
	} {
		if got, ok := partBeforeSameWords(c.held, c.rest); !ok || got != c.want {
			t.Errorf("%q at %q: %q %v, want %q", c.rest, c.held, got, ok, c.want)
		}
	}
	for _, rest := range []string{"20 muffins", "20", "cupcakes 20", "20 cupcakes for the whole class at school"} {
		if got, ok := partBeforeSameWords("buy 12 cupcakes and milk", rest); ok {
			t.Errorf("%q read as a part's correction: %q", rest, got)
		}
	}
}
