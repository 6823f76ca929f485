package concierge

// An item of a list just shown, pointed at by its place (R50; issue 24,
// notes20): after "Notes: shopping, work." the user says "open the first
// one", "the second note", "delete the last one", "read number 2". Before,
// the ordinal was read as the title ("There is no note titled "first"")
// or not at all ("I'm not sure how to help with that"). Any YAML domain's
// list result is a reply of a task ("Label: a, b and c." or one item a
// line, "- a" or "1. a"); the words pointing are put in the message in
// the item's place, so everything after reads the item as if typed. An
// item said alone after the list ("the second note" becomes "work") is
// the value of the one task that reads an item without changing anything.

import (
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// execListPick starts the reading task with the item said alone.
const execListPick turnExec = iota + 4200

var (
	// listOrdinal is a place in a list, with what frames it: "the first
	// one", "2nd note", "the last one on the list", "number 3", "#2".
	listOrdinal = reading.Lazy(`(?i)(?:\b(?:the|that|this|my|ur|your)\s+(?:very\s+)?)?(?:\b(second|2nd)\s+(?:to\s+)?last\b|\b(penultimate)\b|\b(first|frist|fist|1st|second|secnd|sec|2nd|third|thrid|3rd|fourth|forth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|8th|ninth|9th|tenth|10th|last|final|top|bottom|latest|newest|oldest)\b|\b(?:number|no\.?|nr|num)\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b|#(\d{1,2})\b)(?:\s+(?:one|ones|note|notes|item|items|entry|entries|title|thing|in\s+the\s+list|on\s+the\s+list|from\s+the\s+list|of\s+(?:them|those|the\s+list)))*`)
	// listLine is a list said on one line: "Notes: shopping, work."
	listLine = reading.Lazy(`(?:^|[.!]\s+)([A-Za-z][\w' /-]{0,40}):\s+([^:\n]+?)\s*$`)
	// listBullet is one item a line: "- shopping", "2. work", "• gym".
	listBullet = reading.Lazy(`^\s*(?:[-*•]|\d{1,2}[.)])\s+(.+?)\s*$`)
)

// placeWords are the places said in words and figures.
var placeWords = lazyWordSet("first frist fist 1st second secnd sec 2nd third thrid 3rd fourth forth 4th fifth 5th sixth 6th seventh 7th eighth 8th ninth 9th tenth 10th")

// placeOf is the index in a list of n items a place names; -1 for none.
func placeOf(m []string, n int) int {
	switch {
	case m[1] != "" || m[2] != "":
		return n - 2
	case m[3] != "":
		w := strings.ToLower(m[3])
		switch w {
		case "last", "final", "bottom", "latest", "newest":
			return n - 1
		case "top", "oldest":
			return 0
		}
		order := strings.Fields("first second third fourth fifth sixth seventh eighth ninth tenth")
		for i, o := range order {
			if w == o || reading1st(i+1) == w {
				return i
			}
		}
		switch w {
		case "frist", "fist":
			return 0
		case "secnd", "sec":
			return 1
		case "thrid":
			return 2
		case "forth":
			return 3
		}
	case m[4] != "" || m[5] != "":
		s := strings.ToLower(m[4] + m[5])
		if k, err := strconv.Atoi(s); err == nil {
			return k - 1
		}
		for i, o := range strings.Fields("one two three four five six seven eight nine ten") {
			if s == o {
				return i
			}
		}
	}
	return -1
}

// reading1st is a place in figures: 1st, 2nd, 3rd, 4th.
func reading1st(k int) string {
	switch k {
	case 1:
		return "1st"
	case 2:
		return "2nd"
	case 3:
		return "3rd"
	}
	return strconv.Itoa(k) + "th"
}

// resolveListPlace puts the item a place points at in the place's words,
// when a task's reply showed a list lately and nothing else waits for
// the answer (an approval, a plan, a secret).
func (e *Engine) resolveListPlace(text string) string {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return text
	}
	m := listOrdinal.FindStringSubmatchIndex(text)
	if m == nil {
		return text
	}
	items := e.listShown()
	if len(items) == 0 {
		return text
	}
	said := text[m[0]:m[1]]
	groups := make([]string, 6)
	for g := 1; g < 6; g++ {
		if m[2*g] >= 0 {
			groups[g] = text[m[2*g]:m[2*g+1]]
		}
	}
	if !e.pointsAtItem(text, m, groups) {
		return text
	}
	i := placeOf(groups, len(items))
	if i < 0 || i >= len(items) {
		return text
	}
	e.note(state.NoteRoute, "Read \""+strings.TrimSpace(said)+"\" as "+items[i]+": its place in the list shown")
	return text[:m[0]] + items[i] + text[m[1]:]
}

// pointsAtItem reports a place said as a place: framed ("the first",
// "first one", "number 2") or the whole message ("second", "2nd pls").
func (e *Engine) pointsAtItem(text string, m []int, groups []string) bool {
	said := strings.ToLower(strings.TrimSpace(text[m[0]:m[1]]))
	word := strings.ToLower(groups[3])
	if word == "" {
		return true // "second to last", "number 2", "#2"
	}
	if said != word {
		return true // "the first", "first one"
	}
	rest := strings.TrimSpace(text[:m[0]] + " " + text[m[1]:])
	if e.onlyFraming(rest) {
		return placeWords()[word] || word == "last"
	}
	return false
}

// onlyFraming reports words that frame a value without being one: "ok",
// "please", "can you show me", "the".
func (e *Engine) onlyFraming(s string) bool {
	for _, w := range strings.Fields(s) {
		lw := strings.ToLower(strings.Trim(w, ".,!?;:'\"’"))
		if lw != "" && !aroundValueWords()[lw] && !fillerWords()[lw] && !isYes(lw) && !pickFraming()[lw] {
			return false
		}
	}
	return true
}

// pickFraming are the words said around a pick that neither the value
// nor the verbs hold: "ok the second one then", "uh the last one".
var pickFraming = lazyWordSet("ok okay k then so um uh hmm erm er just and lets let's go with take that one")

// listShown is the list a task's reply showed last, within the user's
// last three messages: its items in order; nil when none.
func (e *Engine) listShown() []string {
	users := 0
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		m := e.sess.Messages[i]
		if m.Role == state.RoleUser {
			if users++; users > 3 {
				return nil
			}
			continue
		}
		if m.Agent == agents.ConciergeName || m.Role != state.RoleAgent {
			continue // the concierge's own list is what it can do
		}
		if items := listIn(m.Text); len(items) > 1 || len(items) == 1 && e.takesNothing(m.Agent) {
			return items // "Noted: shopping." is no list: add_note takes values
		}
	}
	return nil
}

// listIn is the items of the last list a reply holds.
func listIn(text string) []string {
	var bullets, line []string
	for _, l := range strings.Split(text, "\n") {
		if b := listBullet.FindStringSubmatch(l); b != nil {
			bullets = append(bullets, strings.TrimRight(b[1], "."))
			continue
		}
		if len(bullets) > 0 {
			line = nil
		}
		if strings.HasSuffix(strings.TrimSpace(l), "?") {
			continue // a question lists its choices: another reading's (choice_referenced.go)
		}
		if m := listLine.FindStringSubmatch(l); m != nil {
			if items := shownItems(m[2]); len(items) > 0 {
				line, bullets = items, nil
			}
		}
	}
	if len(bullets) > 0 {
		return bullets
	}
	return line
}

// shownItems splits "shopping, work and gym." into its items; nil when a
// part is no item (a sentence, a field "title=milk").
func shownItems(s string) []string {
	s = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(s), "."))
	parts := strings.Split(s, ",")
	if last := parts[len(parts)-1]; strings.Contains(last, " and ") {
		k := strings.LastIndex(last, " and ")
		parts = append(parts[:len(parts)-1], last[:k], last[k+5:])
	}
	var out []string
	for _, p := range parts {
		p = strings.Trim(strings.TrimSpace(p), `"'`)
		if p == "" || strings.ContainsAny(p, "=?") || len(strings.Fields(p)) > 6 {
			return nil
		}
		out = append(out, p)
	}
	return out
}

// listPickRead reads an item of the list shown, said alone ("work", or
// "the second note" once its place is read) or after a task's own verb
// ("delete work", "can you open shopping"), as the value of the task that
// takes one short text: the one whose verb is said, or with no verb the
// one that reads an item without changing anything. A task that changes
// something still asks its approval. ok is false for any other message.
func (e *Engine) listPickRead(text string) (turnCmd, bool) {
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	items := e.listShown()
	if len(items) == 0 {
		return turnCmd{}, false
	}
	item, rest := "", ""
	low := " " + strings.ToLower(strings.Trim(strings.TrimSpace(text), ".!?")) + " "
	for _, it := range items {
		if k := strings.Index(low, " "+strings.ToLower(it)+" "); k >= 0 && len(it) > len(item) {
			item, rest = it, low[:k]+" "+low[k+len(it)+2:]
		}
	}
	if item == "" || len(e.router.SplitRequests(text, e.domain.Agents)) > 1 {
		return turnCmd{}, false
	}
	var said, quiet []*agents.Agent // tasks whose verb is said; tasks that change nothing
	for _, a := range e.domain.Agents {
		if onlyShortText(a) == nil || e.sess.Agenda.Holds(a.Name) {
			continue
		}
		verb, all := false, true
		for _, w := range strings.Fields(rest) {
			lw := strings.Trim(w, ".,!?;:'\"’")
			switch {
			case lw == "" || e.onlyFraming(lw):
			case e.taskVerb(a, lw) || e.requestWord(a, lw):
				verb = true
			default:
				all = false
			}
		}
		switch {
		case verb && all:
			said = append(said, a)
		case all && !a.HasSideEffects():
			quiet = append(quiet, a)
		}
	}
	var a *agents.Agent
	switch {
	case len(said) == 1:
		a = said[0]
	case len(said) > 1:
		best, ok := e.router.Best(text, said)
		if !ok {
			return turnCmd{}, false
		}
		a = best.Agent
	case len(quiet) == 1 && e.onlyFraming(rest):
		a = quiet[0]
	default:
		return turnCmd{}, false
	}
	s := onlyShortText(a)
	c := turnCommand(agents.CmdStartTask, execListPick, text)
	c.a, c.Scope, c.Value = a, s.Name, item
	c.shown = "start_task(" + a.Name + ", " + s.Name + "=" + item + ")"
	c.why = "an item of the list just shown"
	return c, true
}

// runListPick starts the task with the item read.
func (e *Engine) runListPick(c turnCmd) (step, bool) {
	if c.exec != execListPick {
		return stop, false
	}
	e.sess.WorkFor(c.a.Name).Slots[c.Scope] = c.Value
	return enterStep(c.a, c.From, false), true
}

// takesNothing reports a task asked no value: its reply is a result to
// read ("Notes: shopping."), not the value said back.
func (e *Engine) takesNothing(name string) bool {
	a := e.domain.Agent(name)
	if a == nil {
		return false
	}
	for _, s := range a.Slots {
		if s.Question != "" || s.Kind == agents.KindSecret {
			return false
		}
	}
	return true
}
