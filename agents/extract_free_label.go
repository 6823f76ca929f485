package agents

import "strings"

// Labelled fields (round 35's notes 08): a user who writes a record as a
// form names each field by a label and a colon — "heading: dentist",
// "subject: gym", "details: cleaning on the 12th", "text: y". The label
// is a marker of the free-text slot it names, as "titled" or "saying" are,
// but only before its colon: "I'm heading home" and "the details later"
// label nothing. Any domain's titled or long slot takes them.

// titleLabels name a short free text: a title, a heading, a subject.
// ("title" and "titled" are markers of their own, colon or none).
var titleLabels = []string{"heading:", "headline:", "header:", "subject:"}

// textLabels name a long free text: the body of a note, a message.
// ("body:", "content:" and the slot's own name are markers already).
var textLabels = []string{"details:", "detail:", "description:", "message:", "desc:"}

// fieldLabels are the labels of the slot's free text, or none.
func fieldLabels(s *Slot) []string {
	switch {
	case s.Kind != KindText || s.Pattern != nil:
		return nil
	case s.Long:
		return textLabels
	case s.titled():
		return titleLabels
	}
	return nil
}

// labelled reports the rest of a message right after a label's word
// opening with its colon (or "="): "heading: dentist", "subject = gym".
func labelled(rest string) bool {
	r := strings.TrimLeft(rest, " \t")
	return strings.HasPrefix(r, ":") || strings.HasPrefix(r, "=")
}

// markSaid notes that the slot's value followed a marker of its own.
func (x *extraction) markSaid(slot string) {
	if x.marked == nil {
		x.marked = map[string]bool{}
	}
	x.marked[slot] = true
}
