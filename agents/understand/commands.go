package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// commands turns the act, the tasks and the values' roles into R50's
// commands, in the act's order, and reports the values no command took.
func (r *Reader) commands(msg *message, act string, tasks []taskReading, roles []role, m *Moment) []agents.Command {
	var out []agents.Command
	used := make([]bool, len(msg.vals))
	// From never holds a secret: masked, and nothing at the secret prompt
	whole := msg.text
	if msg.secret {
		whole = reading.MaskMatches(msg.text, msg.secrets, "••••••")
	}
	// R53: a message with a login cue, or typed at a login prompt, is
	// never quoted back: its parts are told by kind
	// nor one with a separator of R29's joined forms ("jdoe / trustno1")
	login := msg.login || msg.secret || m.At == AtSecret || m.At == AtUsername || strings.ContainsAny(msg.text, ":/=")
	if login {
		whole = ""
	}
	ti := 0
	valueCmds := func(kind agents.CommandKind) {
		n := 0
		for i, v := range msg.vals {
			if used[i] || roles[i].slot < 0 || r.di.slots[roles[i].slot].kind == "secret" {
				continue
			}
			used[i] = true
			n++
			out = append(out, agents.Command{Kind: kind, Slot: r.di.slots[roles[i].slot].name, Value: v.canon, From: v.text})
		}
		// a bare answer to the question asked: the whole message
		// a username is one word: more at the username prompt may hold a
		// password in a form R29 does not know ("yuki - sakura")
		if n == 0 && !msg.secret && m.Slot != "" && (m.At == AtSlot || m.At == AtUsername && len(msg.toks) == 1) {
			out = append(out, agents.Command{Kind: kind, Slot: m.Slot, Value: strings.TrimSpace(msg.text), From: whole})
		}
	}
	var parts [4]Label
	for _, l := range appendActParts(parts[:0], act) {
		switch l.Kind {
		case agents.CmdStartTask:
			if ti >= len(tasks) {
				continue
			}
			t := tasks[ti]
			ti++
			c := agents.Command{Kind: l.Kind, Agent: t.name, From: msg.text[t.from:t.to]}
			if login {
				c.From = whole
			}
			if r.di.signsIn(t.name) {
				// a request to sign in may carry the password in a form
				// R29 does not know ("nina nina2024"): never quoted back
				c.From = ""
			}
			for i, v := range msg.vals {
				tk := msg.toks[v.from]
				if used[i] || roles[i].slot < 0 || tk.from < t.from || tk.from >= t.to {
					continue
				}
				s := &r.di.slots[roles[i].slot]
				if s.kind == "secret" || s.agent != t.name && !r.di.requires(t.name, s.agent) {
					continue
				}
				if c.Values == nil {
					c.Values = map[string]string{}
				}
				if _, dup := c.Values[s.name]; dup {
					continue
				}
				c.Values[s.name] = v.canon
				used[i] = true
			}
			out = append(out, c)
		case agents.CmdSetValue, agents.CmdCorrectValue:
			valueCmds(l.Kind)
		case agents.CmdSecret:
			out = append(out, agents.Command{Kind: l.Kind, Slot: r.secretSlot(m)})
		case agents.CmdCancel:
			scope := l.Arg
			if scope == "" {
				scope = "all"
			}
			out = append(out, agents.Command{Kind: l.Kind, Scope: scope, From: whole})
		case agents.CmdApprove:
			scope := l.Arg
			if scope == "" {
				scope = "once"
			}
			out = append(out, agents.Command{Kind: l.Kind, Scope: scope, From: whole})
		case agents.CmdSmallTalk:
			out = append(out, agents.Command{Kind: l.Kind, Scope: l.Arg, From: whole})
		case agents.CmdAsk:
			out = append(out, agents.Command{Kind: l.Kind, Question: strings.TrimSpace(whole), From: whole})
		case agents.CmdReject:
			out = append(out, agents.Command{Kind: l.Kind, From: whole})
			valueCmds(agents.CmdCorrectValue)
		case agents.CmdSkipStep, agents.CmdEditStep:
			c := agents.Command{Kind: l.Kind, From: whole}
			if l.Kind == agents.CmdSkipStep && keepsOnly(msg) {
				c.Scope = "only" // "only the first bit": step 1 runs, the others are left out
			}
			if n, at := stepOf(msg); n > 0 {
				c.N = n
				for i, v := range msg.vals {
					used[i] = used[i] || v.from <= at && at < v.to // the step's number is no value
				}
			}
			if l.Kind == agents.CmdEditStep {
				c.Text = editText(msg, whole)
				for i, v := range msg.vals {
					used[i] = used[i] || c.Text != "" && v.from > 0 // the new step's values are its own
				}
			}
			out = append(out, c)
		default:
			out = append(out, agents.Command{Kind: l.Kind, From: whole})
		}
	}
	out = r.spreadList(msg, roles, used, out) // "aapl, msft and goog prices" (act_value_list.go)
	// a secret typed in the clear is a secret command, never a value
	if msg.secret && !hasKind(out, agents.CmdSecret) {
		out = append(out, agents.Command{Kind: agents.CmdSecret, Slot: r.secretSlot(m)})
	}
	var unused []string
	for i, v := range msg.vals {
		switch {
		case used[i], v.chat: // a figure of the small talk is no unused value (values.go)
		case login:
			unused = append(unused, shape(v.class))
		default:
			unused = append(unused, valueText(msg, &msg.vals[i])) // a choice's words too ("goog")
		}
	}
	if len(unused) > 0 {
		out = append(out, agents.Command{Kind: agents.CmdUnused, Words: unused})
	}
	return out
}

func hasKind(cs []agents.Command, k agents.CommandKind) bool {
	for _, c := range cs {
		if c.Kind == k {
			return true
		}
	}
	return false
}

// secretSlot is the slot a secret fills: the one asked, else the domain's
// first secret slot.
func (r *Reader) secretSlot(m *Moment) string {
	if m.At == AtSecret && m.Slot != "" {
		return m.Slot
	}
	for _, s := range r.di.slots {
		if s.kind == string(agents.KindSecret) {
			return s.name
		}
	}
	return "password"
}

// signsIn reports an agent with a secret slot: its requests carry
// credentials.
func (di *domainInfo) signsIn(agent string) bool {
	a := di.d.Agent(agent)
	if a == nil {
		return false
	}
	for _, s := range a.Slots {
		if s.Kind == agents.KindSecret {
			return true
		}
	}
	return false
}
