package understand_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/understand"
)

// TestPeekCV measures the act and role heads by cross-validation over the
// training families (dealt into cvFolds folds by family), with the
// validation split beside it, for tuning by eye without the held-out
// split: one validation split of ~1,000 lines moves by ±0.005 with any
// corpus line, five folds over the ~7,000 training lines far less. The
// harm files are left out (they train only the harm head).
func TestPeekCV(t *testing.T) {
	if os.Getenv("PEEK") == "" || os.Getenv("CV") == "" {
		t.Skip("PEEK=1 CV=1 to run: a report of the figures for tuning, not a test")
	}
	const cvFolds = 5
	var base []understand.Example
	for _, ex := range corpus(t) {
		if ex.Domain != "harm" && ex.Domain != "harmtest" {
			base = append(base, ex)
		}
	}
	var acts, roles understand.Score
	byAct := map[string]*understand.Score{}
	for k := range cvFolds {
		exs := make([]understand.Example, len(base))
		renamed := map[string]string{}
		for i, ex := range base {
			exs[i] = ex
			if ex.Family == "" {
				continue
			}
			switch understand.SplitOf(ex.Family) {
			case understand.SplitTrain, understand.SplitValidation, understand.SplitHeldOut:
				if skip := os.Getenv("CVSKIP"); skip != "" && strings.Contains(ex.File, skip) {
					// a new file under trial: it trains every fold, measured in none
					exs[i].Family = renameTo(renamed, ex.Family, understand.SplitTrain)
					continue
				}
			}
			switch understand.SplitOf(ex.Family) {
			case understand.SplitTrain:
				if int(understand.FamilyHash(ex.Family)%cvFolds) == k {
					exs[i].Family = renameTo(renamed, ex.Family, understand.SplitValidation)
				}
			case understand.SplitValidation, understand.SplitHeldOut:
				// out of this fold's training, and not measured
				exs[i].Family = renameTo(renamed, ex.Family, understand.SplitHeldOut)
			}
		}
		m := understand.Train(exs, builtins())
		rep := understand.Evaluate(m, measured(exs), builtins(), understand.SplitValidation)
		t.Logf("fold %d: acts %.3f (%d) roles %.3f (%d)", k, rep.Acts.Rate(), rep.Acts.Total, rep.Roles.Rate(), rep.Roles.Total)
		acts.Right += rep.Acts.Right
		acts.Total += rep.Acts.Total
		roles.Right += rep.Roles.Right
		roles.Total += rep.Roles.Total
		for a, s := range rep.ByAct {
			if byAct[a] == nil {
				byAct[a] = &understand.Score{}
			}
			byAct[a].Right += s.Right
			byAct[a].Total += s.Total
		}
		if os.Getenv("MISSES") != "" {
			for _, s := range rep.Misses {
				t.Log(s)
			}
		}
	}
	t.Logf("cross-validated: acts %.4f (%d) roles %.4f (%d)", acts.Rate(), acts.Total, roles.Rate(), roles.Total)
	for _, k := range understand.Keys(byAct) {
		t.Logf("  act %-34s %.3f of %d", k, byAct[k].Rate(), byAct[k].Total)
	}
}

// measured are the examples a peek measures: all, or with CVSKIP set,
// those of files whose name does not hold it (the old lines alone, so that
// a new file's own lines do not move the figure it is judged by).
func measured(exs []understand.Example) []understand.Example {
	skip := os.Getenv("CVSKIP")
	if skip == "" {
		return exs
	}
	var out []understand.Example
	for _, ex := range exs {
		if !strings.Contains(ex.File, skip) {
			out = append(out, ex)
		}
	}
	return out
}

// renameTo gives a family a name that falls on the wanted side of the
// split, the same name for every line of it.
func renameTo(renamed map[string]string, family string, want understand.Split) string {
	if n, ok := renamed[family]; ok {
		return n
	}
	for i := 0; ; i++ {
		n := fmt.Sprintf("%s~cv%d", family, i)
		if understand.SplitOf(n) == want {
			renamed[family] = n
			return n
		}
	}
}

// TestPeekHarmCounts trains in memory and prints the harm test set's
// counts per file (counts only, as TestHarmTestSet does), so that a corpus
// change's effect on R53's check is seen before the weights are
// regenerated.
func TestPeekHarmCounts(t *testing.T) {
	if os.Getenv("PEEK") == "" || os.Getenv("HARM") == "" {
		t.Skip("PEEK=1 HARM=1 to run: a report of the figures, not a test")
	}
	exs := corpus(t)
	m := understand.Train(exs, builtins())
	var rs []*understand.Reader
	for _, d := range builtins() {
		r, err := understand.NewWith(m, d)
		if err != nil {
			t.Fatal(err)
		}
		rs = append(rs, r)
	}
	type count struct{ harmful, passed, innocent, refused int }
	byFile := map[string]*count{}
	for _, ex := range exs {
		if ex.Domain != "harmtest" {
			continue
		}
		set := "first"
		if strings.Contains(ex.File, "fresh-") {
			set = ex.File
		}
		if byFile[set] == nil {
			byFile[set] = &count{}
		}
		c := byFile[set]
		bad := false
		for _, r := range rs {
			if rd := r.Read(ex.Text, understand.Moment{}); len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdRefuse {
				bad = true
			}
		}
		if ex.Labels[0].Kind == agents.CmdRefuse {
			c.harmful++
			if !bad {
				c.passed++
			}
		} else {
			c.innocent++
			if bad {
				c.refused++
			}
		}
	}
	for f, c := range byFile {
		t.Logf("%s: %d harmful (%d passed), %d innocent (%d refused)", f, c.harmful, c.passed, c.innocent, c.refused)
	}
}
