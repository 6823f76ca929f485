package concierge

// Questions about what the session has done (issue 24, bank22b; R50's
// ask): "what did I just do", "what have we done so far", "recap pls",
// "did my transfer go through earlier". "what did I just do" got the
// whole menu opening with "Hi there!", "recap pls" started a balance
// check. They are answered from the session: the tasks finished (Last
// and the earlier ones it keeps, with their values — a secret is never
// among them, and a secret slot is never shown) and the documents made;
// "nothing yet" when nothing ran. What waits is said after.

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// sessionRecapAsked is a question about what was done in this session.
var sessionRecapAsked = reading.Lazy(`(?i)^\W*(?:(?:so|ok|okay|um+|uh+|hey|wait|sorry|btw|quick q(?:uestion)?|remind me|can you remind me|could you remind me|tell me)\W+)*(?:` +
	`what\s+(?:did|have|had|'?ve)\s+(?:i|we|u|you)\s+(?:just\s+|already\s+|actually\s+)?(?:do|did|done|been\s+doing|doing|asked(?:\s+(?:you|u))?(?:\s+(?:to\s+do|for))?)(?:\s+(?:so\s+far|today|here|just\s+now|earlier|before|in\s+this\s+(?:session|chat|conversation)|for\s+me))*` +
	`|what\s+(?:we|i)\s+(?:(?:just|already)\s+)?(?:did|have\s+done|'?ve\s+done)(?:\s+(?:so\s+far|today|here|earlier|before))*` +
	`|what(?:\s+has|'?s)\s+(?:been\s+)?(?:happened|done)(?:\s+(?:so\s+far|today|here|earlier|in\s+this\s+(?:session|chat|conversation)))*` +
	`|(?:give\s+me\s+|can\s+i\s+(?:get|have)\s+|i\s+(?:want|need)\s+)?(?:a\s+|the\s+)?(?:quick\s+|short\s+)?(?:recap|summary|rundown|run\s*down|overview)(?:\s+(?:of\s+)?(?:what\s+(?:we|i|you)\s+(?:did|have\s+done|'?ve\s+done)|the\s+session|this\s+session|the\s+chat|this\s+chat|so\s+far|today|everything))*` +
	`|(?:recap|sum\s+up|summarize|summarise)(?:\s+(?:it|that|everything|the\s+session|this\s+session|what\s+we\s+did))?` +
	`)(?:\s+(?:please|pls|plz|thanks|thx))*\W*$`)

// wentThroughEarlier asks whether an earlier task of the session ran:
// "did my transfer go through earlier", "did the payment go thru
// today"; the last call's fate without "earlier" is about_shown.go's.
var wentThroughEarlier = reading.Lazy(`(?i)^\W*(?:(?:so|ok|okay|um+|uh+|hey|wait|sorry|btw)\W+)*did\s+(?:my|the|that|our)\s+(?P<what>[a-z]+)(?:\s+[a-z]+)?\s+(?:go\s+(?:through|thru)|work|happen|get\s+(?:sent|done|made)|succeed|go\s+out)(?:\s+(?:ok|okay|alright|already|then|or\s+not))*\s+(?:earlier|before|today|earlier\s+today|this\s+morning)(?:\s+(?:or\s+not|then))?\W*$`)

// sessionRecapRead answers a question about what the session did. It
// only reads: the answer is composed from the session as it stands.
func (e *Engine) sessionRecapRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false // "did that go through?" at the approval: approval_went_through's
	}
	n := strings.ReplaceAll(normalise(text), "’", "'")
	if m := wentThroughEarlier.FindStringSubmatch(n); m != nil {
		if reply, ok := e.wentThroughReply(m[wentThroughEarlier.SubexpIndex("what")]); ok {
			return sayCmd(agents.CmdAsk, "ask(session) — whether an earlier task ran, from the session's finished tasks", text, reply, true), true
		}
		return turnCmd{}, false
	}
	if !sessionRecapAsked.MatchString(n) {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdAsk, "ask(session) — what the session has done, from its finished tasks and documents", text, e.recap(), true), true
}

// recap says the tasks finished in the session, oldest first, with their
// values, and the documents made; "nothing yet" when none.
func (e *Engine) recap() string {
	var lines []string
	if a, user := e.signInAgent(); a != nil && e.signedIn() {
		if who := e.signedInAs(user); who != "" {
			lines = append(lines, "- signed in as "+who)
		}
	}
	for _, l := range e.finishedTasks() {
		if line := e.recapLine(l); line != "" {
			lines = append(lines, "- "+line)
		}
	}
	for _, a := range e.sess.Artifacts {
		lines = append(lines, "- "+a.Title) // what a call that changes something did: its receipt
	}
	if len(lines) == 0 {
		return "Nothing yet: nothing has run in this session so far."
	}
	return "Here's what we've done in this session so far:\n" + strings.Join(lines, "\n")
}

// finishedTasks are the session's last finished task of each agent,
// oldest first.
func (e *Engine) finishedTasks() []state.LastTask {
	l := e.sess.Last
	if l == nil {
		return nil
	}
	out := []state.LastTask{{Agent: l.Agent, Slots: l.Slots}}
	out = append(out, l.Earlier...)
	slices.Reverse(out)
	return out
}

// recapLine is one finished task in words: "check a balance (account:
// Checking)". A secret slot's value is never said.
func (e *Engine) recapLine(l state.LastTask) string {
	a := e.domain.Agent(l.Agent)
	if a == nil || !a.ExposeToUser || hasSecretSlot(a) || a.HasSideEffects() {
		// the sign-in is said from the facts; a call that changes
		// something from its receipt, never from values that may have
		// been declined
		return ""
	}
	var vals []string
	names := make([]string, 0, len(l.Slots))
	for k := range l.Slots {
		names = append(names, k)
	}
	sort.SliceStable(names, func(i, j int) bool { return slotIndex(a, names[i]) < slotIndex(a, names[j]) })
	for _, k := range names {
		s := a.Slot(k)
		if s == nil || s.Kind == agents.KindSecret || l.Slots[k] == "" {
			continue
		}
		vals = append(vals, s.LabelOrName()+": "+l.Slots[k])
	}
	if len(vals) == 0 {
		return a.TaskPhrase()
	}
	return fmt.Sprintf("%s (%s)", a.TaskPhrase(), strings.Join(vals, ", "))
}

// slotIndex is the place of a's slot name, for saying values in order.
func slotIndex(a *agents.Agent, name string) int {
	for i, s := range a.Slots {
		if s.Name == name {
			return i
		}
	}
	return len(a.Slots)
}

// wentThroughReply answers whether an earlier task of the kind the word
// names ran in this session; ok is false when no agent's task is named.
func (e *Engine) wentThroughReply(what string) (string, bool) {
	best, ok := e.router.Best(what, e.domain.Agents)
	if !ok || best.Agent == nil || !best.Agent.HasSideEffects() {
		return "", false
	}
	a := best.Agent
	var made []string
	for _, art := range e.sess.Artifacts {
		if art.Agent == a.Name {
			made = append(made, art.Title)
		}
	}
	if len(made) > 0 {
		return "Yes, it went through in this session: " + strings.Join(made, "; ") + ".", true
	}
	return fmt.Sprintf("No: nothing to %s has run in this session.", a.TaskPhrase()), true
}
