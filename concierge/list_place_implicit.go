package concierge

// A place in the user's list with no list shown (issue 24, notes28; R50):
// "read my first note", "open my latest note", "delete the oldest one"
// read a note titled "first" ("There is no note titled "first""). A task
// that takes one item by its name (a note's title) and is given a place
// instead — first, second, 2nd, last, latest, newest, oldest, most recent,
// second to last, number 3 — looks at the list first: the domain's task
// that lists without changing anything runs (its call shown as any call),
// and the item at that place is taken, unless an item is really named
// that way ("first" when a note is titled "first"). A place past the end
// says how many there are. A list shown just before is read by the reader
// (understand.ListPlace); this is for the list never shown.

import (
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// placeFrame are the words around a place in a value: "my first note",
// "the latest one".
var placeFrame = lazyWordSet(`the my your ur me one ones note notes item items entry entries thing in on from of list this that very`)

// placeOfValue is the place a value says: from the start (0 the first)
// when fromEnd is false, from the end (0 the last) when it is true; ok is
// false for a value that is no place. noun is the item's noun, dropped
// like the frame ("my first note").
func placeOfValue(v, noun string) (at int, fromEnd, ok bool) {
	var words []string
	for _, w := range reading.Words(strings.ToLower(v)) {
		if !placeFrame()[w] && w != noun && w != noun+"s" {
			words = append(words, w)
		}
	}
	said := strings.Join(words, " ")
	switch said {
	case "last", "latest", "newest", "final", "bottom", "most recent", "recent", "most recently added", "last added", "newest added", "lastest", "latests":
		return 0, true, true
	case "second to last", "second last", "2nd to last", "2nd last", "penultimate", "next to last":
		return 1, true, true
	case "oldest", "earliest", "first", "1st", "top", "frist", "fist", "very first":
		return 0, false, true
	}
	if len(words) == 2 && (words[0] == "number" || words[0] == "no" || words[0] == "nr" || words[0] == "num") {
		if k, err := strconv.Atoi(words[1]); err == nil && k >= 1 && k <= 99 {
			return k - 1, false, true
		}
	}
	if len(words) == 1 {
		w := words[0]
		if k, err := strconv.Atoi(strings.TrimPrefix(w, "#")); err == nil && strings.HasPrefix(w, "#") && k >= 1 {
			return k - 1, false, true
		}
		for i, o := range strings.Fields("first second third fourth fifth sixth seventh eighth ninth tenth") {
			if w == o || w == reading.PlaceFigure(i+1) {
				return i, false, true
			}
		}
	}
	return 0, false, false
}

// itemNoun is the noun a task's examples name its item by ("read a note":
// note), "" when they do not end in one.
func itemNoun(a *agents.Agent) string {
	for _, ex := range a.Examples {
		if f := reading.Words(strings.ToLower(ex)); len(f) > 1 {
			return strings.TrimSuffix(f[len(f)-1], "s")
		}
	}
	return ""
}

// placeInList puts the item at the place a's item value says in its
// place, from the list the domain's listing task shows; done is set, with
// the result to finish with, when the place is past the end of the list.
func (e *Engine) placeInList(t *turn, a *agents.Agent) (res agents.Result, done bool) {
	s := a.OnlyShortText()
	lst := e.ownListAgent()
	if s == nil || lst == nil || lst == a || hasSecretSlot(a) {
		return agents.Result{}, false
	}
	w := e.sess.WorkFor(a.Name)
	v := strings.TrimSpace(w.Slots[s.Name])
	noun := itemNoun(a)
	at, fromEnd, ok := placeOfValue(v, noun)
	if !ok {
		return agents.Result{}, false
	}
	listed := lst.Act(e.newAgentTurn(t, lst))
	t.grant = ""
	if ap := e.sess.Pending.Approval; ap != nil && ap.Agent == lst.Name {
		e.sess.Pending.Approval = nil // a listing that asks first is no look
		return agents.Result{}, false
	}
	if t.overrun != nil || !listed.Done && !listed.Final && listed.Reply == "" {
		return agents.Result{}, false
	}
	items := listIn(listed.Reply)
	if len(items) == 0 && !strings.Contains(strings.ToLower(listed.Reply), "no ") {
		return agents.Result{}, false // a reply that is no list: the value as said
	}
	for _, it := range items {
		if strings.EqualFold(it, v) {
			return agents.Result{}, false // a note really titled "first"
		}
	}
	i := at
	if fromEnd {
		i = len(items) - 1 - at
	}
	if i < 0 || i >= len(items) {
		nouns := noun + "s"
		if noun == "" {
			noun, nouns = "one", "items"
		}
		return agents.Done(prompts.ListPlaceOutOfRange(v, noun, nouns, len(items), joinAnd(items))), true
	}
	e.note(state.NoteRoute, "Read \""+v+"\" as "+items[i]+": its place in the list ("+lst.Name+")")
	w.Slots[s.Name] = items[i]
	return agents.Result{}, false
}

// itemShown reports a reply that shows one item a task took by its name
// ("shopping: eggs and milk" of the note read by the title shopping): its
// text is the item's, never a list to point into.
func (e *Engine) itemShown(m state.Message) bool {
	l := e.sess.Last
	if l == nil || l.Agent != m.Agent || e.takesNothing(m.Agent) {
		return false
	}
	low := strings.ToLower(strings.TrimSpace(m.Text))
	for _, v := range l.Slots {
		if head := strings.ToLower(v) + ":"; v != "" && (strings.HasPrefix(low, head) || strings.Contains(low, ". "+head) || strings.Contains(low, "\n"+head)) {
			return true
		}
	}
	return false
}
