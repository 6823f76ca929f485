package concierge

// Trading a company's shares named by the company (issue 24, round 19):
// "invest in microsoft through you", "sell my meta and ibm shares",
// "dump my tsla" were a price look-up, or one look-up per company, where
// the product cannot buy or sell anything: only "buy 10 shares of apple"
// (an object word of the kind within reach of the verb) was said to be
// out of reach. A clause whose verb trades (after the framing) and whose
// words after it name an instrument the domain quotes — a choice of a
// slot of an agent that looks stocks or shares up — asks for the same
// work; the companies said after it in the same breath ("… and ibm
// shares") are that trade still, never a look-up of their own.

import (
	"slices"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// tradeVerbs are the verbs that trade an instrument, beside those of the
// "buy or sell shares" kind.
var tradeVerbs = sync.OnceValue(func() map[string]bool {
	set := wordSet("dump dumping offload offloading unload unloading liquidate liquidating acquire acquiring invest invests invested " +
		"buy buys buying bought purchase purchasing sell sells selling sold trade trading short shorting")
	return set
})

// putVerbs put money in something ("put 500 into tesla").
var putVerbs = lazyWordSet("put stick throw park pour chuck")

// lookupWords make a clause a look-up of the price, whatever its verb.
var lookupWords = lazyWordSet("price prices priced quote quotes worth value valued cost costs")

// tradeFiller are the words that may stand around the instruments of a
// trade said after it ("and ibm shares too", "plus some of my nvda").
var tradeFiller = lazyWordSet("my the some of all a an few couple both too also as well plus and n or x shares share stock stocks " +
	"position positions holdings stake please pls for me them those these")

// sharesKind is the "buy or sell shares" kind of outOfScopes.
func sharesKind() *outOfScope { return &outOfScopes[0] }

// instruments are the lower-cased choices (values and aliases) of every
// slot of an agent that looks stocks or shares up: what a trade names.
func (e *Engine) instruments() map[string]bool {
	out := map[string]bool{}
	for _, a := range e.domain.Agents {
		if a.HasSideEffects() {
			continue
		}
		about := strings.ToLower(a.Description + " " + a.Task)
		if !strings.Contains(about, "stock") && !strings.Contains(about, "share") {
			continue
		}
		for _, sl := range a.Slots {
			for _, c := range sl.Choices {
				for _, w := range append([]string{c.Value}, c.Aliases...) {
					if w = strings.ToLower(strings.TrimSpace(w)); w != "" {
						out[w] = true
					}
				}
			}
		}
	}
	return out
}

// namesInstrument reports a word or two-word phrase of words that is an
// instrument of the domain.
func namesInstrument(words []string, inst map[string]bool) bool {
	for i, w := range words {
		if inst[w] || i+1 < len(words) && inst[w+" "+words[i+1]] {
			return true
		}
	}
	return false
}

// tradeKind is the "buy or sell shares" kind when clause trades an
// instrument the domain quotes ("sell my meta", "invest in microsoft
// through you"), nil otherwise or where an agent declares the work.
func (e *Engine) tradeKind(clause string) *outOfScope {
	words := reading.Words(clause)
	i := 0
	for i < len(words) && framing()[words[i]] {
		i++
	}
	if i >= len(words) {
		return nil
	}
	after := words[i+1:]
	if putVerbs()[words[i]] {
		// "put 500 into tesla": money put in a company
		at := slices.IndexFunc(after, func(w string) bool { return w == "in" || w == "into" })
		if at < 0 {
			return nil
		}
		after = after[at+1:]
	} else if !tradeVerbs()[words[i]] {
		return nil
	}
	if len(after) > 0 && lookupWords()[after[0]] {
		return nil // "trading price of aapl": a look-up
	}
	inst := e.instruments()
	if len(inst) == 0 || !namesInstrument(after, inst) || e.declares(sharesKind()) {
		return nil
	}
	return sharesKind()
}

// priceOfTrade reports a clause that names the price of a trade ("trading
// price of apple", "sell price for msft?"): a look-up, not a trade.
func priceOfTrade(clause string) bool {
	words := reading.Words(clause)
	i := 0
	for i < len(words) && framing()[words[i]] {
		i++
	}
	return i+1 < len(words) && tradeVerbs()[words[i]] && lookupWords()[words[i+1]]
}

// onlyInstruments reports a clause made only of instruments and the words
// around them ("ibm shares", "and some nvda too"): the trade said before
// it goes on.
func (e *Engine) onlyInstruments(clause string) bool {
	words := reading.Words(clause)
	inst := e.instruments()
	named := false
	for i := 0; i < len(words); i++ {
		switch {
		case i+1 < len(words) && inst[words[i]+" "+words[i+1]]:
			named = true
			i++
		case inst[words[i]]:
			named = true
		case tradeFiller()[words[i]] || strings.Trim(words[i], "0123456789") == "":
		default:
			return false
		}
	}
	return named
}
