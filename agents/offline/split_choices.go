package offline

// A second request worded from the first keeps the piece's own choices.
// "send 100 from checking to 7654321 and also 50 from savings to 1234324":
// the second request is the first with the piece's values put in, but
// "savings" is no value of the transfer (the account is the balance
// check's, a requirement), so putting in the amount and destination alone
// left "from checking" and the money would have come from the wrong
// account. Every choice the piece names, of any agent's slot, must be in
// the request it becomes: where the first request names another choice of
// the same slot it is swapped, otherwise the piece stands as typed.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// choicesOf returns out with the choices piece names in place of those of
// the same slots in out; the piece as typed when one cannot be put in.
func choicesOf(piece, out string, among []*agents.Agent) string {
	for _, a := range among {
		for i := range a.Slots {
			sl := &a.Slots[i]
			if len(sl.Choices) == 0 {
				continue
			}
			want, _, _ := choiceNamed(sl, piece)
			if want == "" {
				continue
			}
			have, at, n := choiceNamed(sl, out)
			switch {
			case have == want:
				continue
			case have == "":
				return strings.TrimSpace(piece) // nothing to swap it for: no guess
			}
			out = out[:at] + strings.ToLower(want) + out[at+n:]
		}
	}
	return strings.TrimSpace(out)
}

// choiceNamed is the choice of sl that text names by its value or an
// alias, as a whole word, with where it stands; "" when none or more than
// one choice is named.
func choiceNamed(sl *agents.Slot, text string) (value string, at, n int) {
	name := 0
	for _, f := range choiceNames(sl, text) {
		if value != "" && value != f.value {
			return "", 0, 0 // two choices of one slot: no guess
		}
		if f.name != name { // the first place of each name; the last name named holds
			value, at, n, name = f.value, f.at, f.n, f.name
		}
	}
	return value, at, n
}
