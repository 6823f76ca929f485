package concierge

// Side questions at a prompt (R6, R28, R50's ask): "whats a topology
// anyway?" at the topology question, "is there a fee for this?" at an
// approval. A question that answers nothing asked is never tried as the
// value: it is answered from what the product knows — the slot's label,
// hint and choices, the agent's description, the pending call's summary —
// or said to be unknown, and the question is asked again.

import (
	"slices"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// questionWords start a question typed without its question mark.
var questionWords = reading.QuestionWords

// isQuestion reports a message put as a question: a question mark at its
// end, or a question word first.
func isQuestion(text string) bool { return reading.IsQuestion(text) }

// explainWords ask what something is or means, which a label, a hint or
// a description can answer; other questions ("how many", "is there a
// fee") they cannot.
var explainWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"what": true, "whats": true, "what's": true, "wat": true, "wut": true, "mean": true,
		"means": true, "meaning": true, "explain": true, "which": true, "format": true, "look": true, "like": true, "example": true}
})

// slotAside reads a question typed at a slot's prompt that is no answer
// to it and no request for another agent: answered, and the slot asked
// again; ok is false for any other message. It only reads.
func (e *Engine) slotAside(t *turn, a *agents.Agent, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret == nil {
		if c, ok := e.noAtSlot(t, a, text); ok {
			return c, true // a bare "no": how to go on (slot_no.go)
		}
	}
	if e.sess.Pending.Secret != nil || isCancel(text) {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || ownChoiceAsked(s, text) {
		return turnCmd{}, false // "what's my checking": that one, as the answer (choices_compared_own.go)
	}
	if _, ok := e.nameAtQuestion(a, s, text); ok {
		return turnCmd{}, false // "ok what about ford": a company as the answer (company_at_question.go)
	}
	inQuestion := choiceInOwnQuestion(a, s, text) // "do motor claims need a police report?" (choice_in_question.go)
	if !asksHowChoicesDiffer(text) && !inQuestion && restatesOwnWork(a, s, text) {
		return turnCmd{}, false // "ok whats GOOG trading at then": the request again (choice_restated_at_slot.go)
	}
	form := asksValueForm(s, text)       // "whats a claim id look like" (slot_form_question.go)
	aside := sideQuestionAtText(s, text) // "hmm whats the max length of a note btw" (aside_at_text.go)
	if e.answersAsked(t, text) && !asksWhichChoiceFits(s, text) && !aside && !inQuestion {
		return turnCmd{}, false
	}
	if !isQuestion(text) && !aside && !asksHowChoicesDiffer(text) && !form && !asksChoiceMeaning(text) && (s.Long || !unmarkedQuestion(text)) {
		return turnCmd{}, false // "hmm whats the weather like" is asked too; a note's long text is taken whole
	}
	if best, ok := e.router.Best(askedAbout(text), e.domain.Agents); ok && best.Agent != a && (best.Core || len(agents.Extract(best.Agent, text, "")) > 0) && !form {
		return turnCmd{}, false // "what's the tsla price?": another agent's work, a digression
	}
	if other := e.router.ListQuestion(text, e.domain.Agents); other != nil && other != a && !form {
		return turnCmd{}, false // "whats on my todo list" at the owner question: the list's work (list_asked.go)
	}
	if e.asksValueOfOtherSlot(a, s, text) {
		return turnCmd{}, false
	}
	answer := e.aboutSlot(a, s, text)
	if asksChoiceMeaning(text) {
		if ex := explainChoices(s, append(reading.Words(text), "mean")); ex != "" {
			answer = ex // "whats an internal employee exactly" (choice_question_meaning.go)
		}
	}
	if asksValueForm(s, text) {
		answer = aboutValueForm(s) // "how long is a claim id" (slot_form_question.go)
	}
	if inQuestion && !asksAboutChoiceItself(text) && e.whyAsked(a, s, text) == "" && !asksWhatNeeded(text) && !whichToPick.MatchString(strings.ToLower(text)) && len(choicesNamed(s, text)) < 2 {
		answer = prompts.NotKnown() // "whats the excess on a home claim?": not what the claim type is (choice_in_question.go)
	}
	if answer == prompts.NotKnown() && e.offTopic(text) {
		answer = prompts.OffTopicAtQuestion(e.canPhrases()) // "what's the weather like": outside the domain (ins26b_off_topic.go)
	}
	c := sayCmd(agents.CmdAsk, "ask — a question at "+a.Name+"'s question about "+s.LabelOrName()+", answered and asked again", text, answer, true)
	c.Agent = a.Name
	return c, true
}

// asksValueOfOtherSlot reports a question that holds a value of another
// of the agent's slots ("can you do it for motor?"): the agent reads it.
func (e *Engine) asksValueOfOtherSlot(a *agents.Agent, asked *agents.Slot, text string) bool {
	for name := range agents.Extract(a, text, "") {
		if name != asked.Name {
			return true
		}
	}
	return false
}

// optionWords ask what values the slot asked takes.
var optionWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"options": true, "option": true, "choices": true, "choice": true, "choose": true,
		"pick": true, "valid": true, "allowed": true, "accepted": true}
})

// aboutSlot is what the product knows that answers a question about the
// slot asked or its agent, "I don't know that" when nothing does.
func (e *Engine) aboutSlot(a *agents.Agent, s *agents.Slot, text string) string {
	if why := e.whyAsked(a, s, text); why != "" {
		return why // "why do you need to know that?" (slot_why.go)
	}
	if asksWhatNeeded(text) {
		given := map[string]bool{}
		for name, v := range e.sess.WorkFor(a.Name).Slots {
			given[name] = v != ""
		}
		return whatNeeded(a, given) // "what else do you need from me?" (slot_why.go)
	}
	if ex := explainsChoices(s, text); ex != "" {
		return ex // "what's the difference between home and motor?" (slot_asides.go)
	}
	words := reading.Words(text)
	explains := false
	for _, w := range words {
		explains = explains || explainWords()[w]
	}
	if !explains {
		return prompts.NotKnown()
	}
	// the slot asked first, then the agent's other slots, then every
	// agent's: "whats a topology?" at the claim id question
	slots := []*agents.Slot{s}
	for _, ag := range append([]*agents.Agent{a}, e.domain.Agents...) {
		for i := range ag.Slots {
			if ag.Slots[i].Kind != agents.KindSecret {
				slots = append(slots, &ag.Slots[i])
			}
		}
	}
	options := false
	for _, w := range words {
		options = options || optionWords()[w]
	}
	if options && !slices.ContainsFunc(slots, func(sl *agents.Slot) bool { return namesSlot(sl, words) }) {
		slots = slots[:1] // "what are the options again?": the slot asked
	}
	for i, sl := range slots {
		if namesSlot(sl, words) || i == 0 && len(slots) == 1 {
			var choices []string
			for _, c := range sl.Choices {
				choices = append(choices, c.Value)
			}
			hint := sl.Hint
			if sl.Description != "" {
				hint = asSentence(sl.Description) // "whats a topology even mean here": the domain's own words
			}
			return prompts.AboutSlot(sl.LabelOrName(), hint, choices)
		}
	}
	agentWords := map[string]bool{}
	for _, w := range append(reading.Words(a.Title), reading.Words(a.TaskPhrase())...) {
		if len(w) > 3 {
			agentWords[w] = true
		}
	}
	for _, w := range words {
		if agentWords[w] && a.Description != "" {
			return prompts.AboutAgent(titleOf(a), a.Description)
		}
	}
	return prompts.NotKnown()
}

// approvalAside answers a question at an approval that is neither a yes,
// a no, a value nor another agent's work ("is there a fee for this?",
// "is that the right account?") from the pending call's summary, or says
// it is not known, and asks for the yes or no again.
func (e *Engine) approvalAside(t *turn, text string) bool {
	c, ok := e.approvalAsideRead(text)
	return ok && e.runAside(t, c)
}

// approvalAsideRead reads such a question into its answer; ok is false
// for any other message. It only reads.
func (e *Engine) approvalAsideRead(text string) (turnCmd, bool) {
	ap := e.sess.Pending.Approval
	if ap == nil || !isQuestion(text) || strings.ContainsAny(text, "0123456789") || isCancel(text) || hasCancel(text) || asksRepeat(text) || e.approvalReads(ap, text) {
		return turnCmd{}, false
	}
	if _, yes := leadingYes(text); yes || isYes(strings.TrimSuffix(strings.TrimSpace(text), "?")) || confirmedThenYes(text) {
		return turnCmd{}, false
	}
	if _, no := rejection(text); no {
		return turnCmd{}, false
	}
	if _, hedged := hedgedRead(text); hedged {
		return turnCmd{}, false // "i guess?": a doubtful yes, asked again plainly (approval_mind_changed.go)
	}
	if casualYes(text) && !strings.Contains(text, "?") {
		return turnCmd{}, false // "do it mate": a yes in the user's words, the approval's own reading (approval_mind_changed.go)
	}
	a := e.domain.Agent(ap.Agent)
	if a == nil || len(agents.Extract(a, text, "")) > 0 || e.newRequest(text) || e.saysRelativeAmount(a, text) {
		return turnCmd{}, false
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Agent != a {
		return turnCmd{}, false
	}
	about := prompts.NotKnown()
	if e.namesTheCall(a, ap.Args, text) {
		about = prompts.AboutCall(strings.TrimSuffix(ap.Summary, "?"))
	}
	if about == prompts.NotKnown() && (e.offTopic(text) || e.offTopicAtApproval(text)) && !asksAboutCall(text) {
		// "whats the weather like": outside the domain, said so, and the
		// summary asked again (issue 24, bank28b; ins26b_off_topic.go)
		about = prompts.OffTopicAtQuestion("")
	}
	if b := e.otherRequestAtApproval(a, text); b != nil && about == prompts.NotKnown() {
		return queueAtApprovalCmd(b, text), true // "whats on my todo list": the list's request (approval_request_queued.go)
	}
	c := sayCmd(agents.CmdAsk, "ask — a question at the approval, answered from its summary", text, about, false)
	c.kind, c.remind = state.NoteApproval, true
	return c, true
}

// callWords ask about what a call does: where, from where, how much, to
// whom — all of which its summary says.
var callWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"account": true, "accounts": true, "amount": true, "much": true, "where": true, "who": true,
		"whom": true, "right": true, "correct": true, "recipient": true, "destination": true,
		"source": true, "sum": true, "total": true, "what": true, "whats": true}
})

// namesTheCall reports a question about the values of the pending call:
// the words of its arguments, or of where, how much and to whom.
func (e *Engine) namesTheCall(a *agents.Agent, args map[string]string, text string) bool {
	own := map[string]bool{}
	for name := range args {
		for _, w := range reading.Words(strings.ReplaceAll(name, "_", " ")) {
			own[w] = true
		}
		if s := a.Slot(name); s != nil {
			for _, w := range reading.Words(s.LabelOrName()) {
				own[w] = true
			}
		}
	}
	for _, w := range reading.Words(text) {
		if own[w] && len(w) > 3 || callWords()[w] && w != "what" && w != "whats" {
			return true
		}
	}
	return false
}

// titleOf is how the capability list names an agent.
func titleOf(a *agents.Agent) string {
	if a.Title != "" {
		return a.Title
	}
	return a.Name
}

// namesSlot reports words that name the slot: a word of its name or label
// longer than a filler ("topology", "claim id").
func namesSlot(s *agents.Slot, words []string) bool {
	own := map[string]bool{}
	for _, w := range append(reading.Words(s.Name), reading.Words(s.LabelOrName())...) {
		if len(w) > 2 && w != "the" && w != "your" {
			own[w] = true
		}
	}
	for _, w := range words {
		if own[w] {
			return true
		}
	}
	return false
}
