package concierge

import (
	"context"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/openai"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// The servers of R31 end to end: each dialect of openaitest.Dialects is a
// fake server that streams competentModel's decisions the way that server
// does and refuses what it refuses with its own error body. Per dialect,
// doctor probes it, the session adopts the findings as cmd/cli does, and
// the bank demo runs on the model alone (rules first off).

// dialectsRoot holds the recorded fixtures the dialects replay.
var dialectsRoot = filepath.Join("..", "agents", "openai", "testdata", "dialects")

// findings are what doctor must find in each dialect: the dialect, and a
// piece of the result or action of some rows.
var findings = map[string]struct {
	usable  bool
	dialect openai.Dialect
	rows    map[string]string
}{
	"openai":                {true, openai.Dialect{}, map[string]string{"tool calls": "native", "tool_choice": `"auto" (tool rounds) accepted`, "temperature 0": "accepted", "role alternation": "not required", "usage reported": "yes"}},
	"openai-reasoning":      {true, openai.Dialect{NoTemperature: true}, map[string]string{"temperature 0": "sends no temperature", "tool calls": "native"}},
	"azure":                 {true, openai.Dialect{}, map[string]string{"tool calls": "native", "usage reported": "yes"}},
	"azure-old-api-version": {true, openai.Dialect{NoUsage: true}, map[string]string{"usage reported": "stream_options refused"}},
	"ollama":                {true, openai.Dialect{}, map[string]string{"tool calls": "native", "usage reported": "yes"}},
	"ollama-small":          {true, openai.Dialect{TextTools: true}, map[string]string{"tool calls": "reads tool calls from the text"}},
	"llamacpp":              {true, openai.Dialect{}, map[string]string{"tool calls": "native", "usage reported": "yes"}},
	"llamacpp-no-jinja":     {false, openai.Dialect{}, map[string]string{"tool calls": "start llama-server with --jinja"}},
	"lmstudio":              {true, openai.Dialect{}, map[string]string{"tool calls": "native"}},
	"vllm":                  {true, openai.Dialect{ToolChoice: "required", Alternate: true}, map[string]string{"tool_choice": `concierge sends "required"`, "role alternation": "required"}},
	"groq":                  {true, openai.Dialect{}, map[string]string{"tool calls": "native", "usage reported": "yes"}},
	"openrouter":            {true, openai.Dialect{}, map[string]string{"tool calls": "native", "streaming": "yes"}},
	"gemini":                {true, openai.Dialect{}, map[string]string{"tool calls": "native", "usage reported": "yes"}},
	"mistral":               {true, openai.Dialect{}, map[string]string{"tool calls": "native", "role alternation": "not required"}},
}

// dialectRig is one session against one dialect's fake server.
type dialectRig struct {
	dl     openaitest.Dialect
	srv    *openaitest.Server
	report *openai.Report
	brain  agents.Brain
	runs   *atomic.Int32
	// fail, when set, answers every request instead of the dialect
	fail atomic.Pointer[openaitest.Response]
}

// newDialectRig starts the dialect's server on competentModel for d,
// probes it with doctor and builds the brain and the client with the
// findings, as cmd/cli's engineFor does (Config.Dialect and
// NewWithDialect).
func newDialectRig(t testing.TB, dl openaitest.Dialect, d *agents.Domain, stall time.Duration) *dialectRig {
	rig := &dialectRig{dl: dl, runs: countTransfers(d)}
	good := competentModel(t, d)
	h := dl.Handler(func(r openaitest.Request) openaitest.Decision { return openaitest.DecisionOf(good(r)) })
	rig.srv = openaitest.New(t, func(r openaitest.Request) openaitest.Response {
		if f := rig.fail.Load(); f != nil {
			return *f
		}
		return h(r)
	})
	cfg := openai.Config{APIKey: "test", BaseURL: rig.srv.URL, Stall: stall,
		Sleep: func(context.Context, time.Duration) error { return nil }}
	if dl.Azure {
		cfg.BaseURL, cfg.Azure, cfg.AzureDeployment, cfg.AzureAPIVersion = rig.srv.Root, true, dl.Deployment, dl.APIVersion
	}
	rep, err := openai.Probe(context.Background(), cfg, dl.Model, time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	rig.report = rep
	dialect := rep.Dialect
	cfg.Dialect = &dialect
	rig.brain = openai.NewWithDialect(d, openai.NewClient(cfg), dl.Model, dialect)
	return rig
}

// afterProbe are the requests the session sent.
func (r *dialectRig) afterProbe() []openaitest.Request {
	return r.srv.Requests()[r.report.Requests:]
}

// checkWire: no request of the session is one the server refuses, and no
// request at all carries the password.
func (r *dialectRig) checkWire(t *testing.T) {
	t.Helper()
	for i, q := range r.afterProbe() {
		if resp, refused := r.dl.Refuses(q); refused {
			t.Errorf("request %d was one %s refuses: %s", i+1, r.dl.Name, resp.Body)
		}
	}
	for _, q := range r.srv.Requests() {
		if strings.Contains(strings.ToLower(string(q.Body)), "monkey") {
			t.Errorf("the password is in a request to %s", r.dl.Name)
		}
	}
}

func checkFindings(t *testing.T, name string, rep *openai.Report) {
	t.Helper()
	want, ok := findings[name]
	if !ok {
		t.Fatalf("no findings table for dialect %s", name)
	}
	if rep.Usable != want.usable || rep.Dialect != want.dialect {
		t.Errorf("usable %v, dialect %+v; want %v, %+v\n%+v", rep.Usable, rep.Dialect, want.usable, want.dialect, rep.Findings)
	}
	for check, piece := range want.rows {
		found := false
		for _, f := range rep.Findings {
			found = found || f.Check == check && (strings.Contains(f.Result, piece) || strings.Contains(f.Action, piece))
		}
		if !found {
			t.Errorf("no %q row with %q in %+v", check, piece, rep.Findings)
		}
	}
}

// R31, R32: a server doctor finds unusable (llama.cpp without --jinja)
// fails the conversation with one clear sentence that says what to
// change — the fix doctor names — and nothing runs.
func TestDialectUnusable(t *testing.T) {
	t.Parallel()
	for _, dl := range openaitest.Dialects() {
		if findings[dl.Name].usable {
			continue
		}
		t.Run(dl.Name, func(t *testing.T) {
			t.Parallel()
			d, _ := BuiltinDomains().New("bank")
			rig := newDialectRig(t, dl, d, 30*time.Second)
			checkFindings(t, dl.Name, rig.report)
			e, rec := newOn(t, d, rig.brain)
			if err := e.Send(context.Background(), "Transfer money"); err == nil {
				t.Fatal("the turn did not fail")
			}
			fix := findings[dl.Name].rows["tool calls"]
			said := rec.lastReply()
			if !strings.Contains(said, fix) || strings.Contains(said, "\n") || strings.Contains(said, "{") {
				t.Errorf("the user was not told %q in one sentence: %q", fix, said)
			}
			if n := len(rig.afterProbe()); n != 1 {
				t.Errorf("%d requests for one message: a setup error is not retried", n)
			}
			t.Logf("%s: %s", dl.Name, said)
		})
	}
}
