package concierge

// A reason said before the decline's own words (round 38's tester, ins
// 13): "motor / 90-KL-11 / excess not paid / decline pls" wrote the letter
// with no reason, and "excess not paid, decline 90KL11 motor" was even
// read as cancel(all) for the "not" of its ground. A ground said in a
// clause of a message that asks for the decline is the reason wherever it
// stands; its "not" ("not paid", "not covered") is the ground's, never a
// cancel. A harmful reason is refused before any of this (R53 judges the
// whole message first; lawfulReason judges the reason itself).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// groundClause is a clause before the decline's own words, in a message
// that asks for the decline, which says a ground in few words ("excess
// not paid", "not covered", "policy lapsed"), as the reason; "" for any
// other clause. A clause with the decline's words, an id, a question or
// the user's own talk is none (terseGround). Clauses after the request
// are read by the paths that were there first ("…, both for fraud").
func groundClause(a *agents.Agent, clause string, before bool) string {
	if !before || a == nil || !declines(a) {
		return ""
	}
	return terseGround(a, clause)
}

// groundBeforeRequest reports a message whose first clause is a ground
// and whose later words ask for the decline: "excess not paid, decline
// 90KL11 motor", "not covered - pls decline 12AB34 home". Its "not" is the
// ground's, never a cancel.
func (e *Engine) groundBeforeRequest(text string) bool {
	spans := clauseSpans(labelDashed(strings.TrimSpace(text)))
	if len(spans) < 2 {
		return false
	}
	t := labelDashed(strings.TrimSpace(text))
	first, rest := t[spans[0][0]:spans[0][1]], t[spans[1][0]:]
	if !requestAfter(rest, false) {
		return false
	}
	for _, a := range e.domain.Agents {
		if declines(a) && terseGround(a, first) != "" {
			return true
		}
	}
	return false
}

// requestAfter reports the words after a clause asking for the decline:
// its verb, or the claim's id when none was said before the clause
// ("excess wasnt met, declien 90KL12 motor"). After the id, a clause with
// no decline word after it is a later clause's ("56CD78 home, both for
// fraud"), read by the paths that were there first.
func requestAfter(rest string, idSaid bool) bool {
	return declineAsked.MatchString(rest) || !idSaid && idInClause(rest)
}
