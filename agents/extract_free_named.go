package agents

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Titles named without a marker (R50, R51): "read the garden note", "open
// my recipes note", "show note trip plans", `read "packing list"`, "read
// todo/buy dog food". The thing a title names is the noun the agent's
// examples end with ("read a note"); the words that stand beside it are
// its title, unless they only describe it ("my latest note", "a short
// note") or say how to read it ("read the note back to me").

// restateAt is a value said again after its slot is named and a break:
// "wrong title, it's standup", "the title: should be standup".
var restateAt = reading.Lazy(`(?i)^\s*[,;:.!-]+\s*(?:it'?s|it is|it should be|should be|it needs to be|needs to be|make it|call it|it's called|use|try)\s+`)

// complaintAt is what is said of a value, never the value: "the title's
// wrong", "title is not right".
var complaintAt = reading.Lazy(`(?i)^(?:'s|’s|\s+is|\s+was|\s+are)?\s*(?:(?:all|totally|completely|just|so|still)\s+)?(?:wrong|bad|incorrect|off|not right|not it|a typo|mistaken|misspel\w*|a mistake)\b`)

// describing are words before a thing's noun that describe it, never its
// title: "the last note", "a quick note".
var describing = map[string]bool{"last": true, "latest": true, "first": true, "recent": true, "newest": true, "oldest": true,
	"old": true, "new": true, "other": true, "next": true, "previous": true, "same": true, "short": true, "quick": true,
	"little": true, "small": true, "long": true, "brief": true, "second": true, "another": true, "that": true, "this": true,
	"every": true, "each": true, "all": true, "any": true, "some": true, "one": true, "single": true, "whole": true, "own": true}

// afterNoun are the words after a thing's noun that say how or where,
// never its title: "read the note back", "open my note for me".
var afterNoun = map[string]bool{"back": true, "please": true, "pls": true, "for": true, "to": true, "about": true,
	"again": true, "now": true, "i": true, "that": true, "which": true, "with": true, "out": true, "aloud": true,
	"from": true, "on": true, "in": true, "of": true, "and": true, "then": true, "up": true, "here": true, "thanks": true,
	"you": true, "we": true, "is": true, "was": true, "called": true, "titled": true, "named": true, "the": true, "a": true, "my": true}

var (
	quotedTitle = reading.Lazy(`(?:^|\s)["“']([^"“”]{1,80}?)["”']`)
	pathTitle   = reading.Lazy(`(?i)(?:^|\s)([\p{L}\p{N}_.-]+/[\p{L}\p{N}_.-]*)`)
	detBefore   = reading.Lazy(`(?i)\b(?:the|my|our|your|a|an|that|this)\s+$`)
)

// namedTitle reads a title said beside its thing's noun, in quotes or as
// a path, for a titled slot the markers left empty.
func (x *extraction) namedTitle(free []*Slot, out map[string]string, asked string) {
	var s *Slot
	for _, f := range free {
		if !f.Long && f.titled() && out[f.Name] == "" {
			s = f
			break
		}
	}
	if s == nil || (asked != s.Name && !x.saysOwnVerb()) {
		return // "read the garden note" at a new note's approval: another agent's request
	}
	for _, read := range []func() (string, span){x.quotedName, x.pathName, x.nounName} {
		if v, sp := read(); aValue(v) && len(strings.Fields(v)) <= maxTitleWords && !x.inFree(sp.from) {
			out[s.Name] = v
			x.consumed = append(x.consumed, sp)
			x.freeSpans = append(x.freeSpans, sp)
			return
		}
	}
}

// quotedName is a title in quotes: `read "packing list"`.
func (x *extraction) quotedName() (string, span) {
	m := quotedTitle.FindStringSubmatchIndex(x.text)
	if m == nil {
		return "", span{}
	}
	return strings.TrimSpace(x.text[m[2]:m[3]]), span{m[2], m[3]}
}

// pathName is a title shaped like a path, "todo/buy dog food": the
// words after it up to a break are its own.
func (x *extraction) pathName() (string, span) {
	m := pathTitle.FindStringSubmatchIndex(x.text)
	if m == nil {
		return "", span{}
	}
	from, end := m[2], len(x.text)
	if i := pathBreak.FindStringIndex(x.text[from:]); i != nil {
		end = from + i[0]
	}
	v := trimValue(x.text[from:end])
	if !strings.Contains(strings.Trim(v, "/"), "/") && strings.HasSuffix(v, "/") {
		return "", span{} // "and/or": no path
	}
	return v, span{from, from + len(v)}
}

// pathBreak ends a path-like title: a sentence's end, a comma, "please".
var pathBreak = reading.Lazy(`(?i)\s*(?:[,;:!?(]|\.(?:\s|$)|\s[-–—]\s|\s(?:please|pls|thanks|for me|to me|back)\b)`)

// nounName is a title beside the thing's noun: "the garden note" (the
// words between a determiner and the noun), "note garden plans" (the
// words after it, up to a break).
func (x *extraction) nounName() (string, span) {
	var forms []string
	for _, n := range x.thingNouns() {
		forms = append(forms, n, n+"s") // "the work notes"
	}
	for _, n := range forms {
		for from := 0; from < len(x.lower); {
			i := reading.PhraseIndex(x.lower[from:], n)
			if i < 0 {
				break
			}
			i += from
			from = i + 1
			end := i + len(n)
			if v, sp := x.nameBefore(i); v != "" {
				return v, sp
			}
			if v, sp := x.nameAfterVerb(i); v != "" {
				return v, sp // "delete shopping note" (extract_free_verb_title.go)
			}
			if v, sp := x.nameAfter(end); v != "" && !x.hasLongText() {
				return v, sp
			}
		}
	}
	return "", span{}
}

// nameBefore is "garden" of "the garden note": one to four words after a
// determiner, none of them only describing or the request's own.
func (x *extraction) nameBefore(noun int) (string, span) {
	before := x.text[:noun]
	words := wordRuns(before)
	for k := len(words) - 1; k >= 0 && len(words)-k <= 4; k-- {
		if !detBefore.MatchString(before[:words[k][0]]) {
			continue
		}
		v := strings.TrimSpace(before[words[k][0]:])
		if strings.ContainsAny(v, ",;:.!?") || !x.namesSomething(v) {
			return "", span{}
		}
		return v, span{words[k][0], words[k][0] + len(v)}
	}
	return "", span{}
}

// nameAfter is "garden plans" of "read note garden plans": what follows
// the noun up to a break, unless it says how or where.
func (x *extraction) nameAfter(at int) (string, span) {
	rest := x.text[at:]
	if !strings.HasPrefix(rest, " ") {
		return "", span{}
	}
	f := strings.Fields(strings.ToLower(rest))
	if len(f) == 0 || afterNoun[strings.Trim(f[0], ",.!?")] || strings.ContainsAny(f[0][:1], ",;:.!?-") {
		return "", span{}
	}
	end := len(rest)
	if i := titleBreak.FindStringIndex(rest[1:]); i != nil {
		end = 1 + i[0]
	}
	if i := pathBreak.FindStringIndex(rest[1:end]); i != nil {
		end = 1 + i[0]
	}
	v := trimValue(rest[:end])
	if !x.namesSomething(v) {
		return "", span{}
	}
	from := at + strings.Index(rest, v)
	return v, span{from, from + len(v)}
}

// namesSomething reports words that may be a title: one that is neither
// the request's own word, a filler, nor one that only describes.
func (x *extraction) namesSomething(v string) bool {
	own := x.ownWords()
	for _, w := range strings.Fields(strings.ToLower(v)) {
		w = strings.Trim(w, `"'`)
		if describing[w] || leadFiller[w] || afterNoun[w] {
			continue
		}
		ts := reading.Terms(w)
		if len(ts) == 1 && own[ts[0]] {
			continue
		}
		if len(ts) > 0 || isDigits(w) {
			return true
		}
	}
	return false
}

// thingNouns are the nouns the agent's examples end with: "note" of
// "read a note", the thing its title names.
func (x *extraction) thingNouns() []string {
	var out []string
	seen := map[string]bool{}
	for _, ex := range x.agent.Examples {
		f := strings.Fields(strings.ToLower(ex))
		if len(f) < 2 {
			continue
		}
		n := strings.TrimSuffix(f[len(f)-1], "s")
		if len(n) > 2 && !seen[n] {
			seen[n] = true
			out = append(out, n)
		}
	}
	return out
}

// saysOwnVerb reports a message that says the verb one of the agent's
// examples opens with ("read", "open"), other than the thing's noun:
// a title named without a marker is read only in the agent's own request.
func (x *extraction) saysOwnVerb() bool {
	nouns := map[string]bool{}
	for _, n := range x.thingNouns() {
		nouns[n], nouns[n+"s"] = true, true
	}
	verbs := map[string]bool{}
	for _, ex := range x.agent.Examples {
		if f := strings.Fields(strings.ToLower(ex)); len(f) > 1 && !nouns[f[0]] {
			verbs[f[0]] = true
		}
	}
	looks := false
	for v := range verbs {
		looks = looks || lookVerbs[v]
	}
	for _, w := range reading.Words(x.lower) {
		if verbs[w] || (looks && lookVerbs[w]) {
			return true
		}
	}
	return looks && sayAsked.MatchString(x.lower)
}

// lookVerbs ask to see a thing: an agent whose examples open with one
// ("read a note", "open a note") is asked with any of them ("can I see
// my taxes note", "pull up the taxes note").
var lookVerbs = map[string]bool{"read": true, "open": true, "show": true, "see": true, "view": true, "display": true,
	"pull": true, "get": true, "fetch": true, "bring": true, "look": true, "check": true, "find": true, "print": true}

// sayAsked asks what a thing says: "what does my taxes note say", "what's
// in the garden note".
var sayAsked = reading.Lazy(`\bwhat(?:'s|s| is| does| did)?\s+(?:(?:in|on)\s+)?(?:the|my|our|that)\s`)

// hasLongText reports an agent with a long text to take: after its noun
// come the words of that text or nothing ("add a note birthdays" is
// asked), never a title read on its own.
func (x *extraction) hasLongText() bool {
	for _, s := range x.agent.Slots {
		if s.Long {
			return true
		}
	}
	return false
}

// requestNouns are the things requests name ("add a note", "add an
// entry"): said alone after a request's verb, one of them is what the
// user asks for, never a to-do's text.
var requestNouns = map[string]bool{"note": true, "notes": true, "entry": true, "item": true, "reminder": true,
	"memo": true, "list": true, "thing": true, "task": true, "message": true, "one": true, "something": true}

// nounOfRequest reports a one-word value that is the noun of a request.
func (x *extraction) nounOfRequest(v string) bool {
	return requestNouns[strings.ToLower(strings.Trim(v, ".!?"))]
}

// nameWords are the words a title is named by in a complaint about it:
// "wrong name, should be standup", "the heading's off, it's standup".
var nameWords = []string{"name", "title", "heading"}

// nameWord reports one of nameWords for a titled slot, not its own cue.
func (s *Slot) nameWord(cue string) bool {
	return s.titled() && !slices.Contains(s.Cues, cue) && slices.Contains(nameWords, cue)
}

// breakAt is a bare break after a complaint: "the title is wrong. standup".
var breakAt = reading.Lazy(`^\s*[,;:.!-]+\s*`)
