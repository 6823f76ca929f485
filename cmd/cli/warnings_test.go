package cli

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// R56: what the session's own probe finds wrong (a model that calls no
// tools, a model the server does not have, a rate limit, a server that
// does not answer) reaches the TUI as warnings, not only stderr, which the
// full screen covers until the user quits.
func TestProbeTroublesReachTheTUI(t *testing.T) {
	t.Parallel()
	gone := httptest.NewServer(http.NotFoundHandler())
	goneURL := gone.URL
	gone.Close()
	notListed := http.NewServeMux()
	notListed.HandleFunc("/v1/models", func(w http.ResponseWriter, _ *http.Request) {
		_, _ = w.Write([]byte(`{"object":"list","data":[{"id":"llama3.1:8b"},{"id":"qwen2.5:7b"}]}`))
	})
	listing := httptest.NewServer(notListed)
	t.Cleanup(listing.Close)

	tests := []struct {
		name, url, brief, text string
	}{
		{name: "no tool calls", brief: "no tool calls", text: "choose a model trained for tool calling",
			url: openaitest.New(t, func(openaitest.Request) openaitest.Response { return openaitest.Text("I'm not sure how to help") }).URL},
		{name: "rate limited", brief: "rate limited", text: "429",
			url: openaitest.New(t, func(openaitest.Request) openaitest.Response { return openaitest.QuotaExceeded() }).URL},
		{name: "model not found", brief: "model not found", text: "llama3.1:8b", url: listing.URL + "/v1"},
		{name: "unreachable", brief: "server unreachable", text: "--base-url", url: goneURL},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			var errOut bytes.Buffer
			o := &engineOptions{domains: Options{}.domains(), Domain: "bank", Engine: "openai", BaseURL: tc.url, Model: "test-model",
				Probe: true, NoStore: true, DataDir: t.TempDir()}
			ios := ioStreams{In: strings.NewReader(""), Out: &errOut, ErrOut: &errOut, InFd: -1, Getenv: func(string) string { return "" }}
			d, err := o.domain()
			if err != nil {
				t.Fatal(err)
			}
			if _, err := o.engineFor(ios, d); err != nil {
				t.Fatal(err)
			}
			ws := modelWarnings(o.troubles)
			if len(ws) == 0 {
				t.Fatalf("no warning for the TUI; stderr:\n%s", errOut.String())
			}
			if ws[0].Brief != tc.brief || !strings.Contains(ws[0].Text, tc.text) {
				t.Errorf("warning %+v, want brief %q and text with %q", ws[0], tc.brief, tc.text)
			}
			if !strings.Contains(errOut.String(), tc.text) {
				t.Errorf("stderr no longer says it:\n%s", errOut.String())
			}
		})
	}
}

// A usable server gives the TUI no warning.
func TestProbeOnAGoodServerWarnsNothing(t *testing.T) {
	t.Parallel()
	srv := openaitest.New(t, func(openaitest.Request) openaitest.Response { return openaitest.ToolCall("probe", `{"ok":true}`) })
	var errOut bytes.Buffer
	o := &engineOptions{domains: Options{}.domains(), Domain: "bank", Engine: "openai", BaseURL: srv.URL, Model: "m", Probe: true, NoStore: true, DataDir: t.TempDir()}
	ios := ioStreams{In: strings.NewReader(""), Out: &errOut, ErrOut: &errOut, InFd: -1, Getenv: func(string) string { return "" }}
	d, err := o.domain()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := o.engineFor(ios, d); err != nil {
		t.Fatal(err)
	}
	if ws := modelWarnings(o.troubles); len(ws) != 0 {
		t.Errorf("warnings %+v for a good server", ws)
	}
}
