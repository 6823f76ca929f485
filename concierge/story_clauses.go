package concierge

// The clauses of a pasted story (R27, R50; round 17): "my sister and I
// split rent every month and she covered me last time, it was 640 total
// so I owe her half which is 320, her account number is 7654321, can you
// send that from my checking?" tells how things stand and then asks for
// one thing. The request is the clause that asks ("can you send that",
// "send her 320", "pay her monthly"); the others are the story around it.
// A "when" of the story ("we split rent every month") is no schedule
// asked for, and its figures ("640 total") lead up to the amount meant.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// storyBreak ends a clause: punctuation, or a word that joins two
	// of them.
	storyBreak = reading.Lazy(`(?i)[.;!?,\n()]+|\s[-–—]+\s|\s(?:so|and|but|because|cause|cuz|coz|since|plus|anyway|though)\s`)
	// asksFor is a clause that asks for something done: a verb at its
	// start ("send her 320", "pls pay her monthly"), or after "can you",
	// "please", "i want to", "i need you to".
	asksFor = reading.Lazy(`(?i)(?:^\W*(?:(?:ok|okay|so|and|then|also|just|now|hey|oh|um|well|yeah|right|alright|go\s+ahead\s+and)\s+)*` + storyAskVerbs +
		`|\b(?:can|could|would|will|cn|cud)\s+(?:you|u|ya)\s+(?:please\s+|pls\s+|plz\s+|just\s+|maybe\s+|also\s+)?` + storyAskVerbs +
		`|\b(?:please|pls|plz|kindly)\s+(?:just\s+)?` + storyAskVerbs +
		`|\bi\s*(?:want|wanna|need|would\s+like|(?:'|’)?d\s+like|'d\s+like|would\s+love)\s+(?:you\s+|u\s+)?(?:to\s+)?` + storyAskVerbs + `)`)
	// storyTeller is who a story's clause is about: "I", "we", "she", "my
	// sister"; never "her", the object of "pay her monthly".
	storyTeller = reading.Lazy(`(?i)\b(?:i|i'm|im|we|we're|she|he|they|it|my|our|his|me|us|rent|bills?)\b`)
	// asksSchedule is a request for the repeat itself: "set that up",
	// "make it recurring", "automatically".
	asksSchedule = reading.Lazy(`(?i)\b(?:set\s+(?:it|that|this|one)\s+up|set\s+up|schedul\w*|recurring|standing\s+order|automatic\w*|auto[-\s]?pay|repeat\w*|every\s+time|each\s+time|regularly)\b`)
)

const storyAskVerbs = `(?:send|transfer|pay|move|wire|xfer|give|put|schedule|set\s+up|repeat|do\s+(?:it|that|this))\b`

// clauseAt is the bytes of the clause of text that holds [from, to).
func clauseAt(text string, from, to int) (int, int) {
	start, end := 0, len(text)
	for _, m := range storyBreak.FindAllStringIndex(text, -1) {
		if m[1] <= from && m[1] > start {
			start = m[1]
		}
		if m[0] >= to && m[0] < end {
			end = m[0]
		}
	}
	return start, end
}

// clausesOf is text cut at its clause breaks.
func clausesOf(text string) []string {
	var out []string
	at := 0
	for _, m := range storyBreak.FindAllStringIndex(text, -1) {
		if s := strings.TrimSpace(text[at:m[0]]); s != "" {
			out = append(out, s)
		}
		at = m[1]
	}
	if s := strings.TrimSpace(text[at:]); s != "" {
		out = append(out, s)
	}
	return out
}

// inStory reports the words at text[from:to] told in a clause of the
// story, while another clause of text is the request: "we split rent
// every month …, can you send that".
func inStory(text string, from, to int) bool {
	start, end := clauseAt(text, from, to)
	clause := text[start:end]
	if asksFor.MatchString(clause) || !storyTeller.MatchString(strings.Replace(clause, text[from:to], " ", 1)) {
		return false
	}
	return asksOutside(text, start, end)
}

// asksOutside reports a clause outside text[start:end] that asks for
// something done.
func asksOutside(text string, start, end int) bool {
	return anyAsks(text[:start]) || anyAsks(text[end:])
}

// anyAsks reports a clause of text that asks for something done.
func anyAsks(text string) bool {
	for _, c := range clausesOf(text) {
		if asksFor.MatchString(c) {
			return true
		}
	}
	return false
}

// laterAsked is the when-or-how-often words of a request that asks for
// them: "send 320 every month", "pay her monthly". A when told in the
// story around a one-off request ("we split rent every month …, can you
// send that") is none, unless the request asks for the repeat itself
// ("… can you set that up").
func laterAsked(text string) string {
	if asksSchedule.MatchString(text) {
		return laterIn(text)
	}
	off := 0
	for off < len(text) {
		m, ok := read(text[off:]).Find(reading.Later)
		if !ok {
			return ""
		}
		from, to := off+m.From, off+m.To
		if !inStory(text, from, to) {
			return m.Words
		}
		off = to
	}
	return ""
}
