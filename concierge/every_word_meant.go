package concierge

// "All" that asks for every choice, and "all" that is only a way of
// talking: "all of them", "all my accounts", "home for all three", "show
// me all" ask; "hi all", "thanks all", "I'm new here and all", "not sure
// how this all works" do not (issue 24: a letter was written for Home,
// a topology no word of the message named). "both", "each" and "every"
// speak of the choices wherever they stand.

import "github.com/concierge-dev/concierge/agents/reading"

// allAsks is "all" or "everything" said of the things to choose from:
// alone, before what they are ("all of them", "all my", "all three", "all
// the accounts"), or after a word that asks for them ("for all", "show me
// everything"). "them" is said as people type it too: "all of em", "all
// of dem" (bank round 32).
var allAsks = reading.Lazy(`(?i)^\W*(?:(?:all|everything)(?:\s+(?:of\s+(?:them|'?em|dem|thm)|please|pls|thanks))?)\W*$|\ball\s+(?:of\s+(?:them|'?em|dem|thm|those|these|it|my|our|the)|my|our|these|those|them|'?em|dem|two|three|four|\d+)\b|\ball\s+the\s+\w+|\b(?:for|show|list|check|do|get|see|give|want|need|on|want\s+to\s+see)\s+(?:me\s+|us\s+)?(?:them\s+)?(?:all|everything)\b`)

// allSaidOnly is "all the best" and the like: they use "all" of nothing to choose from.
var allSaidOnly = reading.Lazy(`(?i)\ball\s+the\s+(?:best|same|time|way|while|more|rest)\b`)

// everyWordMeant reports a message that asks for every choice with one of
// everyWords, said of the choices.
func everyWordMeant(lower string) bool {
	for _, w := range reading.Words(lower) {
		switch {
		case w == "all" || w == "everything":
			continue
		case everyWords()[w]:
			return true
		}
	}
	return allAsks.MatchString(allSaidOnly.ReplaceAllString(lower, " "))
}
