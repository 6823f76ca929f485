package openai

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// The parser of a read_message call. It enforces the schema sent at that
// moment (the enums are read from it, so the two cannot disagree) and what
// the schema cannot say: the fields each kind needs, start_task's reason,
// the agent's own slots, no secret value from a model. Every error is a
// sentence for the one repair note (R52), naming the command at fault.

// maxCommands bounds one message's commands: nobody asks sixteen things at
// once, and a broken model must not queue a thousand.
const maxCommands = 16

// legal is what a moment's schema allows, read from that schema.
type legal struct {
	kinds, agents, slots, scopes, talk []string
}

func legalOf(schema map[string]any) legal {
	props := itemProps(schema)
	enum := func(field string) []string {
		p, _ := props[field].(map[string]any)
		return enumOf(p)
	}
	return legal{kinds: enum("command"), agents: enum("agent"), slots: enum("slot"), scopes: enum("scope"), talk: enum("kind")}
}

// ParseReading reads the arguments of a read_message call made for domain
// d at moment m into commands and the reply. Arguments may come as the
// JSON object (as the bridge and the text-form reader hand them on) or as
// a string holding it.
func ParseReading(d *agents.Domain, m ReadMoment, args string) ([]agents.Command, string, error) {
	top, err := argsObject(args)
	if err != nil {
		return nil, "", err
	}
	for k := range top {
		if k != "commands" && k != "reply" {
			return nil, "", fmt.Errorf("read_message takes commands and reply only, not %q", reading.Clip(k, maxName))
		}
	}
	var reply string
	if raw, ok := top["reply"]; ok {
		if reply, err = scalarText(raw); err != nil {
			return nil, "", fmt.Errorf("reply must be a string")
		}
	}
	items, err := commandList(top["commands"])
	if err != nil {
		return nil, "", err
	}
	l := legalOf(ReadMessageSchema(d, m))
	out := make([]agents.Command, 0, len(items))
	replied := false
	for i, raw := range items {
		c, err := parseCommand(d, l, raw)
		if err != nil {
			return nil, "", fmt.Errorf("commands[%d]: %w", i, err)
		}
		switch c.Kind {
		case agents.CmdSmallTalk, agents.CmdAsk, agents.CmdCapabilities, agents.CmdCannotHandle:
			replied = true
		}
		out = append(out, c)
	}
	if !replied {
		reply = "" // a reply goes only with the commands that answer in words
	}
	return out, reading.Clip(strings.TrimSpace(reply), maxReply), nil
}

// argsObject decodes the arguments into their top-level fields. A string
// holding the object (some servers encode twice) is unwrapped once.
func argsObject(args string) (map[string]json.RawMessage, error) {
	raw := bytes.TrimSpace([]byte(args))
	if len(raw) > 0 && raw[0] == '"' {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			raw = bytes.TrimSpace([]byte(s))
		}
	}
	if len(raw) == 0 || raw[0] != '{' {
		return nil, errors.New("the arguments must be a JSON object with commands")
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(raw, &top); err != nil {
		return nil, fmt.Errorf("the arguments are not valid JSON: %s", reading.Clip(err.Error(), 120))
	}
	return top, nil
}

// commandList is the commands array; an array written as a JSON string
// (a small model's habit) is read the same.
func commandList(raw json.RawMessage) ([]json.RawMessage, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) > 0 && raw[0] == '"' {
		var s string
		if json.Unmarshal(raw, &s) == nil {
			raw = bytes.TrimSpace([]byte(s))
		}
	}
	var items []json.RawMessage
	if len(raw) == 0 || raw[0] != '[' || json.Unmarshal(raw, &items) != nil {
		return nil, errors.New("commands must be an array of command objects")
	}
	switch {
	case len(items) == 0:
		return nil, errors.New("commands holds no command; use cannot_handle when nothing fits")
	case len(items) > maxCommands:
		return nil, fmt.Errorf("commands holds %d commands, more than %d", len(items), maxCommands)
	}
	return items, nil
}

// commandFields are the names a command object may have.
var commandFields = []string{"command", "agent", "values", "reason", "slot", "value", "scope", "n", "text", "candidates", "kind", "question", "words"}

func parseCommand(d *agents.Domain, l legal, raw json.RawMessage) (agents.Command, error) {
	var obj map[string]json.RawMessage
	if b := bytes.TrimSpace(raw); len(b) == 0 || b[0] != '{' || json.Unmarshal(b, &obj) != nil {
		return agents.Command{}, errors.New("a command must be an object with a command field")
	}
	f := fieldReader{obj: obj}
	for k := range obj {
		if !slices.Contains(commandFields, k) {
			return agents.Command{}, fmt.Errorf("%q is not a field of a command", reading.Clip(k, maxName))
		}
	}
	name := f.str("command")
	if name == "" {
		return agents.Command{}, errors.New("the command field is missing")
	}
	if !slices.Contains(l.kinds, name) {
		return agents.Command{}, fmt.Errorf("%q is not a command that can be used now (one of %s)", reading.Clip(name, maxName), strings.Join(l.kinds, ", "))
	}
	c := agents.Command{Kind: agents.CommandKind(name)}
	switch c.Kind {
	case agents.CmdStartTask:
		c.Agent, c.Reason = f.str("agent"), f.clip("reason", maxReason)
		a := d.Agent(c.Agent)
		switch {
		case c.Agent == "":
			f.fail("start_task needs an agent")
		case a == nil || !slices.Contains(l.agents, c.Agent):
			f.fail(fmt.Sprintf("%q is not an agent that can be started now (one of %s)", reading.Clip(c.Agent, maxName), strings.Join(l.agents, ", ")))
		case c.Reason == "":
			f.fail("start_task needs a reason: one sentence, why this agent")
		default:
			c.Values = f.values(a)
		}
	case agents.CmdSetValue, agents.CmdCorrectValue:
		c.Slot, c.Value = f.str("slot"), f.clip("value", maxValue)
		f.slot(d, l, c.Slot, false)
		if c.Value == "" {
			f.fail(name + " needs a value")
		}
	case agents.CmdSecret:
		c.Slot = f.str("slot")
		f.slot(d, l, c.Slot, true)
	case agents.CmdCancel, agents.CmdApprove:
		c.Scope = f.str("scope")
		if c.Scope == "" {
			c.Scope = map[agents.CommandKind]string{agents.CmdCancel: "all", agents.CmdApprove: "once"}[c.Kind]
		}
		ok := map[agents.CommandKind][]string{agents.CmdCancel: {"all", "current"}, agents.CmdApprove: {"once", "session"}}[c.Kind]
		if !slices.Contains(ok, c.Scope) || !slices.Contains(l.scopes, c.Scope) {
			f.fail(fmt.Sprintf("%q is not a scope of %s now", reading.Clip(c.Scope, maxName), name))
		}
	case agents.CmdReject, agents.CmdRefuse:
		c.Reason = f.clip("reason", maxReason)
	case agents.CmdSkipStep, agents.CmdEditStep:
		c.N = f.int("n")
		if c.N < 1 {
			f.fail(name + " needs n, the plan step from 1")
		}
		if c.Kind == agents.CmdEditStep {
			if c.Text = f.clip("text", maxValue); c.Text == "" {
				f.fail("edit_step needs the step's new text")
			}
		}
	case agents.CmdClarify:
		c.Candidates = f.strs("candidates", 3)
		if len(c.Candidates) < 2 {
			f.fail("clarify needs two or three candidates")
		}
	case agents.CmdAsk:
		c.Question = f.clip("question", maxValue)
	case agents.CmdSmallTalk:
		// R50 writes the kind of small talk as its scope
		c.Scope = f.str("kind")
		if !slices.Contains(l.talk, c.Scope) {
			f.fail(fmt.Sprintf("small_talk needs a kind, one of %s", strings.Join(l.talk, ", ")))
		}
	case agents.CmdUnused:
		c.Words = f.strs("words", 32)
	}
	return c, f.err
}

// fieldReader reads a command's fields; the first problem is kept.
type fieldReader struct {
	obj map[string]json.RawMessage
	err error
}

func (f *fieldReader) fail(msg string) {
	if f.err == nil {
		f.err = errors.New(msg)
	}
}

// str is a field as trimmed text: a string, or a number or a bool as
// written; absent or null is "".
func (f *fieldReader) str(key string) string {
	raw, ok := f.obj[key]
	if !ok {
		return ""
	}
	s, err := scalarText(raw)
	if err != nil {
		f.fail(fmt.Sprintf("%s must be a string", key))
	}
	return reading.Clip(strings.TrimSpace(s), maxValue)
}

func (f *fieldReader) clip(key string, n int) string { return reading.Clip(f.str(key), n) }

func (f *fieldReader) int(key string) int {
	s := f.str(key)
	if s == "" {
		return 0
	}
	n, err := strconv.Atoi(s)
	if err != nil || n > 99 {
		f.fail(key + " must be a whole number")
		return 0
	}
	return n
}

// strs is a list of strings, at most max of them; a lone string is a list
// of one.
func (f *fieldReader) strs(key string, max int) []string {
	raw, ok := f.obj[key]
	if !ok || string(bytes.TrimSpace(raw)) == "null" {
		return nil
	}
	var list []json.RawMessage
	if json.Unmarshal(raw, &list) != nil {
		list = []json.RawMessage{raw}
	}
	var out []string
	for _, r := range list {
		s, err := scalarText(r)
		if err != nil {
			f.fail(key + " must be a list of strings")
			return nil
		}
		if s = strings.TrimSpace(s); s != "" && len(out) < max {
			out = append(out, reading.Clip(s, maxValue))
		}
	}
	return out
}

// slot checks a slot named by set_value, correct_value (not a secret) or
// secret (a secret).
func (f *fieldReader) slot(d *agents.Domain, l legal, name string, secret bool) {
	if name == "" {
		f.fail("the command needs a slot")
		return
	}
	if !slices.Contains(l.slots, name) {
		f.fail(fmt.Sprintf("%q is not a slot open now (one of %s)", reading.Clip(name, maxName), strings.Join(l.slots, ", ")))
		return
	}
	isSecret := false
	for _, a := range d.Agents {
		if s := a.Slot(name); s != nil && s.Kind == agents.KindSecret {
			isSecret = true
		}
	}
	switch {
	case secret && !isSecret:
		f.fail(fmt.Sprintf("%s is not a secret: use set_value", name))
	case !secret && isSecret:
		f.fail(fmt.Sprintf("%s is a secret: use secret, without its value", name))
	}
}

// values are start_task's slot values for a; a secret slot's value from a
// model is never taken (R10), whatever it says.
func (f *fieldReader) values(a *agents.Agent) map[string]string {
	raw, ok := f.obj["values"]
	if !ok || string(bytes.TrimSpace(raw)) == "null" {
		return nil
	}
	var m map[string]json.RawMessage
	if json.Unmarshal(raw, &m) != nil {
		f.fail("values must be an object of slot names and values")
		return nil
	}
	out := map[string]string{}
	for k, v := range m {
		s := a.Slot(k)
		if s == nil {
			f.fail(fmt.Sprintf("%s has no slot %q", a.Name, reading.Clip(k, maxName)))
			return nil
		}
		val, err := scalarText(v)
		if err != nil {
			f.fail(fmt.Sprintf("the value of %s must be a string", k))
			return nil
		}
		if val = strings.TrimSpace(val); val != "" && s.Kind != agents.KindSecret {
			out[k] = reading.Clip(val, maxValue)
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// scalarText is a JSON scalar as text: a string's content, a number or a bool
// as written, null as "". Objects and arrays are an error.
func scalarText(raw json.RawMessage) (string, error) {
	raw = bytes.TrimSpace(raw)
	if len(raw) == 0 || string(raw) == "null" {
		return "", nil
	}
	switch raw[0] {
	case '"':
		var s string
		err := json.Unmarshal(raw, &s)
		return s, err
	case '{', '[':
		return "", errors.New("not a scalar")
	}
	var v any
	if err := json.Unmarshal(raw, &v); err != nil {
		return "", err
	}
	return string(raw), nil
}
