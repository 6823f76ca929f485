package understand

import (
	"slices"
	"strings"
)

// The act head reads a user-and-password line ("ada/hunter2") as one of
// its halves a third of the time, or as something else entirely. R29's forms say precisely that both are
// there: a secret, and the user it names. settleAct lets them correct the
// head between the pair and its halves, and nowhere else. (R27's lexicon
// does the same poorly for thanks-and-goodbye: it knows too few of the
// ways to say goodbye, and validation fell with it.)

const actSetSecret = "set_value+secret"

// settleAct is the act of the message after the extractors' say, given
// the head's act; classes are the head's, so only a known act comes back.
func settleAct(act string, msg *message, classes []string) string {
	out := act
	// a secret with the user it names is a login line, whatever else the
	// head heard in it — unless it asks for a task or takes something back
	if msg.secret && hasOwner(msg.vals) && !strings.HasPrefix(act, "start_task") &&
		!strings.HasPrefix(act, "cancel") && !strings.HasPrefix(act, "logout") {
		out = actSetSecret
	}
	if !slices.Contains(classes, out) {
		return act
	}
	return out
}

func hasOwner(vs []value) bool {
	for _, v := range vs {
		if v.owner {
			return true
		}
	}
	return false
}
