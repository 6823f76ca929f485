package cli

import (
	"encoding/json"
	"strings"
	"sync"
	"testing"

	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// R32: doctor prints what it found with what concierge will do, keeps the
// findings for the server and model, shows them again without a request,
// and probes again with --refresh.
func TestDoctor(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, func(r openaitest.Request) openaitest.Response {
		if r.Chat.HasTemperature {
			return openaitest.Error(400, "Unsupported parameter: 'temperature' is not supported with this model.", "invalid_request_error", "unsupported_parameter")
		}
		return openaitest.ToolCall("probe", `{"ok":true}`)
	})
	data := t.TempDir()
	r := runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--model", "o4-mini", "--data-dir", data)
	if r.err != nil {
		t.Fatalf("doctor: %v\n%s%s", r.err, r.out, r.errOut)
	}
	wantInOrder(t, r.out, "CHECK", "FOUND", "CONCIERGE WILL", "reachable", "tool calls", "native", "temperature 0", "refused", "sends no temperature", "kept")
	seen := len(srv.Requests())
	r = runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--model", "o4-mini", "--data-dir", data, "--json")
	var rep openai.Report
	if err := json.Unmarshal([]byte(r.out), &rep); err != nil || r.err != nil {
		t.Fatalf("%v / %v\n%s", err, r.err, r.out)
	}
	if !rep.Dialect.NoTemperature || len(srv.Requests()) != seen {
		t.Errorf("kept findings: dialect %+v, %d new requests", rep.Dialect, len(srv.Requests())-seen)
	}
	// another model on the same server is another entry
	r = runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--model", "other", "--data-dir", data, "--refresh")
	if r.err != nil || len(srv.Requests()) == seen || !strings.Contains(r.out, "model other") {
		t.Errorf("refresh: %v, %d requests\n%s", r.err, len(srv.Requests())-seen, r.out)
	}
}

// R32: a failing row names the fix and doctor exits 1; no server at all is
// a usage error.
func TestDoctorFailures(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, func(openaitest.Request) openaitest.Response {
		return openaitest.Response{Status: 500, Body: `{"error":{"code":500,"message":"tools param requires --jinja flag","type":"server_error"}}`}
	})
	data := t.TempDir()
	r := runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--data-dir", data)
	wantExit(t, r.err, 1, "")
	if !strings.Contains(r.out, "FIX") || !strings.Contains(r.out, "start llama-server with --jinja") {
		t.Errorf("out = %s", r.out)
	}
	// a failure is not kept: after the fix, the next doctor probes again
	seen := len(srv.Requests())
	runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--data-dir", data)
	if len(srv.Requests()) == seen {
		t.Error("a failed probe was kept")
	}
	wantExit(t, runCLI(t, "", -1, "doctor").err, 2, "doctor needs a server")
	wantExit(t, runCLI(t, "", -1, "doctor", "--engine", "offline").err, 2, "the offline engine needs none")
}

// R32: a session on a server doctor has not seen probes it first, keeps
// the findings, and adopts them from its first request: vLLM without auto
// tool choice never sees "auto" from the chat. A second session probes no
// more.
func TestSessionAdoptsTheProbe(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, func(r openaitest.Request) openaitest.Response {
		if r.Chat.ToolChoice == "auto" {
			return openaitest.Response{Status: 400, Body: `{"object":"error","message":"\"auto\" tool choice requires --enable-auto-tool-choice and --tool-call-parser to be set","type":"BadRequestError","code":400}`}
		}
		switch {
		case hasTool(r, "probe"):
			return openaitest.ToolCall("probe", `{"ok":true}`)
		case hasTool(r, "read_message"): // R52: the message read in one request
			return openaitest.ToolCall("read_message", `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"AAPL"}}]}`)
		case hasTool(r, "route"):
			return openaitest.ToolCall("route", `{"agent":"stock_lookup","reason":"a price"}`)
		case hasTool(r, "fill_slots"):
			return openaitest.ToolCall("fill_slots", `{"company":"AAPL"}`)
		}
		return openaitest.ToolCall("no_further_task", `{}`)
	})
	data := t.TempDir()
	chat := func() int {
		before := len(srv.Requests())
		r := runCLI(t, "I wonder what an apple share costs these days\n", -1, "chat", "--plain", "--rules-first=false", "--base-url", srv.URL, "--data-dir", data)
		if r.err != nil || !strings.Contains(r.out, "AAPL (Apple Inc.) is trading at") {
			t.Fatalf("chat: %v\n%s%s", r.err, r.out, r.errOut)
		}
		probes := 0
		for _, q := range srv.Requests()[before:] {
			if hasTool(q, "probe") {
				probes++
				continue
			}
			if q.Chat.ToolChoice == "auto" {
				t.Errorf("a chat request sent tool_choice auto after the probe found it refused")
			}
		}
		return probes
	}
	if n := chat(); n == 0 {
		t.Error("the first session did not probe")
	}
	if n := chat(); n != 0 {
		t.Errorf("the second session probed again (%d requests)", n)
	}
}

func hasTool(r openaitest.Request, name string) bool {
	for _, n := range r.ToolNames() {
		if n == name {
			return true
		}
	}
	return false
}

// R32: the CLIENT adopts the probe too, not only the brain: a fine-tuned
// o-series model (a name the client does not know to refuse temperature)
// never receives a temperature after the probe found it refused.
func TestSessionClientAdoptsTheProbe(t *testing.T) {
	t.Parallel()
	dl, _ := openaitest.DialectNamed("openai-reasoning")
	srv := openaitest.New(t, dl.Handler(func(r openaitest.Request) openaitest.Decision {
		switch {
		case hasTool(r, "read_message"): // R52: the message read in one request
			return openaitest.Decision{Tool: "read_message", Args: `{"commands":[{"command":"start_task","agent":"stock_lookup","reason":"a price","values":{"company":"AAPL"}}]}`}
		case hasTool(r, "route"):
		case hasTool(r, "fill_slots"):
			return openaitest.Decision{Tool: "fill_slots", Args: `{"company":"AAPL"}`}
		}
		return openaitest.Decision{Tool: "no_further_task", Args: `{}`}
	}))
	data := t.TempDir()
	r := runCLI(t, "I wonder what an apple share costs these days\n", -1, "chat", "--plain", "--rules-first=false", "--base-url", srv.URL, "--model", dl.Model, "--data-dir", data)
	if r.err != nil || !strings.Contains(r.out, "AAPL (Apple Inc.) is trading at") {
		t.Fatalf("chat: %v\n%s%s", r.err, r.out, r.errOut)
	}
	chats := 0
	for _, q := range srv.Requests() {
		if hasTool(q, "probe") || len(q.Chat.Tools) == 0 {
			continue
		}
		chats++
		if resp, refused := dl.Refuses(q); refused {
			t.Errorf("a chat request the model refuses: %s", resp.Body)
		}
	}
	if chats == 0 {
		t.Error("no chat request")
	}
}

// R56: a 429 is a rate limit to wait out, not a fix: doctor sends the
// request again after the server's Retry-After, goes on when the limit
// passes, and when it holds says so as a wait (never "FIX" nor "cannot
// chat with it as it is"), keeps nothing, and exits 1.
func TestDoctorRateLimit(t *testing.T) {
	t.Parallel()
	var mu sync.Mutex
	limited := 0 // how many chat requests are answered 429 before the server frees up
	retryAfter := "0.01"
	srv := openaitest.New(t, func(r openaitest.Request) openaitest.Response {
		mu.Lock()
		defer mu.Unlock()
		if strings.HasSuffix(r.Path, "/chat/completions") && limited > 0 {
			limited--
			return openaitest.RateLimited(retryAfter)
		}
		return openaitest.ToolCall("probe", `{"ok":true}`)
	})
	set := func(n int) { mu.Lock(); limited = n; mu.Unlock() }

	// the limit outlasts the retries
	set(1000)
	data := t.TempDir()
	r := runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--data-dir", data)
	wantExit(t, r.err, 1, "")
	for _, bad := range []string{"FIX", "cannot chat with it", "cannot work with this server"} {
		if strings.Contains(r.out, bad) {
			t.Errorf("a rate limit reads as a fault (%q):\n%s", bad, r.out)
		}
	}
	wantInOrder(t, r.out, "WAIT", "rate limit", "429", "run concierge doctor again", "a limit to wait out, not something to fix")
	chats := 0
	for _, q := range srv.Requests() {
		if strings.HasSuffix(q.Path, "/chat/completions") {
			chats++
		}
	}
	if chats != 3 {
		t.Errorf("%d chat requests, want 1 and 2 retries", chats)
	}
	r = runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--data-dir", data, "--json")
	var rep openai.Report
	if err := json.Unmarshal([]byte(r.out), &rep); err != nil {
		t.Fatalf("%v\n%s", err, r.out)
	}
	if last := rep.Findings[len(rep.Findings)-1]; !last.Wait || last.Check != "rate limit" || rep.Usable {
		t.Errorf("findings = %+v", rep.Findings)
	}

	// a long Retry-After is not waited out: said at once, with the time
	mu.Lock()
	retryAfter, limited = "30", 1000
	mu.Unlock()
	before := len(srv.Requests())
	r = runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--data-dir", data)
	wantExit(t, r.err, 1, "")
	if !strings.Contains(r.out, "wait 30s") || len(srv.Requests())-before != 2 { // the model list, one chat
		t.Errorf("long Retry-After: %d requests\n%s", len(srv.Requests())-before, r.out)
	}

	// a limit that passes within the retries costs nothing but the wait
	mu.Lock()
	retryAfter = "0.01"
	mu.Unlock()
	set(2)
	r = runCLI(t, "", -1, "doctor", "--base-url", srv.URL, "--data-dir", data, "--refresh")
	if r.err != nil || strings.Contains(r.out, "WAIT") || !strings.Contains(r.out, "native") {
		t.Errorf("after a short limit: %v\n%s", r.err, r.out)
	}
}
