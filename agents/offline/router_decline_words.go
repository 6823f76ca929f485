package offline

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A decline said in other words (issue 24, round 22's ins22a): "can you
// help me deny a claim", "need to reject claim 44RT55", "knock back
// 12AB34" were "not sure". Where an agent declares "decline" and none
// declares the word said, deny, reject, refuse, turn down and knock back
// (and their forms and common misspellings) are read as decline for
// routing; a domain with no decline is untouched. Done at reading, with
// no new training lines: examples moved the classifier's heads before.

// declineSaid are the words and phrases that say decline.
var declineSaid = reading.Lazy(`(?i)\b(?:deny|denie|denies|denied|denying|dney|reject|rejct|rejects|rejected|rejecting|refuse|refuses|refused|refusing|refuze|(?:turn|turns|turned|turning)\s+down|(?:knock|knocks|knocked|knocking)\s+back)\b`)

// withDecline is text with a decline said in other words written as
// "decline", when decline is a declared word and the word said is not;
// the text itself otherwise.
func (r *Router) withDecline(text string) string {
	if _, ok := r.idf["declin"]; !ok {
		if _, ok := r.idf[declineTerm()]; !ok {
			return text
		}
	}
	return declineSaid.ReplaceAllStringFunc(text, func(m string) string {
		if ts := reading.Terms(strings.Fields(m)[0]); len(ts) > 0 {
			if _, declared := r.idf[ts[0]]; declared {
				return m // the domain's own word
			}
		}
		return "decline"
	})
}

// declineTerm is the term "decline" is read as.
func declineTerm() string {
	if ts := reading.Terms("decline"); len(ts) > 0 {
		return ts[0]
	}
	return "decline"
}
