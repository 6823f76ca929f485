package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The product's patterns as written in its source: every call of
// reading.Lazy (or of a one-line wrapper of it, as agents/understand's re)
// whose expression is a constant — string literals, constants of the
// product's packages and their sums. A pattern made inside a function (a
// table built on first use with sync.OnceValue) is not made when the
// package is initialized, so reading.AllLazy does not hold it until that
// function runs; the table of needs must still hold it, or the pattern is
// compiled at its first use for any text (R55: the three card kinds,
// 1.4 KB of expressions, were compiled for every first message).

// initPatterns are the patterns the package inits made, taken before any
// test makes more.
var initPatterns = reading.AllLazy()

const (
	module     = "github.com/concierge-dev/concierge"
	readingPkg = module + "/agents/reading"
)

// sourcePackage is one package's files, constants and Lazy wrappers.
type sourcePackage struct {
	files    []*ast.File
	consts   map[string]ast.Expr // package-level constants by name
	wrappers map[string]bool     // functions whose body is return reading.Lazy(param)
}

// sourcePatterns returns the constant expressions of every reading.Lazy
// call in the product's non-test Go files under root (third_party
// excluded), sorted and without repeats, and the number of calls whose
// expression is not constant (made at run time from other values).
func sourcePatterns(t *testing.T, root string) (exprs []string, dynamic int) {
	t.Helper()
	fset := token.NewFileSet()
	pkgs := map[string]*sourcePackage{} // by import path
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); p != root && (name == "third_party" || name == "testdata" || strings.HasPrefix(name, ".")) {
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
		rel, err := filepath.Rel(root, filepath.Dir(p))
		if err != nil {
			return err
		}
		imp := path.Join(module, filepath.ToSlash(rel))
		sp := pkgs[imp]
		if sp == nil {
			sp = &sourcePackage{consts: map[string]ast.Expr{}, wrappers: map[string]bool{}}
			pkgs[imp] = sp
		}
		sp.files = append(sp.files, f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for imp, sp := range pkgs {
		for _, f := range sp.files {
			for _, decl := range f.Decls {
				switch decl := decl.(type) {
				case *ast.GenDecl:
					if decl.Tok != token.CONST {
						continue
					}
					for _, spec := range decl.Specs {
						vs := spec.(*ast.ValueSpec)
						for i, name := range vs.Names {
							if i < len(vs.Values) {
								sp.consts[name.Name] = vs.Values[i]
							}
						}
					}
				case *ast.FuncDecl:
					if decl.Recv == nil && isLazyWrapper(decl, lazyCallee(f, imp)) {
						sp.wrappers[decl.Name.Name] = true
					}
				}
			}
		}
	}
	seen := map[string]bool{}
	for imp, sp := range pkgs {
		for _, f := range sp.files {
			lazy := lazyCallee(f, imp)
			imports := fileImports(f)
			ast.Inspect(f, func(n ast.Node) bool {
				call, ok := n.(*ast.CallExpr)
				if !ok || len(call.Args) != 1 {
					return true
				}
				if !lazy(call.Fun) {
					id, ok := call.Fun.(*ast.Ident)
					if !ok || !sp.wrappers[id.Name] {
						return true
					}
				}
				s, ok := constString(call.Args[0], imp, imports, pkgs, 0)
				if !ok {
					if id, isParam := call.Args[0].(*ast.Ident); !isParam || !isWrapperParam(f, id) {
						dynamic++
					}
					return true
				}
				seen[s] = true
				return true
			})
		}
	}
	for s := range seen {
		exprs = append(exprs, s)
	}
	slices.Sort(exprs)
	return exprs, dynamic
}

// lazyCallee says whether an expression names reading.Lazy in file f of
// package imp.
func lazyCallee(f *ast.File, imp string) func(ast.Expr) bool {
	name := ""
	for _, is := range f.Imports {
		if p, _ := strconv.Unquote(is.Path.Value); p == readingPkg {
			name = "reading"
			if is.Name != nil {
				name = is.Name.Name
			}
		}
	}
	return func(e ast.Expr) bool {
		switch e := e.(type) {
		case *ast.Ident:
			return imp == readingPkg && e.Name == "Lazy"
		case *ast.SelectorExpr:
			x, ok := e.X.(*ast.Ident)
			return ok && name != "" && x.Name == name && e.Sel.Name == "Lazy"
		}
		return false
	}
}

// isLazyWrapper says whether fn is `func f(s string) *LazyRegexp { return
// reading.Lazy(s) }`.
func isLazyWrapper(fn *ast.FuncDecl, lazy func(ast.Expr) bool) bool {
	if fn.Body == nil || len(fn.Body.List) != 1 || fn.Type.Params.NumFields() != 1 || len(fn.Type.Params.List[0].Names) != 1 {
		return false
	}
	ret, ok := fn.Body.List[0].(*ast.ReturnStmt)
	if !ok || len(ret.Results) != 1 {
		return false
	}
	call, ok := ret.Results[0].(*ast.CallExpr)
	if !ok || len(call.Args) != 1 || !lazy(call.Fun) {
		return false
	}
	arg, ok := call.Args[0].(*ast.Ident)
	return ok && arg.Name == fn.Type.Params.List[0].Names[0].Name
}

// isWrapperParam says whether id is the parameter a wrapper passes on
// (its calls are counted where the wrapper is called).
func isWrapperParam(f *ast.File, id *ast.Ident) bool {
	for _, decl := range f.Decls {
		fn, ok := decl.(*ast.FuncDecl)
		if ok && fn.Body != nil && fn.Body.Pos() <= id.Pos() && id.End() <= fn.Body.End() && len(fn.Body.List) == 1 && fn.Type.Params.NumFields() == 1 {
			return len(fn.Type.Params.List[0].Names) == 1 && fn.Type.Params.List[0].Names[0].Name == id.Name
		}
	}
	return false
}

// fileImports maps the names a file gives its product imports to their
// paths.
func fileImports(f *ast.File) map[string]string {
	out := map[string]string{}
	for _, is := range f.Imports {
		p, _ := strconv.Unquote(is.Path.Value)
		if !strings.HasPrefix(p, module+"/") {
			continue
		}
		name := path.Base(p)
		if is.Name != nil {
			name = is.Name.Name
		}
		out[name] = p
	}
	return out
}

// constString evaluates e as a constant string of package imp: literals,
// sums, parentheses, the package's constants and those of the product
// packages the file imports.
func constString(e ast.Expr, imp string, imports map[string]string, pkgs map[string]*sourcePackage, depth int) (string, bool) {
	if depth > 50 {
		return "", false
	}
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.ParenExpr:
		return constString(e.X, imp, imports, pkgs, depth+1)
	case *ast.BinaryExpr:
		if e.Op != token.ADD {
			return "", false
		}
		a, ok := constString(e.X, imp, imports, pkgs, depth+1)
		if !ok {
			return "", false
		}
		b, ok := constString(e.Y, imp, imports, pkgs, depth+1)
		return a + b, ok
	case *ast.Ident:
		sp := pkgs[imp]
		if sp == nil || sp.consts[e.Name] == nil {
			return "", false
		}
		// a constant's own expression names its package's constants
		return constString(sp.consts[e.Name], imp, packageImports(sp, e.Name), pkgs, depth+1)
	case *ast.SelectorExpr:
		x, ok := e.X.(*ast.Ident)
		if !ok || imports[x.Name] == "" {
			return "", false
		}
		other := imports[x.Name]
		sp := pkgs[other]
		if sp == nil || sp.consts[e.Sel.Name] == nil {
			return "", false
		}
		return constString(sp.consts[e.Sel.Name], other, packageImports(sp, e.Sel.Name), pkgs, depth+1)
	}
	return "", false
}

// packageImports is the imports of the file of sp that declares the
// constant name.
func packageImports(sp *sourcePackage, name string) map[string]string {
	for _, f := range sp.files {
		for _, decl := range f.Decls {
			gd, ok := decl.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, spec := range gd.Specs {
				for _, n := range spec.(*ast.ValueSpec).Names {
					if n.Name == name {
						return fileImports(f)
					}
				}
			}
		}
	}
	return nil
}

// TestSourcePatternsFound: the scan finds the patterns made inside
// functions, which reading.AllLazy holds only once they have run. (Those
// made at init from other values, a list or a sum of variables, it cannot
// evaluate: AllLazy holds them.)
func TestSourcePatternsFound(t *testing.T) {
	t.Parallel()
	exprs, dynamic := sourcePatterns(t, "../..")
	if len(exprs) < 500 {
		t.Fatalf("found %d constant patterns in the source: the scan misses the product's reading.Lazy calls", len(exprs))
	}
	registered := map[string]bool{}
	for _, l := range initPatterns {
		registered[l.String()] = true
	}
	inFuncs := 0
	for _, e := range exprs {
		if !registered[e] {
			inFuncs++
		}
	}
	if inFuncs == 0 {
		t.Errorf("the scan found no pattern made inside a function: it does not look past package-level declarations")
	}
	t.Logf("%d constant patterns (%d made inside functions), %d calls made from other values", len(exprs), inFuncs, dynamic)
}

// productPatterns is every pattern of the product: those made at init
// (reading.AllLazy) and those in the source (sourcePatterns), sorted and
// without repeats.
func productPatterns(t *testing.T) []string {
	t.Helper()
	exprs, _ := sourcePatterns(t, "../..")
	for _, l := range initPatterns {
		exprs = append(exprs, l.String())
	}
	slices.Sort(exprs)
	return slices.Compact(exprs)
}
