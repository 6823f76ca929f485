package openai

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// TestErrorBodies: an error body of any shape becomes one sentence with
// the status and the server's words — no JSON, no HTML (R31).
func TestErrorBodies(t *testing.T) {
	t.Parallel()
	long := "<html><head><style>body{color:red}</style></head><body><h1>Service Unavailable</h1><p>" + strings.Repeat("The server is temporarily unable to service your request. ", 20) + "</p></body></html>"
	tests := []struct {
		name        string
		status      int
		contentType string
		body        string
		want        []string
	}{
		{"OpenAI's nested object", 400, "application/json", `{"error":{"message":"Invalid schema for function 'route'.","type":"invalid_request_error","param":"tools[0]","code":"invalid_function_parameters"}}`,
			[]string{"rejected the request (400): Invalid schema for function 'route'."}},
		{"an error that is a string", 400, "application/json", `{"error":"'messages' field is required"}`,
			[]string{"rejected the request (400): 'messages' field is required"}},
		{"vLLM's flat object", 400, "application/json", `{"object":"error","message":"max_tokens must be at least 1, got 0.","type":"BadRequestError","param":null,"code":400}`,
			[]string{"rejected the request (400): max_tokens must be at least 1, got 0."}},
		{"Gemini's list", 400, "application/json", `[{"error":{"code":400,"message":"Request contains an invalid argument.","status":"INVALID_ARGUMENT"}}]`,
			[]string{"rejected the request (400): Request contains an invalid argument."}},
		{"plain text", 400, "text/plain", "Bad Request: unknown field \"foo\"\n",
			[]string{`rejected the request (400): Bad Request: unknown field "foo"`}},
		{"an HTML page, by its title", 400, "text/html", "<!DOCTYPE html><html><head><title>400 Bad Request</title></head><body><h1>Bad Request</h1><p>Your browser sent a request that this server could not understand.</p></body></html>",
			[]string{"rejected the request (400): 400 Bad Request"}},
		{"an HTML page without a title, clipped", 413, "text/html", long,
			[]string{"rejected the request (413): Service Unavailable The server is temporarily", "…"}},
		{"FastAPI's detail", 422, "application/json", `{"detail":[{"loc":["body","model"],"msg":"field required","type":"value_error.missing"}]}`,
			[]string{"rejected the request (422): body.model: field required"}},
		{"Azure API Management", 401, "application/json", `{ "statusCode": 401, "message": "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription." }`,
			[]string{"refused the API key (401)"}},
		{"an empty body", 400, "application/json", ``,
			[]string{"rejected the request (400): Bad Request"}},
		{"JSON that is not an error", 400, "application/json", `{"ok":false}`,
			[]string{"rejected the request (400): Bad Request"}},
		{"broken JSON", 400, "application/json", `{"error": {"message": "cut`,
			[]string{"rejected the request (400)"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, openaitest.Response{Status: tc.status, Body: tc.body, Header: map[string]string{"Content-Type": tc.contentType}}))
			c, _ := testClient(s, nil)
			_, err := c.Stream(context.Background(), simpleRequest("hi"))
			if err == nil {
				t.Fatal("success")
			}
			for _, w := range tc.want {
				if !strings.Contains(err.Error(), w) {
					t.Errorf("error %q does not contain %q", err, w)
				}
			}
			if strings.ContainsAny(err.Error(), "{}<>\n") {
				t.Errorf("error %q is not one readable sentence", err)
			}
			var me *ModelError
			if !errors.As(err, &me) {
				t.Errorf("error is %T, want a *ModelError", err)
			}
		})
	}
}

// TestErrorRetriesAndFixes: a loading server is waited for; a server set
// up wrong is not retried and its fix is named (R31).
func TestErrorRetriesAndFixes(t *testing.T) {
	t.Parallel()
	loading := openaitest.Response{Status: 503, Body: `{"error":{"code":503,"message":"Loading model","type":"unavailable_error"}}`}
	tests := []struct {
		name     string
		script   []openaitest.Response
		requests int
		is       error
		errHas   string // "" for success
	}{
		{name: "503 loading is retried", script: []openaitest.Response{loading, loading, openaitest.Text("ok")}, requests: 3},
		{name: "llama-server without --jinja: a 500 that is not retried",
			script:   []openaitest.Response{{Status: 500, Body: `{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}`}},
			requests: 1, is: ErrServerSetup, errHas: "start llama-server with --jinja"},
		{name: "llama-server without --jinja refusing tool_choice",
			script:   []openaitest.Response{{Status: 500, Body: `{"error":{"code":500,"message":"Unsupported param: tool_choice","type":"server_error"}}`}},
			requests: 1, is: ErrServerSetup, errHas: "start llama-server with --jinja"},
		{name: "vLLM without auto tool choice",
			script:   []openaitest.Response{{Status: 400, Body: `{"object":"error","message":"\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","param":null,"code":400}`}},
			requests: 1, is: ErrToolChoiceRefused, errHas: "--enable-auto-tool-choice"},
		{name: "a model without tools on Ollama",
			script:   []openaitest.Response{{Status: 400, Body: `{"error":{"message":"registry.ollama.ai/library/gemma:2b does not support tools","type":"invalid_request_error","param":null,"code":null}}`}},
			requests: 1, is: ErrServerSetup, errHas: "choose a model with tool calling"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			s := openaitest.New(t, openaitest.Script(t, tc.script...))
			c, _ := testClient(s, nil)
			_, err := streamAndCollect(context.Background(), c, simpleRequest("hi"))
			if n := len(s.Requests()); n != tc.requests {
				t.Errorf("%d requests, want %d", n, tc.requests)
			}
			if tc.errHas == "" {
				if err != nil {
					t.Fatalf("err = %v", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.errHas) {
				t.Errorf("err = %v, want it to say %q", err, tc.errHas)
			}
			if !errors.Is(err, tc.is) {
				t.Errorf("err = %v, want errors.Is %v", err, tc.is)
			}
		})
	}
}
