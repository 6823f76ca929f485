package concierge

// Questions about how to use the product (R1; issue 24 round 10): "how do
// I keep a note here?", "how does the to-do list work?", "what can this
// notes thing do". The router matched no task in the first, and the
// reader guessed the list of notes for the others. A question how to do
// something the router cannot give to one task is answered with how:
// what to say for the task nearest in words, what it will ask, and what
// it needs first; nothing starts. "What can this … do" is the list of
// what can be done. A how-question the router gives to one task ("how do
// I find my claim id": the task that says so) is routed as before.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
)

var (
	// asksHowTo is a question how to do something here.
	asksHowTo = reading.Lazy(`(?i)^(?:(?:so|ok|okay|hey|hi|um|uh|and|sorry|quick question)[,]?\s+)*(?:how\s+(?:do|can|would|should|could|will|shall)\s+(?:i|we|u|you|one)\b|how\s+to\b|how\s+(?:does|do)\s+(?:this|the|that|it|your|a|an)\b.*\bwork|what(?:'s|\s+is)\s+the\s+way\s+to\b|is\s+there\s+a\s+way\s+to\b|where\s+do\s+i\s+(?:go\s+to\s+)?(?:add|write|keep|make|put|see|find)\b)`)
	// asksHowItWorks is a question how a thing here works ("how does the
	// to-do list work?"): a question by its form, never the task itself,
	// however sure the reader is of the task its words name (ins29).
	asksHowItWorks = reading.Lazy(`(?i)\bhow\s+(?:does|do)\s+(?:this|the|that|it|your|a|an)\b.*\bwork\b`)
	// asksWhatItDoes is "what can this notes thing do", "what does this
	// app do", "what is this desk for".
	asksWhatItDoes = reading.Lazy(`(?i)^(?:(?:so|ok|okay|hey|hi|um|uh|and)[,]?\s+)*what\s+(?:can|does|do|could|will)\s+(?:this|the|that|you|u|it|your)\b(?:\s+[\w'-]+){0,3}\s+(?:do|help\s+(?:me\s+)?with|handle|offer)\b\s*(?:for\s+me|here)?\s*[?.!]*$`)
)

// howToRead reads a question how to use the product into its answer; ok
// is false for any other message, or while something waits. It only
// reads.
func (e *Engine) howToRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	q := strings.TrimSpace(text)
	if asksWhatItDoes.MatchString(q) {
		return sayCmd(agents.CmdCapabilities, "capabilities — the user asks what this does", text, e.welcome(), false), true
	}
	if !asksHowTo.MatchString(q) {
		return turnCmd{}, false
	}
	if best, ok := e.router.Best(q, e.domain.Agents); ok && best.Core {
		return turnCmd{}, false // "how do i find my claim id": that task's own work
	}
	if removes.MatchString(q) && !e.declaresRemoving() {
		// "how do i get rid of a note": nobody here deletes anything
		return sayCmd(agents.CmdCannotHandle, "cannot_handle — no agent here deletes or removes anything", text,
			prompts.CannotDoHere("delete or remove anything", e.capabilityPhrases(), false), false), true
	}
	if rd := e.reading(t, q); !asksHowItWorks.MatchString(q) && len(rd.Top) > 0 && rd.Top[0].Act == string(agents.CmdStartTask) && rd.Top[0].Agent != "" && rd.Top[0].Confidence >= 0.5 && !helpBeside(rd.Top[1:]) {
		// "how do i look up claim ids later on": the task that tells it,
		// read so; with help as likely beside it ("how does the to-do
		// list work?": list_notes 0.88, help 0.86) the question is a
		// question, answered with how
		return turnCmd{}, false
	}
	tasks := e.nearestTasks(q)
	if len(tasks) == 0 {
		return turnCmd{}, false
	}
	var answers []string
	for _, a := range tasks {
		answers = append(answers, prompts.HowToTask(a.TaskPhrase(), firstExample(a), askedLabels(a), e.firstsOf(a)))
	}
	return sayCmd(agents.CmdHelp, "help — the user asks how to "+tasks[0].TaskPhrase(), text, strings.Join(answers, " "), false), true
}

var (
	// removes asks to delete: "get rid of", "delete", "remove".
	removes = reading.Lazy(`(?i)\b(?:delete|remove|erase|get\s+rid\s+of|bin|trash|wipe|clear\s+out|throw\s+away)\b`)
	// keeps asks to write something down; reads asks to see it again.
	keeps = reading.Lazy(`(?i)\b(?:keep|save|store|write|add|make|create|jot|take|put|record|remember|leave)\b`)
	reads = reading.Lazy(`(?i)\b(?:read|see|view|look|open|show|check|find|get\s+back|pull\s+up)\b`)
)

// declaresRemoving reports an agent whose own words say it deletes.
func (e *Engine) declaresRemoving() bool {
	for _, a := range e.domain.Agents {
		if removes.MatchString(strings.Join(append([]string{a.Description, a.Task, a.Intro}, a.Examples...), " ")) {
			return true
		}
	}
	return false
}

// nearestTasks are the exposed tasks whose words the question shares
// most — of those tied, the ones that write free text for a question
// about keeping something, the others for one about seeing it again — at
// most three; none when it shares no word with any.
func (e *Engine) nearestTasks(q string) []*agents.Agent {
	var exposed []*agents.Agent
	for _, a := range e.domain.Agents {
		if a.ExposeToUser && !hasSecretSlot(a) {
			exposed = append(exposed, a)
		}
	}
	ranked := e.router.Score(q, exposed)
	if len(ranked) == 0 || ranked[0].Score <= 0 {
		return nil
	}
	var tied []*agents.Agent
	for _, r := range ranked {
		if r.Score == ranked[0].Score {
			tied = append(tied, r.Agent)
		}
	}
	var kind []*agents.Agent
	for _, a := range tied {
		if keepsText(a) && keeps.MatchString(q) || !keepsText(a) && reads.MatchString(q) && !keeps.MatchString(q) {
			kind = append(kind, a)
		}
	}
	if len(kind) > 0 {
		tied = kind
	}
	return tied[:min(3, len(tied))]
}

// keepsText reports an agent with a free text of any length: it writes
// something down.
func keepsText(a *agents.Agent) bool {
	for i := range a.Slots {
		if a.Slots[i].Long {
			return true
		}
	}
	return false
}

// firstExample is what to say to start a: its first example.
func firstExample(a *agents.Agent) string {
	if len(a.Examples) > 0 {
		return a.Examples[0]
	}
	return a.TaskPhrase()
}

// askedLabels are the values a will ask for, in order: never a secret.
func askedLabels(a *agents.Agent) []string {
	var out []string
	for _, s := range a.Slots {
		if s.Kind != agents.KindSecret {
			out = append(out, "the "+s.LabelOrName())
		}
	}
	return out
}

// helpBeside reports help among a reading's other likely acts.
func helpBeside(alts []understand.Alternative) bool {
	for _, a := range alts {
		if a.Act == string(agents.CmdHelp) && a.Confidence >= 0.5 {
			return true
		}
	}
	return false
}
