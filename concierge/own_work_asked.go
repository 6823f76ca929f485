package concierge

// A question about the product's own work is answered from what its
// agents say they do (R28, R56's first hour). Round 37 found "what is a
// decline letter anyway" and "is this where i do decline letters??"
// answered "I don't know that here", the second in the same breath as the
// letter it asked about being written. A question that asks what one of
// the agents' tasks is, or whether this is the place for it, names that
// task: its description answers it, and nothing starts.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// whatIsAThing asks what a kind of thing is: "what is a decline letter
// anyway", "whats a stock quote exactly", "wat's an account balance?". The
// indefinite article keeps out "what's the balance", which asks for one.
var whatIsAThing = reading.Lazy(`^(?:(?:so|ok|okay|and|hey|hi|um|hmm|sorry|quick q|quick question|wait)[,.]?\s+)*(?:what(?: is| are|s|'s| exactly is)|whats|wats|wat is|wat's) (?:a|an) ((?:[\w'-]+ ){0,3}[\w'-]+?)(?: (?:anyway|anyways|exactly|even|again|then|here|thing|actually))*\s*[?!.]*$`)

// placeForIt asks whether this is where a task is done: "is this where i
// do decline letters", "is this the right place for transfers", "am i in
// the right spot to get a stock price", "is this the bot for declines".
var placeForIt = reading.Lazy(`^(?:(?:so|ok|okay|and|hey|hi|um|hmm|sorry|quick q|quick question)[,.]?\s+)*(?:is (?:this|here|that)|am i (?:in|at)|are (?:you|u)) (?:(?:the|a) (?:right |correct )?(?:place|spot|bot|app|thing|desk|one|tool|service)(?: thing)? (?:for|to|where|that|which)|where (?:i|you|u|we|people|ppl) (?:can |could |should |would )?)`)

// ownWorkAnswer answers a question about what one of the agents' tasks is
// or whether it is done here; ok is false for any other question. Asked
// on the side of that very task (running), the answer does not offer to
// start what is already under way.
func (e *Engine) ownWorkAnswer(q string, running bool) (answer string, a *agents.Agent, ok bool) {
	n := strings.TrimSpace(normalise(q))
	about := func(a *agents.Agent) string {
		if running {
			return fmt.Sprintf("%s: %s", titleOf(a), strings.TrimSpace(a.Description))
		}
		return e.aboutTask(a)
	}
	switch {
	case placeForIt.MatchString(n):
		if a = e.ownTaskNamed(placeForIt.ReplaceAllString(n, "")); a != nil {
			return "Yes — " + about(a), a, true
		}
	case whatIsAThing.MatchString(n) && (running || e.sess.Speaker == ""):
		// mid-task, "what's a share price?" is a digression to its task
		// (c_stock_digression): only asked with nothing under way, or on
		// the side of a task's own question, is it a question about one
		m := whatIsAThing.FindStringSubmatch(n)
		if a = e.ownTaskNamed(m[1]); a != nil && !e.namesAnySlot(m[1]) {
			return about(a), a, true
		}
	}
	return "", nil, false
}

// ownTaskNamed is the agent whose task the words name, nil when none does
// or when they carry a value (then they ask for the work, not about it).
func (e *Engine) ownTaskNamed(words string) *agents.Agent {
	if strings.TrimSpace(words) == "" {
		return nil
	}
	return e.taskNamed(words)
}
