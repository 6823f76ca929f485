package understand

// The same look-up again for another thing, said elliptically (R50;
// tryout 39 bank, 15): "and amc?", "what about ford", "how bout rivian
// then" right after a stock price was shown were read as capabilities or
// cannot_handle when the thing named was no quote the bank holds, while
// "and msft?" worked only because MSFT is a value. Right after a look-up
// (a task that changes nothing and asks no secret), with nothing waiting,
// a message that is only a follow-on lead ("and", "what about", "how
// bout") and a short name is that look-up again: start_task(AGENT,
// another), with the values the name gives. A name that is no value is
// left to the task, which says plainly it has no quote for it. A name
// that reads as another task ("and my balance?") is that task's.

import (
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// followLeads open a follow-on: "and", "what about", "how bout".
var followLeads = sync.OnceValue(func() map[string]bool { return wordSetOf(`and n & about bout abt`) })

// followFraming are the other words around a follow-on's name: "ok what
// about amc then", "and for rivian now?".
var followFraming = sync.OnceValue(func() map[string]bool {
	return wordSetOf(`what whats wat how hows ok okay oh hmm hm so then also for of now too pls please plz today rn`)
})

// followMaxName is the longest name a follow-on carries, in words
// ("coca cola", "general electric"): more is a request of its own.
const followMaxName = 3

// followRead reads a follow-on after a look-up; ok is false for any other
// message or moment.
func (r *Reader) followRead(text string, m *Moment) (agents.Command, bool) {
	if m.LastTask == "" || m.At != AtNone || m.Speaker != "" || len(m.Stack) > 0 {
		return agents.Command{}, false
	}
	a := r.di.d.Agent(m.LastTask)
	if a == nil || !a.ExposeToUser || hasSecret(a) || changesThings(a) || len(a.Slots) == 0 {
		return agents.Command{}, false
	}
	words := reading.Words(text)
	i, led := 0, false
	for i < len(words) && (followLeads()[words[i]] || followFraming()[words[i]]) {
		led = led || followLeads()[words[i]]
		i++
	}
	j := len(words)
	for j > i && followFraming()[words[j-1]] {
		j--
	}
	if !led || j == i || j-i > followMaxName {
		return agents.Command{}, false
	}
	name := joinWords(words[i:j])
	// the name alone, read afresh: another task's words are that task's
	// (sure or not: "my balance" is never a company), and a refusal or a
	// sure other act ("and bye") is that act's
	if rd := r.Read(name, Moment{}); len(rd.Commands) > 0 {
		c := rd.Commands[0]
		switch {
		case c.Kind == agents.CmdStartTask && c.Agent != a.Name, c.Kind == agents.CmdRefuse:
			return agents.Command{}, false
		case rd.Sure && c.Kind != agents.CmdStartTask && c.Kind != agents.CmdCannotHandle && c.Kind != agents.CmdAsk && c.Kind != agents.CmdSetValue:
			return agents.Command{}, false
		}
	}
	vals := agents.Extract(a, name, "")
	for n := range vals {
		if s := a.Slot(n); s != nil && s.Kind == agents.KindSecret {
			delete(vals, n) // a secret is never a command's value
		}
	}
	if len(vals) == 0 {
		vals = nil
	}
	return agents.Command{Kind: agents.CmdStartTask, Agent: a.Name, Scope: ScopeAnother, Values: vals,
		Text:   name, // the thing named, for the task to look up or say it has no such thing
		Reason: "the task just done again, for another " + a.Slots[0].LabelOrName(), From: text}, true
}

// changesThings reports an agent with a tool that changes something: a
// follow-on never starts one from two words.
func changesThings(a *agents.Agent) bool {
	for _, t := range a.Tools {
		if t.Sensitive || t.SideEffects {
			return true
		}
	}
	return false
}

func joinWords(ws []string) string {
	out := ""
	for i, w := range ws {
		if i > 0 {
			out += " "
		}
		out += w
	}
	return out
}
