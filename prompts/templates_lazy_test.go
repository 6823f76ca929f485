package prompts

import (
	"strings"
	"testing"
)

// TestLazyTemplatesAsParsed: each template, parsed at its first render
// with the templates it calls, renders what the whole set parsed at once
// renders (R55). Not parallel: it starts from an empty lazy set.
func TestLazyTemplatesAsParsed(t *testing.T) {
	lazySet.mu.Lock()
	lazySet.set, lazySet.parsed = nil, nil
	lazySet.mu.Unlock()

	// the first render parses what it needs, not every file
	var b strings.Builder
	if err := executeLazy(&b, "goodbye", nil); err != nil {
		t.Fatal(err)
	}
	defs := definitions()
	if len(defs) < 50 {
		t.Fatalf("found %d definitions in the template files", len(defs))
	}
	if n := len(lazySet.parsed); n == 0 || n > 3 {
		t.Errorf("rendering goodbye parsed %d templates", n)
	}

	whole := templates()
	if got, want := len(defs), len(whole.Templates())-countFiles(t); got != want {
		t.Errorf("cut %d definitions from the files, the whole parse defines %d", got, want)
	}
	for name := range defs {
		for _, data := range []any{nil, map[string]any{}} {
			var lazy, all strings.Builder
			lerr := executeLazy(&lazy, name, data)
			aerr := whole.ExecuteTemplate(&all, name, data)
			if (lerr == nil) != (aerr == nil) || lazy.String() != all.String() {
				t.Errorf("%s(%v) renders %q (%v) parsed alone, %q (%v) parsed with all", name, data, lazy.String(), lerr, all.String(), aerr)
			}
		}
	}
	if got := calledNames(`{{define "a"}}{{- template "items" .}} {{ template "b"}}{{end}}`); strings.Join(got, ",") != "items,b" {
		t.Errorf("calledNames = %q", got)
	}
}

// countFiles is how many template files there are: the whole parse names
// a template after each.
func countFiles(t *testing.T) int {
	entries, err := files.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	return len(entries)
}
