package understand

import (
	"github.com/concierge-dev/concierge/agents"
)

// A list of one task's values asks that task once per value (issue 24,
// cls24): "aapl, msft and goog prices", "quotes for xom cvx bp". The act
// head counts the requests a message makes, and it knows lists of two
// well; a third company was left out, not even reported unused (its
// words were empty), and "aapl and msft prices" gave the second look-up
// no company. Where every start_task of the reading is the same agent,
// one with no side effect, each value of a slot the request takes that
// no command took fills a look-up that lacks it, then starts a look-up of
// its own. A task that changes anything is never multiplied: "send 10 to
// 1234324 and 7654321" is no two transfers.

// spreadList adds a start_task for each value of the reading's one
// side-effect-free agent that no command took; used is updated.
func (r *Reader) spreadList(msg *message, roles []role, used []bool, out []agents.Command) []agents.Command {
	agent, n := "", 0
	for _, c := range out {
		if c.Kind != agents.CmdStartTask {
			return out
		}
		if agent != "" && c.Agent != agent {
			return out
		}
		agent = c.Agent
		n++
	}
	if n == 0 {
		return out
	}
	if a := r.di.d.Agent(agent); a == nil || a.HasSideEffects() {
		return out
	}
	added := ""
	for i := range msg.vals {
		v := &msg.vals[i]
		if used[i] || v.chat {
			continue
		}
		si := roles[i].slot
		if si < 0 && len(v.slots) == 1 && v.class == classChoice {
			si = v.slots[0] // "msft" of "aapl and msft prices": a choice of one slot only
		}
		if si < 0 {
			continue
		}
		s := &r.di.slots[si]
		if s.agent != agent || s.moves || s.kind == "secret" {
			continue
		}
		used[i], added = true, s.name
		filled := false
		for j := range out {
			if out[j].Values[s.name] == "" {
				if out[j].Values == nil {
					out[j].Values = map[string]string{}
				}
				out[j].Values[s.name] = v.canon
				filled = true
				break
			}
		}
		if !filled {
			out = append(out, agents.Command{Kind: agents.CmdStartTask, Agent: agent, Values: map[string]string{s.name: v.canon}, From: valueText(msg, v)})
		}
	}
	if added != "" {
		inOrder(msg, out, added)
	}
	return out
}

// inOrder puts look-ups of one value each in the order the message says
// their values ("apple, microsoft and google": AAPL first), when every
// look-up holds one value of slot and nothing else.
func inOrder(msg *message, out []agents.Command, slot string) {
	held := map[string]bool{}
	for _, c := range out {
		if len(c.Values) != 1 || c.Values[slot] == "" {
			return
		}
		held[c.Values[slot]] = true
	}
	var vs []*value
	for i := range msg.vals {
		if v := &msg.vals[i]; held[v.canon] {
			held[v.canon] = false
			vs = append(vs, v)
		}
	}
	if len(vs) != len(out) {
		return
	}
	for j, v := range vs {
		out[j].Values = map[string]string{slot: v.canon}
		out[j].From = valueText(msg, v)
	}
}

// valueText is a value's words as typed: its text, or the span of its
// tokens where the text was not kept (a choice's).
func valueText(msg *message, v *value) string {
	if v.text != "" || v.from >= v.to || v.to > len(msg.toks) {
		return v.text
	}
	return msg.text[msg.toks[v.from].from:msg.toks[v.to-1].to]
}
