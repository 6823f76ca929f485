package concierge

// "That's two separate notes" at an approval (tryout 33, notes 10): the
// note waiting holds what the user meant as two ("get semi skimmed. and
// another 'car' - MOT due june"), and "no, thats 2 separate notes", "make
// those two notes", "split it into two" were "Not applied: 2" — the user
// gave in and said yes to the joined note. The text that waits is cut in
// two where it says so: the first part stays with this call (a new summary,
// a fresh yes), the second is a request of its own, asked for after it
// with the title it was given. Nothing is written until a yes.

import (
	"regexp"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
)

var splitMarks = sync.OnceValue(func() (w struct{ asks, another, joint *regexp.Regexp }) {
	// asks: the user says the one thing waiting is two: "split it", "two
	// separate notes", "make those 2 notes", "they should be separate",
	// "seperate ones pls", "2 different entries not 1"
	w.asks = regexp.MustCompile(`(?i)\bsplit\b|\bsep[ae]r[ae]te(?:ly)?\b|\b(?:two|2|different|individual)\s+(?:separate\s+|different\s+)?(?:notes?|ones|entries|items|things|to-?dos|tasks|messages)\b`)
	// another: "and another 'car' - MOT due june", "another note called
	// car: book the service", "and another one titled car, text book it"
	w.another = regexp.MustCompile(`(?i)[\s,.;]*\b(?:and\s+|also\s+|plus\s+)*another(?:\s+(?:note|one|entry))?(?:\s+(?:called|titled|named|title))?\s*[:,-]?\s*(?:['"‘“]([^'"’”]+)['"’”]|(\S+)\s*[:–—-])\s*(?:[:–—,-]\s*)?(?:(?:text|saying|says)\s*[:,-]?\s*)?(.+)$`)
	// joint: where one text joins two things without naming a second title
	w.joint = regexp.MustCompile(`(?i)\s*(?:[.;]\s+|\s+and\s+(?:also\s+)?)`)
	return w
})

// asksSplit reports a message at an approval that says the call's text is
// two things.
func asksSplit(text string) bool {
	return splitMarks().asks.MatchString(text)
}

// splitRead reads "make those two notes" at a's approval: a correct_value
// of the long text to its first part, and the second part queued as a
// request of its own for after the call (with its title when the text
// named one). ok is false when the message asks no split or the text has
// no one place to cut.
func (e *Engine) splitRead(a *agents.Agent, text string) ([]apCommand, bool) {
	if !asksSplit(text) || strings.Contains(text, "?") && !strings.Contains(strings.ToLower(text), "split") {
		return nil, false
	}
	w := e.sess.Work[a.Name]
	if w == nil {
		return nil, false
	}
	for i := range a.Slots {
		s := &a.Slots[i]
		held := w.Slots[s.Name]
		if s.Kind != agents.KindText || !s.Long || held == "" {
			continue
		}
		first, title, second, ok := cutInTwo(held)
		if !ok {
			return nil, false
		}
		c := apCmd(agents.CmdCorrectValue, text)
		c.in = agents.Interpretation{Slots: map[string]string{s.Name: first}}
		q := apCmd(agents.CmdStartTask, text)
		q.Agent, q.Scope, q.Text = a.Name, afterCall, e.secondRequest(a, s, title, second)
		return []apCommand{q, c}, true
	}
	return nil, false
}

// cutInTwo is held cut where it names another thing ("… and another 'car'
// - MOT due june": title car) or, naming none, at its one joint ("buy
// cupcakes and milk", "call mum. pay the bill").
func cutInTwo(held string) (first, title, second string, ok bool) {
	if m := splitMarks().another.FindStringSubmatchIndex(held); m != nil && m[0] > 0 {
		first = strings.TrimRight(strings.TrimSpace(held[:m[0]]), ".,;")
		title = pick(held, m, 1)
		if title == "" {
			title = pick(held, m, 2)
		}
		second = strings.TrimSpace(held[m[6]:m[7]])
		return first, title, second, first != "" && second != ""
	}
	joints := splitMarks().joint.FindAllStringIndex(held, -1)
	if len(joints) != 1 {
		return "", "", "", false // none, or where to cut is unclear
	}
	j := joints[0]
	first = strings.TrimRight(strings.TrimSpace(held[:j[0]]), ".,;")
	second = strings.TrimRight(strings.TrimSpace(held[j[1]:]), ".")
	return first, "", second, first != "" && second != ""
}

// pick is the text of group g of match m, "" when it took no part.
func pick(s string, m []int, g int) string {
	if m[2*g] < 0 {
		return ""
	}
	return strings.TrimSpace(s[m[2*g]:m[2*g+1]])
}

// secondRequest is the request for the second part, in words the reader
// takes values from: "write a note, title: car, text: MOT due june".
func (e *Engine) secondRequest(a *agents.Agent, long *agents.Slot, title, text string) string {
	parts := []string{a.Task}
	if a.Task == "" {
		parts[0] = a.Intro
	}
	if title != "" {
		for i := range a.Slots {
			s := &a.Slots[i]
			if s != long && s.Kind == agents.KindText && !s.Long {
				parts = append(parts, s.Name+": "+title)
				break
			}
		}
	}
	return strings.Join(append(parts, long.Name+": "+text), ", ")
}
