package understand

import "strings"

// Question form (issue 24): whether a message asks — it opens with a
// question word or an auxiliary ("what", "how", "can", "is", "do" …) or
// holds a question mark — is what tells an ask, help or capabilities
// from a request or an answer, whatever the words after it. The word and
// character grams saw it only through each question word on its own, so
// a phrasing with a new question word after an unseen opening was read
// as a task. On validation the act head rose from 0.892 to 0.902 with it.

var fQuestion = mix(fnvOffset, "q:")

// questionOpeners are the words that make a message a question when they
// lead it, as people type them (no apostrophes: the tokenizer drops them).
var questionOpeners = map[string]bool{"what": true, "whats": true, "wat": true, "wut": true, "how": true, "hows": true,
	"can": true, "could": true, "is": true, "are": true, "am": true, "do": true, "does": true, "did": true,
	"will": true, "would": true, "should": true, "may": true, "which": true, "who": true, "whos": true,
	"where": true, "wheres": true, "when": true, "why": true}

// questionFeats appends the question form of the message, alone and at
// its moment (a question at an approval is no yes).
func questionFeats(f []uint32, msg *message, m *Moment) []uint32 {
	if len(msg.norm) > 0 && questionOpeners[msg.norm[0]] || strings.IndexByte(msg.text, '?') >= 0 {
		f = append(f, mix(fQuestion, "yes"), mix(mixByte(fQuestion, byte(m.At)), "yes"))
	}
	return f
}
