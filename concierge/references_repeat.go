package concierge

// The last thing again (R50, R53; issue 24 round 10): "again same
// thing", "do that again", "one more time", "same again but 20" after a
// finished task. Each is a reference to every value the last task ran
// with (references.go); a figure said with it ("but 20", "for 75 this
// time") is the new amount. The task starts afresh: a transfer asks for
// its approval again, never replays the old one.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// repeatPhrases ask for the last task once more, in any order of the
// words: "again same thing", "do that again", "do it once more", "repeat
// that", "one more time".
const repeatPhrases = `again,? (?:the )?same(?: (?:thing|one|transfer|payment|again))?` +
	`|(?:do|run|send|make|repeat) (?:that|it|this|the same)(?: (?:one|thing|transfer|payment))? (?:again|once more|one more time)` +
	`|repeat (?:that|it|this) (?:one|transfer|payment)|repeat (?:my|the|that) (?:last|previous|latest) (?:one|transfer|payment|thing)` +
	`|(?:the )?same (?:thing|one|transfer|payment) (?:once more|one more time)` +
	`|(?:(?:and|ok|okay|now|then|please|pls) )?one more time|(?:do it|do that|same) once more` +
	`|(?:the )?same (?:thing|one)(?: (?:please|pls|but|with|for|this time))?` +
	`|same but`

// againAlone is "again" said alone: "again pls", "ok again!".
var againAlone = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|so|and|now|then|yes|yeah)\W+)?(?:again|once more)(?:\W+(?:please|pls|plz|thanks))?\W*$`)

// askedToSayAgain asks for words again, not work: "can you say that one
// more time?", "sorry, tell me the same thing again".
var askedToSayAgain = reading.Lazy(`(?i)\b(?:say|said|explain|tell|show|read|repeat|type|write|pardon|didn'?t (?:get|catch|understand))\b`)

// bareFigure is a number standing alone after the repeat: "but 20",
// "with 75", "for 12.50 this time".
var bareFigure = reading.Lazy(`(?i)(^|\s)(\d[\d,]*(?:\.\d{1,2})?)\b`)

// repeatChange is text with a bare figure outside the repeat phrase at
// [from, to) marked as an amount ("$20"), when the last task's agent has
// an amount and reads no amount in the message as typed; text as it was
// otherwise.
func (e *Engine) repeatChange(text string, from, to int) string {
	rest := text[:from] + " " + text[to:]
	var money *agents.Slot
	for _, a := range e.meantFor(rest) {
		if e.lastOf(a) == nil {
			continue
		}
		for i := range a.Slots {
			if a.Slots[i].Kind == agents.KindMoney {
				money = &a.Slots[i]
			}
		}
		for name := range agents.Extract(a, rest, "") {
			if s := a.Slot(name); s != nil && s.Kind == agents.KindMoney {
				return text // "same again but $20": read already
			}
		}
		break
	}
	if money == nil {
		return text
	}
	after := bareFigure.FindStringSubmatchIndex(text[to:])
	if after == nil || strings.Count(text[to:], " ") > 6 {
		return text
	}
	figure := text[to+after[4] : to+after[5]]
	for _, a := range e.meantFor(rest) {
		for _, v := range agents.Extract(a, rest, "") {
			if strings.Contains(v, strings.ReplaceAll(figure, ",", "")) {
				return text // "same again to 1234324": the figure is another value
			}
		}
	}
	at := to + after[4]
	return text[:at] + "$" + text[at:]
}
