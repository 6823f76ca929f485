package concierge

// A rename and the text in one answer at the text question (issue 24
// round 15): "actually title it Dentist appt and make it 11am not 10",
// "oh rename it to Vet visit and it should say 3pm". Taken as the text
// asked, the whole line became the note's text. The title is the renamed
// one, and the text is what the message marks as the text ("make it",
// "it should say"), read as if no question were open; a message that
// marks none is the text as before. A short new text with the old one
// named after it ("11am not 10") is the new one: no text was given yet.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// renameWithText sets the title and the marked text of a message at the
// long text question asked that renames the thing (titled, to title) and
// says the text after a marker; in is left as it was otherwise.
func renameWithText(a *agents.Agent, in *agents.Interpretation, text, asked, titled, title string) {
	if !renameSaid.MatchString(strings.ToLower(text)) {
		return // "call the plumber about the leak": a text that names a title by chance
	}
	marked := agents.Extract(a, text, "")
	body := marked[asked]
	if body == "" || !strings.EqualFold(strings.TrimSpace(marked[titled]), title) {
		return
	}
	if m := notTail.FindStringIndex(body); m != nil && len(strings.Fields(body[:m[0]])) <= 3 {
		body = strings.TrimSpace(body[:m[0]]) // "make it 11am not 10": no text was given yet for "10" to be in
	}
	in.Slots[titled], in.Slots[asked] = title, body
}

// notTail is the old value named after a short new one: "11am not 10",
// "friday, not thursday", "3pm rather than 2". At an approval the old
// value is replaced inside the text held (approval_contrast_inside.go); at
// the text question there is none, and the new value is the text.
var notTail = reading.Lazy(`(?i)[,\s]+(?:not|rather than|instead of)\s+(?:the\s+)?\S+(?:\s+\S+)?[\s.!]*$`)

// renameSaid is a renaming verb said of the thing: "title it", "rename it
// to", "call it", "name it".
var renameSaid = reading.Lazy(`\b(?:title|retitle|rename|call|name)\s+(?:it|the\s+note|this)\b`)
