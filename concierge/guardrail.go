package concierge

import (
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
)

// guard returns the reason for refusing the message, "" when it may go on:
// R8's table, which lives with R53's classifier in agents/understand.
func guard(text string) string { return understand.HarmRule(text) }

// guardRule is one pattern over the normalised message and the reason
// given in the side panel.
type guardRule struct {
	pattern *reading.LazyRegexp
	reason  string
}

// firstMatch is the reason of the first rule the normalised text matches.
func firstMatch(rules []guardRule, text string) string {
	n := normalise(text)
	for _, r := range rules {
		if r.pattern.MatchString(n) {
			return r.reason
		}
	}
	return ""
}

// bypassRules spot attempts to talk past a check. They do not refuse: the
// checks are code and cannot be talked past, so the request goes on as if
// the words were not there, and a note says they were ignored.
var bypassRules = []guardRule{
	{reading.Lazy(`\b(?:skip|bypass|circumvent|override|disable|ignore|turn off)\b(?: \w+){0,3} (?:authentication|authenticating|login|log ?in|sign ?in|password|verification|approval|checks?|security|rules)\b|\bwithout (?:\w+ ){0,2}(?:authentication|logging in|a login|login|a password|approval|verification|checking)\b|\bno need to (?:\w+ )?(?:authenticate|log ?in|verify|approve|check)\b`), "a request to skip a check"},
	{reading.Lazy(`\bignore (?:all |any |your |the )?(?:previous|prior|above|earlier) (?:instructions|rules|prompts?)\b|\b(?:i am|i'm|im) (?:the |an? )?(?:admin|administrator|bank manager|manager|developer|root|system)\b`), "a claim of special authority"},
}

// bypassAttempt returns why a message looks like an attempt to talk past a
// check, "" when it does not.
func bypassAttempt(text string) string { return firstMatch(bypassRules, text) }
