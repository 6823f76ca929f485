package concierge

// A change of the letter's tone or wording asked after it is written is no
// reason (issue 24, round 30's tester): "can you make it a bit more
// sympathetic in tone?" rewrote the decline letter with "The reason for
// this decision: can you make it a bit more sympathetic in tone." and the
// real reason (intentional damage by the insured) was gone, in a letter
// that goes to a claimant. The letter is standardised: its wording is not
// changed here. The request is answered so, and the letter and its reason
// are kept as they were.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// letterStyle asks for the document's tone, wording, length or register to
// change: "make it friendlier", "more sympathetic in tone", "tone it down",
// "reword it", "less harsh", "can it sound more human".
var letterStyle = reading.Lazy(`(?i)\b(?:(?:make|write|word|have|get|can|could)\b[^.?!]{0,30}?\b(?:it|this|that|the letter|the wording|the tone|letter)\b[^.?!]{0,12}?\b(?:sound|read|be|feel|look)?\s*(?:(?:a|an|way|much|slightly|lot|bit|little|tad|touch|less|more)\s+){0,4}(?:sympathetic|friendl(?:y|ier)|kind(?:er)?|nic(?:e|er)|soft(?:er)?|gentl(?:e|er)|polite(?:r)?|formal|informal|professional|warm(?:er)?|short(?:er)?|long(?:er)?|clear(?:er)?|simpl(?:e|er)|firm(?:er)?|strong(?:er)?|harsh(?:er)?|blunt(?:er)?|empathetic|compassionate|caring|human|personal|apologetic|positive|nicely|sweeter|concise|detailed|casual|stern)|(?:change|adjust|tweak|soften|rewrite|reword|rephrase|improve|fix|redo)\s+(?:the\s+|its\s+|it'?s\s+)?(?:tone|wording|phrasing|style|language|voice)|(?:in|with) (?:a|an) (?:\w+\s+){0,2}(?:tone|voice)|tone (?:it|this|that) (?:down|up)|(?:reword|rephrase|rewrite) (?:it|this|that|the letter)|(?:less|more) (?:harsh|blunt|cold|robotic|stiff|formal|friendly|sympathetic|empathetic|human|polite)\b)`)

// letterStyleRead answers a change of the last letter's tone or wording,
// said with no other value or reason: nothing is rewritten. ok is false for
// any other message.
func (e *Engine) letterStyleRead(a *agents.Agent, l *state.LastTask, text string) (turnCmd, bool) {
	if reasonLabelAt().MatchString(text) {
		return turnCmd{}, false // "make it friendlier, reason: late notification": the reason is read
	}
	written := ""
	if s := claimIDSlot(a); s != nil && l.Slots[s.Name] != "" {
		written = l.Slots[s.Name]
	}
	if c, ok := letterInstructionAfter(a, l, written, text); ok {
		return c, true // "can you write it in spanish? customer doesnt read english" (letter_instruction.go)
	}
	if !letterStyle.MatchString(text) {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdCannotHandle, execReasonAsked, text)
	c.a, c.Text = a, prompts.LetterWordingFixed(written, l.Reason)
	c.why = "a change to the letter's tone or wording: its wording is standard and is not changed; the letter and its reason are kept"
	c.shown = "cannot_handle(change the letter's wording)"
	return c, true
}
