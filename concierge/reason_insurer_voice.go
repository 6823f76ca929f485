package concierge

// The insurer's own voice in a reason (round 37's insurance 25): "decline
// 47SD82 home, property in Essex is outside our underwriting area", "…, we
// dont cover properties in flood zones", "…, its not something we
// underwrite" wrote the letter with no reason and no notice: "our", "we"
// and "us" made the clause the user's own talk ("we're new here"). Staff
// speak for the insurer: a clause in the plural first person that speaks
// of cover (underwriting, a policy, what is insured or excluded) is the
// claim's story, and after the request's id its reason. "we're swamped
// today" speaks of no cover and stays the user's talk.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// insurerVoice are the first-person plural words staff say for the
// insurer: "our underwriting area", "we don't cover", "not for us".
var insurerVoice = lazyWordSet(`we we're were we've our ours us`)

// coverWords speak of what the insurer covers: its cover, policy,
// underwriting, terms, area or appetite.
var coverWords = lazyWordSet(`cover covers covered covering coverage underwrite underwrites underwriting underwritten underwriter underwriters ` +
	`insure insures insured insuring insurance policy policies pds wording terms conditions guidelines criteria appetite ` +
	`exclude excludes excluded exclusion exclusions accept accepts area areas zone zones region regions postcode postcodes ` +
	`rules product products offer offers scope limits limit`)

// insurerSpeaks reports a clause whose first person plural is the
// insurer's: it speaks of cover too.
func insurerSpeaks(clause string) bool {
	words := reading.Words(strings.ToLower(clause))
	plural, cover := false, false
	for _, w := range words {
		plural = plural || insurerVoice()[w]
		cover = cover || coverWords()[w]
	}
	return plural && cover
}
