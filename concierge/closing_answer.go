package concierge

// The answer to the product's own closing question (R56, R50's
// small_talk; issue 24 round 15): after "Is there anything else I can help
// you with?", "yes" / "yeah one more thing" / "sure, there is" ask what
// they want (the menu, short), and "nope that's it" / "no thanks, all
// good" are a goodbye. Read as plain messages they were "I'm not sure how
// to help" or "I only understand English". A yes or no with a request
// after it ("yes, check my balance") is the request's, read as usual.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// closingYes and closingNo mark an answer; aroundClosing are the words
// that may stand around either ("yeah one more thing", "nope that's it
// for today thanks").
var (
	closingYes    = lazyWordSet(`yes yeah yeh yep yup ya yea yas sure absolutely definitely indeed actually one another something more there's theres`)
	closingNo     = lazyWordSet(`no nope nah naw nay nop nothing thats that's it all everything done set good fine sorted`)
	aroundClosing = lazyWordSet(`thing things q question questions quick else i im i'm we we're were am is there do have got a an few please pls plz ok okay k well hmm um umm uh so just also wait for now today that'll thatll be think guess really thank thanks ty thx cheers you much appreciated great perfect cool lovely bye goodbye cya see ya later all right alright oh and but though mate buddy anyway anyways`)
	farewells     = lazyWordSet(`bye goodbye cya later`)
)

// saysNoMore is a no said without a no-word: "that's it", "all good",
// "i'm fine".
var saysNoMore = reading.Lazy(`(?i)\b(?:that'?s|thats|that\s+is|that\s+will\s+be|that'?ll\s+be)\s+(?:it|all|everything)\b|\ball\s+(?:good|set|done|sorted)\b|\b(?:i'?m|im|i\s+am|we'?re|were)\s+(?:good|fine|ok|okay|all\s+set|done|sorted)\b`)

// closingAsked reports the last thing said was the closing question and
// nothing waits.
func (e *Engine) closingAsked() bool {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil {
		return false
	}
	q := strings.ToLower(prompts.AnythingElseShort(e.menu()))
	if i := strings.Index(q, "?"); i > 0 {
		q = q[:i+1]
	}
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		m := e.sess.Messages[i]
		if m.Role == state.RoleUser {
			continue
		}
		said := strings.ToLower(m.Text)
		return strings.Contains(said, q) || strings.Contains(said, "anything else")
	}
	return false
}

// closingAnswerRead reads a yes or a no to the closing question, or
// thanks with a goodbye when nothing waits ("thanks anyway, bye" after a
// cancel). It only reads.
func (e *Engine) closingAnswerRead(text string) (turnCmd, bool) {
	yes, no, thanked, bye := false, false, false, false
	for _, w := range reading.Words(strings.ReplaceAll(text, "’", "'")) {
		switch {
		case closingNo()[w]:
			no = no || w == "no" || w == "nope" || w == "nah" || w == "naw" || w == "nay" || w == "nop" || w == "nothing" || w == "done" || w == "sorted"
		case closingYes()[w]:
			yes = true
		case aroundClosing()[w]:
			thanked = thanked || thankingWords()[w]
			bye = bye || farewells()[w]
		default:
			return turnCmd{}, false // "yes, check my balance": a request of its own
		}
	}
	if isThanks(text) {
		thanked = true
	}
	no = no || saysNoMore.MatchString(text)
	if yes && thanked && !no {
		return turnCmd{}, false // "yep cheers": thanks (thanks_idle.go)
	}
	if !e.closingAsked() {
		if !bye || !e.nothingInHand() || e.sess.Pending.Secret != nil || yes {
			return turnCmd{}, false
		}
		no = true // "thanks anyway, bye" after a cancel: the goodbye thanks back
	}
	// "ok thx bye" to "anything else?": a goodbye is a no (tryout 35's notes 13)
	no = no || bye && !yes
	switch {
	case no:
		c := sayCmd(agents.CmdSmallTalk, "small_talk(bye) — the answer to \"anything else?\" is no", text, prompts.ClosingNo(thanked, e.store != nil), false)
		return c, true
	case yes:
		return sayCmd(agents.CmdCapabilities, "capabilities(short) — the answer to \"anything else?\" is yes: what they want is asked", text, prompts.ClosingYes(e.capabilityPhrases()), false), true
	}
	return turnCmd{}, false
}

// byeAfterCancel is the thanks and goodbye said after a cancel ("nevermind
// that, thanks anyway, bye"), "" when the message says no goodbye or says
// more after it.
func byeAfterCancel(text string) string {
	clauses := splitClauses(text)
	for i := 1; i < len(clauses); i++ {
		tail := strings.Join(clauses[i:], ", ")
		if !saysBye(tail) && !saysFarewell(tail) {
			return ""
		}
		if onlyThanksAndBye(tail) {
			return tail
		}
	}
	return ""
}

// onlyThanksAndBye reports words that only thank and take leave.
func onlyThanksAndBye(text string) bool {
	for _, w := range reading.Words(strings.ReplaceAll(text, "’", "'")) {
		if !aroundClosing()[w] && !closingNo()[w] {
			return false
		}
	}
	return true
}

// saysFarewell reports a word of leave-taking ("ok thank you goodbye").
func saysFarewell(text string) bool {
	for _, w := range reading.Words(text) {
		if farewells()[w] {
			return true
		}
	}
	return false
}
