package main

import (
	"fmt"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
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
	for _, m := range []string{"github.com/charmbracelet/glamour", "github.com/yuin/goldmark", "github.com/charmbracelet/bubbletea", "github.com/atotto/clipboard", "github.com/google/jsonschema-go", "golang.org/x/net"} {
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
	// and those made inside functions, on first use
	for _, expr := range productPatterns(t) {
		if _, err := regexp.Compile(expr); err != nil {
			t.Errorf("%q: %v", expr, err)
		}
	}
}

// Init budgets (R55): what package inits may allocate at every start of
// the binary, before main runs. Measured with GODEBUG=inittrace=1, whose
// byte counts do not depend on the machine's speed. At the time of
// writing (issue 23's sixth shift) the inits allocate ~700 KB in all (1,060
// KB before the fifth: x/net/html's entity table, Bubble Tea's key
// sequences, jsonschema's field tables and others now built at first use),
// the product's packages up to ~85 KB (concierge, agents/understand); with
// chroma, bluemonday, goldmark's inits and the product's patterns compiled
// at init they allocated ~7.5 MB.
const (
	initBudgetTotal   = 768 << 10
	initBudgetProduct = 88 << 10
	// initBudgetDomain is for the domains' packages, which register their
	// constructor at init and build their agents when a run asks for the
	// domain: insurance's two slot patterns compiled at init were 14 KB
	// and a quarter of a millisecond of every start, the bank's included
	initBudgetDomain = 2 << 10
	// initBudgetCopied is for the packages of the dependencies copied into
	// third_party to build their tables at first use: one that builds at
	// init again (an upgrade copied without the change) shows here
	initBudgetCopied = 8 << 10
)

// domainPackages are the product's domains (R39), cheap at init.
var domainPackages = []string{
	"github.com/concierge-dev/concierge/agents/bank",
	"github.com/concierge-dev/concierge/agents/insurance",
	"github.com/concierge-dev/concierge/agents/domainfile",
}

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

// initTraceOnce builds the binary once for the tests that read its
// package inits.
var initTraceOnce struct {
	sync.Once
	trace string
	err   error
}

// versionInitTrace builds the binary and runs `concierge version` with
// GODEBUG=inittrace=1, and returns what the runtime wrote: one line for
// each package init, in the order they ran.
func versionInitTrace(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("builds the binary")
	}
	o := &initTraceOnce
	o.Do(func() {
		gocmd, err := exec.LookPath("go")
		if err != nil {
			o.err = fmt.Errorf("the go command is needed to build the binary: %v", err)
			return
		}
		dir, err := os.MkdirTemp("", "concierge-inittrace")
		if err != nil {
			o.err = err
			return
		}
		defer os.RemoveAll(dir)
		bin := filepath.Join(dir, "concierge")
		if out, err := exec.Command(gocmd, "build", "-o", bin, ".").CombinedOutput(); err != nil {
			o.err = fmt.Errorf("go build: %v\n%s", err, out)
			return
		}
		cmd := exec.Command(bin, "version", "--engine", "offline", "--data-dir", filepath.Join(dir, "data"))
		cmd.Env = append(os.Environ(), "GODEBUG=inittrace=1")
		var trace strings.Builder
		cmd.Stderr = &trace
		if err := cmd.Run(); err != nil {
			o.err = fmt.Errorf("concierge version: %v\n%s", err, trace.String())
			return
		}
		o.trace = trace.String()
	})
	if o.err != nil {
		t.Fatal(o.err)
	}
	return o.trace
}

// TestInitAllocations reads the package inits of `concierge version`: a
// package variable that compiles a pattern, parses templates or builds a
// table at init shows here, not only as a slower start.
func TestInitAllocations(t *testing.T) {
	t.Parallel()
	trace := versionInitTrace(t)
	total, inits := 0, 0
	for _, line := range strings.Split(trace, "\n") {
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
		if slices.Contains(domainPackages, f[1]) && n > initBudgetDomain {
			t.Errorf("%s allocates %d bytes at init, over %d: a domain builds its patterns and agents when a run asks for it (R55)", f[1], n, initBudgetDomain)
		}
		if slices.Contains(copiedPackages, f[1]) && n > initBudgetCopied {
			t.Errorf("%s allocates %d KB at init, over %d KB: its copy in third_party builds its tables at first use (PATCHED.md)", f[1], n>>10, initBudgetCopied>>10)
		}
	}
	if inits < 100 {
		t.Fatalf("read %d package inits from the trace: the check would prove nothing\n%s", inits, trace)
	}
	if total > initBudgetTotal {
		t.Errorf("package inits allocate %d KB in all, over %d KB: what they build costs every start (R55)", total>>10, initBudgetTotal>>10)
	}
}

// stackStart is the package that grows the main goroutine's stack before
// the deep package inits run (its doc comment says why).
const stackStart = "github.com/concierge-dev/concierge/cmd/concierge/internal/stackstart"

// TestStackGrownFirst fails if the stack is no longer grown at start, or
// is grown too late: after a package outside the standard library, whose
// inits are the deep ones (an import added to stackstart delays it until
// that import's own imports have run).
func TestStackGrownFirst(t *testing.T) {
	t.Parallel()
	trace := versionInitTrace(t)
	var before []string
	for _, line := range strings.Split(trace, "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "init" {
			continue
		}
		if f[1] == stackStart {
			return
		}
		if first, _, _ := strings.Cut(f[1], "/"); strings.Contains(first, ".") {
			t.Fatalf("%s's init ran before %s's: grow the stack before the dependencies' inits (inits before it: %v)", f[1], stackStart, before)
		}
		before = append(before, f[1])
	}
	t.Fatalf("%s's init did not run (is cmd/concierge's import of it gone?)\n%s", stackStart, trace)
}

// gcStart is the package that puts the first garbage collection off (its
// doc comment says why).
const gcStart = "github.com/concierge-dev/concierge/cmd/concierge/internal/gcstart"

// TestFirstCollectionPutOff fails if the binary no longer links gcstart:
// then a short run collects whenever its ~3 MB of allocations reach the
// runtime's first goal, ~10% of its CPU and ~1.7 MiB of its peak RSS.
func TestFirstCollectionPutOff(t *testing.T) {
	t.Parallel()
	trace := versionInitTrace(t)
	for _, line := range strings.Split(trace, "\n") {
		if f := strings.Fields(line); len(f) >= 2 && f[0] == "init" && f[1] == gcStart {
			return
		}
	}
	t.Fatalf("%s's init did not run (is cmd/concierge's import of it gone?)\n%s", gcStart, trace)
}

// TestNoDebugPagesAtInit fails if a package init registers an HTTP handler
// on http.DefaultServeMux, which concierge never serves: the mux records
// each registration's caller, a walk of the binary's function tables that
// cost every start ~0.4 MiB of peak RSS (R55). x/net/trace, which gRPC
// imports, did so for its debug pages; third_party/xnet registers them at
// the first trace (PATCHED.md). This test binary links what the binary
// links and has made no trace.
func TestNoDebugPagesAtInit(t *testing.T) {
	for _, path := range []string{"/debug/requests", "/debug/events", "/debug/pprof/", "/debug/vars"} {
		if _, pat := http.DefaultServeMux.Handler(&http.Request{URL: &url.URL{Path: path}}); pat != "" {
			t.Errorf("%s is registered on http.DefaultServeMux at init (pattern %q)", path, pat)
		}
	}
}
