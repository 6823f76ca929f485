package concierge

// A market index asked for as if it were a stock (bank round 32, tryouts
// 39 and 48): "whats the price of the s&p 500" was read as the symbol "s"
// ("I can't look up a stock price for "s" here"), "how bout the s&p" got
// "I'm not sure how to help", "nasdaq" was taken as a username. The "&"
// split the name and no index is a stock. It is said plainly: index
// quotes are not available here, with the symbols there are.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// indexNamed is a market index's name as people type it.
var indexNamed = reading.Lazy(`(?i)(?:\bs\s*(?:&|and|n|'n'|&amp;)\s*p(?:\s*-?\s*500)?\b|\bsnp\s*500\b|\bsnp\b|\bsp\s*-?\s*500\b|\bspx\b|\bdow(?:\s+jones)?(?:\s+industrial(?:\s+average)?)?\b|\bdjia\b|\bnasdaq(?:\s+(?:composite|100))?\b|\bftse(?:\s+100)?\b|\bnikkei(?:\s+225)?\b|\brussell\s+2000\b|\bdax\b|\bhang\s+seng\b|\bstock\s+market\b|\bthe\s+markets?\b|\bindex(?:es)?\b|\bindices\b)`)

// indexFiller are the words around an index's name that ask nothing
// else: "how bout the s&p", "whats the dow at today".
var indexFiller = lazyWordSet(`what whats what's wat is are the a of for how hows how's bout about abt and so ok okay um uh hmm then at
	price prices quote quotes trading doing today now currently right rn up down looking like value level levels at on pls please plz
	index indexes indices market markets stock stocks fund funds tell me check look lookup up of it its it's going`)

// indexAskedRead reads a question about a market index, said alone,
// where a stock look-up could be asked; ok is false otherwise. It only
// reads.
func (e *Engine) indexAskedRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	if sp := e.domain.Agent(e.sess.Speaker); sp != nil && hasSecretSlot(sp) {
		return turnCmd{}, false // "nasdaq" at the sign-in may be a username
	}
	n := strings.ToLower(strings.ReplaceAll(text, "’", "'")) // as typed: the "&" of "s&p" is the name's
	if !indexNamed.MatchString(n) {
		return turnCmd{}, false
	}
	rest := strings.FieldsFunc(indexNamed.ReplaceAllString(n, " "), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\''
	})
	for _, w := range rest {
		if w = strings.Trim(w, "'"); w != "" && !indexFiller()[w] && !lettersOnlyDigits(w) {
			return turnCmd{}, false // more is asked: "the s&p and my balance"
		}
	}
	a, s := e.stockLookup()
	if a == nil {
		return turnCmd{}, false
	}
	reply := "Index quotes like the S&P 500, the Dow or the Nasdaq aren't available here: I can only " + a.TaskPhrase() + " for a single company."
	if s.Hint != "" {
		reply += " " + s.Hint
	}
	c := sayCmd(agents.CmdCannotHandle, "cannot_handle — a market index is no stock: its quote is not available here", text, reply, true)
	c.remind = true
	return c, true
}

// lettersOnlyDigits reports a word of digits only ("500", "100").
func lettersOnlyDigits(w string) bool {
	return w != "" && strings.Trim(w, "0123456789") == ""
}

// stockLookup is the domain's look-up of a company's stock, with the slot
// of its companies: many choices, and a task about a stock.
func (e *Engine) stockLookup() (*agents.Agent, *agents.Slot) {
	for _, a := range e.domain.Agents {
		if a.HasSideEffects() || !strings.Contains(strings.ToLower(a.TaskPhrase()), "stock") {
			continue
		}
		for i := range a.Slots {
			if s := &a.Slots[i]; s.Kind == agents.KindEnum && len(s.Choices) >= manyChoices {
				return a, s
			}
		}
	}
	return nil, nil
}
