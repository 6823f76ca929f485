package offline

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// A message of no agent's words that gives a title and a text (round 32's
// 01): "title: gym, legs on monday", "call it dentist, it says tuesday
// 3pm". Both values are what a writing agent takes; an agent that takes
// the title alone (reading or deleting a note) would drop the text, and
// read a note the user is writing.

// titleAndText is the one agent that takes both a short titled value and
// a long text from the message, or nil.
func titleAndText(text string, among []*agents.Agent) *agents.Agent {
	var found *agents.Agent
	for _, a := range among {
		if agents.GivesTitleAndText(a, text) {
			if found != nil {
				return nil // two agents take them: the words choose
			}
			found = a
		}
	}
	return found
}

// unmatchedSaid routes a message no agent's words won: to the writing
// agent that takes its title and its text, read as said with its commas
// (the routing text drops them), else as unmatched does.
func (o *Brain) unmatchedSaid(parts []string, among []*agents.Agent) agents.Route {
	if a := titleAndText(parts[0], among); a != nil && len(parts) == 1 {
		return agents.Route{Agent: a.Name, Reason: fmt.Sprintf("the message gives a title and a text, which %s takes (%s)", a.Name, a.TaskPhrase())}
	}
	return o.unmatched(withoutNegated(parts[0]), among)
}

// labelledRecord is the one agent that takes a message's labelled title
// and text ("ok add one: title dentist, body: cleaning on the 12th", "new
// one - heading: x / details: y"), where the words choose no agent, that
// one, or one that takes the text and drops the title (round 35's notes
// 08: a to-do list, whose title is made and never asked, wrote "cleaning
// on the 12th" as a to-do and lost "dentist"); nil otherwise. An agent
// that takes no long text (reading or deleting a note) keeps the message:
// its verb says what to do, never the labels.
func (o *Brain) labelledRecord(text string, among []*agents.Agent) *agents.Agent {
	return o.labelledRecordOf(text, among, false)
}

// labelledRecordOf is labelledRecord; a form (onlyRecordParts) is the
// agent's whose fields its labels name, whatever its short lead-in's
// words match ("ok add one" matched the to-do list's "add").
func (o *Brain) labelledRecordOf(text string, among []*agents.Agent, form bool) *agents.Agent {
	var found *agents.Agent
	for _, a := range among {
		if agents.LabelsTitleAndText(a, text) {
			if found != nil {
				return nil // two agents take them: the words choose
			}
			found = a
		}
	}
	if found == nil {
		return nil
	}
	if best, ok := o.router.Best(withoutNegated(text), among); ok && best.Agent != found && !takesLongOnly(best.Agent, text) && !form {
		return nil
	}
	return found
}

// takesLongOnly reports an agent that takes a long free text from the
// message and no short one (a made title is no slot of the agent's).
func takesLongOnly(a *agents.Agent, text string) bool {
	long := false
	for name := range agents.Extract(a, text, "") {
		s := a.Slot(name)
		if s == nil || s.Kind != agents.KindText {
			continue
		}
		if !s.Long {
			return false
		}
		long = true
	}
	return long
}

// recordForm reports a message that is one record said as a form
// (round 41's notes 02: "ok add one. title: Mum bday. body: get her the
// blue scarf" was split at its full stops, the title put on the to-do
// list and the body a second to-do): a title's label and a text's label,
// with at most a short lead-in ("ok add one", "new note pls") before the
// first. What follows the text's label is the text, whatever it says.
func recordForm(text string) bool {
	at := fieldSaid.FindAllStringSubmatchIndex(text, -1)
	if len(at) < 2 || len(strings.Fields(text[:at[0][0]])) > 5 {
		return false
	}
	titled, long := false, false
	for _, m := range at {
		if m[2] >= 0 {
			titled = true
		} else {
			long = true
		}
	}
	return titled && long
}

// fieldSaid is a field's label and its colon: a title's (the first
// group) or a text's.
var fieldSaid = regexp.MustCompile(`(?i)\b(?:(title|name|heading|headline|header|subject)|body|text|content|contents|details?|description|message|desc)\s*[:=]`)
