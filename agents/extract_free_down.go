package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A note's text said right after a verb of writing down, with the title
// marked after it (round 17's n02): "jot down: dentist tues 3pm, title
// dentist", "note down dentist on tuesday at 3pm titled dentist". The
// words between the lead-in and the title's marker are the text, whole: a
// day or a time in them is what the note says, never a request to
// schedule ("remind me tuesday" is one, and is not read here).

// writtenDownAt opens a message with a verb of writing down: "jot down:",
// "write this down -", "pls note down", "make a note:", or with a need to
// keep what follows "that" ("need to note that the dentist is tuesday
// 3pm", "gotta remember that …"): the clause after "that" is the text.
var writtenDownAt = reading.Lazy(`(?i)^\s*(?:(?:please|pls|plz|(?:can|could|would|will) (?:you|u|ya)|ok|okay|hey|hi|oh|also|and|just|quick(?:ly)?|quick one|so|um|uh|right|hey there)[\s,]+)*(?:(?:write|wirte|wrtie|wrte|rite|jot|jott|jto|put|note|take|scribble|pop|get|set)\s+(?:it\s+|this\s+|that\s+|these\s+|dis\s+)?(?:down|dwn|donw|dowm)(?:\s+for\s+me)?(?:\s*,?\s*(?:please|pls|plz))?\s*[:\-–—]?|(?:make|take|add|write|leave)\s+(?:a\s+|me\s+a\s+)?(?:note|memo)\s*[:\-–—]|(?:write|jot|note|record|save|keep|remember)\s+(?:this|that|these|dis)\s*[:\-–—]|note to self\s*[:\-–—]?|(?:note|memo)\s*:|(?:(?:i\s+)?(?:need|have|got|gotta|hafta|wanna|want|must|should)\s+(?:to\s+)?)?(?:note|jot|write|remember|record|save|keep)\s+(?:down\s+)?that\s+)\s*`)

// OpensWritingDown reports a message that opens with a verb of writing
// down ("pls jot this down - …", "can u write this down for me", "take a
// note: …"): a request to keep what it says, whatever words it holds.
func OpensWritingDown(text string) bool {
	return writtenDownLoc(text) != nil
}

// notedObjectAt opens a message with "note" used as a verb on the thing
// to keep, said with a need or as an order (tryout 34's 04): "need to note
// the gate code for the allotment, it's 4471", "gotta jot my locker
// number 212", "i should note our wifi code", "note the bins go out
// tuesday", "i have to remember the vet is on wed at 3" (round 37). The determiner that opens the object is the text's first
// word, kept: group 1 starts the text.
var notedObjectAt = reading.Lazy(`(?i)^\s*(?:(?:please|pls|plz|ok|okay|hey|hi|oh|also|and|just|so|um|uh|hmm|right)[\s,]+)*(?:(?:i\s+|we\s+)?(?:need|needa|have|got|gotta|hafta|wanna|want|must|should|ought|better)\s+(?:to\s+)?|(?:let\s+me|lemme|i'?ll|i\s+will|i\s+gotta)\s+)?(?:note|jot|record|remember|rember|remeber)\s+(?:down\s+)?((?:the|my|our|his|her|their|this|these|those|some|a|an)\s)`)

// writtenDownLoc is the span of the writing-down lead-in that opens the
// message (the text starts at its end), nil when none does.
func writtenDownLoc(text string) []int {
	if loc := writtenDownAt.FindStringIndex(text); loc != nil {
		if kept := keptAwayAt.FindStringIndex(text); kept != nil && kept[1] > loc[1] {
			return kept // "put this down somewhere pls: …": the whole lead-in
		}
		return loc
	}
	if m := notedObjectAt.FindStringSubmatchIndex(text); m != nil {
		return []int{m[0], m[2]}
	}
	return keptLoc(text) // "just save this somewhere: …", "dont let me forget to …" (extract_free_keep.go)
}

// namesTheNote opens the words after the lead-in with the thing being
// written rather than its text: "jot down a note", "note down my to-do".
var namesTheNote = reading.Lazy(`(?i)^(?:(?:a|an|the|my|new|another|quick)\s+)*(?:note|notes|memo|reminder|todo|to-do|entry|list)\b`)

// textWrittenDown reads the long text slot from the words between the
// writing-down lead-in and the first marker kept (a title's), or the end
// of the message: only where nothing else took the text or asked it.
func (x *extraction) textWrittenDown(free []*Slot, out map[string]string, asked string, kept []freeMark) {
	var long *Slot
	for _, s := range free {
		if s.Long && out[s.Name] == "" && s.Name != asked {
			long = s
			break
		}
	}
	if long == nil || asked != "" {
		return
	}
	loc := writtenDownLoc(x.text)
	if loc == nil {
		if from, end := mindTextBefore(x.text); end > from && len(kept) == 0 {
			if x.keepText(long, out, from, end) { // "dentist at 9 tmrw, i cant forget"
				x.consumed = append(x.consumed, span{end, len(x.text)})
			}
		}
		return
	}
	end := len(x.text)
	if len(kept) > 0 {
		if kept[0].at < loc[1] {
			return // a marker inside the lead-in: read by the marker
		}
		end = kept[0].at
	}
	from := loc[1]
	if namesTheNote.MatchString(x.text[from:]) {
		return // "jot down a note 'x' which says": the note named, its text still to come
	}
	if strings.HasPrefix(strings.ToLower(x.text[from:]), "that ") {
		from += len("that ") // "jot down that X, title Y"
	}
	end = from + x.frameTail(x.text[from:end]) // "… so put that in a note called plumber" (extract_free_frame.go)
	if x.keepText(long, out, from, end) {
		x.consumed = append(x.consumed, span{loc[0], end})
	}
}

// keepText takes the words from..end as the long slot's text, when they
// are a value and not a placeholder ("something").
func (x *extraction) keepText(long *Slot, out map[string]string, from, end int) bool {
	v := trimValue(x.text[from:end])
	v = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), " and"))
	if !aValue(v) || placeholder[strings.ToLower(v)] || x.ownWordsOnly(reading.ASCIILower(v)) {
		return false
	}
	out[long.Name] = v
	x.consumed = append(x.consumed, span{from, end})
	x.freeSpans = append(x.freeSpans, span{from, end})
	return true
}
