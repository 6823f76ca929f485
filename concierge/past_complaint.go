package concierge

// A complaint about a past result (round 39's tester): "this thing is
// useless, last time it gave me the wrong letter" started the letter and
// said "I didn't use last, gave or wrong". It asks for nothing: it says
// something made before was wrong. Said while nothing of that task was
// done in this conversation, it is acknowledged with an offer to do the
// task again (its first value asked for), nothing starts, and none of
// its words is said to be unused. A message that also asks for something
// ("… can you redo it", "write a new one") or gives a value is a request
// and read as one.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// pastWrongWords say a result was wrong or no good.
var pastWrongWords = lazyWordSet(`wrong wrongly incorrect incorrectly bad useless broken messed mistake mistaken error errors rubbish garbage crap ` +
	`terrible awful screwed stuffed botched faulty busted off rong wromg wrnog useles uselss`)

// pastTimeWords place what is complained of before now: "last time", "you
// gave me", "yesterday".
var pastTimeWords = lazyWordSet(`last before yesterday earlier previously previous prior ago gave made wrote did sent produced generated got had was were spat`)

// pastAskWords ask for something: then the message is a request, read as
// one.
var pastAskWords = lazyWordSet(`pls please plz can could would will need want wanna new another redo again fix write make draft create generate do start`)

// pastComplaintRead reads a complaint about a past result of a task not
// done in this conversation into an apology and an offer; ok is false
// for any other message. It only reads.
func (e *Engine) pastComplaintRead(text string) (turnCmd, bool) {
	if e.sess.Last != nil || e.sess.Speaker != "" || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.sess.Plan != nil || e.sess.Agenda.Depth() > 0 {
		return turnCmd{}, false
	}
	wrong, past := false, false
	for _, w := range reading.Words(text) {
		if pastAskWords()[w] || w == "i" || w == "ive" || w == "i've" {
			return turnCmd{}, false // "… can you redo it": a request; "i gave you the wrong id": the user's own slip
		}
		wrong = wrong || pastWrongWords()[w]
		past = past || pastTimeWords()[w]
	}
	if !wrong || !past {
		return turnCmd{}, false
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	if !ok || !best.Core || !best.Agent.ExposeToUser || e.lastTaskOf(best.Agent.Name) != nil {
		return turnCmd{}, false // a result of this conversation: its own correction reads it
	}
	a := best.Agent
	if len(agents.Extract(a, text, "")) > 0 || len(a.Slots) == 0 || a.Task == "" {
		return turnCmd{}, false // a value given: a request with it
	}
	needs := a.Slots[0].LabelOrName()
	c := sayCmd(agents.CmdSmallTalk, "small_talk(complaint) — about a past result of "+a.Name+": acknowledged, with an offer to do it again; nothing starts", text,
		prompts.PastComplaint(a.Task, needs), false)
	return c, true
}
