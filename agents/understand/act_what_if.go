package understand

// A question about how moving money works, asked as a what-if (R50's ask,
// R11, R42; issue 24, round 21): "if I ask you to send 100 to 1234324
// will you ask me first?", "would you let me send 5k without asking?",
// "what happens if I send money to the wrong account", "can I undo a
// transfer after?". The first two started the transfer, the others were
// "nothing I have says". The reader reads it as ask(how_transfers_work)
// on the agent that moves money (Agent), its Value "undo" when it asks
// whether a transfer can be taken back or what a mistaken one does; the
// loop answers from what the product does (concierge/transfer_what_if.go)
// without reading the text again. Nothing starts. Where a call waits for
// a yes, a secret is asked or a plan waits, the call's own reading
// answers such a question: the reader leaves it.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// WhatIfQuestion is the Question of such an ask.
const WhatIfQuestion = "how_transfers_work"

var (
	// moneyMoveTalk names moving money.
	moneyMoveTalk = reading.Lazy(`(?i)\b(?:send|sends|sending|sent|transfer|transfers|transferring|transfered|transferred|xfer|pay|pays|paying|paid|wire|wires|wiring|wired|move|moving|money|payments?|funds|cash|it|that|acct|account\s+(?:number|id|no|#))\b`)
	// whatIfFrame opens a hypothetical: "if I…", "what if…", "what
	// happens if…", "suppose…".
	whatIfFrame = reading.Lazy(`(?i)^\W*(?:(?:so|ok|okay|hey|hi|and|but|um|hmm|just|btw|quick|q|question|curious|wondering|before\s+(?:i|we)\s+(?:start|begin)|one\s+thing)[\s,:.?!-]+)*(?:what\s+(?:happens|would\s+happen|will\s+happen|if|about\s+if)|wat\s+(?:happens|if)|if|suppose|supposing|hypothetically|in\s+case|let'?s\s+say|say|imagine)\b`)
	// asksFirst asks whether a transfer waits for the user's say-so.
	asksFirst = reading.Lazy(`(?i)\b(?:ask|check|confirm|verify|double[\s-]?check)\s+(?:with\s+|w\s+|w/\s*)?(?:me|u|you)?\s*(?:first|before(?:hand)?|1st|b4)\b` +
		`|\bwithout\s+(?:even\s+)?(?:asking|a\s+confirmation|confirmation|confirming|checking|approval|approving|a\s+yes|my\s+(?:ok|okay|approval|permission|yes|say\s*so|confirmation)|me\s+(?:saying|confirming|approving|agreeing|knowing))\b` +
		`|\b(?:confirmation|confirm|approval|review)\s+(?:step|first|screen|page)\b` +
		`|\bdo\s+(?:i|you|u)\s+(?:have|need|get)\s+to\s+(?:confirm|approve|say\s+yes|ok\s+it|okay\s+it)\b` +
		`|\b(?:will|would|do|does|can)\s+(?:you|u|it)\s+(?:just\s+)?(?:go|send\s+it|do\s+it|run)\s+(?:straight|right|automatically|immediately)\b`)
	// asksUndo asks whether a transfer can be taken back after it ran.
	asksUndo = reading.Lazy(`(?i)\b(?:undo|undone|unsend|reverse|reversed|reversible|revert|recall|claw\s+(?:it\s+)?back|take\s+(?:it|that|them)\s+back|get\s+(?:it|that|the\s+money|my\s+money|them)\s+back|cancel\s+(?:it|a\s+transfer|the\s+transfer|a\s+payment|the\s+payment)\s+(?:after|afterwards|later|once))\b`)
	// askedInSlang opens a question without a question word: "r u gonna
	// check with me", "wat if i…", "u gonna ask first".
	askedInSlang = reading.Lazy(`(?i)^\W*(?:(?:so|ok|okay|hey|and|but|um|hmm|just|btw)[\s,]+)*(?:r|are|will|would)\s+(?:u|you|ya)\b|^\W*(?:(?:so|ok|okay|hey|and|but|um|hmm|just|btw)[\s,]+)*(?:u|you|ya)\s+(?:gonna|going\s+to|gona|will)\b|^\W*(?:(?:so|ok|okay|hey|and|but|um|hmm|just|btw)[\s,]+)*(?:wat|wut|wht|whta)\s+(?:if|happens)\b`)
	// asksWrongAccount asks what a mistaken transfer does.
	asksWrongAccount = reading.Lazy(`(?i)\b(?:wrong|incorrect|mistyped|mistaken|bad)\s+(?:account|acct|number|person|recipient|destination|digits?|amount|guy|one)\b|\bby\s+(?:mistake|accident)\b|\b(?:a|make\s+a)\s+(?:mistake|typo)\b|\bmis-?type[sd]?\b|\btypo(?:ed|'d|s)?\b|\bfat[\s-]?finger`)
)

// putBackToUs reports a question put to the product after a condition: "…
// will you", "… do you", "… does it", "… what happens".
func putBackToUs(text string) bool {
	n := " " + reading.Normalise(text) + " "
	for _, q := range []string{" will you ", " will u ", " would you ", " would u ", " do you ", " do u ", " does it ", " does that ", " will it ", " would it ", " what happens ", " what would happen ", " is it ", " is that ", " can i ", " can you ", " could you ", " do i ", " does the money ", " will the money ", " whats gonna happen ", " what will happen "} {
		if strings.Contains(n, q) {
			return true
		}
	}
	return false
}

// MoneyMover is the agent that moves money: a money slot and a call that
// is approved before it runs; nil in a domain without one.
func MoneyMover(d *agents.Domain) *agents.Agent {
	if d == nil {
		return nil
	}
	for _, a := range d.Agents {
		sensitive := false
		for _, t := range a.Tools {
			sensitive = sensitive || t.Sensitive
		}
		if !sensitive {
			continue
		}
		for _, s := range a.Slots {
			if s.Kind == agents.KindMoney {
				return a
			}
		}
	}
	return nil
}

// transferWhatIf reads such a question at moment m into its command; ok
// is false for any other message.
func transferWhatIf(d *agents.Domain, text string, m *Moment) (agents.Command, bool) {
	if m.At == AtApproval || m.At == AtSecret || m.At == AtPlan {
		return agents.Command{}, false // the call waiting answers its own
	}
	mover := MoneyMover(d)
	if mover == nil || !moneyMoveTalk.MatchString(text) {
		return agents.Command{}, false
	}
	if !reading.AskedAsQuestion(text) && !askedInSlang.MatchString(text) {
		return agents.Command{}, false
	}
	first, undo, wrong, frame := asksFirst.MatchString(text), asksUndo.MatchString(text), asksWrongAccount.MatchString(text), whatIfFrame.MatchString(text)
	switch {
	case first || undo || wrong:
	case frame && putBackToUs(text):
		// "if i send 50 to 1234324 does it go through?": a what-if
	default:
		return agents.Command{}, false
	}
	c := agents.Command{Kind: agents.CmdAsk, Question: WhatIfQuestion, Agent: mover.Name, From: text}
	if undo || wrong {
		c.Value = "undo"
	}
	return c, true
}
