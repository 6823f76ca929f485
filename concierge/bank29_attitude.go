package concierge

// Irritable talk (issue 24 round 27, bank29). A capability question with
// attitude after a remark ("oh great, so I wasn't even logged in. what
// can you even do") was read as a question on the side of a login: "You
// asked "what can you even do": I don't know that here … What is your
// username?". And thanks said in irony ("thanks for nothing", "wow so
// helpful") was answered "You're welcome!". The question lists what can
// be done and starts nothing; the ironic thanks gets a short apology and
// the offer of help.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

var (
	// remarkWords make a clause a remark about what happened or what is
	// not, never a request: "so I wasn't even logged in", "you can't
	// even log me out", "i never signed in".
	remarkWords = reading.Lazy(`(?i)\b(?:was|wasn'?t|were|weren'?t|wasnt|werent|never|not|didn'?t|didnt|can'?t|cant|couldn'?t|couldnt|isn'?t|isnt|aren'?t|arent|don'?t|dont|doesn'?t|doesnt|won'?t|wont)\b`)

	// thanksForNothing is thanks that cannot be meant: "thanks for
	// nothing", "gee thanks", "thanks a lot… not", "thanks a bunch (not)".
	thanksForNothing = reading.Lazy(`(?i)^(?:(?:oh|wow|well|great|gee|geez|jeez|yeah|ok|okay|so|um|uh|cool|super|lol)[\s,.!]+)*` +
		`(?:(?:thanks|thank\s+you|thx|ty|tnx|thnx|thank\s+u|cheers)\s+(?:for\s+)?(?:nothing|nothin'?|nada|zilch|absolutely\s+nothing|literally\s+nothing|nuthin)` +
		`|gee,?\s+(?:thanks|thx)(?:\s+a\s+lot)?` +
		`|(?:thanks|thx|thank\s+you)\s+a\s+(?:lot|bunch|million)\W*\s*(?:\.{2,}|…)?\s*\(?not\)?` +
		`|(?:thanks|thx|thank\s+you|very|so|real|really|super|such\s+a)\s+(?:helpful|help|big\s+help)\W*\s*(?:\.{2,}|…)?\s*\(?not\)?` +
		`|(?:well|wow)\s+that\s+was\s+(?:so\s+|really\s+|super\s+|very\s+)?(?:helpful|useful|a\s+big\s+help)` +
		`)(?:[\s,]+(?:mate|man|dude|bro|buddy|pal|mister|then|again|lol|lmao|smh|really|seriously))*[\s.!?…🙄😒]*$`) // "cheers for nothing mate"

	// thanksIronic is thanks that is irony where nothing was done: "great,
	// thanks a lot", "wow so helpful", "real helpful", "wow thanks".
	thanksIronic = reading.Lazy(`(?i)^(?:(?:oh|ok|okay|so|well|yeah)[\s,.!]+)*` +
		`(?:(?:oh\s+great|wow|gee|geez)[\s,.!]+(?:thanks|thank\s+you|thx|ty)(?:\s+a\s+(?:lot|bunch|million)|\s+so\s+much)?` +
		`|(?:great|wonderful|fantastic|brilliant|perfect|awesome|cool|super|nice)[\s,.!]+(?:thanks|thank\s+you|thx|ty)\s+a\s+(?:lot|bunch|million)` +
		`|(?:wow|well|great)[\s,.!]+(?:so|very|really|super|real)\s+(?:helpful|useful)` +
		`|(?:real|very|so|super|really)\s+(?:helpful|useful)(?:\s+(?:there|lol|mate|buddy|pal))?` +
		`|(?:what\s+a|such\s+a|wow\s+(?:what|such)\s+a)\s+(?:big\s+|huge\s+|great\s+)?help` +
		`)[\s.!?…🙄😒]*$`)
)

// thanksSarcastic reports thanks meant as irony: always for "thanks for
// nothing", and for "great, thanks a lot", "wow so helpful" when no task
// has been done in the session.
func (e *Engine) thanksSarcastic(text string) bool {
	t := strings.TrimSpace(text)
	if thanksForNothing.MatchString(t) {
		return true
	}
	return e.sess.Last == nil && thanksIronic.MatchString(t)
}

// sarcasticThanksRead reads ironic thanks into an apology and what can be
// done (or what waits, asked again); ok is false for any other message.
// It only reads.
func (e *Engine) sarcasticThanksRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || !e.thanksSarcastic(text) {
		return turnCmd{}, false // at the password question, whatever is typed is the password
	}
	const shown = "small_talk(thanks, ironic) — thanks said in irony: a short apology, never \"You're welcome\""
	return e.apologyCmd(shown, text, prompts.ThanksSarcastic), true // frustration.go
}

// capabilitiesWithRemarkRead reads a capability question said after a
// remark about what happened ("oh great, so I wasn't even logged in. what
// can you even do", "you can't even log me out?? what are you even for")
// into the list of what can be done: the remark starts nothing. ok is
// false while anything waits, when the message asks no capability
// question, or when the rest gives a value or is no remark.
func (e *Engine) capabilitiesWithRemarkRead(t *turn, text string) (turnCmd, bool) {
	if e.reader == nil || !e.nothingInHand() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	q, rest, ok := sideQuestion(text)
	if !ok || strings.TrimSpace(rest) == "" || !remarkWords.MatchString(rest) {
		return turnCmd{}, false
	}
	for _, a := range e.domain.Agents {
		if len(agents.Extract(a, rest, "")) > 0 {
			return turnCmd{}, false // "send 20 to 1234324, i never did that. what can you do": a request
		}
	}
	rd := e.reader.Read(q, e.moment(t))
	if !rd.Sure || len(rd.Commands) != 1 || rd.Commands[0].Kind != agents.CmdCapabilities {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdCapabilities, "capabilities — the user asks what this does; the rest is a remark, not a request", text, e.welcome(), false), true
}
