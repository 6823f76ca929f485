package concierge

// A letter asked to be deleted that was never written (fresh round 40:
// ins 19, 24). "decline 40WE77", "actualy forget it … we're paying it",
// then "can you bin the letter then" was routed by the word "letter" to
// the task that writes one, which took 40WE77 from earlier and asked for
// the claim type; "delete the decline letter for 12AB34, it was a
// mistake" started the task and tried "delete" as the claim type. A
// delete verb aimed at a letter never starts the task that writes one. It
// is answered from the session: the letter for the claim it names (or the
// claim the user named last) taken back as letter_delete_asked.go says
// when it was written, and when none was: "No letter was written for
// 40WE77, so there is nothing to delete.", with the letters that were.
// A message that also asks for a letter ("… and write one for 12AB34
// instead") is a request, and read as before.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// letterDeleteAsked asks for a letter to go: a delete verb then a word for
// the letter with only pointing words between ("bin the letter", "get rid
// of the decline leter", "scrap the 40we77 letter"), or the letter then a
// delete verb on it ("the letter for 12ab34, trash it", "that letter can
// go in the bin"). "remove the reason from the letter" is no such request:
// the words between may only point at the letter. Read on normalised text.
var letterDeleteAsked = reading.Lazy(`\b(?:delete|deleted|deleting|delet|dlete|delte|scrap|scrapped|bin|binned|remove|discard|discarded|trash|trashed|throw away|throw out|chuck|chuck out|toss|get rid of|destroy|ditch|erase|wipe|shred|rip up|tear up|void|withdraw|retract|junk|nuke|kill|undo)\b (?:(?:the|that|this|those|these|my|our|a|an|his|her|their|its|any|whole|old|last|previous|first|draft|stupid|damn|decline|declined|declination|rejection|claim|claims|claim's|[a-z]*\d[a-z\d]*(?:'s)?) ){0,4}(?:letters?|leter|leters|lettr|lettrs|ltr|declines?)\b` +
	`|\b(?:letters?|leter|leters|lettr|ltr)\b (?:[\w']+ ){0,5}(?:(?:delete|deleted|scrap|scrapped|bin|binned|discard|discarded|trash|trashed|ditch|ditched|erase|erased|destroy|destroyed|shred|shredded|junk|get rid of|throw away|chuck|toss) (?:it|that|them|that one|this one|please|pls|now)\b|(?:delete|scrap|bin|discard|trash|ditch|erase|destroy|shred|junk|get rid of) ?$|(?:go|goes|went) in(?:to)? the (?:bin|trash|rubbish|garbage)\b|(?:be|get|been) (?:deleted|binned|scrapped|trashed|discarded|destroyed|shredded|erased)\b)`)

// letterAskedToo asks for a letter beside the deletion: "… and write a
// new one for 12ab34", "scrap it, do 12ab34 instead".
var letterAskedToo = reading.Lazy(`\b(?:instead|new one|another|write|make|redo|again|rewrite|re do)\b`)

// letterDeleteTarget is the claim a deletion of a letter aims at: the id
// in raw, or else the one the user named last before it; "" when none.
func (e *Engine) letterDeleteTarget(a *agents.Agent, raw string) string {
	s := claimIDSlot(a)
	if s == nil {
		return ""
	}
	if id := lastIDIn(a, s, raw, e.pinnedFacts(a)); id != "" {
		return id
	}
	id, _ := e.earlierIDSaid(a, s)
	return id
}

// letterFor is the last letter written for claim id, nil when none.
func (e *Engine) letterFor(id string) *state.Artifact {
	for i := len(e.sess.Artifacts) - 1; i >= 0; i-- {
		if strings.Contains(strings.ToUpper(e.sess.Artifacts[i].Title), " "+strings.ToUpper(id)+" ") {
			return &e.sess.Artifacts[i]
		}
	}
	return nil
}

// letterDeleteRead reads, with nothing in hand, a request to delete a
// letter the last task did not just write: the letter for its claim taken
// back, or the answer that none was written; ok is false otherwise (the
// letter just written is letterTakenBackRead's). It only reads.
func (e *Engine) letterDeleteRead(raw string) (turnCmd, bool) {
	a := e.declineAgent()
	n := normalise(raw)
	if a == nil || !e.nothingInHand() || !letterDeleteAsked.MatchString(n) || letterAskedToo.MatchString(n) {
		return turnCmd{}, false
	}
	id := e.letterDeleteTarget(a, raw)
	if id != "" && e.refusedClaim(id) != "" {
		return turnCmd{}, false // a refused decline's letter was withdrawn already (letter_withdrawn.go)
	}
	art := e.lastArtifactOf(a.Name)
	if id != "" {
		art = e.letterFor(id)
	}
	if art != nil {
		if d, _ := e.documentTakenBack(n); d != nil && art == e.lastArtifactOf(d.Name) {
			return turnCmd{}, false // "scrap that letter" alone: undo_letter.go's cannot(undo), as before
		}
		c := turnCommand(agents.CmdSmallTalk, execLetterTakenBack, raw)
		c.art = art
		c.Scope, c.why = "withdraw", "the letter for the claim named taken back: it was never sent, and nothing new starts"
		return c, true
	}
	reply := "No letter was written in this conversation, so there is nothing to delete."
	if id != "" {
		reply = fmt.Sprintf("No letter was written for %s, so there is nothing to delete.", id)
	}
	if others := e.lettersWritten(a); len(others) > 0 {
		reply += " " + others
	}
	return answerCmd(agents.CmdSmallTalk, "withdraw", raw, "a letter to delete that was never written: nothing to delete, and nothing starts", reply), true
}

// lettersWritten names the letters a wrote in the session, "" when none.
func (e *Engine) lettersWritten(a *agents.Agent) string {
	titles := e.letterTitles(a) // letter_exists_asked.go
	switch len(titles) {
	case 0:
		return ""
	case 1:
		return "The only letter written here is " + titles[0] + "."
	}
	return "The letters written here are " + strings.Join(titles[:len(titles)-1], ", ") + " and " + titles[len(titles)-1] + "."
}
