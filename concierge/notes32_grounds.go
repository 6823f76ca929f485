package concierge

// A fair question about the rule, after a refusal or as the question it
// is (issue 24, notes32): "can i decline a claim because the driver is a
// woman? asking because a colleague said we could" was refused with a
// bare "I can't help with that", and "ok so what reasons ARE allowed"
// right after it was "the same request as before". A question whether a
// protected characteristic may be the reason is still refused, now with a
// plain no and the reason; and right after a refusal for such a reason, a
// question what is allowed ("so what can i decline for", "what's a valid
// reason then") or why not ("why is that not ok") is answered with the
// rule and the lawful grounds. A real repeat of the request ("ok just
// decline it then", "why not, she's a woman") stays refused.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// traitReason reports a harm reason that is a protected characteristic
// given as the reason to decline or decide a claim.
func traitReason(reason string) bool {
	return strings.Contains(reason, "protected characteristic") && strings.Contains(reason, "claim")
}

// sexWords name a person by sex ("the driver is a woman"): the trait is sex.
var sexWords = reading.Lazy(`(?i)\b(?:wom[ae]n|female|females|male|males|lady|ladies|girl|girls|guy|men|man|boy|boys)\b`)

// personTraits are words that say who someone is, each with its trait,
// as said of a person ("the claimant is muslim", "she's a woman").
var personTraits = []struct{ name string }{
	{"sex"}, {"religion"}, {"race"}, {"sexual orientation"}, {"gender"}, {"national origin"}, {"age"}, {"disability"}, {"pregnancy"},
}

// personTraitSaid matches a trait said of someone: its groups are
// personTraits in order (TestNotes32PersonTraitGroups).
var personTraitSaid = reading.Lazy(`(?i)\b(?:is|are|was|were|being|be|s|re|as|for|of)\s+(?:an?\s+|very\s+|really\s+)?(?:` +
	`(wom[ae]n|female|male|man|men|girl|lady)|(muslim|jewish|jew|christian|hindu|sikh|buddhist|catholic|atheist)` +
	`|(black|white|asian|hispanic|latino|latina|arab|aboriginal|indigenous)|(gay|lesbian|bisexual|queer)` +
	`|(trans|transgender|non-binary|nonbinary)|(immigrant|foreigner|foreign|refugee|migrant)` +
	`|(elderly|pensioner|a\s+pensioner|over\s+\d+|under\s+\d+|\d+\s+years?\s+old)|(blind|deaf|in\s+a\s+wheelchair|autistic)|(pregnant))\b`)

// personTrait is the trait text says of someone, "" for none.
func personTrait(lower string) string {
	m := personTraitSaid.FindStringSubmatchIndex(lower)
	if m == nil {
		return ""
	}
	for i := range personTraits {
		if m[2+2*i] >= 0 {
			return personTraits[i].name
		}
	}
	return ""
}

// traitOf is the protected trait a message names, "" when it names none
// the product can put a name to.
func traitOf(text string) string {
	lower := strings.ToLower(text)
	if tr := traitNamed(lower); tr != "" {
		return tr
	}
	if tr := personTrait(lower); tr != "" {
		return tr
	}
	if sexWords.MatchString(lower) {
		return "sex"
	}
	return ""
}

// traitQuestion reports a question whether a claim may be declined for
// who someone is ("is it ok to refuse a claim because the claimant is
// muslim"): the harm check's, even where its classifier did not hold it,
// so that it is refused with a plain no and the reason.
func (e *Engine) traitQuestion(text string) bool {
	lower := strings.ToLower(text)
	if !e.declinesClaims() || !traitAsked.MatchString(lower) || !ins22bRe().groundsSomeone.MatchString(lower) {
		return false
	}
	return personTrait(lower) != "" || traitWordSaid.MatchString(lower)
}

// traitWordSaid names a protected trait in a word that means nothing else
// ("old", "single", "origin" and "colour" also say things of a car or a
// fire, and are left to the harm check).
var traitWordSaid = reading.Lazy(`(?i)\b(?:race|racial|ethnicity|ethnic|religion|religious|nationality|sex|gender|sexual\s+orientation|sexuality|disability|disabilities|disabled|pregnancy|pregnant)\b`)

// traitQuestionReason is the harm reason a trait question is refused for.
const traitQuestionReason = "a protected characteristic as a reason to decline a claim"

// traitAsked is a question whether a decline may be made for a reason:
// "can i decline …", "is it ok to refuse …", "am i allowed to …".
var traitAsked = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|so|hey|hi|hmm|um|quick\s+q(?:uestion)?|btw|question|wait|just\s+checking|sorry)\W+)*` +
	`(?:(?:can|could|may|should|shall|would|do|does)\s+(?:i|we|one|you|u|insurers?|an\s+insurer|the\s+insurer|a\s+company|companies)\s+(?:legally\s+|actually\s+|still\s+|ever\s+)?(?:decline|deny|refuse|reject|turn\s+down)` +
	`|(?:is|would|will)\s+(?:it|that|this)\s+(?:be\s+)?(?:ok|okay|fine|legal|allowed|lawful|acceptable|alright|permitted)\b` +
	`|(?:am|are)\s+(?:i|we)\s+(?:allowed|permitted|able)\s+to\s+(?:decline|deny|refuse|reject|turn\s+down)` +
	`|is\s+(?:\w+\s+){1,3}(?:a\s+)?(?:valid|legal|lawful|acceptable|good|ok|okay)\s+(?:reason|ground|grounds|basis))`)

// traitAskedNo is the refusal of a question whether a protected
// characteristic may be the reason, as a plain no with the reason; ok is
// false for any other refusal.
func traitAskedNo(reason, text, where, pending string) (string, bool) {
	if !traitReason(reason) || !traitAsked.MatchString(text) || ins22bRe().groundsEvaded.MatchString(strings.ToLower(text)) {
		return "", false
	}
	return prompts.TraitAskedNo(traitOf(text), where, pending), true
}

// groundsFollowWhat asks what is allowed instead: "so what can i decline
// for", "what reasons ARE allowed", "what's a valid reason then".
var groundsFollowWhat = reading.Lazy(`(?i)\b(?:what|which|wat|wht)\s+(?:can|could|may|should)\s+(?:i|we|you|u|one)\s+(?:legally\s+|actually\s+|even\s+|then\s+)?(?:decline|deny|refuse|reject|turn\s+down|use|give|put|say|write)\b` +
	`|\b(?:what|which|wat|wht)(?:'s|s|\s+is|\s+are|\s+r)?\s+(?:(?:a|an|the|some)\s+)?(?:(?:valid|good|legit|legal|lawful|acceptable|allowed|proper|real|right|ok|okay|fair)\s+)?(?:reasons?|grounds?|basis|bases)\b` +
	`|\b(?:what|wat|wht)(?:'s|s|\s+is|\s+are)?\s+(?:even\s+|actually\s+|then\s+)?(?:allowed|permitted|ok|okay|acceptable|fine|legal|lawful|valid)\b` +
	`|\bwhat\s+(?:am|are)\s+(?:i|we)\s+(?:allowed|permitted|able)\b` +
	`|\b(?:reasons?|grounds?)\s+(?:are|r|is)\s+(?:\w+\s+)?(?:allowed|ok|okay|valid|lawful|legal|acceptable)\b` +
	`|\bhow\s+(?:can|do|could|should)\s+(?:i|we)\s+(?:lawfully|legally|properly)\s+(?:decline|deny|refuse|reject)\b`)

// groundsFollowWhy asks why the refused reason is not allowed: "why is
// that not ok", "why not?", "how come", "why is that illegal".
var groundsFollowWhy = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|so|but|hmm|wait|huh|and|really|seriously|sorry)\W+)*(?:why|how\s+come)\b`)

// groundsFollowPressed are the words that press the refused request
// rather than ask about the rule: "why not, just do it".
var groundsFollowPressed = reading.Lazy(`(?i)\b(?:just|do\s+it|anyway|anyways|regardless|write|draft|make|decline\s+it|go\s+ahead|please|pls|plz)\b`)

// refusedForTrait reports a refusal, among the last messages, of a
// protected characteristic given as the reason to decline a claim.
func (e *Engine) refusedForTrait() bool {
	if !e.declinesClaims() || !e.recentlyRefused() {
		return false
	}
	for i := len(e.sess.Notes) - 1; i >= 0; i-- {
		n := e.sess.Notes[i]
		reason, ok := strings.CutPrefix(n.Text, "Refused: ")
		if !ok || n.Kind != state.NoteGuardrail {
			continue
		}
		if strings.HasPrefix(reason, "the same request") {
			continue // said again: the refusal before it says what for
		}
		return traitReason(reason)
	}
	return false
}

// groundsFollowUp reads a question about the rule right after a refusal
// for a protected characteristic: why is true for "why not", false for
// what is allowed; ok is false for any other message.
func (e *Engine) groundsFollowUp(text string) (why, ok bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || !e.refusedForTrait() {
		return false, false
	}
	lower := strings.ToLower(text)
	if ins22bRe().groundsEvaded.MatchString(lower) || e.holdsValues(text) || traitOf(text) != "" && !groundsFollowWhat.MatchString(lower) {
		return false, false // "how do i word it so …", "31ZZ77 then", "why not, she's a woman"
	}
	if groundsFollowWhat.MatchString(lower) {
		return false, true
	}
	if groundsFollowWhy.MatchString(lower) && !groundsFollowPressed.MatchString(lower) && len(reading.Words(lower)) <= 10 {
		return true, true
	}
	return false, false
}

// groundsFollowUpRead reads groundsFollowUp's question into the rule and
// the lawful grounds, what waits asked again; ok is false for any other
// message. It only reads.
func (e *Engine) groundsFollowUpRead(text string) (turnCmd, bool) {
	why, ok := e.groundsFollowUp(text)
	if !ok {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdAsk, execProductFacts, text)
	if why {
		trait := ""
		if r, ok := e.lastRefusal(); ok {
			trait = traitOf(r.text)
		}
		c.said = []string{prompts.TraitWhyNot(trait)}
		c.shown = "ask(grounds) — why the reason refused just before is not allowed: a protected trait"
		return c, true
	}
	c.said = []string{prompts.DeclineGrounds("")}
	c.shown = "ask(grounds) — which reasons a decline may give, asked after a refusal: the lawful grounds"
	return c, true
}
