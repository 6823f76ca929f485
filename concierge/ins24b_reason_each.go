package concierge

// One reason for the letters just written (issue 24, round 24's ins24b):
// after two decline letters, "both for non-payment of premium" started a
// third letter that asked for a claim id. "both", "all of them", "same
// reason for each", "the two of them: X" after two or more letters give
// the reason to each letter just written: each is written again naming
// it, and its reply says it was redone — never a new request.

import (
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

const execReasonEach turnExec = iota + 6100 // correct_value(each letter, reason): every letter just written again, naming Text

// eachLetter names the letters just written together: "both", "all of
// them", "each one", "the two of them", "all three".
var eachLetter = reading.Lazy(`(?i)(?:\b(?:for|to|on|with|in|of|about)\s+)?\b(?:both(?:\s+of\s+(?:them|those|these|the\s+letters))?(?:\s+(?:letters|claims|ones))?|all\s+of\s+(?:them|those|these|the\s+letters)|all\s+(?:two|three|four|five|the\s+letters|letters)|each(?:\s+of\s+(?:them|those|these|the\s+letters)|\s+one|\s+letter|\s+claim)?|every\s+(?:one|letter|claim)|the\s+two(?:\s+of\s+them|\s+letters|\s+claims)?|them\s+all|them\s+both)\b`)

// eachFrame are the words around the reason that say nothing of it:
// "same reason", "the reason is", "should say", "were declined".
var eachFrame = reading.Lazy(`(?i)\b(?:(?:the\s+)?same\s+(?:reason|reasons|grounds|thing)(?:\s+(?:is|was|being))?|(?:the\s+)?(?:reason|reasons|grounds)(?:\s+(?:is|are|was|were|being|should\s+be))?|(?:use|put|add|give|apply|say|write|state|mention)(?:\s+(?:it|that))?|should\s+(?:say|state|mention|read)|(?:are|were|was|is|got|get)\s+(?:declined|rejected|denied)|declined|rejected|denied|as\s+(?:the|a)\s+reason|it'?s|its|they'?re|theyre|they\s+are|they\s+were|are|were|pls|please|plz|same|too|as\s+well|the\s+letters?|letters?|ok|okay|so)\b`)

// reasonForEachRead reads one reason given to every letter just written:
// ok is false for any other message. It only reads.
func (e *Engine) reasonForEachRead(t *turn, text string, fixing bool) (turnCmd, bool) {
	if fixing || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 || !eachLetter.MatchString(text) {
		return turnCmd{}, false
	}
	l := e.lastDocTask()
	if l == nil {
		return turnCmd{}, false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil || !declines(a) || hasTextSlot(a) || personalDislike.MatchString(text) || claimIDSlot(a) == nil {
		return turnCmd{}, false
	}
	letters := e.lettersJustWritten(a, text)
	if len(letters) < 2 {
		return turnCmd{}, false
	}
	r := eachReason(a, text)
	if r == "" {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdCorrectValue, execReasonEach, text)
	c.a, c.Text = a, r
	c.shown = "correct_value(" + a.Name + ", each of " + strconv.Itoa(len(letters)) + " letters, reason=" + reading.Clip(r, 40) + ")"
	c.why = "one reason for every letter just written: each is written again naming it"
	return c, true
}

// eachReason is the reason said for every letter, "" when none: the
// message without the words that name the letters and frame the reason.
func eachReason(a *agents.Agent, text string) string {
	text = reasonSpelled(text)
	r := eachLetter.ReplaceAllString(text, " ")
	r = strings.TrimSpace(reasonStrongFrame.ReplaceAllString(strings.TrimSpace(r), ""))
	r = eachFrame.ReplaceAllString(r, " ")
	r = strings.TrimSpace(reasonStrongFrame.ReplaceAllString(strings.TrimSpace(r), ""))
	r = strings.TrimSpace(reasonOpens.ReplaceAllString(r, ""))
	r = strings.Join(strings.Fields(r), " ")
	r = strings.Trim(r, " .,;:!?-–—=")
	r = strings.TrimSpace(strings.TrimPrefix(strings.TrimPrefix(r, "for "), "to "))
	r = strings.TrimSpace(reasonStrongFrame.ReplaceAllString(r, ""))
	if ws := reading.Words(r); len(ws) == 0 || reasonAskWords()[ws[0]] || strings.HasSuffix(strings.TrimSpace(text), "?") {
		return "" // "what about both?": a question, no reason
	}
	if idInClause(r) || !labelledReason(withoutChoices(a, strings.ToLower(r))) {
		return ""
	}
	return reading.Clip(r, 200)
}

// lettersJustWritten are the values of the last letters a wrote, oldest
// first, one per claim: the last two for "both" and "the two", up to
// five for "all of them".
func (e *Engine) lettersJustWritten(a *agents.Agent, text string) []map[string]string {
	want := 5
	if m := strings.ToLower(eachLetter.FindString(text)); strings.Contains(m, "both") || strings.Contains(m, "two") {
		want = 2
	}
	idSlot := claimIDSlot(a)
	var out []map[string]string
	seen := map[string]bool{}
	for i := len(e.sess.Artifacts) - 1; i >= 0 && len(out) < want; i-- {
		art := e.sess.Artifacts[i]
		if art.Agent != a.Name {
			continue
		}
		vals := map[string]string{}
		for name, raw := range agents.Extract(a, art.Title, "") {
			if s := a.Slot(name); s != nil && s.Kind != agents.KindSecret {
				if v, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil {
					vals[name] = v
				}
			}
		}
		id := vals[idSlot.Name]
		if id == "" || seen[id] || a.NextSlot(vals) != nil {
			continue
		}
		seen[id] = true
		out = append([]map[string]string{vals}, out...)
	}
	return out
}

// runReasonEach runs reasonForEachRead's command: the first letter is
// written again now, the others queued after it, each naming the reason.
func (e *Engine) runReasonEach(t *turn, c turnCmd) (step, bool) {
	if c.exec != execReasonEach {
		return stop, false
	}
	a := c.a
	letters := e.lettersJustWritten(a, c.From)
	if len(letters) == 0 {
		return stop, false
	}
	idSlot := claimIDSlot(a)
	if t.redoEach == nil {
		t.redoEach = map[string]string{}
	}
	var rest []string
	for _, vals := range letters[1:] {
		t.redoEach[vals[idSlot.Name]] = c.Text
		words := []string{"craft a declined letter"}
		for _, s := range a.Slots {
			if v := vals[s.Name]; v != "" {
				words = append(words, s.LabelOrName()+" "+v)
			}
		}
		rest = append(rest, strings.Join(words, ", "))
	}
	e.sess.Agenda.RequestFirst(rest...)
	w := e.sess.WorkFor(a.Name)
	for k, v := range letters[0] {
		w.Slots[k] = v
	}
	c.Text = reasonCleaned(c.Text) // never "thanks" in the letter (ins28a_reason.go)
	w.Memory[reasonMemory] = c.Text
	w.Memory[agents.RedoneMemory] = "yes"
	e.note(state.NoteProgress, a.Name+" writes its "+strconv.Itoa(len(letters))+" letters again, each naming the reason: "+reading.Clip(c.Text, 60))
	return enterStep(a, "", false), true
}

// redoEachTake gives a letter queued by runReasonEach its reason, and
// marks it redone; false for any other task.
func (e *Engine) redoEachTake(t *turn, a *agents.Agent) bool {
	idSlot := claimIDSlot(a)
	if len(t.redoEach) == 0 || idSlot == nil {
		return false
	}
	w := e.sess.WorkFor(a.Name)
	r, ok := t.redoEach[w.Slots[idSlot.Name]]
	if !ok {
		return false
	}
	delete(t.redoEach, w.Slots[idSlot.Name])
	w.Memory[reasonMemory] = reasonCleaned(r)
	w.Memory[agents.RedoneMemory] = "yes"
	return true
}
