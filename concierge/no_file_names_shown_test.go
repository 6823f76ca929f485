package concierge

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// What the user sees never names a source file: four side-panel notes
// ended with one ("… own money (own_money_seen.go)"; round 31's tester).
// Comments may name files; string literals of the product may not.
func TestNoSourceFileNameInShownText(t *testing.T) {
	fileName := regexp.MustCompile(`\b[a-z0-9_]+\.go\b`)
	for _, dir := range []string{".", "../prompts", "../agents", "../tui"} {
		paths, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, p := range paths {
			if strings.HasSuffix(p, "_test.go") {
				continue
			}
			src, err := os.ReadFile(p)
			if err != nil {
				t.Fatal(err)
			}
			fs := token.NewFileSet()
			f, err := parser.ParseFile(fs, p, src, parser.SkipObjectResolution)
			if err != nil {
				t.Fatal(err)
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if lit, ok := n.(*ast.BasicLit); ok && lit.Kind == token.STRING && fileName.MatchString(lit.Value) && !strings.Contains(lit.Value, "/") {
					t.Errorf("%s: a string shown may name a source file: %s", fs.Position(lit.Pos()), lit.Value)
				}
				return true
			})
		}
	}
}
