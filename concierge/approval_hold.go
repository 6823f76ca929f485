package concierge

// A message at an approval made of hold words, hesitation and a no
// (issue 24, bank25). Before, "no wait" was a no whose reason was "wait"
// ("OK, I did not do it (wait)") and the next question was the amount's;
// "hmm actually no dont" was asked again, though "nah dont" declined.
//
//   - a hold ("wait", "no wait", "hold on", "one sec", "hang on, hmm")
//     keeps the approval waiting and says so: never a no, never a slot
//     question; the yes after it approves the summary shown last;
//   - a no said with hesitation in front ("hmm actually no dont", "uh no
//     dont", "well, no, leave it", "on second thought no") declines;
//   - a no said after the hold ("wait, no", "hold on… nah") declines too:
//     the last word counts, as in approval_mind_changed.go.
//
// Only a message made of these words and the small words around them is
// read so; a yes in it is mindChangedRead's, a value or a request the
// other readings'.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// holdScope is put_off's Scope for a bare hold: the executor says it waits.
const holdScope = "hold"

// holdOrHedgedNoRead reads a hold or a no said with hesitation; ok is
// false for any other message.
func holdOrHedgedNoRead(text string) (apCommand, bool) {
	if strings.ContainsAny(text, "?0123456789") {
		return apCommand{}, false // "wait, is that from savings?", "no wait, 30"
	}
	toks := mindTokens(text)
	held, no, hesitant, last := false, false, false, ""
	for i := 0; i < len(toks); {
		if n := holdAt(toks, i); n > 0 {
			held, last, i = true, "hold", i+n
			continue
		}
		n, kind := mindPhraseAt(toks, i)
		switch kind {
		case "no":
			no, last = true, "no"
		case "turn":
			hesitant = true
		case "tail":
		default:
			return apCommand{}, false // a yes, a value, a request, a reason
		}
		i += n
	}
	switch {
	case held && last == "hold":
		c := apCmd(cmdPutOff, text)
		c.Scope = holdScope
		return c, true
	case no && (held || hesitant):
		return apCmd(agents.CmdReject, text), true
	}
	return apCommand{}, false // a plain no, or hesitation alone: read as before
}

// holdAt is the length of a hold's phrase at toks[i], 0 for none.
func holdAt(toks []string, i int) int {
	for _, n := range []int{4, 3, 2, 1} {
		if i+n <= len(toks) && mindWords()["w:"+strings.Join(toks[i:i+n], "_")] {
			return n
		}
	}
	return 0
}

// answerHeld keeps the approval waiting on a bare hold, and says so: a
// yes after it approves the same summary.
func (e *Engine) answerHeld(t *turn, ap *state.Approval) {
	e.note(state.NoteRoute, "Read as: a hold — the approval waits, neither approved nor declined")
	what := strings.TrimSuffix(strings.TrimSpace(ap.Summary), "?")
	if what != "" {
		what = strings.ToLower(what[:1]) + what[1:]
	}
	e.speak(t, agents.ConciergeName, prompts.WaitHeld(what))
	e.emit(ApprovalRequested{Approval: *ap})
}
