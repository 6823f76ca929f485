package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// notLinked are modules whose package inits cost every start of the
// binary, `concierge version` included, for work only a Markdown reply
// may need (R55): chroma's lexers and styles register every lexer and
// style (18–22 ms, ~15 MiB), bluemonday compiles some fifty regular
// expressions. glamour links both, so go.mod replaces it with
// third_party/glamour, which does without them.
var notLinked = []string{
	"github.com/alecthomas/chroma",
	"github.com/microcosm-cc/bluemonday",
}

// TestStartupDeps fails if anything brings those modules back into the
// binary.
func TestStartupDeps(t *testing.T) {
	t.Parallel()
	// go test puts its own go first on PATH.
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to list the binary's packages: %v", err)
	}
	out, err := exec.Command(gocmd, "list", "-deps", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if len(deps) < 100 || !slices.Contains(deps, "github.com/charmbracelet/glamour/ansi") {
		t.Fatalf("go list -deps listed %d packages, without glamour's renderer: the check would prove nothing\n%s", len(deps), out)
	}
	for _, d := range deps {
		for _, m := range notLinked {
			if d == m || strings.HasPrefix(d, m+"/") {
				t.Errorf("the binary links %s: its init costs every start (R55)", d)
			}
		}
	}
}

// TestAllPatternsCompile compiles every regular expression of the product,
// all packages linked as in the binary. They are compiled on first use
// (reading.Lazy) so that start-up does not pay for them (R55); a pattern
// that does not compile is found here, not at its first use.
func TestAllPatternsCompile(t *testing.T) {
	t.Parallel()
	if n := reading.CountLazy(); n < 50 {
		t.Fatalf("only %d lazy patterns registered: the product's patterns are not all made with reading.Lazy", n)
	}
	if err := reading.CompileAll(); err != nil {
		t.Fatal(err)
	}
}
