package concierge

// A doubt about the value the last task ran with (round 35's ins 25, 26,
// 33): "wait is that the right id?", "hmm did I give the right claim
// number?", "hang on which id did you use?", "what claim was that for".
// Each names the claim id, so the router sent it to SmartStrategy's
// where-to-find-your-id task, whose question then swallowed the reason
// said next; one without "claim" got the menu. It asks about the letter
// just written: it is answered from the session ("I used claim 31CV77
// (Motor). If it's wrong, tell me the right one."), and the letter is
// there to correct or to write again with a reason. A question of where
// or how to find an id stays SmartStrategy's; a new id is a correction.

import (
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// valueDoubtWords ask which value was used, or whether it was right.
var valueDoubtWords = lazyWordSet(`which what right correct wrong used use put gave give sure same proper`)

// pastPointerWords point at what was just done: "that", "it", "did you".
var pastPointerWords = lazyWordSet(`that it was were did used gave put you u i`)

// findWords ask where or how to find a value: SmartStrategy's.
var findWords = lazyWordSet(`where where's wheres how find finding locate look lookup get kept stored`)

// valueUsedRead answers a question about the value the last task ran
// with. It only reads: the answer is composed from the session.
func (e *Engine) valueUsedRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil || e.sess.Speaker != "" || e.sess.Last == nil {
		return turnCmd{}, false
	}
	a := e.domain.Agent(e.sess.Last.Agent)
	if a == nil || !a.ExposeToUser || hasSecretSlot(a) || a.HasSideEffects() {
		return turnCmd{}, false
	}
	s, v := usedSlotAsked(a, e.sess.Last.Slots, text)
	if s == nil {
		return turnCmd{}, false
	}
	var with []string
	names := make([]string, 0, len(e.sess.Last.Slots))
	for k := range e.sess.Last.Slots {
		names = append(names, k)
	}
	sort.SliceStable(names, func(i, j int) bool { return slotIndex(a, names[i]) < slotIndex(a, names[j]) })
	for _, k := range names {
		if o := a.Slot(k); o != nil && o != s && o.Kind != agents.KindSecret && e.sess.Last.Slots[k] != "" {
			with = append(with, e.sess.Last.Slots[k])
		}
	}
	label := strings.TrimSuffix(s.LabelOrName(), " id") // "claim 31CV77", as the letter's reply says it
	reply := prompts.ValueUsed(label, v, strings.Join(with, ", "))
	return sayCmd(agents.CmdAsk, "ask(session) — which "+s.LabelOrName()+" the last task used, from the session", text, reply, false), true
}

// usedSlotAsked is the pattern slot of a, filled with v in the last task,
// that text doubts or asks about; nil when text asks anything else: a new
// value (a correction), where to find one, or a request.
func usedSlotAsked(a *agents.Agent, slots map[string]string, text string) (*agents.Slot, string) {
	words := reading.Words(text)
	doubt, pointer := false, false
	for _, w := range words {
		if findWords()[w] || declineVerbs()[w] {
			return nil, "" // "where's the id kept", "decline another one"
		}
		doubt = doubt || valueDoubtWords()[w]
		pointer = pointer || pastPointerWords()[w]
	}
	if !doubt || !pointer || !valueDoubtAsked(text, words) {
		// "that was the wrong claim number", "put that it's due to late
		// notification of the claim": a statement, a correction's or a
		// reason's to read, never answered as a doubt
		return nil, ""
	}
	said := agents.Extract(a, text, "")
	for i := range a.Slots {
		s := &a.Slots[i]
		v := slots[s.Name]
		if s.Kind != agents.KindPattern || v == "" || said[s.Name] != "" || !slotWordIn(s, words) {
			continue
		}
		return s, v
	}
	return nil, ""
}

// slotWordIn reports a word of the slot's label or cues among words:
// "id", "claim", "number".
func slotWordIn(s *agents.Slot, words []string) bool {
	for _, c := range append([]string{s.Label}, s.Cues...) {
		for _, cw := range strings.Fields(strings.ToLower(c)) {
			if cw == "my" || cw == "no" {
				continue
			}
			for _, w := range words {
				if w == cw {
					return true
				}
			}
		}
	}
	return false
}

// doubtLeads open a question; doubtFillers may stand before them.
var (
	doubtLeads   = lazyWordSet(`which what whats what's did was is were are do does have had can could`)
	doubtFillers = lazyWordSet(`wait hang hold on hmm hm um uh ok okay so sorry hey and but just quick q oh ah`)
)

// valueDoubtAsked reports text said as a question: a "?", or a question
// word first after the fillers ("hang on which id did you use",
// "what claim was that for").
func valueDoubtAsked(text string, words []string) bool {
	if strings.Contains(text, "?") {
		return true
	}
	for _, w := range words {
		if doubtFillers()[w] {
			continue
		}
		return doubtLeads()[w]
	}
	return false
}
