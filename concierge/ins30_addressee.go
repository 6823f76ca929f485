package concierge

// Whom the letter is addressed to (issue 24, round 28, ins30): after a
// letter, "can you address it to Mr. Okonkwo please" got "I'm not sure how
// to help with that" and "who is the letter addressed to?" "I don't know
// that here". The letter says whom it is addressed to ("Dear
// policyholder,"): a question about it is answered from the letter, and a
// request to address it to someone else is told it cannot be changed here.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// addresseeAsked asks whom the letter is to: "who is the letter addressed
// to?", "whos it for", "who does it go to", "what name is on the letter".
var addresseeAsked = reading.Lazy(`(?i)\b(?:who(?:m|'?s| is| was)?|what name|which name|what person)\b(?:\s+[\w'’]+){0,5}?\s+(?:address(?:ed)?|made out|written|going|go(?:es)?|for|to|on|say|says)\b(?:\s+(?:to|out to|for|on))?(?:\s+(?:it|the letter|the decline letter|that letter|this letter))?\s*\??\s*$|\b(?:addressed|made out)\s+to\s+(?:who|whom)\b|\bwho\b.{0,30}\b(?:addressee|recipient)\b|\b(?:addressee|recipient)\b.{0,20}\?`)

// addresseeChange asks to address the letter to someone else: "can you
// address it to Mr. Okonkwo please", "make it out to Jane Smith", "change
// the recipient to the lawyer", "put dear mrs lee at the top".
var addresseeChange = reading.Lazy(`(?i)\b(?:address|re-?address|make)\s+(?:it|the letter|that|this|that letter|this letter)?\s*(?:out\s+)?to\s+\S|\b(?:change|switch|set|update|make)\s+(?:the\s+)?(?:addressee|recipient|salutation|greeting|name at the top)\b|\b(?:addressee|recipient)\s+(?:should be|to be|as|is)\b|\bdear\s+(?:mr|mrs|ms|miss|dr|sir|madam)\b|\bas the (?:addressee|recipient)\b`)

// dearLine finds whom a letter is addressed to.
var dearLine = reading.Lazy(`(?m)^\s*Dear ([^,\n]{1,60}),`)

// letterAddresseeRead answers a question or a request about whom the
// letter just written is addressed to. It only reads.
func (e *Engine) letterAddresseeRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || e.sess.Last == nil {
		return turnCmd{}, false
	}
	a := e.domain.Agent(e.sess.Last.Agent)
	if a == nil || !declines(a) {
		return turnCmd{}, false
	}
	art := e.lastArtifactOf(a.Name)
	if art == nil {
		return turnCmd{}, false
	}
	m := dearLine.FindStringSubmatch(art.Body)
	if m == nil {
		return turnCmd{}, false
	}
	lower := strings.ToLower(text)
	if strings.Contains(lower, "send") || strings.Contains(lower, "email") || strings.Contains(lower, "post ") {
		return turnCmd{}, false // "send it to Mr. Okonkwo": nothing is sent (cannot_send.go)
	}
	switch {
	case addresseeChange.MatchString(text):
		return sayCmd(agents.CmdCannotHandle, "cannot_handle(addressee) — the letter's addressee cannot be changed here", text,
			prompts.LetterAddressee(strings.TrimSpace(m[1]), art.Title, false), false), true
	case addresseeAsked.MatchString(strings.TrimSpace(text)):
		return sayCmd(agents.CmdAsk, "ask(addressee) — whom the letter just written is addressed to, from the letter", text,
			prompts.LetterAddressee(strings.TrimSpace(m[1]), art.Title, true), false), true
	}
	return turnCmd{}, false
}
