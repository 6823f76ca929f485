package mcp

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// A Streamable HTTP server gets the spec's headers on every request.
func TestStreamableHTTPWithHeaders(t *testing.T) {
	t.Parallel()
	srv := newTestServer(nil)
	mcpHandler := sdk.NewStreamableHTTPHandler(func(*http.Request) *sdk.Server { return srv }, nil)
	var mu sync.Mutex
	var auths []string
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		auths = append(auths, r.Header.Get("Authorization"))
		mu.Unlock()
		mcpHandler.ServeHTTP(w, r)
	}))
	t.Cleanup(ts.Close)

	set := startSet(t, []ServerSpec{{Name: "docs", URL: ts.URL, Headers: map[string]string{"Authorization": "Bearer t0k"}}}, Options{})
	r, err := set.Call(context.Background(), "docs", "echo", map[string]any{"text": "over http"}, nil)
	if err != nil || r.Text != "over http" {
		t.Fatalf("%+v, %v", r, err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(auths) == 0 {
		t.Fatal("no request reached the server")
	}
	for _, a := range auths {
		if a != "Bearer t0k" {
			t.Errorf("a request carried Authorization %q", a)
		}
	}
}
