package concierge

// Whether to give one's secret to someone who asks for it (round 26's
// tester, an elderly user: "they asked for my password should i give it"
// got the list of tasks; "someone on the phone wants my password, is that
// ok" started a transfer and asked the username). It is the question a
// scam victim asks in the moment, and the answer is always no: said
// plainly, with what to do if it was already given, and nothing started.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

var (
	// shareAsker is someone else asking for it: "they asked", "the caller",
	// "someone on the phone", "a guy from the bank".
	shareAsker = reading.Lazy(`(?i)\b(?:they|he|she|someone|somebody|some\s+(?:guy|man|woman|lady|person|one)|a\s+(?:guy|man|woman|lady|person|caller|stranger)|the\s+(?:caller|guy|man|woman|lady|person|bank|phone|call)|caller|stranger|on\s+the\s+phone|over\s+the\s+phone|by\s+(?:phone|text|email)|(?:a|the|this)\s+(?:text|email|message|call))\b`)
	// shareAsked asks whether to give it: "should i give it", "is that
	// ok", "can i tell them", "is it safe to share".
	shareAsked = reading.Lazy(`(?i)\b(?:should\s+i|shall\s+i|do\s+i|can\s+i|must\s+i|is\s+(?:it|that|this)\s+(?:ok|okay|safe|alright|fine|normal|legit)|is\s+it\s+safe|safe\s+to|ok\s+to|okay\s+to)\b`)
	// shareVerb gives it away.
	shareVerb = reading.Lazy(`(?i)\b(?:give|giving|tell|telling|share|sharing|send|sending|read\s+out|say|text|email|hand\s+over|asked|asking|asks|wants?|wanted|needs?)\b`)
)

// asksToShareSecret reports a question whether to give the domain's
// secret to someone else who asks for it.
func (e *Engine) asksToShareSecret(text string) bool {
	if e.sess.Pending.Secret != nil || strings.Contains(text, state.SecretMask) {
		return false
	}
	if !shareAsker.MatchString(text) || !shareAsked.MatchString(text) || !shareVerb.MatchString(text) {
		return false
	}
	label := strings.ToLower(e.secretLabel())
	for _, w := range reading.Words(strings.ToLower(text)) {
		switch w {
		case "password", "passwords", "passcode", "pin", "pins", "otp", "login", "code", label:
			return true
		}
	}
	return false
}
