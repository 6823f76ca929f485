// Package docs holds the repository's documents and the tests that keep
// them true: the README's commands work in a clean clone, every link
// between the documents resolves, and every requirement id cited in the
// code, its tests and its documents is defined in design.md.
package docs

import (
	"bufio"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"
)

// A fenced block of the README.
type block struct {
	info string // the info string after the opening fence: sh, console, text …
	line int    // the line of the opening fence, from 1
	text string
}

// fencedBlocks are the README's fenced blocks in order.
func fencedBlocks(readme string) []block {
	var out []block
	var cur *block
	sc := bufio.NewScanner(strings.NewReader(readme))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		switch {
		case cur == nil && strings.HasPrefix(line, "```"):
			cur = &block{info: strings.TrimSpace(strings.TrimPrefix(line, "```")), line: n}
		case cur != nil && strings.TrimSpace(line) == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.text += line + "\n"
		}
	}
	return out
}

// runnable says whether a block is one the README test runs: ```sh and
// ```bash blocks are; ```console (a shell session shown with "$ "
// prompts, for commands that open the TUI, need a server, or run the whole
// test suite), ```text, ```yaml, ```go and the rest are shown only.
func runnable(b block) bool {
	lang, _, _ := strings.Cut(b.info, " ")
	return lang == "sh" || lang == "bash"
}

// The README's shell blocks, run in order in a clean clone of this
// repository, each with bash in the clone's top folder, all succeed.
//
// Convention for README.md: a ```sh or ```bash block must run as it
// stands, without a terminal, a network, a key or a server, and quickly;
// a command that opens the TUI, talks to a model or runs `go test ./...`
// goes in a ```console block ("$ " before each command), which is shown,
// not run. The clone is of the last commit (what a newcomer gets), not of
// the working tree: commit a README change before running this test on
// it. Each block runs with `set -eo pipefail`, a home of its own,
// `concierge` installed by the README's own `go install` into a
// temporary $GOBIN on the PATH, no OPENAI_*, AZURE_* or OTEL_* variable,
// and the Go build and module caches of the caller with GOPROXY=off, so
// that nothing is downloaded and the build reuses what `go test` built.
func TestReadmeRunsInACleanClone(t *testing.T) {
	if testing.Short() {
		t.Skip("builds concierge in a clone: not with -short")
	}
	if raceEnabled {
		t.Skip("runs other processes, none under the race detector: the plain pass runs it")
	}
	if os.Getenv("CONCIERGE_README_CLONE") != "" {
		t.Skip("already inside the README test's clone")
	}
	goBin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on the PATH")
	}
	top, err := exec.Command("git", "rev-parse", "--show-toplevel").Output()
	if err != nil {
		t.Skipf("not in a git checkout (or git is missing), so there is nothing to clone: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	tmp := t.TempDir()
	clone := filepath.Join(tmp, "concierge")
	if out, err := exec.CommandContext(ctx, "git", "clone", "--quiet", strings.TrimSpace(string(top)), clone).CombinedOutput(); err != nil {
		t.Fatalf("git clone: %v\n%s", err, out)
	}
	readme, err := os.ReadFile(filepath.Join(clone, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	env := cleanEnv(t, goBin, tmp)
	ran := 0
	for _, b := range fencedBlocks(string(readme)) {
		if !runnable(b) {
			continue
		}
		cmd := exec.CommandContext(ctx, "bash", "-c", "set -eo pipefail\n"+b.text)
		cmd.Dir, cmd.Env = clone, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("README.md:%d: the ```%s block failed: %v\n--- block\n%s--- output\n%s", b.line, b.info, err, b.text, out)
		}
		ran++
	}
	if ran == 0 {
		t.Fatal("README.md has no ```sh block to run")
	}
}

// cleanEnv is the environment of a newcomer's shell in tmp: the caller's,
// without anything that would reach a model, a collector or the caller's
// own data, with the caller's Go caches and no network.
func cleanEnv(t *testing.T, goBin, tmp string) []string {
	t.Helper()
	caches, err := exec.Command(goBin, "env", "GOCACHE", "GOMODCACHE", "GOPATH", "GOFLAGS").Output()
	if err != nil {
		t.Fatalf("go env: %v", err)
	}
	vals := strings.Split(strings.TrimRight(string(caches), "\n"), "\n")
	for len(vals) < 4 {
		vals = append(vals, "")
	}
	home, bin := filepath.Join(tmp, "home"), filepath.Join(tmp, "bin")
	if err := os.MkdirAll(home, 0o700); err != nil {
		t.Fatal(err)
	}
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if dropVar.MatchString(k) {
			continue
		}
		env = append(env, kv)
	}
	return append(env,
		"HOME="+home, "GOBIN="+bin, "PATH="+bin+string(os.PathListSeparator)+os.Getenv("PATH"),
		"GOCACHE="+vals[0], "GOMODCACHE="+vals[1], "GOPATH="+vals[2],
		// -trimpath: the clone's path changes at every run, and should not
		// make the build cache miss
		"GOFLAGS="+strings.TrimSpace(vals[3]+" -trimpath"),
		"GOPROXY=off", "GOTOOLCHAIN=local", "NO_COLOR=1",
		"CONCIERGE_README_CLONE=1",
	)
}

// dropVar matches the variables a newcomer's shell would not have.
var dropVar = regexp.MustCompile(`^(OPENAI_|AZURE_|OTEL_|XDG_|CONCIERGE|GO(BIN|CACHE|MODCACHE|PATH|FLAGS|PROXY|TOOLCHAIN)$|HOME$|PATH$|NO_COLOR$)`)

// The README stays a five-minute read.
func TestReadmeIsShort(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile(filepath.Join("..", "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(readme), "\n"); n > 250 {
		t.Errorf("README.md has %d lines; keep it to 250 and move the detail to docs/", n)
	}
}
