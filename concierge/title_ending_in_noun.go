package concierge

// A title whose last word is the domain's own plural noun (tryout 39
// notes 24): "meeting notes", "lecture notes", "trip notes". Read as the
// general word, "open meeting notes" opened the notes (unlock), "delete my
// lecture notes" was a delete of every note and "read the meeting notes"
// looked for "meeting". A request to open, read or delete one thing whose
// name is words of its own before the plural noun names that thing when
// the list holds it (looked up as item_absent.go does): the request is
// said again with the title marked ("read the note called "meeting
// notes""); a delete still asks its yes. Not in the list, "show my work
// notes" stays the notes about work (notes24), "open trip notes" is said
// as that list too (not the sign-in), and a delete names the title, so
// the task says it is not there. "open my notes", "show notes" and
// "delete all my notes" name no title and keep their reading.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// titleReadVerbs ask to see one thing; deleteVerbs ask to remove it.
var titleReadVerbs = lazyWordSet(`open opne oepn read raed show shwo view see display pull bring get fetch find`)

// titleLeadWords stand between the verb and a title without being part of
// it: "open up my meeting notes", "show me the trip notes".
var titleLeadWords = lazyWordSet(`up me my mine the a an rid of out back`)

// generalWords before the plural noun make it the general word, not a
// title: "my old notes", "all the notes", "the other notes".
var generalWords = lazyWordSet(`all every evry each both any some these those them other others old new recent latest last first saved written existing current own previous earlier whole entire remaining rest many few more most several todo to-do your our his her their its saved stupid damn bloody dumb silly`)

// titleTrailWords may follow the noun without changing what is asked:
// "open meeting notes pls", "delete the lecture notes note".
var titleTrailWords = lazyWordSet(`please pls plz now again note one thanks thx ta for me`)

// titleEndingInNoun says a request naming a title that ends in the plural
// noun with the title marked; any other text comes back as it was.
func (e *Engine) titleEndingInNoun(t *turn, text string) string {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil || !e.keepsTitled() {
		return text
	}
	if strings.ContainsAny(text, `"“”`) || len(splitClauses(text)) > 1 {
		return text // a marked title, or several requests: read as they are
	}
	item := e.itemWord()
	words := reading.Words(text)
	if item == "" || len(words) > 12 {
		return text
	}
	i := 0
	for i < len(words) && (framing()[words[i]] || pointedFraming()[words[i]]) && !titleReadVerbs()[words[i]] {
		i++
	}
	if i >= len(words) {
		return text
	}
	verb := ""
	switch {
	case titleReadVerbs()[words[i]] && !(words[i] == "get" && i+1 < len(words) && words[i+1] == "rid"):
		verb = "read"
	case deleteVerbs()[words[i]] || words[i] == "get" && i+1 < len(words) && words[i+1] == "rid":
		verb = "delete"
	default:
		return text
	}
	j := i + 1
	for j < len(words) && titleLeadWords()[words[j]] {
		j++
	}
	k := j
	for k < len(words) && words[k] != item+"s" {
		k++
	}
	if k >= len(words) || k == j || k-j > 3 {
		return text // no title before the noun, or too long to be one
	}
	for _, w := range words[j:k] {
		if generalWords()[w] || bulkWords()[w] || framing()[w] || deleteVerbs()[w] || titleReadVerbs()[w] || w == item || strings.HasPrefix(w, "todo") {
			return text
		}
	}
	for _, w := range words[k+1:] {
		if !titleTrailWords()[w] {
			return text
		}
	}
	title := strings.Join(words[j:k+1], " ")
	if verb == "delete" || e.listHolds(t, title) {
		return verb + " the " + item + " called \"" + title + "\""
	}
	if words[i] == "read" || words[i] == "raed" {
		return text
	}
	return "show my " + title // "open trip notes" with no such note: the notes about trip, not the sign-in
}

// listHolds reports title in the domain's list, read now; false when the
// list cannot be read (the notes not open yet).
func (e *Engine) listHolds(t *turn, title string) bool {
	lst := e.ownListAgent()
	if lst == nil {
		return false
	}
	if _, unmet := lst.Unmet(agents.Facts(e.sess.Facts)); unmet {
		return false
	}
	items, ok := e.listedNow(t, lst)
	return ok && containsFold(items, title)
}
