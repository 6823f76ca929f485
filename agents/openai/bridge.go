package openai

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"sync"
	"time"
)

// The bridge is the http.RoundTripper inside the *http.Client that
// go-openai is given (ClientConfig.HTTPClient): go-openai builds every
// request and reads every answer, and the bridge mends, on the wire, what
// go-openai cannot express or read (R54):
//
//   - on the way out, the request body: a temperature of exactly 0, which
//     go-openai's `omitempty` never sends; `"content": ""`, which it leaves
//     out but llama-server requires; a call's `arguments` even when empty;
//     and Gemini's `extra_content` back on the calls that carried it;
//   - on the way back, the stream (bridge_stream.go): each server's SSE
//     turned into OpenAI's own, which go-openai's reader understands;
//   - the headers go-openai's errors do not keep (Retry-After), and the
//     status and content type doctor reports.
//
// What a request needs patched travels with it in its context (an
// exchange), so one client serves concurrent requests and a request made
// without one (none is) would pass through untouched.

// exchange is one request through the bridge: what to patch into it, and
// what the bridge saw of its answer.
type exchange struct {
	// temperature, when set, is sent as "temperature" exactly, 0 included.
	temperature *float32
	// emptyContent lists the messages whose empty content must be sent
	// as "", by index in the request.
	emptyContent []int
	// extras is each tool call's extra_content to send back, by call id.
	extras map[string]json.RawMessage
	// alive is called for every event of the answer, comments included:
	// the stall watchdog's sign of life.
	alive func()
	// models: the answer is a model list, which may be Ollama's shape.
	models bool

	mu sync.Mutex
	// sent: the request left (go-openai refuses some before sending).
	sent        bool
	status      int
	contentType string
	retryAfter  time.Duration
	// whole: the 200 answer was one JSON document, not a stream; an error
	// in it is the server's answer to the request (status 200), not a
	// stream breaking off.
	whole bool
	// callExtras is extra_content that came on tool-call deltas, which
	// go-openai's ToolCall has no field for, by callKey.
	callExtras map[string]string
}

type exchangeKey struct{}

func withExchange(ctx context.Context, ex *exchange) context.Context {
	return context.WithValue(ctx, exchangeKey{}, ex)
}

func exchangeOf(ctx context.Context) *exchange {
	ex, _ := ctx.Value(exchangeKey{}).(*exchange)
	return ex
}

// keepExtra records a delta's extra_content for the stream to attach.
func (ex *exchange) keepExtra(key, extra string) {
	ex.mu.Lock()
	defer ex.mu.Unlock()
	if ex.callExtras == nil {
		ex.callExtras = map[string]string{}
	}
	ex.callExtras[key] = extra
}

// takeExtra is the extra_content recorded for a delta, once.
func (ex *exchange) takeExtra(key string) string {
	ex.mu.Lock()
	defer ex.mu.Unlock()
	e := ex.callExtras[key]
	delete(ex.callExtras, key)
	return e
}

// answered records what the response's headers said.
func (ex *exchange) answered(resp *http.Response) {
	ex.mu.Lock()
	defer ex.mu.Unlock()
	ex.status = resp.StatusCode
	ex.contentType = resp.Header.Get("Content-Type")
	if d, ok := parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()); ok {
		ex.retryAfter = d
	}
}

// bridge is the RoundTripper; base does the HTTP.
type bridge struct {
	base http.RoundTripper
}

// bridgedClient is hc (or a default client) with the bridge around its
// transport.
func bridgedClient(hc *http.Client) *http.Client {
	out := &http.Client{}
	if hc != nil {
		*out = *hc
	}
	base := out.Transport
	if base == nil {
		base = http.DefaultTransport
	}
	out.Transport = &bridge{base: base}
	return out
}

// RoundTrip implements http.RoundTripper.
func (b *bridge) RoundTrip(req *http.Request) (*http.Response, error) {
	ex := exchangeOf(req.Context())
	if ex == nil {
		return b.base.RoundTrip(req)
	}
	if req.Body != nil && req.Method == http.MethodPost {
		body, err := io.ReadAll(req.Body)
		_ = req.Body.Close()
		if err != nil {
			return nil, err
		}
		if body, err = ex.patch(body); err != nil {
			return nil, err
		}
		req = req.Clone(req.Context())
		req.Body = io.NopCloser(bytes.NewReader(body))
		req.GetBody = func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(body)), nil }
		req.ContentLength = int64(len(body))
	}
	ex.mu.Lock()
	ex.sent = true
	ex.mu.Unlock()
	resp, err := b.base.RoundTrip(req)
	if err != nil {
		return nil, err
	}
	ex.answered(resp)
	switch {
	case resp.StatusCode < 200 || resp.StatusCode > 299:
		// go-openai reads an error body whole and never closes it: read
		// a bounded part here and hand it over in memory
		raw, _ := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
		_ = resp.Body.Close()
		resp.Body = io.NopCloser(bytes.NewReader(raw))
	case ex.models:
		resp.Body = modelList(resp.Body)
	default:
		resp.Body = newNormalizer(resp.Body, ex)
	}
	return resp, nil
}

// patch puts into a chat request's body what go-openai leaves out.
func (ex *exchange) patch(body []byte) ([]byte, error) {
	if ex.temperature == nil && len(ex.emptyContent) == 0 && len(ex.extras) == 0 {
		return body, nil
	}
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil {
		return nil, err
	}
	if ex.temperature != nil {
		t, _ := json.Marshal(*ex.temperature)
		top["temperature"] = t
	}
	if len(ex.emptyContent) > 0 || len(ex.extras) > 0 {
		var msgs []map[string]json.RawMessage
		if err := json.Unmarshal(top["messages"], &msgs); err != nil {
			return nil, err
		}
		for _, i := range ex.emptyContent {
			if i < len(msgs) {
				msgs[i]["content"] = json.RawMessage(`""`)
			}
		}
		for _, m := range msgs {
			if err := ex.patchCalls(m); err != nil {
				return nil, err
			}
		}
		b, err := json.Marshal(msgs)
		if err != nil {
			return nil, err
		}
		top["messages"] = b
	}
	return json.Marshal(top)
}

// patchCalls gives a message's tool calls their arguments, even empty,
// and their extra_content back.
func (ex *exchange) patchCalls(m map[string]json.RawMessage) error {
	raw, ok := m["tool_calls"]
	if !ok {
		return nil
	}
	var calls []map[string]json.RawMessage
	if err := json.Unmarshal(raw, &calls); err != nil {
		return err
	}
	for _, c := range calls {
		var fn map[string]json.RawMessage
		if err := json.Unmarshal(c["function"], &fn); err != nil {
			return err
		}
		if _, ok := fn["arguments"]; !ok {
			fn["arguments"] = json.RawMessage(`""`)
			c["function"], _ = json.Marshal(fn)
		}
		var id string
		_ = json.Unmarshal(c["id"], &id)
		if e, ok := ex.extras[id]; ok {
			c["extra_content"] = e
		}
	}
	b, err := json.Marshal(calls)
	m["tool_calls"] = b
	return err
}

// modelList reads a model list in Ollama's native shape ({"models":
// [{"name":…}]}, served by some proxies) as OpenAI's ({"data":[{"id":…}]}),
// which is the only one go-openai reads.
func modelList(body io.ReadCloser) io.ReadCloser {
	raw, err := io.ReadAll(io.LimitReader(body, 4<<20))
	_ = body.Close()
	if err != nil {
		return io.NopCloser(errReader{err})
	}
	var list struct {
		Data   []json.RawMessage `json:"data"`
		Models []struct {
			Name string `json:"name"`
		} `json:"models"`
	}
	if json.Unmarshal(raw, &list) == nil && len(list.Models) > 0 {
		type model struct {
			ID string `json:"id"`
		}
		var out struct {
			Data []any `json:"data"`
		}
		for _, d := range list.Data {
			out.Data = append(out.Data, d)
		}
		for _, m := range list.Models {
			out.Data = append(out.Data, model{ID: strings.TrimSpace(m.Name)})
		}
		raw, _ = json.Marshal(out)
	}
	return io.NopCloser(bytes.NewReader(raw))
}

// errReader is a body whose reading fails.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) { return 0, e.err }
