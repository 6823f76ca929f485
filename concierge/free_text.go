package concierge

// Free-text values (a note's text, a to-do): words said inside them are
// the value's; and a message at the text question that only renames the
// thing ("actually title it home wifi", "call it groceries instead") is
// the title's, never the text (issue 24 round 9).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// inFreeText reports words the request said inside a free-text value
// (a note's text, a to-do): they are the value's, never a "when" to say
// back as something that cannot be scheduled.
func inFreeText(a *agents.Agent, values map[string]string, words string) bool {
	return agents.FreeTextHolds(a, values, words)
}

// interpret reads the values text gives a's task (interpretRead), and
// leaves the long text asked unset when the message only names the title:
// the text is asked again, the title taken.
func (e *Engine) interpret(t *turn, a *agents.Agent, text, asked string) (agents.Interpretation, error) {
	in, err := e.interpretRead(t, a, text, asked)
	if err == nil {
		renameOnly(a, &in, text, asked, e.sess.WorkFor(a.Name).Slots)
	}
	return in, err
}

// renameWords are the words a message that only renames is built of,
// beside the new title.
var renameWords = lazyWordSet(`actually wait oh no nope sorry hmm um ok okay so and but i i'd id want wanna meant mean let's lets rather better please pls title titled retitle name named rename call called it its it's the this that note should be is will make change set to as instead then just`)

// renameOnly drops the asked long text from in when a short titled slot
// took a new value and every other word of text is a renaming word.
func renameOnly(a *agents.Agent, in *agents.Interpretation, text, asked string, held map[string]string) {
	s := a.Slot(asked)
	if s == nil || s.Kind != agents.KindText || !s.Long || in.Slots[asked] == "" {
		return
	}
	for i := range a.Slots {
		ts := &a.Slots[i]
		v := in.Slots[ts.Name]
		if ts.Long || ts.Kind != agents.KindText || len(ts.FreeCues()) == 0 || v == "" || v == held[ts.Name] {
			continue
		}
		title := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), " instead"))
		i := strings.Index(strings.ToLower(text), strings.ToLower(title))
		if i < 0 {
			continue
		}
		rest := text[:i] + " " + text[i+len(title):]
		renames := false
		for _, w := range reading.Words(rest) {
			if !renameWords()[w] {
				// "title it Vet and make it 3pm": the marked text (rename_with_text.go);
				// "call the plumber about the leak": words of the text
				renameWithText(a, in, text, asked, ts.Name, title)
				return
			}
			renames = renames || w == "title" || w == "titled" || w == "retitle" || w == "name" || w == "named" || w == "rename" || w == "call" || w == "called"
		}
		if !renames {
			return
		}
		in.Slots[ts.Name] = title
		delete(in.Slots, asked)
		return
	}
}
