package concierge

// Terse reasons, and what is said around a reason (issue 24, round 26's
// ins28a). "subsidence pre-existing before policy start" right after a
// decline letter got "I'm not sure how to help"; "excess not met" at the
// claim id's question was read as a cancel (its "not") and the letter
// dropped. An adjuster's shorthand for a ground ("pre-existing", "prior
// damage", "not covered under section 4", "excess not met", "lapsed
// policy", "no proof of ownership", "non-disclosure") said alone is the
// decline's reason: after its letter, the letter is written again naming
// it; at its question, it is noted and the question asked again.
//
// "… per the police report thanks" put "thanks" in the letter: the
// courtesy words, sign-offs and fillers at either end of a reason
// ("thanks", "thx", "cheers", "pls", "ok so", "lol", an emoji) and a
// reason's own label ("reason:", "same reason for each:") never reach
// the letter.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// reasonCourtesyLead are the fillers that may open a reason: "ok so no
// forced entry", "lol the house was empty".
var reasonCourtesyLead = lazyWordSet(`ok okay k kk so um uh erm er hmm well oh right alright lol lmao haha hey hi hello ` +
	`pls plz please yeah yep yup yes sure fine anyway anyways btw fyi and also then basically honestly tbh ngl`)

// reasonCourtesyTail are the courtesy words and sign-offs that may end a
// reason: "… per the police report thanks", "… cheers mate", "… ty lol",
// "… thank you so much".
var reasonCourtesyTail = reading.Lazy(`(?i)(?:^|\s)(?:(?:many\s+)?thanks?|thank\s*(?:you|u|ya)|thankyou|thanx|thx|thnx|thnks|tks|tyvm|ty|ta|cheers|pls|plz|please|lol|lmao|haha|hehe|ok|okay|kk|mate|xx+|bye|cya|ttyl|asap|appreciated?|regards|instead)(?:\s+(?:so\s+much|very\s+much|a\s+lot|a\s+bunch|heaps|again|in\s+advance|mate|guys|all|xx*|lol|ok))*[\s!.,:)]*$`)

// reasonLabelLead is a reason's own label at its head: "reason: fraud",
// "same reason for each: fraud", "grounds - late notification", "due to",
// "add: pre-existing rust".
// An instruction's lead-in ("put that …", "say that …", "state that …",
// round 38's ins 04) is the user's word to us, never the letter's.
var reasonLabelLead = reading.Lazy(`(?i)^(?:add|put|include|use|mention|write)(?:\s+(?:in|this|that))?\s*[:=\-–—]\s*|^(?:put|say|write|mention|state|note|add|include|explain)(?:\s+(?:down|in\s+(?:the\s+)?(?:letter|it)|in))?\s+that\s+|^(?:because(?:\s+of)?|cos|coz|cuz|bc|b/c|due\s+to|owing\s+to|on\s+(?:the\s+)?grounds?\s+of|for)\s+|^(?:the\s+)?(?:same\s+)?(?:reason|reasons|grounds?)(?:\s+(?:for|on)\s+(?:each|both|all|them|it|this|that|these|those|every|the)(?:\s+(?:one|ones|claim|claims|letter|letters))?)?(?:\s+(?:is|are|was|being|should\s+be|will\s+be))?\s*[:=\-–—]\s*|^(?:the\s+)?(?:reason|reasons|grounds?)\s+(?:is|are|was|being)\s+(?:that\s+)?|^(?:make|change|switch)\s+(?:it|this|that|the\s+reason)\s+(?:about|to|for)\s+(?:the\s+)?`)

// reasonCleaned is a reason with the courtesy words, fillers, emoji and
// its own label taken off both ends; r itself when nothing would be left.
func reasonCleaned(r string) string {
	words := strings.Fields(r)
	bare := func(w string) string {
		return strings.ToLower(strings.TrimFunc(w, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsDigit(c) }))
	}
	for changed := true; changed && len(words) > 0; {
		changed = false
		for len(words) > 0 && (bare(words[0]) == "" || reasonCourtesyLead()[bare(words[0])]) {
			words, changed = words[1:], true
		}
		if len(words) > 0 {
			joined := strings.Join(words, " ")
			if loc := reasonLabelLead.FindStringIndex(joined); loc != nil && loc[1] < len(joined) {
				words, changed = strings.Fields(joined[loc[1]:]), true
			}
		}
	}
	out := signOffCut(instructionCut(strings.Join(words, " "))) // "make it: …", "… Kind regards, Janet" (reason_signoff_cut.go)
	for changed := true; changed && out != ""; {
		changed = false
		if ws := strings.Fields(out); len(ws) > 0 && bare(ws[len(ws)-1]) == "" {
			out, changed = strings.Join(ws[:len(ws)-1], " "), true // an emoji, "!!", ":)"
		}
		if loc := reasonCourtesyTail.FindStringIndex(out); loc != nil && loc[0] > 0 {
			out, changed = strings.TrimSpace(out[:loc[0]]), true
		}
	}
	out = reading.TrimValue(strings.TrimRight(commentaryDropped(out), ".!,;:-–— ")) // "suspected fraud, we havent proven it" (ins41_reason_commentary.go)
	out = instructionCut(out)                                                       // "scratch that reason, make it: …": the lead-in left once the commentary is cut
	if len(reading.Words(out)) == 0 {
		return strings.TrimSpace(r)
	}
	return out
}

// groundShorthand is an adjuster's short word for a ground to decline on.
var groundShorthand = reading.Lazy(`(?i)\b(?:pre[\s-]*existing|preexisting|prior\s+(?:damage|loss|losses|claims?|conditions?|incidents?|defects?|wear)|previous\s+(?:damage|loss|losses|claims?|defects?)|existing\s+(?:damage|defects?|conditions?)|old\s+damage|excess\s+(?:not|wasn'?t|was\s+not|isn'?t|is\s+not)\s+(?:met|reached|exceeded|paid)|excess\s+unpaid|(?:below|under|within|less\s+than)\s+(?:the\s+)?excess|lapsed|expired|cancell?ed\s+(?:policy|cover)|(?:policy|cover)\s+(?:not\s+in\s+force|inactive|void)|not\s+in\s+force|no\s+(?:valid\s+)?(?:proof|evidence|receipts?|police\s+report|crime\s+(?:ref\w*|number)|licen[cs]e|mot|tax|cover|insurance|forced\s+entry|sign\s+of\s+forced\s+entry)|not\s+covered|excluded|exclusion|(?:section|clause|sec|s\.?)\s*\d+[a-z]?|non[\s-]*disclosure|nondisclosure|undisclosed|undeclared|not\s+disclosed|misrepresent\w*|late\s+(?:notif\w*|report\w*|claim|lodg\w*|submission)|reported\s+(?:too\s+)?late|fraud\w*|inflated|exaggerated|staged|forged|falsified|wear\s+(?:and|&|n)\s+tear|gradual\s+(?:damage|deterioration|leak\w*|seepage)|deterioration|(?:lack\s+of|poor|no)\s+maintenance|neglect\w*|unoccupied|vacant|unlicen[cs]ed|uninsured|unregistered|unroadworthy|unpaid\s+premium\w*|premium\w*\s+(?:unpaid|not\s+paid|in\s+arrears)|arrears|non[\s-]*payment|before\s+(?:the\s+)?(?:policy|cover)\s+(?:start\w*|began|begun|incept\w*)|outside\s+(?:the\s+)?(?:policy|cover|period)|waiting\s+period|business\s+use|commercial\s+use|commercial\s+(?:premises|purposes|property|activity|letting)|com+er[cs]ially|used\s+(?:as|for)\s+(?:a\s+|an\s+)?(?:business|com+er[cs]ial|shop|office|warehouse|storage|workshop|airbnb|rental)|let\s+out|sublet\w*|drink\s+driving|drunk|intoxicated|breach\w*)\b`)

// terseAskWords make a short message something other than a ground said:
// a request, a question, the user's own talk.
var terseAskWords = lazyWordSet(`decline deny reject write draft make create new another find check show help open look send redo redone ` +
	`change add put cancel stop forget what where when who why how which can could would should is are do does did ` +
	`i i'm im i've ive i'd me my mine we we're we've our us myself you your`)

// terseGround is the ground a short message says alone, in an adjuster's
// shorthand ("prior damage", "excess not met", "subsidence pre-existing
// before policy start"), cleaned of courtesy words; "" for any other
// message.
func terseGround(a *agents.Agent, text string) string {
	r := reasonCleaned(text)
	if strings.Contains(text, "?") || idInClause(r) || idWordIn(r) || personalDislike.MatchString(r) {
		return ""
	}
	words := reading.Words(r)
	if len(words) == 0 || len(words) > 10 {
		return ""
	}
	ask := terseAskWords()
	for _, w := range words {
		if ask[w] {
			return ""
		}
	}
	if !groundShorthand.MatchString(r) {
		return ""
	}
	if a != nil && strings.TrimSpace(withoutChoices(a, strings.ToLower(r))) == "" {
		return ""
	}
	return r
}
