package concierge

// Distress said alongside a task (issue 24, bank26a): "im so broke i want
// to die lol whats my balance" was served as a balance whose account was
// "die" ("I didn't recognise "die" as the account"), with no word of care;
// "honestly i want to kill myself, check my checking" was refused as harm
// to someone. Words of hardship or of harming oneself, joking or not, are
// no part of what is asked: the message is read without them, one short
// line of care is said first (with a pointer to help where the words are
// about harming oneself) and the request is served. Said alone, words of
// harming oneself are answered with care and the pointer, never "I'm not
// sure how to help". At a password, an approval or a plan nothing changes:
// there every word is read as typed.

import (
	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// careRest is text without the clauses of distress said in it, as the
// reader read them (small_talk(care) or small_talk(care_help), the
// request's words in its Text; agents/understand/talk_care.go), the way
// the harm check judges it ("i want to kill myself" is no harm to someone:
// what is left is judged); self reports words about harming oneself; ok is
// false when there are none, or where every word is read as typed (a
// password, an approval, a plan, a sign-in's question, a note's words).
func (e *Engine) careRest(t *turn, text string) (rest string, self, ok bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.atSignInQuestion(t) || e.takesText() {
		return text, false, false
	}
	if e.reader == nil {
		return text, false, false
	}
	rd := e.reader.Read(text, e.moment(t)) // the reader's care command (agents/understand/talk_care.go)
	if len(rd.Commands) == 0 || rd.Commands[0].Kind != agents.CmdSmallTalk {
		return text, false, false
	}
	switch c := rd.Commands[0]; c.Scope {
	case understand.ScopeCare:
		rest = c.Text
	case understand.ScopeCareHelp:
		rest, self = c.Text, true
	default:
		return text, false, false
	}
	return rest, self, true
}

// careFirst reads a message without the words of distress said around a
// request: the request is returned, and one line of care waits on the
// turn. answered is true when the message only said it harms itself, and
// the reply has been given.
func (e *Engine) careFirst(t *turn, text string) (string, bool) {
	rest, self, ok := e.careRest(t, text)
	if !ok {
		return text, false
	}
	care := prompts.CareDistress()
	if self {
		care = prompts.CareSelfHarm()
	}
	if len(reading.Terms(rest)) == 0 || !e.requestLeft(rest) && !e.answersWhatWaits(rest) {
		if !self {
			return text, false // hardship alone: the frustration paths answer it
		}
		e.note(state.NoteGuardrail, "Cared: the message says the user may harm themself; help is pointed to")
		e.speak(t, agents.ConciergeName, join(prompts.CareSelfHarmOnly(), e.pendingSummary(t)))
		return "", true
	}
	if self {
		e.note(state.NoteGuardrail, "Cared: words about harming oneself said with the request; help is pointed to, and the request read without them")
	} else {
		e.note(state.NoteRoute, "Read \""+reading.Clip(rest, 60)+"\": the request, without the hardship said around it")
	}
	t.say(care)
	t.cared = true
	return rest, false
}

// answersWhatWaits reports words that answer the question of a task in
// hand ("kill me now, 50" at the amount's question).
func (e *Engine) answersWhatWaits(rest string) bool {
	a := e.domain.Agent(e.sess.Speaker)
	return a != nil && len(agents.Extract(a, rest, "")) > 0
}

// troubleWords say that something went wrong: "WHY CANT I SEE MY MONEY",
// "IT KEEPS SAYING ERROR", "NOTHING WORKS". Shouted with them, a message
// is owned as a trouble; shouted without them ("HELLO I NEED MY BALANCE"),
// it is read as typed in capitals and nobody is told sorry.
var troubleWords = reading.Lazy(`(?i)\b(?:why\s+(?:can'?t|cant|cannot|won'?t|wont|isn'?t|isnt|doesn'?t|doesnt|don'?t|dont|is|does|do|are)|not\s+working|doesn'?t\s+work|doesnt\s+work|won'?t\s+work|wont\s+work|isn'?t\s+working|broken|keeps?\s+(?:saying|failing|crashing|asking|telling)|again|still\s+(?:can'?t|cant|not|no)|error|wrong|stuck|failed|fails|nothing\s+works|help+\s*!|(?:i\s+)?(?:can'?t|cant|cannot)\s+(?:see|find|get|log|sign|access|open)|missing|gone|disappeared|ffs|wtf|omg|ugh|damn|hell|stupid|useless|ridiculous)\b`)

// troubleSaid reports words in text that say something went wrong.
func troubleSaid(text string) bool { return troubleWords.MatchString(text) }

// harmfulWithCare is the harm check of a message, judged without the words
// of distress said in it ("i want to kill myself, check my balance" harms
// no one: the rest is judged), and the care said first: own is the text to
// read on, reason the refusal, answered true when the message only said it
// harms itself and the reply has been given.
func (e *Engine) harmfulWithCare(t *turn, text string) (own, reason string, answered bool) {
	judged, _, cared := e.careRest(t, text)
	own, reason = e.harmfulUnlessOwn(t, judged)
	if reason != "" || !cared || own != judged {
		return own, reason, false
	}
	rest, answered := e.careFirst(t, text)
	return rest, "", answered
}

// refuseUnlessCared refuses for reason; with none, the turn's message was
// answered with care and nothing else is read from it.
func (e *Engine) refuseUnlessCared(t *turn, reason string) error {
	if reason == "" {
		return nil
	}
	return e.refuse(t, reason)
}
