package concierge

// The note's content typed at its title question (tryout 37's notes 10):
// "can u help me remember stuff", then at "What is the note's title?"
// "like my locker combo is 12 34 08", "its that the wifi pw is on the
// router", "mom's bday is june 3rd, get her flowers". A sentence is no
// title: it was answered "I couldn't take … as the title" and thrown away,
// and the user had to type the content again after a title — or a short
// sentence ("the spare key is under the blue pot") became the title and
// the text was asked for. The sentence is the note's text (its lead-in,
// "like", "its that", cut); the title is asked for next, and the approval
// shows both. A short answer that names a thing ("locker", "the gym
// plan", "shopping list for saturday") stays the title.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// contentLeadIns open content without being part of it: "like my locker
// combo is …", "basically dads flight …". "that" and "its that" are read
// apart (a title never opens with "its that").
var contentLeadIns = lazyWordSet(`like ok okay so well um umm uh uhh er erm hmm oh basically just literally anyway anyways`)

// contentVerbs make a sentence of a message: a title names a thing, the
// content says something of it ("the combo IS 12 34 08", "flight LANDS at
// 6").
var contentVerbs = lazyWordSet(`is are was were isnt arent wasnt werent be been goes go comes come lands leaves starts ends
	opens closes needs need has have had hides sits lives stays runs due should must will wont cant gotta need needs`)

// contentImperatives open a to-do said as the content: "pick up milk and
// eggs after work", "get her flowers".
var contentImperatives = lazyWordSet(`pick buy get call ring text email pay book bring take grab renew return send fix clean cancel
	dont don't remember remind check feed water walk`)

// contentQuestionOpeners open a question about the title, never content:
// "what should i call it", "can it be untitled".
var contentQuestionOpeners = lazyWordSet(`what whats what's why how which who can could should does do is are any anything idk dunno`)

// contentAtTitle is the note's text in a message said at the title's
// question, its lead-in cut; "" when the message may be the title.
func contentAtTitle(text string) string {
	said := strings.TrimSpace(text)
	if said == "" || strings.HasSuffix(said, "?") {
		return ""
	}
	fields := strings.Fields(said)
	cut := false
	for len(fields) > 0 {
		w := strings.ToLower(strings.Trim(fields[0], ".,!;:-…"))
		switch {
		case contentLeadIns()[w] && len(fields) > 1:
			fields, cut = fields[1:], true
			continue
		case (w == "its" || w == "it's" || w == "itz") && len(fields) > 2 && strings.EqualFold(strings.Trim(fields[1], ",:"), "that"):
			fields, cut = fields[2:], true // "its that the wifi pw …"
			continue
		case w == "it" && len(fields) > 3 && strings.EqualFold(fields[1], "is") && strings.EqualFold(strings.Trim(fields[2], ",:"), "that"):
			fields, cut = fields[3:], true
			continue
		case w == "that" && len(fields) > 2:
			fields, cut = fields[1:], true // "that the spare key is …"
			continue
		}
		break
	}
	body := strings.Trim(strings.Join(fields, " "), " ,;:-")
	ws := reading.Words(body)
	if len(ws) == 0 || contentQuestionOpeners()[ws[0]] {
		return ""
	}
	verb := false
	for _, w := range ws[1:] {
		verb = verb || contentVerbs()[w]
	}
	clauses := strings.ContainsAny(body, ",;.") && len(ws) >= 5 // "mom's bday june 3rd, get her flowers"
	switch {
	case verb && len(ws) >= 4, // "the spare key is under the pot"
		clauses,
		len(ws) > 6, // longer than any title said alone
		contentImperatives()[ws[0]] && len(ws) >= 5,
		cut && len(ws) >= 4 && strings.ContainsAny(body, "0123456789"):
		return body
	}
	return ""
}

// contentAtTitleKept keeps content said at a's title question as its long
// text, when the text is not given yet; the title is asked next. It
// reports whether it did.
func (e *Engine) contentAtTitleKept(t *turn, a *agents.Agent, s *agents.Slot, text string) bool {
	if s == nil || s.Kind != agents.KindText || s.Long || len(s.FreeCues()) == 0 {
		return false // only a titled short text: a note's title, a list's name
	}
	var long *agents.Slot
	for i := range a.Slots {
		if a.Slots[i].Kind == agents.KindText && a.Slots[i].Long {
			long = &a.Slots[i]
			break
		}
	}
	w := e.sess.WorkFor(a.Name)
	if long == nil || w.Slots[long.Name] != "" || len(agents.Extract(a, text, s.Name)) > 1 {
		return false // the text given already, or a message that marks its values ("call it X, saying Y")
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core && best.Agent != a {
		return false // "list my notes" at the title question: another task's request
	}
	body := contentAtTitle(text)
	if body == "" {
		return false
	}
	if problems := e.take(a, agents.Interpretation{Slots: map[string]string{long.Name: body}}, text); len(problems) > 0 {
		return false // refused as the text too: the usual reading answers
	}
	e.note(state.NoteProgress, fmt.Sprintf("Kept %q as the %s: a sentence said at the %s's question is the content, not a %s", reading.Clip(body, 60), long.LabelOrName(), s.LabelOrName(), s.LabelOrName()))
	t.say(fmt.Sprintf("Got it, I'll keep %q as the %s.", reading.Clip(body, 60), long.LabelOrName()))
	return true
}
