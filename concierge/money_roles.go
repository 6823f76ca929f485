package concierge

// Which slot a number said at an amount's question fills (R51): the fixed
// cue check must agree with the reading. An id-shaped number (5 to 17 bare
// digits) is an amount only with a money cue ("send", "$", "dollars");
// with a word that names the account ("wrong number its 7654312", "the
// account is 7654312", "I meant account 7654312") it corrects the account;
// with neither, which it is was not said, and the user is asked.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// idNamingWords name an account id: a message at the amount question that
// holds one of them and an id-shaped number says the number is the id.
var idNamingWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{
		"account": true, "acct": true, "acc": true, "number": true, "num": true, "id": true,
		"recipient": true, "destination": true, "payee": true, "iban": true,
	}
})

// idAtAmount checks the values read at an amount's question. It moves an
// id-shaped number an engine read as the amount to the id's slot when the
// words name the id, and otherwise takes neither reading and returns the
// problem to ask with; nil when nothing is in doubt.
func (e *Engine) idAtAmount(a *agents.Agent, text, asked string, in *agents.Interpretation) map[string]error {
	m := a.Slot(asked)
	if m == nil || m.Kind != agents.KindMoney || m.CuedIn(text) || reading.MarkedMoney(text) {
		return nil
	}
	value, id := "", (*agents.Slot)(nil)
	if raw, ok := in.Slots[m.Name]; ok && agents.IDShaped(a, raw) {
		value = raw // a model's reading: "7654312" as $7,654,312.00
	}
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind != agents.KindPattern || s.Pattern == nil {
			continue
		}
		if raw, ok := in.Slots[s.Name]; ok && agents.IDShaped(a, raw) && (value == "" || value == raw) {
			value, id = raw, s // the rules' reading: the id's slot took it
		}
		if id == nil && value != "" && agents.IDShaped(a, value) && s.Pattern.MatchString(value) {
			id = s
		}
	}
	if value == "" || id == nil {
		return nil
	}
	if _, amount := in.Slots[m.Name]; amount && in.Slots[m.Name] != value {
		return nil // an amount of its own was read too: the number is the id
	}
	delete(in.Slots, m.Name)
	held := e.sess.WorkFor(a.Name).Slots[id.Name]
	if namesID(id, text) || held != "" && held != value && strings.Contains(text, held) {
		// "no wait its 1234324 not 7654321": the account said with the one
		// it replaces
		in.Slots[id.Name] = value // "oops wrong number its 7654312"
		return nil
	}
	delete(in.Slots, id.Name)
	return map[string]error{m.Name: problem(prompts.AmountOrID(value, hintFor(id, value), id.LabelOrName()))}
}

// namesID reports words that say a value is the id: one of its slot's cues
// or a word that names an account id.
func namesID(s *agents.Slot, text string) bool {
	if s.CuedIn(text) {
		return true
	}
	for _, w := range reading.Words(text) {
		if idNamingWords()[w] {
			return true
		}
	}
	return false
}

// problem is a sentence the loop worded, as the error a question is
// asked again with.
type problem string

func (p problem) Error() string { return string(p) }
