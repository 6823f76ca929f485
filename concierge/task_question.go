package concierge

// A question about a task is answered, never taken as the task (R28,
// R50's ask; issue 24): "why was my claim declined" asks for the reasons
// behind a decision, which nothing here holds — the product writes the
// letters, it does not see the decisions — and "what's in a decline
// letter", "how do decline letters work" ask what the task is, which its
// agent's description says. Neither starts the decline letter.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// decisionWords are the words of a decision made on a claim, a payment, an
// application: what a "why" asks the reasons of.
const decisionWords = `(?:declined|rejected|refused|denied|turned down|knocked back|thrown out|not (?:paid|covered|approved|accepted)|(?:wasn't|wasnt|weren't|isn't|isnt) (?:paid|covered|approved|accepted)|cancelled|canceled|blocked|flagged|withheld|reduced)`

// whyDecided is a question after the reasons of a decision: "why was my
// claim declined", "my claim got rejected and i want to know why", "what
// was the reason 19DE44 was refused", "how come they turned me down".
var whyDecided = reading.Lazy(`\b(?:why|how come|what for|for what reason) (?:[\w']+ ){0,8}?` + decisionWords + `\b|\b` + decisionWords + ` (?:[\w']+ ){0,8}?(?:(?:know|tell me|explain|find out|ask|wondering|understand|see|idea|no clue|no idea) (?:[\w']+ ){0,2}?why|why|how come)\b|\b(?:reasons?|grounds|basis) (?:[\w']+ ){0,6}?(?:` + decisionWords + `|decline|declining|rejection|refusal|denial|decision)\b`)

// writesIt is the letter asked for, with or without its reasons: "write a
// decline letter saying why the claim was refused" is the task, and so are
// "decline letters for 11AA11 and 22BB22, reason flood not covered" and
// "decline 11AA11, reason not covered" (an order with a claim id).
var writesIt = reading.Lazy(`\b(?:write|writing|draft|drafting|craft|crafting|prepare|generate|compose|create|make|produce|do|start|need|want|get) (?:[\w']+ ){0,3}?(?:letter|letters|decline|declined letter)\b|\bletters? (?:for|to|explaining|saying|that says|which says|about)\b|^(?:(?:please|pls|ok|okay|so|hi|hey|can you|could you|i need to|need to)\s+)*(?:decline|reject|deny|knock back)\s+(?:claims?\s+|the\s+|both\s+|these\s+|this\s+)?[a-z]*\d`)

// whatTaskIs is a question about what a task is or how it works: "what's
// in a decline letter", "how do decline letters work", "what does a
// decline letter include", "tell me about decline letters".
var whatTaskIs = reading.Lazy(`^(?:(?:so|ok|okay|and|hey|hi|um|hmm|quick question|just wondering|sorry)\s+)*(?:(?:what(?: is| are|s|'s| goes| go| comes)?|whats) (?:(?:actually|usually|normally|exactly|typically|really|generally) )?(?:in|inside|on|included in|written in|involved in|put in)\s+(?:(?:one of|any of|each of) )?(?:a|an|the|those|these|one|each|every|your)\b|(?:what|wat) (?:does|do|would|will|should) (?:a|an|the|those|these) (?:[\w']+ ){1,4}?(?:include|contain|say|have|look like|cover|need|involve|do)\b|how (?:do|does|would|will) (?:a |an |the |those |these )?(?:[\w']+ ){1,4}?(?:work|works|look)\b|(?:tell me|explain|can you explain|could you explain) (?:(?:more )?about |what )?(?:a |an |the |those |these )?)`)

// taskQuestion reads a question about a decision or about what a task
// is; ok is false for any other message. Nothing starts. It only reads.
func (e *Engine) taskQuestion(text string) (turnCmd, bool) {
	if e.sess.Speaker == "" {
		if c, ok := e.slotFormAnswered(text); ok {
			return c, true // "what does a claim id look like" (slot_form_question.go)
		}
	}
	if answer, a, ok := e.ownWorkAnswer(text, false); ok {
		return sayCmd(agents.CmdAsk, "ask — what "+a.Name+" does, answered; nothing starts", text, answer, true), true // "what is a decline letter anyway" (own_work_asked.go)
	}
	if c, ok := e.whyThatMuchRead(text); ok {
		return c, true // "WHY IS IT SO LOW" after a balance (why_amount.go)
	}
	n := normalise(text)
	switch {
	case whyDecided.MatchString(n) && !writesIt.MatchString(n) && !reasonUnderLabel(text): // "(reason: flood not covered)" gives it (reason_label_given.go)
		return sayCmd(agents.CmdAsk, "ask — the reasons of a decision, which nothing here holds", text, e.noReasonsHere(), true), true
	case (whatTaskIs.MatchString(n) && (tellAbout.MatchString(n) || !asksForWork.MatchString(n)) || e.agentTitled(n) != nil) && !strings.Contains(" "+n+" ", " my "):
		a := e.agentTitled(n)
		if a == nil {
			a = e.taskNamed(text)
		}
		if a == nil || e.namesAnySlot(text) {
			return turnCmd{}, false // "what's a topology?": the slot's own answer (asides.go)
		}
		return sayCmd(agents.CmdAsk, "ask — what "+a.Name+" does, answered; nothing starts", text, e.aboutTask(a), true), true
	}
	return turnCmd{}, false
}

// tellAbout asks to be told about something: "tell me about decline
// letters" asks what they are, not for one.
var tellAbout = reading.Lazy(`^(?:(?:so|ok|okay|and|hey|hi|um|hmm|please|pls)\s+)*(?:can you |could you )?(?:tell me (?:more )?about|explain)\b`)

// whatIsTitle is "what is X", "what does X do": X an agent's own name.
var whatIsTitle = reading.Lazy(`^(?:(?:so|ok|okay|and|hey|hi|um|hmm)\s+)*(?:(?:what(?: is| are|s|'s)|whats) (?:the )?|(?:what|wat) (?:does|do|can) (?:the )?|(?:tell me (?:more )?about|explain) (?:the )?)(.+?)(?: (?:do|does|for|mean|agent|thing|one|tool))*\??$`)

// agentTitled is the agent a "what is X" names by its own name or title.
func (e *Engine) agentTitled(n string) *agents.Agent {
	m := whatIsTitle.FindStringSubmatch(n)
	if m == nil {
		return nil
	}
	said := strings.ReplaceAll(m[1], " ", "")
	for _, a := range e.domain.Agents {
		for _, name := range []string{a.Name, a.Title} {
			if name != "" && a.ExposeToUser && strings.EqualFold(strings.ReplaceAll(strings.ReplaceAll(name, " ", ""), "_", ""), strings.ReplaceAll(said, "_", "")) {
				return a
			}
		}
	}
	return nil
}

// namesAnySlot reports a question that names a slot of any agent ("what's
// a topology?"): asked about the value, not the task.
func (e *Engine) namesAnySlot(text string) bool {
	for _, a := range e.domain.Agents {
		if namesSlotOf(a, text) {
			return true
		}
	}
	return false
}

// taskNamed is the agent a question about a task names, nil when none or
// when the question gives one of its values (a value is its agent's).
func (e *Engine) taskNamed(text string) *agents.Agent {
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok || !best.Agent.ExposeToUser {
		return nil
	}
	if len(agents.Extract(best.Agent, text, "")) > 0 {
		return nil
	}
	return best.Agent
}

// aboutTask is what an agent does, and how to start it.
func (e *Engine) aboutTask(a *agents.Agent) string {
	about := fmt.Sprintf("%s: %s", titleOf(a), strings.TrimSpace(a.Description))
	if a.Description == "" {
		about = fmt.Sprintf("%s can %s.", titleOf(a), a.TaskPhrase())
	}
	return about + fmt.Sprintf(" Say %q if you'd like to start.", a.TaskPhrase())
}

// noReasonsHere says that the reasons of a decision are not held here,
// and what the agents can do instead.
func (e *Engine) noReasonsHere() string {
	var can []string
	for _, a := range e.domain.Agents {
		if a.ExposeToUser {
			can = append(can, a.TaskPhrase())
		}
	}
	s := "I can't see why a decision was made: nothing I have here holds the reasons behind it, so please ask whoever made it."
	if len(can) > 0 {
		s += " What I can do is " + joinOr(can) + "."
	}
	return s
}
