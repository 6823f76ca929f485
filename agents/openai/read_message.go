package openai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// ReadMessage is R52's one reading request: the message, what waits and a
// short history go to the model with the read_message tool, narrowed to
// the moment, and its call comes back as R50's commands. An unusable
// answer is repaired once (the model told what was wrong, never shown its
// call again, as decide does); a second is cannot_handle. Transport
// retries and the tool_choice fallback happen below, in the client and in
// send, and are not readings.

var _ agents.MessageReader = (*Brain)(nil)

const (
	// readTries is the reading and the one repair R52 allows.
	readTries = 2
	// readHistory is how many past messages a reading carries: enough for
	// "that one" and "the other account", little enough to stay small.
	readHistory = 6
)

// ErrNotForModel: the message was typed at a secret or username prompt, or
// holds a masked secret, and R50 keeps it from every model. The loop
// never asks for such a reading; this is the brain's own fence.
var ErrNotForModel = errors.New("a message at a secret or username prompt is never sent to a model")

// ReadMessage implements agents.MessageReader.
func (o *Brain) ReadMessage(ctx context.Context, in agents.ReadInput) (agents.ModelReading, error) {
	if atLoginPrompt(o.domain, in) || strings.Contains(in.Text, state.SecretMask) {
		return agents.ModelReading{}, ErrNotForModel
	}
	m := readMoment(o.domain, in)
	tools := []ToolSpec{readMessageTool(o.domain, m)}
	// at a speaker's question its read-only look-ups are offered beside
	// the reading (R38), within their rounds; their results follow the
	// message
	offered := map[string]*agents.Tool{}
	if a := o.domain.Agent(in.Speaker); a != nil {
		offered = modelTools(a, in.Results)
	}
	for _, name := range slices.Sorted(maps.Keys(offered)) {
		t := offered[name]
		tools = append(tools, ToolSpec{Name: t.Name, Description: t.Description, Parameters: cleanSchema(t.Schema())})
	}
	history := in.History
	if n := len(history); n > readHistory {
		history = history[n-readHistory:]
	}
	msgs := withResults(o.conversation(readMessageSystem(o.domain, in), history, in.Text), in.Results)
	var out agents.ModelReading
	note := ""
	for try := 0; try < readTries; try++ {
		list := msgs
		if note != "" {
			list = append(slices.Clip(msgs), ChatMessage{Role: "user", Content: note})
			out.Repaired = true
		}
		list = Alternate(list)
		if err := ValidateMessages(list); err != nil {
			return out, fmt.Errorf("internal: invalid message list: %w", err)
		}
		var onReply func(string)
		if try == 0 {
			onReply = in.OnDelta // a repair's words are not shown over the first answer's
		}
		watch := newCallWatch(onReply)
		rctx, prose := watchProse(ctx)
		c, err := o.send(withCallDeltas(rctx, watch.delta), ChatRequest{Model: o.model, Messages: list, Tools: tools, ToolChoice: readingChoice}, prose.write)
		prose.done()
		if prose.ranOn && ctx.Err() == nil {
			c, err = prose.answer(watch.calls()), nil // read_message_prose.go
		}
		cut := errors.Is(err, ErrStreamCut)
		switch {
		case errors.Is(err, errFiltered):
			out.Commands = []agents.Command{{Kind: agents.CmdRefuse, Reason: filteredReason}}
			return out, nil
		case err != nil && !cut:
			return out, err
		case cut:
			c.ToolCalls = watch.calls() // Collect keeps no call of a cut stream
		}
		cut = cut || c.FinishReason == "length"
		c, unknown := o.readText(c, tools)
		calls, lerr := lookUps(c, offered)
		if lerr == nil && len(calls) > 0 && !cut {
			out.Calls = calls // looked up first, then read again with the results
			return out, nil
		}
		cmds, reply, perr := o.readingOf(c, m, unknown)
		if lerr != nil {
			perr = lerr
		}
		if perr == nil {
			out.Commands, out.Reply, out.Cut = cmds, reply, cut
			return out, nil
		}
		if cut {
			// a cut answer is not asked again: its whole commands are the
			// reading, and the continuation asks for the rest (R7)
			if whole := o.wholeCommands(c, m); len(whole) > 0 {
				out.Commands, out.Cut = whole, true
				return out, nil
			}
			if err != nil {
				return out, err
			}
		}
		note = repairNote(perr, len(c.ToolCalls) == 0 && len(unknown) == 0, tools)
	}
	out.Commands, out.Unusable = []agents.Command{{Kind: agents.CmdCannotHandle}}, true
	return out, nil
}

// lookUps are the answer's calls of offered look-up tools, none when it
// calls none; an offered tool's bad arguments are an error to repair.
func lookUps(c Completion, offered map[string]*agents.Tool) ([]agents.ToolCall, error) {
	var out []agents.ToolCall
	for _, call := range c.ToolCalls {
		t, ok := offered[call.Name]
		if !ok {
			continue
		}
		args, err := callArgs(t, call.Arguments)
		if err != nil {
			return nil, err
		}
		out = append(out, agents.ToolCall{Tool: t.Name, Args: args})
	}
	return out, nil
}

// readingOf reads the answer's read_message calls. A model that made one
// call per command is read as one call.
func (o *Brain) readingOf(c Completion, m ReadMoment, unknown []string) ([]agents.Command, string, error) {
	switch {
	case len(unknown) > 0:
		return nil, "", fmt.Errorf("there is no tool %q", unknown[0])
	case len(c.ToolCalls) == 0:
		return nil, "", errors.New("no tool was called")
	}
	var cmds []agents.Command
	reply := ""
	for _, call := range c.ToolCalls {
		if call.Name != ReadMessageTool {
			return nil, "", fmt.Errorf("there is no tool %q; call read_message", call.Name)
		}
		got, r, err := ParseReading(o.domain, m, call.Arguments)
		if err != nil {
			return nil, "", err
		}
		cmds = append(cmds, got...)
		if reply == "" {
			reply = r
		}
	}
	if len(cmds) > maxCommands {
		return nil, "", fmt.Errorf("the calls hold %d commands, more than %d", len(cmds), maxCommands)
	}
	return cmds, reply, nil
}

// wholeCommands are the commands of a cut call that came whole: the
// array's elements up to the cut, each read as a call of its own.
func (o *Brain) wholeCommands(c Completion, m ReadMoment) []agents.Command {
	var out []agents.Command
	for _, call := range c.ToolCalls {
		for _, item := range wholeItems(call.Arguments) {
			args, _ := json.Marshal(map[string]any{"commands": []json.RawMessage{item}})
			if got, _, err := ParseReading(o.domain, m, string(args)); err == nil {
				out = append(out, got...)
			}
		}
	}
	if len(out) > maxCommands {
		out = out[:maxCommands]
	}
	return out
}

// wholeItems decodes the elements of "commands" in arguments that may end
// in the middle of one, stopping there.
func wholeItems(args string) []json.RawMessage {
	i := strings.Index(args, `"commands"`)
	if i < 0 {
		return nil
	}
	j := strings.IndexByte(args[i:], '[')
	if j < 0 {
		return nil
	}
	dec := json.NewDecoder(strings.NewReader(args[i+j+1:]))
	var out []json.RawMessage
	for dec.More() && len(out) < maxCommands {
		var item json.RawMessage
		if dec.Decode(&item) != nil {
			break
		}
		out = append(out, item)
	}
	return out
}

// atLoginPrompt reports a question of a secret slot, or of the first text
// slot (the username) of an agent with a secret slot.
func atLoginPrompt(d *agents.Domain, in agents.ReadInput) bool {
	a := d.Agent(in.Speaker)
	if a == nil || a.Slot(in.Asked) == nil {
		return false
	}
	secret, first := false, ""
	for _, s := range a.Slots {
		secret = secret || s.Kind == agents.KindSecret
		if first == "" && s.Kind == agents.KindText {
			first = s.Name
		}
	}
	return secret && (a.Slot(in.Asked).Kind == agents.KindSecret || in.Asked == first)
}

// readMoment is what the schema allows for in: nil agents are all of the
// domain's; the speaker's slots are the only ones a value may fill.
func readMoment(d *agents.Domain, in agents.ReadInput) ReadMoment {
	m := ReadMoment{Slots: []string{}, Task: in.Speaker != "", Approval: in.Approval != "", Session: in.Session, Plan: len(in.Plan) > 0}
	if in.Agents != nil {
		m.Agents = []string{}
		for _, a := range in.Agents {
			m.Agents = append(m.Agents, a.Name)
		}
	}
	if a := d.Agent(in.Speaker); a != nil {
		for _, s := range a.Slots {
			m.Slots = append(m.Slots, s.Name)
		}
	}
	return m
}

// readMessageSystem is the reading's system prompt.
func readMessageSystem(d *agents.Domain, in agents.ReadInput) string {
	return prompts.ReadMessage(readData(d, in))
}

// readData is the reading prompt's view of in: no secret's value, only
// its slot's name.
func readData(d *agents.Domain, in agents.ReadInput) prompts.ReadMessageData {
	data := prompts.ReadMessageData{Domain: d.Name, Speaker: in.Speaker, Approval: in.Approval, Session: in.Session,
		Plan: in.Plan, Agenda: in.Agenda, Facts: visibleFacts(in.Facts)}
	list := in.Agents
	if list == nil {
		list = d.Agents
	}
	for _, a := range list {
		card := prompts.ReadAgent{Name: a.Name, Description: a.Description}
		for _, s := range a.Slots {
			if s.Kind != agents.KindSecret {
				card.Slots = append(card.Slots, s.Name)
			}
		}
		data.Agents = append(data.Agents, card)
	}
	if a := d.Agent(in.Speaker); a != nil {
		if s := a.Slot(in.Asked); s != nil {
			data.Asked = s.Name
		}
		for _, s := range a.Slots {
			if v := in.Values[s.Name]; v != "" && s.Kind != agents.KindSecret {
				data.Values = append(data.Values, prompts.Fact{Key: s.Name, Value: v})
			}
		}
	}
	return data
}
