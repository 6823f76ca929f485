package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A text and its title said together at a question (issue 24, notes20):
// "jot this down: buy bread, call it bread" at the title question, "buy
// bread, call it bread" at the text question. The title's marker takes the
// title; the words before it are the text, whichever of the two was asked.
// Before, the title question kept only the title and asked the text again
// (the words were lost), and the text question kept the whole message as
// the text, marker and title included. At no question (a request) the
// readings of extract_free_down.go and extract_free.go stand.

// textBeforeTitle fills the long text slot with the words before the
// title's marker, when a question is open and the marker named the title.
func (x *extraction) textBeforeTitle(out map[string]string, asked string, kept []freeMark) {
	if asked == "" {
		return
	}
	var long *Slot
	for i := range x.agent.Slots {
		if s := &x.agent.Slots[i]; s.Long && s.Kind == KindText && out[s.Name] == "" && long == nil {
			long = s
		}
	}
	var title *freeMark
	for i := range kept {
		if m := kept[i]; !m.slot.Long && m.slot.titled() && out[m.slot.Name] != "" && title == nil {
			title = &kept[i]
		}
	}
	if long == nil || title == nil || (asked != long.Name && asked != title.slot.Name) {
		return
	}
	from, lead := 0, false
	if loc := writtenDownLoc(x.text); loc != nil && loc[1] <= title.at {
		from, lead = loc[1], true // "jot this down: buy bread, call it bread"
	}
	for _, m := range x.freeMarks([]*Slot{long}) {
		if m.at >= from && m.value <= title.at {
			from, lead = m.value, true // "the note says buy bread, title it bread"
			break
		}
	}
	if strings.HasPrefix(strings.ToLower(x.text[from:title.at]), "that ") {
		from += len("that ")
	}
	v := trimValue(x.text[from:title.at])
	v = trimValue(strings.TrimSuffix(strings.TrimRight(v, " ,;:-–—"), " and"))
	if !aValue(v) || placeholder[strings.ToLower(v)] || x.ownWordsOnly(reading.ASCIILower(v)) || namesTheNote.MatchString(v) {
		return
	}
	if !lead && len(reading.Terms(v)) < 2 {
		return // "ok, call it bread", "hmm, title it gym": no text said
	}
	out[long.Name] = v
	x.consumed = append(x.consumed, span{from, title.at})
	x.freeSpans = append(x.freeSpans, span{from, title.at})
}
