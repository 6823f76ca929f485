package mcp

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func init() {
	// banner: a server that greets on stdout before it speaks MCP
	modes["banner"] = func() {
		fmt.Println("Listening on port 3000")
		_ = newTestServer(nil).Run(context.Background(), &sdk.StdioTransport{})
	}
}

// A server that writes something other than JSON-RPC on its standard
// output is said to have done so, at start and mid-session — not "died
// (exit status 0)", which is only what followed.
func TestStdioNotMCPOnStdoutSaysSo(t *testing.T) {
	t.Parallel()
	var l logs
	set := startSet(t, []ServerSpec{stdioSpec("loud", "banner"), stdioSpec("rx", "serve")}, Options{OnLog: l.add})
	_, err := set.Tools("loud")
	if err == nil || !strings.Contains(err.Error(), `did not start: it wrote something that is not MCP (JSON-RPC) on its standard output: a line beginning "Listening on port 3000"`) {
		t.Errorf("the banner at start: %v", err)
	}

	_, err = set.Call(context.Background(), "rx", "babble", nil, nil)
	if !errors.Is(err, ErrOutcomeUnknown) || !strings.Contains(err.Error(), `wrote something that is not MCP (JSON-RPC) on its standard output: a line beginning "warning: cache is cold" during the call to babble`) {
		t.Errorf("the call: %v", err)
	}
	if strings.Contains(err.Error(), "exit status") {
		t.Errorf("the call's error blames the exit: %v", err)
	}
	eventually(t, "the restart is logged with its cause", func() bool {
		return l.has(`rx warning: MCP server "rx"`) && l.has(`a line beginning "warning: cache is cold"; restarting it`)
	})
	if r, err := set.Call(context.Background(), "rx", "echo", map[string]any{"text": "back"}, nil); err != nil || r.Text != "back" {
		t.Errorf("after the restart: %+v, %v", r, err)
	}
}

// A reply over the most one message may be is said to be one.
func TestStdioReplyTooLargeSaysSo(t *testing.T) {
	t.Parallel()
	set := startSet(t, []ServerSpec{stdioSpec("rx", "serve")}, Options{})
	_, err := set.Call(context.Background(), "rx", "flood", nil, nil)
	if !errors.Is(err, ErrOutcomeUnknown) || !strings.Contains(err.Error(), `MCP server "rx"`) ||
		!strings.Contains(err.Error(), "sent a reply larger than 16 MB") || strings.Contains(err.Error(), "exit status") {
		t.Errorf("the call: %v", err)
	}
}

// The watch passes JSON-RPC through untouched, a message over several
// lines included, and notes the first line no message can start with.
func TestStdoutWatch(t *testing.T) {
	for _, c := range []struct {
		in, bad string
	}{
		{"{\"jsonrpc\":\"2.0\"}\n[1]\n", ""},
		{"{\n  \"jsonrpc\": \"2.0\"\n}\n", "\"jsonrpc\": \"2.0\""}, // quoted only if the SDK fails on it
		{"  \r\n\thello there\n{}\n", "hello there"},
		{"{}\n" + strings.Repeat("y", 200) + "\n", strings.Repeat("y", quoteBytes)},
	} {
		w := &stdoutWatch{r: strings.NewReader(c.in)}
		b := make([]byte, 3) // small reads: lines cross them
		var got strings.Builder
		for {
			n, err := w.Read(b)
			got.Write(b[:n])
			if err != nil {
				break
			}
		}
		if got.String() != c.in || string(w.bad) != c.bad {
			t.Errorf("%q: read %q, bad %q", c.in, got.String(), w.bad)
		}
		if w.fault(nil) != "" {
			t.Errorf("%q: a fault without the SDK's error: %s", c.in, w.fault(nil))
		}
	}
}
