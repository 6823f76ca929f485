package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The amount said with the account it goes to (R51's cue check): "250 to
// 7654321", "two hundred to account 7654321", "100 into my savings", "top
// up my savings with 40". An
// unmarked number right before the word that sends money somewhere is the
// amount — the direction word gives both values their roles, so the
// number is taken even when the question asked was the account. A number
// shaped like an account id (5 to 17 digits, nothing else) is never taken
// as an amount this way: without a money cue, which it is is not said.

// amountBeforeDestination finds the one unmarked amount that stands right
// before a "to"/"into" of a slot with that role which the message filled;
// ok is false when there is none or more than one.
func (x *extraction) amountBeforeDestination(s *Slot, out map[string]string) (string, span, bool) {
	if s.Kind != KindMoney || x.agent == nil || !x.filledToward(out) {
		return "", span{}, false
	}
	rest := x.rest()
	locs := x.affirmed(glued(rest, bareNumber.FindAllStringIndex(rest, -1)))
	for _, l := range wordAmounts(rest) {
		if w := rest[l[0]:l[1]]; !isArticle(w) {
			if _, err := reading.ParseMoney(w); err == nil || reading.SpokenPair(w) {
				locs = append(locs, l)
			}
		}
	}
	var found []int
	for _, l := range locs {
		if !x.free(l[0], l[1]) || !towardAfter(x.lower[l[1]:]) && !withBefore(x.lower[:l[0]]) || x.idShaped(x.text[l[0]:l[1]]) {
			continue
		}
		if found != nil && (found[0] != l[0] || found[1] != l[1]) {
			return "", span{}, false // two candidates: which is the amount is not said
		}
		found = l
	}
	if found == nil {
		return "", span{}, false
	}
	return x.text[found[0]:found[1]], span{found[0], found[1]}, true
}

// withBefore reports text that ends with "with": "top up my savings with
// 40", "credit 7654321 with 25" — where the money goes was said first.
func withBefore(text string) bool {
	f := strings.Fields(text)
	return len(f) > 0 && f[len(f)-1] == "with"
}

// filledToward reports a slot of the agent with the "to" role that the
// message filled: where the money goes was said.
func (x *extraction) filledToward(out map[string]string) bool {
	for i := range x.agent.Slots {
		sl := &x.agent.Slots[i]
		if sl.role() == "to" && out[sl.Name] != "" {
			return true
		}
	}
	return false
}

// towardAfter reports text that starts with a word giving the next value
// the "to" role: " to 7654321", " into my savings" — or with where the
// money comes from first: " from savings to checking".
func towardAfter(text string) bool {
	f := strings.Fields(text)
	for i := range f {
		f[i] = strings.Trim(f[i], ",.;:")
	}
	if len(f) == 0 {
		return false
	}
	if towardWords[f[0]] {
		return true
	}
	if !fromWords[f[0]] && !(len(f) > 1 && fromWords[f[0]+" "+f[1]]) {
		return false
	}
	// "from my savings account to": the source in a few words, then "to"
	for i := 2; i < len(f) && i <= 4; i++ {
		if towardWords[f[i]] {
			return true
		}
	}
	return false
}

// idShaped reports a number said the way an account id is: 5 to 17 digits
// and nothing else (no sign, separator, decimals or currency), and one a
// pattern slot of the agent takes.
func (x *extraction) idShaped(v string) bool {
	return IDShaped(x.agent, v)
}

// IDShaped reports a value said the way one of a's pattern slots' ids is
// — 5 to 17 digits and nothing else: no currency sign or word, no
// separator, no decimals. Such a number is never an amount without a
// money cue (R51): "its 7654312" at the amount question may be the
// account said again.
func IDShaped(a *Agent, v string) bool {
	v = strings.TrimSpace(v)
	if len(v) < 5 || len(v) > 17 || !isDigits(v) || a == nil {
		return false
	}
	for i := range a.Slots {
		p := &a.Slots[i]
		if p.Kind == KindPattern && p.Pattern != nil && fullMatch(p.Pattern, v) {
			return true
		}
	}
	return false
}

// notIDs drops the id-shaped numbers from the spans a money slot may
// take unmarked: with no currency after them, they are no amount.
func (x *extraction) notIDs(locs [][]int) [][]int {
	var out [][]int
	for _, l := range locs {
		if x.idShaped(x.text[l[0]:l[1]]) && !reading.MarkedMoney(currencyAt.FindString(x.text[l[1]:])) {
			continue
		}
		out = append(out, l)
	}
	return out
}

// amountBesideAnswer finds the one unmarked number left beside the answer
// to the asked question ("account 7654321, 60" at "which account?"), for
// the agent's one money slot: the answer took its value, and no other slot
// takes a number, so the number's role is the amount's. An id-shaped
// number is never taken so.
func (x *extraction) amountBesideAnswer(s *Slot, out map[string]string, asked string) (string, span, bool) {
	if s.Kind != KindMoney || asked == "" || out[asked] == "" || x.agent == nil {
		return "", span{}, false
	}
	for i := range x.agent.Slots {
		o := &x.agent.Slots[i]
		if o != s && o.Name != asked && (o.Kind == KindMoney || o.Kind == KindNumber) && out[o.Name] == "" {
			return "", span{}, false // another number is asked for too: which is which is not said
		}
	}
	rest := x.rest()
	var found []int
	for _, l := range x.affirmed(glued(rest, bareNumber.FindAllStringIndex(rest, -1))) {
		if !x.free(l[0], l[1]) || x.idShaped(x.text[l[0]:l[1]]) {
			continue
		}
		if found != nil {
			return "", span{}, false
		}
		found = l
	}
	if found == nil {
		return "", span{}, false
	}
	return x.text[found[0]:found[1]], span{found[0], found[1]}, true
}

// amountWordsOfMoney are the words that make a number said in words an
// amount wherever it stands in a money task: a scale or tens ("a grand",
// "two hundred", "fifty"), never a bare count ("two transfers", "one").
var amountWordsOfMoney = reading.Lazy(`(?i)\b(?:hundred|thousand|grand|million|twenty|thirty|fou?rty|fifty|sixty|seventy|eighty|ninety)\b`)

// amountInWords finds the one amount said in words, with a scale or tens,
// that no cue took ("pay 1234324 a grand"): an id is never said in words,
// so its role is the amount's.
func (x *extraction) amountInWords(s *Slot) (string, span, bool) {
	if s.Kind != KindMoney {
		return "", span{}, false
	}
	rest := x.rest()
	var found []int
	for _, l := range x.affirmed(wordAmounts(rest)) {
		w := rest[l[0]:l[1]]
		if !x.free(l[0], l[1]) || isArticle(w) || !amountWordsOfMoney.MatchString(w) {
			continue
		}
		if _, err := reading.ParseMoney(w); err != nil && !reading.SpokenPair(w) {
			continue
		}
		if reading.ForeignAfter(rest[l[1]:]) {
			return "", span{}, false // "forty quid": never dollars, asked in dollars (reading/chat_numbers.go)
		}
		if found != nil {
			return "", span{}, false // two amounts in words: which is not said
		}
		found = l
	}
	if found == nil {
		return "", span{}, false
	}
	return x.text[found[0]:found[1]], span{found[0], found[1]}, true
}
