package concierge

// A question about every choice at once (round 39's tester): "whats the
// diff between what staff see and what partners see for claim ids" was
// answered by asking which one the user is; "where do staff and
// partners each find claim ids?" said "I can't list, search or look up
// claims" and answered for staff only. A question that names two or more
// choices of the one value a look-up task needs is answered for each
// choice it names, nothing asked and nothing started. Only a task whose
// answer is pure (no tools, no side effects) is run so: its answer is
// computed for each choice as for someone else ("For a partner, …").

import (
	"maps"
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// eachChoiceWords ask how the choices named compare, or ask for each:
// "each", "vs", "both", "same place", "different".
var eachChoiceWords = lazyWordSet(`each both vs versus v compare compared comparison same different differ differs difference diff diffs whereas while between`)

// eachChoiceAskedRead reads a question naming two or more choices of the
// one slot of a pure look-up into that look-up's answer for each; ok is
// false for any other message. It only reads.
func (e *Engine) eachChoiceAskedRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return turnCmd{}, false
	}
	if !isQuestion(text) && !unmarkedQuestion(text) && !asksEachChoice(text) {
		return turnCmd{}, false // "staff and partners": an answer, not a question
	}
	if saysWhoUserIs(text) {
		return turnCmd{}, false // "im staff not a broker, where's my claim id": the user's own answer
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok {
		return turnCmd{}, false
	}
	a := best.Agent
	if !a.ExposeToUser || a.Act == nil || len(a.Tools) > 0 || a.HasSideEffects() || len(a.Slots) != 1 {
		return turnCmd{}, false
	}
	s := &a.Slots[0]
	named := choicesNamedPlural(s, text)
	if s.Kind != agents.KindEnum || len(named) < 2 {
		return turnCmd{}, false
	}
	var parts []string
	for _, v := range named {
		r := e.pureAnswer(a, s, v)
		if r == "" {
			return turnCmd{}, false
		}
		parts = append(parts, r)
	}
	c := sayCmd(agents.CmdAsk, "ask — "+a.Name+" answered for each "+s.LabelOrName()+" named ("+strings.Join(named, ", ")+"); nothing asked, nothing starts", text, strings.Join(parts, " "), true)
	return c, true
}

// asksEachChoice reports a word that asks for each choice or compares
// them: "staff vs partners", "where do staff and partners each …".
func asksEachChoice(text string) bool {
	for _, w := range reading.Words(text) {
		if eachChoiceWords()[w] {
			return true
		}
	}
	return false
}

// pureAnswer is agent a's reply with slot s set to v, as for someone
// else; "" when it does not finish with a reply. a has no tools: its Act
// reads and changes nothing of the session (the facts are a copy).
func (e *Engine) pureAnswer(a *agents.Agent, s *agents.Slot, v string) string {
	turn := agents.NewTurn(a, map[string]string{s.Name: v}, map[string]string{agents.ForSomeoneElseMemory: "yes"},
		agents.Facts(maps.Clone(e.sess.Facts)), nil, nil)
	turn.Now = e.clock
	r := a.Act(turn)
	if !r.Done || strings.TrimSpace(r.Reply) == "" {
		return ""
	}
	return strings.TrimSpace(r.Reply)
}

// choicesNamedPlural are the choices text names, a plural said as its
// singular too ("partners", "brokers", "employees"): a question about
// each names them as groups.
func choicesNamedPlural(s *agents.Slot, text string) []string {
	words := reading.Words(text)
	for i, w := range words {
		if len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") {
			words[i] = strings.TrimSuffix(w, "s")
		}
	}
	named := choicesNamed(s, text)
	for _, v := range choicesNamed(s, strings.Join(words, " ")) {
		if !slices.Contains(named, v) {
			named = append(named, v)
		}
	}
	return named
}

// saysWhoUserIs reports a message in which the user says what they are
// ("im staff", "i am a broker", "i work for suncorp").
func saysWhoUserIs(text string) bool {
	words := reading.Words(text)
	for i, w := range words {
		if w == "im" || w == "i'm" || w == "iam" || w == "i" && i+1 < len(words) && (words[i+1] == "am" || words[i+1] == "work") {
			return true
		}
	}
	return false
}
