package concierge

// A reason with a negation in it is still a reason (issue 24, round 21's
// ins21): "reason: i just don't like the guy's face", said right after
// the decline letter, went to SmartStrategy's "I don't know my claim id"
// for its "don't", and asked whether the user was staff or a partner. A
// reason framed as one ("reason:", "because", "bc", "the reason is") or a
// bare sentence right after the letter is read as the decline's reason
// whatever negation it holds; and a personal dislike of the claimant is
// no lawful reason: the reply says a letter needs a reason based on the
// policy, and the words go into no letter. A protected trait given as the
// reason is refused before any of this (the harm check runs first).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// dislikeMemory keeps, in the task's memory, a dislike said back once.
const dislikeMemory = "ins21.dislike"

// personalDislike is a clause that gives the user's own dislike or
// distrust of the claimant, or no reason at all, as the reason: "i just
// don't like the guy's face", "we cant stand her", "his attitude", "bad
// vibes", "just because".
var personalDislike = reading.Lazy(`(?i)\b(?:i|we|me|i'?m|im)\s+(?:just\s+|really\s+|simply\s+|honestly\s+|personally\s+|kinda\s+|kind\s+of\s+|dont\s+really\s+)*(?:don'?t|don’t|dont|do\s+not|didn'?t|did\s+not|can'?t|can’t|cant|cannot|never)\s+(?:really\s+|much\s+)?(?:like|liked|trust|trusted|stand|bear|rate|dig|care\s+for|get\s+on\s+with|get\s+along\s+with)\b|` +
	`\b(?:i|we)\s+(?:just\s+|really\s+|honestly\s+|kinda\s+)*(?:hate|hated|dislike|disliked|detest|loathe|despise)\b|` +
	`\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:just\s+|really\s+)?(?:not\s+a\s+fan|sick\s+of|tired\s+of|fed\s+up\s+with)\b|` +
	`\b(?:annoying|annoys\s+me|irritating|rude|ugly|creepy|smug|arrogant|obnoxious|jerk|idiot|dickhead|prick|wanker|loser|weirdo|bad\s+vibes?|weird\s+vibes?|gut\s+feeling|(?:his|her|their|the\s+guy'?s|the\s+guys|the\s+claimant'?s)\s+(?:face|attitude|looks|voice|tone|manner|manners|personality|vibe|vibes|haircut|tattoos?|smile|laugh))\b|` +
	`^(?:just\s+because|no\s+reason|why\s+not|because\s+i\s+(?:said\s+so|want\s+to|feel\s+like\s+it))\b`)

// dislikeOnly reports a reason made only of a personal dislike: no fault
// or lack of the claim's story beside it ("the driver had no licence and
// he's rude" has one).
func dislikeOnly(reason string) bool {
	for _, clause := range strings.Split(reason, "; ") {
		if !personalDislike.MatchString(clause) {
			return false
		}
	}
	return reason != ""
}

// negationWords are the words of a negation, which tell of a reason's
// lack or fault ("don't", "never"), never of another task.
var negationWords = lazyWordSet(`no not never dont don't don’t didnt didn't doesnt doesn't cant can't cannot wont won't wasnt wasn't isnt isn't arent aren't werent weren't hadnt hadn't hasnt hasn't havent haven't nobody nothing`)

// withoutNegations is text without its negation words, for routing a
// reason: "i just don't like the guy's face" names no task.
func withoutNegations(text string) string {
	var out []string
	for _, w := range strings.Fields(text) {
		if !negationWords()[strings.ToLower(strings.Trim(w, ".,!?;:\"'"))] {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// namedWithRequest is what a decline's answer to a reason given after
// its document adds: a reason given with the request is named in it.
func namedWithRequest(a *agents.Agent, kind string) string {
	if !declines(a) {
		return ""
	}
	return " (a reason given with the request is named in the " + kind + ")"
}

// declineReasonWords are the words of the reason text gives for a's decline,
// with the words that open it ("because", "bc", "reason"), lower-cased:
// the reason is noted, so none of them is said back as unused.
func declineReasonWords(a *agents.Agent, text string) map[string]bool {
	out := map[string]bool{}
	r := reasonGiven(a, text)
	if r == "" {
		return out
	}
	for _, w := range reading.Words(r) {
		out[strings.ToLower(w)] = true
	}
	for _, w := range []string{"because", "bc", "cos", "coz", "cuz", "cause", "since", "due", "reason", "reasons", "grounds"} {
		out[w] = true
	}
	return out
}

// verbForm reports an English word in a verb's form — a participle or a
// gerund ("shown", "printed", "looking") — which tells what was done,
// never a value the user tried: "I didn't recognise "shown" as the
// relationship" quotes it as one (issue 24, ins21). A name or a number
// is no verb form.
func verbForm(w string) bool {
	l := strings.ToLower(w)
	if len(l) < 4 || strings.ContainsAny(l, "0123456789") || !reading.EnglishWord(l) {
		return false
	}
	for _, suf := range []string{"ed", "wn", "en", "ing"} {
		if strings.HasSuffix(l, suf) {
			return true
		}
	}
	return false
}

// placeAfter is a place said in a request: "on the form", "in my email";
// never a word that names a thing after it ("in the blue account").
var placeAfter = reading.Lazy(`(?i)\b(?:on|in|at|from|under|inside|onto|into)\s+(?:the|my|a|an|our|your|this|that|his|her|their)\s+([\w'’-]+)(?:\s*$|\s*[,.;!?]|\s+(?:and|or|but|so|of|for|to|please|pls|thanks|then|again|now)\b)`)

// placeWord reports w as the place a request names ("where is the claim
// id kept on the form"): where something is, never a value tried.
func placeWord(text, w string) bool {
	for _, m := range placeAfter.FindAllStringSubmatch(text, -1) {
		if strings.EqualFold(m[1], w) {
			return true
		}
	}
	return false
}

// plainWordAtID reports a word with no digit said beside a
// request whose next question is an id of letters and digits: "new" of
// "new letter pls" was never tried as the claim id.
func plainWordAtID(s *agents.Slot, w string) bool {
	return mixedID(s) && !strings.ContainsAny(w, "0123456789") // an id has digits: a word without is never tried as one (ins22a)
}
