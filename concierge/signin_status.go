package concierge

// A question whether one is signed in (issue 24 round 9, R29, R50's ask):
// "am i logged in?", "am I signed in", "who am I logged in as", "am i
// still logged on rn", "is anyone signed in". Its login words routed it
// to the sign-in, which asked for the username: a question started a
// task. It is answered from the session's facts — no, or yes and as whom
// — and nothing starts; what waits is said after it.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// signInStatusQuestion is a whole message asking whether, or as whom, the
// user is signed in, typos of "logged" and "signed" included.
var signInStatusQuestion = reading.Lazy(`(?i)^\W*(?:(?:so|ok|okay|um+|uh+|hey|wait|quick q(?:uestion)?|btw|also|and|just checking|sorry|(?:are|r)\s+(?:you|u)\s+sure(?:\s+that)?)\W+)*` +
	`(?:still|(?:am|r|are)\s+(?:i|we|u)|is\s+(?:any\s*one|some\s*one|any\s*body|my\s+account|me)|i'?m|im|i\s+am|did\s+i|have\s+i|did\s+(?:the|my)\s+(?:login|log\s*in|sign\s*in)|who(?:'?s|\s+is|\s+am\s+i|\s+are\s+you\s+seeing\s+me\s+as)?|which\s+(?:user|account|username|name)\s+am\s+i|what\s+(?:user|username|name|account)\s+am\s+i)` +
	`\s+(?:(?:still|already|currently|even|actually|really|properly|now|being)\s+)*` +
	`(?:(?:logg?e?d|lodged|loggd|sign(?:e|n)d|singed|sined|sigend|log(?:ged)?)\s*-?\s*(?:in(?:to)?|on)|(?:work|go\s+through|succeed))` +
	`(?:\s+(?:as|with|under))?` +
	`(?:\s+(?:right\s+now|now|yet|still|already|or\s+not|rn|atm|at\s+the\s+moment|here|at\s+all|to\s+(?:the\s+)?(?:bank|app|notes|my\s+account)))*` +
	`(?:\s+(?:as\s+)?[a-z][a-z0-9._-]{1,31})??` +
	signInStatusTag + `\W*$`)

// signInStatusTag is the tag a question about the sign-in is said with
// ("i'm logged in as seldo right?", "still logged in yeah?"): asking, never
// a password (bank33).
const signInStatusTag = `(?:\W+(?:right|ri+te|rite|yeah|yea|ya|yes|correct|no|huh|eh|ok|okay|yep|isn'?t\s+it|aren'?t\s+i|am\s+i\s+not|or\s+not|or\s+what|too|already|still))*`

// signInStatusRead answers a question whether one is signed in. It only
// reads: the answer is composed from the facts as they stand.
func (e *Engine) signInStatusRead(text string) (turnCmd, bool) {
	if len(e.domain.SignedOut) == 0 || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	a, user := e.signInAgent()
	if a == nil || !signInStatusQuestion.MatchString(strings.TrimSpace(text)) {
		return turnCmd{}, false
	}
	if isLogout(text) || read(text).Is(reading.LogoutFramed) {
		return turnCmd{}, false
	}
	reply := prompts.SignInStatusNo()
	if e.sess.Speaker == a.Name || e.sess.Agenda.Holds(a.Name) {
		reply = prompts.SignInStatusNotYet() // at the sign-in's own question: what waits is said after
	}
	if e.signedIn() {
		reply = prompts.SignInStatusYes(e.signedInAs(user))
	}
	return sayCmd(agents.CmdAsk, "ask(signed in?) — a question about the sign-in, answered from the session; nothing starts", text, reply, true), true
}

// signedInAs is the name the user is signed in as, "" when the domain
// keeps none.
func (e *Engine) signedInAs(user *agents.Slot) string {
	if user == nil {
		return ""
	}
	if v := e.sess.Facts[user.Name]; v != "" {
		return v
	}
	for _, k := range []string{"username", "owner", "member", "user"} {
		if v := e.sess.Facts[k]; v != "" && v != e.domain.SignedOut[k] {
			return v
		}
	}
	return ""
}

// everydayLoginWords stand around a username said in everyday words ("my
// name on here is seldo", "I go by seldo", "the name's seldo"): no
// request of their own beside the sign-in.
//
// Issue 24: the assent and chat spelling a login is said with ("yeah its
// seldo n the passwords monkey", "ya im seldo nd pw is monkey").
var everydayLoginWords = lazyWordSet(`name names name's on here go by called handle registered the it's its and i i'm im n & + user's username's login's users usernames logins
	yeah yea ya yah yep yup yes ok okay k kk sure so well um uh oh alright hey nd an plus also`)
