package concierge

// "it" after an answer that named a company (R50, R53; round 17): "can you
// buy 10 shares of apple for me" is answered "I can't buy or sell shares
// here …", and "ok then what's it at" was the capability list. The word
// that points back ("it", "that", "them", "that one") stands for the
// companies (or the coin) the user's previous message named, when this
// message asks a price and names none of its own: it is put in the
// message in the pointer's place and noted. After "bitcoin" the coin
// comes back, and with it the answer that coins are not covered
// (crypto_asked.go), never a menu.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// pointsAtNamed are the words that point at a thing just named.
var pointsAtNamed = reading.Lazy(`(?i)\b(?:(?:that|this|the) (?:one|company|stock|share|shares|coin|ticker)|(?:one|each|per|1|a single) (?:share|stock)\b(?: (?:of it|of them))?(?: price)?|those|them|they|it|its|that|these|(one) (?:cost|costs|go|goes|going|sell|sells|trade|trades|trading))\b`)

// priceWords ask what a share is worth or how it does.
var priceWords = lazyWordSet(`at price prices priced worth trading trade going doing cost costs value valued quote quoted much look check pull show tell going`)

// resolveNamedBefore is the message with its pointer put as the companies
// (or the coin) the previous message named, or the message as typed.
func (e *Engine) resolveNamedBefore(t *turn, text string) string {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return text
	}
	stock := e.stockAgent()
	if stock == nil || len(agents.Extract(stock, text, "")) > 0 {
		return text
	}
	if _, coin := cryptoNamed(text); coin {
		return text
	}
	m := pointsAtNamed.FindStringSubmatchIndex(text)
	if m == nil || !asksPrice(text) || strings.HasSuffix(reading.ASCIILower(text[m[0]:m[1]]), " price") {
		return text // "i'd like a share price": no pointer
	}
	loc := m[:2]
	if m[2] >= 0 {
		loc = m[2:4] // "how much does one cost": "one" stands for the company
	}
	named := e.namedBefore(stock)
	if named == "" || e.sess.Last != nil && e.sess.Last.Agent == stock.Name && lastRanWith(e.sess.Last.Slots, named) {
		return text // the last result itself: "what's its price now" after GOOGL's (repeat_kept.go)
	}
	out := text[:loc[0]] + named + text[loc[1]:]
	if _, coin := cryptoNamed(named); !coin {
		if best, ok := e.router.Best(out, e.domain.Agents); !ok || best.Agent != stock {
			return text // "forget it": nothing a price look-up is asked for
		}
	}
	e.note(state.NoteRoute, fmt.Sprintf("Read %q as %s: named in the message before", strings.TrimSpace(text[loc[0]:loc[1]]), named))
	return out
}

// asksPrice reports words that ask what something is worth.
func asksPrice(text string) bool {
	for _, w := range reading.Words(text) {
		if priceWords()[w] {
			return true
		}
	}
	return false
}

// namedBefore is what the user's previous message named that a pointer
// may stand for: its companies ("apple and amazon"), else its coin, ""
// for none.
func (e *Engine) namedBefore(stock *agents.Agent) string {
	prev, users := "", 0
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		if m := e.sess.Messages[i]; m.Role == state.RoleUser {
			if users++; users == 2 {
				prev = m.Text
				break
			}
		}
	}
	if prev == "" {
		return ""
	}
	for i := range stock.Slots {
		if vals := choicesNamed(&stock.Slots[i], prev); len(vals) > 0 {
			return strings.Join(vals, " and ")
		}
	}
	for _, w := range reading.Words(prev) {
		if _, ok := cryptoNames()[w]; ok {
			return w
		}
	}
	return ""
}

// listsEach reports values joined as a list ("amzn and tsla", "apple,
// amazon"), each asked for — never "home or motor?", which asks which.
func listsEach(text string) bool {
	n := " " + normalise(text) + " "
	if strings.Contains(n, " or ") {
		return false
	}
	return strings.Contains(n, " and ") || strings.Contains(n, " & ") || strings.Contains(text, ",") || strings.Contains(n, " plus ")
}

// lastRanWith reports the last task's values holding every value named.
func lastRanWith(slots map[string]string, named string) bool {
	for _, v := range strings.Split(named, " and ") {
		found := false
		for _, have := range slots {
			found = found || strings.EqualFold(have, v)
		}
		if !found {
			return false
		}
	}
	return true
}

// namesSeveral reports two or more choices of one of a's slots named in
// text ("jpm, ibm and tesla"), which Extract leaves unread as ambiguous.
func namesSeveral(a *agents.Agent, text string) bool {
	for i := range a.Slots {
		if len(choicesNamed(&a.Slots[i], text)) >= 2 {
			return true
		}
	}
	return false
}
