package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A logout said in one message with other requests runs where it was
// said (R27, R29): "gimme checking then log me out" shows the balance and
// then signs out, never the other way round (which would ask to sign in
// again for the balance). "log me out after you show my savings" and
// "log out, but first check my savings" put the other request first too.

// logoutAfterThat is a logout clause that says it comes after something
// named in the clause itself: "log me out after you show my savings".
var logoutAfterThat = reading.Lazy(`(?i)^(.*?)\s+(?:only\s+)?(?:after|once)\s+(.+)$`)

// firstMarker opens a clause that asks to be done before what was said
// ahead of it: "but first check my savings", "before that, …".
var firstMarker = reading.Lazy(`(?i)^(?:but\s+)?(?:first(?:ly)?|before\s+(?:that|you\s+do(?:\s+that)?|doing\s+that))\s+`)

// thenMarker opens a clause with words that only say it comes next:
// "after that log out", "and afterwards sign me off", "finally, …".
var thenMarker = reading.Lazy(`(?i)^(?:and\s+)?(?:(?:right\s+)?after\s+(?:that|this|which)|afterwards?|next|finally|lastly|last|then|when\s+(?:that'?s|that\s+is|you'?re)\s+done)\s*,?\s+`)

// thenLast closes a clause with words that only say it comes last: "sign
// me out afterwards", "log me off when you're done".
// A bare "after" ("log me out after") and "when (you're|ur) done|finished"
// say the same (round 31: read as the sign-in the task needs, the logout
// lost). A trailing "please" goes with them.
var thenLast = reading.Lazy(`(?i)\s+(?:(?:right\s+)?afterwards?|(?:right\s+)?after(?:\s+(?:that|this|it|all\s+that|everything))?|(?:when|once|after)\s+(?:(?:you'?re|ur|u\s*r|you\s+are|that'?s|that\s+is|it'?s|it\s+is|thats|its|we'?re|were|all|everything'?s)\s+)?(?:done|finished|through|over)|at\s+the\s+end|last|then)(?:\s*,?\s*(?:please|pls|plz|thanks|thx|ty))?\s*[.!]*$`)

// orderedLogout is a clause that only logs out, said with the words that
// put it last: "sign me off when you're done", "log me out after".
func orderedLogout(clause string) bool {
	c := thenLast.ReplaceAllString(thenMarker.ReplaceAllString(strings.TrimSpace(clause), ""), "")
	return logoutClause(normalise(c))
}

// asVerb is a request put after a logout with its -ing form ("log out
// after checking my savings"), said with the verb, so that "checking" is
// never the account.
func asVerb(request string) string {
	first, rest, ok := strings.Cut(request, " ")
	if !ok {
		return request
	}
	switch strings.ToLower(first) {
	case "checking":
		return "check " + rest
	case "showing":
		return "show " + rest
	case "looking":
		return "look " + rest
	case "getting":
		return "get " + rest
	case "sending":
		return "send " + rest
	case "telling":
		return "tell " + rest
	}
	return request
}

// sequenceOnly are words that only order what was said ("after that").
var sequenceOnly = reading.Lazy(`(?i)^(?:that|this|which|wards?|ward)$`)

// logoutOrder splits a message that logs out among other requests into
// what runs before the logout and what after it, in the order they were
// said. ok is false when nothing is asked before the logout: the logout
// goes first, as before.
func logoutOrder(text string) (before, after string, ok bool) {
	clauses := reading.Read(text).TypedClauses()
	for i, c := range clauses {
		clauses[i] = thenLast.ReplaceAllString(thenMarker.ReplaceAllString(c, ""), "")
	}
	at := -1
	for i, c := range clauses {
		if logoutClause(normalise(c)) || logoutAfterThat.MatchString(c) && logoutClause(normalise(logoutAfterThat.FindStringSubmatch(c)[1])) {
			at = i
			break
		}
	}
	if at < 0 {
		return "", "", false
	}
	var first, last []string
	for _, c := range clauses[:at] {
		if keptAroundLogout(c) {
			first = append(first, c)
		}
	}
	if m := logoutAfterThat.FindStringSubmatch(clauses[at]); m != nil && logoutClause(normalise(m[1])) && !sequenceOnly.MatchString(strings.TrimSpace(m[2])) {
		first = append(first, asVerb(strings.TrimPrefix(strings.TrimPrefix(m[2], "you "), "you've "))) // "… after you show my savings"
	}
	for _, c := range clauses[at+1:] {
		if !keptAroundLogout(c) {
			continue
		}
		if firstMarker.MatchString(c) {
			first = append(first, firstMarker.ReplaceAllString(c, ""))
			continue
		}
		last = append(last, c)
	}
	if len(first) == 0 {
		return "", "", false
	}
	return strings.Join(first, " and "), strings.Join(last, " and "), true
}

// saysLogoutAfter reports a logout put after another request in the
// clause that says it ("sign me off once you've shown my savings"), which
// the lexicon's logout clauses do not see.
func saysLogoutAfter(text string) bool {
	_, _, ok := logoutOrder(text)
	return ok
}

// keptAroundLogout is a clause that asks something besides the logout:
// not a goodbye, a thanks, an empty filler or words that only close
// ("ok thats all", "great, i'm done", "perfect"). A closing clause taken
// for a request put the logout behind it: the closing was answered
// "Goodbye!" and the notes stayed open for whoever typed next (round 34).
func keptAroundLogout(clause string) bool {
	n := normalise(clause)
	return n != "" && !logoutClause(n) && !isBye(n) && !isThanks(n) &&
		!closingClause(clause) && !fillerClause(n) && !onlyThanksAndBye(clause) && !courtesyLine(clause)
}

// restAfterLogout is what a message asks besides logging out and saying
// goodbye, "" when nothing.
func restAfterLogout(text string) string {
	var rest []string
	for _, part := range splitClauses(text) {
		n := normalise(part)
		if !keptAroundLogout(part) || fillerClause(n) {
			continue // "… i'm done": no request of its own (logout_done.go)
		}
		rest = append(rest, part)
	}
	return strings.Join(rest, " and ")
}
