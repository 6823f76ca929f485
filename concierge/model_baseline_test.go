package concierge_test

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/concierge-dev/concierge/agents/openai/openaitest"
	"github.com/concierge-dev/concierge/concierge"
	"github.com/concierge-dev/concierge/concierge/scenario"
)

// R52 changes what the model engine asks a model. Before it does, every
// scenario is replayed on the model engine against the in-process fake
// server answering with competentModel, rules first on (R34), and the
// outcome of each is kept in a committed baseline: afterwards nothing that
// passed may fail, except a scenario a commit names as changed by §16 (then
// the baseline is rewritten with -update-baseline in that commit).

var updateBaseline = flag.Bool("update-baseline", false, "rewrite testdata/model_baseline.txt with the outcomes measured now")

const modelBaselineFile = "testdata/model_baseline.txt"

// baselineScenarioFiles lists every scenario file under scenarios and
// testdata/scenarios, round3 included, by its path from the package.
func baselineScenarioFiles(t *testing.T) []string {
	t.Helper()
	var out []string
	for _, root := range []string{"scenarios", filepath.Join("testdata", "scenarios")} {
		err := filepath.WalkDir(root, func(p string, e fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if !e.IsDir() && strings.HasSuffix(p, ".scenario") {
				out = append(out, filepath.ToSlash(p))
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	sort.Strings(out)
	if len(out) < 50 {
		t.Fatalf("only %d scenario files found", len(out))
	}
	return out
}

// baselineOutcome replays one scenario file on the model engine with the
// rules first and says "ok" or "fail: " and the first line of its first
// failure (or of the error that stopped the replay).
// requests is how many requests reached the fake server.
func baselineOutcome(t *testing.T, path string) (outcome string, requests int) {
	sc, err := scenario.LoadScenario(path)
	if err != nil {
		return "fail: " + firstLine(err.Error()), 0
	}
	var servers []*openaitest.Server
	rep, err := scenario.Replay(context.Background(), sc, scenario.ReplayOptions{NewBrain: concierge.RulesFirstForTest(t, &servers)})
	for _, s := range servers {
		requests += len(s.Requests())
	}
	switch {
	case err != nil:
		return "fail: " + firstLine(err.Error()), requests
	case len(rep.Failures) > 0:
		f := rep.Failures[0]
		return fmt.Sprintf("fail: line %d: %s", f.Line, firstLine(concierge.SanitizeLine(f.Msg))), requests
	}
	return "ok", requests
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return strings.TrimSpace(s)
}

// readModelBaseline reads "PATH ok" and "PATH fail: …" lines; # starts a
// comment.
func readModelBaseline(t *testing.T) map[string]string {
	t.Helper()
	f, err := os.Open(modelBaselineFile)
	if err != nil {
		t.Fatalf("%v (create it with: go test ./concierge -run TestModelBaseline -update-baseline)", err)
	}
	defer f.Close()
	out := map[string]string{}
	for sc := bufio.NewScanner(f); sc.Scan(); {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		path, outcome, ok := strings.Cut(line, " ")
		if !ok {
			t.Fatalf("%s: a line without an outcome: %q", modelBaselineFile, line)
		}
		out[path] = outcome
	}
	return out
}

func writeModelBaseline(t *testing.T, got map[string]string) {
	t.Helper()
	paths := make([]string, 0, len(got))
	for p := range got {
		paths = append(paths, p)
	}
	sort.Strings(paths)
	var b strings.Builder
	b.WriteString("# Every scenario replayed on the model engine against the fake server's\n")
	b.WriteString("# competent script, rules first on (R52's baseline). A scenario marked ok\n")
	b.WriteString("# must stay ok. Rewrite: go test ./concierge -run TestModelBaseline -update-baseline\n")
	for _, p := range paths {
		fmt.Fprintf(&b, "%s %s\n", p, got[p])
	}
	if err := os.WriteFile(modelBaselineFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// R52: every scenario that passed on the model engine before the protocol
// changed passes still. It takes well under a second, so it runs under -short
// too.
func TestModelBaseline(t *testing.T) {
	t.Parallel()
	files := baselineScenarioFiles(t)
	got := make(map[string]string, len(files))
	requests := 0
	var mu sync.Mutex
	t.Run("replay", func(t *testing.T) {
		for i, p := range files {
			if !concierge.RaceSample(i) {
				continue // under -race, a sample (race_on_test.go)
			}
			t.Run(strings.TrimSuffix(p, ".scenario"), func(t *testing.T) {
				t.Parallel()
				o, n := baselineOutcome(t, p)
				mu.Lock()
				got[p] = o
				requests += n
				mu.Unlock()
			})
		}
	})
	t.Logf("%d scenarios, %d model requests in all", len(files), requests)
	if *updateBaseline {
		writeModelBaseline(t, got)
		t.Logf("wrote %s: %d scenarios", modelBaselineFile, len(got))
		return
	}
	want := readModelBaseline(t)
	improved := 0
	for _, p := range files {
		w, known := want[p]
		g, replayed := got[p]
		switch {
		case !replayed:
			continue // not in the race pass's sample
		case !known:
			t.Logf("%s is not in the baseline (%s): rewrite it with -update-baseline", p, g)
		case w == "ok" && g != "ok":
			t.Errorf("%s passed on the model engine and fails now: %s", p, strings.TrimPrefix(g, "fail: "))
		case w != "ok" && g == "ok":
			improved++
			t.Logf("%s passes now: rewrite the baseline with -update-baseline", p)
		}
	}
	for p := range want {
		if _, ok := got[p]; !ok && !slices.Contains(files, p) {
			t.Logf("the baseline names %s, which is not there any more", p)
		}
	}
	if improved > 0 {
		t.Logf("%d scenarios pass now that failed in the baseline: go test ./concierge -run TestModelBaseline -update-baseline", improved)
	}
}
