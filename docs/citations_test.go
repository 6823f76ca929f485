package docs

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// The repository's top folder, seen from this package's.
const top = ".."

// A requirement id cited in a file: R29 (a behaviour) or §15 (a chapter).
var (
	citedBehaviour = regexp.MustCompile(`\bR(\d{1,2})\b`)
	citedChapter   = regexp.MustCompile(`§\s?(\d{1,2})\b`)
)

// citingFiles are the files whose citations must resolve: every Go file
// of this module (other modules copied in, such as third_party/, and
// testdata are not ours to cite from), the top-level documents and
// docs/*.md.
func citingFiles(t *testing.T) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(top, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			name := d.Name()
			if path != top && (strings.HasPrefix(name, ".") || name == "testdata" || name == "vendor" || name == "third_party" || name == "node_modules") {
				return filepath.SkipDir
			}
			if path != top {
				if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
					return filepath.SkipDir // another module
				}
			}
			return nil
		}
		if strings.HasSuffix(path, ".go") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for _, doc := range []string{"README.md", "BENCHMARKS.md", "ARCHITECTURE.md"} {
		files = append(files, filepath.Join(top, doc))
	}
	mds, _ := filepath.Glob("*.md")
	return append(files, mds...)
}

// defined reads design.md: each behaviour is a "### Rnn — title" heading
// after an <a id="rnn"></a> anchor, each chapter a "## §n — title" after
// <a id="sn"></a>, and each has a few words under it.
func defined(t *testing.T) (ids map[string]bool) {
	t.Helper()
	src, err := os.ReadFile("design.md")
	if err != nil {
		t.Fatal(err)
	}
	ids = map[string]bool{}
	lines := strings.Split(string(src), "\n")
	anchor := regexp.MustCompile(`^<a id="([rs])(\d{1,2})"></a>$`)
	for i, line := range lines {
		m := anchor.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		id := "R" + m[2]
		heading := "### R" + m[2] + " — "
		if m[1] == "s" {
			id, heading = "§"+m[2], "## §"+m[2]+" — "
		}
		if i+1 >= len(lines) || !strings.HasPrefix(lines[i+1], heading) || len(lines[i+1]) <= len(heading) {
			t.Errorf("design.md:%d: the anchor of %s is not followed by a %q heading with a title", i+1, id, heading+"…")
			continue
		}
		if ids[id] {
			t.Errorf("design.md:%d: %s is defined twice", i+1, id)
		}
		if i+3 >= len(lines) || strings.TrimSpace(lines[i+2]) != "" || strings.TrimSpace(lines[i+3]) == "" || strings.HasPrefix(lines[i+3], "#") {
			t.Errorf("design.md:%d: %s has no text under its heading", i+2, id)
		}
		ids[id] = true
	}
	return ids
}

// Every requirement id cited in the code, the tests, the README,
// ARCHITECTURE.md, BENCHMARKS.md or docs/ is defined in docs/design.md,
// so that a maintainer with only the repository can look it up.
func TestEveryCitedIDIsDefined(t *testing.T) {
	t.Parallel()
	ids := defined(t)
	for n := 1; n <= 56; n++ {
		// the behaviours the product has: code cites new ones as it lands
		if id := "R" + itoa(n); !ids[id] {
			t.Errorf("design.md does not define %s", id)
		}
	}
	missing := map[string][]string{}
	for _, f := range citingFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			var cited []string
			for _, m := range citedBehaviour.FindAllStringSubmatch(line, -1) {
				cited = append(cited, "R"+strings.TrimLeft(m[1], "0"))
			}
			for _, m := range citedChapter.FindAllStringSubmatch(line, -1) {
				cited = append(cited, "§"+strings.TrimLeft(m[1], "0"))
			}
			for _, id := range cited {
				if !ids[id] {
					rel, _ := filepath.Rel(top, f)
					if f == filepath.Base(f) {
						rel = filepath.Join("docs", f)
					}
					missing[id] = append(missing[id], rel+":"+itoa(i+1))
				}
			}
		}
	}
	var keys []string
	for id := range missing {
		keys = append(keys, id)
	}
	sort.Strings(keys)
	for _, id := range keys {
		where := missing[id]
		if len(where) > 5 {
			where = append(where[:5], "…")
		}
		t.Errorf("%s is cited (%s) but docs/design.md does not define it: add its section, or say the reason in words", id, strings.Join(where, ", "))
	}
}

// The documents refer to nothing outside the repository: no document
// that is not in it (a specification, seeds) and no relative link that
// does not resolve.
func TestDocumentsStandAlone(t *testing.T) {
	t.Parallel()
	docs, _ := filepath.Glob("*.md")
	docs = append(docs, filepath.Join(top, "README.md"), filepath.Join(top, "ARCHITECTURE.md"), filepath.Join(top, "BENCHMARKS.md"))
	outside := regexp.MustCompile(`\bSPEC\b|(?i)\bseeds? ?\d{3}\b|\bseed_|\.\./shared/`)
	link := regexp.MustCompile(`\]\(([^)#\s]+)(#[^)\s]*)?\)`)
	for _, doc := range docs {
		src, err := os.ReadFile(doc)
		if err != nil {
			t.Fatal(err)
		}
		for i, line := range strings.Split(string(src), "\n") {
			if m := outside.FindString(line); m != "" {
				t.Errorf("%s:%d refers to %q, which is not in the repository", doc, i+1, m)
			}
			for _, m := range link.FindAllStringSubmatch(line, -1) {
				target := m[1]
				if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
					continue
				}
				if _, err := os.Stat(filepath.Join(filepath.Dir(doc), target)); err != nil {
					t.Errorf("%s:%d links to %s, which does not exist", doc, i+1, target)
				}
			}
		}
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}
