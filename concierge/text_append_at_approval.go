package concierge

// More words for the text that waits (§15 correction; issue 24 round 9):
// at the approval of a note, "also add 'and hat' to the text", "append:
// bring umbrella", "tack 'call mum' onto it", "add eggs to that too" edit
// the waiting call's free text — the words go at its end and the call is
// asked again with the new summary — never a second note queued for after
// it, nor the question asked again as if nothing was said. A request
// naming a note of its own ("also add a note about the dentist") is not
// this: it is another call.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// appendLead opens the words to add; appendTail points them at the text
// that waits.
var (
	appendLead = `^(?:(?:oh|and|also|plus|wait|actually|ok|okay|please|pls|can\s+you|could\s+you|would\s+you|just|hm+|sorry)[,!.\s]+)*`
	// "append: bring umbrella", "append bring umbrella to it"
	appendOnly = reading.Lazy(`(?i)` + appendLead + `(?:append|tack\s+on|add\s+on)\s*[:\-–]?\s+(.+?)` +
		`(?:\s+(?:(?:at|on|to)\s+the\s+end\s+of|to|on(?:to)?)\s+(?:the|that|this|my)?\s*(?:text|note|body|it|that|end|list|item))?` +
		`(?:\s+(?:too|as\s+well|please|pls))*\s*[.!]*\s*$`)
	// "add 'and hat' to the text", "put eggs on that too", "include milk in it"
	appendTo = reading.Lazy(`(?i)` + appendLead + `(?:add|put|stick|throw|write|include|tack|pop|attach)\s*[:\-–]?\s+(.+?)` +
		`\s+(?:(?:at|on|to)\s+the\s+end\s+of|to|on(?:to)?|in(?:to)?)\s+(?:the|that|this|my)?\s*(?:text|note|body|it|that|end|list|item|one)` +
		`(?:\s+(?:too|as\s+well|please|pls|also))*\s*[.!]*\s*$`)
	// "add sunglasses too", "also put 'and hat' in as well": no target
	// named, the "too" says it goes with what waits
	appendToo = reading.Lazy(`(?i)` + appendLead + `(?:add|put|stick|throw|include|tack|pop)(?:\s+(?:in|on|down)\b)?\s*[:\-–]?\s+(.+?)` +
		`(?:\s+(?:in|on|down))?\s+(?:too|as\s+well)(?:\s+(?:please|pls))?\s*[.!]*\s*$`)
	// "also put milk", "and add eggs", "plus write call mum": the "also"
	// says it goes with what waits, no target or "too" needed (round 9)
	appendAlso = reading.Lazy(`(?i)^(?:(?:oh|wait|ok|okay|hm+|sorry)[,!.\s]+)*(?:also|and|and\s+also|plus|oh\s+and)[,\s]+(?:add|put|stick|throw|write|include|pop)(?:\s+(?:in|on|down)\b)?\s*[:\-–]?\s+(.+?)(?:\s+(?:please|pls))?\s*[.!]*\s*$`)
)

// appendedRead reads words to add to a pending call's long text ("also
// add 'and hat' to the text") as a correction of that text: the slot and
// the text with the words added, ok false when the message adds nothing
// or the call holds no long text. It only reads (R50: the executor runs
// the correct_value it becomes).
func (e *Engine) appendedRead(a *agents.Agent, text string) (slot, value string, ok bool) {
	more := wordsToAppend(text)
	w := e.sess.Work[a.Name]
	if more == "" || w == nil {
		return "", "", false
	}
	for _, s := range a.Slots {
		held := w.Slots[s.Name]
		if s.Kind != agents.KindText || !s.Long || held == "" {
			continue
		}
		return s.Name, appendWords(held, more), true
	}
	return "", "", false
}

// wordsToAppend is what the message adds to the text that waits, "" when
// it adds nothing; a no or a pause that opens it changes nothing ("no wait
// add butter too", approval_no_then_edit.go).
func wordsToAppend(text string) string {
	text = strings.TrimSpace(text)
	if rest := withoutNoLead(text); rest != "" {
		text = rest
	}
	if more := forgottenWords(text); more != "" {
		return more
	}
	m := appendOnly.FindStringSubmatch(text)
	if m == nil {
		m = appendTo.FindStringSubmatch(text)
	}
	if m == nil {
		m = appendToo.FindStringSubmatch(text)
	}
	if m == nil {
		m = appendAlso.FindStringSubmatch(text)
	}
	if m == nil {
		return ""
	}
	more := strings.TrimSpace(m[1])
	if q := unquoted(more); q != "" {
		more = q
	}
	low := " " + strings.ToLower(more) + " "
	for _, own := range []string{" a note ", " another note ", " a new note ", " new note ", " a todo ", " a to-do ", " a reminder ", " another one ", " todo ", " to-do ", " list ", " after ", " later "} {
		if strings.Contains(low, own) {
			return "" // "also add a note about the dentist": a call of its own
		}
	}
	return strings.TrimRight(more, " .,;")
}

// unquoted is s without the quotes around it, "" when it is not quoted.
func unquoted(s string) string {
	for _, q := range [][2]string{{`"`, `"`}, {"'", "'"}, {"“", "”"}, {"‘", "’"}, {"`", "`"}} {
		if len(s) > len(q[0])+len(q[1]) && strings.HasPrefix(s, q[0]) && strings.HasSuffix(s, q[1]) {
			return strings.TrimSpace(s[len(q[0]) : len(s)-len(q[1])])
		}
	}
	return ""
}

// appendWords puts more at the end of held: joined by a space when it
// starts with a joining word ("and hat"), else after a comma.
func appendWords(held, more string) string {
	held = strings.TrimRight(held, " ")
	low := strings.ToLower(more)
	for _, j := range []string{"and ", "or ", "plus ", "with ", "then ", "also ", "but ", "&"} {
		if strings.HasPrefix(low, j) {
			return held + " " + more
		}
	}
	if strings.HasPrefix(more, ",") || strings.HasPrefix(more, ";") {
		return held + more
	}
	return strings.TrimRight(held, ".,;") + ", " + more
}
