package concierge

// A message of emoji or symbols only ("💰💰💰", "??", "...", "👍") with
// nothing waiting: no words to read, so no thanks to answer ("You're
// welcome!" to a money bag is a misreading). The concierge asks what it
// can do, with the list. At an approval the yes gate reads it (R50: 👍
// is a yes there), and at a question the question is asked again as
// before.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
)

// symbolsOnly reports a message with no letter and no digit in it.
func symbolsOnly(text string) bool {
	if strings.TrimSpace(text) == "" {
		return false
	}
	return strings.IndexFunc(text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0
}

// symbolsRead reads a message of symbols only, when nothing waits, as
// the question what the concierge can do; ok is false otherwise. It only
// reads.
func (e *Engine) symbolsRead(text string) (turnCmd, bool) {
	if !symbolsOnly(text) || e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil ||
		e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdCapabilities, "capabilities — the message has no words, so the concierge asks what it can do", text, prompts.WhatCanIDo(e.menu()), false), true
}
