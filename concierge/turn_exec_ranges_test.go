package concierge

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Each file that adds effects to the reading declares its turnExec
// constants from an iota base of its own ("iota + 400"). Two files that
// pick the same base give two commands the same effect, silently: the
// bug a merge made once (two files on 1500). Every base must be distinct.
func TestTurnExecBasesDistinct(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	fs := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		f, err := parser.ParseFile(fs, name, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.CONST {
				continue
			}
			for _, sp := range g.Specs {
				v := sp.(*ast.ValueSpec)
				id, ok := v.Type.(*ast.Ident)
				if !ok || id.Name != "turnExec" || len(v.Values) != 1 {
					continue
				}
				base := string(src[fs.Position(v.Values[0].Pos()).Offset:fs.Position(v.Values[0].End()).Offset])
				if other, dup := seen[base]; dup {
					t.Errorf("%s and %s both start their turnExec constants at %q", other, name, base)
				}
				seen[base] = name
			}
		}
	}
	if len(seen) < 5 {
		t.Fatalf("found only %d turnExec bases: the scan is broken", len(seen))
	}
}
