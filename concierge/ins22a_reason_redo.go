package concierge

// A reason said after the decline letter (issue 24, round 22's ins22a):
// "put in the reason: policy lapsed", "can you add that the claim was
// filed late", "policyholder set the fire himself, fire brigade report
// confirms arson", "THEN REDO IT WITH THAT REASON" were told the letter
// is standardised and has no place for a reason, or "not sure". Said
// right after a decline letter, a reason (or a request to add or change
// it) writes the letter again for the same claim, naming the reason, and
// the reply says the letter was redone. The harm check has judged the
// message before this reads it (harm19b_letter_reason.go: a protected
// trait given as the reason is refused), and a claim whose decline was
// refused stays refused (ins21_refused_claim.go: the redo meets it in
// advance). A request to add a reason that gives none asks for it; the
// answer to that question is the reason.

import (
	"regexp"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const (
	execReasonRedo  turnExec = iota + 5100 // correct_value(last, reason): the letter written again, naming Text
	execReasonAsked                        // ask: which reason the letter should name
)

// reasonLabelAt is a reason's label and what follows it: "put in the
// reason: policy lapsed", "the reason is late notification".
func reasonLabelAt() *regexp.Regexp { return ins22aPatterns()[0] }

// reasonThatAt is what follows "that", "because" and the like: "can you
// add that the claim was filed late".
func reasonThatAt() *regexp.Regexp { return ins22aPatterns()[1] }

// addThat asks for a fact to go in the letter: "can you add that the
// claim was filed late", "mention that he lied".
func addThat() *regexp.Regexp { return ins22aPatterns()[2] }

// factSubject opens a statement about the claim's people or things: "he
// had no licence", "the driver was drunk".
func factSubject() *regexp.Regexp { return ins22aPatterns()[3] }

// reasonWordsOnly is a "reason" said with no reason in it: "a reason
// pls", "the reason".
func reasonWordsOnly() *regexp.Regexp { return ins22aPatterns()[4] }

// reasonBack points at a reason said before: "redo it with that reason",
// "use the reason i gave", "add my reason".
func reasonBack() *regexp.Regexp { return ins22aPatterns()[5] }

// reasonWanted asks for a reason in the letter without saying one:
// "can you add a reason", "redo it with a reason".
func reasonWanted() *regexp.Regexp { return ins22aPatterns()[6] }

// redoWords ask for the document to be written again.
func redoWords() *regexp.Regexp { return ins22aPatterns()[7] }

// reasonRedoRead reads a reason for the decline letter just written: the
// letter written again naming it, or the reason asked for; ok is false
// for any other message. fixing is a correction of the letter's values
// read before (correct_last.go): that takes the message. It only reads.
func (e *Engine) reasonRedoRead(t *turn, text string, fixing bool) (turnCmd, bool) {
	l := e.lastDocTask()       // the letter before a side task too (ins24b)
	text = reasonSpelled(text) // "resn: pre existng damgae" (ins24b)
	if fixing || l == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return turnCmd{}, false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil || !declines(a) || e.lastArtifactOf(l.Agent) == nil || hasTextSlot(a) || personalDislike.MatchString(text) {
		return turnCmd{}, false // "i just don't like him": never a reason (ins21_reason.go)
	}
	if s := claimIDSlot(a); s != nil && l.Slots[s.Name] != "" {
		if cut := withoutSameID(text, l.Slots[s.Name]); cut != strings.TrimSpace(text) {
			text = reading.TrimValue(cut) // "45 xy 99 - reason: late reporting": the same claim (ins26a_reason.go)
		}
	}
	if e.otherValueThanLast(a, l, text) {
		return turnCmd{}, false // another claim id or type: a correction or a new request
	}
	if c, ok := e.letterStyleRead(a, l, text); ok {
		return c, true // "can you make it a bit more sympathetic in tone?": never the reason (letter_style_asked.go)
	}
	redo := func(r, why string) (turnCmd, bool) {
		r = reasonCleaned(r) // "… per the police report thanks": never "thanks" in the letter (ins28a_reason.go)
		c := turnCommand(agents.CmdCorrectValue, execReasonRedo, text)
		c.a, c.Text, c.why = a, r, why
		c.shown = "correct_value(" + a.Name + ", last, reason=" + reading.Clip(r, 40) + ")"
		return c, true
	}
	if e.reasonWasAsked() && !isCancel(text) {
		if r := strings.TrimSpace(reasonOpens.ReplaceAllString(reasonOf(text), "")); r != "" && len(reading.Words(r)) > 0 {
			return redo(r, "the reason asked for: the letter is written again naming it")
		}
	}
	if reasonBack().MatchString(text) && redoWords().MatchString(text) {
		if r := e.earlierReason(a, text); r != "" {
			return redo(r, "the reason said before: the letter is written again naming it")
		}
		return e.askReason(a, l, text)
	}
	if m := addThat().FindStringSubmatch(text); m != nil {
		r := strings.TrimSpace(strings.TrimRight(m[2], ".!? "))
		if len(reading.Words(r)) >= 2 && !idInClause(r) && !reasonWordsOnly().MatchString(r) && !reasonLabelAt().MatchString(r) && (m[1] != "" || factSubject().MatchString(r) && factVerb.MatchString(r)) {
			return redo(r, "a fact to add to the letter just written: it is written again naming it")
		}
	}
	if r, ok := groundAfterContext(a, text); ok {
		return redo(r, "a ground said after what the insured thing is: the letter is written again naming it") // "it's the church minibus, the driver had no licence" (ins29_ground_after_context.go)
	}
	if understand.ClaimantFinding(text) && !idInClause(text) {
		// "dude staged the crash, dashcam proves it": a finding about the claimant in any register (ins27)
		r := strings.TrimRight(strings.TrimSpace(text), ".!? ")
		if m := reasonLabelAt().FindStringSubmatch(text); m != nil && len(reading.Words(m[1])) > 0 {
			r = m[1] // "actually change the reason to: stolen items were not listed …": the reason, not its label (harm28)
		}
		return redo(r, "a finding about the claimant: the letter is written again naming it")
	}
	if _, _, ok := e.changeAfterDone(text, false); ok {
		if !reasonLead.MatchString(strings.TrimSpace(text)) && !changeWords.MatchString(text) && reasonLabelAt().FindStringIndex(text) == nil && (claimFact(a, "letter", text) || claimFact(a, "letter", spelledEnglish(text))) {
			// "policyholder hadnt paid the premium since march": the fact whole
			return redo(strings.TrimRight(strings.TrimSpace(text), ".!?"), "a fact about the claim just declined: the letter is written again naming it")
		}
		if r := reasonOf(text); r != "" && !idInClause(r) {
			return redo(r, "a reason for the letter just written: it is written again naming it")
		}
	}
	if r := groundOfClauses(a, text); r != "" {
		// "pipes froze while the house sat empty, unoccupancy clause applies" (ins32_reason_span.go)
		return redo(r, "a ground of several clauses for the letter just written: it is written again naming it")
	}
	if r := terseGround(a, text); r != "" {
		// "subsidence pre-existing before policy start", "excess not met" (ins28a_reason.go)
		return redo(r, "a ground for the decline just written, said in short: it is written again naming it")
	}
	if reasonWanted().MatchString(text) && reasonOf(text) == "" {
		return e.askReason(a, l, text)
	}
	return turnCmd{}, false
}

// askReason is the question for the reason a redone letter should name.
func (e *Engine) askReason(a *agents.Agent, l *state.LastTask, text string) (turnCmd, bool) {
	written := ""
	if s := claimIDSlot(a); s != nil && l.Slots[s.Name] != "" {
		written = "claim " + l.Slots[s.Name]
	}
	c := turnCommand(agents.CmdAsk, execReasonAsked, text)
	c.a, c.Text, c.why = a, prompts.ReasonAsked(written), "a reason is wanted in the letter, and none is said: asked for"
	return c, true
}

// reasonWasAsked reports that the last thing said was ReasonAsked's
// question: the message is its answer.
func (e *Engine) reasonWasAsked() bool {
	ms := e.sess.Messages
	for i := len(ms) - 1; i >= 0; i-- {
		if ms[i].Role == state.RoleUser {
			continue
		}
		return strings.HasPrefix(ms[i].Text, "What reason should the letter")
	}
	return false
}

// reasonOf is the reason a message says for a letter: after a label
// ("reason: policy lapsed"), after "that" or "because", or the message
// whole when it states a fact about the claim; "" when it says none.
func reasonOf(text string) string {
	t := strings.TrimSpace(text)
	r := ""
	if m := reasonLabelAt().FindStringSubmatch(t); m != nil {
		r = m[1]
		if lw := strings.ToLower(r); strings.HasPrefix(lw, "that ") && len(reading.Words(r)) > 2 {
			r = r[len("that "):] // "the reason is that the damage was …": never "that the damage" in the letter (ins32)
		}
	} else if m := reasonThatAt().FindStringSubmatch(t); m != nil {
		r = m[1]
	} else if m := whatToSay.FindStringSubmatch(t); m != nil {
		r = m[1]
		for _, lead := range []string{"in ", "into ", "the letter ", "it "} {
			r = strings.TrimPrefix(r, lead)
		}
	} else {
		r = t
	}
	r = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(r), ".!?"))
	r = correctedReason(reading.TrimValue(r)) // "to: late reporting", "water damage no wait wear and tear" (ins26a_reason.go)
	if reasonBack().MatchString(r) || reasonWanted().MatchString(r) || reasonWordsOnly().MatchString(r) || len(reading.Words(r)) < 2 && !strings.EqualFold(r, t) && !oneWordReason(r, t) {
		return "" // "… with that reason", "add a reason": none said
	}
	if len(r) > 200 {
		r = reading.Clip(r, 200)
	}
	if strings.HasPrefix(strings.ToLower(r), "of ") && strings.Contains(strings.ToLower(t), "because of") {
		r = r[3:] // "because of fraud" (ins26a)
	}
	return r
}

// earlierReason is the last reason the user said for the decline before
// this message, "" when none.
func (e *Engine) earlierReason(a *agents.Agent, text string) string {
	ms := e.sess.Messages
	seen := 0
	for i := len(ms) - 1; i >= 0 && seen < 8; i-- {
		m := ms[i]
		if m.Role != state.RoleUser || m.Masked || m.Text == text {
			continue
		}
		seen++
		if r := reasonGiven(a, m.Text); r != "" && !dislikeOnly(r) {
			return r
		}
		if (reasonFramed.MatchString(normalise(m.Text)) || reasonLabelAt().MatchString(m.Text)) && !personalDislike.MatchString(m.Text) {
			if r := reasonOf(m.Text); r != "" && !idInClause(r) {
				return r
			}
		}
	}
	return ""
}

// otherValueThanLast reports a value in text other than the one the last
// task ran with: a correction or a new request, not a reason.
func (e *Engine) otherValueThanLast(a *agents.Agent, l *state.LastTask, text string) bool {
	for name, raw := range agents.Extract(a, withoutReasonClause(text), "") {
		if s := a.Slot(name); s != nil && s.Kind != agents.KindEnum {
			if v, err := s.Normalize(raw, e.pinnedFacts(a)); err == nil && v != l.Slots[name] {
				return true
			}
		}
	}
	return false
}

// withoutReasonClause is text with its reason's label and what follows
// cut: words of a reason are never a value.
func withoutReasonClause(text string) string {
	if loc := reasonLabelAt().FindStringIndex(text); loc != nil {
		return text[:loc[0]]
	}
	return text
}

// runReasonRedo runs reasonRedoRead's commands.
func (e *Engine) runReasonRedo(t *turn, c turnCmd) (step, bool) {
	switch c.exec {
	case execReasonAsked:
		e.speak(t, agents.ConciergeName, c.Text)
		return stop, true
	case execReasonRedo:
	default:
		return stop, false
	}
	a := c.a
	w := e.restoreLastTask(a) // last_task_restored.go
	if w == nil {
		return stop, false
	}
	w.Memory[reasonMemory] = c.Text
	e.note(state.NoteProgress, a.Name+" writes its letter again, naming the reason: "+reading.Clip(c.Text, 60))
	return enterStep(a, "", false), true
}
