package concierge

// A question about money already moved (bank round 32, tryout 50): "wait
// what did i just send and to who", "how much did i transfer", "where did
// that money go". The word "send" routed it to transfer_money, which asked
// for a destination: a question about the past started a new transfer.
// It is answered from this session's receipts (what the transfer made, so
// only what really moved), or "nothing was sent", and nothing starts. A
// "no, I'm asking what I already sent" after such a misread corrects the
// reading: the transfer it started, with nothing yet given, is dropped.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execSentAsked turnExec = iota + 10700 // ask(session: sent): what money moved, from the receipts

// sentAsked is a question about money moved before, as the whole message:
// a question word with a past "did I send" / "I sent", or "where did that
// money go", or "what was my last transfer". A request ("send 15 again")
// never matches: the verb is past, or asked with did/have.
var sentAsked = reading.Lazy(`(?i)^\W*(?:(?:so|ok|okay|um+|uh+|hey|wait|hold\s+on|hang\s+on|sorry|btw|quick\s+q(?:uestion)?|remind\s+me|(?:can|could)\s+(?:you|u)\s+(?:remind\s+me|tell\s+me|show\s+me)|tell\s+me|show\s+me|no+|nah|nope|not\s+that|i\s+mean|i\s+meant|(?:i'?m|im|i\s+am|i\s+was)\s+asking(?:\s+about)?|i\s+asked|i\s+(?:want|wanna|need)\s+(?:to\s+)?know|do\s+(?:you|u)\s+know)\W+)*(?:` +
	// "what did i just send", "how much have we transferred", "who'd i pay"
	`(?:what|wat|wht|wut|waht|whta|how\s+much(?:\s+(?:money|cash))?|how\s+many\s+(?:dollars|bucks)|who|whom|where|which\s+account|what\s+account)\s*(?:did|'?d|have|'?ve|has)\s+(?:i|we|u|you)\s+(?:(?:just|jus|already|alr|actually|even|exactly)\s+)*` +
	`(?:send|sned|snd|transfer|tranfer|trasnfer|transfre|move|pay|wire|sent|transferred|transfered|tranfered|moved|paid|payed|wired)` +
	// "what i ALREADY sent", "how much i moved earlier"
	`|(?:what|wat|how\s+much(?:\s+(?:money|cash))?|who|where)\s+(?:i|we)\s+(?:(?:just|jus|already|alr|actually)\s+)*(?:sent|transferred|transfered|tranfered|moved|paid|payed|wired|did\s+send|did\s+transfer)` +
	// "where did that money go", "where'd my 15 bucks end up"
	`|where\s*(?:did|'?d|has|have|is|'?s)\s+(?:that|the|my|this|those|all\s+that)\s+(?:money|cash|transfer|payment|funds|\$?\d[\d.,]*(?:\s*(?:bucks|dollars))?)\s+(?:go|gone|went|end\s+up|ended\s+up|sent\s+to)` +
	// "where that money went", "where my cash ended up"
	`|where\s+(?:that|the|my|this|those|all\s+that)\s+(?:money|cash|transfer|payment|funds)\s+(?:went|ended\s+up|was\s+sent|got\s+sent)` +
	// "what was my last transfer", "what were the transfers today"
	`|(?:what|wat)\s+(?:was|were|is|'?s)\s+(?:the|my|that)\s+(?:(?:last|previous|earlier|recent|latest)\s+)?(?:transfers?|payments?|transactions?)(?:\s+(?:i|we)\s+(?:just\s+)?(?:made|did|sent))?` +
	`)(?:\s+(?:(?:and\s+)?(?:to\s+)?(?:who|whom|where|which\s+account)(?:\s+to)?|money|cash|it|that|to|out|over|earlier|before|today|just\s+now|so\s+far|already|again|exactly|in\s+this\s+(?:session|chat)|from\s+(?:which|what)\s+account|please|pls|lol|tho|then|here))*\W*$`)

// correctsReading is the opening of a message that says the last one was
// misread: "no", "nah", "i'm asking", "i meant".
var correctsReading = reading.Lazy(`(?i)^\W*(?:(?:wait|hold\s+on|ugh|omg)\W+)*(?:no+|nah|nope|not\s+that|i\s+mean|i\s+meant|(?:i'?m|im|i\s+am|i\s+was)\s+asking|i\s+asked)\b`)

// sentAskedRead reads a question about money already moved, when the
// domain has a task that moves it; ok is false otherwise. It only reads.
func (e *Engine) sentAskedRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	n := strings.ReplaceAll(normalise(text), "’", "'")
	if !sentAsked.MatchString(n) {
		return turnCmd{}, false
	}
	if _, after := e.fateAfterLogoutRead(text); after {
		return turnCmd{}, false // after a logout: what became of it, dropped or declined too (fate_after_logout.go)
	}
	mover := e.moneyMover() // (transfer_what_if.go)
	if mover == nil {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdAsk, execSentAsked, text)
	c.a, c.Text = mover, e.sentReply(mover)
	c.shown = "ask(session: sent) — what money moved in this session, from its receipts; nothing new starts"
	c.keep = correctsReading.MatchString(n) && e.misreadTransfer(mover)
	return c, true
}

// misreadTransfer reports a transfer in hand with nothing yet given to
// it and nothing waiting under it: what a misread question started.
func (e *Engine) misreadTransfer(a *agents.Agent) bool {
	if e.sess.Speaker != a.Name || e.sess.Pending.Approval != nil || len(e.sess.Agenda.Requests()) > 0 {
		return false
	}
	for _, task := range e.sess.Agenda {
		if task.IsTask() && task.Agent != a.Name {
			return false
		}
	}
	if w := e.sess.Work[a.Name]; w != nil {
		for _, v := range w.Slots {
			if v != "" {
				return false
			}
		}
	}
	return true
}

// sentReply says what the session's receipts of a's task hold, or that
// nothing was sent.
func (e *Engine) sentReply(a *agents.Agent) string {
	var lines []string
	for _, art := range e.sess.Artifacts {
		if art.Agent == a.Name && art.Kind == "receipt" {
			lines = append(lines, receiptLine(art))
		}
	}
	switch len(lines) {
	case 0:
		return "Nothing has been sent in this session: no transfer has gone through here. I can only see what was done in this conversation."
	case 1:
		return "You sent " + lines[0] + "."
	}
	return "In this session you sent:\n- " + strings.Join(lines, "\n- ")
}

// receiptLine is a receipt in words: "$15.00 from Savings (2345678901) to
// 7654321 at 14:03"; its title when its body has no such lines.
func receiptLine(art state.Artifact) string {
	field := map[string]string{}
	for _, l := range strings.Split(art.Body, "\n") {
		if k, v, ok := strings.Cut(l, ":"); ok {
			field[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
	}
	at := ""
	if !art.Time.IsZero() {
		at = " at " + art.Time.Format("15:04")
	}
	if field["Amount"] == "" || field["To"] == "" {
		return art.Title + at
	}
	from := ""
	if field["From"] != "" {
		from = " from " + field["From"]
	}
	return fmt.Sprintf("%s%s to %s%s", field["Amount"], from, field["To"], at)
}

// runSentAsked answers, dropping the transfer a misread started first;
// done is false for another command.
func (e *Engine) runSentAsked(t *turn, c turnCmd) (step, bool) {
	if c.exec != execSentAsked {
		return stop, false
	}
	said := c.Text
	if c.keep {
		e.clearTasks()
		e.note(state.NoteContinuation, "Abandoned: "+c.a.Name+"; the message it started from was a question about what was sent")
		e.status()
		said = join("Sorry, I misread that: I won't start a new transfer.", said)
	}
	if ap := e.sess.Pending.Approval; ap != nil {
		e.speak(t, agents.ConciergeName, join(said, prompts.ApprovalReminder(ap.Summary)))
		return stop, true
	}
	e.speak(t, agents.ConciergeName, join(said, e.pendingSummary(t)))
	return stop, true
}
