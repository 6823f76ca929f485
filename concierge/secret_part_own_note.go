package concierge

// A note whose title and text the user gives is their own words, even
// when they name a hint of the secret (tryout 34's 17): "add a note titled
// pin hint saying my first computer year" was refused as a request for a
// part of the PIN. Nothing of the secret is asked for there: the user
// writes the clue, the app never makes one. A request without the note's
// own text ("write a note with a hint of my pin") still asks the app for
// the hint and is refused; a secret typed into the text is masked on the
// way in (Send), as everywhere.

import "github.com/concierge-dev/concierge/agents"

// ownNoteGiven reports a message that gives a keeper of free text both
// its title and its text by their cues.
func (e *Engine) ownNoteGiven(text string) bool {
	for _, a := range e.domain.Agents {
		if a.ExposeToUser && keepsText(a) && !hasSecretSlot(a) && agents.GivesTitleAndText(a, text) {
			return true
		}
	}
	return false
}
