package domainfile

import (
	"fmt"
	"os"
	"path/filepath"
	goruntime "runtime"
	"strings"
	"testing"
	"time"
)

// deepBlock is n mapping levels by indentation: a:\n  a:\n    a: …
func deepBlock(n int) string {
	var b strings.Builder
	b.WriteString("name: t\nfacts:\n")
	for i := range n {
		b.WriteString(strings.Repeat(" ", i+1) + "a:\n")
	}
	return b.String()
}

// laughs is the billion laughs: ten levels of ten aliases of the level
// before.
func laughs() string {
	var b strings.Builder
	b.WriteString("name: t\nfacts:\n  l0: &l0 [x, x, x, x, x, x, x, x, x, x]\n")
	for i := 1; i < 10; i++ {
		fmt.Fprintf(&b, "  l%d: &l%d [%s]\n", i, i, strings.TrimSuffix(strings.Repeat(fmt.Sprintf("*l%d, ", i-1), 10), ", "))
	}
	b.WriteString("agents: *l9\n")
	return b.String()
}

// A file that nests too deep, or whose aliases multiply, is refused at
// its place before the YAML library builds it: fast and in little memory
// whatever its size (R55). Before the pre-scan, 40 KB of "[[[[" took the
// parser 677 MB.
func TestDeepOrExplodingFilesAreRefusedCheaply(t *testing.T) {
	for _, tc := range []struct {
		name, src string
		at        string // LINE:COL of the problem
		want      string
	}{
		{"flow lists", "name: t\nagents: " + strings.Repeat("[", 100_000) + strings.Repeat("]", 100_000) + "\n", "2:72", "nest deeper than 64 levels"},
		{"flow mappings", "name: t\nagents: " + strings.Repeat("{a: ", 50_000) + "1" + strings.Repeat("}", 50_000) + "\n", "2:261", "nest deeper than 64 levels"},
		{"block indentation", deepBlock(1_000), "66:65", "nest deeper than 64 levels"},
		{"compact sequences", "name: t\nagents:\n" + strings.Repeat("- ", 50_000) + "x\n", "3:127", "nest deeper than 64 levels"},
		{"block then flow", deepBlock(40) + strings.Repeat(" ", 41) + "b: " + strings.Repeat("[", 1000) + "\n", "43:67", "nest deeper than 64 levels"},
		{"flow across lines", "name: t\nagents: [\n" + strings.Repeat("  [\n", 10_000), "65:3", "nest deeper than 64 levels"},
		{"billion laughs", laughs(), "6:47", "aliases in this file stand for more than 10000 values"},
		{"an alias in its own anchor", "name: t\nfacts: &a [x, *a]\n", "2:15", "aliases in this file stand for more than"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var before, after goruntime.MemStats
			goruntime.GC()
			goruntime.ReadMemStats(&before)
			start := time.Now()
			_, err := Parse("deep.yaml", []byte(tc.src), Options{})
			took := time.Since(start)
			goruntime.ReadMemStats(&after)
			ps := Problems(err)
			if len(ps) != 1 || fmt.Sprintf("%d:%d", ps[0].Line, ps[0].Col) != tc.at || !strings.Contains(ps[0].Msg, tc.want) {
				t.Fatalf("problems %v, want one at %s saying %q", ps, tc.at, tc.want)
			}
			if !strings.HasPrefix(err.Error(), "deep.yaml:"+tc.at+": ") {
				t.Errorf("error %q", err)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 20<<20 {
				t.Errorf("%d MB allocated for a %d KB file", alloc>>20, len(tc.src)>>10)
			}
			if took > 500*time.Millisecond {
				t.Errorf("took %v", took)
			}
		})
	}
}

// What only looks deep is not: brackets in quotes, comments and block
// scalars, and a file as deep as the limit.
func TestPrescanCountsOnlyStructure(t *testing.T) {
	t.Parallel()
	many := strings.Repeat("[{", 200)
	for _, tc := range []struct{ name, src string }{
		{"quoted", "name: t\ngreeting: \"" + many + "\"\nagain: '" + many + "'\n"},
		{"quoted in flow", "name: t\nfacts: [\"" + many + "\", '" + many + "']\n"},
		{"comment", "name: t # " + many + "\n# " + many + "\n"},
		{"block scalar", "name: t\ngreeting: |\n  " + many + "\n  " + many + "\n\n  more\nagain: >-\n  " + many + "\n"},
		{"block scalar in a list", "name: t\nagents:\n  - name: a\n    description: |\n      " + many + "\n    tool: rx/x\n"},
		{"plain text", "name: t\ngreeting: a[b{c " + many + "\n"},
		{"at the limit", "name: t\nfacts: " + strings.Repeat("[", MaxDepth-1) + strings.Repeat("]", MaxDepth-1) + "\n"},
		{"block at the limit", deepBlock(MaxDepth - 2)},
	} {
		if at, deep := deepAt([]byte(tc.src)); deep {
			t.Errorf("%s: deep at %v", tc.name, at)
		}
	}
	if _, deep := deepAt([]byte("name: t\nfacts: " + strings.Repeat("[", MaxDepth))); !deep {
		t.Error("one level past the limit is not refused")
	}
}

// The repository's own domain files pass the pre-scan, and use aliases
// within the bound.
func TestPrescanPassesTheExamples(t *testing.T) {
	t.Parallel()
	files, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*", "*.yaml"))
	more, _ := filepath.Glob(filepath.Join("..", "..", "examples", "*.yaml"))
	files = append(files, more...)
	if len(files) == 0 {
		t.Skip("no example domain files")
	}
	for _, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if at, deep := deepAt(src); deep {
			t.Errorf("%s: deep at %v", f, at)
		}
	}
}
