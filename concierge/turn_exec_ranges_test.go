package concierge

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
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
	type span struct {
		file     string
		from, to int // the constants' values: base … base+count-1
	}
	var spans []span
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
			for i, sp := range g.Specs {
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
				from := 0
				if b, ok := v.Values[0].(*ast.BinaryExpr); ok {
					if lit, ok := b.Y.(*ast.BasicLit); ok {
						from, _ = strconv.Atoi(lit.Value)
					}
				}
				n := 0 // the constants after it in the block take iota on
				for _, rest := range g.Specs[i:] {
					n += len(rest.(*ast.ValueSpec).Names)
				}
				spans = append(spans, span{name, from, from + n - 1})
			}
		}
	}
	for i, a := range spans {
		for _, b := range spans[i+1:] {
			if a.from <= b.to && b.from <= a.to {
				t.Errorf("%s's turnExec constants (%d–%d) overlap %s's (%d–%d)", a.file, a.from, a.to, b.file, b.from, b.to)
			}
		}
	}
	if len(seen) < 5 {
		t.Fatalf("found only %d turnExec bases: the scan is broken", len(seen))
	}
}
