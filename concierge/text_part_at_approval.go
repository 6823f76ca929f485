package concierge

// A part of the text that waits, corrected at its approval (§15
// correction; issue 24 round 9): the note "thursday 3pm" waits and "no,
// make it 4pm" makes it "thursday 4pm" — the part of the same kind (a
// time for a time, a day for a day, a date for a date, a number for a
// number) is replaced and the rest kept; "5pm not 3pm" and "4pm instead
// of 3pm" name the part replaced. The whole text becomes the new words
// only when nothing in it is of their kind (the value reader's reading).

import (
	"regexp"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
)

// partKinds are the kinds of part a correction replaces, most specific
// first: a number is tried last, so "4pm" replaces a time, not the 3.
var partKinds = sync.OnceValue(func() []*regexp.Regexp {
	return []*regexp.Regexp{
		regexp.MustCompile(`(?i)\b(?:\d{1,2}(?::\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}[:.]\d{2}|noon|midday|midnight)(?:\b|$)`),
		regexp.MustCompile(`(?i)\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|today|tomorrow|tonight)\b`),
		regexp.MustCompile(`(?i)\b(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sept?|oct|nov|dec)[a-z]*|\d{1,2}(?:st|nd|rd|th)|\d{1,2}/\d{1,2}(?:/\d{2,4})?)\b`),
		regexp.MustCompile(`\b\d+(?:[.,]\d+)?\b`),
	}
})

// partFrame are the words around the parts, built on first use (R55).
var partFrame = sync.OnceValue(func() (w struct{ lead, tail, fill, contrast *regexp.Regexp }) {
	// partLead marks the words after it as a correction ("no, make it",
	// "actually", "sorry i meant", "should be").
	w.lead = regexp.MustCompile(`(?i)^(?:(?:no|nope|nah|oh|wait|actually|sorry|hm+|um+|uh|ok|okay|oops|my bad|i meant|i mean|meant|make it|make that|change it to|change that to|change the (?:time|day|date|number) to|it should be|should be|should say|it's|its|it is|let's say|lets say|say|rather|better)[,!.:;\s]+)+`)
	// partTail is what may follow the new part ("instead", "please").
	w.tail = regexp.MustCompile(`(?i)(?:[,\s]+(?:instead|then|please|pls|actually|thanks|thx))*[\s.!]*$`)
	// partFill may stand between new parts ("friday at 4pm").
	w.fill = regexp.MustCompile(`(?i)^[\s,]*(?:at|on|the|and|,)?[\s,]*$`)
	// partContrast is "new not old", "new instead of old".
	w.contrast = regexp.MustCompile(`(?i)^(.+?)[,\s]+(?:not|instead of|rather than|in place of)\s+(.+?)$`)
	return w
})

// partReplacedRead reads a correction of part of the pending call's long
// text: the slot and the text with the part replaced; ok is false when
// the message is no such correction or the text holds no part to replace.
// It only reads.
func (e *Engine) partReplacedRead(a *agents.Agent, text string) (slot, value string, ok bool) {
	w := e.sess.Work[a.Name]
	if w == nil {
		return "", "", false
	}
	for _, s := range a.Slots {
		held := w.Slots[s.Name]
		if s.Kind != agents.KindText || !s.Long || held == "" {
			continue
		}
		if v, ok := replacePart(held, text); ok {
			return s.Name, v, true
		}
		return "", "", false
	}
	return "", "", false
}

// replacePart is held with the part text corrects replaced.
func replacePart(held, text string) (string, bool) {
	text = strings.TrimSpace(text)
	lead := partFrame().lead.FindString(text)
	rest := partFrame().tail.ReplaceAllString(text[len(lead):], "")
	if m := partFrame().contrast.FindStringSubmatch(rest); m != nil {
		// "5pm not 3pm": both sides a part of one kind, the old one where
		// the text holds it; anything wordier is the contrast readers'
		// (approval_contrast*.go)
		newPart, old := strings.TrimSpace(m[1]), strings.TrimSpace(m[2])
		kn, okn := wholePart(newPart)
		ko, oko := wholePart(old)
		i := strings.Index(strings.ToLower(held), strings.ToLower(old))
		if !okn || !oko || kn != ko || i < 0 {
			return "", false
		}
		return held[:i] + newPart + held[i+len(old):], true
	}
	if lead == "" || rest == "" {
		return "", false // a bare "4pm" says no correction
	}
	if out, ok := partBeforeSameWords(held, rest); ok {
		return out, true // "make it 20 cupcakes" at "buy 12 cupcakes" (text_part_with_words.go)
	}
	out, replaced := held, false
	for len(strings.TrimSpace(rest)) > 0 {
		re, loc := firstPart(rest)
		if loc == nil || !partFrame().fill.MatchString(rest[:loc[0]]) {
			return "", false // words beside the parts: not a part's correction
		}
		newPart := rest[loc[0]:loc[1]]
		olds := re.FindAllStringIndex(out, -1)
		if len(olds) != 1 {
			return "", false // none of its kind, or which one is unclear
		}
		out = out[:olds[0][0]] + newPart + out[olds[0][1]:]
		replaced = true
		rest = rest[loc[1]:]
		if partFrame().fill.MatchString(rest) {
			break
		}
	}
	return out, replaced && out != held
}

// firstPart is the leftmost part in s and its kind (the more specific
// kind where two start at the same place).
func firstPart(s string) (*regexp.Regexp, []int) {
	var best *regexp.Regexp
	var at []int
	for _, k := range partKinds() {
		re := k
		if loc := re.FindStringIndex(s); loc != nil && (at == nil || loc[0] < at[0]) {
			best, at = re, loc
		}
	}
	return best, at
}

// wholePart reports s that is one part and nothing else ("5pm", "the
// 2nd"), and its kind.
func wholePart(s string) (int, bool) {
	s = strings.TrimSpace(strings.TrimPrefix(strings.ToLower(s), "the "))
	for i, k := range partKinds() {
		if loc := k.FindStringIndex(s); loc != nil && loc[0] == 0 && loc[1] == len(s) {
			return i, true
		}
	}
	return 0, false
}
