package concierge

// A cryptocurrency asked where only shares are looked up (round 17): "and
// bitcoin?" at the company question was "I don't know that, I'm afraid";
// "what about ethereum" after a price was the capability list; "how much
// is btc worth" started a balance check. A coin named in a domain whose
// look-up has share prices is said plainly not to be covered, with the
// symbols that are; a share named with it is still looked up.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// cryptoNames are the coins people ask about, by name or ticker, with
// the name the reply gives them ("" for crypto in general). Short tickers
// that are everyday words or names ("sol", "ada", "dot", "link") are
// left out.
// Built on first use: the package init stays small (TestInitAllocations, R55).
var cryptoNames = sync.OnceValue(func() map[string]string {
	return map[string]string{
		"bitcoin": "Bitcoin", "bitcoins": "Bitcoin", "btc": "Bitcoin", "ethereum": "Ethereum", "ether": "Ethereum",
		"eth": "Ethereum", "dogecoin": "Dogecoin", "doge": "Dogecoin", "solana": "Solana", "litecoin": "Litecoin",
		"ltc": "Litecoin", "xrp": "XRP", "ripple": "XRP", "cardano": "Cardano", "tether": "Tether", "usdt": "Tether",
		"usdc": "USD Coin", "bnb": "BNB", "shiba": "Shiba Inu", "shib": "Shiba Inu", "polkadot": "Polkadot",
		"monero": "Monero", "xmr": "Monero", "crypto": "", "cryptos": "", "cryptocurrency": "", "cryptocurrencies": "",
		"altcoin": "", "altcoins": "", "memecoin": "", "memecoins": "", "stablecoin": "", "stablecoins": "",
	}
})

// cryptoNamed is the coin a message names: its name for the reply, and
// whether any was named.
func cryptoNamed(text string) (string, bool) {
	for _, w := range reading.Words(text) {
		if name, ok := cryptoNames()[w]; ok {
			return name, true
		}
	}
	return "", false
}

// cryptoRead answers a message that asks about a coin where the domain
// looks up shares: said with what waits after it, or said before the
// shares named with it are looked up. A request to buy or sell one is
// cannot_handle's (cannot.go). It only reads.
func (e *Engine) cryptoRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	name, ok := cryptoNamed(text)
	if !ok || kindOf(text) != nil || tradesIn(text) {
		return turnCmd{}, false // "can i buy bitcoin here": cannot_handle's (cannot.go)
	}
	stock := e.stockAgent()
	if stock == nil {
		return turnCmd{}, false
	}
	for _, a := range e.domain.Agents {
		if a != stock && len(agents.Extract(a, text, "")) > 0 {
			return turnCmd{}, false // "send 30 to 1234324 for the bitcoin guy": another request, read as usual
		}
	}
	shown := "ask — a cryptocurrency, which the share-price look-up does not cover"
	if len(agents.Extract(stock, text, "")) > 0 && e.sess.Pending.Approval == nil && !e.planWaits() {
		// "whats apple and bitcoin at": the share is looked up after
		c := sayCmd(agents.CmdAsk, shown, text, prompts.CryptoNotCovered(name, nil), false)
		c.exec = execSayRoute
		return c, true
	}
	examples := stockExamples(stock)
	if e.sess.Speaker == stock.Name {
		examples = nil // its own question, asked again after, says what to name
	}
	return sayCmd(agents.CmdAsk, shown, text, prompts.CryptoNotCovered(name, examples), true), true
}

// stockExamples are two symbols the share look-up has, from its choices.
func stockExamples(a *agents.Agent) []string {
	for _, s := range a.Slots {
		if s.Kind == agents.KindEnum && len(s.Choices) >= 2 {
			return []string{strings.ToUpper(s.Choices[0].Value), strings.ToUpper(s.Choices[1].Value)}
		}
	}
	return nil
}

// tradesIn reports a word that asks to buy or sell, anywhere in text.
func tradesIn(text string) bool {
	for k := range outOfScopes {
		if kind := &outOfScopes[k]; strings.Contains(kind.what, "buy or sell") {
			for _, w := range reading.Words(text) {
				if inList(kind.verbs, w) {
					return true
				}
			}
		}
	}
	return false
}
