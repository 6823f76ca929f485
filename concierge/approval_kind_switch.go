package concierge

// A change of task kind at the approval of a to-do or a note (tryout 37's
// 19): at "Put "email landlord about the mold" on your to-do list?",
// "actually no make it a regular note instead, title landlord" was saved
// as the to-do's text. add_todo and add_note keep their text with the same
// tool; the message names the other kind with a word of switching ("make
// it a note", "as a normal note", "a todo not a note", "… instead"). The
// call waiting is dropped and the other task started with the same text,
// and the title said with it ("title landlord", "called X"): the new task
// asks what it lacks and asks for its own yes. Nothing is written before.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// kindWord is a word for a kind of thing kept: a note, a to-do.
const kindWord = `(?:to[- ]?dos?|to\s+dos?|todos?|tasks?|reminders?|notes?|memos?|entry)`

// kindSwitchAt says the thing waiting should be another kind: "make it a
// note", "as a normal note", "save it as a todo", "turn it into a note",
// "should be a to-do", "a note instead", "todo not a note". Group 1 is
// the kind wanted.
var kindSwitchAt = reading.Lazy(`(?i)(?:` +
	`\b(?:make|makes|mak|save|saved|put|keep|store|add|write|turn|change|switch|convert|do|should\s+be|shud\s+be|wanted|want|meant|mean|needs\s+to\s+be|was|is|it'?s|its)\s+(?:it|this|that|dat)?\s*(?:as|into|to|in|on|onto)?\s*` +
	`|\bas\s+|\binstead\s+(?:of\s+(?:a|an|the)\s+\w+\s+)?(?:make\s+it\s+|save\s+it\s+as\s+)?)` +
	`(?:(?:a|an|one|my|the)\s+)?(?:(?:regular|normal|plain|proper|simple|ordinary|separate|standalone|real|actual|reg|norml|nomral)\s+)?(` + kindWord + `)\b`)

// kindNotAt says the kind the user does not want: "not a note", "no to-do".
var kindNotAt = reading.Lazy(`(?i)\b(?:not|no|instead\s+of|rather\s+than)\s+(?:(?:a|an|the|as\s+a)\s+)?` +
	`(?:(?:regular|normal|plain)\s+)?(` + kindWord + `)\b`)

// switchWordAt is a word of switching said anywhere: the kind named with
// it is a change, not a word of the text.
var switchWordAt = reading.Lazy(`(?i)\b(?:instead|insted|instaed|as\s+an?|make\s+it|not\s+an?|rather|turn\s+it|change\s+it|switch\s+it|convert\s+it|save\s+it\s+as|meant?\s+(?:an?|as\s+an?|it\s+as\s+an?|it\s+to\s+be\s+an?))\b`)

// titleSaidAt gives the title said with the switch: "title landlord",
// "called rent", "titled 'mold'", "call it mold", "name it x".
var titleSaidAt = reading.Lazy(`(?i)\b(?:title[ds]?|titel|called|named|name\s+it|call\s+it|heading)\b\s*(?:is|as|:|-|=)?\s*['"“‘]?([^'"”’,.;!?]+?)['"”’]?\s*(?:[,.;!?]|$)`)

// kindSwitchRead reads a change of kind at a's approval: a cancel whose
// request starts the other task that keeps its text with the same tool.
// ok is false for any other message.
func (e *Engine) kindSwitchRead(a *agents.Agent, text string) (apCommand, bool) {
	if !switchWordAt.MatchString(text) {
		return apCommand{}, false
	}
	own := longSlot(a)
	if own == nil {
		return apCommand{}, false
	}
	held := ""
	if w := e.sess.Work[a.Name]; w != nil {
		held = w.Slots[own.Name]
	}
	if held == "" {
		return apCommand{}, false
	}
	other := e.otherKind(a, text)
	if other == nil {
		return apCommand{}, false
	}
	req := other.TaskPhrase()
	if m := titleSaidAt.FindStringSubmatch(text); m != nil && other.Slot("title") != nil {
		req += fmt.Sprintf(" titled %q", strings.TrimSpace(m[1]))
	}
	req += fmt.Sprintf(" saying %q", held)
	c := apCmd(agents.CmdCancel, text)
	c.Scope, c.Text = "all", req
	return c, true
}

// otherKind is the agent the message switches a's task to: one that keeps
// long text with a's tool, named by the kind the message wants, or by the
// kind it does not want when that is a's own.
func (e *Engine) otherKind(a *agents.Agent, text string) *agents.Agent {
	var group []*agents.Agent
	for _, b := range e.domain.Agents {
		if b != a && sameTool(a, b) && longSlot(b) != nil {
			group = append(group, b)
		}
	}
	if len(group) == 0 {
		return nil
	}
	kindOf := func(word string) *agents.Agent {
		stem := "note"
		if todoWord.MatchString(word) {
			stem = "todo"
		}
		for _, b := range append([]*agents.Agent{a}, group...) {
			if strings.Contains(squashKind(b.TaskPhrase()+" "+b.Title), stem) {
				return b
			}
		}
		return nil
	}
	for _, m := range kindSwitchAt.FindAllStringSubmatch(text, -1) {
		if b := kindOf(m[1]); b != nil && b != a {
			return b
		}
	}
	if m := kindNotAt.FindStringSubmatch(text); m != nil && kindOf(m[1]) == a && len(group) == 1 {
		return group[0] // "no, not a todo": the other kind there is
	}
	return nil
}

// longSlot is a's asked slot of free text of any length, nil if none.
func longSlot(a *agents.Agent) *agents.Slot {
	for i := range a.Slots {
		if s := &a.Slots[i]; s.Long && s.Kind == agents.KindText {
			return s
		}
	}
	return nil
}

// sameTool reports two agents that call one tool: two kinds of one thing
// kept ("notes/add_note" for a note and for a to-do).
func sameTool(a, b *agents.Agent) bool {
	for _, x := range a.Tools {
		for _, y := range b.Tools {
			if x != nil && y != nil && x.Name == y.Name {
				return true
			}
		}
	}
	return false
}

// todoWord is a kind word for a thing to do, not a note kept.
var todoWord = reading.Lazy(`(?i)^(?:to[- ]?dos?|to\s+dos?|todos?|tasks?|reminders?)$`)

// squashKind is s lower-cased with hyphens and spaces dropped: "to-do"
// and "to do" are "todo".
func squashKind(s string) string {
	return strings.NewReplacer("-", "", " ", "").Replace(strings.ToLower(s))
}
