package bank

// A price asked for a number of shares (round 33's bank 34, round 34's
// bank 52): "how much would 10 shares of apple cost", "price of 5 msft
// shares", "what would three shares of netflix run me". The user wants
// what that many come to; the unit price alone left the sum to them.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// sharesCount finds "N shares" (or "N <company> shares", "N stocks") in
// the request: N in figures or words.
var sharesCount = reading.Lazy(`(?i)\b(\d[\d,]*|` + reading.NumberWordsPattern + `)\s+(?:[a-z.&'-]+\s+){0,2}?(?:shares?|stocks?|units?)\b`)

// sharesAsked is the number of shares the request names; 0 when it names
// none, or only one.
func sharesAsked(request string) int64 {
	m := sharesCount.FindStringSubmatch(request)
	if m == nil {
		return 0
	}
	n := strings.ReplaceAll(m[1], ",", "")
	c, err := reading.ParseMoney(n)
	if err != nil || c%100 != 0 {
		return 0
	}
	if q := int64(c) / 100; q > 1 && q <= 1_000_000 {
		return q
	}
	return 0
}

// sharesReply is the price line with what n shares come to at it.
func sharesReply(sym, company string, price reading.Cents, n int64) string {
	total := reading.Cents(int64(price) * n)
	return fmt.Sprintf("%s (%s) is trading at %s, so %d shares come to %s at that price.", sym, company, price, n, total)
}
