package offline

// Choices given to listed ids by place or by id (round 33, ins 18): "need
// decline letters for 11AA22 and 33BB44, first is motor second is home,
// both late lodgement", "11AA22 is motor and 33BB44 home", "the first
// one's home, the other motor". Split as usual, both types fell to the
// second claim, which was asked for its type and then written twice. When
// every id listed gets exactly one choice this way, the message is one
// request per id, each with its own choice and the rest of the message
// (the reason said for both), the assignments taken out. Only for an
// agent with no side effects: nothing here ever moves money.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// placeWords name an item of a list by its place; -1 is "the other".
var placeWords = map[string]int{"first": 0, "1st": 0, "former": 0, "second": 1, "2nd": 1, "latter": 1,
	"third": 2, "3rd": 2, "fourth": 3, "4th": 3, "other": -1}

// assignFiller may stand between a place or an id and its choice: "the
// first one's home", "11AA22 is a motor claim", "2nd = house".
var assignFiller = map[string]bool{"is": true, "one": true, "ones": true, "one's": true, "=": true, ":": true, "-": true,
	"a": true, "an": true, "its": true, "it's": true, "was": true, "should": true, "be": true, "the": true, "will": true, "'s": true}

// assignedSplit is the message as one request per id when every id it
// lists is given one choice by place or by id; ok is false otherwise.
func (o *Brain) assignedSplit(text string, among []*agents.Agent) ([]string, bool) {
	best, ok := o.router.Best(text, among)
	if !ok || best.Agent.HasSideEffects() || reading.LastCorrection(text) >= 0 {
		return nil, false
	}
	a := best.Agent
	var idSlot, choiceSlot *agents.Slot
	for i := range a.Slots {
		switch sl := &a.Slots[i]; {
		case sl.Kind == agents.KindPattern && sl.Pattern != nil && idSlot == nil:
			idSlot = sl
		case len(sl.Choices) > 0 && choiceSlot == nil:
			choiceSlot = sl
		}
	}
	if idSlot == nil || choiceSlot == nil {
		return nil, false
	}
	// the ids listed, in order, first place of each
	var ids []string
	for _, loc := range agents.IDMatches(idSlot, text) {
		v := text[loc[0]:loc[1]]
		if _, err := idSlot.Normalize(v, nil); err != nil {
			continue
		}
		if indexFold(ids, v) < 0 {
			ids = append(ids, v)
		}
	}
	if len(ids) < 2 {
		return nil, false
	}
	words := wordsAt(text)
	given := make([]string, len(ids))
	var cut [][2]int // the assignments' spans, taken out of each request
	other := -1
	for _, c := range choicesIn(choiceSlot, text) {
		k := len(words) - 1
		for k >= 0 && words[k].at >= c.at {
			k--
		}
		for k >= 0 && assignFiller[strings.ToLower(words[k].w)] {
			k--
		}
		if k < 0 {
			continue
		}
		w := words[k]
		item := indexFold(ids, w.w)
		if p, ok := placeWords[strings.ToLower(w.w)]; ok && item < 0 {
			if p == -1 {
				other = len(cut) // resolved once the rest are placed
				item = -1
			} else if p < len(ids) {
				item = p
			} else {
				return nil, false
			}
		} else if item < 0 {
			continue // a choice said with no place or id before it
		} else if strings.Count(strings.ToLower(text), strings.ToLower(ids[item])) < 2 {
			return nil, false // "decline 11AA22 motor and 33BB44 home": each request says its own, split as usual
		}
		from := w.at
		if k > 0 && strings.EqualFold(words[k-1].w, "the") {
			from = words[k-1].at
		}
		if item >= 0 {
			if given[item] != "" {
				return nil, false // one id given two choices: no guess
			}
			given[item] = c.value
		} else {
			given = append(given, c.value) // "the other": kept at the end for now
		}
		end := c.at + c.n
		if rest := strings.ToLower(text[end:]); strings.HasPrefix(rest, " claim") || strings.HasPrefix(rest, " policy") || strings.HasPrefix(rest, " one") {
			end += len(strings.Fields(rest)[0]) + 1 // "a car claim"
		}
		cut = append(cut, [2]int{from, end})
	}
	if other >= 0 {
		v := given[len(given)-1]
		given = given[:len(given)-1]
		free := -1
		for i, g := range given {
			if g == "" {
				if free >= 0 {
					return nil, false // "the other" of three: which one?
				}
				free = i
			}
		}
		if free < 0 {
			return nil, false
		}
		given[free] = v
	}
	for _, g := range given {
		if g == "" {
			return nil, false
		}
	}
	// the message without the assignments; an id said again in one is
	// taken out with it
	var b strings.Builder
	from := 0
	for _, c := range cut {
		if c[0] < from {
			return nil, false
		}
		b.WriteString(text[from:c[0]])
		from = c[1]
	}
	b.WriteString(text[from:])
	core := tidyJoins(b.String())
	out := make([]string, len(ids))
	for i := range ids {
		r := core
		for j, other := range ids {
			if j != i {
				r = withoutID(r, other)
			}
		}
		out[i] = strings.TrimRight(tidyJoins(r), " ,.;") + ", " + strings.ToLower(given[i])
	}
	return out, true
}

type wordAt struct {
	w  string
	at int
}

// wordsAt are the words of text with where each starts; an apostrophe
// stays in its word ("one's"), "=", ":" and "-" standing alone are words.
func wordsAt(text string) []wordAt {
	var out []wordAt
	i := 0
	for i < len(text) {
		c := text[i]
		if c == ' ' || c == ',' || c == '.' || c == ';' || c == '!' || c == '?' || c == '(' || c == ')' {
			i++
			continue
		}
		j := i
		for j < len(text) && !strings.ContainsRune(" ,.;!?()", rune(text[j])) {
			j++
		}
		out = append(out, wordAt{strings.Trim(text[i:j], `"`), i})
		i = j
	}
	return out
}

func indexFold(list []string, v string) int {
	for i, s := range list {
		if strings.EqualFold(s, v) {
			return i
		}
	}
	return -1
}

// withoutID is text with the id and the joining word before it taken out:
// "for 11AA22 and 33BB44" without 33BB44 is "for 11AA22".
func withoutID(text, id string) string {
	lower, lid := strings.ToLower(text), strings.ToLower(id)
	i := strings.Index(lower, lid)
	if i < 0 {
		return text
	}
	head, tail := strings.TrimRight(text[:i], " "), text[i+len(id):]
	for _, j := range []string{" and", " &", ",", " +", " n"} {
		if strings.HasSuffix(strings.ToLower(head), j) {
			return head[:len(head)-len(j)] + tail
		}
	}
	for _, j := range []string{" and ", " & ", ", ", " + ", " n "} {
		if strings.HasPrefix(strings.ToLower(tail), j) {
			return head + " " + tail[len(j):] // the first of the list: the joining word after it
		}
	}
	return head + tail
}

// tidyJoins takes out the joining words and commas an assignment taken
// out left alone: "…33BB44,  and , both late" is "…33BB44, both late".
func tidyJoins(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for prev := ""; prev != s; {
		prev = s
		for _, r := range [][2]string{{" ,", ","}, {",,", ","}, {", and,", ","}, {", ,", ","}, {", &,", ","}, {". ,", "."}, {"..", "."}, {", .", "."}, {"  ", " "}, {"- ,", ","}, {" -,", ","}, {" .", "."}} {
			s = strings.ReplaceAll(s, r[0], r[1])
		}
		s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(s, " and"), ","))
	}
	return s
}
