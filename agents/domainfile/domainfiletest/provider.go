// Package domainfiletest is a fake of the started MCP servers (an
// mcp.Provider) for tests of domain files, their agents and the commands
// that run them: tools declared in Go, calls answered by a function and
// recorded.
package domainfiletest

import (
	"context"
	"encoding/json"
	"fmt"
	"sync"

	"github.com/concierge-dev/concierge/agents/mcp"
)

// Provider serves the tools of its servers.
type Provider struct {
	mu sync.Mutex
	// Servers are each server's tools.
	Servers map[string][]mcp.ToolInfo
	// Down are servers that did not start, with why.
	Down map[string]error
	// Handle answers a call; nil answers every call with "ok".
	Handle func(server, tool string, args map[string]any) (mcp.Result, error)
	calls  []Call
}

// Call is one recorded call.
type Call struct {
	Server, Tool string
	Args         map[string]any
}

// Tools lists a server's tools.
func (p *Provider) Tools(server string) ([]mcp.ToolInfo, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if err := p.Down[server]; err != nil {
		return nil, err
	}
	ts, ok := p.Servers[server]
	if !ok {
		return nil, fmt.Errorf("no server %q", server)
	}
	out := make([]mcp.ToolInfo, len(ts))
	copy(out, ts)
	for i := range out {
		out[i].Server = server
	}
	return out, nil
}

// Call records the call and answers it.
func (p *Provider) Call(ctx context.Context, server, tool string, args map[string]any, progress func(string)) (mcp.Result, error) {
	p.mu.Lock()
	p.calls = append(p.calls, Call{Server: server, Tool: tool, Args: args})
	handle := p.Handle
	p.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return mcp.Result{}, err
	}
	if progress != nil {
		progress("working on " + tool)
	}
	if handle == nil {
		return mcp.Result{Text: "ok"}, nil
	}
	return handle(server, tool, args)
}

// Calls are the calls so far.
func (p *Provider) Calls() []Call {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]Call(nil), p.calls...)
}

// CallsOf counts the calls of one tool.
func (p *Provider) CallsOf(tool string) int {
	n := 0
	for _, c := range p.Calls() {
		if c.Tool == tool {
			n++
		}
	}
	return n
}

// SetTools replaces a server's tools (a tools/list_changed).
func (p *Provider) SetTools(server string, tools []mcp.ToolInfo) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.Servers == nil {
		p.Servers = map[string][]mcp.ToolInfo{}
	}
	p.Servers[server] = tools
}

// Tool declares a tool with its input schema in JSON.
func Tool(name, description, schemaJSON string) mcp.ToolInfo {
	var s map[string]any
	if err := json.Unmarshal([]byte(schemaJSON), &s); err != nil {
		panic("domainfiletest.Tool " + name + ": " + err.Error())
	}
	return mcp.ToolInfo{Name: name, Description: description, InputSchema: s}
}

// ReadOnly marks a tool readOnlyHint: true.
func ReadOnly(t mcp.ToolInfo) mcp.ToolInfo {
	yes := true
	t.ReadOnly = &yes
	return t
}

// Pharmacy is the pharmacy of examples/pharmacy as a fake: sign_in
// (member M12345, PIN 4321), list_prescriptions (read-only) and refill.
func Pharmacy() *Provider {
	return &Provider{
		Servers: map[string][]mcp.ToolInfo{"rx": {
			Tool("sign_in", "Sign a member in.", `{"type":"object","properties":{
				"member_id":{"type":"string","description":"What is your member id?","pattern":"^M[0-9]{5}$"},
				"pin":{"type":"string","format":"password","description":"Your PIN"}},
				"required":["member_id","pin"]}`),
			ReadOnly(Tool("list_prescriptions", "List the member's prescriptions.", `{"type":"object","properties":{}}`)),
			Tool("refill", "Refill a prescription.", `{"type":"object","properties":{
				"rx_id":{"type":"string","description":"Which prescription (its RX number)?","pattern":"^RX[0-9]{3}$"},
				"quantity":{"type":"integer","description":"How many boxes?"}},
				"required":["rx_id","quantity"]}`),
		}},
		Handle: func(server, tool string, args map[string]any) (mcp.Result, error) {
			switch tool {
			case "sign_in":
				if args["member_id"] != "M12345" || args["pin"] != "4321" {
					return mcp.Result{Text: "Wrong member id or PIN.", IsError: true}, nil
				}
				return mcp.Result{Text: "Signed in.", Structured: map[string]any{"member_id": "M12345", "name": "Ada"}}, nil
			case "list_prescriptions":
				return mcp.Result{Text: "RX100 Amoxicillin, RX200 Ibuprofen"}, nil
			case "refill":
				return mcp.Result{Text: "Refill ordered.", Structured: map[string]any{"refill_id": "F-7", "rx": args["rx_id"]}}, nil
			}
			return mcp.Result{Text: "unknown tool " + tool, IsError: true}, nil
		},
	}
}
