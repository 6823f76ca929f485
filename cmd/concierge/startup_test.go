package main

import (
	"os/exec"
	"slices"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// TestNoChroma guards start-up cost (SPEC R55): chroma's lexers and styles
// packages register every lexer and style they hold when the process
// starts, 18–22 ms and ~15 MiB on every run, `concierge version` included.
// glamour links them for code-block highlighting, so go.mod replaces it
// with third_party/glamour, which draws code blocks without chroma. This
// fails if anything brings chroma back into the binary.
func TestNoChroma(t *testing.T) {
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
		if strings.HasPrefix(d, "github.com/alecthomas/chroma") {
			t.Errorf("the binary links %s: its init registers every lexer and style at start-up (R55)", d)
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
