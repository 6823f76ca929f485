package openaitest

import (
	"io"
	"net/http"
	"reflect"
	"strings"
	"testing"
	"time"
)

const sampleFixture = `# A stream in two events, sent with a gap.
# source: a test
# status: 200
# header: Content-Type: text/event-stream
# header: X-Request-Id: req_1
# gap: 30ms
# want.content: hi

data: {"a":1}

: keep-alive

data: [DONE]

`

func TestParseFixture(t *testing.T) {
	t.Parallel()
	f, err := ParseFixture([]byte(sampleFixture))
	if err != nil {
		t.Fatal(err)
	}
	if f.Status != 200 || f.Gap != 30*time.Millisecond || f.Header["X-Request-Id"] != "req_1" || f.Get("want.content") != "hi" {
		t.Errorf("fixture = %+v", f)
	}
	if !reflect.DeepEqual(f.About, []string{"A stream in two events, sent with a gap."}) {
		t.Errorf("about = %q", f.About)
	}
	want := []string{"data: {\"a\":1}\n\n", ": keep-alive\n\n", "data: [DONE]\n\n"}
	if got := f.Response().Pieces; !reflect.DeepEqual(got, want) {
		t.Errorf("pieces = %q, want %q", got, want)
	}
	for _, bad := range []string{"# no blank line", "not a header\n\nbody", "# status: abc\n\n"} {
		if _, err := ParseFixture([]byte(bad)); err == nil {
			t.Errorf("ParseFixture(%q) succeeded", bad)
		}
	}
}

// TestFixtureReplay: the server sends the fixture's status, headers and
// body bytes as they are, with the gap between events.
func TestFixtureReplay(t *testing.T) {
	t.Parallel()
	f, err := ParseFixture([]byte(sampleFixture))
	if err != nil {
		t.Fatal(err)
	}
	errBody, err := ParseFixture([]byte("# an error\n# status: 503\n# header: Retry-After: 2\n\n{\"error\":\"busy\"}\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := New(t, Script(t, f.Response(), errBody.Response()))
	start := time.Now()
	resp, err := http.Post(s.URL+"/chat/completions", "application/json", strings.NewReader(`{"model":"m","stream":true,"messages":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if string(body) != strings.SplitN(sampleFixture, "\n\n", 2)[1] {
		t.Errorf("body = %q", body)
	}
	if resp.Header.Get("X-Request-Id") != "req_1" || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/event-stream") {
		t.Errorf("headers = %v", resp.Header)
	}
	if d := time.Since(start); d < 60*time.Millisecond {
		t.Errorf("replayed in %v, want the two 30ms gaps", d)
	}
	resp, err = http.Post(s.URL+"/chat/completions", "application/json", strings.NewReader(`{"model":"m","messages":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	body, _ = io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 503 || resp.Header.Get("Retry-After") != "2" || string(body) != "{\"error\":\"busy\"}\n" {
		t.Errorf("%d %v %q", resp.StatusCode, resp.Header, body)
	}
}
