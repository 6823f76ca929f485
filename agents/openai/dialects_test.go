package openai

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// The dialect fixtures (R31): for each server of SPEC §10, answers in the
// shapes it really sends, replayed verbatim by the fake server and read by
// the real client. Each file says what it shows, where the shape comes
// from, and — in its want.* fields — what concierge must make of it:
//
//	model, base, dialect, azure-api-version, stall, tools, choice
//	    how the request is made: the model asked for; "api.openai.com" or
//	    "azure" for those servers' configurations (the default is a local
//	    server); a Dialect as JSON; the stall watchdog; "none" to offer no
//	    tools; the tool_choice asked
//	then, times
//	    the fixture that answers the next request (a retry), and how many
//	    requests this one answers first
//	want.content, want.reasoning (contained), want.tool ("name {args}",
//	want.extra (contained in the first call's Extra), want.finish,
//	want.tokens, want.error (contained, repeatable), want.is (an error
//	errors.Is finds), want.requests, want.waits (backoff sleeps),
//	want.request ("N field=value": what request N sent)
const dialectsDir = "testdata/dialects"

// sentinels are the errors a fixture may name in want.is.
var sentinels = map[string]error{
	"ErrToolChoiceRefused": ErrToolChoiceRefused,
	"ErrRefused":           ErrRefused,
	"ErrServerSetup":       ErrServerSetup,
	"ErrStreamCut":         ErrStreamCut,
	"ErrStalled":           ErrStalled,
}

func TestDialectFixtures(t *testing.T) {
	t.Parallel()
	all, err := openaitest.LoadFixtures(dialectsDir)
	if err != nil {
		t.Fatal(err)
	}
	byName := map[string]openaitest.Fixture{}
	servers := map[string]int{}
	for _, f := range all {
		byName[f.Name] = f
		servers[strings.Split(f.Name, "/")[0]]++
	}
	for _, s := range []string{"openai", "azure", "ollama", "vllm", "llamacpp", "lmstudio", "groq", "openrouter", "gemini", "mistral"} {
		if servers[s] == 0 {
			t.Errorf("no fixture for %s (R31 names it)", s)
		}
	}
	for _, f := range all {
		t.Run(f.Name, func(t *testing.T) {
			t.Parallel()
			checkFixtureHeader(t, f)
			runFixture(t, f, byName)
		})
	}
}

// checkFixtureHeader: every fixture says what it shows and where its shape
// comes from, and asserts something.
func checkFixtureHeader(t *testing.T, f openaitest.Fixture) {
	t.Helper()
	if len(f.About) == 0 {
		t.Error("the header does not say what the fixture shows")
	}
	if len(f.Meta["source"]) == 0 {
		t.Error("the header cites no source (source: …)")
	}
	wants := 0
	for k := range f.Meta {
		if strings.HasPrefix(k, "want.") {
			wants++
		}
	}
	if wants == 0 {
		t.Error("the fixture asserts nothing (want.…)")
	}
}

// fixtureRequest is the request every fixture answers: a routing decision
// with tools, as the brain makes one.
func fixtureRequest(f openaitest.Fixture) ChatRequest {
	req := ChatRequest{
		Model: orDefault(f.Get("model"), "test-model"),
		Messages: []ChatMessage{
			{Role: "system", Content: "You route the user's message to an agent."},
			{Role: "user", Content: "send 50 EUR to Bob"},
		},
		ToolChoice: orDefault(f.Get("choice"), "auto"),
	}
	if f.Get("tools") != "none" {
		req.Tools = []ToolSpec{
			{Name: "route", Description: "Choose the agent.", Parameters: object(map[string]any{
				"agent":  map[string]any{"type": "string", "enum": []string{"transfer_money", "concierge"}},
				"reason": map[string]any{"type": "string"},
			}, "agent", "reason")},
			refuseTool,
		}
	}
	return req
}

func runFixture(t *testing.T, f openaitest.Fixture, byName map[string]openaitest.Fixture) {
	var script []openaitest.Response
	for cur, n := f, 0; ; n++ {
		if n > 10 {
			t.Fatal("the then: chain does not end")
		}
		times := 1
		if v := cur.Get("times"); v != "" {
			times, _ = strconv.Atoi(v)
		}
		for range times {
			script = append(script, cur.Response())
		}
		next := cur.Get("then")
		if next == "" {
			break
		}
		var ok bool
		if cur, ok = byName[next]; !ok {
			t.Fatalf("then: %s is not a fixture", next)
		}
	}
	srv := openaitest.New(t, openaitest.Script(t, script...))
	rec := &sleepRecorder{}
	cfg := Config{APIKey: "test-key", BaseURL: srv.URL, Sleep: rec.sleep, Stall: 5 * time.Second}
	switch f.Get("base") {
	case "api.openai.com":
		cfg.BaseURL = ""
		cfg.HTTPClient = &http.Client{Transport: redirect{to: srv.Root}}
	case "azure":
		cfg.BaseURL, cfg.Azure = srv.Root, true
		cfg.AzureAPIVersion = f.Get("azure-api-version")
	}
	if d := f.Get("dialect"); d != "" {
		cfg.Dialect = &Dialect{}
		if err := json.Unmarshal([]byte(d), cfg.Dialect); err != nil {
			t.Fatalf("dialect: %v", err)
		}
	}
	if s := f.Get("stall"); s != "" {
		cfg.Stall, _ = time.ParseDuration(s)
	}
	var deltas strings.Builder
	c, err := streamAndCollectDeltas(NewClient(cfg), fixtureRequest(f), &deltas)
	checkOutcome(t, f, c, err)
	if strings.Contains(c.Content, "<think>") || strings.Contains(deltas.String(), "<think>") {
		t.Errorf("thinking shown as the reply: content %q, deltas %q", c.Content, deltas.String())
	}
	reqs := srv.Requests()
	if v := f.Get("want.requests"); v != "" && strconv.Itoa(len(reqs)) != v {
		t.Errorf("%d requests, want %s", len(reqs), v)
	}
	if v := f.Get("want.waits"); v != "" && strconv.Itoa(len(rec.recorded())) != v {
		t.Errorf("waited %v, want %s waits", rec.recorded(), v)
	}
	for _, w := range f.Meta["want.request"] {
		checkRequest(t, w, reqs)
	}
}

func streamAndCollectDeltas(c ChatClient, req ChatRequest, deltas *strings.Builder) (Completion, error) {
	s, err := c.Stream(context.Background(), req)
	if err != nil {
		return Completion{}, err
	}
	return Collect(s, func(d string) { deltas.WriteString(d) })
}

func checkOutcome(t *testing.T, f openaitest.Fixture, c Completion, err error) {
	t.Helper()
	wantErr := f.Meta["want.error"]
	switch {
	case len(wantErr) == 0 && f.Get("want.is") == "" && err != nil:
		t.Fatalf("err = %v, want success", err)
	case (len(wantErr) > 0 || f.Get("want.is") != "") && err == nil:
		t.Fatalf("success %+v, want an error", c)
	}
	for _, w := range wantErr {
		if !strings.Contains(err.Error(), w) {
			t.Errorf("error %q does not contain %q", err, w)
		}
	}
	if err != nil && len(wantErr) > 0 {
		var me *ModelError
		if !errors.As(err, &me) && !errors.Is(err, ErrStreamCut) {
			t.Errorf("error %v is %T, want a *ModelError with a sentence", err, err)
		}
		if strings.ContainsAny(err.Error(), "{}<>") {
			t.Errorf("error %q shows JSON or HTML, want a readable sentence", err)
		}
	}
	if v := f.Get("want.is"); v != "" {
		target, ok := sentinels[v]
		if !ok {
			t.Fatalf("want.is %q is not a known error", v)
		}
		if !errors.Is(err, target) {
			t.Errorf("err = %v, want errors.Is %s", err, v)
		}
	}
	if v, ok := f.Meta["want.content"]; ok && c.Content != v[0] {
		t.Errorf("content = %q, want %q", c.Content, v[0])
	}
	if v := f.Get("want.reasoning"); v != "" && !strings.Contains(c.Reasoning, v) {
		t.Errorf("reasoning = %q, want it to contain %q", c.Reasoning, v)
	}
	if v := f.Get("want.finish"); v != "" && c.FinishReason != v {
		t.Errorf("finish_reason = %q, want %q", c.FinishReason, v)
	}
	if v := f.Get("want.tokens"); v != "" && strconv.Itoa(c.Tokens) != v {
		t.Errorf("tokens = %d, want %s", c.Tokens, v)
	}
	checkTools(t, f, c)
}

func checkTools(t *testing.T, f openaitest.Fixture, c Completion) {
	t.Helper()
	want := f.Meta["want.tool"]
	if len(want) == 0 {
		if f.Get("want.error") == "" && len(c.ToolCalls) > 0 && f.Get("want.content") != "" {
			t.Errorf("unexpected tool calls %+v", c.ToolCalls)
		}
		return
	}
	if len(c.ToolCalls) != len(want) {
		t.Fatalf("tool calls %+v, want %d: %q", c.ToolCalls, len(want), want)
	}
	for i, w := range want {
		name, args, _ := strings.Cut(w, " ")
		got := c.ToolCalls[i]
		if got.Name != name || got.ID == "" {
			t.Errorf("call %d = %+v, want %s with an id", i, got, name)
		}
		var g, e any
		if err := json.Unmarshal([]byte(got.Arguments), &g); err != nil {
			t.Errorf("call %d arguments %q are not JSON: %v", i, got.Arguments, err)
		}
		if err := json.Unmarshal([]byte(args), &e); err != nil {
			t.Fatalf("want.tool arguments %q: %v", args, err)
		}
		if !reflect.DeepEqual(g, e) {
			t.Errorf("call %d arguments %s, want %s", i, got.Arguments, args)
		}
	}
	if v := f.Get("want.extra"); v != "" && !strings.Contains(c.ToolCalls[0].Extra, v) {
		t.Errorf("extra = %q, want it to contain %q", c.ToolCalls[0].Extra, v)
	}
}

// checkRequest checks "N field=value" against request N (from 1): the
// field is temperature (a number, or "none"), stream_options ("usage" or
// "none"), tool_choice (the JSON sent, or "none" for absent), path,
// api-version, or a header name.
func checkRequest(t *testing.T, w string, reqs []openaitest.Request) {
	t.Helper()
	n, rest, _ := strings.Cut(w, " ")
	field, value, _ := strings.Cut(rest, "=")
	i, err := strconv.Atoi(n)
	if err != nil || i < 1 || i > len(reqs) {
		t.Errorf("want.request %q: there are %d requests", w, len(reqs))
		return
	}
	r := reqs[i-1]
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(r.Body, &raw); err != nil {
		t.Fatalf("request %d body: %v", i, err)
	}
	var got string
	switch field {
	case "temperature", "stream_options", "tool_choice":
		got = "none"
		if v, ok := raw[field]; ok {
			got = string(v)
		}
		if field == "stream_options" && got != "none" {
			got = strings.ReplaceAll(got, `{"include_usage":true}`, "usage")
		}
	case "path":
		got = r.Path
	case "api-version":
		got = r.Query.Get("api-version")
	default:
		got = r.Header.Get(field)
	}
	if got != value {
		t.Errorf("request %d %s = %s, want %s", i, field, got, value)
	}
}

// TestDialectFixturesParse: the fixture loader reads what it is given.
func TestDialectFixturesParse(t *testing.T) {
	t.Parallel()
	f, err := openaitest.ParseFixture([]byte("# what it shows\n# source: here\n# status: 503\n# header: Retry-After: 2\n# crlf: true\n\nline one\nline two\n"))
	if err != nil {
		t.Fatal(err)
	}
	if f.Status != 503 || f.Header["Retry-After"] != "2" || string(f.Body) != "line one\r\nline two\r\n" || f.About[0] != "what it shows" {
		t.Errorf("fixture = %+v", f)
	}
	if got := fmt.Sprint(f.Meta["source"]); got != "[here]" {
		t.Errorf("source = %s", got)
	}
}
