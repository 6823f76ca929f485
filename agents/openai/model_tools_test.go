package openai

import (
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// lookupAgent has a read-only tool a model may call (R38), a secret
// argument it must never fill, and an action that needs an approval.
func lookupAgent() *agents.Agent {
	return &agents.Agent{Name: "refill", Description: "Refills a prescription.",
		Slots: []agents.Slot{{Name: "rx_id", Label: "prescription", Kind: agents.KindText}},
		Tools: []*agents.Tool{
			{Name: "refill", Description: "Refill.", Sensitive: true, Params: []agents.Param{{Name: "rx_id", Required: true}}},
			{Name: "list_prescriptions", Description: "List the member's prescriptions.", ForModel: true,
				Params: []agents.Param{{Name: "member", Description: "member id"}, {Name: "pin", Secret: true}}},
		}}
}

// R38: the read-only tool is offered with a clean schema (the action that
// needs an approval is not), the model's call comes back as a call for
// the loop to run, and its result goes back as a tool message.
func TestInterpretOffersLookUps(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, openaitest.Script(t,
		openaitest.ToolCall("list_prescriptions", `{"member":"M12345","pin":"4321"}`),
		openaitest.ToolCall("fill_slots", `{"rx_id":"RX200"}`)))
	client := NewClient(Config{APIKey: "k", BaseURL: srv.URL})
	a := lookupAgent()
	d := &agents.Domain{Name: "pharmacy", Agents: []*agents.Agent{a}}
	b := New(d, client, "m")
	in, err := b.Interpret(context.Background(), agents.InterpretInput{Agent: a, Text: "refill my insulin"})
	if err != nil {
		t.Fatal(err)
	}
	if len(in.Calls) != 1 || in.Calls[0].Tool != "list_prescriptions" || in.Calls[0].Args["member"] != "M12345" || in.Calls[0].Args["pin"] != "" {
		t.Fatalf("calls = %+v (a secret argument is never taken from a model)", in.Calls)
	}
	first := srv.Requests()[0]
	names := strings.Join(first.ToolNames(), ",")
	if !strings.Contains(names, "list_prescriptions") || strings.Contains(names, "refill,") || strings.HasSuffix(names, ",refill") {
		t.Errorf("tools offered: %s", names)
	}
	if body := string(first.Body); strings.Contains(body, `"pin"`) || strings.Contains(body, "$schema") || strings.Contains(body, "additionalProperties") {
		t.Errorf("the offered schema is not clean: %s", body)
	}
	in, err = b.Interpret(context.Background(), agents.InterpretInput{Agent: a, Text: "refill my insulin",
		Results: []agents.ToolResult{{ToolCall: in.Calls[0], Output: `["RX100 (ibuprofen)","RX200 (insulin)"]`}}})
	if err != nil || in.Slots["rx_id"] != "RX200" {
		t.Fatalf("second reading: %+v, %v", in, err)
	}
	msgs := srv.Requests()[1].Chat.Messages
	last := msgs[len(msgs)-1]
	if last.Role != "tool" || !strings.Contains(last.Content, "RX200 (insulin)") || msgs[len(msgs)-2].Role != "assistant" || len(msgs[len(msgs)-2].ToolCalls) != 1 {
		t.Errorf("the result is not sent back as a tool message: %+v", msgs[len(msgs)-2:])
	}
}

func TestCleanSchema(t *testing.T) {
	t.Parallel()
	got := cleanSchema(map[string]any{"$schema": "x", "type": "object", "additionalProperties": false, "properties": map[string]any{}, "required": []string{}})
	if len(got) != 1 || got["type"] != "object" {
		t.Errorf("clean = %v", got)
	}
	got = cleanSchema(map[string]any{"type": "object", "properties": map[string]any{"a": map[string]any{"type": "string"}}, "required": []string{"a"}})
	if got["properties"] == nil || got["required"] == nil {
		t.Errorf("clean dropped what a provider needs: %v", got)
	}
}
