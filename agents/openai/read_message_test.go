package openai

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/state"
)

func readOnce(t *testing.T, in agents.ReadInput, responses ...openaitest.Response) (agents.ModelReading, *openaitest.Server, error) {
	t.Helper()
	o, s := testEngine(t, responses...)
	got, err := o.ReadMessage(context.Background(), in)
	return got, s, err
}

// R52: one request reads the message; it offers read_message alone,
// requires a call, and its schema is the moment's.
func TestReadMessageOneRequest(t *testing.T) {
	in := agents.ReadInput{Text: "send 300 to 1234324 and whats aapl at", Agents: bank.Domain().Agents,
		History: []state.Message{{Role: state.RoleUser, Text: "hi"}, {Role: state.RoleAgent, Agent: "concierge", Text: "Hello!"}}}
	got, s, err := readOnce(t, in, openaitest.ToolCall(ReadMessageTool,
		`{"commands":[{"command":"start_task","agent":"transfer_money","reason":"send money","values":{"amount":"300","destination":"1234324"}},{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"AAPL"}}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if want := "start_task(transfer_money, amount=300, destination=1234324); start_task(stock_lookup, company=AAPL)"; agents.Commands(got.Commands, nil) != want || got.Cut || got.Repaired {
		t.Errorf("got %s %+v", agents.Commands(got.Commands, nil), got)
	}
	reqs := s.Requests()
	if len(reqs) != 1 {
		t.Fatalf("%d requests", len(reqs))
	}
	r := reqs[0]
	if names := r.ToolNames(); len(names) != 1 || names[0] != ReadMessageTool {
		t.Errorf("tools %v", names)
	}
	kinds := stringsOf(properties(t, properties(t, toolSchema(t, r, ReadMessageTool))["commands"].(map[string]any)["items"].(map[string]any))["command"].(map[string]any)["enum"])
	for _, k := range kinds {
		if k == "approve" || k == "skip_step" || k == "set_value" {
			t.Errorf("%s offered with nothing open: %v", k, kinds)
		}
	}
	if last := r.Chat.Messages[len(r.Chat.Messages)-1]; last.Role != "user" || last.Content != in.Text {
		t.Errorf("the message is not last: %+v", last)
	}
	checkRequests(t, s)
}

// The reading prompt is sent with every message: it stays small. Its
// size is logged for BENCHMARKS.md.
func TestReadMessagePromptSize(t *testing.T) {
	d := bank.Domain()
	for _, c := range []struct {
		name string
		in   agents.ReadInput
		most int
	}{
		{"nothing open", agents.ReadInput{Agents: d.Agents}, 1400},
		{"a slot open", agents.ReadInput{Agents: d.Agents, Speaker: "transfer_money", Asked: "amount", Values: map[string]string{"destination": "1234324"},
			Agenda: []string{"transfer_money: waits for account_balance"}, Facts: agents.Facts{"authenticated": "true"}}, 1600},
		{"an approval open", agents.ReadInput{Agents: d.Agents, Speaker: "transfer_money", Approval: "Transfer $300.00 from Checking to 1234324"}, 1600},
	} {
		sys := len(readMessageSystem(d, c.in))
		tool := len(mustMarshal(t, readMessageTool(d, readMoment(d, c.in)).Parameters))
		t.Logf("%s: system prompt %d bytes, read_message schema %d bytes", c.name, sys, tool)
		if sys > c.most {
			t.Errorf("%s: the system prompt is %d bytes, more than %d", c.name, sys, c.most)
		}
	}
}

// The reply streams out of the call's arguments as they arrive, and only
// beside a command that answers in words.
func TestReadMessageStreamsTheReply(t *testing.T) {
	for _, c := range []struct {
		args, want string
		pieces     int
	}{
		{`{"commands":[{"command":"small_talk","kind":"greet"}],"reply":"Hello! How can I help you \"today\"? \u00e9t\u00e9 \ud83d\ude00"}`, "Hello! How can I help you \"today\"? été 😀", 2},
		{`{"commands":[{"command":"cancel","scope":"all"}],"reply":"Done, and I moved your money too"}`, "", 0},
	} {
		var pieces []string
		in := agents.ReadInput{Text: "hi", OnDelta: func(s string) { pieces = append(pieces, s) }}
		got, _, err := readOnce(t, in, openaitest.ToolCall(ReadMessageTool, c.args))
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(pieces, "") != c.want || got.Reply != c.want || len(pieces) < c.pieces {
			t.Errorf("streamed %q, reply %q; want %q in %d pieces or more", pieces, got.Reply, c.want, c.pieces)
		}
	}
}

// R52: an unusable answer is repaired once, without echoing it; a second
// is cannot_handle. Two requests at most.
func TestReadMessageRepairsOnce(t *testing.T) {
	bad := openaitest.ToolCall(ReadMessageTool, `{"commands":[{"command":"start_task","agent":"stock_lookup"}]}`)
	good := openaitest.ToolCall(ReadMessageTool, `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"a price"}]}`)
	got, s, err := readOnce(t, agents.ReadInput{Text: "aapl?"}, bad, good)
	if err != nil || !got.Repaired || agents.Commands(got.Commands, nil) != "start_task(stock_lookup)" {
		t.Fatalf("%+v %v", got, err)
	}
	second := s.Requests()[1]
	note := second.Chat.Messages[len(second.Chat.Messages)-1]
	if note.Role != "user" || !strings.Contains(note.Content, "needs a reason") {
		t.Errorf("the repair note: %+v", note)
	}
	for _, m := range second.Chat.Messages {
		if len(m.ToolCalls) > 0 {
			t.Errorf("the bad call was echoed: %+v", m)
		}
	}
	got, s, err = readOnce(t, agents.ReadInput{Text: "aapl?"}, bad, openaitest.Text("I think it's a stock"))
	if err != nil || len(s.Requests()) != 2 || agents.Commands(got.Commands, nil) != "cannot_handle" || got.Reply != "" || !got.Repaired {
		t.Errorf("after two bad answers: %+v %v, %d requests", got, err, len(s.Requests()))
	}
}

// Text-form calls (R31) and several calls are read as one reading.
func TestReadMessageTextAndSplitCalls(t *testing.T) {
	for _, r := range []openaitest.Response{
		openaitest.Text(`<tool_call>{"name": "read_message", "arguments": {"commands": [{"command": "help"}, {"command": "logout"}]}}</tool_call>`),
		openaitest.Text("```json\n{\"name\": \"read_message\", \"arguments\": \"{\\\"commands\\\": [{\\\"command\\\": \\\"help\\\"}, {\\\"command\\\": \\\"logout\\\"}]}\"}\n```"),
		openaitest.ToolCalls(openaitest.Call{Name: ReadMessageTool, Args: `{"commands":[{"command":"help"}]}`}, openaitest.Call{Name: ReadMessageTool, Args: `{"commands":[{"command":"logout"}]}`}),
	} {
		got, _, err := readOnce(t, agents.ReadInput{Text: "help me then log me out"}, r)
		if err != nil || agents.Commands(got.Commands, nil) != "help; logout" {
			t.Errorf("%+v %v", got, err)
		}
	}
}

// A cut answer keeps the commands that came whole and says it was cut,
// so that the continuation may ask for the rest; it is not asked again.
func TestReadMessageCutKeepsWholeCommands(t *testing.T) {
	args := `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"price","values":{"company":"AAPL"}},{"command":"start_task","agent":"account_bal`
	chunks := []openaitest.Chunk{{ToolCalls: []openaitest.ToolCallDelta{{Index: 0, ID: "call_1", Name: ReadMessageTool}}}}
	for _, p := range []string{args[:40], args[40:90], args[90:]} {
		chunks = append(chunks, openaitest.Chunk{ToolCalls: []openaitest.ToolCallDelta{{Index: 0, Arguments: p}}})
	}
	for _, r := range []openaitest.Response{
		{Chunks: chunks, Cut: true},
		{Chunks: append(append([]openaitest.Chunk(nil), chunks...), openaitest.Chunk{FinishReason: "length"})},
	} {
		got, s, err := readOnce(t, agents.ReadInput{Text: "aapl and my balance"}, r)
		if err != nil || !got.Cut || agents.Commands(got.Commands, nil) != "start_task(stock_lookup, company=AAPL)" || len(s.Requests()) != 1 {
			t.Errorf("%+v %v", got, err)
		}
	}
	// cut before anything whole: an error, as any cut answer is
	_, _, err := readOnce(t, agents.ReadInput{Text: "aapl"}, openaitest.Response{Chunks: chunks[:2], Cut: true})
	if !errors.Is(err, ErrStreamCut) {
		t.Errorf("cut with nothing whole: %v", err)
	}
}

// R50: a message at the password or username prompt, or holding a masked
// secret, never reaches a model.
func TestReadMessageNeverSendsALoginAnswer(t *testing.T) {
	for _, in := range []agents.ReadInput{
		{Text: "hunter2", Speaker: "authenticate", Asked: "password"},
		{Text: "seldo", Speaker: "authenticate", Asked: "username"},
		{Text: "log in as seldo pw " + state.SecretMask},
	} {
		_, s, err := readOnce(t, in)
		if !errors.Is(err, ErrNotForModel) || len(s.Requests()) != 0 {
			t.Errorf("%q: %v, %d requests", in.Text, err, len(s.Requests()))
		}
	}
}

// The moment follows what waits: the speaker's slots, an approval.
func TestReadMessageMoment(t *testing.T) {
	d := bank.Domain()
	m := readMoment(d, agents.ReadInput{Agents: []*agents.Agent{d.Agent("stock_lookup")}, Speaker: "transfer_money", Approval: "Transfer $5.00"})
	if !m.Approval || !m.Task || m.Plan || len(m.Agents) != 1 || strings.Join(m.Slots, ",") != "destination,amount" {
		t.Errorf("%+v", m)
	}
	if m := readMoment(d, agents.ReadInput{Agents: []*agents.Agent{}}); m.Agents == nil || len(m.Agents) != 0 || len(m.Slots) != 0 || m.Task {
		t.Errorf("nothing open: %+v", m)
	}
}

// A filtered answer is a refusal, never a reading.
func TestReadMessageFiltered(t *testing.T) {
	r := openaitest.Response{Chunks: []openaitest.Chunk{{Content: "x"}, {FinishReason: "content_filter"}}}
	got, _, err := readOnce(t, agents.ReadInput{Text: "x"}, r)
	if err != nil || len(got.Commands) != 1 || got.Commands[0].Kind != agents.CmdRefuse {
		t.Errorf("%+v %v", got, err)
	}
}
