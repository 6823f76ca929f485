package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A note's text said as what the user wants kept (issue 24): "I'd like to
// write down that the plumber is coming Tuesday at 9, can you do that for
// me dear", "remember that the bins go out on wednesday", "make a note that
// …". What follows "that" is the text, whole — a day or a time in it is
// the text's, not a request to schedule —, and the courtesy closing the
// message ("can you do that for me dear", "thanks love", "would you mind")
// is not part of it.

// saidThatAt opens the text of a note said as a clause: a verb of writing
// down or keeping in mind, then "that".
var saidThatAt = reading.Lazy(`\b(?:(?:write|jot|put|note|take|get|set|scribble|pop) (?:it |this )?down(?: for me)?|(?:make|take|add|leave|write) (?:a |me a |myself a )?(?:note|memo|reminder)(?: of| to say)?|note|r(?:e|)m(?:e|)mb(?:e|)r|rember|remeber|record|keep in mind|don'?t (?:let me )?forget) that\s+|\b(?:need to|have to|got to|gotta|must|should|want to|wanna|hafta) (?:r(?:e|)m(?:e|)mb(?:e|)r|rember|remeber) to\s+|^\s*(?:(?:please|pls|plz|ok|okay|oh|and|also)[\s,]+)*(?:r(?:e|)m(?:e|)mb(?:e|)r|rember|remeber|don'?t (?:let me )?forget) to\s+`)

// notTextAfterThat are the words after "that" that make it a pronoun, not
// the start of a text: "the note that says …", "remember that one?".
var notTextAfterThat = map[string]bool{"says": true, "said": true, "reads": true, "one": true, "note": true, "is": true, "was": true}

// textSaidThat reads the long free-text slot from "… write down that X":
// only where no marker took a value and nothing asked for it.
func (x *extraction) textSaidThat(free []*Slot, out map[string]string, asked string) {
	var long *Slot
	for _, s := range free {
		if s.Long && out[s.Name] == "" && s.Name != asked {
			long = s
			break
		}
	}
	if long == nil || asked != "" || len(x.consumed) > 0 {
		return
	}
	loc := saidThatAt.FindStringIndex(x.lower)
	if loc == nil {
		return
	}
	rest := x.text[loc[1]:]
	if f := strings.Fields(strings.ToLower(rest)); len(f) == 0 || notTextAfterThat[strings.Trim(f[0], "?.!,")] {
		return
	}
	v := trimValue(rest[:x.frameTail(rest)])
	if !aValue(v) || x.ownWordsOnly(reading.ASCIILower(v)) || len(strings.Fields(v)) < 2 {
		return
	}
	out[long.Name] = v
	x.consumed = append(x.consumed, span{loc[0], len(x.text)})
	x.freeSpans = append(x.freeSpans, span{loc[1], len(x.text)})
}

// courtesyTail is the courtesy that closes a message after a value: "…,
// can you do that for me dear", "… thanks love", "…. thank you so much".
var courtesyTail = reading.Lazy(`(?i)(?:[,.;!?]\s*|\s+)(?:(?:can|could|would|will) you (?:please |kindly )?(?:do|manage|handle|sort) (?:that|this|it)(?: (?:for me|please))?|(?:would|do) you mind|(?:would|could|will) you be (?:a dear|an angel|a star|a love|so kind)|if you (?:can|could|would|don'?t mind|do not mind)|(?:thank you|thanks|thankyou|thx|ty|cheers)(?: (?:so|very) much| a lot| a bunch| in advance)?|please|pls|plz)(?:,?\s+(?:dear|dearie|love|luv|hun|honey|sweetie|sweetheart|darling|mate|buddy|pal))?\s*[.!?]*\s*$|,\s*(?:dear|dearie|love|luv|hun|honey|sweetie|sweetheart|darling|mate|buddy|pal)\s*[.!?]*\s*$`)

// withoutCourtesy is v without the courtesy closing it.
func withoutCourtesy(v string) string {
	for {
		loc := courtesyTail.FindStringIndex(v)
		if loc == nil || loc[0] == 0 {
			return v
		}
		v = v[:loc[0]]
	}
}

// spokenText reports a long text after its marker made only of words of
// no content ("text: hello there", "saying see you there"): words said to
// be written are the text, two of them at least, none a stand-in ("it").
func spokenText(v string) bool {
	if notAName[strings.ToLower(v)] || placeholder[strings.ToLower(v)] {
		return false
	}
	words := 0 // "9 not 7" at an approval is a contrast, no text: two words of letters, none a contrast's
	for _, w := range strings.Fields(strings.ToLower(v)) {
		switch w = strings.Trim(w, ",.!?;:'\""); {
		case w == "not" || w == "no" || w == "instead" || w == "but" || w == "than" || w == "rather":
			return false
		case strings.IndexFunc(w, func(r rune) bool { return r < 'a' || r > 'z' }) < 0 && w != "":
			words++
		}
	}
	return words >= 2
}
