package concierge

import (
	"context"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
)

// lookupDomain is a pharmacy in Go: a refill whose action is approved, and
// a read-only list a model may call while it reads a message (R38).
func lookupDomain(listed *int) *agents.Domain {
	list := &agents.Tool{Name: "list_prescriptions", Description: "List the member's prescriptions.", ForModel: true,
		Run: func(agents.ToolEnv, agents.Args) (string, error) {
			*listed++
			return `["RX100 (ibuprofen)","RX200 (insulin)"]`, nil
		}}
	refill := &agents.Tool{Name: "refill", Description: "Refill a prescription.", Sensitive: true,
		Params:  []agents.Param{{Name: "rx_id", Required: true}},
		Summary: func(a agents.Args, _ agents.Facts) string { return "Refill " + a["rx_id"] + "?" },
		Run: func(_ agents.ToolEnv, a agents.Args) (string, error) {
			return "Refill of " + a["rx_id"] + " ordered.", nil
		}}
	a := &agents.Agent{Name: "refill", Title: "Refill", Intro: "Refill a prescription", Description: "Refills a prescription.",
		Examples: []string{"refill my prescription"}, ExposeToUser: true,
		Slots: []agents.Slot{{Name: "rx_id", Label: "prescription", Kind: agents.KindText, Question: "Which prescription?"}},
		Tools: []*agents.Tool{refill, list}}
	a.Act = func(t *agents.Turn) agents.Result {
		out, err := t.Call("refill", agents.Args{"rx_id": t.Slots["rx_id"]})
		if err != nil {
			return agents.Ask(err.Error())
		}
		return agents.Done(out)
	}
	return &agents.Domain{Name: "pharmacy", Greeting: "Hello.", Agents: []*agents.Agent{a}, Facts: map[string]string{}}
}

// R38: a model looks the prescriptions up with the agent's read-only tool
// — run by the loop, once, in the trace — then fills the slot from what it
// read; the action itself is still approved by the user.
func TestModelLooksUpBeforeItAnswers(t *testing.T) {
	t.Parallel()
	listed := 0
	d := lookupDomain(&listed)
	spy := spyOn(d)
	var seen []agents.ToolResult
	spy.interpret = func(_ context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
		if len(in.Results) == 0 {
			return agents.Interpretation{Calls: []agents.ToolCall{{Tool: "list_prescriptions"}}}, nil
		}
		seen = in.Results
		return agents.Interpretation{Slots: map[string]string{"rx_id": "RX200"}}, nil
	}
	e, rec := newOn(t, d, spy)
	say(t, e, "refill my insulin")
	if listed != 1 || len(seen) != 1 || !strings.Contains(seen[0].Output, "RX200 (insulin)") {
		t.Fatalf("listed %d times; the model saw %+v; replies %q", listed, seen, rec.replies())
	}
	ap, ok := e.PendingApproval()
	if !ok || ap.Summary != "Refill RX200?" {
		t.Fatalf("approval %v %+v; replies %q", ok, ap, rec.replies())
	}
	called := 0
	for _, ev := range rec.all() {
		if c, ok := ev.(ToolCalled); ok && c.Tool == "list_prescriptions" {
			called++
		}
	}
	if called != 1 {
		t.Errorf("%d list_prescriptions calls in the trace", called)
	}
}

// R38, R9: a model that keeps calling tools is stopped after a few
// rounds, and a tool it is not offered (the action, which needs an
// approval) is never run for it.
func TestModelLookUpsAreBounded(t *testing.T) {
	t.Parallel()
	listed := 0
	d := lookupDomain(&listed)
	spy := spyOn(d)
	rounds := 0
	var refused string
	spy.interpret = func(_ context.Context, in agents.InterpretInput) (agents.Interpretation, error) {
		rounds++
		for _, r := range in.Results {
			if r.Tool == "refill" {
				refused = r.Err
			}
		}
		return agents.Interpretation{Calls: []agents.ToolCall{{Tool: "refill", Args: agents.Args{"rx_id": "RX100"}}, {Tool: "list_prescriptions", Args: agents.Args{"n": string(rune('0' + rounds))}}}}, nil
	}
	e, _ := newOn(t, d, spy)
	say(t, e, "refill my prescription")
	if rounds != maxLookupRounds+1 || listed != maxLookupRounds || refused == "" {
		t.Errorf("rounds %d, listed %d, refused %q", rounds, listed, refused)
	}
	if _, ok := e.PendingApproval(); ok {
		t.Error("the model's call of the action became an approval")
	}
}

// R36: what a tool server writes to stderr or logs goes to the session's
// trace — queued from any goroutine, emitted at the next turn, stored —
// sanitised, bounded, and never printed by the plain printer.
func TestServerLogsGoToTheTrace(t *testing.T) {
	t.Parallel()
	e, rec := newBank(t, nil)
	done := make(chan struct{})
	go func() {
		defer close(done)
		for i := 0; i < maxPendingLogs+10; i++ {
			e.ServerLog("notes", "stderr", "line \x1b[31mred\x1b[0m")
		}
	}()
	<-done
	say(t, e, "hi")
	logs, warned := 0, false
	for _, ev := range rec.all() {
		if l, ok := ev.(ServerLog); ok {
			if l.Server == "concierge" {
				warned = true
				continue
			}
			logs++
			if strings.Contains(l.Text, "\x1b") {
				t.Errorf("an escape in the trace: %q", l.Text)
			}
		}
	}
	if logs != maxPendingLogs || !warned {
		t.Errorf("%d lines in the trace (warned %v), want %d and a warning", logs, warned, maxPendingLogs)
	}
	var out strings.Builder
	p := PlainPrinter{W: &out}
	p.Print(ServerLog{Server: "notes", Text: "secret stderr"})
	if out.Len() != 0 {
		t.Errorf("the plain printer showed a server line: %q", out.String())
	}
	kind, data, ok := EncodeEvent(ServerLog{Server: "notes", Level: "stderr", Text: "x"})
	if back, err := DecodeEvent(kind, data); !ok || err != nil || back.(ServerLog).Text != "x" {
		t.Errorf("round trip: %v %v %v", ok, err, back)
	}
}
