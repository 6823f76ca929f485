package prompts

import (
	"io/fs"
	"strings"
	"sync"
	"text/template"
)

// A reply needs a few of the templates, and parsing all eight files cost
// ~0.5 ms and 200 KB at the first reply of every run (R55: a twentieth of
// `concierge demo bank`). So the files are cut at their {{define}}s, and a
// template is parsed when it is first rendered, with the templates it
// calls. TestLazyTemplatesAsParsed holds every one to what the whole parse
// renders.

// lazySet is the templates parsed so far; mu guards it: a parse adds to the
// set's names, which an execution reads.
var lazySet struct {
	mu     sync.RWMutex
	set    *template.Template
	parsed map[string]bool
}

// definitions is the text of every {{define}} by name, from its start to the
// next one's (comments between them go with it). A name defined twice keeps
// the last, as a parse of the files in order does.
var definitions = sync.OnceValue(func() map[string]string {
	defs := map[string]string{}
	names, err := fs.Glob(files, "*.tmpl")
	if err != nil {
		panic(err)
	}
	for _, n := range names {
		b, err := fs.ReadFile(files, n)
		if err != nil {
			panic(err)
		}
		text := string(b)
		starts := defineStarts(text)
		for i, at := range starts {
			end := len(text)
			if i+1 < len(starts) {
				end = starts[i+1]
			}
			defs[defineName(text[at:])] = text[at:end]
		}
	}
	return defs
})

// defineStarts is where each {{define "…"}} or {{- define "…"}} of text
// begins.
func defineStarts(text string) []int {
	var at []int
	for i := 0; ; {
		j := strings.Index(text[i:], "{{")
		if j < 0 {
			return at
		}
		i += j
		rest := strings.TrimLeft(strings.TrimPrefix(text[i+2:], "-"), " \t\r\n")
		if strings.HasPrefix(rest, `define "`) {
			at = append(at, i)
		}
		i += 2
	}
}

// defineName is the name of the {{define}} text begins with.
func defineName(text string) string {
	_, rest, _ := strings.Cut(text, `define "`)
	name, _, _ := strings.Cut(rest, `"`)
	return name
}

// calledNames are the templates a definition calls with {{template "…"}}.
func calledNames(def string) []string {
	var names []string
	for _, part := range strings.Split(def, "{{")[1:] {
		rest := strings.TrimLeft(strings.TrimPrefix(part, "-"), " \t\r\n")
		if after, ok := strings.CutPrefix(rest, `template "`); ok {
			name, _, _ := strings.Cut(after, `"`)
			names = append(names, name)
		}
	}
	return names
}

// lazyTemplate is the set with name and every template it calls parsed; a
// name no file defines is left for the execution to report.
func lazyTemplate(name string) (*template.Template, error) {
	lazySet.mu.RLock()
	set, done := lazySet.set, lazySet.parsed[name]
	lazySet.mu.RUnlock()
	if done {
		return set, nil
	}
	lazySet.mu.Lock()
	defer lazySet.mu.Unlock()
	if lazySet.set == nil {
		lazySet.set = template.New("").Funcs(funcs())
		lazySet.parsed = map[string]bool{}
	}
	defs := definitions()
	todo := []string{name}
	for len(todo) > 0 {
		n := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		def, ok := defs[n]
		if lazySet.parsed[n] || !ok {
			continue
		}
		if _, err := lazySet.set.New("define " + n).Parse(def); err != nil {
			return nil, err
		}
		lazySet.parsed[n] = true
		todo = append(todo, calledNames(def)...)
	}
	return lazySet.set, nil
}

// executeLazy renders name from the lazily parsed set.
func executeLazy(b *strings.Builder, name string, data any) error {
	set, err := lazyTemplate(name)
	if err != nil {
		return err
	}
	lazySet.mu.RLock()
	defer lazySet.mu.RUnlock()
	return set.ExecuteTemplate(b, name, data)
}
