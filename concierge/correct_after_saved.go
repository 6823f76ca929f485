package concierge

// A correction right after a note is saved (R50's correct_value, R28;
// issue 24 round 7): "no wait I said apples AND pears and bananas too"
// after "Noted: Shopping." The notes tool cannot edit a note, so the
// corrected call is proposed as a new one — the same title, the text as
// corrected — and asked for its approval like any other, with the first
// note said to stay as it was. Nothing runs without the yes, and money
// never moves this way: a transfer that ran is never offered again on a
// correction (correct_last.go says it cannot be changed).

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// correctionLead is how a correction opens: a no, a pause, "I said", "it
// should say", "make it".
var correctionLead = reading.Lazy(`(?i)^(?:(?:no+|nope|nah|wait|hang on|hold on|oops|whoops|oh|sorry|ugh|argh|damn|actually|my bad|typo|wrong|that'?s wrong|thats not right|that'?s not right|not quite|i said|i meant|i mean|what i said was|it (?:should|was supposed to|needs to|has to) (?:say|read|be|have said)|it'?s supposed to (?:say|be)|should (?:say|read|be|have said)|(?:make|change) it (?:to )?(?:say|read)|make it|change it to|the \w+ (?:should|was supposed to|needs to) (?:say|read|be|have been)|the \w+ (?:is|was)|it was|it'?s|its)[\s,.:;!-]*)+`)

// addedLead and addedTail mark words added to what was said: "also
// bananas", "bananas too", "add bananas", "plus bananas as well".
var (
	addedLead = reading.Lazy(`(?i)^(?:and also|and|also|plus|add|and add|oh and)\s+`)
	addedTail = reading.Lazy(`(?i)[\s,]+(?:too|as well|also)[\s.!]*$`)
)

// redoesUneditable reports an agent whose finished call cannot be edited
// but may be proposed again: it changes data, moves no money and has a
// free-text slot a correction can give anew; its call is asked first.
func redoesUneditable(a *agents.Agent) bool {
	if !a.HasSideEffects() {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindMoney || s.Kind == agents.KindSecret {
			return false // a transfer, a sign-in: never offered again on a correction
		}
	}
	return correctedSlot(a, "") != nil
}

// correctedSlot is the free-text slot a correction gives: the one its
// words name ("the title should be …"), else the last free-text slot
// asked (a note's text, a to-do).
func correctedSlot(a *agents.Agent, text string) *agents.Slot {
	words := reading.Words(text)
	if _, rest := editedWhat(text); rest != "" {
		words = editSlotWords(text) // "can you change the title to …": the title; "edit it to say …": the text
	}
	var last *agents.Slot
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindText {
			continue // a secret, a choice, an id
		}
		if len(words) > 0 && namesSlot(s, words[:min(len(words), 4)]) {
			return s
		}
		last = s
	}
	return last
}

// correctedValue is the slot's value as the correction gives it: the
// words after its lead, added to the old value when they only add
// ("bananas too"), and the old value when nothing is left.
func correctedValue(old, text string) string {
	if _, rest := editedWhat(strings.TrimSpace(text)); rest != "" {
		text = rest // "can you change the text to call bob": call bob (notes22_edits.go)
	}
	v := strings.TrimSpace(correctionLead.ReplaceAllString(strings.TrimSpace(text), ""))
	added := addedLead.MatchString(v) || addedTail.MatchString(v)
	v = strings.TrimSpace(addedTail.ReplaceAllString(addedLead.ReplaceAllString(v, ""), ""))
	v = strings.TrimRight(v, " .!")
	if m := meantContrast.FindStringIndex(v); m != nil && len(reading.Words(v[:m[0]])) > 1 && takenFrom(old, v[m[0]:]) {
		v = strings.TrimSpace(v[:m[0]]) // "call dad not mum": mum was the old one
	}
	if v == "" {
		return ""
	}
	if added && !sharesWords(old, v) {
		return strings.TrimRight(old, " .,") + ", " + v // "bananas too": the list as it was, and bananas
	}
	return v
}

// sharesWords reports whether the new value repeats a word of the old
// one longer than a joiner: "apples AND pears and bananas" restates
// "apples, pears"; "bananas" does not.
func sharesWords(old, v string) bool {
	own := map[string]bool{}
	for _, w := range reading.Words(old) {
		if len(w) > 3 {
			own[w] = true
		}
	}
	for _, w := range reading.Words(v) {
		if own[w] {
			return true
		}
	}
	return false
}

// proposeCorrected offers the corrected call of a finished agent whose
// tool cannot edit: the values it ran with, the free-text slot given
// anew, asked for its approval as a new call; ok is false when the
// correction gives no new value.
func (e *Engine) proposeCorrected(t *turn, a *agents.Agent, l *state.LastTask, text string) (step, bool) {
	s := correctedSlot(a, text)
	if s == nil || l.Slots[s.Name] == "" {
		return stop, false
	}
	v := correctedValue(l.Slots[s.Name], text)
	if v == "" || strings.EqualFold(v, l.Slots[s.Name]) {
		return stop, false
	}
	w := e.sess.WorkFor(a.Name)
	for k, old := range l.Slots {
		w.Slots[k] = old
	}
	w.Slots[s.Name] = v
	named := ""
	if id := namingSlot(a, s); id != nil && l.Slots[id.Name] != "" {
		// a note's title names it, and the first note holds it: the new
		// one is told apart ("Shopping (corrected)"), or the tool refuses
		// a second note of the same title
		w.Slots[id.Name] = l.Slots[id.Name] + " (corrected)"
		named = fmt.Sprintf(" under the %s %q", id.LabelOrName(), w.Slots[id.Name])
	}
	e.note(state.NoteProgress, fmt.Sprintf("%s can't be edited once done: the corrected %s is offered as a new call, asked first", a.Name, s.LabelOrName()))
	first := "the first one"
	if id := namingSlot(a, s); id != nil && l.Slots[id.Name] != "" {
		first = fmt.Sprintf("the first one (%s)", l.Slots[id.Name])
	}
	t.say(fmt.Sprintf("I can't edit what is done here, so %s stays as it was; I can %s again as a new one%s, with the %s corrected.",
		first, a.TaskPhrase(), named, s.LabelOrName()))
	return enterStep(a, "", false), true
}

// namingSlot is the short free-text slot that names what a long one is
// written under (a note's title beside its text); nil when the slot
// corrected is no long text or nothing names it.
func namingSlot(a *agents.Agent, corrected *agents.Slot) *agents.Slot {
	if !corrected.Long {
		return nil
	}
	for i := range a.Slots {
		if s := &a.Slots[i]; s.Kind == agents.KindText && !s.Long && s.Name != corrected.Name {
			return s
		}
	}
	return nil
}

// addsToLast reports a message that adds to what was just written, said
// as a correction: "hang on, candles too", "oh wait, also milk".
func addsToLast(text string) bool {
	t := strings.TrimSpace(text)
	lead := correctionLead.FindString(t)
	if lead == "" {
		return false
	}
	rest := strings.TrimSpace(t[len(lead):])
	return rest != "" && (addedLead.MatchString(rest) || addedTail.MatchString(rest))
}

// takenFrom reports a contrast whose words all stand in the old value:
// "not mum" when the to-do was "call mum".
func takenFrom(old, words string) bool {
	own := map[string]bool{}
	for _, w := range reading.Words(old) {
		own[w] = true
	}
	ws := reading.Words(words)
	for len(ws) > 0 && (ws[0] == "not" || ws[0] == "rather" || ws[0] == "than" || ws[0] == "instead" || ws[0] == "of") {
		ws = ws[1:]
	}
	for _, w := range ws {
		if !own[w] {
			return false
		}
	}
	return len(ws) > 0
}
