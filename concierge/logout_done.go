package concierge

// A logout said with "I'm done" (issue 24 round 9, R29): "log me out, i'm
// done", "please log me out, I'm finished", "log me out, all done here".
// The closing words were read as a request of their own after the logout
// ("You're signed out." then "You're not signed in.", or "Goodbye!"), or
// as a cancel that found nothing to cancel and never signed out. The
// logout is said once, and the closing words are no request.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// closingDoneWords may stand in a closing clause besides the closing question's
// words: "i'm finished", "all done here", "done for the day".
var closingDoneWords = lazyWordSet(`finished through here now the day night tonight today for this session me`)

// closingClause reports a clause that only says the user is done: "i'm
// done", "all done here", "that's all", "i'm finished for today".
func closingClause(clause string) bool {
	ws := reading.Words(strings.ReplaceAll(clause, "’", "'"))
	if len(ws) == 0 || len(ws) > 7 {
		return false
	}
	done := saysNoMore.MatchString(clause)
	for _, w := range ws {
		switch {
		case w == "done" || w == "finished" || w == "through" || w == "leaving":
			// "im leaving, log me out" (issue 24, bank28b)
			done = true
		case closingNo()[w] || aroundClosing()[w] || closingDoneWords()[w]:
		default:
			return false
		}
	}
	return done
}

// logoutWithCancel is the logout said in a message read as a cancel ("log
// me out, all done here"): the logout is the request after the cancel, so
// it runs whether or not anything was in progress.
func logoutWithCancel(text string) string {
	for _, part := range splitClauses(text) {
		if logoutClause(normalise(part)) {
			return part
		}
	}
	return ""
}
