package concierge

// A change of mind (R50's cancel(current) + start_task): a message that
// drops what is under way and asks for something else in one breath —
// "actually nvm just tell me my balance", "nah skip it and show me the
// price", "never mind the transfer, what's my savings". The dropped task
// leaves the stack for good (it must not come back after the new one);
// a sign-in it had started goes on when the new task needs it too.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/offline"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// changeLead is a message's leading drop of what is in hand, after the
// fillers people start with: the verbs that drop a thing, what they drop
// ("it", "that", "the transfer"), and the words that join the request
// after it. The rest of the message is the new request.
var changeLead = reading.Lazy(`^(?:(?:ok|okay|oh|ah|eh|meh|er|erm|hm+|hmm+|um+|uh|wait|hold on|actually|nah|no|nope|sorry|ugh|well|so|oops|on second thought|on 2nd thought|you know what|scratch that|i think|lets|let's)\s+)*` +
	`(?:nvm|never ?mind|nevermind|forget|skip|scrap|scratch|cancel|drop|ditch|leave|stop|dont bother|don't bother|no need|(?:i )?changed my mind|(?:i )?change my mind|i'?d rather|i would rather|rather|instead)` +
	`(?:\s+(?:about\s+)?(?:it|that|this|them|all that|the \w+|that \w+|this \w+|my \w+))?` +
	`\s+(?:(?:and|but|just|instead|then|rather|i want to|i wanna|can you|could you)\s+)*`)

// noLead is a plain no that turns to something else ("actually no, just
// show my savings", "nah just tell me the price"): the no alone is a
// cancel only when the words after it say "just" or "instead".
var noLead = reading.Lazy(`^(?:(?:ok|okay|oh|ah|hmm+|um+|wait|actually|well)\s+)*(?:no|nah|nope)\s+(?:(?:just|instead|rather)\s+)+`)

// dropped are the words that start what a drop names, not a new request.
var dropped = lazyWordSet(`the that this it them about all of`) // built on first use (R55)

// changeOfMind is the new request of a message that drops what is in
// hand to ask for it ("" when the message is no such thing). The new
// request must be one of an agent's own (its core words), so that a
// correction ("no wait, make it 300") is never taken for one.
func (e *Engine) changeOfMind(text string) string {
	n := normalise(text)
	loc := changeLead.FindStringIndex(n)
	if loc == nil && e.sess.Pending.Approval == nil && !e.planWaits() {
		// at an approval a no is the answer to it (§15), never a cancel
		loc = noLead.FindStringIndex(n)
	}
	var rest string
	switch {
	case loc != nil && loc[1] < len(n):
		rest = strings.TrimSpace(n[loc[1]:])
	case loc == nil:
		// "eh forget about it and check my balance": a first clause that
		// drops, and clauses after it that ask
		rest = e.restAfterDrop(text)
	}
	if rest == "" && loc == nil {
		if r := e.insteadRequest(text); r != "" {
			return r // "hmm whats on my todo list instead" (change_of_mind_instead.go)
		}
	}
	if f := strings.Fields(rest); len(f) > 0 && dropped()[f[0]] {
		return "" // "stop the transfer": what is dropped, not a new request
	}
	if best, ok := e.router.Best(rest, e.domain.Agents); ok && (best.Agent.Name == e.sess.Speaker || e.sess.Agenda.Holds(best.Agent.Name)) {
		return "" // the task in hand named again: a cancel, or a correction of it
	}
	if rest == "" || isCancel(rest) || read(rest).Mentions(reading.Negation) || !e.newRequest(rest) {
		return ""
	}
	if i := strings.LastIndex(strings.ToLower(text), rest); i >= 0 && len(strings.ToLower(text)) == len(text) {
		rest = text[i : i+len(rest)] // as typed: "scrap that, decline 58PP31 home" keeps the id's case
	}
	return rest
}

// newRequest reports words that ask an agent for its work: its own words
// ("show me my balance"), or a value only its work takes with the words
// that ask for it ("what's aapl at").
func (e *Engine) newRequest(rest string) bool {
	if e.requestOfItsOwn(rest) {
		return true
	}
	best, ok := e.router.Best(rest, e.domain.Agents)
	return ok && len(agents.Extract(best.Agent, rest, "")) > 0
}

// keepSignIn drops the tasks in hand for a new request when the speaker
// is a sign-in the new request needs as well: the sign-in goes on, the
// new task waits on it, and only the dropped tasks are said to be
// dropped. ok is false when the speaker is no such prerequisite, and the
// whole stack is abandoned as for any cancel.
func (e *Engine) keepSignIn(t *turn, rest string) (step, bool) {
	speaker := e.domain.Agent(e.sess.Speaker)
	if speaker == nil || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Pending.Secret != nil && e.sess.Pending.Secret.Agent != speaker.Name {
		return stop, false
	}
	best, ok := e.router.Best(rest, e.domain.Agents)
	if !ok || best.Agent == speaker {
		return stop, false
	}
	target := best.Agent
	req, unmet := target.Unmet(agents.Facts(e.sess.Facts))
	if !unmet || req.By != speaker.Name {
		return stop, false
	}
	var dropped []string
	var names []string
	for _, task := range e.sess.Agenda {
		if task.IsTask() {
			if a := e.domain.Agent(task.Agent); a != nil {
				dropped = append(dropped, a.TaskPhrase())
				names = append(names, a.Name)
			}
			delete(e.sess.Work, task.Agent)
		}
	}
	if len(dropped) == 0 {
		return stop, false // the sign-in was asked for itself: nothing to drop
	}
	e.sess.Agenda = nil
	e.note(state.NoteContinuation, fmt.Sprintf("Abandoned: %s; %s goes on for %s", strings.Join(names, ", "), speaker.Name, target.Name))
	if err := e.push(state.Task{Agent: target.Name, Text: rest, Kind: state.TaskPrerequisite}); err != nil {
		return stop, false
	}
	w := e.sess.WorkFor(target.Name)
	w.Entered, w.Request = false, rest
	e.note(state.NotePrerequisite, fmt.Sprintf("%s waits: first I'll %s, once %s is done", target.Name, e.firstSaid(req, rest), speaker.Name))
	if line := e.replacedLine(target, names, rest); line != "" {
		t.say(line) // "OK, not that one: I'll transfer $30.00 to 7654321 instead." (plan_labels.go)
	} else {
		t.say(prompts.Abandoned(dropped))
	}
	t.say(e.prerequisiteLine(target, req, rest))
	return advanceStep(speaker), true
}

// restAfterDrop is what follows a first clause that only drops what is
// in hand ("eh forget about it", "changed my mind"), "" when the first
// clause is no drop or nothing follows it.
func (e *Engine) restAfterDrop(text string) string {
	clauses := splitClauses(text)
	if len(clauses) < 2 {
		return ""
	}
	first := clauses[0]
	if offline.GettingOn(first) || !isCancel(first) && !changeLead.MatchString(normalise(first)+" ") && !e.dropsRead(first) { // "not sure how this all works, …" drops nothing
		return ""
	}
	return strings.Join(clauses[1:], " and ")
}

// dropsRead reports a clause the reader takes for a cancel by a margin.
func (e *Engine) dropsRead(clause string) bool {
	if e.reader == nil {
		return false
	}
	rd := e.reader.Read(clause, e.moment(nil))
	return len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdCancel && actMass(rd, agents.CmdCancel) >= 0.6
}
