package concierge

import "github.com/concierge-dev/concierge/agents"

// A record written as labelled fields (round 35's notes 08): "new note.
// heading: groceries. body: eggs and milk", "title: x / text: y". Each
// field's words are its value's: "text: eggs" is no request to send a
// text, and no clause of it is work nobody here does.

// labelsRecord reports a message that gives an agent's title and text
// each by its label.
func (e *Engine) labelsRecord(text string) bool {
	for _, a := range e.domain.Agents {
		if a.ExposeToUser && agents.LabelsTitleAndText(a, text) {
			return true
		}
	}
	return false
}
