package concierge

// A question whether something can be done (issue 24): "can i delete
// notes?", "is it possible to add a to-do", "am i able to transfer money"
// asks about the app, and is answered — "Yes, I can delete a note, one at
// a time. Say "delete a note" when you want to." — starting nothing. It
// started the delete (sign-in first). What no agent does ("is it possible
// to edit a note", "can you share notes") stays cannot_handle
// (items_missing.go, product_questions.go). A request said politely about
// something of the user's own or named ("can i delete the shopping note",
// "can you check my balance", "can i send 20 to 1234324") is a request:
// the router's.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// abilityLead opens a question whether a thing can be done.
var abilityLead = reading.Lazy(`(?i)^(?:(?:so|hey|and|also|ok|okay|hi|hello|um|uh|hmm|quick\s+question|just\s+wondering|wondering)[,:\s]+)*` +
	`(?:(?P<can>(?:can|could|may|cn|cna|can't|cant)\s+(?:i|we|one)\s+(?:even\s+|also\s+|actually\s+|still\s+)?)` +
	`|(?:am\s+i|are\s+we|are\s+you|r\s+u|are\s+u)\s+able\s+to\s+` +
	`|is\s+(?:it|there\s+(?:a|any)\s+way)\s+(?:possible\s+)?(?:to|for\s+me\s+to|i\s+can|we\s+can)\s+` +
	`|is\s+it\s+(?:ok|okay|allowed)\s+(?:to|if\s+i)\s+` +
	`|do(?:es)?\s+(?:you|u|it|this|the\s+app)\s+(?:let|allow)\s+(?:me|us|people)\s+(?:to\s+)?)` +
	`(?P<what>.+?)\s*[?.!]*\s*$`)

// abilityAgent is the agent that does what: the router's sure pick, else
// the offline reader's sure task for those words alone.
func (e *Engine) abilityAgent(t *turn, what string) *agents.Agent {
	if best, ok := e.router.Best(what, e.domain.Agents); ok && best.Core {
		return best.Agent
	}
	if e.reader == nil {
		return nil
	}
	rd := e.reader.Read(what, e.moment(t))
	if c, ok := sureOf(rd, agents.CmdStartTask); ok {
		return e.domain.Agent(c.Agent)
	}
	return nil
}

// abilityOwn reports a word that makes the thing asked about the user's
// own or a named one: "my balance", "the shopping note" — a request.
func abilityOwn(w string) bool {
	switch w {
	case "my", "our", "mine", "the", "this", "that", "these", "those", "his", "her", "their", "its", "it", "them":
		return true
	}
	return false
}

// abilityAskRead reads a question whether a thing can be done into its
// answer; ok is false for any other message. It only reads.
func (e *Engine) abilityAskRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() {
		return turnCmd{}, false
	}
	m := abilityLead.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return turnCmd{}, false
	}
	what := m[abilityLead.SubexpIndex("what")]
	words := reading.Words(strings.ToLower(what))
	if len(words) < 2 || len(words) > 5 {
		return turnCmd{}, false // "can i?", "can i delete the note called shopping from last week"
	}
	for _, w := range words[1:] {
		if abilityOwn(w) {
			return turnCmd{}, false // "can you check my balance": a request said politely
		}
	}
	a := e.abilityAgent(t, what)
	if a == nil || !a.ExposeToUser {
		return turnCmd{}, false // no agent does it: cannot_handle's (items_missing.go)
	}
	if hasSecretSlot(a) || len(agents.Extract(a, what, "")) > 0 || hasDigit(what) {
		return turnCmd{}, false // "can i send 20 to 1234324": a request with its values
	}
	one := false
	for _, w := range words[1:] {
		if strings.HasSuffix(w, "s") && len(w) >= 3 && !strings.HasSuffix(w, "ss") && !abilityOwn(w) && w != "yes" && w != "us" && len(a.Slots) > 0 {
			one = true // "delete notes": a note at a time
		}
	}
	if !one && m[abilityLead.SubexpIndex("can")] != "" {
		return turnCmd{}, false // "can i add a note": a request said politely; "can i add notes" asks
	}
	example := a.TaskPhrase()
	if len(a.Examples) > 0 {
		example = a.Examples[0]
	}
	reply := prompts.CanDoThat(a.TaskPhrase(), one, example, e.firstsOf(a))
	return sayCmd(agents.CmdAsk, "ask(ability) — a question whether "+a.Name+" can be done; nothing started", text, reply, false), true
}
