package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Cents said after the dollars (issue 24, round 21): "twelve dollars
// fifty", "12 dollars 50", "forty five dollars and 50", "ten bucks ninety
// nine", "100 dollars and 50 cents". The amount ended at its money word,
// so "fifty" was reported unused and the summary showed $12.00: a
// different figure than the one said. The number after the money word is
// its cents when it is one to ninety-nine (two figures, or words) and no
// unit of its own follows ("20 dollars 50 shares", "30 bucks 2 times").

// centsEnd is the token end of the cents said at token j, right after an
// amount's money word, and their count; j and 0 when none are said.
func centsEnd(text string, ts []tok, j int, taken []bool) (int, reading.Cents) {
	k := j
	if k < len(ts) && ts[k].norm == "and" {
		k++
	}
	if k >= len(ts) || held(taken, k) || ts[k].dollar {
		return j, 0
	}
	end := k
	switch {
	case ts[k].number:
		if len(ts[k].norm) != 2 || !onlyDigits(ts[k].norm) {
			return j, 0
		}
		end = k + 1
	case countWords[ts[k].norm]:
		end = k + 1
		if end < len(ts) && !held(taken, end) && countWords[ts[end].norm] {
			end++ // "ninety nine"
		}
	default:
		return j, 0
	}
	said := text[ts[k].from:ts[end-1].to]
	c, err := reading.ParseMoney("1 dollars and " + strings.ReplaceAll(said, "-", " ") + " cents")
	if err != nil && end > k+1 {
		end-- // "fifty two" is one figure; "fifty one thousand" is not asked here
		said = text[ts[k].from:ts[end-1].to]
		c, err = reading.ParseMoney("1 dollars and " + said + " cents")
	}
	if err != nil || c <= 100 || c >= 200 {
		return j, 0
	}
	if end < len(ts) && (ts[end].norm == "cents" || ts[end].norm == "cent") {
		end++
	}
	if !reading.CentsAfterDollars(text[ts[end-1].to:]) {
		return j, 0
	}
	return end, c - 100
}

// held reports token i taken by an earlier value; nil holds none.
func held(taken []bool, i int) bool {
	return taken != nil && taken[i]
}
