package openai

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// sentField is the raw JSON of a request's top-level field ("" if absent).
func sentField(t *testing.T, r openaitest.Request, field string) string {
	t.Helper()
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(r.Body, &raw); err != nil {
		t.Fatal(err)
	}
	return string(raw[field])
}

func TestRequestTemperature(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name    string
		model   string
		temp    float32
		dialect *Dialect
		want    string // raw JSON; "" for none sent
	}{
		{name: "exactly 0, not a denormal", model: "gpt-4o-mini", want: "0"},
		{name: "a local model gets 0 too", model: "qwen2.5", want: "0"},
		{name: "a temperature asked for is sent", model: "gpt-4o-mini", temp: 0.7, want: "0.7"},
		{name: "o1", model: "o1", want: ""},
		{name: "o3-mini", model: "o3-mini", want: ""},
		{name: "o4-mini", model: "o4-mini-2025-04-16", want: ""},
		{name: "gpt-5", model: "gpt-5", want: ""},
		{name: "gpt-5-mini", model: "gpt-5-mini", want: ""},
		{name: "behind a router's prefix", model: "openai/o3-mini", want: ""},
		{name: "omni is not the o-series", model: "omni-moderation-latest", want: "0"},
		{name: "the dialect says none", model: "llama3.1", dialect: &Dialect{NoTemperature: true}, want: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok")))
			c, _ := testClient(s, func(cfg *Config) { cfg.Dialect = tc.dialect })
			req := simpleRequest("hi")
			req.Model, req.Temperature = tc.model, tc.temp
			if _, err := streamAndCollect(context.Background(), c, req); err != nil {
				t.Fatal(err)
			}
			r := s.Requests()[0]
			if got := sentField(t, r, "temperature"); got != tc.want {
				t.Errorf("temperature sent as %q, want %q", got, tc.want)
			}
			if strings.Contains(string(r.Body), "e-45") {
				t.Errorf("a denormal temperature in %s", r.Body)
			}
		})
	}
}

// TestRequestTemperatureLearned: a 400 that names temperature is answered
// by sending the request again at once without it, and the session sends
// none from then on; a 400 about something else is not retried.
func TestRequestTemperatureLearned(t *testing.T) {
	t.Parallel()
	refused := openaitest.Error(400, "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.", "invalid_request_error", "unsupported_value")
	s := openaitest.New(t, openaitest.Script(t, refused, openaitest.Text("first"), openaitest.Text("second"),
		openaitest.Error(400, "Invalid 'messages[1].content': string too long.", "invalid_request_error", "string_above_max_length")))
	c, rec := testClient(s, nil)
	req := simpleRequest("hi")
	req.Model = "my-azure-deployment"
	for _, want := range []string{"first", "second"} {
		got, err := streamAndCollect(context.Background(), c, req)
		if err != nil || got.Content != want {
			t.Fatalf("got %+v, %v; want %q", got, err, want)
		}
	}
	if _, err := streamAndCollect(context.Background(), c, req); err == nil || !strings.Contains(err.Error(), "string too long") {
		t.Errorf("err = %v, want the other 400 as it is", err)
	}
	reqs := s.Requests()
	if len(reqs) != 4 {
		t.Fatalf("%d requests, want 4 (one retry without temperature, none for the other 400)", len(reqs))
	}
	for i, want := range []string{"0", "", "", ""} {
		if got := sentField(t, reqs[i], "temperature"); got != want {
			t.Errorf("request %d temperature %q, want %q", i+1, got, want)
		}
	}
	if w := rec.recorded(); len(w) != 0 {
		t.Errorf("waited %v: the retry without temperature is immediate", w)
	}
}

// TestRequestTemperatureNotLooping: a server that keeps naming temperature
// after none was sent gets no further tries.
func TestRequestTemperatureNotLooping(t *testing.T) {
	t.Parallel()
	refused := openaitest.Error(400, "temperature is not supported", "invalid_request_error", "")
	s := openaitest.New(t, openaitest.Script(t, refused, refused))
	c, _ := testClient(s, nil)
	if _, err := streamAndCollect(context.Background(), c, simpleRequest("hi")); err == nil {
		t.Fatal("success")
	}
	if n := len(s.Requests()); n != 2 {
		t.Errorf("%d requests, want 2", n)
	}
}

func TestRequestDialect(t *testing.T) {
	t.Parallel()
	tools := []ToolSpec{{Name: "route", Parameters: object(map[string]any{})}}
	tests := []struct {
		name    string
		base    string // "openai" for api.openai.com, else the local fake
		dialect *Dialect
		choice  string
		tools   []ToolSpec
		usage   bool
		sent    string // tool_choice as sent, "" for none
	}{
		{name: "local, no dialect: no usage asked", choice: "auto", tools: tools, usage: false, sent: `"auto"`},
		{name: "OpenAI, no dialect: usage asked", base: "openai", choice: "auto", tools: tools, usage: true, sent: `"auto"`},
		{name: "a dialect turns usage on for a local server", dialect: &Dialect{}, tools: tools, usage: true, sent: `"auto"`},
		{name: "NoUsage turns it off for OpenAI", base: "openai", dialect: &Dialect{NoUsage: true}, tools: tools, usage: false, sent: `"auto"`},
		{name: "required replaces auto", dialect: &Dialect{ToolChoice: "required"}, choice: "auto", tools: tools, usage: true, sent: `"required"`},
		{name: "required replaces the default", dialect: &Dialect{ToolChoice: "required"}, tools: tools, usage: true, sent: `"required"`},
		{name: "required keeps a named tool", dialect: &Dialect{ToolChoice: "required"}, choice: "route", tools: tools, usage: true, sent: `{"type":"function","function":{"name":"route"}}`},
		{name: "none sends no tool_choice", dialect: &Dialect{ToolChoice: "none"}, choice: "required", tools: tools, usage: true, sent: ""},
		{name: "no tools, no tool_choice", choice: "required", sent: ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok")))
			cfg := Config{APIKey: "k", BaseURL: s.URL, Dialect: tc.dialect}
			if tc.base == "openai" {
				cfg.BaseURL, cfg.HTTPClient = "", &http.Client{Transport: redirect{to: s.Root}}
			}
			req := simpleRequest("hi")
			req.Tools, req.ToolChoice = tc.tools, tc.choice
			if _, err := streamAndCollect(context.Background(), NewClient(cfg), req); err != nil {
				t.Fatal(err)
			}
			r := s.Requests()[0]
			if got := sentField(t, r, "stream_options") != ""; got != tc.usage {
				t.Errorf("stream_options sent %v, want %v", got, tc.usage)
			}
			if got := sentField(t, r, "tool_choice"); got != tc.sent {
				t.Errorf("tool_choice %s, want %s", got, tc.sent)
			}
		})
	}
}

// TestClientAzureDefaultVersion: without --azure-api-version, Azure gets
// 2024-10-21, which accepts stream_options, and is asked for usage.
func TestClientAzureDefaultVersion(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok").WithUsage(5, 2)))
	c := NewClient(Config{APIKey: "azkey", BaseURL: s.Root, Azure: true, AzureDeployment: "my-gpt"})
	got, err := streamAndCollect(context.Background(), c, simpleRequest("hi"))
	if err != nil || got.Tokens != 7 {
		t.Fatalf("got %+v, %v", got, err)
	}
	r := s.Requests()[0]
	if v := r.Query.Get("api-version"); v != "2024-10-21" {
		t.Errorf("api-version = %q, want 2024-10-21", v)
	}
	if sentField(t, r, "stream_options") == "" {
		t.Error("Azure is not asked for usage")
	}
}

// TestRequestSendsExtraContentBack: Gemini's thought signature on a tool
// call goes back with the call in the next request.
func TestRequestSendsExtraContentBack(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok")))
	c, _ := testClient(s, nil)
	req := simpleRequest("hi")
	extra := `{"google":{"thought_signature":"CsYC"}}`
	req.Messages = append(req.Messages,
		ChatMessage{Role: "assistant", ToolCalls: []ToolCall{{ID: "c1", Name: "route", Arguments: "{}", Extra: extra}}},
		ChatMessage{Role: "tool", ToolCallID: "c1", Content: "done"},
		ChatMessage{Role: "user", Content: "and?"})
	if _, err := streamAndCollect(context.Background(), c, req); err != nil {
		t.Fatal(err)
	}
	if body := string(s.Requests()[0].Body); !strings.Contains(body, `"extra_content":`+extra) {
		t.Errorf("extra_content not sent back: %s", body)
	}
}

// TestRequestEmptyParts: go-openai leaves out an empty content and empty
// arguments (omitempty); the bridge sends them as "", since llama-server
// refuses a message without content. An assistant message that is all
// tool calls sends no content, as OpenAI does.
func TestRequestEmptyParts(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t, openaitest.Text("ok")))
	c, _ := testClient(s, nil)
	req := simpleRequest("hi")
	req.Messages = append(req.Messages,
		ChatMessage{Role: "assistant", ToolCalls: []ToolCall{{ID: "c1", Name: "no_further_task", Arguments: ""}}},
		ChatMessage{Role: "tool", ToolCallID: "c1", Content: ""},
		ChatMessage{Role: "user", Content: ""})
	if _, err := streamAndCollect(context.Background(), c, req); err != nil {
		t.Fatal(err)
	}
	var body struct {
		Messages []map[string]json.RawMessage `json:"messages"`
	}
	if err := json.Unmarshal(s.Requests()[0].Body, &body); err != nil {
		t.Fatal(err)
	}
	m := body.Messages
	if len(m) != 5 {
		t.Fatalf("%d messages", len(m))
	}
	if _, ok := m[2]["content"]; ok {
		t.Errorf("the all-calls assistant message sent content %s", m[2]["content"])
	}
	if !strings.Contains(string(m[2]["tool_calls"]), `"arguments":""`) {
		t.Errorf("empty arguments not sent: %s", m[2]["tool_calls"])
	}
	for _, i := range []int{3, 4} {
		if string(m[i]["content"]) != `""` {
			t.Errorf("message %d content = %s, want \"\"", i, m[i]["content"])
		}
	}
}
