package concierge

// A question about how moving money works, asked as a what-if (R50's ask,
// R11, R42; issue 24, round 21): "if I ask you to send 100 to 1234324
// will you ask me first?", "would you let me send 5k without asking?",
// "what happens if I send money to the wrong account", "can I undo a
// transfer after?". The first two started the transfer (the login asked
// next), the others were "nothing I have says". Each is answered from
// what the product does — every transfer shows its summary and runs only
// on a yes to it; one that has gone through can't be undone here — and
// nothing starts; what waits is said again. The reader reads the
// question (agents/understand/act_what_if.go): the loop takes its command
// and no longer reads the text for it.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
)

// transferWhatIfRead reads a question about how moving money works into
// its answer; ok is false for any other message. It only reads.
func (e *Engine) transferWhatIfRead(t *turn, text string) (turnCmd, bool) {
	rd := e.reading(t, text)
	if len(rd.Commands) != 1 || rd.Commands[0].Kind != agents.CmdAsk || rd.Commands[0].Question != understand.WhatIfQuestion {
		return turnCmd{}, false
	}
	c := rd.Commands[0]
	mover := e.domain.Agent(c.Agent)
	if mover == nil {
		return turnCmd{}, false
	}
	answer := prompts.TransferWhatIf(mover.TaskPhrase(), c.Value == "undo")
	return sayCmd(agents.CmdAsk, "ask(how it works) — a question about moving money, answered from what the product does; nothing is started", text, answer, true), true
}

// moneyMover is the agent that moves money: a money slot and a call that
// is approved before it runs; nil in a domain without one.
func (e *Engine) moneyMover() *agents.Agent { return understand.MoneyMover(e.domain) }
