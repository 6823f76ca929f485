package agents_test

import (
	"bytes"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// The layers of the repository (SPEC §1, ARCHITECTURE.md), lowest first:
//
//	state, prompts ← agents/reading ← agents ← agents/understand ← agents/{offline,openai,bank,insurance,mcp}
//	  ← agents/domainfile (agents acting through agents/mcp) ← concierge ← concierge/scenario ← tui ← cmd/cli ← cmd/concierge
//
// concierge/scenario, the scenario harness (R21, R33, R47), drives the
// loop from outside through its exported API and knows no front end: the
// screens it checks are drawn by a function its caller passes.
// concierge/scenarios only embeds the demo files: it imports nothing of
// the product.
//
// concierge/telemetry, the OpenTelemetry export (R49), sits beside tui: it
// reads the engine's events and knows no front end; only it (and cmd,
// which starts it) imports the OpenTelemetry SDK.
//
// agents/mcp, the MCP client, sits among the agents/* packages; any of
// them may use it (agents/domainfile does).
//
// A package imports only from layers below its own, and the brains and
// domains under agents do not import one another. Only the product's code
// is checked: a test may reach up (the README's agent example runs
// on the loop), since nothing ships with it.

const module = "github.com/concierge-dev/concierge"

// maxLines bounds a source file: one clear subject a file (STYLE 8).
const maxLines = 500

// uiLibraries are the terminal UI modules only tui and cmd may import.
var uiLibraries = []string{
	"github.com/charmbracelet/bubbletea",
	"github.com/charmbracelet/bubbles",
	"github.com/charmbracelet/lipgloss",
}

// within reports whether pkg is dir or a package under it.
func within(pkg, dir string) bool { return pkg == dir || strings.HasPrefix(pkg, dir+"/") }

// forbidden says why package pkg (relative to the module) must not import
// imp (relative to the module, or "" for a package outside it), or "".
func forbidden(pkg, imp, external string) string {
	if external != "" && within(external, "go.opentelemetry.io") && !within(pkg, "concierge/telemetry") && !within(pkg, "cmd") {
		return "only concierge/telemetry exports traces"
	}
	if external != "" {
		for _, ui := range uiLibraries {
			if within(external, ui) && !within(pkg, "tui") && !within(pkg, "cmd") {
				return "only tui and cmd use the terminal UI libraries"
			}
		}
		return ""
	}
	switch {
	case pkg == "state":
		if within(imp, "agents") || imp == "concierge" || within(imp, "tui") || within(imp, "cmd") {
			return "state is the bottom layer"
		}
	case pkg == "prompts":
		if within(imp, "agents") || imp == "concierge" || within(imp, "tui") || within(imp, "cmd") {
			return "prompts sits beside state, below the agents"
		}
	case pkg == "agents/reading":
		return "agents/reading is a leaf: it imports nothing of the product"
	case pkg == "agents":
		if !slices.Contains([]string{"state", "prompts", "agents/reading"}, imp) {
			return "the agent model imports only state, prompts and agents/reading"
		}
	case within(pkg, "agents/understand"):
		// the offline reader (R51) sits between agents and the brains
		if !slices.Contains([]string{"agents", "agents/reading"}, imp) && !within(imp, "agents/understand") {
			return "agents/understand imports only agents and agents/reading"
		}
	case within(pkg, "agents/domainfile"):
		// the YAML loader builds agents that act through MCP tools
		if !slices.Contains([]string{"state", "prompts", "agents", "agents/reading", "agents/mcp"}, imp) {
			return "agents/domainfile imports only state, prompts, agents, agents/reading and agents/mcp"
		}
	case within(pkg, "agents"):
		if imp == "concierge" || within(imp, "tui") || within(imp, "cmd") {
			return "brains and domains sit below the loop"
		}
		// agents/openai may use agents/openai/openaitest, not agents/offline;
		// agents/mcp is the MCP client every domain may use (domainfile
		// does), but its example servers are the command's
		own := "agents/" + strings.SplitN(strings.TrimPrefix(pkg, "agents/"), "/", 2)[0]
		if strings.HasPrefix(imp, "agents/") && imp != "agents/reading" && imp != "agents/mcp" && imp != "agents/understand" && !within(imp, own) {
			return "a brain or a domain does not import another one"
		}
	case pkg == "concierge":
		if within(imp, "tui") || within(imp, "cmd") {
			return "the loop knows no front end"
		}
		if within(imp, "concierge/scenario") {
			return "the loop does not know the harness that drives it"
		}
	case pkg == "concierge/scenarios":
		return "concierge/scenarios only embeds the demo files: it imports nothing of the product"
	case within(pkg, "concierge/scenario"):
		if within(imp, "tui") || within(imp, "cmd") {
			return "the scenario harness knows no front end: its caller draws the screens"
		}
	case within(pkg, "concierge/telemetry"):
		if within(imp, "tui") || within(imp, "cmd") {
			return "the trace export knows no front end"
		}
	case within(pkg, "tui"):
		if within(imp, "cmd") {
			return "tui sits below the commands"
		}
	case pkg == "cmd/cli":
		if imp == "cmd/concierge" {
			return "the command tree is a library; main calls it"
		}
	}
	return ""
}

// repoRoot is the directory of go.mod, above the test's own.
func repoRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		up := filepath.Dir(dir)
		if up == dir {
			t.Fatal("no go.mod above the test")
		}
		dir = up
	}
}

// sourceFile is one non-test .go file of the product.
type sourceFile struct {
	rel     string // slash path from the repository root
	pkg     string // its package's directory, relative to the root
	lines   int
	imports []string
	// generated: the file says it is written by a tool (Go's "Code
	// generated … DO NOT EDIT." line); its size is the data's, not a
	// subject to split
	generated bool
}

func productFiles(t *testing.T) []sourceFile {
	t.Helper()
	root := repoRoot(t)
	var out []sourceFile
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		name := d.Name()
		if d.IsDir() {
			if p != root && (name == "testdata" || strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_")) {
				return filepath.SkipDir
			}
			// A folder with a go.mod of its own is another module
			// (third_party/glamour, a patched copy of upstream code that
			// go.mod replaces): not the product's code, so not held to
			// its layers or its file sizes.
			if _, err := os.Stat(filepath.Join(p, "go.mod")); p != root && err == nil {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(fset, p, src, parser.ImportsOnly)
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, p)
		sf := sourceFile{rel: filepath.ToSlash(rel), lines: bytes.Count(src, []byte("\n"))}
		if len(src) > 0 && src[len(src)-1] != '\n' {
			sf.lines++
		}
		sf.pkg = path.Dir(sf.rel)
		sf.generated = generatedMark.Match(src)
		for _, is := range f.Imports {
			imp, _ := strconv.Unquote(is.Path.Value)
			sf.imports = append(sf.imports, imp)
		}
		out = append(out, sf)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(out) == 0 {
		t.Fatal("found no source files")
	}
	return out
}

func TestLayers(t *testing.T) {
	t.Parallel()
	var bad []string
	for _, f := range productFiles(t) {
		for _, imp := range f.imports {
			rel, external := "", imp
			if within(imp, module) {
				rel, external = strings.TrimPrefix(strings.TrimPrefix(imp, module), "/"), ""
			}
			if why := forbidden(f.pkg, rel, external); why != "" {
				bad = append(bad, f.rel+" imports "+imp+": "+why)
			}
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("imports against the layers:\n\t%s", strings.Join(bad, "\n\t"))
	}
}

// generatedMark is Go's convention for a file a tool writes
// (https://go.dev/s/generatedcode), on a line of its own.
var generatedMark = regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`)

func TestFileSizes(t *testing.T) {
	t.Parallel()
	var bad []string
	for _, f := range productFiles(t) {
		if f.lines > maxLines && !f.generated {
			bad = append(bad, f.rel+": "+strconv.Itoa(f.lines)+" lines")
		}
	}
	sort.Strings(bad)
	if len(bad) > 0 {
		t.Errorf("source files over %d lines; split them by subject:\n\t%s", maxLines, strings.Join(bad, "\n\t"))
	}
}

// The rules themselves: each layer refuses what sits above it.
func TestForbidden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		pkg, imp, external string
		refused            bool
	}{
		{"state", "agents", "", true},
		{"state", "agents/reading", "", true},
		{"agents/reading", "state", "", true},
		{"agents", "agents/reading", "", false},
		{"agents", "agents/offline", "", true},
		{"agents", "concierge", "", true},
		{"agents/offline", "agents", "", false},
		{"agents/offline", "agents/reading", "", false},
		{"agents/offline", "agents/openai", "", true},
		{"agents/bank", "agents/insurance", "", true},
		{"agents/openai", "agents/openai/openaitest", "", false},
		{"agents/openai/openaitest", "agents/openai", "", false},
		{"agents/bank", "concierge", "", true},
		{"agents/openai/openaitest", "tui", "", true},
		{"concierge", "agents/bank", "", false},
		{"concierge", "tui", "", true},
		{"tui", "concierge", "", false},
		{"tui", "cmd/cli", "", true},
		{"cmd/cli", "tui", "", false},
		{"agents/domainfile", "agents/mcp", "", false},
		{"agents/domainfile", "agents/mcp/example", "", true},
		{"agents/mcp", "agents/offline", "", true},
		{"agents/mcp", "concierge", "", true},
		{"agents/mcp/example", "agents/mcp", "", false},
		{"agents/mcp/example", "tui", "", true},
		{"cmd/cli", "agents/mcp/example", "", false},
		{"concierge", "", "github.com/charmbracelet/bubbletea", true},
		{"agents", "", "github.com/charmbracelet/lipgloss", true},
		{"tui", "", "github.com/charmbracelet/bubbles/key", false},
		{"cmd/cli", "", "github.com/charmbracelet/bubbletea", false},
		{"concierge", "", "github.com/charmbracelet/x/ansi", false},
		{"agents/domainfile", "agents/mcp", "", false},
		{"agents/domainfile", "agents", "", false},
		{"agents/domainfile", "state", "", false},
		{"agents/domainfile", "agents/bank", "", true},
		{"agents/domainfile", "concierge", "", true},
		{"agents/domainfile", "tui", "", true},
		{"concierge/telemetry", "concierge", "", false},
		{"concierge/telemetry", "tui", "", true},
		{"concierge/telemetry", "cmd/cli", "", true},
		{"concierge/telemetry", "", "go.opentelemetry.io/otel/sdk/trace", false},
		{"concierge/telemetry/otlptest", "", "go.opentelemetry.io/proto/otlp/trace/v1", false},
		{"concierge", "", "go.opentelemetry.io/otel", true},
		{"agents/openai", "", "go.opentelemetry.io/otel/trace", true},
		{"cmd/cli", "concierge/telemetry", "", false},
		{"concierge/scenario", "concierge", "", false},
		{"concierge/scenario", "concierge/scenarios", "", false},
		{"concierge/scenario", "agents/domainfile", "", false},
		{"concierge/scenario", "tui", "", true},
		{"concierge/scenario", "cmd/cli", "", true},
		{"concierge/scenario", "", "github.com/charmbracelet/bubbletea", true},
		{"concierge", "concierge/scenario", "", true},
		{"concierge/scenarios", "state", "", true},
		{"tui", "concierge/scenario", "", false},
		{"cmd/cli", "concierge/scenario", "", false},
	} {
		if got := forbidden(tc.pkg, tc.imp, tc.external) != ""; got != tc.refused {
			t.Errorf("%s importing %s%s: refused %v, want %v", tc.pkg, tc.imp, tc.external, got, tc.refused)
		}
	}
}
