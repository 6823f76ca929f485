package offline

// Who called or wrote, told before a payment (issue 24, code28): "a man
// from microsoft said my computer has a virus and i have to pay 150 to
// 7654321" was planned as two steps, a look-up of the MSFT price and the
// transfer, because "microsoft" is a company whose price can be looked
// up. A clause that tells what someone from a company or an authority
// said, called or asked is the story of the payment, the kind of story a
// scam tells (the loop cautions it), never a request of its own: it is
// dropped from the parts when another part asks for something.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// callerStory is a clause about someone from somewhere who said, called,
// wrote or asked: "a man from microsoft said …", "a guy from apple
// called", "someone claiming to be from amazon rang me".
var callerStory = reading.Lazy(`(?i)^\s*(?:(?:so|and|but|ok|okay|um+|well|hi|hello|hey)[\s,]+)*(?:a|an|the|some|this|that)?\s*(?:man|woman|guy|lady|bloke|chap|fella|person|someone|somebody|caller|gentleman|girl|dude|rep|agent|engineer|technician|fellow)\s+(?:(?:who\s+(?:says|said)\s+(?:he|she|they)\s+(?:is|was|are|were)\s+|claiming\s+to\s+be\s+|saying\s+(?:he|she|they)\s+(?:is|was|are|were)\s+)?(?:from|at|with)\s+)(?:the\s+|my\s+)?[\w'&.-]+(?:\s+[\w'&.-]+){0,2}?\s+(?:said|says|told|tells|called|calls|rang|rings|phoned|phones|texted|texts|emailed|emails|messaged|asked|asks|wants|wanted|claims|claimed|insists|insisted)\b`)

// withoutCallerStory is parts without the clauses that only tell who
// called or what they said, when another part is left.
func (o *Brain) withoutCallerStory(parts []string, among []*agents.Agent) []string {
	if len(parts) < 2 {
		return parts
	}
	var out []string
	for _, p := range parts {
		if callerStory.MatchString(p) && !asksSomething.MatchString(callerStory.ReplaceAllString(p, "")) {
			continue
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return parts
	}
	return out
}
