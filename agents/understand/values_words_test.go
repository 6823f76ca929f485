package understand_test

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/understand"
)

// An amount said in words is a value of the transfer (issue 24): before,
// the reader's commands held no amount for these, and a role was never
// learned for them. Written for this test; none is in the corpus.
func TestAmountsInWords(t *testing.T) {
	r := readers(t)["bank"]
	for _, c := range []struct{ at, text, want string }{
		{"none", "pls send sixty dollars to 7012345", "60.00"},
		{"none", "wire three grand to 5566778 asap", "3000.00"},
		{"none", "can you transfer eighty five bucks to 6120340", "85.00"},
		{"slot:amount", "a hundred and ten", "110.00"},
		{"approval", "hmm make it forty instead", "40.00"},
	} {
		rd := r.Read(c.text, moment(t, c.at, bank.Domain()))
		got := ""
		for _, cmd := range rd.Commands {
			if v := cmd.Values["amount"]; v != "" {
				got = v
			}
			if cmd.Slot == "amount" {
				got = cmd.Value
			}
		}
		if got != c.want {
			t.Errorf("at %s, %q: amount %q, want %s (%v)", c.at, c.text, got, c.want, rd.Commands)
		}
	}
	// a number word that is no amount stays a word: nothing unused
	for _, text := range []string{"one sec", "whats the top ten stock today", "hang on two minutes"} {
		rd := r.Read(text, understand.Moment{})
		for _, cmd := range rd.Commands {
			if cmd.Kind == agents.CmdUnused || cmd.Values["amount"] != "" || cmd.Slot == "amount" {
				t.Errorf("%q: %v, want no amount", text, rd.Commands)
			}
		}
	}
}
