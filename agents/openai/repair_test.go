package openai

import (
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// checkRepaired asserts a retry told the model what was wrong in a
// user-role message and echoed none of its malformed calls (R31).
func checkRepaired(t *testing.T, r openaitest.Request) {
	t.Helper()
	msgs := r.Chat.Messages
	for i, m := range msgs {
		if len(m.ToolCalls) > 0 || m.Role == "tool" {
			t.Errorf("the retry echoes the malformed answer: message %d %+v", i, m)
		}
	}
	last := msgs[len(msgs)-1]
	if last.Role != "user" || !strings.Contains(last.Content, "(Your previous answer") {
		t.Errorf("the retry's last message does not say what was wrong: %+v", last)
	}
	if err := CheckAlternation(wireMessages(r)); err != nil {
		t.Errorf("the retry breaks alternation: %v", err)
	}
}

// TestRepairSaysWhatWasWrong: each kind of malformed answer is repaired
// with a note that names the problem, in a user-role message; nothing of
// the bad call goes back.
func TestRepairSaysWhatWasWrong(t *testing.T) {
	t.Parallel()
	good := openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"r"}`)
	tests := []struct {
		name string
		bad  openaitest.Response
		want string
	}{
		{name: "unknown tool", bad: openaitest.ToolCall("transfer", `{}`), want: `there is no tool "transfer"`},
		{name: "bad JSON", bad: openaitest.ToolCall("route", `{"agent":`), want: "not valid JSON"},
		{name: "text", bad: openaitest.Text("transfer_money"), want: "text, not a tool call"},
		{name: "a text call to a tool not offered", bad: openaitest.Text(`{"name":"transfer","arguments":{"to":"1"}}`), want: `there is no tool "transfer"`},
		{name: "a call without a name", bad: openaitest.ToolCalls(openaitest.Call{Name: "", Args: `{"agent":"x"}`}), want: `there is no tool ""`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			o, s := testEngine(t, tc.bad, good)
			got, err := o.Route(context.Background(), routeInput("send money"))
			if err != nil || got.Agent != "transfer_money" {
				t.Fatalf("Route = %+v, %v", got, err)
			}
			reqs := s.Requests()
			if len(reqs) != 2 {
				t.Fatalf("%d requests, want 2", len(reqs))
			}
			checkRepaired(t, reqs[1])
			if last := reqs[1].LastUser(); !strings.Contains(last, tc.want) {
				t.Errorf("the note %q does not say %q", last, tc.want)
			}
			// the retry is the first request and the note: nothing else grew
			if n0, n1 := len(reqs[0].Chat.Messages), len(reqs[1].Chat.Messages); n0 != n1 {
				t.Errorf("the retry has %d messages, the first %d", n1, n0)
			}
		})
	}
}

// TestRepairNotesDoNotPileUp: after two bad answers the third request
// carries only the latest note.
func TestRepairNotesDoNotPileUp(t *testing.T) {
	t.Parallel()
	o, s := testEngine(t,
		openaitest.ToolCall("nope", `{}`),
		openaitest.ToolCall("route", `{`),
		openaitest.ToolCall("route", `{"agent":"authenticate","reason":"r"}`))
	if got, err := o.Route(context.Background(), routeInput("log me in")); err != nil || got.Agent != "authenticate" {
		t.Fatalf("Route = %+v, %v", got, err)
	}
	last := s.Requests()[2].LastUser()
	if strings.Count(last, "(Your previous answer") != 1 || !strings.Contains(last, "not valid JSON") {
		t.Errorf("third request's note: %q", last)
	}
	checkRequests(t, s)
}

// TestRepairRouteRetry: the loop's rejection of a route (an agent outside
// the enum) reaches the model as a user-role repair, not in the system
// prompt.
func TestRepairRouteRetry(t *testing.T) {
	t.Parallel()
	o, s := testEngine(t, openaitest.ToolCall("route", `{"agent":"transfer_money","reason":"r"}`))
	in := routeInput("send money")
	in.Retry = `"wire_fraud" is not one of the agents you may choose: authenticate, transfer_money`
	if _, err := o.Route(context.Background(), in); err != nil {
		t.Fatal(err)
	}
	r := s.Requests()[0]
	if !strings.Contains(r.LastUser(), "wire_fraud") || strings.Contains(r.System(), "wire_fraud") {
		t.Errorf("the rejection is not a user-role repair: system %q, last user %q", r.System(), r.LastUser())
	}
	checkRepaired(t, r)
}
