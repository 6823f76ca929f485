package example

import (
	"context"
	"crypto/subtle"
	"strings"

	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

// The notes server's sign-in, so that a domain file on it shows a
// prerequisite and a secret with nothing installed: the notes open for
// the owner "ada" with the PIN 1815. The server keeps no session — the
// domain file's requires and sets do that.

// DemoOwner and DemoPIN open the example notes.
const (
	DemoOwner = "ada"
	DemoPIN   = "1815"
)

type (
	unlockIn struct {
		Owner string `json:"owner" jsonschema:"the owner of the notes"`
		PIN   string `json:"pin" jsonschema:"the owner's PIN"`
	}
	unlockOut struct {
		Owner    string `json:"owner"`
		Unlocked bool   `json:"unlocked"`
	}
)

// addUnlock adds the unlock tool to a notes server.
func addUnlock(srv *sdk.Server) {
	no := false
	sdk.AddTool(srv, &sdk.Tool{
		Name:        "unlock",
		Description: "Open the notes with the owner's name and PIN.",
		Annotations: &sdk.ToolAnnotations{Title: "Unlock the notes", ReadOnlyHint: true, OpenWorldHint: &no},
	}, func(_ context.Context, _ *sdk.CallToolRequest, in unlockIn) (*sdk.CallToolResult, unlockOut, error) {
		owner := strings.ToLower(strings.TrimSpace(in.Owner))
		ok := subtle.ConstantTimeCompare([]byte(owner), []byte(DemoOwner)) & subtle.ConstantTimeCompare([]byte(strings.TrimSpace(in.PIN)), []byte(DemoPIN))
		if ok != 1 {
			// one answer for a wrong owner and a wrong PIN (R29)
			return failed("That owner and PIN don't match."), unlockOut{}, nil
		}
		return &sdk.CallToolResult{Content: text("The notes are open.")}, unlockOut{Owner: owner, Unlocked: true}, nil
	})
}
