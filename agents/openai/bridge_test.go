package openai

import (
	"context"
	"errors"
	"net/http"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// R54: the product's binary makes its model requests through go-openai,
// so it must link it; a change that quietly went back to a client of its
// own would drop it from the list.
func TestProductLinksGoOpenAI(t *testing.T) {
	t.Parallel()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool on PATH to list the binary's packages")
	}
	out, err := exec.Command(goTool, "list", "-deps", "github.com/concierge-dev/concierge/cmd/concierge").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, pkg := range strings.Fields(string(out)) {
		if pkg == "github.com/sashabaranov/go-openai" {
			return
		}
	}
	t.Error("cmd/concierge does not link github.com/sashabaranov/go-openai (R54: it is the client)")
}

// R54: a model go-openai will not send tools to is refused up front in
// one sentence that names the fix; nothing reaches the server.
func TestGoOpenAIRefusalUpFront(t *testing.T) {
	t.Parallel()
	s := openaitest.New(t, openaitest.Script(t, openaitest.Text("never asked")))
	c, _ := testClient(s, nil)
	req := simpleRequest("hi")
	req.Model = "gpt-6-sol"
	req.Tools = []ToolSpec{refuseTool}
	_, err := streamAndCollect(context.Background(), c, req)
	var me *ModelError
	if !errors.As(err, &me) || !errors.Is(err, ErrServerSetup) {
		t.Fatalf("err = %v, want a *ModelError that is ErrServerSetup", err)
	}
	if !strings.Contains(me.Msg, "gpt-6-sol") || !strings.Contains(me.Msg, "--model") || strings.ContainsAny(me.Msg, "{}") {
		t.Errorf("sentence %q: want the model and the fix", me.Msg)
	}
	if n := len(s.Requests()); n != 0 {
		t.Errorf("%d requests reached the server, want none", n)
	}
}

// R54, R32: doctor says what go-openai refuses before sending: max_tokens
// for the o-series (the probe goes on without it, and counts only what
// was sent), tools for a gpt-6 model (refused up front, as the session
// would).
func TestDoctorGoOpenAIRefusals(t *testing.T) {
	t.Parallel()
	native := openaitest.ToolCall("probe", `{"ok":true}`)
	t.Run("o-series: max_tokens", func(t *testing.T) {
		t.Parallel()
		srv := openaitest.New(t, func(r openaitest.Request) openaitest.Response {
			if r.Chat.MaxTokens > 0 {
				return openaitest.Error(400, "max_tokens reached the server", "invalid_request_error", "x")
			}
			return native
		})
		rep, err := Probe(context.Background(), Config{BaseURL: srv.URL, APIKey: "k"}, "o3-mini", time.Unix(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		if !rep.Usable || rep.Requests != len(srv.Requests()) {
			t.Errorf("usable %v, %d requests counted, %d sent: %+v", rep.Usable, rep.Requests, len(srv.Requests()), rep.Findings)
		}
	})
	t.Run("gpt-6: tools", func(t *testing.T) {
		t.Parallel()
		srv := openaitest.New(t, func(openaitest.Request) openaitest.Response { return native })
		rep, err := Probe(context.Background(), Config{BaseURL: srv.URL, APIKey: "k"}, "gpt-6-sol", time.Unix(0, 0))
		if err != nil {
			t.Fatal(err)
		}
		var row *Finding
		for i, f := range rep.Findings {
			if f.Check == "tool calls" {
				row = &rep.Findings[i]
			}
		}
		if rep.Usable || row == nil || row.OK || !strings.Contains(row.Action, "refuses this model up front") || !strings.Contains(row.Result, "go-openai") {
			t.Errorf("usable %v, tool calls row %+v; want go-openai's refusal and concierge's", rep.Usable, row)
		}
		for _, r := range srv.Requests() {
			if r.Path == "/v1/chat/completions" {
				t.Error("a chat probe reached the server")
			}
		}
	})
}

// R32: a model list in Ollama's native shape is read too.
func TestDoctorReadsOllamaModelList(t *testing.T) {
	t.Parallel()
	mux := http.NewServeMux()
	mux.HandleFunc("/v1/models", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte(`{"models":[{"name":"llama3.1:8b"},{"name":"qwen2.5:7b"}]}`))
	})
	rep, err := Probe(context.Background(), Config{BaseURL: httptestServer(t, mux) + "/v1"}, "gpt-4o", time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Usable || len(rep.Findings) < 2 || !strings.Contains(rep.Findings[1].Action, "llama3.1:8b, qwen2.5:7b") {
		t.Errorf("report = %+v", rep.Findings)
	}
}
