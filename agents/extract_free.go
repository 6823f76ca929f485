package agents

import (
	"slices"
	"sort"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Free-text values said with a request (R50): a note's text after
// "saying", "text:" or "that says", a title after "titled", "called" or
// "named", a to-do between the verb and "on my to-do list". A free-text
// value is a span, never one word: "text: build a treehouse" is the whole
// of "build a treehouse", and the words inside it are the value's (never
// "unused", never a correction, never a date to schedule).

// bodyMarkers introduce the whole of a long text ("a note saying …"),
// or replace it at an approval ("change the text to …").
var bodyMarkers = []string{"saying", "that says", "which says", "that reads", "which reads", "it says",
	"with the text", "with text", "the text is", "text is", "text should be", "it should say", "should say",
	"make it say", "make it", "change it to", "change the text to", "change text to", "set the text to", "make the text",
	"it should read", "should read", "replace the text with", "replace it with", "update the text to",
	"the body is", "body:", "content:", "contents:",
	"should actually say", "should actually read", "should really say", "is meant to say", "is supposed to say",
	"was meant to say", "needs to say", "needs to read", "has to say", "must say", "just put", "just write", "just say"}

// titleMarkers introduce a short name ("a note titled books", "a list
// called errands") or replace it ("change the title to …", "rename it to …").
var titleMarkers = []string{"titled", "entitled", "called", "named", "with the title", "title is", "the title is",
	"title should be", "change the title to", "change title to", "set the title to", "make the title",
	"rename it to", "rename it", "call it", "name it", "title it", "retitle it", "rename the note to",
	"replace the title with", "update the title to", "title should read", "title should say", "title to read", "title to say",
	"rename to", "rename as", "retitle to", "call the note", "change the name to", "name should be", "call this one", "call this", "name this one", "name this", "title this"}

// titleNames are the slot names that hold a short name said after "titled"
// or "called" in any domain: a note's title, a list's name, a subject.
var titleNames = map[string]bool{"title": true, "name": true, "subject": true, "heading": true, "label": true, "topic": true}

// maxTitleWords bounds a title said with a request: anything longer runs
// into the rest of the sentence.
const maxTitleWords = 8

// FreeCues are the words that introduce the slot's value as a span of
// free text, beyond its own cues: the router and the vocabulary count
// them as the agent's own, so that "saying" is never an unused word.
func (s *Slot) FreeCues() []string {
	switch {
	case s.Kind != KindText || s.Pattern != nil:
		return nil
	case s.Long:
		return bodyMarkers
	case s.titled():
		return titleMarkers
	}
	return nil
}

// titled reports a short free-text slot that names a thing: a title.
func (s *Slot) titled() bool {
	n := strings.ToLower(s.Name)
	if i := strings.LastIndexByte(n, '_'); i >= 0 {
		n = n[i+1:] // "note_title"
	}
	return titleNames[n] || titleNames[strings.ToLower(s.Label)]
}

// freeMark is one marker of a free-text slot found in the message.
type freeMark struct {
	slot       *Slot
	at, value  int // where the marker starts, where its value starts
	afterBreak bool
	dangling   bool // a long text's marker with nothing after it
}

// freeText fills the free-text slots a message gives values to, before
// any other reading: a value's words are its own, whatever they are.
func (x *extraction) freeText(order []*Slot, out map[string]string, asked string) {
	var free []*Slot
	for _, s := range order {
		if len(s.FreeCues()) > 0 && !(s.Name == asked && s.Long) {
			free = append(free, s)
		}
	}
	if len(free) == 0 {
		return
	}
	marks := x.freeMarks(free)
	// a title's marker with no value after it gives way to a later one:
	// "wrong title, call it standup" names the title (a cue, then a
	// comma) before the marker that gives it; a long text's marker always
	// stands, its span holding whatever follows
	var valued []freeMark
	for i, m := range marks {
		end := len(x.text)
		for _, n := range marks[i+1:] {
			if n.at >= m.value {
				end = n.at // up to the next marker, as below
				break
			}
		}
		if v, _ := x.freeValue(m.slot, m.value, end); v != "" || m.slot.Long {
			valued = append(valued, m)
		}
	}
	marks = valued
	taken := map[string]bool{}
	var kept []freeMark
	longOpen := false
	for _, m := range marks {
		if taken[m.slot.Name] || (longOpen && !m.afterBreak) {
			continue // inside a long text: "saying the title is wrong"
		}
		if len(kept) > 0 && m.at < kept[len(kept)-1].value {
			continue // inside the previous marker: "the title is" and "title is"
		}
		taken[m.slot.Name] = true
		longOpen = longOpen || m.slot.Long
		kept = append(kept, m)
	}
	for i, m := range kept {
		end := len(x.text)
		if i+1 < len(kept) {
			end = kept[i+1].at
		}
		v, to := x.freeValue(m.slot, m.value, end)
		if v == "" {
			x.danglingMark(m) // "write a note 'tv' that says": the marker is no value (extract_free_dangling.go)
			continue
		}
		out[m.slot.Name] = v
		x.markSaid(m.slot.Name)
		x.consumed = append(x.consumed, span{m.at, to})
		x.freeSpans = append(x.freeSpans, span{m.value, to})
		x.freeMarked = append(x.freeMarked, span{m.at, m.value})
		if i+1 == len(kept) && !m.slot.Long {
			x.textAfterTitle(free, out, asked, to, x.lower[m.at:m.value])
		}
	}
	x.titleBeforeText(free, out, asked, kept) // "add note Party, text: …" (extract_free_title_before.go)
	x.textSaidThat(free, out, asked)          // "write down that …" (extract_free_said.go)
	x.unmarkedFree(free, out, asked)
	x.textWrittenDown(free, out, asked, kept) // "jot down: X, title Y" (extract_free_down.go)
	x.textBeforeTitle(out, asked, kept)       // "buy bread, call it bread" at a question (extract_free_beside.go)
	x.namedTitle(free, out, asked)
	x.titleForFrame(free, out, asked) // "write down for book club that …" (extract_free_title_for.go)
}

// freeMarks finds every marker of the free slots, in the order said.
func (x *extraction) freeMarks(free []*Slot) []freeMark {
	var marks []freeMark
	for _, s := range free {
		cues := append(append([]string(nil), s.Cues...), s.FreeCues()...)
		if s.titled() {
			cues = append(cues, nameWords...) // "wrong name, should be standup"
		}
		labels := fieldLabels(s)
		cues = append(cues, labels...) // "heading: dentist", "details: …" (extract_free_label.go)
		for _, cue := range cues {
			c := reading.ASCIILower(strings.TrimSuffix(cue, ":"))
			for _, hit := range x.cueHits(c) { // the cue as said, or misspelt: "titel", "txt" (extract_free_typo.go)
				i := hit[0]
				pos := hit[1]
				if slices.Contains(labels, cue) && !labelled(x.text[pos:]) {
					continue // "heading home", "the details": a label only before its colon
				}
				ownCue := slices.Contains(s.Cues, cue) || s.nameWord(cue)
				if x.asksAbout(s, ownCue, pos) {
					continue // "what todos do i have": a question about the list (extract_todo_frame.go)
				}
				if said := complaintAt.FindString(x.text[pos:]); said != "" {
					// "the title's wrong, it should be standup", "the title
					// is wrong. standup": the value is what follows the
					// complaint, if anything does
					again := restateAt.FindString(x.text[pos+len(said):])
					if again == "" {
						again = breakAt.FindString(x.text[pos+len(said):])
					}
					if !ownCue || again == "" {
						continue
					}
					pos += len(said) + len(again)
				} else if ownCue {
					again := restateAt.FindString(x.text[pos:]) // "wrong title, it's standup"
					if again == "" && s.nameWord(cue) {
						continue // "name" alone names no title: only "wrong name, it's …"
					}
					pos += len(again)
				}
				pos += freeConnectorLen(x.text[pos:])         // "is", "should be", "say" (extract_free_change.go)
				pos += afterOwnCueTo(s, ownCue, x.text[pos:]) // "a todo to book the vet"
				pos += len(leadQuote.FindString(x.text[pos:]))
				if pos >= len(x.text) && !s.Long || x.markDenied(i) {
					continue
				}
				before := strings.TrimRight(x.text[:i], " ")
				brk := before == "" || strings.ContainsAny(before[len(before)-1:], ",;.:!") || strings.HasSuffix(strings.ToLower(before), " and")
				marks = append(marks, freeMark{slot: s, at: i, value: min(pos, len(x.text)), afterBreak: brk, dangling: s.Long && dangles(x.text[pos:])})
			}
		}
	}
	sort.SliceStable(marks, func(i, j int) bool {
		if marks[i].at != marks[j].at {
			return marks[i].at < marks[j].at
		}
		return marks[i].value > marks[j].value // the longer marker at one place
	})
	return marks
}

// markDenied reports a marker a negation denies ("not saying …", "don't
// call it …"); a bare no before it is the no of a correction at an
// approval ("no the text is build a treehouse"), which denies the old value.
func (x *extraction) markDenied(at int) bool {
	f := strings.Fields(strings.TrimRight(x.lower[:at], " ,.!-–—:;"))
	if len(f) > 1 && (f[len(f)-1] == "the" || f[len(f)-1] == "its" || f[len(f)-1] == "my") {
		f = f[:len(f)-1] // "no the title should read …": the no of the correction still
	}
	if len(f) > 0 && (f[len(f)-1] == "no" || f[len(f)-1] == "nope" || f[len(f)-1] == "nah") {
		return false
	}
	return x.negated(at)
}

// leadQuote is a quote or dash that opens a value: `saying "buy milk"`.
var leadQuote = reading.Lazy(`^[\s"'“‘-]*`)

// freeValue is the slot's value from from to at most end: a long text
// whole, less a closing "on my to-do list"; a title up to the first
// break. to is where the value ends in the text.
func (x *extraction) freeValue(s *Slot, from, end int) (string, int) {
	v := x.text[from:end]
	if !s.Long {
		if i := titleBreak.FindStringIndex(v); i != nil {
			v = v[:i[0]]
		}
		v = strings.TrimRight(v, " /|") // "title: dentist /, text: …": the slash parts fields
		if len(strings.Fields(v)) > maxTitleWords {
			return "", from
		}
	} else {
		if loc := sepAt.FindStringIndex(v); loc != nil && x.ownWordsOnly(reading.ASCIILower(x.text[from:from+loc[0]])) {
			from += loc[1] // "todo list: feed the cat": the list is where it goes
			v = v[loc[1]:]
		}
		v = v[:x.frameTail(v)]
	}
	v = trimValue(v)
	v = x.withoutInstead(s, from, v) // "make the text say friday 3pm instead"
	if !(aValue(v) || s.Long && spokenText(v)) || (s.Long && x.ownWordsOnly(reading.ASCIILower(v))) {
		return "", from // "todo list": the request's own words, no text
	}
	return v, from + strings.Index(x.text[from:end], v) + len(v)
}

// titleBreak ends a title said in a sentence: a comma, a colon, a dash,
// or the words that start the text ("with", "and the text").
var titleBreak = reading.Lazy(`(?i)\s*(?:[,;:.!?(]|\s[-–—/|]\s|\s(?:with|and|that|which|about|to say|for)\s)`)

// trimValue drops what surrounds a value: spaces, quotes, closing
// punctuation, a dangling "and".
func trimValue(v string) string {
	for {
		w := strings.Trim(withoutCourtesy(v), " \t\"'“”‘’,;.!")
		for _, tail := range []string{" and", " please", " thanks", " pls"} {
			if len(w) > len(tail) && strings.EqualFold(w[len(w)-len(tail):], tail) {
				w = w[:len(w)-len(tail)]
			}
		}
		if w == v {
			return w
		}
		v = w
	}
}

// ownWordsOnly reports text made only of the agent's own words (its
// name, title, intro and examples) and words of no content.
func (x *extraction) ownWordsOnly(text string) bool {
	own := x.ownWords()
	terms := reading.Terms(text)
	for _, t := range terms {
		if !own[t] {
			return false
		}
	}
	return len(terms) > 0
}

// ownWords are the terms the agent is asked with: its name, title,
// intro and examples (not its description, which explains).
func (x *extraction) ownWords() map[string]bool {
	if x.own == nil {
		x.own = map[string]bool{}
		a := x.agent
		for _, t := range reading.Terms(strings.ReplaceAll(a.Name, "_", " ") + " " + a.Title + " " + a.Intro + " " + strings.Join(a.Examples, " ")) {
			x.own[t] = true
		}
	}
	return x.own
}

// leadFiller are the words before a request's own words that say nothing
// of the value: "please add …", "can you put …", "new todo …".
var leadFiller = map[string]bool{"u": true, "ya": true, "plz": true, "hi": true, "hello": true, "hiya": true, "a": true, "an": true, "the": true, "my": true, "our": true, "new": true, "please": true,
	"pls": true, "can": true, "could": true, "would": true, "you": true, "i": true, "want": true, "wanna": true, "to": true,
	"also": true, "hey": true, "ok": true, "okay": true, "so": true, "just": true, "me": true, "quick": true, "another": true, "one": true,
	"self": true}

// unmarkedFree reads a long text said without a marker, between the
// request's own words and a closing place: "put call the dentist on
// my to-do list", "add to my to-do list: water the plants", "write a note
// rent - pay rent by the 5th" (a title, a dash, the text).
func (x *extraction) unmarkedFree(free []*Slot, out map[string]string, asked string) {
	var long, title *Slot
	for _, s := range free {
		switch {
		case s.Long && out[s.Name] == "" && s.Name != asked && long == nil:
			long = s
		case !s.Long && out[s.Name] == "" && title == nil:
			title = s
		}
	}
	if long == nil || len(x.consumed) > 0 || asked != "" {
		return
	}
	from, ok := x.leadFrame()
	if !ok {
		return
	}
	rest := x.text[from:]
	if title != nil {
		// "rent - pay rent by the 5th": a title, a break, the text
		loc := sepAt.FindStringIndex(rest)
		if loc == nil {
			x.textAlone(long, out, from)
			return
		}
		t := trimValue(rest[:loc[0]])
		if t == "" || len(strings.Fields(t)) > maxTitleWords {
			return
		}
		out[title.Name] = t
		from += loc[1]
		rest = x.text[from:]
	}
	tail := x.frameTail(rest)
	v := trimValue(rest[:tail])
	if !aValue(v) || placeholder[strings.ToLower(v)] || (title == nil && tail == len(rest) && (len(strings.Fields(v)) < 2 && x.nounOfRequest(v) || x.othersThing(v))) {
		// "add a note" to the to-do list's reading: one word with no
		// place said after it is the thing another request names, asked
		if title != nil {
			delete(out, title.Name)
		}
		return
	}
	out[long.Name] = v
	x.consumed = append(x.consumed, span{0, len(x.text)})
	x.freeSpans = append(x.freeSpans, span{from, len(x.text)})
}

// placeholder are the words that stand for a value not said yet: "put
// something on my to-do list" asks what.
var placeholder = map[string]bool{"something": true, "a thing": true, "thing": true, "stuff": true, "some stuff": true,
	"an item": true, "item": true, "it": true, "this": true, "one": true, "a todo": true, "a to-do": true, "sth": true, "smth": true}

// sepAt is the break between a title and its text: a dash or a colon.
var sepAt = reading.Lazy(`\s[-–—]\s|:\s`)

// leadFrame is where a request's opening words end ("please add", "put",
// "add to my to-do list:"): fillers, the verb one of the agent's examples
// opens with, then its own words.
func (x *extraction) leadFrame() (int, bool) {
	own := x.ownWords()
	// "add to my to-do list: water the plants": all before the colon is frame
	if loc := sepAt.FindStringIndex(x.text); loc != nil && x.ownWordsOnly(reading.ASCIILower(x.text[:loc[0]])) {
		return loc[1], true
	}
	verbs := map[string]bool{}
	for _, ex := range x.agent.Examples {
		if f := strings.Fields(strings.ToLower(ex)); len(f) > 0 {
			verbs[f[0]] = true // "add", "put", "write": how a request opens
		}
	}
	pos, sawOwn := 0, false
	for _, loc := range wordRuns(x.lower) {
		w := x.lower[loc[0]:loc[1]]
		ts := reading.Terms(w)
		switch {
		case !sawOwn && verbs[w]:
			sawOwn = true // the request opens with the agent's verb: "list my notes" does not
		case sawOwn && len(ts) == 1 && own[ts[0]]:
		case leadFiller[w] || !sawOwn && openingJoin[w] || (w == "do" && strings.HasSuffix(strings.TrimRight(x.lower[:loc[0]], "- "), "to")):
		default:
			return pos, sawOwn
		}
		pos = loc[1]
		pos += len(leadSep.FindString(x.text[pos:]))
	}
	return pos, false // nothing after the frame
}

// openingJoin are the words that join a request to what came before,
// before its verb only: "and put buy cat food on the to do list".
// "hi there! could you add …": the greeting's "there" too.
var openingJoin = map[string]bool{"and": true, "then": true, "now": true, "there": true}

var leadSep = reading.Lazy(`^\s*[:,\-–—]?\s*`)

// aValue reports a free text with a word of content: not "it", not "yes".
func aValue(v string) bool {
	return v != "" && !notAName[strings.ToLower(v)] && (len(reading.Terms(v)) > 0 || isDigits(strings.ReplaceAll(v, " ", "")))
}

// inFree reports a place inside a free-text value.
func (x *extraction) inFree(at int) bool {
	for _, s := range x.freeSpans {
		if at >= s.from && at < s.to {
			return true
		}
	}
	return false
}

// inFreeMarker reports a position inside the marker of a free-text value
// or the words that join it to the value.
func (x *extraction) inFreeMarker(at int) bool {
	for _, s := range x.freeMarked {
		if at >= s.from && at < s.to {
			return true
		}
	}
	return false
}

// FreeTextHolds reports words said inside a free-text value the slots
// hold: "on thursday" in the to-do "call the dentist on thursday" is the
// to-do's, not a time to schedule the task at.
func FreeTextHolds(a *Agent, values map[string]string, words string) bool {
	w := strings.ToLower(strings.TrimSpace(words))
	for name, v := range values {
		if s := a.Slot(name); s != nil && len(s.FreeCues()) > 0 && w != "" && strings.Contains(strings.ToLower(v), w) {
			return true
		}
	}
	return false
}

// textAfterTitle reads the text said right after a title and a break:
// "a note called packing: tent, stove, matches", "titled car - oil change".
func (x *extraction) textAfterTitle(free []*Slot, out map[string]string, asked string, at int, marker string) {
	loc := sepAt.FindStringIndex(x.text[at:])
	if loc == nil || strings.TrimSpace(x.text[at:at+loc[0]]) != "" {
		loc = x.commaAfterTitle(at, marker) // "title groceries, eggs and milk" (extract_free_title_comma.go)
	}
	if loc == nil {
		return
	}
	for _, s := range free {
		if !s.Long || out[s.Name] != "" || s.Name == asked {
			continue
		}
		from := at + loc[1]
		if v := trimValue(x.text[from:]); aValue(v) {
			out[s.Name] = v
			x.consumed = append(x.consumed, span{at, len(x.text)})
			x.freeSpans = append(x.freeSpans, span{from, len(x.text)})
		}
		return
	}
}

// shortTitleWords is the most words said alone after a note's request
// that are left to be asked ("add a note groceries" may be a title, "add a
// todo" another agent's request); more are its text ("note down that the
// boiler service is due in march", "add note buy milk": two words said
// are never asked again, issue 24).
const shortTitleWords = 1

// textAlone reads what follows a request with a title and a text to ask
// and no break between them: more than a word or two is the text.
func (x *extraction) textAlone(long *Slot, out map[string]string, from int) {
	rest := x.text[from:]
	if f := strings.Fields(rest); len(f) > 1 && (strings.EqualFold(f[0], "that") || strings.EqualFold(f[0], "about")) {
		rest = strings.TrimSpace(rest[len(f[0])+strings.Index(rest, f[0]):]) // "a note about the boiler"
		from = len(x.text) - len(rest)
	}
	v := trimValue(rest[:x.frameTail(rest)])
	if !aValue(v) || x.ownWordsOnly(reading.ASCIILower(v)) {
		return
	}
	if len(strings.Fields(v)) <= shortTitleWords && !x.saidAsContent(from) {
		return // "add a note groceries", "add a todo": a name, maybe another agent's — asked
	}
	out[long.Name] = v
	x.consumed = append(x.consumed, span{0, len(x.text)})
	x.freeSpans = append(x.freeSpans, span{from, len(x.text)})
}
