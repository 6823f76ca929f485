package concierge

// How people answer and ask at an insurance desk (issue 24, round 20's
// ins20b). Four kinds a tester playing a new user met:
//
//   - an answer with doubt at a choice's question ("i'm a contractor, not
//     sure if that counts as internal") was taken as the firm choice and
//     the task ran on it. It is asked once, plainly, with what each
//     choice covers (and the choice the rest of the message tells of),
//     and the choice stays the user's; a second unsure answer is taken.
//   - a question about the choices of another question of the task at
//     hand ("whats the difference between home and motor?" at the claim
//     id's question) was "I don't know": it is answered from what the
//     domain declares of those choices, and the question open is asked
//     again.
//   - a value for another question than the one asked ("motor" at the
//     claim id's question) was filled in silence and the same question
//     asked again, as if it was not heard: it is said as taken.
//   - a vague ask for help with what the domain does ("can u help me with
//     claims stuff") was "No, I can't help with claims stuff here": it
//     gets what can be done here.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execDoubtedChoice turnExec = iota + 3800 // clear of the other files' ranges

// doubtSaid are the words of an answer that is not sure of itself: "not
// sure if that counts as internal", "dunno if im a partner", "maybe
// home?", "i think its motor but idk".
var doubtSaid = reading.Lazy(`(?i)\b(?:not\s+(?:too\s+|really\s+|100%?\s+|entirely\s+|totally\s+|quite\s+)?(?:sure|certain|positive)|unsure|uncertain|dunno|dno|idk|i\s+(?:don'?t|dont|do\s+not)\s+(?:know|kno|really\s+know)\s+(?:if|whether|which|wether)|no\s+(?:idea|clue)\s+(?:if|whether|which)|(?:can'?t|cant|cannot)\s+tell\s+(?:if|whether|which)|(?:counts?|counted|classed|qualif(?:y|ies))\s+as|does\s+that\s+(?:make\s+me|count)|would\s+(?:that|i)\s+(?:be|count)|am\s+i\s+(?:an?\s+)?(?:\w+\s+)?(?:or|then)\b)`)

// doubtAsked is a hedge that asks rather than says: "maybe home?", "i
// think partner?", "probably motor??".
var doubtAsked = reading.Lazy(`(?i)\b(?:maybe|perhaps|i\s+think|i\s+guess|probably|prob|possibly|might\s+be)\b[^.!]*\?\s*$`)

// doubted reports an answer that says it is not sure.
func doubted(text string) bool {
	return doubtSaid.MatchString(text) || doubtAsked.MatchString(strings.TrimSpace(text))
}

// doubtMemory marks, in the task's memory, a choice asked again once for
// an unsure answer: the next unsure answer is taken.
const doubtMemory = "ins20b.doubt."

// doubtedChoiceRead reads an unsure answer at an enum slot's question
// into the choices explained and the question asked again, once; ok is
// false for any other message. It only reads.
func (e *Engine) doubtedChoiceRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return turnCmd{}, false
	}
	s := a.NextSlot(e.filled(t, a))
	if s == nil || s.Kind != agents.KindEnum || len(s.Choices) < 2 || !doubted(text) {
		return turnCmd{}, false
	}
	if w := e.sess.Work[a.Name]; w != nil && w.Memory[doubtMemory+s.Name] != "" {
		return turnCmd{}, false // asked once: this answer is taken
	}
	named := choicesNamed(s, text)
	scene, sceneWord := agents.SceneChoice(s, text)
	if len(named) > 1 && concludedChoice(s, text) != "" || decidedWords.MatchString(strings.TrimSpace(text)) {
		return turnCmd{}, false // "not sure between house or vehicle... i'd say house": settled
	}
	if len(named) == 0 && scene == "" {
		return turnCmd{}, false // "not sure" alone: the other asides answer
	}
	var hint string
	if scene != "" && (len(named) == 0 || !strings.EqualFold(named[0], scene) || len(named) > 1) {
		// "i'm a contractor, not sure if that counts as internal": what
		// they told of themselves is what partner covers
		for i := range s.Choices {
			if c := &s.Choices[i]; strings.EqualFold(c.Value, scene) {
				hint = prompts.ChoiceHint(sceneWord, c.Value, covers(c))
			}
		}
	} else {
		hint = choiceHint(s, text)
	}
	explained := s.Description
	if explained == "" {
		explained = explainChoices(s, append(reading.Words(text), "difference"))
	}
	reply := join(prompts.DoubtedChoice(strings.Join(named, " or ")), hint, prompts.ChoiceIsYours(explained))
	c := turnCommand(agents.CmdClarify, execDoubtedChoice, text)
	c.a, c.Scope, c.Text = a, s.Name, reply
	c.shown = "clarify(" + s.Name + ": unsure)"
	c.why = "an unsure answer at the " + s.LabelOrName() + "'s question: the choices explained, none taken, asked once again"
	return c, true
}

// runIns20b runs this file's commands.
func (e *Engine) runIns20b(t *turn, c turnCmd) (step, bool) {
	if st, ok := e.runReasonNoted(t, c); ok {
		return st, true
	}
	if st, ok := e.runReasonLater(t, c); ok {
		return st, true // a reason at a side task's question (ins24b_reason_letter.go)
	}
	if c.exec != execDoubtedChoice {
		return stop, false
	}
	e.sess.WorkFor(c.a.Name).Memory[doubtMemory+c.Scope] = "asked"
	t.say(c.Text)
	return advanceStep(c.a), true
}

// otherSlotChoicesAsked is a question about the choices of a slot of the
// task at hand other than the one asked ("whats the difference between
// home and motor?" at the claim id's question): that slot and the answer,
// from what the domain declares of it; nil when the message names no
// two choices of another enum slot of a.
func otherSlotChoicesAsked(a *agents.Agent, asked *agents.Slot, text string) (*agents.Slot, string) {
	for i := range a.Slots {
		s := &a.Slots[i]
		if s == asked || s.Kind != agents.KindEnum || len(s.Choices) < 2 {
			continue
		}
		if len(choicesNamed(s, text)) < 1 || !asksAboutChoices(s, text) {
			continue
		}
		answer := s.Description
		if answer == "" {
			answer = explainChoices(s, append(reading.Words(text), "difference"))
		}
		if answer != "" {
			return s, answer
		}
	}
	return nil, ""
}

// sayTakenAside says the values taken for other questions than the one
// asked, when the one asked is still open: "motor" at the claim id's
// question is heard, and the claim id asked again.
func (e *Engine) sayTakenAside(t *turn, a *agents.Agent, in agents.Interpretation, problems map[string]error, asked string) {
	if asked == "" || len(problems) > 0 {
		return
	}
	w := e.sess.WorkFor(a.Name)
	if _, done := in.Slots[asked]; done || w.Slots[asked] != "" {
		return
	}
	var said []string
	for _, s := range a.Slots {
		if s.Name == asked || s.Kind == agents.KindSecret {
			continue
		}
		if _, ok := in.Slots[s.Name]; ok && w.Slots[s.Name] != "" {
			said = append(said, fmt.Sprintf("%s as the %s", w.Slots[s.Name], s.LabelOrName()))
		}
	}
	if len(said) == 0 {
		return
	}
	e.note(state.NoteProgress, "Taken aside the question asked: "+strings.Join(said, ", "))
	t.say(prompts.TakenAside(strings.Join(said, " and ")))
}

// vagueWords are the words of a vague ask that name nothing: "stuff",
// "things", "help".
var vagueWords = lazyWordSet(`stuff things thing something somethin sth smth stuf stuffs matters matter issues issue ` +
	`related bits business stuff. questions question help the a an my our some with about and or of for on re regarding ` +
	`general generally all any kind kinda sort sorta type related-stuff etc`)

// withinScope reports a thing asked about, vaguely, that names only what
// the domain's agents work with ("claims stuff", "insurance things",
// "letters"): no service missing, but a request for what can be done.
func (e *Engine) withinScope(what string) bool {
	var scope []string
	scope = append(scope, reading.Words(strings.ToLower(e.domain.Name))...)
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser {
			continue
		}
		scope = append(scope, reading.Words(strings.ToLower(a.Title+" "+a.Task+" "+a.Description+" "+a.Intro))...)
		for _, s := range a.Slots {
			scope = append(scope, reading.Words(strings.ToLower(s.LabelOrName()))...)
		}
	}
	stems := map[string]bool{}
	for _, w := range reading.Terms(strings.Join(scope, " ")) {
		if len(w) > 3 {
			stems[w] = true
		}
	}
	vague, named := vagueWords(), 0
	for _, w := range reading.Words(strings.ToLower(what)) {
		if vague[w] {
			continue
		}
		terms := reading.Terms(w)
		if len(terms) == 0 {
			continue // a stop word
		}
		if len(terms[0]) <= 3 || !stems[terms[0]] {
			return false
		}
		named++
	}
	return named > 0 && named < 3
}

// scopeHelpRead reads a vague ask for help with what the domain does
// ("can u help me with claims stuff", "do you do claims") into what can be
// done here and what each task needs; ok is false for any other message.
// It only reads.
func (e *Engine) scopeHelpRead(text string) (turnCmd, bool) {
	m := canYouDo.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	what := m[canYouDo.SubexpIndex("what")]
	if e.anyAgentDoes(what) || !e.withinScope(what) {
		return turnCmd{}, false // "can you help me with a transfer": the router's
	}
	var needs []string
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser || hasSecretSlot(a) {
			continue
		}
		var slots []string
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind == agents.KindSecret {
				continue
			}
			said := "the " + s.LabelOrName()
			if s.Kind == agents.KindEnum && len(s.Choices) > 1 && len(s.Choices) <= 3 {
				said += " (" + strings.Join(s.ChoiceValues(), " or ") + ")"
			}
			slots = append(slots, said)
		}
		if len(slots) > 0 {
			needs = append(needs, prompts.TaskNeeds(a.TaskPhrase(), slots))
		}
	}
	return sayCmd(agents.CmdCapabilities, "capabilities — a vague ask for help with what this domain does: what can be done, and what each task needs", text, prompts.ScopeHelp(e.capabilityPhrases(), needs), false), true
}
