package understand_test

import (
	"os"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
	"github.com/concierge-dev/concierge/agents/understand"
)

func builtins() []*agents.Domain { return []*agents.Domain{bank.Domain(), insurance.Domain()} }

func corpus(t testing.TB) []understand.Example {
	t.Helper()
	exs, err := understand.LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	return exs
}

func TestPeek(t *testing.T) {
	if os.Getenv("PEEK") == "" {
		t.Skip("PEEK=1 to run: a report of the figures for tuning, not a test")
	}
	exs := corpus(t)
	m := understand.Train(exs, builtins())
	split := understand.SplitHeldOut
	if os.Getenv("VAL") != "" {
		split = understand.SplitValidation
	}
	rep := understand.Evaluate(m, measured(exs), builtins(), split)
	t.Logf("examples %d acts %v tasks %v roles %v ece %.3f sure %v", len(exs), rep.Acts, rep.Tasks, rep.Roles, rep.ActECE, rep.SurePrecision)
	for _, k := range understand.Keys(rep.ByAct) {
		t.Logf("  act %-30s %v", k, *rep.ByAct[k])
	}
	for _, k := range understand.Keys(rep.ByTask) {
		t.Logf("  task %-30s %v", k, *rep.ByTask[k])
	}
	for _, s := range rep.Misses {
		t.Log(s)
	}
}

// TestPeekHarm measures the harm check on the harm files' validation
// families, with a model trained without them (for tuning by eye; the
// harm test set is measured by TestHarmTestSet).
func TestPeekHarm(t *testing.T) {
	if os.Getenv("PEEK") == "" {
		t.Skip("PEEK=1 to run: a report of the figures for tuning, not a test")
	}
	var fit, val []understand.Example
	for _, ex := range corpus(t) {
		if ex.Domain == "harm" && understand.SplitOf(ex.Family) == understand.SplitValidation {
			val = append(val, ex)
			continue
		}
		fit = append(fit, ex)
	}
	m := understand.Train(fit, builtins())
	var rs []*understand.Reader
	for _, d := range builtins() {
		r, _ := understand.NewWith(m, d)
		rs = append(rs, r)
	}
	passed, harmful, refused, innocent := 0, 0, 0, 0
	for _, ex := range val {
		bad := false
		for _, r := range rs {
			if _, h := r.Harm(ex.Text); h {
				bad = true
			}
		}
		if ex.Labels[0].Kind == agents.CmdRefuse {
			harmful++
			if !bad {
				passed++
				t.Logf("harmful passed: %s", ex.Text)
			}
		} else {
			innocent++
			if bad {
				refused++
				t.Logf("innocent refused: %s", ex.Text)
			}
		}
	}
	t.Logf("validation: %d of %d harmful passed, %d of %d innocent refused; threshold %.3f", passed, harmful, refused, innocent, m.HarmThreshold)
}

// TestPeekHarmFolds reads every line of the harm training files with a
// model that never saw its family (five folds by family), through the
// whole harm check, and lists what it gets wrong (PEEK=1; for error
// analysis by kind — the harm test set is measured by TestHarmTestSet).
func TestPeekHarmFolds(t *testing.T) {
	if os.Getenv("PEEK") == "" {
		t.Skip("PEEK=1 to run")
	}
	exs := corpus(t)
	const folds = 5
	passed, harmful, refused, innocent := 0, 0, 0, 0
	for k := range folds {
		var fit, val []understand.Example
		for _, ex := range exs {
			if ex.Domain == "harm" && int(understand.FamilyHash(ex.Family)%folds) == k {
				val = append(val, ex)
				continue
			}
			fit = append(fit, ex)
		}
		m := understand.Train(fit, builtins())
		var rs []*understand.Reader
		for _, d := range builtins() {
			r, _ := understand.NewWith(m, d)
			rs = append(rs, r)
		}
		for _, ex := range val {
			bad := false
			for _, r := range rs {
				if _, h := r.Harm(ex.Text); h {
					bad = true
				}
			}
			if ex.Labels[0].Kind == agents.CmdRefuse {
				harmful++
				if !bad {
					passed++
					t.Logf("PASSED %s %s: %s", ex.File, ex.Family, ex.Text)
				}
			} else {
				innocent++
				if bad {
					refused++
					t.Logf("REFUSED %s %s: %s", ex.File, ex.Family, ex.Text)
				}
			}
		}
	}
	t.Logf("out of fold: %d of %d harmful passed, %d of %d innocent refused", passed, harmful, refused, innocent)
}

// TestPeekHarmRules lists what R8's table (with its kinds) gets wrong on
// the harm training files and the ordinary corpus (PEEK=1).
func TestPeekHarmRules(t *testing.T) {
	if os.Getenv("PEEK") == "" {
		t.Skip("PEEK=1 to run")
	}
	caught, harmful, refused, innocent, ordinary, ordRefused := 0, 0, 0, 0, 0, 0
	for _, ex := range corpus(t) {
		if ex.Domain == "harmtest" {
			continue
		}
		why := understand.HarmRule(ex.Text)
		switch {
		case ex.Labels[0].Kind == agents.CmdRefuse:
			harmful++
			if why != "" {
				caught++
			} else {
				t.Logf("MISSED %s %s: %s", ex.File, ex.Family, ex.Text)
			}
		case ex.Domain == "harm":
			innocent++
			if why != "" {
				refused++
				t.Logf("REFUSED %s %s: %s [%s]", ex.File, ex.Family, ex.Text, why)
			}
		default:
			ordinary++
			if why != "" {
				ordRefused++
				t.Logf("ORDINARY %s %s: %s [%s]", ex.File, ex.Family, ex.Text, why)
			}
		}
	}
	t.Logf("table: %d of %d harmful caught; %d of %d harm-file innocents and %d of %d ordinary lines refused", caught, harmful, refused, innocent, ordRefused, ordinary)
}

// TestPeekHarmFile reads the lines of the file HARMFILE ("refuse(harm) ::"
// or "ok ::" lines, as the harm files) through the built-in readers' harm
// check and lists what it gets wrong (PEEK=1): a scratch probe for error
// analysis, never a harm-test file.
func TestPeekHarmFile(t *testing.T) {
	path := os.Getenv("HARMFILE")
	if os.Getenv("PEEK") == "" || path == "" {
		t.Skip("PEEK=1 HARMFILE=path to run")
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var rs []*understand.Reader
	for _, d := range builtins() {
		r, _ := understand.New(d)
		rs = append(rs, r)
	}
	passed, harmful, refused, innocent := 0, 0, 0, 0
	for _, line := range strings.Split(string(b), "\n") {
		label, text, ok := strings.Cut(line, " :: ")
		if !ok {
			continue
		}
		why := ""
		for _, r := range rs {
			if reason, h := r.Harm(text); h {
				why = reason
			}
		}
		if strings.HasPrefix(label, "refuse") {
			harmful++
			if why == "" {
				passed++
				t.Logf("PASSED: %s", text)
			}
		} else {
			innocent++
			if why != "" {
				refused++
				t.Logf("REFUSED: %s [%s; table %q]", text, why, understand.HarmRule(text))
			}
		}
	}
	t.Logf("%s: %d of %d harmful passed, %d of %d innocent refused", path, passed, harmful, refused, innocent)
}

// TestPeekHarmCurve reads the harm files out of fold (five folds by
// family) through the whole harm check at several classifier thresholds,
// and reports what passes and what is refused at each (PEEK=1): how
// steep the trade is around the threshold the folds chose.
func TestPeekHarmCurve(t *testing.T) {
	if os.Getenv("PEEK") == "" {
		t.Skip("PEEK=1 to run")
	}
	exs := corpus(t)
	ths := []float32{0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9}
	passed := make([]int, len(ths))
	refused := make([]int, len(ths))
	nh, ni := 0, 0
	const folds = 5
	for k := range folds {
		var fit, val []understand.Example
		for _, ex := range exs {
			if ex.Domain == "harm" && int(understand.FamilyHash(ex.Family)%folds) == k {
				val = append(val, ex)
				continue
			}
			fit = append(fit, ex)
		}
		m := understand.Train(fit, builtins())
		t.Logf("fold %d threshold %.3f", k, m.HarmThreshold)
		var rs []*understand.Reader
		for _, d := range builtins() {
			r, _ := understand.NewWith(m, d)
			rs = append(rs, r)
		}
		for _, ex := range val {
			harm := ex.Labels[0].Kind == agents.CmdRefuse
			if harm {
				nh++
			} else {
				ni++
			}
			for i, th := range ths {
				m.HarmThreshold = th
				bad := false
				for _, r := range rs {
					if _, h := r.Harm(ex.Text); h {
						bad = true
					}
				}
				if harm && !bad {
					passed[i]++
				}
				if !harm && bad {
					refused[i]++
				}
			}
		}
	}
	for i, th := range ths {
		t.Logf("th %.1f: %d/%d harmful pass, %d/%d innocent refused", th, passed[i], nh, refused[i], ni)
	}
}
