package concierge

// A request to delete every note said in more than one clause (tryout 39
// notes 14): "wipe everything, delete all my notes", "ok so. delete all my
// notes", "clear it all out - every note". Each clause alone is read as a
// delete of everything or carries no thing of its own; read as one, the
// verbs of the first clause became the list's filter ("Nothing matches
// "wipe delete""). It gets the answer one clause gets: nothing is deleted,
// and the user hears that notes are deleted one at a time.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// bulkFiller are the words a clause around a delete of everything may hold
// and still ask nothing else: "wipe it all out", "everything".
var bulkFiller = lazyWordSet(`it out off up away all everything every single whole entire lot them thing things stuff my mine of the just ok okay so right now please pls plz yes yeah go ahead clean slate`)

// bulkDeleteClauses reads several clauses as one delete of everything when
// one clause asks it and every other clause asks it too or asks nothing of
// its own; ok is false for anything else ("delete all my notes, then add a
// note called milk").
func (e *Engine) bulkDeleteClauses(clauses []string) (string, bool) {
	what, found := "", false
	for _, c := range clauses {
		if w, ok := e.missingAction(c); ok {
			if !strings.HasPrefix(w, "delete all") {
				return "", false
			}
			what, found = w, true
			continue
		}
		if !bulkOnly(c) {
			return "", false
		}
	}
	return what, found
}

// bulkOnly reports a clause of delete or clear verbs and filler alone:
// "wipe everything", "nuke it all", "just get rid of them".
func bulkOnly(clause string) bool {
	words := reading.Words(strings.ReplaceAll(clause, "-", ""))
	if len(words) == 0 {
		return true
	}
	for _, w := range words {
		if !deleteVerbs()[w] && !clearVerbs()[w] && !bulkFiller()[w] && !bulkWords()[w] && !framing()[w] && !pointedFraming()[w] {
			return false
		}
	}
	return true
}

// atDeleteVerbs cuts a clause before each later delete verb: "nuke it all
// delete every note" is "nuke it all" and "delete every note", whose
// thing lies past the first verb's reach.
func atDeleteVerbs(text string) []string {
	words := reading.Words(strings.ReplaceAll(text, "-", ""))
	var parts []string
	from, verbs := 0, 0
	for i := 0; i < len(words); i++ {
		if !deleteVerbs()[words[i]] && !clearVerbs()[words[i]] {
			continue
		}
		if verbs++; verbs > 1 {
			parts = append(parts, strings.Join(words[from:i], " "))
			from = i
		}
	}
	if verbs < 2 {
		return nil // one verb: missingAction has read it ("can i delete notes?" is a question)
	}
	return append(parts, strings.Join(words[from:], " "))
}
