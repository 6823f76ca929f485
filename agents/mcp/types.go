// Package mcp is the MCP tool client (R36): it starts the servers a domain
// file names — stdio commands and Streamable HTTP endpoints — through the
// official SDK (github.com/modelcontextprotocol/go-sdk), lists their tools
// and calls them, and stops every server when the session ends.
package mcp

import (
	"context"
	"time"
)

// ServerSpec is one server of a domain file (R35, R36).
type ServerSpec struct {
	Name string
	// stdio: the command, its arguments, its working directory and the
	// environment it gets on top of HOME LOGNAME PATH SHELL TERM USER —
	// nothing else of concierge's environment (API keys above all).
	Command string
	Args    []string
	Env     map[string]string
	Dir     string
	// Streamable HTTP: the endpoint and the headers each request carries.
	URL     string
	Headers map[string]string
	// Trusted servers' annotations are believed (R37); untrusted is the
	// default.
	Trusted bool
	// Timeout bounds one call; 0 means DefaultCallTimeout.
	Timeout time.Duration
	// Written is the command and args, or the URL, as the domain file
	// writes them, ${VAR}s unexpanded: what messages quote (R55). Left
	// empty, messages quote Command and Args, or URL.
	Written Written
	// Secrets are the values ${VAR}s expanded to in the command, args,
	// env, URL or headers. No text derived from the server shows them:
	// each shows as ${NAME} (R55).
	Secrets []Secret
}

// Written is a server's command line or URL as its file writes it.
type Written struct {
	Command string
	Args    []string
	URL     string
}

// DefaultCallTimeout bounds a call whose server names no timeout.
const DefaultCallTimeout = 30 * time.Second

// StartTimeout bounds a server's start: launch, initialize, tools/list.
const StartTimeout = 10 * time.Second

// ToolInfo is a tool as its server declares it.
type ToolInfo struct {
	Server      string
	Name        string
	Description string
	// InputSchema is the tool's JSON schema for its arguments, as sent.
	InputSchema map[string]any
	// Annotations as declared; nil when the server said nothing. They are
	// hints: only a trusted server's are believed (R37).
	ReadOnly, Destructive, Idempotent, OpenWorld *bool
	// Hash is of the name, description, schema and annotations: a tool
	// whose definition changed since it was pinned is asked again (R37).
	Hash string
}

// Result is a tool call's outcome.
type Result struct {
	// Text is the text content, joined.
	Text string
	// Structured is structuredContent, or the text content when that is a
	// JSON object: what `sets` and `reply` placeholders read (R35).
	Structured map[string]any
	// IsError: the tool reported a failure (isError). The loop shows Text
	// as the agent's reply, sets nothing and ends the task.
	IsError bool
	// Artifacts are the embedded resources and resource links.
	Artifacts []Artifact
}

// Artifact is a document a tool returned.
type Artifact struct {
	Title string // the resource's name or URI
	URI   string
	MIME  string
	Text  string
}

// Provider is what a domain's agents call: the started servers. A call
// runs on the caller's goroutine; progress is called on it too.
type Provider interface {
	// Tools lists a server's tools; the error says why the server is
	// unavailable (it failed to start: its command and stderr tail).
	Tools(server string) ([]ToolInfo, error)
	// Call runs one tool, bounded by the server's timeout and ctx; a call
	// that times out is cancelled at the server (notifications/cancelled).
	Call(ctx context.Context, server, tool string, args map[string]any, progress func(string)) (Result, error)
}
