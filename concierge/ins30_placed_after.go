package concierge

// The command that places an item said after it (issue 24, round 28,
// ins30): "gotta remember to call the plumber, put it on my todo" became
// 'Put "call the plumber, put it" on your to-do list?'; "buy milk, add
// that to my todos" listed the notes. The words that place the item ("put
// it on my list", "add that to my todos", "stick it in my notes") are the
// request, never part of the item: the message is read as the request
// with the item after it ("add to my to-do list: call the plumber"), the
// user's own lead ("gotta remember to") left out of the item.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// placedAfter is an item, then the words that place it: "call the
// plumber, put it on my todo", "buy milk - add that to my todos pls".
var placedAfter = reading.Lazy(`(?i)^\s*(.*?\S)[\s,;:.!–—-]+(?:(?:and|so|then|just|pls|plz|please|can you|could you|can u|could u|would you|u|you|ok|okay|now)[ ,]+)*` +
	`(?:put|add|stick|pop|throw|chuck|jot|write|save|slap|whack|bung|note|shove|file|log|keep)(?: (?:it|that|this|them|those|these|down|up))*` +
	` (?:on|in|to|onto|into|under|down on|down in|with) (?:(?:my|the|our|me|a|ma) )?` +
	`(to-?dos?|to dos?|todo ?list|to-do list|to do list|tasks?(?: list)?|task list|list|reminders?|notes?|notebook)(?: list)?` +
	`(?:[ ,]+(?:pls|plz|please|thanks|thx|ty|for me|will you|would you|ok|okay|k|too|as well|thank you))*[\s.!]*$`)

// placingVerbs are the verbs of placedAfter.
var placingVerbs = lazyWordSet(`put add stick pop throw chuck jot write save slap whack bung note shove file log keep stuff`)

// itemLead is the user's own lead before the item: "gotta remember to",
// "i need to", "dont forget to".
var itemLead = reading.Lazy(`(?i)^(?:(?:ok|okay|so|oh|hey|um+|hmm+|right)[ ,]+)*(?:(?:i|we)\s+)?(?:(?:gotta|got to|have to|need to|must|should|wanna|want to|hafta|better)\s+)?(?:(?:remember|remind me|not forget|don'?t forget|dont let me forget)\s+(?:to\s+)?)?`)

// placedItemFirst reads "ITEM, put it on my todo" as "add to my to-do
// list: ITEM" (a to-do) or "note to self: ITEM" (a note); the message is
// kept as it is when it is no such thing.
func (e *Engine) placedItemFirst(text string) string {
	if e.sess.Pending.Secret != nil {
		return text
	}
	m := placedAfter.FindStringSubmatch(text)
	if m == nil {
		return text
	}
	item := strings.TrimSpace(m[1])
	if lead := itemLead.FindString(item); lead != "" && len(lead) < len(item) {
		item = strings.TrimSpace(item[len(lead):])
	}
	item = strings.TrimRight(item, " ,;:.-–—")
	if w := reading.Words(strings.ToLower(item)); len(w) == 0 || len(w) == 1 && placingVerbs()[w[0]] {
		return text // "put stuff on my to-do list": no item said
	}
	target := strings.ToLower(m[2])
	if strings.HasPrefix(target, "note") {
		if e.domain.Agent("add_note") == nil {
			return text
		}
		return "note to self: " + item
	}
	if e.domain.Agent("add_todo") == nil {
		return text
	}
	return "add to my to-do list: " + item
}
