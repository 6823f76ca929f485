package understand

import (
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/bank"
	"github.com/concierge-dev/concierge/agents/insurance"
)

// TestPeekHarmOOF is a report for tuning R53's check, not a test: the
// harm head is retrained on the corpus as it stands, and the combined
// verdict (R8's table, the classifier, the second stage) is given for
// every harm-file line out of fold (a head that never saw its family) and
// for each test file's counts. Only the named probe's lines are listed
// (HARMPEEK_LIST=<file part>): the other test files give counts only.
func TestPeekHarmOOF(t *testing.T) {
	if os.Getenv("PEEK") == "" || os.Getenv("HARMOOF") == "" {
		t.Skip("PEEK=1 HARMOOF=1 to run: a report of the figures for tuning, not a test")
	}
	exs, err := LoadCorpus(os.DirFS("corpus"), ".")
	if err != nil {
		t.Fatal(err)
	}
	doms := []*agents.Domain{bank.Domain(), insurance.Domain()}
	dis := make([]*domainInfo, len(doms))
	for i, d := range doms {
		dis[i] = newDomainInfo(d)
	}
	ps := prepare(exs, dis)
	h, th, oof := trainHarmOOF(ps)
	base, err := Builtin()
	if err != nil {
		t.Fatal(err)
	}
	m := *base
	m.Harm, m.HarmThreshold = h, th
	if s := os.Getenv("HARMTH"); s != "" {
		var f float64
		for _, c := range s {
			_ = c
		}
		f = parseF(s)
		m.HarmThreshold = float32(f)
	}
	t.Logf("threshold %.4f", m.HarmThreshold)
	if os.Getenv("HARMSWEEP") != "" {
		var lines []harmLine
		var harmP []float64
		var harmFixed []bool
		oi := 0
		for i := range ps {
			p := &ps[i]
			if p.ex.Domain == "harmtest" || p.ex.NoHarm {
				continue
			}
			prob := oof[oi]
			oi++
			if p.ex.Family == "" {
				continue
			}
			if p.ex.Labels[0].Kind == agents.CmdRefuse {
				harmP = append(harmP, prob)
				// table: refused whatever the threshold; else -1 marks a classifier refusal that falls
				l := harmLineOf(p, prob)
				harmFixed = append(harmFixed, l.table)
				if !l.table && !l.stands {
					harmP[len(harmP)-1] = -1
				}
				continue
			}
			lines = append(lines, harmLineOf(p, prob))
		}
		for th := 0.6; th < 0.9; th += 0.01 {
			var hard, easy, hn, en, passed int
			for _, l := range lines {
				bad := l.table || l.stands && l.p >= th
				if l.hard {
					hn++
					if bad {
						hard++
					}
				} else {
					en++
					if bad {
						easy++
					}
				}
			}
			for i, p := range harmP {
				// a harmful line passes when the table misses it and the
				// classifier is under the threshold or its refusal falls
				if !harmFixed[i] && p < th {
					passed++
				}
			}
			t.Logf("sweep %.2f: look-alikes %.2f%% corpus %.2f%% harmful passed %d", th, 100*float64(hard)/float64(hn), 100*float64(easy)/float64(en), passed)
		}
	}
	var rs []*Reader
	for _, d := range doms {
		r, _ := NewWith(&m, d)
		rs = append(rs, r)
	}
	verdict := func(text string, p float64) (bool, string) {
		if rule := HarmRule(text); rule != "" {
			return true, "table"
		}
		var msg message
		rs[0].di.analyse(text, &Moment{}, &msg)
		if float32(p) >= m.HarmThreshold && !InnocentFrame(text) && classifierRefusalStands(&msg) {
			return true, "clf"
		}
		return false, ""
	}
	listPart := os.Getenv("HARMPEEK_LIST")
	// out of fold on the harm files
	var hn, hp, in, ir, en, er int
	type miss struct {
		p    float64
		line string
	}
	var misses []miss
	oi := 0
	for i := range ps {
		p := &ps[i]
		if p.ex.Domain == "harmtest" || p.ex.NoHarm {
			continue
		}
		prob := oof[oi]
		oi++
		if p.ex.Family == "" {
			continue
		}
		harm := p.ex.Labels[0].Kind == agents.CmdRefuse
		bad, _ := verdict(p.ex.Text, prob)
		switch {
		case harm:
			hn++
			if !bad {
				hp++
				misses = append(misses, miss{prob, "OOF harmful passed: " + p.ex.File + " " + p.ex.Text})
			}
		case p.ex.Domain == "harm":
			in++
			if bad {
				ir++
				misses = append(misses, miss{prob, "OOF innocent refused: " + p.ex.File + " " + p.ex.Text + " [" + HarmRule(p.ex.Text) + "]"})
			}
		default:
			en++
			if bad {
				er++
				misses = append(misses, miss{prob, "OOF corpus refused: " + p.ex.File + " " + p.ex.Text + " [" + HarmRule(p.ex.Text) + "]"})
			}
		}
	}
	t.Logf("out of fold: %d harmful (%d passed), %d look-alikes (%d refused), %d corpus lines (%d refused)", hn, hp, in, ir, en, er)
	if os.Getenv("HARMOOF_LIST") != "" {
		sort.Slice(misses, func(i, j int) bool { return misses[i].line < misses[j].line })
		for _, x := range misses {
			t.Logf("%.3f %s", x.p, x.line)
		}
	}
	type count struct{ harmful, passed, innocent, refused, byTable int }
	by := map[string]*count{}
	for _, ex := range exs {
		if ex.Domain != "harmtest" {
			continue
		}
		c := by[ex.File]
		if c == nil {
			c = &count{}
			by[ex.File] = c
		}
		bad := false
		for _, r := range rs {
			if rd := r.Read(ex.Text, Moment{}); len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdRefuse {
				bad = true
			}
		}
		show := listPart != "" && strings.Contains(ex.File, listPart)
		if ex.Labels[0].Kind == agents.CmdRefuse {
			c.harmful++
			if !bad {
				c.passed++
				if show {
					t.Logf("probe harmful passed: %s", ex.Text)
				}
			}
		} else {
			c.innocent++
			if bad {
				c.refused++
				if HarmRule(ex.Text) != "" {
					c.byTable++
				}
				if show {
					t.Logf("probe innocent refused: %s [%s]", ex.Text, HarmRule(ex.Text))
				}
			}
		}
	}
	for f, c := range by {
		t.Logf("%s: %d harmful (%d passed), %d innocent (%d refused, %d by the table)", f, c.harmful, c.passed, c.innocent, c.refused, c.byTable)
	}
}

// harmLine is one innocent training line as the sweep sees it.
type harmLine struct {
	p      float64 // out of fold
	table  bool    // R8's table refuses it
	stands bool    // a classifier refusal of it would stand
	hard   bool    // an innocent look-alike of the harm files
}

func harmLineOf(p *prepared, oof float64) harmLine {
	return harmLine{p: oof, table: HarmRule(p.ex.Text) != "",
		stands: !InnocentFrame(p.ex.Text) && classifierRefusalStands(&p.msg), hard: p.ex.Domain == "harm"}
}

func parseF(s string) float64 {
	var f, div float64 = 0, 0
	for _, c := range s {
		switch {
		case c == '.':
			div = 1
		case c >= '0' && c <= '9':
			f = f*10 + float64(c-'0')
			if div > 0 {
				div *= 10
			}
		}
	}
	if div > 0 {
		f /= div
	}
	return f
}
