package concierge

import "regexp"

// guardRule is one offline guardrail: a pattern over the normalised message
// and the reason given in the side panel.
type guardRule struct {
	pattern *regexp.Regexp
	reason  string
}

// guardRules run first on every message and every engine (R8). They fail
// closed: a match refuses, whatever any model would say. They look for
// intent to harm, not for topics, so "how do I report fraud" passes.
var guardRules = []guardRule{
	{regexp.MustCompile(`\b(?:commit|committing|do|doing|help me (?:do|commit)|want to (?:do|commit)) (?:a )?(?:fraud|insurance fraud|bank fraud|tax evasion|identity theft)\b|\bfake (?:a |an )?(?:claim|accident|injury|identity|invoice)s?\b|\bfalsif(?:y|ied|ying) (?:a |the |my )?(?:claim|document|record|statement)s?\b`), "a request to commit fraud"},
	{regexp.MustCompile(`\blaunder(?:ing)?\b|\bmoney laundering\b`), "a request to launder money"},
	{regexp.MustCompile(`\b(?:steal|stealing|rob|robbing)\b|\bhack (?:into )?(?:someone|somebody|an?other|other people|a bank|the bank|his|her|their)\b`), "a request to steal or break into accounts"},
	{regexp.MustCompile(`\b(?:phish|phishing) (?:someone|people|a|an|customers)\b|\bscam (?:someone|people|my|an?|customers)\b`), "a request to defraud someone"},
	{regexp.MustCompile(`\b(?:kill|hurt|harm|attack) (?:someone|somebody|people|him|her|them|myself)\b|\bbuild (?:a )?(?:bomb|weapon)\b`), "a request to harm someone"},
}

// guard returns the reason for refusing the message, "" when it may go on.
func guard(text string) string { return firstMatch(guardRules, text) }

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
	{regexp.MustCompile(`\b(?:skip|bypass|circumvent|override|disable|ignore|turn off)\b(?: \w+){0,3} (?:authentication|authenticating|login|log ?in|sign ?in|password|verification|approval|checks?|security|rules)\b|\bwithout (?:\w+ ){0,2}(?:authentication|logging in|a login|login|a password|approval|verification|checking)\b|\bno need to (?:\w+ )?(?:authenticate|log ?in|verify|approve|check)\b`), "a request to skip a check"},
	{regexp.MustCompile(`\bignore (?:all |any |your |the )?(?:previous|prior|above|earlier) (?:instructions|rules|prompts?)\b|\b(?:i am|i'm|im) (?:the |an? )?(?:admin|administrator|bank manager|manager|developer|root|system)\b`), "a claim of special authority"},
}

// bypassAttempt returns why a message looks like an attempt to talk past a
// check, "" when it does not.
func bypassAttempt(text string) string { return firstMatch(bypassRules, text) }
