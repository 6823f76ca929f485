package concierge

import (
	"context"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// faultEngine is the bank on the model engine with a script of answers.
func faultEngine(t *testing.T, stall time.Duration, script ...openaitest.Response) (*Engine, *recorder, *openaitest.Server) {
	t.Helper()
	srv := openaitest.New(t, openaitest.Script(t, script...))
	client := openai.NewClient(openai.Config{APIKey: "test", BaseURL: srv.URL, Stall: stall,
		Sleep: func(context.Context, time.Duration) error { return nil }})
	d, _ := BuiltinDomains().New("bank")
	e, rec := newOn(t, d, olderProtocol(openai.New(d, client, "test-model")))
	return e, rec, srv
}

func route(agent string) openaitest.Response {
	return openaitest.ToolCall("route", `{"agent":"`+agent+`","reason":"the user asks for it"}`)
}

// Fault tests: each ends in a clear message within the budgets, and the
// session goes on.
func TestModelFaults(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name   string
		script []openaitest.Response
		// what the user is told, and whether the turn succeeded in the end
		reply   string
		speaker string
		err     bool
	}{
		{"429 then success", []openaitest.Response{openaitest.RateLimited("1"), route("stock_lookup"), openaitest.ToolCall("fill_slots", `{"company":"AAPL"}`), openaitest.ToolCall("no_further_task", "{}")},
			"AAPL (Apple Inc.) is trading at $189.84.", "", false},
		{"500 twice then success", []openaitest.Response{openaitest.Error(500, "boom", "server_error", ""), openaitest.Error(502, "bad gateway", "server_error", ""), route("stock_lookup"), openaitest.ToolCall("fill_slots", `{"company":"MSFT"}`), openaitest.ToolCall("no_further_task", "{}")},
			"MSFT (Microsoft Corporation) is trading at $415.50.", "", false},
		{"401", []openaitest.Response{openaitest.Unauthorized()},
			"refused the API key (401): check OPENAI_API_KEY", "", true},
		{"quota", []openaitest.Response{openaitest.QuotaExceeded()},
			"no quota left", "", true},
		{"cut stream", []openaitest.Response{func() openaitest.Response { r := route("stock_lookup"); r.Cut = true; return r }()},
			"cut off before it finished", "", true},
		{"stall", []openaitest.Response{func() openaitest.Response { r := route("stock_lookup"); r.Delay = 3 * time.Second; return r }()},
			"stopped answering", "", true},
		{"invalid tool JSON then good", []openaitest.Response{openaitest.ToolCall("route", `{"agent": "stock_lookup",`), route("stock_lookup"), openaitest.ToolCall("fill_slots", `{"company":"IBM"}`), openaitest.ToolCall("no_further_task", "{}")},
			"IBM (International Business Machines) is trading at $183.25.", "", false},
		{"unknown agent three times", []openaitest.Response{route("wire_agent"), route("wire_agent"), route("wire_agent")},
			"I'm not sure how to help with that", "", false},
		{"model ignores tools", []openaitest.Response{openaitest.Text("Sure!"), openaitest.Text("Happy to help"), openaitest.Text("OK")},
			"I'm not sure how to help with that", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			e, rec, _ := faultEngine(t, 300*time.Millisecond, tt.script...)
			start := time.Now()
			err := e.Send(context.Background(), "what's the price of that stock?")
			if (err != nil) != tt.err {
				t.Errorf("Send = %v, want error %v", err, tt.err)
			}
			if time.Since(start) > wallBudget(2*time.Second) {
				t.Errorf("the turn took %v", time.Since(start))
			}
			if !containsIn(rec.replies(), tt.reply) {
				t.Errorf("replies = %q, want one to contain %q", rec.replies(), tt.reply)
			}
			if e.Speaker() != tt.speaker || len(e.Stack()) != 0 {
				t.Errorf("speaker %q stack %v", e.Speaker(), e.Stack())
			}
			if u := e.Usage(); u.Requests > 12 {
				t.Errorf("%d requests, over the budget", u.Requests)
			}
			// the session goes on: help needs no model
			say(t, e, "what can you do?")
		})
	}
}

// R12 on the model engine: Esc while the model streams aborts the request
// within 200 ms and the state is as before.
func TestModelCancel(t *testing.T) {
	t.Parallel()
	slow := route("stock_lookup")
	slow.Delay = 5 * time.Second
	e, _, srv := faultEngine(t, 10*time.Second, slow)
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(30 * time.Millisecond); cancel() }()
	start := time.Now()
	if err := e.Send(ctx, "price of AAPL"); err == nil {
		t.Fatal("a cancelled turn succeeded")
	}
	if d := time.Since(start); d > wallBudget(200*time.Millisecond) {
		t.Errorf("cancel took %v", d)
	}
	if !srv.WaitIdle(time.Second) {
		t.Error("the server is still answering the cancelled request")
	}
	if e.Speaker() != "" || len(e.Session().Messages) != 2 {
		t.Errorf("state after cancel: speaker %q, %d messages", e.Speaker(), len(e.Session().Messages))
	}
}
