package concierge

// A made-up reason (issue 24, ins26b; R53). "lets just say the car was
// stolen" gives a reason the user supposes rather than knows, and it was
// written into the decline letter. A word rule that refused such reasons
// also refused "lets say the reason is late reporting", so the reason is
// not refused: said as a supposition ("lets just say", "pretend", "make
// it look like", "we could say") where a decline letter is in hand, it is
// asked about first — "Is that the actual reason for declining?" — and
// only a yes right after writes it, read then as the reason said plainly.
// A no writes nothing; anything else is read as usual (the real reason,
// another request).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const (
	execHedgedAsked turnExec = iota + 7000 // ask: a supposed reason, asked whether it is the real one
	execHedgedNo                           // reject: the supposed reason is not written
)

// hedgedLead is a reason said as a supposition: "lets just say", "let's
// pretend", "make it look like", "we could say". "let's say the reason
// is …" names the reason plainly and is no supposition.
var hedgedLead = reading.Lazy(`\b(?:let'?s|lets|let us|lemme|let me)\s+(?:just\s+)?(?:say|pretend|claim|go with|put|make out)\b(?:\s+that)?|` +
	`\b(?:just\s+)?pretend(?:ing)?\b(?:\s+that)?|\bmake (?:it|this|the claim) (?:look|seem|sound) (?:like|as if|as though)\b|` +
	`\b(?:we|i|you) (?:could|can|might|may|should) (?:just\s+)?(?:say|claim|pretend|make out)\b(?:\s+that)?|` +
	`\b(?:could|can|shall|should|might) we (?:just\s+)?(?:say|claim|pretend|put|make out)\b(?:\s+that)?|` +
	`\b(?:why don'?t|why dont|how about) (?:we|you) (?:just\s+)?(?:say|claim|pretend|put)\b(?:\s+that)?|` +
	`\bjust (?:say|claim) (?:that|it was|its|it's|he|she|they|the)\b|\bact (?:like|as if|as though)\b`)

// plainReasonAfter is "the reason is …", "reason: …" right after the
// lead: "lets say the reason is late reporting" states the reason.
var plainReasonAfter = reading.Lazy(`^\s*(?:the |our |my )?(?:decline |declining )?reason(?:s)?\s*(?:is|was|will be|:|-|=|of|for)`)

// hedgedReason is the supposition in text and what it supposes, when text
// gives a reason that way.
func hedgedReason(text string) (loc []int, supposed string, ok bool) {
	n := strings.ToLower(strings.ReplaceAll(text, "’", "'"))
	loc = hedgedLead.FindStringIndex(n)
	if loc == nil {
		return beliefReason(text) // "we think the fall was her fault" (reason_belief.go)
	}
	rest := strings.TrimSpace(strings.Trim(n[loc[1]:], " ,.:;-"))
	if strings.HasPrefix(strings.TrimSpace(n[loc[0]:loc[1]]), "let") && !strings.Contains(n[loc[0]:loc[1]], "just") && plainReasonAfter.MatchString(rest) {
		return nil, "", false // "lets say the reason is late reporting"
	}
	if len(reading.Words(rest)) < 2 {
		return nil, "", false // "lets just say no"
	}
	return loc, rest, true
}

// hedgedReasonRead reads a reason said as a supposition where a decline
// letter is in hand (its question, the letter just written, or the
// letter asked for in the same message); ok is false otherwise. It only
// reads.
func (e *Engine) hedgedReasonRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	if _, _, ok := hedgedReason(text); !ok {
		return turnCmd{}, false
	}
	a := e.letterInHand(text)
	if a == nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdAsk, execHedgedAsked, text)
	c.a, c.shown = a, "ask(is the supposed reason the real one)"
	c.why = "a reason said as a supposition: a decline letter states only the real reason, so it is asked about first"
	return c, true
}

// letterInHand is the declining agent a reason would go to: the one
// asking, the one whose letter was just written, or the one the message
// asks for.
func (e *Engine) letterInHand(text string) *agents.Agent {
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		if declines(a) {
			return a
		}
		return nil
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && declines(best.Agent) {
		return best.Agent
	}
	if l := e.lastDocTask(); l != nil {
		if a := e.domain.Agent(l.Agent); a != nil && declines(a) {
			return a
		}
	}
	return nil
}

// hedgedAnswerRead reads the answer to HedgedReasonAsked: a yes reads the
// supposed message again with the reason said plainly, a short no writes
// nothing; ok is false for anything else, read as usual.
func (e *Engine) hedgedAnswerRead(t *turn, text string) ([]turnCmd, bool, error) {
	ms := e.sess.Messages
	if len(ms) < 3 || ms[len(ms)-2].Role != state.RoleAgent || ms[len(ms)-3].Role != state.RoleUser ||
		!strings.Contains(ms[len(ms)-2].Text, prompts.HedgedReasonAsked()) {
		return nil, false, nil
	}
	said := strings.TrimSpace(ms[len(ms)-3].Text)
	loc, _, ok := hedgedReason(said)
	if !ok {
		return nil, false, nil
	}
	if isYes(text) && !hasCancel(text) && len(strings.Fields(text)) <= 6 {
		plain := reasonSaidPlainly(said, loc)
		e.note(state.NoteRoute, "Read as: the supposed reason confirmed as the real one: \""+reading.Clip(plain, 60)+"\" read as said plainly")
		cs, err := e.readTurn(t, plain, plain)
		return cs, true, err
	}
	if _, no := rejection(text); no && len(strings.Fields(text)) <= 4 {
		c := turnCommand(agents.CmdReject, execHedgedNo, text)
		c.shown, c.why = "reject", "the supposed reason is not the real one: nothing is written with it"
		return []turnCmd{c}, true, nil
	}
	return nil, false, nil
}

// reasonSaidPlainly is said with its supposition put as the reason
// plainly: "lets just say the car was stolen" → "the reason is the car
// was stolen".
func reasonSaidPlainly(said string, loc []int) string {
	n := strings.ReplaceAll(said, "’", "'")
	head := strings.TrimRight(strings.TrimSpace(n[:loc[0]]), " ,;-")
	rest := strings.TrimSpace(strings.Trim(n[loc[1]:], " ,.:;-"))
	if lead := leadingFiller.FindString(strings.ToLower(head)); lead == strings.ToLower(head) {
		head = "" // "ok", "hmm well": nothing of the request
	}
	plain := "the reason is " + rest
	if head != "" {
		plain = head + ", " + plain
	}
	return plain
}

// leadingFiller is a head of words that ask nothing.
var leadingFiller = reading.Lazy(`^(?:(?:ok|okay|k|hmm+|um+|uh+|well|so|then|right|alright|fine|eh|idk|i dunno|i don'?t know|dunno|ugh|lol)[\s,.!]*)*$`)

// runHedgedReason runs the commands read here; done is false for another
// command.
func (e *Engine) runHedgedReason(t *turn, c turnCmd) (step, bool) {
	switch c.exec {
	case execHedgedAsked:
		e.speak(t, c.a.Name, prompts.HedgedReasonAsked())
		return stop, true
	case execHedgedNo:
		e.speak(t, agents.ConciergeName, prompts.HedgedReasonNotWritten())
		return stop, true
	}
	return stop, false
}
