package concierge

// A change to an item that is not there is said at once (R11, R50; issue
// 24, ins34): "delete the note called dentist" with no such note asked
// "Delete the note "dentist" for good?" first, and only after the yes did
// the tool say it had no such note. A task that changes things (it asks
// before it runs) and takes one item by its name looks at the list first,
// when the domain has a task that lists without changing anything: an item
// not in it is said to be missing, with what there is, and nothing is
// asked. The look is the same one a place in the list takes
// (list_place_implicit.go); once the approval is given the item was
// already looked for, and the call runs as approved.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

// absentFromList finishes a's task, with what there is, when the item a
// is to change is not in the domain's list; done is false when it is
// there, when the list cannot be read, or when a changes nothing.
func (e *Engine) absentFromList(t *turn, a *agents.Agent) (res agents.Result, done bool) {
	s := a.OnlyShortText()
	lst := e.ownListAgent()
	if s == nil || lst == nil || lst == a || !a.HasSideEffects() || hasSecretSlot(a) || t.grant != "" {
		return agents.Result{}, false
	}
	w := e.sess.WorkFor(a.Name)
	v := strings.TrimSpace(w.Slots[s.Name])
	noun := itemNoun(a)
	if _, _, place := placeOfValue(v, noun); v == "" || place {
		return agents.Result{}, false
	}
	items, ok := e.listedNow(t, lst)
	if !ok {
		return agents.Result{}, false
	}
	for _, it := range items {
		if strings.EqualFold(strings.TrimSpace(it), v) {
			return agents.Result{}, false
		}
	}
	if noun == "" {
		noun = "item"
	}
	if near := nearestItem(v, items); near != "" {
		// "delet the shoping note" with "shopping" there: the one close
		// title is taken, and the approval that follows names it, so the
		// yes that changes anything is a yes to the item shown (item_near.go)
		w.Slots[s.Name] = near
		t.say(fmt.Sprintf("There is no %s called %q, so I take it you mean %q.", noun, v, near))
		e.note(state.NoteRoute, "Looked for \""+v+"\" in the list ("+lst.Name+") before asking: \""+near+"\" is the one close title")
		return agents.Result{}, false
	}
	verb := "change"
	if f := strings.Fields(a.Task); len(f) > 0 {
		verb = strings.ToLower(f[0]) // "delete a note": delete
	}
	reply := fmt.Sprintf("There is no %s called %q, so there is nothing to %s.", noun, v, verb)
	if len(items) == 0 {
		reply += fmt.Sprintf(" You have no %ss.", noun)
	} else {
		reply += fmt.Sprintf(" Your %ss: %s.", noun, joinAnd(items))
	}
	e.note(state.NoteRoute, "Looked for \""+v+"\" in the list ("+lst.Name+") before asking: not there")
	return agents.Result{Reply: reply, Done: true, Missed: true}, true
}

// listedNow runs lst, the domain's listing task, and reads the items of
// its reply; ok is false when its reply is no list (or it asks first).
func (e *Engine) listedNow(t *turn, lst *agents.Agent) ([]string, bool) {
	listed := lst.Act(e.newAgentTurn(t, lst))
	t.grant = ""
	if ap := e.sess.Pending.Approval; ap != nil && ap.Agent == lst.Name {
		e.sess.Pending.Approval = nil // a listing that asks first is no look
		return nil, false
	}
	if t.overrun != nil || !listed.Done && !listed.Final && listed.Reply == "" {
		return nil, false
	}
	items := listIn(listed.Reply)
	if len(items) == 0 && !strings.Contains(strings.ToLower(listed.Reply), "no ") {
		return nil, false // a reply that is no list
	}
	return items, true
}
