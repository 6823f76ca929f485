package tui

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// goldenSize is the WxH at the end of a golden screen's name.
var goldenSize = regexp.MustCompile(`_(\d+)x(\d+)\.golden$`)

// No line of any golden screen is wider than the terminal it was drawn
// for, and none has more lines: a screen that wraps or scrolls the
// terminal is broken however right its words are. This reads the files,
// so a golden updated by hand or by -update is held to it too.
func TestGoldenScreensFitTheirSize(t *testing.T) {
	n := 0
	err := filepath.WalkDir("testdata", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		m := goldenSize.FindStringSubmatch(path)
		if m == nil {
			return nil
		}
		w, _ := strconv.Atoi(m[1])
		h, _ := strconv.Atoi(m[2])
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		n++
		lines := strings.Split(string(data), "\n")
		if len(lines) > h {
			t.Errorf("%s: %d lines, the terminal has %d", path, len(lines), h)
		}
		for i, l := range lines {
			if lw := ansi.StringWidth(l); lw > w {
				t.Errorf("%s:%d: %d cells wide, the terminal has %d: %q", path, i+1, lw, w, l)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if n < 50 {
		t.Errorf("checked %d golden screens; the suite has more: is testdata where it was?", n)
	}
}
