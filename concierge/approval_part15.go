package concierge

// A part of a free-text value named at its approval (R50, R53; issue 24
// round 15): the note "tuesday 3pm" waits and "wait make the time 4pm"
// makes it "tuesday 4pm"; the note "room 5 at noon" waits and "no wait
// room 6" makes it "room 6 at noon". The part is named by what it is
// ("the time", "the day", "the date") or by the word it follows in the
// text ("room", "table", "gate"), and the new part has the same shape as
// the old one (a time for a time, a number after the same noun). Read as
// a bare value, "4pm" became nothing and "6" was named back, and the yes
// wrote the old text. When the part named cannot be found, or more than
// one fits, nothing changes and the reply says so and how to say it — it
// never leaves the user thinking it changed.

import (
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// partNamedFrames are the ways a part is named, built on first use (R55).
var partNamedFrames = sync.OnceValue(func() (w struct{ lead, verb, is, makeIt, bare *regexp.Regexp }) {
	// lead: words before the correction that are none of it
	w.lead = regexp.MustCompile(`(?i)^(?:(?:no|nope|nah|oh|wait|actually|sorry|hm+|um+|uh|ok|okay|oops|my bad|hang on|hold on|and|also|but|just|please|pls)\b[,!.:;\s]*)*`)
	// verb: "make the time 4pm", "change the room to 6", "move the day to friday"
	w.verb = regexp.MustCompile(`(?i)^(?:make|change|set|move|put|switch|update|push|bump|fix|correct)\s+(?:the|my|that|its|it's)\s+([a-z]+)\s+(?:to\s+|as\s+|be\s+|at\s+|for\s+|into\s+|on\s+)?(.+)$`)
	// is: "the time should be 4pm", "room is 6", "time: 4pm"
	w.is = regexp.MustCompile(`(?i)^(?:the\s+)?([a-z]+)\s*(?:should\s+be|needs\s+to\s+be|has\s+to\s+be|is|=|:)\s*(.+)$`)
	// makeIt leads a bare part: "make it room 6", "it's room 6"
	w.makeIt = regexp.MustCompile(`(?i)^(?:(?:make|change|set)\s+(?:it|that|this)\s+(?:to\s+|into\s+)?|(?:it|that)(?:'s|’s|s|\s+is|\s+should\s+be)\s+)`)
	// bare: "room 6", "table #4"
	w.bare = regexp.MustCompile(`(?i)^([a-z]+)\s+#?\s*(.+)$`)
	return w
})

// notAPart are words that name the whole value or nothing: what follows
// them is the whole value's (text_part_at_approval.go, the value reader).
var notAPart = lazyWordSet(`it its that this these those there note text title message reminder todo thing one all everything what which`)

// partNouns name a part by its shape: the index into partKinds.
var partNouns = map[string]int{"time": 0, "hour": 0, "day": 1, "weekday": 1, "date": 2}

// partNamedRead reads a correction that names a part of a's long text: a
// correct_value with the part replaced, or, when the part named cannot be
// told, the change kept with the reason; ok is false for any other
// message. It only reads.
func (e *Engine) partNamedRead(a *agents.Agent, text string) (apCommand, bool) {
	w := e.sess.Work[a.Name]
	if w == nil || strings.Contains(text, "?") {
		return apCommand{}, false
	}
	for _, s := range textSlots(a) {
		held := w.Slots[s.Name]
		if !s.Long || held == "" {
			continue
		}
		noun, value, framed := partNamedIn(text, held)
		if noun == "" {
			continue
		}
		if out, ok := replaceNamedPart(held, noun, value); ok {
			return correctCmd(agents.Interpretation{Slots: map[string]string{s.Name: out}}, text), true
		}
		if framed {
			reason := fmt.Sprintf("I can't tell which part of %q is the %s; say the whole %s as it should read", held, noun, s.LabelOrName())
			if _, isPart := wholePart(value); !isPart {
				// "make the time later": no new part said
				reason = fmt.Sprintf("I can't tell what %q makes the %s in %q; say the new %s, like %q", value, noun, held, noun, "make the "+noun+" "+partExample(noun))
			}
			return keptCmd(a, text, reason), true
		}
	}
	return apCommand{}, false
}

// partNamedIn is the noun naming the part and the new part, from text;
// framed reports a verb or "is" frame (the user surely meant a part),
// where a bare "room 6" counts only when held has the noun.
func partNamedIn(text, held string) (noun, value string, framed bool) {
	f := partNamedFrames()
	rest := strings.TrimSpace(text[len(f.lead.FindString(strings.TrimSpace(text))):])
	rest = partFrame().tail.ReplaceAllString(strings.TrimSpace(rest), "")
	try := func(m []string, framed bool) (string, string, bool) {
		if m == nil {
			return "", "", false
		}
		noun, value := strings.ToLower(m[1]), strings.TrimSpace(m[2])
		if _, known := partNouns[noun]; known && framed && !notAPart()[noun] {
			return noun, value, true // "make the time later": a part named, said or not
		}
		if _, ok := wholePart(value); !ok || notAPart()[noun] {
			return "", "", false // "make the time work for everyone"; "it is 4pm": the whole value's readers'
		}
		if _, known := partNouns[noun]; !known && !framed && nounBeforePart(held, noun) == nil {
			return "", "", false // "skip 2": no noun of the text
		}
		return noun, value, true
	}
	if n, v, ok := try(f.verb.FindStringSubmatch(rest), true); ok {
		return n, v, true
	}
	if n, v, ok := try(f.is.FindStringSubmatch(rest), true); ok {
		return n, v, true
	}
	if n, v, ok := try(f.bare.FindStringSubmatch(f.makeIt.ReplaceAllString(rest, "")), false); ok {
		return n, v, false // "room 6", "make it room 6", "it's room 6"
	}
	return "", "", false
}

// replaceNamedPart is held with the part noun names put as value: the one
// part of value's shape when noun names a shape ("the time"), else the
// part right after the noun in held ("room 5"). ok is false when none or
// more than one fits.
func replaceNamedPart(held, noun, value string) (string, bool) {
	kind, isPart := wholePart(value)
	if want, ok := partNouns[noun]; ok {
		olds := partKinds()[want].FindAllStringIndex(held, -1)
		if !isPart || len(olds) != 1 {
			return "", false
		}
		if kind != want {
			// "change the time to 4" at "3pm": the hour, said with the
			// old time's half of the day
			value = withHalfOfDay(value, held[olds[0][0]:olds[0][1]])
			if k, _ := wholePart(value); k != want {
				return "", false
			}
		}
		return held[:olds[0][0]] + value + held[olds[0][1]:], true
	}
	loc := nounBeforePart(held, noun)
	if loc == nil {
		return "", false
	}
	old := held[loc[2]:loc[3]]
	if k, ok := wholePart(old); !ok || k != kind {
		return "", false // "room 5" and "room six": the shapes differ
	}
	out := held[:loc[2]] + value + held[loc[3]:]
	return out, out != held
}

// nounBeforePart is where noun stands in held with a part right after it
// ("room 5", "table #2"): the submatch of the part, nil when not there
// exactly once.
func nounBeforePart(held, noun string) []int {
	if noun == "" {
		return nil
	}
	re := regexp.MustCompile(`(?i)\b` + regexp.QuoteMeta(noun) + `\s+#?\s*(\d+(?:[.,:]\d+)?(?:\s?(?:am|pm))?)(?:\b|$)`)
	all := re.FindAllStringSubmatchIndex(held, -1)
	if len(all) != 1 {
		return nil
	}
	return all[0]
}

// halfOfDay is a time's am or pm.
var halfOfDay = reading.Lazy(`(?i)\s?(am|pm|a\.m\.|p\.m\.)$`)

// withHalfOfDay is an hour said bare ("4") with the am or pm of the time
// it replaces ("3pm"): "4pm"; value as it was when either has none.
func withHalfOfDay(value, old string) string {
	m := halfOfDay.FindStringSubmatch(old)
	if m == nil || !isDigits(value) || len(value) > 2 {
		return value
	}
	return value + m[1]
}

// partExample is a new part of the shape noun names, for the hint.
func partExample(noun string) string {
	switch partNouns[noun] {
	case 1:
		return "friday"
	case 2:
		return "the 3rd"
	}
	return "4pm"
}
