package concierge

// Words that take a reason's place without being one (round 36's tester):
// "reason tbc" printed "The reason for this decision: tbc." in a letter to
// a claimant; "no wait sorry, it was the house policy not the car"
// corrected the claim type and was also printed as the reason; "say it's
// because the driver was unlicensed" printed "it's because the driver …".
// A placeholder (tbc, tba, n/a, none) is no reason; a line that only
// names one choice over another is a correction, no reason; and the words
// that frame a reason ("it's because", "that it's due to") are not part
// of it. Checked where a reason is noted and again before the letter.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// reasonPlaceholder is a whole reason that holds its place for later:
// "tbc", "tba", "n/a", "none", "to be confirmed", "pending", "idk yet".
var reasonPlaceholder = reading.Lazy(`(?i)^\W*(?:tbc|tba|tbd|tbt|n/?a|nil|null|none|nothing|no\s+reason|not\s+applicable|to\s+be\s+(?:confirmed|advised|decided|determined|added|announced)|pending|unknown|not\s+(?:sure|known|decided)(?:\s+yet)?|idk|dunno|don'?t\s+know(?:\s+yet)?|later|will\s+(?:confirm|advise)(?:\s+later)?|blank|leave\s+(?:it\s+)?blank|x+|\?+|-+|\.+|tbc\s+later)(?:\s+(?:yet|for\s+now|atm|at\s+the\s+moment|still))?\W*$`)

// reasonFrameLead frames a reason that follows it: "it's because the
// driver was unlicensed", "that it's due to late notice", "it was cos of
// rust".
var reasonFrameLead = reading.Lazy(`(?i)^(?:(?:say|put|write|state|mention|note)\s+)?(?:that\s+)?(?:it'?s|it\s+is|its|it\s+was|this\s+is|that'?s|the\s+claim\s+(?:is|was))\s+(?:declined\s+|denied\s+|rejected\s+)?(?:because(?:\s+of)?|cos(?:\s+of)?|coz|cuz|bc|due\s+to|owing\s+to|on\s+account\s+of)\s+`)

// choiceCorrectionWords are the words of a correction that say nothing of why:
// "no wait sorry", "i meant", "my bad", "typo".
var choiceCorrectionWords = lazyWordSet(`no not wait sorry soz actually oops whoops oh i mean meant my bad typo wrong mistake it was is its it's ` +
	`the a an under on their his her policy claim one instead rather than this that correct correction`)

// reasonOrNone is r without the words that frame it, or "" when r is no
// reason at all: a placeholder, or a correction of a choice.
func reasonOrNone(a *agents.Agent, r string) string {
	r = reasonWordCut(r)                                       // "put reason late notification": the label is no part of it (reason_word_label.go)
	if reasonPlaceholder.MatchString(r) || reasonSaidNone(r) { // "no reason needed" (reason_said_none.go)
		return ""
	}
	if loc := reasonFrameLead.FindStringIndex(r); loc != nil && loc[1] < len(r) {
		r = strings.TrimSpace(r[loc[1]:])
	}
	if choiceCorrectionOnly(a, r) {
		return ""
	}
	return r
}

// choiceCorrectionOnly reports a line that names a choice (the claim type)
// and only the words of a correction beside it: "no wait sorry, it was the
// house policy not the car".
func choiceCorrectionOnly(a *agents.Agent, r string) bool {
	lower := strings.ToLower(r)
	bare := withoutChoices(a, lower)
	if bare == lower {
		return false // no choice named
	}
	filler, corr := storyFiller(), choiceCorrectionWords()
	for _, w := range reading.Words(bare) {
		if !filler[w] && !corr[w] && !answerFiller()[w] && !negations()[w] {
			return false
		}
	}
	return true
}
