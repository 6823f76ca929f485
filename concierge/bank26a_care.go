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
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// afterDistress is what may trail a clause of distress: a laugh, a filler.
const afterDistress = `(?:\s+(?:lol+|lmao+|lmfao|rofl|haha+|hehe+|jk|tbh|ngl|fr|rn|honestly|seriously|literally|lowkey|tho|though)\b)*[\s,.!?;:…-]*`

var (
	// selfHarmSaid is a clause about harming oneself or not wanting to
	// live: "i want to die", "kill me now", "i could just end it all",
	// "i don't want to be here anymore", "i'm suicidal".
	selfHarmSaid = reading.Lazy(`(?i)(?:^|\b)(?:` +
		`(?:(?:^|[,.;:!?…]\s*)|\b(?:i|im|i'm|i’m|i\s+am|makes?\s+me|making\s+me|made\s+me)\s+)(?:(?:so|just|really|literally|honestly|actually|kinda|kind\s+of|almost|seriously)\s+)*(?:want|wanna|wish\s+i\s+could|wish\s+i\s+was|could|might|gonna|going|about|ready|feel\s+like\s+i\s+(?:want|wanna|could)|feel\s+like)\s+(?:to\s+)?(?:just\s+)?(?:die|be\s+dead|dead|kill\s+myself|end\s+(?:it\s+all|it|my\s+life|things|myself)|not\s+(?:be\s+here|exist|wake\s+up)|disappear\s+forever)` +
		`|(?:^|[,.;:!?…]\s*)(?:(?:just|omg|ugh|lord|god|somebody|someone)\s+)*kill\s+me(?:\s+(?:now|already|please|pls|plz|right\s+now))*(?:\s*[,.;:!?…]|\s+(?:lol|lmao|haha|jk)\b|$)` +
		`|\bi\s+(?:don'?t|dont|do\s+not)\s+want\s+to\s+(?:live|be\s+alive|be\s+here|exist|go\s+on)(?:\s+any\s*more)?` +
		`|(?:i'?m|im|i’m|i\s+am|feeling|i\s+feel)\s+(?:so\s+|really\s+|kinda\s+|pretty\s+|a\s+bit\s+|a\s+little\s+)?suicidal` +
		`|(?:i\s+(?:feel\s+like\s+)?|thinking\s+(?:of|about)\s+)?ending\s+it\s+all|\bkms\b` +
		`)` + afterDistress)

	// distressSaid is a clause of hardship that asks for nothing: "im so
	// broke", "this bank makes me want to cry", "i'm at the end of my
	// rope", "i can't cope anymore".
	distressSaid = reading.Lazy(`(?i)(?:^|\b)(?:` +
		`(?:this|the|your|that|it|my)\s*(?:bank|app|thing|place|insurance|company|stuff|account|week|day|month|life|money)?\s*(?:makes?|made|is\s+making|'s\s+making)\s+me\s+(?:want\s+to\s+|wanna\s+)?(?:cry|scream|sob|sad|so\s+sad|miserable|depressed|anxious|sick)` +
		`|(?:i'?m|im|i’m|i\s+am)\s+(?:so+\s+|really\s+|totally\s+|completely\s+|literally\s+|absolutely\s+|dead\s+|flat\s+)*(?:broke|skint|stressed(?:\s+out)?|depressed|miserable|desperate|overwhelmed|at\s+the\s+end\s+of\s+my\s+(?:rope|tether)|at\s+my\s+wits'?\s+end|drowning\s+in\s+debt|in\s+so\s+much\s+debt|crying|in\s+tears|a\s+mess|falling\s+apart|heartbroken|devastated)` +
		`|(?:i\s+)?(?:can'?t|cant|cannot)\s+(?:cope|take\s+(?:it|this)|handle\s+(?:it|this))(?:\s+any\s*more)?` +
		`|(?:i\s+)?(?:want|wanna)\s+to\s+cry|(?:i'?m|im)\s+about\s+to\s+cry|my\s+life\s+is\s+(?:a\s+mess|falling\s+apart|over|hell|ruined)` +
		`|(?:at\s+)?the\s+end\s+of\s+my\s+(?:rope|tether)|(?:worst|horrible|awful|terrible)\s+(?:day|week|month|year)\s+ever` +
		`)` + afterDistress)

	// harmTogether is what, right after a clause about harming oneself,
	// would make it about another too: "kill myself and my wife".
	harmTogether = reading.Lazy(`(?i)^\s*(?:and|&|\+|plus|with|along\s+with|too|as\s+well)\s+(?:my|the|his|her|their|your|him|her|them|you|u|every|all|some|people|that|this)\b`)
)

// careRest is text without the clauses of distress said in it, the way
// the harm check judges it ("i want to kill myself" is no harm to someone:
// what is left is judged); self reports words about harming oneself; ok is
// false when there are none, or where every word is read as typed (a
// password, an approval, a plan, a sign-in's question, a note's words).
func (e *Engine) careRest(t *turn, text string) (rest string, self, ok bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.atSignInQuestion(t) || e.takesText() {
		return text, false, false
	}
	self, cut := cutClauses(selfHarmSaid, text)
	if self && harmTogether.MatchString(cut.after) {
		return text, false, false // "kill myself and him": the harm check judges it whole
	}
	hard, cut2 := cutClauses(distressSaid, cut.text)
	if !self && !hard {
		return text, false, false
	}
	rest = strings.TrimLeft(strings.TrimSpace(cut2.text), ",.;:-!?… ")
	for {
		f := strings.Fields(rest)
		if len(f) == 0 || !careLead()[strings.Trim(strings.ToLower(f[0]), ",.!?")] {
			break
		}
		rest = strings.TrimSpace(strings.TrimPrefix(rest, f[0]))
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

// careLead are words left at the front once the distress is gone that only
// led into it ("so ...", "and ...", "anyway ...").
var careLead = lazyWordSet(`so and but anyway anyways just ok okay like man already also plus`)

// answersWhatWaits reports words that answer the question of a task in
// hand ("kill me now, 50" at the amount's question).
func (e *Engine) answersWhatWaits(rest string) bool {
	a := e.domain.Agent(e.sess.Speaker)
	return a != nil && len(agents.Extract(a, rest, "")) > 0
}

// careCut is a text with clauses cut out, and what stood right after
// the last one cut.
type careCut struct{ text, after string }

// cutClauses cuts every match of re out of text; found is false when
// nothing matched.
func cutClauses(re *reading.LazyRegexp, text string) (found bool, out careCut) {
	locs := re.FindAllStringIndex(text, -1)
	out.text = text
	for i := len(locs) - 1; i >= 0; i-- {
		l := locs[i]
		if l[1] <= l[0] || strings.TrimSpace(text[l[0]:l[1]]) == "" {
			continue
		}
		if !found {
			out.after = text[l[1]:]
		}
		found = true
		out.text = out.text[:l[0]] + " " + out.text[l[1]:]
	}
	return found, out
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
