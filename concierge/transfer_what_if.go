package concierge

// A question about how moving money works, asked as a what-if (R50's ask,
// R11, R42; issue 24, round 21): "if I ask you to send 100 to 1234324
// will you ask me first?", "would you let me send 5k without asking?",
// "what happens if I send money to the wrong account", "can I undo a
// transfer after?". The first two started the transfer (the login asked
// next), the others were "nothing I have says". Each is answered from
// what the product does — every transfer shows its summary and runs only
// on a yes to it; one that has gone through can't be undone here — and
// nothing starts; what waits is said again.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

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

// transferWhatIfRead reads a question about how moving money works into
// its answer; ok is false for any other message. It only reads.
func (e *Engine) transferWhatIfRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false // the call waiting answers its own (call_questions.go)
	}
	mover := e.moneyMover()
	if mover == nil || !moneyMoveTalk.MatchString(text) {
		return turnCmd{}, false
	}
	asked := askedAsQuestion(text) || strings.Contains(text, "?") || askedInSlang.MatchString(text)
	if !asked {
		return turnCmd{}, false
	}
	first, undo, wrong, frame := asksFirst.MatchString(text), asksUndo.MatchString(text), asksWrongAccount.MatchString(text), whatIfFrame.MatchString(text)
	switch {
	case first || undo || wrong:
	case frame && putBackToUs(text):
		// "if i send 50 to 1234324 does it go through?": a what-if
	default:
		return turnCmd{}, false
	}
	answer := prompts.TransferWhatIf(mover.TaskPhrase(), undo || wrong)
	return sayCmd(agents.CmdAsk, "ask(how it works) — a question about moving money, answered from what the product does; nothing is started", text, answer, true), true
}

// putBackToUs reports a question put to the product after a condition: "…
// will you", "… do you", "… does it", "… what happens".
func putBackToUs(text string) bool {
	n := " " + normalise(text) + " "
	for _, q := range []string{" will you ", " will u ", " would you ", " would u ", " do you ", " do u ", " does it ", " does that ", " will it ", " would it ", " what happens ", " what would happen ", " is it ", " is that ", " can i ", " can you ", " could you ", " do i ", " does the money ", " will the money ", " whats gonna happen ", " what will happen "} {
		if strings.Contains(n, q) {
			return true
		}
	}
	return false
}

// moneyMover is the agent that moves money: a money slot and a call that
// is approved before it runs; nil in a domain without one.
func (e *Engine) moneyMover() *agents.Agent {
	for _, a := range e.domain.Agents {
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
