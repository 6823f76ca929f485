package agents_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// Issue 24 (notes): what a user asks to have written down, said as "write
// down that …", "note that …", "remember that …", is the note's text —
// whole, its days and times included —, and the courtesy after it ("can you
// do that for me dear", "thanks love") is not.
func TestNoteTextSaidAsThat(t *testing.T) {
	note, _, _ := noteAgents()
	for _, c := range []struct{ text, want string }{
		{"I'd like to write down that the plumber is coming Tuesday at 9, can you do that for me dear", "the plumber is coming Tuesday at 9"},
		{"please note that the gas man comes friday at 10", "the gas man comes friday at 10"},
		{"can you jot down that mum's birthday is on the 3rd of may, thanks love", "mum's birthday is on the 3rd of may"},
		{"remember that the bins go out on wednesday night please", "the bins go out on wednesday night"},
		{"make a note that the car is due for a service next month, would you mind", "the car is due for a service next month"},
		{"can you write down for me that the hairdresser is on friday at 2, dear", "the hairdresser is on friday at 2"},
		{"write down that the window cleaner comes thursday at 8, would you be a dear, thank you", "the window cleaner comes thursday at 8"},
		{"could you write down that the spare key is under the blue pot. thank you so much", "the spare key is under the blue pot"},
	} {
		got := agents.Extract(note, c.text, "")
		if got["text"] != c.want {
			t.Errorf("%q: text = %q, want %q (all: %v)", c.text, got["text"], c.want, got)
		}
	}
}
