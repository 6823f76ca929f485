package agents

// A title said right after the request, before a labelled text (§15, R56;
// round 18): "add note Party, text: bring cake", "new note Shopping saying
// eggs and milk", "create a note Ideas with text: paint the fence". The
// text's marker ("text:", "saying", "that says") gives the text; the few
// words between the note's request and that marker name the note, and are
// not asked again as if they had never been said.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// noteRequestLead is a request for a new note, up to where its name may
// start: fillers, a verb or none, and the noun ("add note", "new note",
// "please create a quick note", "note").
var noteRequestLead = reading.Lazy(`(?i)^\s*(?:(?:please|pls|plz|can\s+you|could\s+you|ok|okay|hey|and|also)[,\s]+)*(?:(?:add|create|make|write|start|jot|take|save|new)\s+)?(?:(?:a|an|the|me\s+a|new|another|quick)\s+)*(?:note|memo)\b(?:\s+(?:for\s+me|please|pls))?[\s:,-]*`)

// titleJoinTail is what joins a title to the text's marker: "Party, text:",
// "Ideas with text:", "Shopping and the text".
var titleJoinTail = reading.Lazy(`(?i)(?:[\s,;:.\-–—]+|\s+(?:with|and|,)(?:\s+(?:the|a|its))?)+$`)

// titleBeforeText names the note with the words between its request and
// the long text's marker, when the marker gave the text and no title is
// held yet.
func (x *extraction) titleBeforeText(free []*Slot, out map[string]string, asked string, kept []freeMark) {
	var title *Slot
	textAt := -1
	for _, s := range free {
		if !s.Long && s.titled() && out[s.Name] == "" && s.Name != asked && title == nil {
			title = s
		}
	}
	for _, m := range kept {
		if m.slot.Long && out[m.slot.Name] != "" && textAt < 0 {
			textAt = m.at
		}
	}
	if title == nil || textAt <= 0 {
		return
	}
	lead := noteRequestLead.FindStringIndex(x.text[:textAt])
	if lead == nil || lead[1] >= textAt {
		return
	}
	said := x.text[lead[1]:textAt]
	said = said[:len(said)-len(titleJoinTail.FindString(said))]
	v := trimValue(said)
	n := len(strings.Fields(v))
	if !aValue(v) || n == 0 || n > maxTitleWords || placeholder[strings.ToLower(v)] || x.ownWordsOnly(reading.ASCIILower(v)) {
		return
	}
	from := lead[1] + strings.Index(said, v)
	out[title.Name] = v
	x.consumed = append(x.consumed, span{from, from + len(v)})
	x.freeSpans = append(x.freeSpans, span{from, from + len(v)})
}
