package prompts

import (
	"io/fs"
	"testing"
)

// TestTemplatesParse parses every template file, as package init did
// before the parse was deferred to the first render (R55): a broken file
// fails here, not in front of a user. Every file must define templates.
func TestTemplatesParse(t *testing.T) {
	t.Parallel()
	tmpl := templates()
	names, err := fs.Glob(files, "*.tmpl")
	if err != nil || len(names) == 0 {
		t.Fatalf("no template files embedded: %v", err)
	}
	if n := len(tmpl.Templates()); n < len(names) {
		t.Errorf("%d templates defined by %d files", n, len(names))
	}
	for _, want := range []string{"menu", "goodbye"} {
		if tmpl.Lookup(want) == nil {
			t.Errorf("template %q is not defined", want)
		}
	}
}
