package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// matchingMethods are the methods a reading.LazyRegexp answers from its
// stored needs, without compiling the expression for a text that holds
// none of them. Called on the compiled regexp.Regexp instead
// (`p.Regexp().FindAllStringIndex(text, -1)`), they compile the pattern
// for every text: the bank demo compiled the whole-balance amount (1,181
// bytes, ~0.4 ms, 2% of its CPU) for "To account ID 1234324" that way
// (R55).
var matchingMethods = map[string]bool{
	"MatchString": true, "FindString": true, "FindStringIndex": true,
	"FindStringSubmatch": true, "FindStringSubmatchIndex": true,
	"FindAllString": true, "FindAllStringIndex": true, "FindAllStringSubmatch": true,
	"FindAllStringSubmatchIndex": true, "ReplaceAllString": true,
	"ReplaceAllStringFunc": true, "Split": true,
}

// TestNoCompiledBypass fails for product code (outside agents/reading,
// which defines LazyRegexp) that takes a pattern's compiled Regexp() to
// match with, or keeps it to match with later: the LazyRegexp's own
// method does the same after its needs say the text may match. Taking it
// for what needs no text (SubexpNames, NumSubexp) is fine.
func TestNoCompiledBypass(t *testing.T) {
	root := filepath.Join("..", "..")
	fset := token.NewFileSet()
	var found []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != root && (name == "third_party" || name == "testdata" || strings.HasPrefix(name, ".")) {
				return filepath.SkipDir
			}
			if filepath.ToSlash(p) == "../../agents/reading" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, p, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, pos := range compiledBypasses(f) {
			found = append(found, fset.Position(pos).String())
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(found) > 0 {
		t.Fatalf("a pattern's Regexp() matched with directly, compiled for every text (call the LazyRegexp's method instead):\n  %s",
			strings.Join(found, "\n  "))
	}
}

// compiledBypasses are the positions in f of `x.Regexp()` calls whose
// result is matched with or kept.
func compiledBypasses(f *ast.File) []token.Pos {
	isRegexpCall := func(e ast.Expr) bool {
		call, ok := e.(*ast.CallExpr)
		if !ok || len(call.Args) != 0 {
			return false
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		return ok && sel.Sel.Name == "Regexp"
	}
	fine := map[ast.Expr]bool{} // Regexp() calls followed by a method that reads no text
	var out []token.Pos
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok && isRegexpCall(sel.X) {
			if matchingMethods[sel.Sel.Name] {
				out = append(out, sel.X.Pos())
			}
			fine[sel.X] = true
			return true
		}
		if e, ok := n.(ast.Expr); ok && isRegexpCall(e) && !fine[e] {
			out = append(out, e.Pos())
		}
		return true
	})
	return out
}

// TestCompiledBypassesFound holds the scan to the shapes it must see.
func TestCompiledBypassesFound(t *testing.T) {
	src := `package p
func f() {
	_ = a.Regexp().FindAllStringIndex(s, -1) // matched with: found
	x := b.Regexp()                           // kept: found
	_ = c.Regexp().SubexpNames()              // reads no text: fine
	_ = d.FindAllStringIndex(s, -1)           // the lazy method: fine
	_ = x
}`
	f, err := parser.ParseFile(token.NewFileSet(), "p.go", src, 0)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(compiledBypasses(f)); got != 2 {
		t.Fatalf("found %d bypasses, want 2 (a's and b's)", got)
	}
}
