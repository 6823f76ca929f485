package domainfile

import (
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/domainfile/domainfiletest"
	"github.com/concierge-dev/concierge/agents/mcp"
)

// A tool that answers with no words is said in words, never as the raw
// JSON its SDK made of its structured content (issue 27: an empty result
// printed {"content":""}).
func TestResultWithNoText(t *testing.T) {
	t.Parallel()
	var answer mcp.Result
	fs := &domainfiletest.Provider{
		Servers: map[string][]mcp.ToolInfo{"fs": {domainfiletest.Tool("write_file", "", `{"type":"object","properties":{}}`)}},
		Handle:  func(string, string, map[string]any) (mcp.Result, error) { return answer, nil },
	}
	s := mustParse(t, "name: d\nservers: { fs: { command: x } }\nagents:\n  - name: w\n    tool: fs/write_file\n", Options{})
	d, problems := s.Domain(fs)
	if len(problems) > 0 {
		t.Fatal(problems)
	}
	for _, tc := range []struct {
		res  mcp.Result
		want string
	}{
		{mcp.Result{Text: `{"content":""}`, Structured: map[string]any{"content": ""}}, "write_file returned no text."},
		{mcp.Result{}, "write_file returned no text."},
		{mcp.Result{Text: "  \n"}, "write_file returned no text."},
		{mcp.Result{Text: `{"content":null,"files":[]}`}, "write_file returned no text."},
		{mcp.Result{Structured: map[string]any{"path": "/tmp/a.txt", "bytes": float64(12), "tags": []any{"x", "y"}, "empty": ""}},
			"write_file returned no text, only data: bytes=12, path=/tmp/a.txt, tags=x, y."},
		{mcp.Result{Text: `[]`}, "write_file returned no text."},
		{mcp.Result{Text: "Wrote 12 bytes."}, "Wrote 12 bytes."},
	} {
		answer = tc.res
		res := runner(d.Agent("w"), agents.Facts{}, nil, nil)
		if !res.Done || res.Reply != tc.want {
			t.Errorf("result %+v: reply %q, want %q", tc.res, res.Reply, tc.want)
		}
	}
}
