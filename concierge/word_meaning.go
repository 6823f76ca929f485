package concierge

// A question about a word of the domain (R28, R50's ask; issue 24 round
// 15): "topology? what do u mean by that", "what does crime topology
// mean", "explain topology pls", "claim id?? huh" — typed with nothing
// waiting, or while another question is open — met the generic menu (read
// as help), or was tried as the value asked. The word names a slot of the
// domain: it is answered from the slot's description (a YAML domain's is
// its tool property's), and whatever was open is asked again.

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// meaningAsked is a question after what a word means, over the message's
// words: "what do u mean by that", "what does it mean", "meaning?",
// "explain", "huh", "what on earth is", "never heard of". A "huh" with a
// request after it is attitude, not a question ("another bot huh. ok.
// how much is in savings" asks the balance; bank31): it asks a meaning
// only last, or with a word or two after it ("huh? partner?"). A "mean" with
// words after it that are no filler ("what do you mean you can't") is a
// complaint about an answer (value_complaint.go), not this.
var meaningAsked = reading.Lazy(`\bmeans?(?:\s+(?:by|that|this|it|exactly|here|again|then|anyway|tho|though|lol|pls|please|sorry|mate))*$` +
	`|\bmeans?\s+(?:by|in)\b|\bmeaning\b|\bmeant\s+by\b|\bexplain\b|\bdefine\b|\bdefinition\b|\bhuh(?:\s+\w+){0,2}$|\bnever\s+heard\b` +
	`|\bwhat\s+(?:on\s+earth|the\s+heck|the\s+hell|in\s+the\s+world)\b|\bwtf\b|\bno\s+(?:clue|idea)\s+what\s+(?:that|this|it)\s+(?:is|means)\b` +
	`|\bwhat(?:'?s| is| are)\s+(?:that|this|a|an|the)?\s*(?:\w+\s+){0,2}(?:thing|supposed\s+to\s+(?:be|mean))\b`)

// iMean is "i mean", "i meant": a correction's marker ("partner i mean"),
// never a question of meaning.
var iMean = reading.Lazy(`\bi\s+(?:mean|meant)\b`)

// asksMeaning reports a question after what a word means, over the
// message's words joined.
func asksMeaning(n string) bool {
	return meaningAsked.MatchString(strings.TrimSpace(iMean.ReplaceAllString(n, " ")))
}

// wordMeaningRead reads a question about what a word of the domain
// means: the answer from its slot's description, said by whoever holds
// the turn, and what waits asked again. ok is false for any other
// message. It only reads.
func (e *Engine) wordMeaningRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	words := reading.Words(text)
	if len(words) == 0 || len(words) > 12 || asksWhyAsked(text) || slices.Contains(words, "why") {
		return turnCmd{}, false // a pasted paragraph; "why do you need that" (slot_why.go)
	}
	if e.longTextAsked(t) && (!strings.HasSuffix(strings.TrimSpace(text), "?") || len(words) > 8) {
		return turnCmd{}, false // "explain the title to bob" at a note's text: the text, taken whole
	}
	n := strings.Join(words, " ")
	if foundAsked.MatchString(n) {
		return turnCmd{}, false // "where do i find my claim id": another agent's work
	}
	a, s := e.wordAsked(t, words)
	if s == nil {
		return e.choiceMeaningRead(t, text, words)
	}
	if strings.TrimSpace(s.Description) == "" && s.Hint == "" && len(s.Choices) == 0 {
		return turnCmd{}, false // nothing known of it to say
	}
	// "whats the title" at an approval asks the value shown, and at a
	// question the value given: only idle is it what the word means
	idle := e.sess.Speaker == "" && e.sess.Pending.Approval == nil && !e.planWaits()
	if !asksMeaning(n) && !(idle && whatIsLabel(s, n)) && !onlyTheWord(s, words, text) {
		return turnCmd{}, false
	}
	if e.holdsValue(text) {
		return turnCmd{}, false // "decline 12QW34 motor. what does topology mean?": a request, held (request_held.go)
	}
	c := sayCmd(agents.CmdAsk, "ask(meaning: "+s.Name+")", text, wordMeaning(s), true)
	c.why = "what the " + s.LabelOrName() + " is, answered from " + a.Name + "'s description of it; what waits asked again"
	if sp := e.domain.Agent(e.sess.Speaker); sp != nil {
		c.Agent = sp.Name
	}
	return c, true
}

// wordAsked is the slot a message names: the question open first, then
// any slot of the domain's agents (never a secret's).
func (e *Engine) wordAsked(t *turn, words []string) (*agents.Agent, *agents.Slot) {
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		if s := a.NextSlot(e.filled(t, a)); s != nil && s.Kind != agents.KindSecret && namesSlotWord(s, words) {
			return a, s
		}
	}
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if s := &a.Slots[i]; s.Kind != agents.KindSecret && namesSlotWord(s, words) {
				return a, s
			}
		}
	}
	return nil, nil
}

// namesSlotWord reports words that name the slot: its label whole
// ("claim id"), or the label's last word when it says enough alone
// ("topology" of "crime topology"; "id" of "claim id" does not, and
// "claim" is a word of every request here).
func namesSlotWord(s *agents.Slot, words []string) bool {
	n := " " + strings.Join(words, " ") + " "
	for _, label := range []string{s.LabelOrName(), strings.ReplaceAll(s.Name, "_", " ")} {
		lw := reading.Words(label)
		if len(lw) == 0 {
			continue
		}
		if strings.Contains(n, " "+strings.Join(lw, " ")+" ") || strings.Contains(n, " "+strings.Join(lw, " ")+"s ") {
			return true
		}
		if head := lw[len(lw)-1]; len(lw) > 1 && len(head) > 3 && !fillerLabelWords()[head] && (strings.Contains(n, " "+head+" ") || strings.Contains(n, " "+head+"s ")) {
			return true
		}
	}
	return false
}

// fillerLabelWords are words of labels that say nothing of their own.
var fillerLabelWords = lazyWordSet(`from your this that with name number account`)

// onlyTheWord reports a message that is the slot's label and a question
// mark, little else: "topology??", "crime topology?".
func onlyTheWord(s *agents.Slot, words []string, text string) bool {
	if !strings.Contains(text, "?") || len(words) > 3 {
		return false
	}
	label := reading.Words(s.LabelOrName())
	own := map[string]bool{"the": true, "a": true, "um": true, "hmm": true, "sorry": true}
	for _, w := range label {
		own[w] = true
	}
	for _, w := range words {
		if !own[w] {
			return false
		}
	}
	return true
}

// holdsValue reports a message that holds a value of any agent's slots:
// an answer with the question, or a request.
func (e *Engine) holdsValue(text string) bool {
	for _, a := range e.domain.Agents {
		if len(agents.Extract(a, text, "")) > 0 {
			return true
		}
	}
	return false
}

// wordMeaning is what the slot is: its description as a sentence, else
// its hint, with its choices.
func wordMeaning(s *agents.Slot) string {
	d := asSentence(s.Description)
	if d == "" {
		d = s.Hint
	}
	var choices []string
	for _, c := range s.Choices {
		choices = append(choices, c.Value)
	}
	return prompts.AboutSlot(s.LabelOrName(), d, choices)
}

// choiceMeaningRead reads "partner? what do u mean" — a choice of the
// domain asked about by its own name — as a question about the choices,
// answered from what each covers, and what waits asked again.
func (e *Engine) choiceMeaningRead(t *turn, text string, words []string) (turnCmd, bool) {
	n := " " + strings.Join(words, " ") + " "
	if !asksMeaning(strings.TrimSpace(n)) {
		return turnCmd{}, false
	}
	var slots []*agents.Slot
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		slots = append(slots, a.NextSlot(e.filled(t, a)))
	}
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			slots = append(slots, &a.Slots[i])
		}
	}
	for _, s := range slots {
		if s == nil || s.Kind != agents.KindEnum {
			continue
		}
		for _, c := range s.Choices {
			if !strings.Contains(n, " "+strings.Join(reading.Words(c.Value), " ")+" ") {
				continue
			}
			answer := explainChoices(s, append(words, "mean"))
			if answer == "" {
				answer = wordMeaning(s)
			}
			cmd := sayCmd(agents.CmdAsk, "ask(meaning: "+s.Name+"="+c.Value+")", text, answer, true)
			cmd.why = "what the choices of the " + s.LabelOrName() + " cover, answered; what waits asked again"
			if sp := e.domain.Agent(e.sess.Speaker); sp != nil {
				cmd.Agent = sp.Name
			}
			return cmd, true
		}
	}
	return turnCmd{}, false
}

// longTextAsked reports a long text asked (a note's), whose answer may
// be any words.
func (e *Engine) longTextAsked(t *turn) bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	s := a.NextSlot(e.filled(t, a))
	return s != nil && s.Long
}
