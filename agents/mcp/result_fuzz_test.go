package mcp

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// A result is whatever a server sent: converting it never panics, its
// text stays within the bound and stays UTF-8, and the structured object
// is the JSON object the server sent.
func FuzzResult(f *testing.F) {
	f.Add(`{"refill_id": "R-1"}`, `{"n": 1}`, 10)
	f.Add("plain text", "", 3)
	f.Add(" {\"a\": [1, 2, {\"b\": null}]} ", "[1,2]", 0)
	f.Add("héllo wörld", "null", 4)
	f.Fuzz(func(t *testing.T, text, sc string, n int) {
		n = max(0, min(n, 64))
		var structured any
		_ = json.Unmarshal([]byte(sc), &structured)
		r := convert(&sdk.CallToolResult{Content: []sdk.Content{&sdk.TextContent{Text: text}}, StructuredContent: structured})
		if len(r.Text) > MaxResultBytes+64 {
			t.Fatalf("%d bytes of text", len(r.Text))
		}
		if utf8.ValidString(text) && !utf8.ValidString(r.Text) {
			t.Fatalf("valid text became invalid: %q", r.Text)
		}
		if m, ok := structured.(map[string]any); ok && len(m) != len(r.Structured) {
			t.Fatalf("structured %v became %v", m, r.Structured)
		}
		c := clipText(text, n)
		if len(text) <= n && c != text {
			t.Fatalf("clipped %q within its bound to %q", text, c)
		}
		if len(text) > n && (!strings.HasPrefix(text, strings.SplitN(c, "… (clipped", 2)[0]) || len(strings.SplitN(c, "… (clipped", 2)[0]) > n) {
			t.Fatalf("clipText(%q, %d) = %q", text, n, c)
		}
	})
}
