//go:build !unix

package mcp

import (
	"os/exec"
	"time"
)

// defaultEnvKeys are what the MCP SDKs pass a stdio server on Windows.
var defaultEnvKeys = []string{
	"APPDATA", "HOMEDRIVE", "HOMEPATH", "LOCALAPPDATA", "PATH", "PROCESSOR_ARCHITECTURE",
	"SYSTEMDRIVE", "SYSTEMROOT", "TEMP", "USERNAME", "USERPROFILE", "PROGRAMFILES",
}

// ownGroup: process groups are a unix thing; the server alone is stopped.
func ownGroup(*exec.Cmd) {}

func groupOf(*exec.Cmd) int { return 0 }

// terminate kills the server itself: there is no group to signal.
func terminate(p *process, grace time.Duration) {
	if p.hasExited(0) {
		return
	}
	_ = p.cmd.Process.Kill()
	p.hasExited(grace)
}
