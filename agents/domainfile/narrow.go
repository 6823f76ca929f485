package domainfile

// A list asked for with a word that narrows it (issue 24): "what's on my
// to-do list", "show my work notes", "anything about shopping" listed
// every note, to-dos as raw "todo/…" titles. A tool that lists (no
// argument asked, a list of names in its structured result) now shows the
// items the request's own words name — an item's words, or the tag before
// a "/" in it, shown without the tag ("todo/buy milk" is "buy milk") —
// and, when none does, says so and offers the whole list. Words that ask
// for a list ("show", "list", "my", "notes", the agent's title and task)
// narrow nothing, so "list my notes" lists them all as before.

import (
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/mcp"
	"github.com/concierge-dev/concierge/agents/reading"
)

// askingWords ask for a list and narrow nothing.
var askingWords = lazySet(`list lists listing show shows see view display give tell read what whats what's which
	is are there here do does did have has got get i i've ive me my mine our all every everything anything any
	something stuff things thing items item entries entry one ones about on in for with of from to the a an and
	or please pls plz can could would you u just only again now left currently saved stored kept written
	titles title names name called named titled regarding re related mentioning containing that
	note notes hey hi ok okay so um uh let's lets see after afterwards later then first next too also when done
	this it those these once more back up out over how many much wat wats watz left remaining still open pending outstanding anymore
	got bits ones pull bring find search look check
	searching searches grep grepping seek seeking hunt hunting locate lookup lookin finding mention mentions mentioned
	contain contains contained word words keyword keywords term terms anywhere where says say saying said text texts
	fine oh oops whatever guess nvm never forgot forget made make created wrote yet whatve watve
	else need needs gotta possible mind showing viewing seeing looking checking listing wondering wonder if able may might kindly
	hello hiya heya yo howdy morning afternoon evening good thanks thank cheers
	well alright aight right kk hmm hm er erm save store keep write wrote jot jotted put added down
	whole entire full complete total lot rest
	useless stupid dumb hell heck damn damned bloody freaking fricking frigging effing fucking fuck shit crap ugh argh
	app bot go went gone disappeared vanished missing lost happened wheres
	was were abt bout abut didnt dont havent ever concerning recorded typed logged
	thru through throu dig digging rummage rummaging scan scanning`) // "show me my whole list" (tryout 40 notes 10); "this thing is useless, where the hell did my notes go" (notes 14) // "hi! is it possible to see …", "would you mind showing …" (notes26); "so what did i save", "well what notes do i have" (notes35); "what was that note about the wifi", "didnt i write something abt X" (tryout 40 notes 15); "dig up the one about X", "look thru my stuff" (tryout 41 notes 06, 20)

// lazySet is a set of the words in s, built once, when first asked.
func lazySet(s string) func() map[string]bool {
	return sync.OnceValue(func() map[string]bool {
		m := map[string]bool{}
		for _, w := range strings.Fields(s) {
			m[w] = true
		}
		return m
	})
}

// narrowList words a list result narrowed by the request's words; ok is
// false when the tool asks for arguments, the result holds no list of
// names, or the request names nothing to narrow by.
func (rt *runtime) narrowList(res mcp.Result, t *agents.Turn) (string, bool) {
	if t == nil || t.Request == "" || len(rt.slots) > 0 || len(rt.values) > 0 {
		return "", false
	}
	items, ok := listOf(res.Structured)
	if !ok {
		return "", false
	}
	own := map[string]bool{}
	for _, s := range []string{rt.spec.Title, rt.spec.Task, rt.spec.Intro, rt.spec.Name} {
		for _, w := range wordsOf(s) {
			own[w] = true
		}
	}
	var by []string
	for _, w := range joinedToDo(wordsOf(askingClause(t.Request))) {
		if askingWords()[w] || own[w] || own[strings.TrimSuffix(w, "s")] || len(w) < 3 || askingSlip(w) {
			continue
		}
		by = append(by, w)
	}
	if len(by) == 0 || len(by) > 3 {
		return "", false
	}
	if len(items) == 0 {
		return emptyNarrowed(rt.spec, by), true // "whats on my todo list" with no notes at all (notes32)
	}
	texts := contentsOf(res.Structured, items)
	var shown []string
	for _, it := range items {
		if name, ok := itemNamed(it, by); ok {
			shown = append(shown, name)
		} else if name, ok := contentNamed(it, texts[it], by); ok {
			shown = append(shown, name)
		}
	}
	said := strconv.Quote(strings.Join(by, " "))
	one, many := itemNouns(rt.spec)
	if len(shown) == 0 {
		return "Nothing matches " + said + ". Say \"" + wholeList(rt.spec) + "\" to see " + seeAll(len(items), one, many) + ".", true
	}
	if len(shown) == 1 {
		return "1 " + one + " matches " + said + ": " + shown[0] + ".", true
	}
	return strconv.Itoa(len(shown)) + " " + many + " match " + said + ": " + strings.Join(shown, ", ") + ".", true
}

// emptyNarrowed says a list narrowed by the request's words is empty
// because there is nothing at all: "There are no to-dos yet." for the
// to-do tag, else "There are no notes yet, so none about "dentist"."
func emptyNarrowed(a *AgentSpec, by []string) string {
	_, many := itemNouns(a)
	if len(by) == 1 && by[0] == "todo" || len(by) == 1 && by[0] == "todos" {
		return "There are no to-dos yet: there are no " + many + " at all."
	}
	return "There are no " + many + " yet, so none about " + strconv.Quote(strings.Join(by, " ")) + "."
}

// seeAll is how the whole list of n things is offered, in words that
// read as English for any count (issue 24, R56): "the one note", "both
// notes", "all 3 notes".
func seeAll(n int, one, many string) string {
	switch n {
	case 1:
		return "the one " + one
	case 2:
		return "both " + many
	}
	return "all " + strconv.Itoa(n) + " " + many
}

// itemNouns are what a list agent lists, singular and plural: the plural
// noun its task ends with ("list the notes", "show the prescriptions"),
// else its title's or intro's; "item" and "items" when none says one.
func itemNouns(a *AgentSpec) (one, many string) {
	for _, s := range []string{a.Task, a.Intro, a.Title} {
		w := wordsOf(s)
		for i := len(w) - 1; i >= 0; i-- {
			if one := singular(w[i]); one != "" {
				return one, w[i]
			}
		}
	}
	return "item", "items"
}

// singular is the singular of a plural noun ("notes" → "note", "entries"
// → "entry", "boxes" → "box"); "" for a word that is not one.
func singular(w string) string {
	switch {
	case len(w) < 4 || !strings.HasSuffix(w, "s") || strings.HasSuffix(w, "ss") || strings.HasSuffix(w, "us") || strings.HasSuffix(w, "is"):
		return ""
	case strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "ches"), strings.HasSuffix(w, "shes"), strings.HasSuffix(w, "xes"), strings.HasSuffix(w, "sses"):
		return w[:len(w)-2]
	}
	return w[:len(w)-1]
}

// wholeList is how the user asks for the whole list: the agent's first
// example, else its task.
func wholeList(a *AgentSpec) string {
	if len(a.Examples) > 0 {
		return a.Examples[0]
	}
	return a.Task
}

// listOf is the one list of names in a structured result.
func listOf(data map[string]any) ([]string, bool) {
	var found []string
	n := 0
	keys := make([]string, 0, len(data))
	for k := range data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		xs, ok := data[k].([]any)
		if !ok {
			continue
		}
		n++
		found = nil
		for _, x := range xs {
			s, ok := x.(string)
			if !ok {
				return nil, false
			}
			found = append(found, s)
		}
	}
	return found, n == 1
}

// itemNamed reports an item one of the words names, and the item as
// shown: a word of it, or its tag ("todo" of "todo/buy milk"), in any
// of the spellings people type ("to-do", "todos", "shoping").
func itemNamed(item string, by []string) (string, bool) {
	tag, rest, tagged := strings.Cut(item, "/")
	for _, w := range by {
		if tagged && sameWord(w, squash(tag)) {
			return strings.TrimSpace(rest), true
		}
		for _, iw := range wordsOf(item) {
			if sameWord(w, iw) {
				return item, true
			}
		}
	}
	return "", false
}

// sameWord compares two words as people mean them: plural, hyphen and a
// slip of one letter in a long word aside.
func sameWord(a, b string) bool {
	a, b = strings.TrimSuffix(a, "s"), strings.TrimSuffix(b, "s")
	if a == b {
		return true
	}
	return len(a) >= 5 && len(b) >= 5 && reading.EditDistance(a, b, 1) <= 1
}

// squash drops the hyphens of a word: "to-do" is "todo".
func squash(w string) string { return strings.ReplaceAll(strings.ToLower(w), "-", "") }

// wordsOf are the lower-case words of s, hyphens dropped ("to-do" is
// "todo"), split at anything but a letter or digit.
func wordsOf(s string) []string {
	s = strings.ToLower(strings.ReplaceAll(strings.ReplaceAll(s, "-", ""), "'", ""))
	return strings.FieldsFunc(s, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	})
}

// joinedToDo reads "to do" as "todo" when a list is asked for: "whats on
// my to do list" narrows as "whats on my todo list" does.
func joinedToDo(ws []string) []string {
	out := ws[:0:0]
	for i := 0; i < len(ws); i++ {
		if ws[i] == "to" && i+1 < len(ws) && ws[i+1] == "do" {
			out = append(out, "todo")
			i++
			continue
		}
		if (ws[i] == "plate" || ws[i] == "agenda") && i > 1 && ws[i-2] == "on" && (ws[i-1] == "my" || ws[i-1] == "the" || ws[i-1] == "me") {
			out = append(out, "todo") // "what's on my plate": the things to do, never a note about plates (notes 22)
			continue
		}
		out = append(out, ws[i])
	}
	return out
}
