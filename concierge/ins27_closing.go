package concierge

// Questions and closing lines after a decline letter (issue 24, round 25's
// ins27): a yes/no question whether a reason is allowed ("ok, is
// "fraudulent invoice" okay?") is answered (a finding about the claim:
// yes; a protected trait is ins22b_asked.go's: no, and why); a request to
// send, email or post the letter is told honestly that nothing is sent
// from here and the letter is ready to copy; a bare "yes" or "yes that's
// fine" right after a letter gets a short acknowledgement. All were "I'm
// not sure how to help".

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// reasonOkAsked asks whether a named reason may be given: "is "fraudulent
// invoice" okay?", "would late reporting be a valid reason", "can i use
// non disclosure as the reason?", "can we decline for arson?".
var reasonOkAsked = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|k|so|and|hmm|um|right|cool|also|btw|wait|quick\s+q(?:uestion)?)\W+)*` +
	`(?:(?:can|could|may)\s+(?:i|we|u|you)\s+(?:use|put|give|say|write|cite|go\s+with)\s+["“'‘]?(.+?)["”'’]?(?:\s+(?:as|for)\s+(?:a|the)\s+(?:reason|grounds?))?` +
	`|(?:can|could|may)\s+(?:i|we|u|you)\s+(?:decline|deny|reject|refuse|knock\s+(?:it\s+)?back)(?:\s+(?:it|this|the\s+claim|them))?\s+(?:for|because\s+of|due\s+to|over|on\s+(?:the\s+)?grounds?\s+of|cos\s+of|bc\s+of)\s+["“'‘]?(.+?)["”'’]?` +
	`|(?:is|would|will|does|could|can)\s+["“'‘]?(.+?)["”'’]?\s+(?:be\s+)?(?:(?:an?\s+)?(?:ok|okay|fine|allowed|acceptable|valid|lawful|legal|legit|good|alright|all\s+right|enough|proper)(?:\s+(?:as\s+)?(?:an?\s+|the\s+)?(?:reason|grounds?|basis))?|(?:an?\s+|the\s+)?(?:ok\s+|okay\s+|valid\s+|good\s+|lawful\s+|legal\s+|acceptable\s+|proper\s+)?(?:reason|grounds?|basis)(?:\s+to\s+decline)?|(?:ok|okay|fine|allowed)\s+(?:to\s+(?:use|put|give|say|write))(?:\s+as\s+(?:a|the)\s+reason)?|work(?:\s+as\s+(?:a|the)\s+reason)?|count(?:\s+as\s+(?:a|the)\s+reason)?)` +
	`|what\s+about\s+["“'‘]?(.+?)["”'’]?\s+(?:as\s+(?:a|the)\s+reason)` +
	`)\W*$`)

// reasonOkRead answers a yes/no question whether a named reason may be
// given, when the reason is no protected trait (those are
// groundsAskedRead's); ok is false for any other message. It only reads.
func (e *Engine) reasonOkRead(text string) (turnCmd, bool) {
	if !e.declinesClaims() || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || idInClause(text) {
		return turnCmd{}, false
	}
	m := reasonOkAsked.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil || !strings.Contains(text, "?") && !reasonOkQuestionWord.MatchString(text) {
		return turnCmd{}, false
	}
	reason := ""
	for _, g := range m[1:] {
		if g != "" {
			reason = strings.Trim(strings.TrimSpace(g), `"“”'‘’`)
			break
		}
	}
	lower := strings.ToLower(reason)
	if reason == "" || len(reading.Words(reason)) > 8 || pronounOnly.MatchString(lower) || notAReason.MatchString(lower) {
		return turnCmd{}, false
	}
	if trait := traitNamed(lower); trait != "" {
		return turnCmd{}, false // groundsAskedRead's: no, and why
	}
	if personalDislike.MatchString(reason) {
		return turnCmd{}, false
	}
	reply := "Yes — “" + reason + "” is about the claim itself, not who the claimant is, so a decline letter can give it as the reason. " +
		"What a letter can never give is a protected trait (race, religion, nationality, sex, sexual orientation, disability, age, pregnancy or marital status)."
	return sayCmd(agents.CmdAsk, "ask(grounds) — whether a named reason may be given: a finding about the claim, yes", text, reply, false), true
}

// reasonOkQuestionWord opens a question put without a question mark.
var reasonOkQuestionWord = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|k|so|and|hmm|um|right|cool|also|btw|wait)\W+)*(?:is|would|will|does|could|can|may|what\s+about)\b`)

// notAReason names a part of the work, not a reason: "is the claim id ok".
var notAReason = reading.Lazy(`(?i)\b(?:id|ids|number|letter|format|wording|signature|date|name|spelling|template|layout|font)\b`)

// pronounOnly is a "reason" that is only a pointer: "is it ok", "is that fine".
var pronounOnly = reading.Lazy(`(?i)^(?:it|that|this|that one|this one|everything|all|the letter|everything ok|u|you|we|i|he|she|they)$`)

// sendAsked asks for a document to be sent, emailed or posted: "yes send
// it", "email it to the claimant", "can u post the letter".
var sendAsked = reading.Lazy(`(?i)\b(?:send|sending|email|e-mail|mail|post|posting|fax|forward|dispatch|deliver|submit|lodge|shoot|fire)\b(?:\s+(?:it|this|that|them|the\s+(?:letter|decline|decline\s+letter|document|doc)|off|out|over|across|through|to\s+\w+(?:\s+\w+)?)|\s*$)`)

// sendReadyWords are the words that may stand around a send request.
var sendAroundWords = lazyWordSet(`yes yeah yep yup ya yea sure ok okay k kk cool great perfect good nice lovely thanks thank you ty thx cheers pls please plz now then and just go ahead can could would u you it this that them the letter decline doc document off out over to claimant customer policyholder insured client him her them by email e-mail post mail fax right away asap straight please i want need send sending email emailed mail post posting fax forward dispatch deliver submit lodge shoot fire across through via`)

// afterLetterRead reads a request to send the letter just written, and a
// bare yes after it; ok is false for any other message. It only reads.
func (e *Engine) afterLetterRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	l := e.lastDocTask()
	if l == nil || e.lastArtifactOf(l.Agent) == nil {
		return turnCmd{}, false
	}
	words := reading.Words(strings.ReplaceAll(text, "’", "'"))
	if sendAsked.MatchString(text) {
		for _, w := range words {
			if !sendAroundWords()[w] {
				return turnCmd{}, false // "send 20 to 1234": a request of its own
			}
		}
		reply := "I can't send letters from here — nothing is emailed or posted from this app. The letter is ready to copy (ctrl+s saves it to a file) so you can send it yourself."
		return sayCmd(agents.CmdSmallTalk, "small_talk(send) — a request to send the letter: nothing is sent from here, it is ready to copy", text, reply, false), true
	}
	if !e.justWrote(l.Agent) {
		return turnCmd{}, false
	}
	for _, w := range words {
		if !letterAckWords()[w] {
			return turnCmd{}, false
		}
	}
	if len(words) == 0 || !closingYes()[words[0]] && !letterAckOpeners()[words[0]] {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdSmallTalk, "small_talk(ack) — a yes to the letter just written", text, "Great — the letter is done. Anything else, just ask.", false), true
}

// letterAckWords are the words of a yes to a finished letter: "yes", "yes
// that's fine", "looks good", "perfect thanks".
var letterAckWords = lazyWordSet(`yes yeah yeh yep yup ya yea yas sure ok okay k kk cool great perfect good fine lovely nice awesome sweet excellent brilliant thats that's that is it looks look all right alright correct right spot on exactly thanks thank you ty thx cheers much appreciated seems seem great`)

// letterAckOpeners open a yes said without "yes": "looks good", "perfect".
var letterAckOpeners = lazyWordSet(`ok okay k kk cool great perfect good fine lovely nice awesome sweet excellent brilliant thats that's looks look all alright correct spot exactly`)

// justWrote reports that agent spoke since the user's message before this one.
func (e *Engine) justWrote(agent string) bool {
	ms := e.sess.Messages
	i := len(ms) - 1
	for i >= 0 && ms[i].Role == state.RoleUser {
		i--
	}
	for ; i >= 0 && ms[i].Role != state.RoleUser; i-- {
		if ms[i].Agent == agent {
			return true
		}
	}
	return false
}
