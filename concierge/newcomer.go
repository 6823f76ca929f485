package concierge

// An unsure newcomer (issue 24, bank24b): "hello dear is this the bank"
// was told "I'm not sure how to help with that", and "my grandson set
// this up, i dont know what to type" at the username question dropped
// the sign-in and the balance as a cancel. A line that asks whether this
// is the right place, or says the user does not know what to type or how
// this works, gets a warm answer: what the concierge is, what it can do,
// and how to ask, with examples in the user's own kind of words — in
// every domain, with nothing in hand or at the username question (asked
// again after it). It is never a cancel and never a try.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
)

// newcomerWords are the ways an unsure newcomer says so.
var newcomerWords = reading.Lazy(`(?i)(?:\bi have no idea what this is\b` +
	`|\b(?:do ?n[o']?t|dont|do not|not sure|no idea|dunno|idk|have no clue|no clue)\b[^.?!]{0,25}\b(?:what|how) (?:to|i should|do i|i) (?:type|do|say|write|ask|put|use|start|begin|press)` + newcomerEnd +
	`|\bwhat (?:do|should|can|must) i (?:type|do|say|write|put|press)` + newcomerEnd +
	`|\bhow (?:does|do) (?:this|it|this thing|this app|this chat) (?:work|go)\b|\bhow do i use (?:this|it)\b` +
	`|\b(?:new to|first time (?:using|with|on|here)|never used) (?:this|these|computers|chat|the app)?|\bnot (?:very |too |so )?(?:good|great|clever) with (?:computers|technology|tech|phones|these|this)\b` +
	`|\b(?:set|setup|set up|installed|put) (?:this|it) (?:up )?for me\b|\b(?:grandson|granddaughter|grandkids|son|daughter|nephew|niece) (?:set|setup|installed|put)\b` +
	`|\b(?:i'?m|im|i am) (?:a bit |so |very |completely )?(?:confused|lost)\b` + newcomerLostPattern + `)`)

// newcomerEnd ends a "what do I type" said alone: "what do i do if my
// card is stolen" is a question of its own.
const newcomerEnd = `(?: here| now| first| next| with this| on this| with it| in here)?\s*(?:[?.!,;]|$)`

// newcomerRead reads an unsure newcomer's line, with nothing in hand or at
// the username question, into the warm answer; ok is false for any other
// line. It only reads.
func (e *Engine) newcomerRead(t *turn, text string) (turnCmd, bool) {
	if !newcomerWords.MatchString(text) || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	switch e.moment(t).At {
	case understand.AtNone, understand.AtUsername:
	default:
		return turnCmd{}, false
	}
	if _, ok := e.aboutSessionRead(text); ok || e.appQuestionRead(t, text) != "" || strings.Contains(strings.ToLower(text), "password") || whoThisIsAsked.MatchString(text) {
		return turnCmd{}, false // "is it a real bank?", "is this app secure?", "i forgot my password, what do i do?": answered as ever
	}
	if rest := strings.Join(strings.Fields(newcomerRest(text)), " "); e.newRequest(rest) || hasCancel(text) {
		return turnCmd{}, false // "is this the bank? i want my balance": the request is read
	}
	return sayCmd(agents.CmdHelp, "help(newcomer) — unsure what to type: what can be done and how to say it", text, prompts.Newcomer(e.menu(), e.newcomerExamples()), e.sess.Speaker != ""), true
}

// newcomerExamples are up to two things to type, each the first example
// of an agent the user can ask, the sign-in's own left out.
func (e *Engine) newcomerExamples() []string {
	signIn, _ := e.signInAgent()
	var out []string
	for _, a := range e.domain.Agents {
		if !a.ExposeToUser || a == signIn || len(a.Examples) == 0 {
			continue
		}
		out = append(out, strings.TrimSpace(a.Examples[0]))
		if len(out) == 2 {
			break
		}
	}
	return out
}

// newcomerRest is text without the newcomer's words.
func newcomerRest(text string) string {
	for i := 0; i < 4; i++ {
		loc := newcomerWords.FindStringIndex(text)
		if loc == nil {
			break
		}
		text = text[:loc[0]] + " " + text[loc[1]:]
	}
	return text
}

// whoThisIsAsked asks who or what this is ("is this the bank? my grandson
// set this up"): answered by the opening talk (bank20c) as before.
var whoThisIsAsked = reading.Lazy(`(?i)\b(?:is (?:this|it|that)|am i talking to|who is this|what is this)\b`)
