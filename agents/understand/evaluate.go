package understand

import (
	"slices"
	"sort"

	"github.com/concierge-dev/concierge/agents"
)

// Score is a count of right answers.
type Score struct{ Right, Total int }

// Rate is Right/Total, 1 for no cases.
func (s Score) Rate() float64 {
	if s.Total == 0 {
		return 1
	}
	return float64(s.Right) / float64(s.Total)
}

func (s *Score) add(ok bool) {
	s.Total++
	if ok {
		s.Right++
	}
}

// Report is how the heads do on one split of the corpus.
type Report struct {
	Acts, Tasks, Roles Score
	ByAct, ByTask      map[string]*Score
	// ActECE is the expected calibration error of the act head.
	ActECE float64
	// SurePrecision is how often a sure act is right; Sure how many were.
	SurePrecision Score
	// Misses are some wrong readings, for the eye: "file:line: want → got".
	Misses []string
}

// Evaluate measures the model on the examples of one split (harm files
// aside), each read against its domain.
func Evaluate(m *Model, corpus []Example, domains []*agents.Domain, split Split) Report {
	dis := make([]*domainInfo, len(domains))
	for i, d := range domains {
		dis[i] = newDomainInfo(d)
	}
	var exs []Example
	for _, ex := range corpus {
		if !isHarmFile(&ex) && ex.Family != "" && SplitOf(ex.Family) == split {
			exs = append(exs, ex)
		}
	}
	rep := Report{ByAct: map[string]*Score{}, ByTask: map[string]*Score{}}
	var preds []scored
	var p []float64
	var feats []uint32
	var sub message
	var q []float64
	for _, pr := range prepare(exs, dis) {
		want := actOf(pr.ex.Labels)
		p = m.Act.probs(pr.msg.feats, p)
		c := argmax(p)
		if a := settleAct(m.Act.classes[c], &pr.msg, m.Act.classes); a != m.Act.classes[c] {
			c2 := slices.Index(m.Act.classes, a)
			p[c2] = max(p[c2], p[c])
			c = c2
		}
		if a := composeAct(m.Act.classes[c], pr.ex.Text, &pr.moment, pr.di, m.Act, &sub, q); a != m.Act.classes[c] {
			c2 := slices.Index(m.Act.classes, a)
			p[c2] = max(p[c2], p[c])
			c = c2
		}
		if a := settleYeahNah(m.Act.classes[c], pr.ex.Text, m.Act.classes); a != m.Act.classes[c] {
			c2 := slices.Index(m.Act.classes, a)
			p[c2] = max(p[c2], p[c]) // as Read does (act_yeah_nah.go)
			c = c2
		}
		ok := m.Act.classes[c] == want
		rep.Acts.add(ok)
		bucket(rep.ByAct, want).add(ok)
		preds = append(preds, scored{p[c], ok})
		if float32(p[c]) >= m.ActThreshold[c] {
			rep.SurePrecision.add(ok)
		}
		if !ok && len(rep.Misses) < 400 {
			rep.Misses = append(rep.Misses, pr.ex.File+": "+pr.ex.Text+": "+want+" → "+m.Act.classes[c])
		}
		if th := m.task(pr.di.d.Name); th != nil && taskCount(want) == 1 {
			p = th.Head.probs(pr.msg.forTask(), p)
			ok := th.Head.classes[argmax(p)] == pr.agent
			rep.Tasks.add(ok)
			bucket(rep.ByTask, pr.agent).add(ok)
			if !ok && len(rep.Misses) < 400 {
				rep.Misses = append(rep.Misses, pr.ex.File+": "+pr.ex.Text+": task "+pr.agent+" → "+th.Head.classes[argmax(p)])
			}
		}
		for _, mk := range pr.ex.Marks {
			got := ""
			for vi := range pr.msg.vals {
				v := &pr.msg.vals[vi]
				if mo := markOf(&pr, v); mo == nil || mo.From != mk.From {
					continue
				}
				if v.owner { // as the reader does: R29's form names the user
					got = pr.di.slots[v.slots[0]].name
					continue
				}
				if si := pr.di.everyNamed(&pr.msg, v); si >= 0 { // and "both accounts"
					got = pr.di.slots[si].name
					continue
				}
				best := 0.5
				for _, si := range v.slots {
					feats = pr.di.roleFeats(&pr.msg, v, si, &pr.moment, pr.agent, pr.others, feats[:0])
					p = m.Role.probs(feats, p)
					if p[1] > best {
						best, got = p[1], pr.di.slots[si].name
					}
				}
			}
			if pr.di.slot(mk.Slot) != nil && pr.di.slot(mk.Slot).slot.Kind == agents.KindSecret {
				continue // a secret is found by R29's forms, not by a role
			}
			rep.Roles.add(got == mk.Slot)
			if got != mk.Slot && len(rep.Misses) < 400 {
				rep.Misses = append(rep.Misses, pr.ex.File+": "+pr.ex.Text+": "+mk.Text+" "+mk.Slot+" → "+got)
			}
		}
	}
	rep.ActECE = ECE(preds)
	return rep
}

func bucket(m map[string]*Score, k string) *Score {
	if m[k] == nil {
		m[k] = &Score{}
	}
	return m[k]
}

// Keys are a score map's keys, sorted.
func Keys(m map[string]*Score) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// slot is the named slot's info, or nil.
func (di *domainInfo) slot(name string) *slotInfo {
	if i := di.slotIndex(name); i >= 0 {
		return &di.slots[i]
	}
	return nil
}
