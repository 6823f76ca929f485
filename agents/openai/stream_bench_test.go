package openai

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
)

// benchChunks is how many chunks the benchmark's reply streams.
const benchChunks = 200

// benchReply is a streamed reply as OpenAI sends one: a role chunk, text
// deltas, a finish chunk, a usage chunk and [DONE].
func benchReply() string {
	var b strings.Builder
	b.WriteString(`data: {"id":"chatcmpl-B","object":"chat.completion.chunk","created":1753700101,"model":"gpt-4o-mini-2024-07-18","system_fingerprint":"fp_34a54ae93c","choices":[{"index":0,"delta":{"role":"assistant","content":"","refusal":null},"logprobs":null,"finish_reason":null}],"usage":null}` + "\n\n")
	for i := range benchChunks - 3 {
		fmt.Fprintf(&b, `data: {"id":"chatcmpl-B","object":"chat.completion.chunk","created":1753700101,"model":"gpt-4o-mini-2024-07-18","system_fingerprint":"fp_34a54ae93c","choices":[{"index":0,"delta":{"content":" word%d"},"logprobs":null,"finish_reason":null}],"usage":null}`+"\n\n", i)
	}
	b.WriteString(`data: {"id":"chatcmpl-B","object":"chat.completion.chunk","created":1753700101,"model":"gpt-4o-mini-2024-07-18","system_fingerprint":"fp_34a54ae93c","choices":[{"index":0,"delta":{},"logprobs":null,"finish_reason":"stop"}],"usage":null}` + "\n\n")
	b.WriteString(`data: {"id":"chatcmpl-B","object":"chat.completion.chunk","created":1753700101,"model":"gpt-4o-mini-2024-07-18","system_fingerprint":"fp_34a54ae93c","choices":[],"usage":{"prompt_tokens":120,"completion_tokens":197,"total_tokens":317}}` + "\n\n")
	b.WriteString("data: [DONE]\n\n")
	return b.String()
}

// cannedServer answers every request with the same stream, in memory: the
// benchmark measures the client's reading, not a socket.
type cannedServer struct{ body string }

func (c cannedServer) RoundTrip(req *http.Request) (*http.Response, error) {
	if req.Body != nil {
		_, _ = io.Copy(io.Discard, req.Body)
		_ = req.Body.Close()
	}
	return &http.Response{StatusCode: 200, Header: http.Header{"Content-Type": {"text/event-stream"}},
		Body: io.NopCloser(strings.NewReader(c.body)), Request: req}, nil
}

// BenchmarkStreamedReply: the client's cost per chunk of a streamed reply,
// from the response body to the merged Completion (R54: the transport that
// normalises each chunk must stay cheap; ns/chunk is the figure).
func BenchmarkStreamedReply(b *testing.B) {
	client := NewClient(Config{APIKey: "k", HTTPClient: &http.Client{Transport: cannedServer{body: benchReply()}}})
	req := simpleRequest("hello")
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		c, err := streamAndCollect(context.Background(), client, req)
		if err != nil || c.FinishReason != "stop" {
			b.Fatalf("%+v %v", c, err)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*benchChunks), "ns/chunk")
}
