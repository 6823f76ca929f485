package concierge

// A short value named by its slot's word at an approval (tryout 35's notes
// 09): "title? uh 'mom bday'", "name: mom bday", "title pls: mom bday",
// "the title's mom bday". The slot's word first and the value after it,
// with a mark or a filler between, is a correction of that value; read as
// a question ("title?") it was answered "I don't know that" and the title
// stayed. Any domain: the word is the short text slot's name or label, or
// for a title any word that names a title ("name", "heading").

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// labelLinks stand between a slot's word and its value: "title? uh x",
// "name: x", "title pls = x", "title should be x".
var labelLinks = lazyWordSet(`? : = - -> => is should be shall will needs to as pls please plz uh um umm er erm hmm like just its it's the new`)

// labelLeads may stand before the slot's word: "no wait, the title: x".
var labelLeads = lazyWordSet(`the no wait actually and oh new sorry oops my`)

// labelNoValue are words that judge the value shown, never a new value:
// "title is fine".
var labelNoValue = lazyWordSet(`fine good ok okay right correct great perfect wrong bad weird off long short ugly missing empty`)

// labelledRead reads "SLOT-WORD [mark] VALUE" for a short text slot of a
// as a correct_value; ok is false for any other message. It only reads.
func (e *Engine) labelledRead(a *agents.Agent, text string) (apCommand, bool) {
	fields := strings.Fields(withoutFillerOpener(strings.NewReplacer("?", " ? ", ":", " : ", "=", " = ", "'s ", " is ", "’s ", " is ").Replace(text)))
	for len(fields) > 0 && labelLeads()[strings.ToLower(strings.Trim(fields[0], ",.!"))] {
		fields = fields[1:] // "no wait, the title: x"
	}
	if len(fields) < 2 {
		return apCommand{}, false
	}
	s := labelledSlot(a, strings.ToLower(strings.Trim(fields[0], ",.!")))
	if s == nil {
		return apCommand{}, false
	}
	i, marked := 1, false
	for i < len(fields) && labelLinks()[strings.ToLower(strings.Trim(fields[i], ",.!"))] {
		marked = true
		i++
	}
	value := strings.TrimSpace(strings.Join(fields[i:], " "))
	if !marked || value == "" || strings.HasSuffix(value, "?") || len(strings.Fields(value)) > 8 {
		return apCommand{}, false // "title mom bday" is too bare to be sure; "title is what?" asks
	}
	judged := true
	for _, w := range strings.Fields(strings.ToLower(value)) {
		switch w = strings.Trim(w, ".,!"); {
		case w == "not" || w == "instead" || w == "meant" || w == "supposed" || w == "rather":
			return apCommand{}, false // "title is meant to be X not Y": a contrast (approval_contrast_inside.go)
		case !labelNoValue()[w]:
			judged = false
		}
	}
	if judged || hasCancel(value) {
		return apCommand{}, false // "title is fine": no new title
	}
	v, err := s.Normalize(value, nil)
	if err != nil {
		return apCommand{}, false
	}
	return correctCmd(agents.Interpretation{Slots: map[string]string{s.Name: v}}, text), true
}

// labelledSlot is a's short text slot the word names: its name or label,
// or, for a title, any word that names a title.
func labelledSlot(a *agents.Agent, w string) *agents.Slot {
	for _, s := range textSlots(a) {
		if s.Long {
			continue
		}
		if w == strings.ToLower(s.Name) || w == strings.ToLower(s.Label) || len(s.FreeCues()) > 0 && titleWords()[w] {
			return s
		}
	}
	return nil
}

// titleWords name a title.
var titleWords = lazyWordSet(`title name heading subject label`)
