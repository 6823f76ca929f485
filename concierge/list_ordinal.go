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
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// execListPick starts the reading task with the item said alone.
const execListPick turnExec = iota + 4200

var (
	// listLine is a list said on one line: "Notes: shopping, work."
	// (a search's head may count and quote: `1 note matches "dentist": dentist.`)
	listLine = reading.Lazy(`(?:^|[.!]\s+)([A-Za-z0-9][\w'" /-]{0,60}):\s+([^:\n]+?)\s*$`)
	// listBullet is one item a line: "- shopping", "2. work", "• gym".
	listBullet = reading.Lazy(`^\s*(?:[-*•]|\d{1,2}[.)])\s+(.+?)\s*$`)
)

// resolveListPlace puts the item a place points at in the place's words:
// the reader reads the place from the Moment's last list
// (understand.ListPlace, context_refs.go) when nothing but a question may
// wait, and says where; the loop takes the item in its place, so that
// everything after reads the item as if typed.
func (e *Engine) resolveListPlace(t *turn, text string) string {
	if e.reader == nil || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() || len(e.listShown()) == 0 {
		return text
	}
	p := e.reading(t, text).Place
	if p == nil || p.From < 0 || p.To > len(text) || p.From >= p.To {
		return text
	}
	e.note(state.NoteRoute, "Read \""+strings.TrimSpace(text[p.From:p.To])+"\" as "+p.Item+": its place in the list shown")
	return text[:p.From] + p.Item + text[p.To:]
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
		if e.itemShown(m) {
			continue // "shopping: eggs and milk": the note read, not a list (list_place_implicit.go)
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
		if a.OnlyShortText() == nil || e.sess.Agenda.Holds(a.Name) {
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
	s := a.OnlyShortText()
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
