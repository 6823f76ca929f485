package concierge

// A reason dropped is a new request (round 33's ins 19 and 33): after a
// decline refused for a protected characteristic, "can you just do the
// letter for 15LW77 without a reason then" and "ok forget that reason,
// just do it with no reason" were answered "That is the same request as
// before" — they are not: the reason is gone. The claim stays refused for
// the session (ins21_refused_claim.go), so the reply says that, and why,
// for the claim named or, with none named, the one refused last.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// letterReasonDropped asks for the letter with its reason taken out: "without a
// reason", "with no reason", "forget that reason", "leave the reason
// out", "skip the reason", "w/o reason", "no reason given".
var letterReasonDropped = reading.Lazy(`(?i)\b(?:without|w/?o|with no|minus|sans|forget|drop|skip|remove|delete|scrap|ditch|lose|omit|leave out|take out|no)(?: (?:the|that|a|any|giving a|giving any|stating a|stating any|my|this))? reasons?\b|\breasons? (?:removed|left out|taken out|blank|empty|dropped)\b|\b(?:leave|take|keep|cut) (?:the|that|my) reason (?:out|off|blank)\b`)

// lastRefusedClaim is the claim whose decline was refused last in the
// session, "" when none was.
func (e *Engine) lastRefusedClaim() (id, kind string) {
	list := e.sess.Facts[refusedClaimsFact]
	if list == "" {
		return "", ""
	}
	if i := strings.LastIndexByte(list, ','); i >= 0 {
		list = list[i+1:]
	}
	id, kind, _ = strings.Cut(list, ":")
	return id, kind
}

// reasonDroppedReply is the reply to a refused claim's letter asked for
// again with its reason dropped: the claim stays refused, said as such,
// and not as the same request. ok is false for any other message.
func (e *Engine) reasonDroppedReply(text string) (string, bool) {
	if !letterReasonDropped.MatchString(text) {
		return "", false
	}
	if said := e.refusedClaimSaid(text); said != "" {
		return "I can't help with that: leaving the reason out doesn't change this. " + said, true
	}
	id, kind := e.lastRefusedClaim()
	if id == "" {
		return "", false
	}
	return "I can't help with that: leaving the reason out doesn't change this. " + refusedClaimReply(id, kind), true
}
