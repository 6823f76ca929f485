package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
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

// notLinkedPackages are packages (not their subpackages) kept out of the
// binary: x/net/html builds its table of named character references at
// init (113 KB); glamour's copy tokenizes HTML with a copy of its
// tokenizer that builds the table at first use
// (third_party/glamour/internal/nethtml). Its atom subpackage has no init
// and stays.
var notLinkedPackages = []string{"golang.org/x/net/html"}

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
	// the patched copies, whatever version a tidy or an upgrade asks for
	for _, m := range []string{"github.com/charmbracelet/glamour", "github.com/yuin/goldmark", "github.com/charmbracelet/bubbletea", "github.com/atotto/clipboard", "github.com/google/jsonschema-go"} {
		out, err := exec.Command(gocmd, "list", "-m", "-f", "{{with .Replace}}{{.Path}}{{end}}", m).CombinedOutput()
		if err != nil {
			t.Fatalf("go list -m %s: %v\n%s", m, err, out)
		}
		if got := strings.TrimSpace(string(out)); !strings.HasPrefix(got, "./third_party/") {
			t.Errorf("%s is not replaced by its patched copy in third_party (replaced by %q)", m, got)
		}
	}
	for _, d := range deps {
		if slices.Contains(notLinkedPackages, d) {
			t.Errorf("the binary links %s: its init costs every start (R55)", d)
		}
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

// Init budgets (R55): what package inits may allocate at every start of
// the binary, before main runs. Measured with GODEBUG=inittrace=1, whose
// byte counts do not depend on the machine's speed. At the time of
// writing (issue 23's fifth shift) the inits allocate ~730 KB in all (1,060
// KB before it: x/net/html's entity table, Bubble Tea's key sequences,
// jsonschema's field tables and others now built at first use), the
// product's packages up to ~77 KB (concierge, agents/understand); with
// chroma, bluemonday, goldmark's inits and the product's patterns compiled
// at init they allocated ~7.5 MB.
const (
	initBudgetTotal   = 896 << 10
	initBudgetProduct = 88 << 10
	// initBudgetCopied is for the packages of the dependencies copied into
	// third_party to build their tables at first use: one that builds at
	// init again (an upgrade copied without the change) shows here
	initBudgetCopied = 8 << 10
)

// copiedPackages are the packages of third_party's copies whose inits
// were made cheap (each copy's PATCHED.md).
var copiedPackages = []string{
	"github.com/atotto/clipboard",
	"github.com/charmbracelet/bubbletea",
	"github.com/charmbracelet/glamour/internal/nethtml",
	"github.com/google/jsonschema-go/jsonschema",
	"github.com/yuin/goldmark",
	"github.com/yuin/goldmark/util",
}

// TestInitAllocations builds the binary and runs `concierge version` with
// GODEBUG=inittrace=1: a package variable that compiles a pattern, parses
// templates or builds a table at init shows here, not only as a slower
// start.
func TestInitAllocations(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	t.Parallel()
	gocmd, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to build the binary: %v", err)
	}
	bin := filepath.Join(t.TempDir(), "concierge")
	if out, err := exec.Command(gocmd, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	cmd := exec.Command(bin, "version", "--engine", "offline", "--data-dir", t.TempDir())
	cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
	var trace strings.Builder
	cmd.Stderr = &trace
	if err := cmd.Run(); err != nil {
		t.Fatalf("concierge version: %v\n%s", err, trace.String())
	}
	total, inits := 0, 0
	for _, line := range strings.Split(trace.String(), "\n") {
		// init PACKAGE @T ms, C ms clock, B bytes, A allocs
		f := strings.Fields(line)
		if len(f) < 10 || f[0] != "init" || f[8] != "bytes," {
			continue
		}
		n, err := strconv.Atoi(f[7])
		if err != nil {
			t.Fatalf("unreadable init trace line %q", line)
		}
		inits++
		total += n
		if strings.HasPrefix(f[1], "github.com/concierge-dev/concierge/") && n > initBudgetProduct {
			t.Errorf("%s allocates %d KB at init, over %d KB: build it on first use (R55)", f[1], n>>10, initBudgetProduct>>10)
		}
		if slices.Contains(copiedPackages, f[1]) && n > initBudgetCopied {
			t.Errorf("%s allocates %d KB at init, over %d KB: its copy in third_party builds its tables at first use (PATCHED.md)", f[1], n>>10, initBudgetCopied>>10)
		}
	}
	if inits < 100 {
		t.Fatalf("read %d package inits from the trace: the check would prove nothing\n%s", inits, trace.String())
	}
	if total > initBudgetTotal {
		t.Errorf("package inits allocate %d KB in all, over %d KB: what they build costs every start (R55)", total>>10, initBudgetTotal>>10)
	}
}
