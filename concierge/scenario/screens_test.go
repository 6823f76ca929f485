package scenario

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/concierge"
)

// Golden screens in scenario files (R47). The drawing here is a stand-in
// (this package imports no tui); cmd/cli's tests use the TUI's own.

// drawState is a screen that shows what a user would watch: speaker,
// stack and the last reply.
func drawState(e *concierge.Engine, w, h int) string {
	s := e.Session()
	last := ""
	if n := len(s.Messages); n > 0 {
		last = s.Messages[n-1].Text
	}
	return fmt.Sprintf("%dx%d\nspeaker %s\nstack %s\n%s", w, h, e.Speaker(), strings.Join(e.Stack(), ","), last)
}

func writeFile(t *testing.T, path, text string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func replayFile(t *testing.T, path string, s Screens) *ReplayReport {
	t.Helper()
	sc, err := LoadScenario(path)
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Replay(context.Background(), sc, ReplayOptions{Screens: s})
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

func TestParseSizeAndScreen(t *testing.T) {
	t.Parallel()
	sc, err := ParseScenario("s.scenario", []byte("domain bank\nsize 80x24\n> hi\nexpect screen after-hi\nexpect screen v2.final_1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if sc.Width != 80 || sc.Height != 24 {
		t.Errorf("size = %dx%d, want 80x24", sc.Width, sc.Height)
	}
	if got := sc.Steps[1]; got.What != "screen" || got.Arg != "after-hi" || got.Line != 4 {
		t.Errorf("step = %+v", got)
	}
	if w, h := sc.ScreenSize(120, 40); w != 80 || h != 24 {
		t.Errorf("the size line must win over --size: %dx%d", w, h)
	}
	sc.Width, sc.Height = 0, 0
	if w, h := sc.ScreenSize(120, 40); w != 120 || h != 40 {
		t.Errorf("--size: %dx%d", w, h)
	}
	if w, h := sc.ScreenSize(0, 0); w != 100 || h != 30 {
		t.Errorf("default: %dx%d", w, h)
	}
}

func TestParseSizeAndScreenErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		src  string
		line int
		msg  string
	}{
		{"> hi\nsize 80x24", 2, "size must come before the first step"},
		{"size 80", 1, "size needs WIDTHxHEIGHT"},
		{"size axb", 1, "size needs WIDTHxHEIGHT"},
		{"size 10x5", 1, "size 10x5 is out of range"},
		{"size 9000x30", 1, "out of range"},
		{"expect screen", 1, "expect screen needs a name"},
		{"expect screen ../../etc/passwd", 1, "expect screen needs a name"},
		{"expect screen a b", 1, "expect screen needs a name"},
		{"expect screen .hidden", 1, "expect screen needs a name"},
		{"# c\nexpect screen x\n> hi\nexpect screen x", 4, "screen x is already expected on line 2"},
	} {
		_, err := ParseScenario("s.scenario", []byte(tc.src))
		wantParseError(t, err, "s.scenario", tc.line, tc.msg)
	}
}

// The workflow of a user: write `expect screen`, --update, commit, change
// the conversation, see a readable diff.
func TestScreenGoldenWorkflow(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "my.scenario")
	writeFile(t, path, "domain bank\n> Transfer money\nexpect screen after-ask\n")
	golden := filepath.Join(dir, "testdata", "after-ask.golden")

	rep := replayFile(t, path, Screens{Draw: drawState})
	if got := failureLines(rep.Failures); len(got) != 1 || !strings.Contains(got[0], "screen after-ask has no golden yet") || !strings.Contains(got[0], "--update") {
		t.Fatalf("without a golden: %q", got)
	}

	rep = replayFile(t, path, Screens{Draw: drawState, Update: true})
	if len(rep.Failures) != 0 || len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0].Msg, "wrote "+golden) {
		t.Fatalf("update: failures %v, notes %v", rep.Failures, rep.Notes)
	}
	b, err := os.ReadFile(golden)
	if err != nil {
		t.Fatal(err)
	}
	want := "# concierge screen · engine: offline · size: 100x30\n100x30\nspeaker authenticate\nstack transfer_money\n"
	if !strings.HasPrefix(string(b), want) {
		t.Fatalf("golden = %q, want it to start %q", b, want)
	}
	// an update that changes nothing says nothing
	if rep = replayFile(t, path, Screens{Draw: drawState, Update: true}); len(rep.Notes) != 0 {
		t.Errorf("a second update: %v", rep.Notes)
	}
	if rep = replayFile(t, path, Screens{Draw: drawState}); len(rep.Failures)+len(rep.Notes) != 0 {
		t.Fatalf("same screen: %v %v", rep.Failures, rep.Notes)
	}

	// the conversation changes: the screen does too
	writeFile(t, path, "domain bank\n> check my balance\nexpect screen after-ask\n")
	rep = replayFile(t, path, Screens{Draw: drawState})
	if len(rep.Failures) != 1 {
		t.Fatalf("failures %v", rep.Failures)
	}
	f := rep.Failures[0]
	if f.Line != 3 || !strings.Contains(f.Msg, "screen after-ask differs from "+golden) {
		t.Errorf("failure = %+v", f)
	}
	for _, part := range []string{"--- " + golden, "+++ screen after-ask (now)", "@@ -1,", "-stack transfer_money", "+stack "} {
		if !strings.Contains(f.Detail, part) {
			t.Errorf("diff lacks %q:\n%s", part, f.Detail)
		}
	}
	if s := f.String(); !strings.HasPrefix(s, path+":3: screen after-ask differs") || !strings.Contains(s, "\n@@ ") {
		t.Errorf("String() = %q", s)
	}
}

func TestScreenSizeFromFileAndFlag(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.scenario")
	writeFile(t, path, "size 80x24\nexpect screen start\n")
	replayFile(t, path, Screens{Draw: drawState, Width: 120, Height: 40, Update: true})
	b, _ := os.ReadFile(filepath.Join(dir, "testdata", "start.golden"))
	if !strings.Contains(string(b), "size: 80x24\n80x24\n") {
		t.Errorf("the size line must win over --size: %q", b)
	}
}

func TestScreenOnAnotherEngineIsSkipped(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.scenario")
	writeFile(t, path, "expect screen start\n")
	writeFile(t, filepath.Join(dir, "testdata", "start.golden"), "# concierge screen · engine: openai gpt-4o · size: 100x30\nanything\n")
	rep := replayFile(t, path, Screens{Draw: drawState})
	if len(rep.Failures) != 0 || len(rep.Notes) != 1 {
		t.Fatalf("failures %v notes %v", rep.Failures, rep.Notes)
	}
	if want := "screen start skipped: its golden was made on the openai gpt-4o engine, this replay runs on offline"; rep.Notes[0].Msg != want {
		t.Errorf("note = %q, want %q", rep.Notes[0].Msg, want)
	}
}

func TestScreenWithoutADrawingIsSkipped(t *testing.T) {
	t.Parallel()
	rep := replayScenarioText(t, "s.scenario", "expect screen start\n")
	if len(rep.Failures) != 0 || len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0].Msg, "skipped") {
		t.Fatalf("failures %v notes %v", rep.Failures, rep.Notes)
	}
}

// A golden is read with a bound, and what it holds is sanitised on the way
// to the terminal.
func TestScreenGoldenIsBoundedAndSanitised(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.scenario")
	writeFile(t, path, "expect screen big\nexpect screen evil\n")
	writeFile(t, filepath.Join(dir, "testdata", "big.golden"), strings.Repeat("x", maxGoldenSize+1))
	writeFile(t, filepath.Join(dir, "testdata", "evil.golden"), "\x1b]52;c;aGk=\x07boom\n")
	rep := replayFile(t, path, Screens{Draw: drawState})
	if len(rep.Failures) != 2 || !strings.Contains(rep.Failures[0].Msg, "larger than 1024 KB") {
		t.Fatalf("failures %v", rep.Failures)
	}
	if s := rep.Failures[1].String(); strings.Contains(s, "\x1b") || !strings.Contains(s, "-boom") {
		t.Errorf("diff not sanitised: %q", s)
	}
}

func TestEmbeddedDemoGoldensAreNotRewritten(t *testing.T) {
	t.Parallel()
	sc, err := Demo("bank")
	if err != nil {
		t.Fatal(err)
	}
	rep, err := Replay(context.Background(), sc, ReplayOptions{Screens: Screens{Draw: drawState, Update: true}})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Failures) == 0 || !strings.Contains(rep.Failures[0].Msg, "replay --update concierge/scenarios/bank.scenario") {
		t.Fatalf("failures %v", rep.Failures)
	}
	for _, name := range DemoNames() {
		if name == "testdata" {
			t.Errorf("DemoNames lists the goldens' folder")
		}
	}
}

func TestUnifiedDiff(t *testing.T) {
	t.Parallel()
	lines := func(n int, change map[int]string) string {
		var b strings.Builder
		for i := 1; i <= n; i++ {
			if c, ok := change[i]; ok {
				b.WriteString(c)
			} else {
				fmt.Fprintf(&b, "line %d", i)
			}
			b.WriteByte('\n')
		}
		return b.String()
	}
	for _, tc := range []struct {
		name string
		a, b string
		want string
	}{
		{"equal", "a\nb\n", "a\nb\n", ""},
		{"one line", lines(10, nil), lines(10, map[int]string{5: "five"}),
			"--- a\n+++ b\n@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+five\n line 6\n line 7\n line 8\n"},
		{"two hunks", lines(20, nil), lines(20, map[int]string{2: "two", 18: "eighteen"}),
			"--- a\n+++ b\n@@ -1,5 +1,5 @@\n line 1\n-line 2\n+two\n line 3\n line 4\n line 5\n" +
				"@@ -15,6 +15,6 @@\n line 15\n line 16\n line 17\n-line 18\n+eighteen\n line 19\n line 20\n"},
		{"added at the end", "x\n", "x\ny\n", "--- a\n+++ b\n@@ -1,1 +1,2 @@\n x\n+y\n"},
		{"from nothing", "", "y\n", "--- a\n+++ b\n@@ -0,0 +1,1 @@\n+y\n"},
		{"to nothing", "y\nz\n", "", "--- a\n+++ b\n@@ -1,2 +0,0 @@\n-y\n-z\n"},
	} {
		if got := UnifiedDiff("a", "b", tc.a, tc.b); got != tc.want {
			t.Errorf("%s:\n%s\nwant\n%s", tc.name, got, tc.want)
		}
	}
}

func TestScreenTroubleSkipsAndWritesNothing(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	path := filepath.Join(dir, "s.scenario")
	writeFile(t, path, "expect screen start\n")
	rep := replayFile(t, path, Screens{Draw: drawState, Trouble: "widths are off"})
	if len(rep.Failures) != 0 || len(rep.Notes) != 1 || rep.Notes[0].Msg != "screen start skipped: widths are off" {
		t.Fatalf("failures %v notes %v", rep.Failures, rep.Notes)
	}
	rep = replayFile(t, path, Screens{Draw: drawState, Trouble: "widths are off", Update: true})
	if len(rep.Failures) != 1 || !strings.Contains(rep.Failures[0].Msg, "screen start not written: widths are off") {
		t.Fatalf("failures %v", rep.Failures)
	}
	if _, err := os.Stat(filepath.Join(dir, "testdata")); !os.IsNotExist(err) {
		t.Errorf("a golden was written: %v", err)
	}
}
