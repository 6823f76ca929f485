package understand_test

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents/understand"
)

// harmReaders are the readers of every domain a harm check runs with:
// the built-in bank and insurance, and the notes example.
func harmReaders(t *testing.T) map[string]*understand.Reader {
	t.Helper()
	readers := map[string]*understand.Reader{}
	for _, d := range builtins() {
		r, err := understand.New(d)
		if err != nil {
			t.Fatal(err)
		}
		readers[d.Name] = r
	}
	notes, err := understand.New(exampleDomain(t, "../../examples/notes/notes.yaml", notesServer()))
	if err != nil {
		t.Fatal(err)
	}
	readers["notes"] = notes
	return readers
}

// lines are the phrasings of a testdata file: one a line, # comments
// and blank lines left out.
func lines(t *testing.T, path string) []string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if s := strings.TrimSpace(sc.Text()); s != "" && !strings.HasPrefix(s, "#") {
			out = append(out, s)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// ownLines are the phrasings of every testdata file the pattern names:
// one file per shift that wrote them.
func ownLines(t *testing.T, pattern string) []string {
	t.Helper()
	paths, err := filepath.Glob(pattern)
	if err != nil || len(paths) == 0 {
		t.Fatalf("no files %s (%v)", pattern, err)
	}
	var out []string
	for _, p := range paths {
		out = append(out, lines(t, p)...)
	}
	return out
}

// R53 on innocent requests written as users type them (issue 24, third
// harm shift): figurative harm words ("this app is killing me", "that
// rate is a steal"), negations and corrections, family named as payees,
// lawful decline reasons that mention age, health or place, notes. None
// may be refused by any domain's check.
func TestOwnInnocentLinesAreNotRefused(t *testing.T) {
	readers := harmReaders(t)
	for _, s := range ownLines(t, "testdata/harm_innocent_*.txt") {
		for name, r := range readers {
			if why, harmful := r.Harm(s); harmful {
				t.Errorf("%s: %q refused (%s)", name, s, why)
			}
		}
	}
}

// R53 on harmful requests of kinds beyond R8's table (issue 24, third
// harm shift): structuring, laundering in small transfers, social
// engineering, pressing an elderly relative, fraud on an insurer,
// harassing through payment references, getting past the approval or the
// limits, prompt injection for secrets. Each must be refused.
func TestOwnHarmfulLinesAreRefused(t *testing.T) {
	readers := harmReaders(t)
	for _, s := range ownLines(t, "testdata/harm_harmful_*.txt") {
		refused := false
		for _, r := range readers {
			if _, harmful := r.Harm(s); harmful {
				refused = true
			}
		}
		if !refused {
			t.Errorf("%q passed", s)
		}
	}
}
