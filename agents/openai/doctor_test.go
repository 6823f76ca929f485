package openai

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// R32: doctor probes a server in a few requests, adapts to what it
// refuses, and says for each check what concierge will do.
func TestDoctorProbe(t *testing.T) {
	t.Parallel()
	native := openaitest.ToolCall("probe", `{"ok":true}`)
	cases := []struct {
		name    string
		h       openaitest.Handler
		usable  bool
		dialect Dialect
		rows    map[string]string // check → a piece of its result or action
	}{
		{name: "OpenAI: everything native", h: func(openaitest.Request) openaitest.Response { return native }, usable: true,
			rows: map[string]string{"reachable": "yes", "streaming": "yes", "tool calls": "native", "tool_choice": `"auto" (tool rounds) accepted`, "temperature 0": "accepted", "role alternation": "not required", "usage reported": "yes"}},
		{name: "a reasoning model refuses temperature", h: func(r openaitest.Request) openaitest.Response {
			if r.Chat.HasTemperature {
				return openaitest.Error(400, "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.", "invalid_request_error", "unsupported_value")
			}
			return native
		}, usable: true, dialect: Dialect{NoTemperature: true}, rows: map[string]string{"temperature 0": "sends no temperature"}},
		{name: "an o-series model refuses temperature and max_tokens", h: func(r openaitest.Request) openaitest.Response {
			if r.Chat.MaxTokens > 0 {
				return openaitest.Error(400, "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", "invalid_request_error", "unsupported_parameter")
			}
			if r.Chat.HasTemperature {
				return openaitest.Error(400, "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported.", "invalid_request_error", "unsupported_value")
			}
			return native
		}, usable: true, dialect: Dialect{NoTemperature: true}, rows: map[string]string{"temperature 0": "sends no temperature", "tool calls": "native", "role alternation": "not required"}},
		{name: "vLLM without auto tool choice", h: func(r openaitest.Request) openaitest.Response {
			if r.Chat.ToolChoice == "auto" {
				return openaitest.Response{Status: 400, Body: `{"object":"error","message":"\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}`}
			}
			return native
		}, usable: true, dialect: Dialect{ToolChoice: "required"}, rows: map[string]string{"tool_choice": `concierge sends "required"`}},
		// issue 26: readings ask with "required"; a model that answers in
		// words when left to choose ("auto") still reads messages, and
		// the probe said "tool calls none" of it
		{name: "a model that calls when a call is required", h: func(r openaitest.Request) openaitest.Response {
			if r.Chat.ToolChoice == "required" {
				return native
			}
			return openaitest.Text("Sure, the probe worked.")
		}, usable: true, rows: map[string]string{"tool calls": `native (tool_calls) (asked with tool_choice "required"`, "tool_choice": `"auto" (tool rounds) accepted`}},
		{name: "llama.cpp without --jinja", h: func(openaitest.Request) openaitest.Response {
			return openaitest.Response{Status: 500, Body: `{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}`}
		}, usable: false, rows: map[string]string{"tool calls": "start llama-server with --jinja"}},
		{name: "a small model writes its call as text", h: func(r openaitest.Request) openaitest.Response {
			return openaitest.Text(`<tool_call>{"name": "probe", "arguments": {"ok": true}}</tool_call>`)
		}, usable: true, dialect: Dialect{TextTools: true}, rows: map[string]string{"tool calls": "reads tool calls from the text"}},
		{name: "a model without tools", h: func(openaitest.Request) openaitest.Response { return openaitest.Text("Sure! OK.") },
			usable: false, rows: map[string]string{"tool calls": "choose a model trained for tool calling"}},
		{name: "a strict template", h: func(r openaitest.Request) openaitest.Response {
			if len(r.Chat.Messages) > 1 && r.Chat.Messages[1].Role == "assistant" {
				return openaitest.Response{Status: 400, Body: `{"error":"Conversation roles must alternate user/assistant/user/assistant/..."}`}
			}
			return native
		}, usable: true, dialect: Dialect{Alternate: true}, rows: map[string]string{"role alternation": "required"}},
		{name: "a bad key", h: func(openaitest.Request) openaitest.Response { return openaitest.Unauthorized() },
			usable: false, rows: map[string]string{"chat": "check the API key"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			srv := openaitest.New(t, c.h)
			rep, err := Probe(context.Background(), Config{BaseURL: srv.URL, APIKey: "k"}, "test-model", time.Unix(0, 0))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Usable != c.usable || rep.Dialect != c.dialect {
				t.Errorf("usable %v, dialect %+v; want %v, %+v\n%+v", rep.Usable, rep.Dialect, c.usable, c.dialect, rep.Findings)
			}
			for check, want := range c.rows {
				found := false
				for _, f := range rep.Findings {
					if f.Check == check && (strings.Contains(f.Result, want) || strings.Contains(f.Action, want)) {
						found = true
					}
				}
				if !found {
					t.Errorf("no %q row with %q in %+v", check, want, rep.Findings)
				}
			}
			if rep.Requests > 7 || rep.Requests != len(srv.Requests()) {
				t.Errorf("%d requests (server saw %d): a probe is a few requests", rep.Requests, len(srv.Requests()))
			}
		})
	}
}

func TestDoctorUnreachable(t *testing.T) {
	t.Parallel()
	rep, err := Probe(context.Background(), Config{BaseURL: "http://127.0.0.1:1/v1"}, "m", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Usable || len(rep.Findings) != 1 || rep.Findings[0].Check != "reachable" || !strings.Contains(rep.Findings[0].Action, "--base-url") {
		t.Errorf("report = %+v", rep)
	}
}

// R32: a model the server does not list is named, with the ones it has.
func TestDoctorModelNotListed(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/models", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte(`{"object":"list","data":[{"id":"llama3.1:8b"},{"id":"qwen2.5:7b"}]}`))
	})
	ts := httptestServer(t, mux)
	rep, err := Probe(context.Background(), Config{BaseURL: ts + "/v1"}, "gpt-4o", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Usable || !strings.Contains(rep.Findings[1].Action, "llama3.1:8b, qwen2.5:7b") {
		t.Errorf("report = %+v", rep.Findings)
	}
}

// R31: an error body of any shape is one readable sentence.
func TestBodyMessage(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		`{"error":{"message":"bad model","type":"x"}}`:                                       "bad model",
		`{"error":"model not found"}`:                                                        "model not found",
		`{"object":"error","message":"too long","code":400}`:                                 "too long",
		`[{"error":{"code":400,"message":"API key not valid","status":"INVALID_ARGUMENT"}}]`: "API key not valid",
		`{"detail":"Not Found"}`:                                                             "Not Found",
		"upstream timed out":                                                                 "upstream timed out",
		"<html><head><title>502 Bad Gateway</title><style>b{}</style></head><body><h1>502 Bad Gateway</h1></body></html>": "502 Bad Gateway",
	} {
		if got := bodyMessage([]byte(in)); got != want {
			t.Errorf("bodyMessage(%s) = %q, want %q", in, got, want)
		}
	}
}

func httptestServer(t *testing.T, h http.Handler) string {
	t.Helper()
	s := httptest.NewServer(h)
	t.Cleanup(s.Close)
	return s.URL
}

// R32: on Azure without --azure-deployment, doctor probes the deployment
// the session will use ("gpt-4.1" is deployed as "gpt-41"), not another.
func TestDoctorProbesTheSessionsDeployment(t *testing.T) {
	t.Parallel()
	d, _ := openaitest.DialectNamed("azure")
	d.Deployment = "gpt-41"
	srv := openaitest.New(t, d.Handler(func(openaitest.Request) openaitest.Decision { return openaitest.Decision{Text: "ok"} }))
	cfg := Config{BaseURL: srv.Root, APIKey: "k", Azure: true}
	rep, err := Probe(context.Background(), cfg, "gpt-4.1", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if !rep.Usable {
		t.Errorf("the probe did not find the deployment the session uses (deployment %s): %+v", azureDeployment(cfg, "gpt-4.1"), rep.Findings)
	}
}
