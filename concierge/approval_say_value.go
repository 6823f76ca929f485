package concierge

// "Say X" at an approval (R50: a correction replaces; issue 24 round 14):
// "hmm actually say pay rent on friday", "have it say pay rent and gas",
// "get it to read buy oat milk". The verb says what the value is to read;
// it is none of the value. Taken whole, the to-do became "say pay rent on
// friday". "make it say", "it should read" are framed by the value reader
// already; the leads here are the ones it keeps. A bare "say" is the
// frame only when what follows shares a word with the value it replaces
// or the slot's own question asks what it should say: "actually say hi to
// mum" at a to-do "pay rent" is a new to-do that says hi.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

var (
	// sayFrameIt is a lead that names the call's value as its subject:
	// "have it say", "get it to read", "let it say", "change it to say".
	sayFrameIt = reading.Lazy(`(?i)^\s*(?:(?:have|let|make|get|set|change)\s+(?:it|that|the\s+[a-z]+)\s+(?:to\s+)?|(?:it|that|the\s+[a-z]+)\s+(?:should|must|needs\s+to|has\s+to)\s+|should\s+)(?:say|read)s?\b[\s,:]*(?:that\s+)?`)
	// sayFrameBare is the verb alone: "say …", "read …", "to say …".
	sayFrameBare = reading.Lazy(`(?i)^\s*(?:to\s+)?(?:say|read)s?\b[\s,:]*(?:that\s+)?`)
)

// withoutSayFrame is in with the say-verb leading a free-text value taken
// off: the value the correction gives is what follows it.
func (e *Engine) withoutSayFrame(a *agents.Agent, in agents.Interpretation) agents.Interpretation {
	held := e.sess.WorkFor(a.Name).Slots
	for _, s := range textSlots(a) {
		v, ok := in.Slots[s.Name]
		if !ok {
			continue
		}
		rest := ""
		if loc := sayFrameIt.FindStringIndex(v); loc != nil {
			rest = v[loc[1]:]
		} else if loc := sayFrameBare.FindStringIndex(v); loc != nil && (sharesWord(held[s.Name], v[loc[1]:]) || asksWhatItSays(s)) {
			rest = v[loc[1]:]
		}
		rest = strings.TrimSpace(strings.Trim(rest, " \"'“”"))
		if rest == "" {
			continue
		}
		out := make(map[string]string, len(in.Slots))
		for k, x := range in.Slots {
			out[k] = x
		}
		out[s.Name] = rest
		in.Slots = out
	}
	return in
}

// asksWhatItSays reports a slot whose question asks what the value says:
// "What should the note say?". Its answer is never led by the verb.
func asksWhatItSays(s *agents.Slot) bool {
	for _, w := range reading.Words(s.Question) {
		if w == "say" || w == "read" {
			return true
		}
	}
	return false
}

// readApproval reads text at the approval ap (readApprovalStages, §15's
// table) and takes a say-verb off every free-text value a correction
// gives, whichever stage read it.
func (e *Engine) readApproval(t *turn, a *agents.Agent, ap *state.Approval, text string) ([]apCommand, error) {
	cs, err := e.readApprovalStages(t, a, ap, text)
	if err == nil && len(cs) == 1 && (cs[0].Kind == cmdRemind || cs[0].Kind == agents.CmdStartTask && cs[0].Scope == queued) {
		// "hmm have it say buy eggs and bread": nothing else read it, or
		// "have" read as "what notes do I have" (another agent's request)
		if c, ok := e.sayFramedValue(a, text); ok {
			return []apCommand{c}, nil
		}
	}
	if ss := sentences(text); err == nil && len(cs) == 1 && cs[0].Kind == agents.CmdUnused && len(ss) > 1 {
		// "is it 100 or should i do 150. eh do 150": weighed in the first
		// sentences, decided in the last; the correction is asked again
		// as a new summary, never approved here
		last := strings.TrimSpace(ss[len(ss)-1])
		if lc, lerr := e.readApprovalStages(t, a, ap, last); lerr == nil && len(lc) == 1 && lc[0].Kind == agents.CmdCorrectValue {
			cs = lc
		}
	}
	for i := range cs {
		if cs[i].Kind == agents.CmdCorrectValue && cs[i].in.Slots != nil {
			cs[i].in = e.withoutSayFrame(a, cs[i].in)
		}
	}
	if err == nil {
		e.partsInCombined(a, text, cs) // "title it X and make it wednesday" (approval_part16.go)
	}
	return cs, err
}

// sayFramedValue is the correct_value for a message that is a say-lead and
// a new value and nothing else: "have it say buy eggs", "let it read …".
// The value goes to the free-text slot whose question asks what it says,
// else the one sharing a word with it, else the only one.
func (e *Engine) sayFramedValue(a *agents.Agent, text string) (apCommand, bool) {
	rest := valueLeadFillers.ReplaceAllString(text, "")
	held := e.sess.WorkFor(a.Name).Slots
	loc, bare := sayFrameIt.FindStringIndex(rest), false
	if loc == nil {
		loc, bare = sayFrameBare.FindStringIndex(rest), true
	}
	if loc == nil || strings.Contains(rest, "?") {
		return apCommand{}, false
	}
	value := strings.TrimSpace(strings.Trim(rest[loc[1]:], " .!\"'“”"))
	if value == "" || hasCancel(value) || bare && !e.sharesHeldText(a, value) {
		return apCommand{}, false // "say hi to mum" at the to-do "pay rent": may be the to-do itself
	}
	var slot *agents.Slot
	for _, s := range textSlots(a) {
		if asksWhatItSays(s) {
			slot = s
		}
	}
	if texts := textSlots(a); slot == nil && len(texts) == 1 {
		slot = texts[0]
	} else if slot == nil {
		for _, s := range texts {
			if sharesWord(held[s.Name], value) {
				slot = s
			}
		}
	}
	if slot == nil || strings.EqualFold(held[slot.Name], value) {
		return apCommand{}, false
	}
	if _, err := slot.Normalize(value, agents.Facts(e.sess.Facts)); err != nil {
		return apCommand{}, false
	}
	return correctCmd(agents.Interpretation{Slots: map[string]string{slot.Name: value}}, text), true
}

// sharesHeldText reports a value sharing a word with one of a's free-text
// values: "say call mum back" at the to-do "call mum".
func (e *Engine) sharesHeldText(a *agents.Agent, value string) bool {
	held := e.sess.WorkFor(a.Name).Slots
	for _, s := range textSlots(a) {
		if sharesWord(held[s.Name], value) {
			return true
		}
	}
	return false
}
