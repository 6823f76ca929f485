package concierge

// Several notes asked for in one message (tryout 37's notes 18): "two
// notes pls: one called wifi saying pw on the router, and another called
// bins saying tuesday night" became ONE note titled wifi whose text held
// the rest, "another called bins …" and all. A note's text takes any words,
// so the message is read as its notes before anything else reads it: each
// item (a title, then its text) becomes its own request to the note
// taker, "add a note called T saying X, then add a note called …", which
// run in turn, each asking its own approval. The shapes: "one called A
// saying X, and another called B saying Y", "one titled A with X and one
// titled B with Y", "note A: X. note B: Y", "make 2 notes: A - X, and B -
// Y". A single note whose text says "and another" in prose ("… saying buy
// one and another for gran") names no second title and is left alone.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// noteItemFirsts open an item that a title marker follows: "ONE called
// A", "ANOTHER called B", "the SECOND one titled C".
var noteItemFirsts = lazyWordSet(`one another anothr anotha nother other second third first 1st 2nd 3rd next last`)

// noteItemSkips may stand between an item's first word and its title
// marker: "another ONE called", "the other NOTE titled".
var noteItemSkips = lazyWordSet(`one note`)

// noteTitleMarkers put a title after an item's first word.
var noteTitleMarkers = lazyWordSet(`called titled named title calld callled caled titeld tittled namd`)

// noteBodyMarkers end an item's title and start its text: "one called A
// SAYING X"; noteBodyMarkersWeak only when none of those is said, as a
// title may hold them ("one called dinner with gran saying …"): "one
// titled A WITH X".
var (
	noteBodyMarkers     = lazyWordSet(`saying says reading text - – : =`)
	noteBodyMarkersWeak = lazyWordSet(`with about`)
)

// noteSeparators join items without being part of either: "…, AND
// another called …", "AND THEN one titled …".
var noteSeparators = lazyWordSet(`and then also plus the a & n`)

// noteCounts announce several notes: "TWO notes", "make 2 notes".
var noteCounts = lazyWordSet(`two 2 three 3 four 4 couple few several multiple some both`)

// noteItem is one note of several: its title and its text.
type noteItem struct{ title, text string }

// severalNotes is text said as one note-taking request per note when it
// asks for two or more notes, each with its title and text; text as it
// was otherwise.
func (e *Engine) severalNotes(text string) string {
	keeper := e.firstKeeper()
	if keeper == nil || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || strings.Contains(text, "?") {
		return text
	}
	items := markedNoteItems(text)
	if len(items) < 2 {
		items = listedNoteItems(text)
	}
	if len(items) < 2 || len(items) > 5 {
		return text
	}
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = fmt.Sprintf("add a note called %s saying %s", it.title, it.text)
		if it.text == "" {
			parts[i] = "add a note called " + it.title
		}
	}
	e.note(state.NoteRoute, fmt.Sprintf("Read as %d notes, each its own request: %s", len(items), reading.Clip(strings.Join(parts, "; "), 200)))
	return strings.Join(parts, ", then ")
}

// markedNoteItems reads items opened by a word and a title marker ("one
// called A saying X, and another called B saying Y") or by a label ("note
// A: X. note B: Y"); none unless there are two or more, each with a title
// and a text.
func markedNoteItems(text string) []noteItem {
	toks := strings.Fields(text)
	var starts, titles []int // where each item starts, where its title starts
	for i := 0; i < len(toks); i++ {
		w := noteWord(toks[i])
		if w == "note" && i+1 < len(toks) && !strings.HasSuffix(toks[i], ":") {
			// "note A: X": a label, the title up to its colon (three words at most)
			from := i + 1
			if noteTitleMarkers()[noteWord(toks[from])] {
				from++ // "note called A: X"
			}
			for j := from; j < len(toks) && j <= from+2; j++ {
				if strings.HasSuffix(toks[j], ":") {
					starts, titles = append(starts, i), append(titles, from)
					break
				}
			}
			continue
		}
		if !noteItemFirsts()[w] {
			continue
		}
		for j := i + 1; j < len(toks) && j <= i+3; j++ {
			n := noteWord(toks[j])
			if noteTitleMarkers()[n] {
				if j+1 < len(toks) && !noteTitleMarkers()[noteWord(toks[j+1])] {
					starts, titles = append(starts, i), append(titles, j+1)
					i = j // "the other ONE named": one item, read once
				}
				break
			}
			if !noteItemSkips()[n] {
				break
			}
		}
	}
	if len(starts) < 2 {
		return nil
	}
	var items []noteItem
	for k := range starts {
		end := len(toks)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		if titles[k] > end {
			return nil
		}
		it, ok := noteItemOf(toks[titles[k]:end])
		if !ok {
			return nil
		}
		items = append(items, it)
	}
	return items
}

// listedNoteItems reads "make 2 notes: A - X, and B - Y": a count of notes
// before a colon, then items of a title and a text parted by a dash or a
// colon; none unless there are as many as the count says.
func listedNoteItems(text string) []noteItem {
	head, body, ok := strings.Cut(text, ":")
	if !ok {
		return nil
	}
	hw := reading.Words(head)
	count, notes := false, false
	for _, w := range hw {
		count = count || noteCounts()[w]
		notes = notes || w == "notes"
	}
	if !count || !notes {
		return nil
	}
	var segs []string
	for _, part := range strings.FieldsFunc(body, func(r rune) bool { return r == ',' || r == ';' || r == '\n' }) {
		for _, p := range splitOnAnd(part) {
			p = strings.TrimSpace(p)
			if p == "" {
				continue
			}
			if _, ok := titledSegment(p); ok || len(segs) == 0 {
				segs = append(segs, p)
				continue
			}
			segs[len(segs)-1] += ", " + p // "milk, eggs": the text goes on
		}
	}
	var items []noteItem
	for _, s := range segs {
		it, ok := titledSegment(s)
		if !ok {
			return nil
		}
		items = append(items, it)
	}
	return items
}

// splitOnAnd parts a segment at " and " where what follows is titled
// ("gym - leg day and dentist - fri"); an "and" inside a text stays.
func splitOnAnd(part string) []string {
	lower := strings.ToLower(part)
	i := strings.Index(lower, " and ")
	if i < 0 {
		return []string{part}
	}
	if _, ok := titledSegment(part[i+5:]); !ok {
		return []string{part}
	}
	return append([]string{part[:i]}, splitOnAnd(part[i+5:])...)
}

// titledSegment reads "A - X" or "A: X" (a title of four words at most).
func titledSegment(s string) (noteItem, bool) {
	s = strings.TrimSpace(s)
	for _, sep := range []string{" - ", " – ", ": ", " = "} {
		if i := strings.Index(s, sep); i > 0 {
			title := strings.TrimSpace(s[:i])
			text := strings.Trim(strings.TrimSpace(s[i+len(sep):]), " ,;.")
			if n := len(strings.Fields(title)); n >= 1 && n <= 4 && text != "" {
				return noteItem{title: title, text: text}, true
			}
		}
	}
	return noteItem{}, false
}

// noteItemOf reads one item's words from its title on: the title up to a
// text marker, the text up to the item's end, its joining words cut.
func noteItemOf(toks []string) (noteItem, bool) {
	if it, ok := noteItemAt(toks, noteBodyMarkers()); ok {
		return it, true
	}
	return noteItemAt(toks, noteBodyMarkersWeak())
}

// noteItemAt is noteItemOf with the text's markers given.
func noteItemAt(toks []string, markers map[string]bool) (noteItem, bool) {
	for j := 0; j < len(toks) && j <= 4; j++ {
		raw := toks[j]
		marker := markers[noteWord(raw)]
		colon := strings.HasSuffix(raw, ":") && len(raw) > 1
		if !marker && !colon {
			continue
		}
		titleToks, bodyToks := toks[:j], toks[j+1:]
		if colon {
			titleToks = toks[:j+1] // "note A: X": the word before the colon is the title's
		}
		if len(bodyToks) > 0 && noteWord(bodyToks[0]) == "the" && len(bodyToks) > 1 && noteWord(bodyToks[1]) == "text" {
			bodyToks = bodyToks[2:] // "with the text X"
		}
		title := strings.Trim(strings.Join(titleToks, " "), ` ,;:.'"-`)
		for len(bodyToks) > 0 && noteSeparators()[noteWord(bodyToks[len(bodyToks)-1])] {
			bodyToks = bodyToks[:len(bodyToks)-1] // "…, and" before the next item
		}
		body := strings.Trim(strings.Join(bodyToks, " "), ` ,;:.'"-`)
		if title == "" {
			return noteItem{}, false
		}
		// an empty text is asked for: a password said there is masked and
		// left out before this reads it ("one called bank saying my password is …")
		return noteItem{title: title, text: body}, true
	}
	return noteItem{}, false
}

// noteWord is a token as a word: lower case, its punctuation cut.
func noteWord(tok string) string {
	return strings.ToLower(strings.Trim(tok, `,.;:!"'()`))
}
