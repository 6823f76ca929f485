package openai

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/openai/openaitest"
)

// endlessProse replays a recorded stream of text without a call, its text
// chunks over and over until the client hangs up or limit of them have
// been sent, then the recorded end; it counts the text chunks each request
// was sent.
type endlessProse struct {
	head, text, tail [][]byte
	limit            int
	mu               sync.Mutex
	sent             []int
}

func newEndlessProse(t *testing.T, fixture string, limit int) *endlessProse {
	t.Helper()
	f, err := openaitest.LoadFixture(filepath.Join(dialectsDir, fixture))
	if err != nil {
		t.Fatal(err)
	}
	e := &endlessProse{limit: limit}
	for _, ev := range bytes.SplitAfter(f.Body, []byte("\n\n")) {
		switch {
		case len(bytes.TrimSpace(ev)) == 0:
		case bytes.Contains(ev, []byte(`"content":"`)):
			e.text = append(e.text, ev)
		case len(e.text) == 0:
			e.head = append(e.head, ev)
		default:
			e.tail = append(e.tail, ev)
		}
	}
	if len(e.head) == 0 || len(e.text) == 0 || len(e.tail) == 0 {
		t.Fatalf("%s: %d head, %d text and %d tail events", fixture, len(e.head), len(e.text), len(e.tail))
	}
	return e
}

func (e *endlessProse) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "text/event-stream")
	flush := func(ev []byte) bool {
		if _, err := w.Write(ev); err != nil {
			return false
		}
		w.(http.Flusher).Flush()
		return true
	}
	n := 0
	defer func() {
		e.mu.Lock()
		e.sent = append(e.sent, n)
		e.mu.Unlock()
	}()
	for _, ev := range e.head {
		flush(ev)
	}
	for ; n < e.limit; n++ {
		if r.Context().Err() != nil || !flush(e.text[n%len(e.text)]) {
			return
		}
	}
	for _, ev := range e.tail {
		flush(ev)
	}
}

func (e *endlessProse) requests() []int {
	e.mu.Lock()
	defer e.mu.Unlock()
	return append([]int(nil), e.sent...)
}

// R52, R55 (nothing hangs): llama-server lets a model write text before
// the call that tool_choice "required" asks for, and a reading sets no
// max_tokens, so a model that will not call writes until its context is
// full (recorded: llamacpp/read-message-prose.sse). The reading stops
// listening once that text passes maxReadingProse and takes it as an
// answer cut short: one repair, then cannot_handle — two requests, each
// closed early, where the old engine read every chunk of both.
func TestReadMessageStopsProseWithoutACall(t *testing.T) {
	t.Parallel()
	const limit = 50000 // "defence" chunks: ~13 MB of events a request
	srv := newEndlessProse(t, "llamacpp/read-message-prose.sse", limit)
	ts := httptest.NewServer(srv)
	defer ts.Close()
	o := New(bank.Domain(), NewClient(Config{APIKey: "test-key", BaseURL: ts.URL + "/v1", Stall: 5 * time.Second}), "tiny-qwen2")
	var streamed strings.Builder
	got, err := o.ReadMessage(context.Background(), agents.ReadInput{Text: "Transfer money", OnDelta: func(s string) { streamed.WriteString(s) }})
	if err != nil {
		t.Fatal(err)
	}
	if c := agents.Commands(got.Commands, nil); c != "cannot_handle" || got.Reply != "" {
		t.Errorf("read as %s, reply %q; want cannot_handle and no reply", c, got.Reply)
	}
	if streamed.Len() > 0 {
		t.Errorf("the model's text was shown: %q", streamed.String())
	}
	ts.Close() // waits for the handlers: each has counted what it sent
	sent := srv.requests()
	if len(sent) != 2 {
		t.Fatalf("%d requests (chunks sent %v), want the reading and its one repair", len(sent), sent)
	}
	// ~8 bytes of text a chunk: maxReadingProse is ~260 chunks; the rest
	// (a few thousand) is what the server wrote into the connection's
	// buffers before it saw the request closed
	for i, n := range sent {
		if n >= limit/2 {
			t.Errorf("request %d was sent %d text chunks: read to the end, not closed once the text ran on", i+1, n)
		}
	}
}
