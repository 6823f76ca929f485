package offline

// Two amounts joined for one destination (issue 24, bank26b; R50): "send
// $15 & $25 to 7654321", "transfer 40 + 60 to 1234324", "pay 12 plus 30
// to 1234324", "send 5 then 10 to 7654321". The split cut at the joiner
// first, so the first amount lost the destination said once after the
// second ("send $15", "$25 to 7654321") and asked for it again. Before
// the split, the destination is said after each amount ("send $15 to
// 7654321 and $25 to 7654321"), so each is a transfer of its own with its
// own summary and yes. Never "between 20 and 30", never an account id
// before the joiner ("to 1234324 and 20 to 7654321").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// joinedAmounts is two amounts, a joiner between them, then where the
// money goes.
var joinedAmounts = reading.Lazy(`(?i)(\$?\d[\d,]*(?:\.\d+)?(?:\s*(?:bucks|dollars|usd|quid))?)\s*(?:&|\+|\band\s+then\b|\band\b|\bplus\b|\bthen\b|\bn\b)\s*(\$?\d[\d,]*(?:\.\d+)?(?:\s*(?:bucks|dollars|usd|quid))?)\s+((?:to|into|over\s+to)\s+(?:my\s+|the\s+|our\s+)?[\w-]+(?:\s+(?:account|acct|acc))?)\b`)

// clauseStart ends the words before a request's own.
var clauseStart = reading.Lazy(`(?i)[,;.!?]\s*|\b(?:and|then|also|plus)\s+`)

// notAmountBefore are the words before a figure that make it no amount:
// an account id said after its cue, or a range.
var notAmountBefore = reading.Lazy(`(?i)(?:\b(?:to|into|account|acct|acc|id|number|no|between|from)|#)\s*$`)

// amountsJoined is text with the destination said once after two joined
// amounts said after each, when a agent that moves money takes it.
func (o *Brain) amountsJoined(text string, among []*agents.Agent) string {
	m := joinedAmounts.FindStringSubmatchIndex(text)
	if m == nil || notAmountBefore.MatchString(text[:m[0]]) {
		return text
	}
	best, ok := o.router.Best(text, among)
	if !ok || !hasMoneySlot(best.Agent) {
		return text
	}
	first, second, target := strings.TrimSpace(text[m[2]:m[3]]), strings.TrimSpace(text[m[4]:m[5]]), text[m[6]:m[7]]
	lead := text[:m[0]]
	if loc := clauseStart.FindAllStringIndex(lead, -1); loc != nil {
		lead = lead[loc[len(loc)-1][1]:] // "check savings and send 5 & 6 to X": the request's own words
	}
	return text[:m[0]] + first + " " + target + " and " + lead + second + " " + target + text[m[1]:]
}
