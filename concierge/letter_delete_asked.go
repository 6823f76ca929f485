package concierge

// A finished letter taken back (round 31's ins36). After a decline letter
// for RT4471 was written, "wait no scrap that, the claim was actually
// approved, delete the letter" started a new letter task and asked for a
// claim id. A letter already written cannot be deleted here; what the user
// needs to know is that it was never sent and must not be used. So the
// reply names the letter's claim, says that, and starts nothing: "delete
// the letter", "bin that letter", "get rid of the one u made", "withdraw
// it, dont send it", "scrap the letter, claim got approved".

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

const execLetterTakenBack turnExec = iota + 10400 // small_talk(withdraw): the finished letter taken back

// letterTakenBack asks to delete, withdraw or not send what was written.
var letterTakenBack = reading.Lazy(`\b(?:delete|deleting|scrap|scrapping|bin|remove|withdraw|withdrawing|discard|trash|throw away|throw out|get rid of|destroy|ditch|undo|cancel|void|retract|rip up|tear up|shred|erase|wipe)\b (?:[\w']+ ){0,3}(?:letter|letters|it|that one|the one (?:you|u) (?:made|wrote|did)|what (?:you|u) (?:made|wrote))\b|\b(?:dont|do not|don't|never) send (?:it|the letter|that letter|that)\b`)

// letterTakenBackRead reads a request to take back the letter just
// written, with nothing else in hand; ok is false otherwise.
func (e *Engine) letterTakenBackRead(raw string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Last == nil || !letterTakenBack.MatchString(normalise(raw)) {
		return turnCmd{}, false
	}
	if a, _ := e.documentTakenBack(normalise(raw)); a != nil {
		return turnCmd{}, false // "scrap that letter" alone: undo_letter.go's cannot(undo), as before
	}
	a := e.domain.Agent(e.sess.Last.Agent)
	if a == nil || !declines(a) || e.lastArtifactOf(a.Name) == nil {
		return turnCmd{}, false
	}
	if s := claimIDSlot(a); s != nil {
		if id := e.letterDeleteTarget(a, raw); id != "" && !strings.EqualFold(id, e.sess.Last.Slots[s.Name]) {
			return turnCmd{}, false // "bin the letter for 40WE77" when the last was 58NB30's: letter_delete_none.go
		}
	}
	c := turnCommand(agents.CmdSmallTalk, execLetterTakenBack, raw)
	c.Scope, c.why = "withdraw", "the letter just written taken back: it was never sent, and nothing new starts"
	return c, true
}

// runLetterTakenBack says what became of the letter; done is false for
// another command.
func (e *Engine) runLetterTakenBack(t *turn, c turnCmd) (step, bool) {
	if c.exec != execLetterTakenBack {
		return stop, false
	}
	art := c.art // the letter for the claim named (letter_delete_none.go)
	if art == nil {
		art = e.lastArtifactOf(e.sess.Last.Agent)
	}
	kind := art.Kind
	if kind == "" {
		kind = "letter"
	}
	e.note(state.NoteGuardrail, fmt.Sprintf("Withdrawn by the user: %q", art.Title))
	e.speak(t, agents.ConciergeName, fmt.Sprintf("The %s \"%s\" can't be deleted here, but it was only written here and not sent to anyone: don't send or use it. Nothing new was started.", kind, art.Title))
	return stop, true
}
