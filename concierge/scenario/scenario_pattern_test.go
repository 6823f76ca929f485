package scenario

import (
	"context"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/concierge"
)

// TestPatternAsRegexp replays every scenario file that needs no domain
// file and checks each of its expectations' Patterns against the regexp
// package on every text the replay produced (messages, notes, artifacts,
// approvals, plans) and on variants of the expectation's own text: a
// literal matched as a string and a pattern compiled late answer as the
// compiled expression does.
func TestPatternAsRegexp(t *testing.T) {
	var files []string
	for _, g := range []string{"../scenarios/*.scenario", "../testdata/scenarios/*.scenario", "../testdata/scenarios/round3/*.scenario", "../../examples/*/*.scenario"} {
		m, err := filepath.Glob(g)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	// each expectation is tried on the texts of its own replay, where its
	// matches are, and on a stride of every replay's: all against all grew
	// with the square of the scenarios (38 s of a busy CI's plain pass)
	var all []string
	type fileSteps struct {
		steps []Step
		texts []string
	}
	var byFile []fileSteps
	nsteps := 0
	replayed := 0
	for _, f := range files {
		sc, err := LoadScenario(f)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		var steps []Step
		for _, st := range sc.Steps {
			if st.Re != nil {
				steps = append(steps, st)
			}
		}
		nsteps += len(steps)
		var texts []string
		_, err = Replay(context.Background(), sc, ReplayOptions{
			Sink: func(ev concierge.Event) {
				switch ev := ev.(type) {
				case concierge.MessageAdded:
					texts = append(texts, ev.Message.Text)
				case concierge.NoteAdded:
					texts = append(texts, ev.Note.Text)
				case concierge.ArtifactAdded:
					texts = append(texts, ev.Artifact.Title, ev.Artifact.Body)
				}
			},
			AfterStep: func(_ Step, e *concierge.Engine) {
				if a, ok := e.PendingApproval(); ok {
					texts = append(texts, a.Summary)
				}
				texts = append(texts, strings.Join(e.PlanLines(), "\n"))
			},
		})
		if err == nil {
			replayed++
		}
		all = append(all, texts...)
		byFile = append(byFile, fileSteps{steps, texts})
	}
	if replayed < 60 {
		t.Fatalf("only %d of %d scenario files replayed here", replayed, len(files))
	}
	const stride = 7
	var sample []string
	for i := 0; i < len(all); i += stride {
		sample = append(sample, all[i])
	}
	literal := 0
	for _, fs := range byFile {
		for _, st := range fs.steps {
			re := regexp.MustCompile(st.Re.String())
			if st.Re.lit {
				literal++
			}
			for _, set := range [][]string{variants(st.Re), fs.texts, sample} {
				for _, s := range set {
					if got, want := st.Re.MatchString(s), re.MatchString(s); got != want {
						t.Errorf("line %d: expect %s %q on %q: %v, the regexp says %v", st.Line, st.What, st.Re, s, got, want)
					}
				}
			}
		}
	}
	if literal == 0 || literal == nsteps {
		t.Errorf("%d of %d expectations are literals: both ways should be checked", literal, nsteps)
	}
	t.Logf("%d files (%d replayed), %d expectations (%d literal), %d texts", len(files), replayed, nsteps, literal, len(all))
}

// variants are texts near a pattern's own: its literal text, cased
// otherwise, with the Kelvin sign and the long s for k and s, cut, and
// with text around it.
func variants(p *Pattern) []string {
	base := p.text
	if !p.lit {
		base = p.src
	}
	out := []string{"", base, strings.ToUpper(base), strings.ToLower(base),
		strings.NewReplacer("k", "\u212a", "K", "\u212a", "s", "\u017f", "S", "\u017f").Replace(base),
		"x" + base, base + "x", "x" + base + "x", base + base, "\xff" + base, base + "\n"}
	if len(base) > 1 {
		out = append(out, base[1:], base[:len(base)-1])
	}
	return out
}

// TestPatternLiteral holds which expressions are matched as strings and how.
func TestPatternLiteral(t *testing.T) {
	for _, c := range []struct {
		src, text              string
		lit, fold, start, stop bool
	}{
		{src: `plain text`, text: "plain text", lit: true},
		{src: `\$1,000\.00`, text: "$1,000.00", lit: true},
		{src: `(?i)username`, text: "username", lit: true, fold: true},
		{src: `(?s)done`, text: "done", lit: true},
		{src: `^Transfer \$5\?$`, text: "Transfer $5?", lit: true, start: true, stop: true},
		{src: `a\\$`, text: `a\`, lit: true, stop: true},
		{src: `a.b`}, {src: `\d+`}, {src: `(?m)^x`}, {src: `a|b`}, {src: `x{2}`}, {src: `\bword`},
		{src: "bad\xff"}, {src: "\ufffd"}, {src: `a]`},
	} {
		p := &Pattern{src: c.src}
		lit := p.literal()
		if lit != c.lit || lit && (p.text != c.text || p.fold != c.fold || p.start != c.start || p.end != c.stop) {
			t.Errorf("%q: literal %v text %q fold %v ^ %v $ %v", c.src, lit, p.text, p.fold, p.start, p.end)
		}
	}
}

// TestPatternBadReported: a bad expression is still an error at parse
// time, with regexp.Compile's words.
func TestPatternBadReported(t *testing.T) {
	for _, src := range []string{`(unclosed`, `a**`, `x{2,1}`, "bad\xff", `(?z)x`} {
		_, want := regexp.Compile(src)
		_, err := parsePattern(src)
		if want == nil || err == nil || err.Error() != want.Error() {
			t.Errorf("%q: %v, want %v", src, err, want)
		}
	}
}

func FuzzPatternAsRegexp(f *testing.F) {
	f.Add(`(?i)username`, "Your USERNAME?")
	f.Add(`^Transfer \$5\?$`, "Transfer $5?")
	f.Add(`(?i)sk`, "\u017f\u212a")
	f.Fuzz(func(t *testing.T, src, s string) {
		re, err := regexp.Compile(src)
		p, perr := parsePattern(src)
		if (err == nil) != (perr == nil) {
			t.Fatalf("%q: parse %v, regexp %v", src, perr, err)
		}
		if err != nil {
			return
		}
		if got, want := p.MatchString(s), re.MatchString(s); got != want {
			t.Fatalf("%q on %q: %v, regexp %v", src, s, got, want)
		}
	})
}
