package concierge

// Right after a letter (issue 24, ins28b): "decline it", "ok issue it",
// "yes decline that one" started a new letter and asked for a claim id;
// "is that reason allowed?" got the general rule about protected traits
// and nothing about the reason the letter names. The first is the letter
// already written, said so; the second gets a short, honest answer about
// that reason. A request that names a claim, a type or a reason is a new
// letter as before; "send it" is answered by cannot_send.go.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// letterConfirmed is a whole message that asks again for the decline just
// made, by a pronoun: "decline it", "ok go ahead and decline that one",
// "yes reject it pls", "issue the letter then".
var letterConfirmed = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|k|yes|yeah|yep|yup|sure|great|cool|so|then|right|alright|please|pls|plz|just|and|now|go\s+ahead\s+and|can\s+you|could\s+you)\W+)*` +
	`(?:decline|deny|reject|issue|finali[sz]e|lodge)\s+(?:it|that|this|that\s+one|this\s+one|the\s+letter|that\s+letter|this\s+letter|the\s+claim|that\s+claim|this\s+claim|them)` +
	`(?:\W+(?:then|now|please|pls|plz|thanks|thx|ty|cheers|asap|too|as\s+well))*\W*$`)

// letterForReason asks for the letter just written by a pronoun, with a
// reason: "decline it for fraud", "actually reject it because of fraud
// instead". The reason is the first group.
var letterForReason = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|no|actually|wait|sorry|oh|oops|hmm|um|just|please|pls|can\s+you|could\s+you)\W+)*` +
	`(?:decline|deny|reject|redo|rewrite|write|do)\s+(?:it|that|that\s+one|the\s+letter|that\s+letter|it\s+again|the\s+letter\s+again)\s+` +
	`(?:for|because\s+of|because|cos|coz|cuz|due\s+to|on\s+(?:the\s+)?grounds\s+of|with\s+(?:the\s+)?reason)\s+(.+?)` +
	`(?:\s+(?:instead|then|now|please|pls|plz|thanks|thx|ty))*\W*$`)

// reasonAllowedAsked is a question whether the reason (the letter's) is
// acceptable: "is that reason allowed?", "is that a legit reason to
// decline", "can i decline for that reason", "is late reporting ok as a
// reason?". what is the reason named, "" for "that", "it", "the".
var reasonAllowedAsked = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|so|and|but|hmm|um|wait|quick\s+q(?:uestion)?|just\s+checking|btw)\W+)*(?:` +
	`(?:is|was|are)\s+(?P<what>.{1,60}?)\s+(?:an?\s+)?(?:(?:ok|okay|allowed|valid|legit|legitimate|acceptable|fine|legal|lawful|permitted|proper|good|sound|reasonable)(?:\s+enough)?\s*(?:as\s+an?\s+|an?\s+)?(?:reason|grounds?|basis)?|(?:reason|grounds?)\s+(?:that'?s\s+|thats\s+|which\s+is\s+)?(?:ok|okay|allowed|valid|legit|legitimate|acceptable|fine|legal|lawful|permitted))` +
	`|(?:can|could|may|am|are)\s+(?:i|we|you)\s+(?:allowed\s+to\s+)?(?:decline|deny|reject|refuse)\s+(?:it\s+|a\s+claim\s+|claims\s+|them\s+)?(?:for|on|over|because\s+of)\s+(?P<what2>.{1,60}?)` +
	`)(?:\s+(?:to|for)\s+(?:decline|deny|reject|refuse)\w*(?:\s+(?:it|a\s+claim|claims|on))?)?(?:\s+(?:then|though|really|here|in\s+this\s+case))?\W*$`)

// reasonWord names a reason or the decline: a question about the
// assistant ("is this legit") names neither.
var reasonWord = reading.Lazy(`(?i)\b(?:reasons?|grounds?|basis|declin\w*|deny|denied|reject\w*|refus\w*)\b`)

// theLetterReason says the reason by reference: "that reason", "it".
var theLetterReason = lazyWordSet(`that this it the that's thats reason reasons ground grounds one my our a`)

// afterLetterRead reads a message about the letter just written: a
// request for it again, or a question whether its reason is allowed. It
// only reads.
func (e *Engine) afterLetterRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	l := e.sess.Last
	if l == nil {
		return turnCmd{}, false
	}
	a := e.domain.Agent(l.Agent)
	if a == nil || !declines(a) {
		return turnCmd{}, false
	}
	art := e.lastArtifactOf(a.Name)
	if art == nil {
		return turnCmd{}, false
	}
	if letterConfirmed.MatchString(text) && len(agents.Extract(a, text, "")) == 0 {
		return sayCmd(agents.CmdSmallTalk, "small_talk(ack) — the letter just written is the one asked for: nothing new starts", text,
			prompts.LetterAlreadyWritten(art.Title, l.Reason), false), true
	}
	if m := letterForReason.FindStringSubmatch(text); m != nil && len(agents.Extract(a, text, "")) == 0 {
		r := reading.TrimValue(strings.TrimSpace(m[1]))
		if r != "" && !idInClause(r) && !personalDislike.MatchString(r) && !dislikeOnly(r) && !strings.EqualFold(r, l.Reason) {
			// "decline it for fraud instead": the same letter, its reason
			// changed, every other value kept (correct_last.go's rule)
			c := turnCommand(agents.CmdCorrectValue, execReasonRedo, text)
			c.a, c.Text = a, r
			c.why = "the letter just written, asked for again with another reason: written again naming it"
			c.shown = "correct_value(" + a.Name + ", last, reason=" + reading.Clip(r, 40) + ")"
			return c, true
		}
	}
	if l.Reason == "" {
		return turnCmd{}, false // no reason was given: the general rule answers (ins22b_asked.go)
	}
	m := reasonAllowedAsked.FindStringSubmatch(strings.TrimSpace(text))
	if m == nil {
		return turnCmd{}, false
	}
	what := m[reasonAllowedAsked.SubexpIndex("what")] + m[reasonAllowedAsked.SubexpIndex("what2")]
	if !reasonWord.MatchString(text) && !strings.Contains(strings.ToLower(text), strings.ToLower(l.Reason)) {
		return turnCmd{}, false // "is this legit": about the assistant (trust_questions.go)
	}
	if !e.namesLetterReason(what, l.Reason) {
		return turnCmd{}, false // another reason named: the general rule answers, a trait refused (ins22b_asked.go)
	}
	return sayCmd(agents.CmdAsk, "ask(grounds: the letter's reason) — whether the reason the letter names may be given", text,
		prompts.LetterReasonAllowed(l.Reason), false), true
}

// namesLetterReason reports words that point at the letter's reason
// ("that reason", "it") or say it ("late reporting").
func (e *Engine) namesLetterReason(what, reason string) bool {
	w := strings.ToLower(strings.TrimSpace(what))
	if w == "" {
		return false
	}
	if strings.Contains(strings.ToLower(reason), w) || strings.Contains(w, strings.ToLower(reason)) {
		return true
	}
	for _, x := range reading.Words(w) {
		if !theLetterReason()[x] {
			return false
		}
	}
	return true
}
