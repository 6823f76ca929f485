package mcp

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// MaxResultBytes clips a result's text, each artifact's text, and drops
// structured content larger than it: results are untrusted, and a server
// gone wrong can send anything.
const MaxResultBytes = 1 << 20

// maxTools bounds how many tools one server may declare.
const maxTools = 1000

// convert turns a tool's result into a Result: the text content joined,
// structuredContent (or text content that is a JSON object), isError,
// and embedded resources and resource links as artifacts.
func convert(r *sdk.CallToolResult) Result {
	out := Result{IsError: r.IsError}
	var texts []string
	for _, c := range r.Content {
		switch c := c.(type) {
		case *sdk.TextContent:
			texts = append(texts, c.Text)
		case *sdk.EmbeddedResource:
			if c.Resource != nil {
				out.Artifacts = append(out.Artifacts, embedded(c.Resource))
			}
		case *sdk.ResourceLink:
			title := c.Title
			if title == "" {
				title = c.Name
			}
			if title == "" {
				title = c.URI
			}
			out.Artifacts = append(out.Artifacts, Artifact{Title: clipText(title, 500), URI: clipText(c.URI, 2000), MIME: clipText(c.MIMEType, 200)})
		}
	}
	out.Text = clipText(strings.Join(texts, "\n"), MaxResultBytes)
	out.Structured = structured(r.StructuredContent, out.Text)
	return out
}

func embedded(rc *sdk.ResourceContents) Artifact {
	a := Artifact{Title: clipText(rc.URI, 500), URI: clipText(rc.URI, 2000), MIME: clipText(rc.MIMEType, 200)}
	switch {
	case rc.Text != "":
		a.Text = clipText(rc.Text, MaxResultBytes)
	case len(rc.Blob) > 0:
		a.Text = fmt.Sprintf("(%d bytes of binary data)", len(rc.Blob))
	}
	return a
}

// structured is structuredContent when it is an object, else the text
// when it is one; nil when neither is, or it is too large.
func structured(sc any, text string) map[string]any {
	if m, ok := sc.(map[string]any); ok {
		if b, err := json.Marshal(m); err == nil && len(b) <= MaxResultBytes {
			return m
		}
		return nil
	}
	t := strings.TrimSpace(text)
	if !strings.HasPrefix(t, "{") || len(t) > MaxResultBytes {
		return nil
	}
	var m map[string]any
	if json.Unmarshal([]byte(t), &m) != nil {
		return nil
	}
	return m
}

// clipText cuts s to at most n bytes at a rune boundary, saying so.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf("… (clipped: %d bytes in all)", len(s))
}

// listTools reads every page of a server's tools.
// Descriptions are said without the server's secrets; the hash is of the
// definition as sent.
func listTools(ctx context.Context, server string, sess *sdk.ClientSession, mask masker) ([]ToolInfo, error) {
	var out []ToolInfo
	for t, err := range sess.Tools(ctx, nil) {
		if err != nil {
			return nil, fmt.Errorf("listing its tools: %w", err)
		}
		if len(out) == maxTools {
			return nil, fmt.Errorf("it declares more than %d tools", maxTools)
		}
		info := toolInfo(server, t)
		info.Description = mask.mask(info.Description)
		out = append(out, info)
	}
	return out, nil
}

// toolInfo is an SDK tool as this package declares it.
func toolInfo(server string, t *sdk.Tool) ToolInfo {
	info := ToolInfo{Server: server, Name: t.Name, Description: t.Description}
	switch s := t.InputSchema.(type) {
	case map[string]any:
		info.InputSchema = s
	case json.RawMessage:
		_ = json.Unmarshal(s, &info.InputSchema)
	}
	if a := t.Annotations; a != nil {
		// readOnlyHint and idempotentHint default to false, so the SDK's
		// plain bools lose nothing
		info.ReadOnly, info.Idempotent = new(a.ReadOnlyHint), new(a.IdempotentHint)
		info.Destructive, info.OpenWorld = a.DestructiveHint, a.OpenWorldHint
	}
	info.Hash = HashTool(info)
	return info
}

// HashTool is the sha256, in hex, of a tool's name, description, schema
// and annotations, in canonical JSON (keys sorted): what R37 pins. The
// Server and Hash fields do not count.
func HashTool(t ToolInfo) string {
	b, err := json.Marshal(struct {
		Name        string           `json:"name"`
		Description string           `json:"description"`
		InputSchema map[string]any   `json:"inputSchema"`
		Annotations map[string]*bool `json:"annotations"`
	}{t.Name, t.Description, t.InputSchema, map[string]*bool{
		"readOnlyHint": t.ReadOnly, "destructiveHint": t.Destructive,
		"idempotentHint": t.Idempotent, "openWorldHint": t.OpenWorld,
	}})
	if err != nil { // a schema JSON cannot hold: hash what it says
		b = fmt.Appendf(nil, "%s\x00%s\x00%v", t.Name, t.Description, t.InputSchema)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// sameTools reports whether two lists declare the same tools.
func sameTools(a, b []ToolInfo) bool {
	return slices.EqualFunc(a, b, func(x, y ToolInfo) bool { return x.Name == y.Name && x.Hash == y.Hash })
}

// logText is a log notification's data as one line of text.
func logText(p *sdk.LoggingMessageParams) string {
	text, ok := p.Data.(string)
	if !ok {
		b, err := json.Marshal(p.Data)
		if err != nil {
			text = fmt.Sprint(p.Data)
		} else {
			text = string(b)
		}
	}
	if p.Logger != "" {
		text = p.Logger + ": " + text
	}
	return text
}
