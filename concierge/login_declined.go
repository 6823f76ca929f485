package concierge

// A sign-in turned down at its own question (R50, R53; round 17): "hmm
// actually i dont wanna log in right now, just tell me what msft is at"
// at "Please enter your password." was taken for a username correction
// ("The username is now right") and the password asked again. A line at
// the username or secret prompt that declines the login — "don't want to
// log in", "skip the login", "forget signing in", "i'd rather not sign in
// yet", "not now" — drops the sign-in and the tasks waiting on it with no
// try spent and nothing taken as a value, and the request said with it
// runs. The line is read by the loop's own reads only: no part of a line
// typed at a sign-in question reaches a model (R50), the request after
// the decline included (turn.signInLine).

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// loginNoun is the sign-in named as a thing or an act: "log in", "logging
// me in", "sign-in", "authentication", "the password".
const loginNoun = `(?:log(?:ging)?[ -]?(?:me |you )?(?:in|on)\b|logins?\b|sign(?:ing)?[ -]?(?:me |you )?(?:in|on)\b|signins?\b|authenticat\w*|auth\b|credentials\b)`

// loginDeclines are the ways people turn a sign-in down, on a line
// lowered with reading.ASCIILower (same length, so the offsets hold for
// the text as typed). Each is followed by the time words that belong to
// the decline ("right now", "yet", "for now").
var loginDeclines = reading.Lazy(`\b(?:` +
	// "i dont wanna log in", "i'd rather not sign in", "no need to log me in"
	`(?:do ?n['’]?t|dont|won['’]?t|wont|would ?n['’]?t|not|rather not|no need to|no reason to)` +
	`(?: (?:really|even|actually|particularly|wanna|want|wish|need|have|feel|like|care|plan|going|gonna|trying|try|bother|to|do|the|time|with|bothering|bothered|in|mood|up|for))* ` + loginNoun +
	`|` +
	// "i changed my mind about logging in"
	`(?:changed?|changing) (?:my|our) minds? (?:about|on|re) (?:the |all )?` + loginNoun +
	`|` +
	// "skip the login", "forget about logging in", "never mind signing in", "without logging in"
	`(?:skip|skipping|forget|forgetting|never ?mind|nevermind|nvm|drop|ditch|scrap|scratch|cancel|without|no more|no|hold off(?: on)?|pass on|leave|stop|quit)` +
	`(?: (?:about|the|that|this|all|my|any|of|with|whole|entire|it))* ` + loginNoun +
	`(?: (?:thing|stuff|part|bit|business|step))?` +
	`|` +
	// "i'll log in later", "sign in another time"
	loginNoun + ` (?:(?:some ?)?(?:later|another time|some other time|tomorrow|next time))` +
	`|` +
	// "skip the password", "no password right now": the secret named, not forgotten
	`(?:skip|skipping|without|no need for|not giving|don['’]?t want to give|dont want to give|dont wanna give|don['’]?t wanna give|rather not give)(?: (?:you|the|my|a|any))* (?:password|passcode|pin|username)\b` +
	`)` +
	`(?: (?:right now|now|rn|today|yet|just yet|for now|at the moment|atm|this time|at all|thanks|thank you|thx|ty|tho|though|lol|please|pls|ok|okay|actually|anymore|any more))*`)

// notNowLine is a whole clause that puts the sign-in off without naming
// it: "not now", "maybe later", "not right now thanks".
var notNowLine = reading.Lazy(`^(?:(?:hmm+|um+|uh|ah|oh|ok|okay|actually|nah|no|sorry|well|erm|eh|meh)\s+)*(?:not now|not right now|not yet|not just yet|not today|maybe later|later maybe|another time|some other time|not at the moment|not atm)(?:\s+(?:thanks|thank you|thx|ty|please|pls|sorry|lol|tho|though))*$`)

// declineFiller is what stands around a decline and its request and is
// neither: "hmm actually", "just", "instead", the joining words.
var declineFiller = reading.Lazy(`(?i)^(?:(?:hmm+|um+|uh|ah|oh|ok|okay|actually|nah|no|sorry|well|erm|eh|meh|so|and|but|then|just|instead|rather|i mean|please|pls|can you|could you|now|tho|though|i|i just want|just want|i want|i wanna|wanna|want to|want)[ ,.;:!-]+)+`)

// declinedLogin reports a line that turns a sign-in down, with the rest of
// it as typed: the request said with the decline, "" when there is none.
func declinedLogin(text string) (rest string, ok bool) {
	low := reading.ASCIILower(text)
	if locs := loginDeclines.FindAllStringIndex(low, -1); len(locs) > 0 {
		first, last := locs[0], locs[len(locs)-1]
		after := trimDeclineFiller(text[last[1]:])
		before := trimDeclineFiller(clauseBefore(text[:first[0]]))
		switch {
		case len(reading.Words(after)) > 0:
			return after, true
		default:
			return before, true // "whats msft at, i dont want to log in"
		}
	}
	for i, c := range splitClauses(text) {
		if !notNowLine.MatchString(normalise(c)) {
			continue
		}
		var others []string
		for j, o := range splitClauses(text) {
			if j != i {
				others = append(others, strings.TrimSpace(o))
			}
		}
		return trimDeclineFiller(strings.Join(others, ", ")), true
	}
	return "", false
}

// clauseBefore is what precedes a decline, minus the fillers that lead
// into it ("hmm actually i", "ok so"): only words of a request remain.
func clauseBefore(s string) string {
	s = strings.TrimRight(s, " ,.;:!-")
	words := strings.Fields(s)
	for len(words) > 0 {
		w := reading.ASCIILower(strings.Trim(words[len(words)-1], ",.;:!"))
		if !declineTail()[w] {
			break
		}
		words = words[:len(words)-1]
	}
	return strings.Join(words, " ")
}

// declineTail are the words that may end what comes before a decline
// without being part of a request: "..., but i", "and honestly".
// Built on first use: the package init stays small (TestInitAllocations, R55).
var declineTail = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"i": true, "im": true, "i'm": true, "and": true, "but": true, "so": true, "actually": true, "honestly": true, "hmm": true, "ok": true, "okay": true, "well": true, "just": true, "really": true, "i'd": true, "id": true, "i'll": true, "ill": true, "i’d": true}
})

// trimDeclineFiller drops the marks and filler words at either end.
func trimDeclineFiller(s string) string {
	s = strings.TrimSpace(strings.TrimLeft(strings.Trim(s, " ,.;:!-"), "?¿ ,.;:!-"))
	for {
		t := strings.TrimSpace(declineFiller.ReplaceAllString(s+" ", ""))
		if t == s {
			break
		}
		s = t
	}
	return strings.TrimSpace(strings.TrimRight(s, " ,;:-"))
}

// declinesLogin reports a line that turns a sign-in down.
func declinesLogin(text string) bool {
	_, ok := declinedLogin(text)
	return ok
}

// atSignInQuestion reports a turn at a sign-in's own question: the secret
// prompt, or the username question of an agent with a secret slot.
func (e *Engine) atSignInQuestion(t *turn) bool {
	if e.sess.Pending.Secret != nil {
		return true
	}
	a := e.domain.Agent(e.sess.Speaker)
	return a != nil && hasSecretSlot(a) && e.sess.Pending.Approval == nil && !e.planWaits() && e.neverToModel(t, "", a)
}

// loginDeclinedRead is the cancel(all) of a sign-in turned down at its
// question, with the request said with it (c.Text) to run after. The
// turn is marked so that neither the line nor that request reaches a
// model (R50). It only reads.
func (e *Engine) loginDeclinedRead(t *turn, text string) (turnCmd, bool) {
	if !e.atSignInQuestion(t) {
		return turnCmd{}, false
	}
	rest, ok := declinedLogin(text)
	if !ok {
		return turnCmd{}, false
	}
	t.signInLine = true
	c := turnCommand(agents.CmdCancel, execCancelAll, text)
	c.Scope, c.why = "all", "the sign-in is turned down at its question; no try was spent"
	if rest != "" && !isCancel(rest) {
		c.Text = rest // "just tell me what msft is at": read by the loop's own reads
	}
	return c, true
}
