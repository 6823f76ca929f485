package understand

import (
	"math"
	"sort"
)

// Confidence is calibrated on the validation split (R51): each act, and
// each agent of a task head, gets the lowest threshold at which its
// predictions on validation are right at least as often as its target —
// 99% for what approves, cancels, carries a secret, moves money or signs
// in, 97% otherwise. A class the validation never predicted keeps a
// threshold of its own kind (never sure, for the critical ones).

const (
	criticalPrecision = 0.99
	otherPrecision    = 0.97
	// unseenOther is the threshold of a non-critical class with no
	// validation predictions.
	unseenOther = 0.85
	never       = 1.01
	// harmInnocentRate is the share of the corpus's innocent lines the
	// harm threshold may refuse, harmHardRate the share of the harm files'
	// innocent look-alikes (R53 allows 3% on its test set; half a point
	// is kept for phrasings unlike the corpus's). Since R8's table holds
	// the named kinds, the classifier is the second net and can sit
	// higher: out of fold, table and classifier together let 1101 harm
	// lines pass 17/29 times and refuse 37/28 of 1270 look-alikes at
	// 3%/2%. The threshold stays within its bounds whatever the folds say.
	harmInnocentRate = 0.005
	harmHardRate     = 0.025
	harmMinThreshold = 0.2
	harmMaxThreshold = 0.9
)

// scored is one validation prediction.
type scored struct {
	conf  float64
	right bool
}

// threshold is the lowest confidence above which the predictions reach
// precision; never when none does, the default when there are none.
func threshold(preds []scored, precision float64, unseen float32) float32 {
	if len(preds) == 0 {
		return unseen
	}
	sort.SliceStable(preds, func(i, j int) bool { return preds[i].conf > preds[j].conf })
	best := float32(never)
	right := 0
	for i, p := range preds {
		if p.right {
			right++
		}
		// the threshold may sit only between different confidences
		if i+1 < len(preds) && preds[i+1].conf == p.conf {
			continue
		}
		if float64(right)/float64(i+1) >= precision {
			best = float32(p.conf)
		}
	}
	return best
}

// calibFolds is how many folds the act and task thresholds are set from.
const calibFolds = 5

// calibrate sets the act and task thresholds out of fold (issue 24,
// cls22): the families the heads fit are dealt into calibFolds folds, and
// each fold's lines are read by heads trained on the others, so every
// line is scored by a head that never saw its family — the validation
// split's use, over five times its lines, and the validation split trains
// the heads (fit.go). The held-out split is never read.
func (m *Model) calibrate(ps []prepared, dis []*domainInfo) {
	byAct := make([][]scored, len(m.Act.classes))
	byTask := map[string][][]scored{}
	var p []float64
	for k := range calibFolds {
		out := func(pr *prepared) bool { return pr.fold != k }
		fm := &Model{Act: trainAct(ps, out)}
		for _, di := range dis {
			fm.Tasks = append(fm.Tasks, trainTask(di, ps, out))
		}
		for i := range ps {
			pr := &ps[i]
			if pr.fold != k {
				continue
			}
			want := actOf(pr.ex.Labels)
			p = fm.Act.probs(pr.msg.feats, p)
			c := argmax(p)
			byAct[c] = append(byAct[c], scored{p[c], fm.Act.classes[c] == want})
			th := fm.task(pr.di.d.Name)
			if th == nil || taskCount(want) != 1 {
				continue
			}
			p = th.Head.probs(pr.msg.forTask(), p)
			c = argmax(p)
			if byTask[th.Domain] == nil {
				byTask[th.Domain] = make([][]scored, len(th.Head.classes))
			}
			byTask[th.Domain][c] = append(byTask[th.Domain][c], scored{p[c], th.Head.classes[c] == pr.agent})
		}
	}
	m.ActThreshold = make([]float32, len(m.Act.classes))
	for c, act := range m.Act.classes {
		if criticalAct(act) {
			m.ActThreshold[c] = threshold(byAct[c], criticalPrecision, never)
		} else {
			m.ActThreshold[c] = threshold(byAct[c], otherPrecision, unseenOther)
		}
	}
	for _, th := range m.Tasks {
		th.Threshold = make([]float32, len(th.Head.classes))
		for c := range th.Head.classes {
			var preds []scored
			if byTask[th.Domain] != nil {
				preds = byTask[th.Domain][c]
			}
			// every task is held to the critical precision: a task that
			// signs in or moves money must not start on a guess, and the
			// others are cheap to ask about
			th.Threshold[c] = threshold(preds, criticalPrecision, unseenOther)
		}
	}
}

// ECE is the expected calibration error of predictions: the mean gap
// between confidence and accuracy over ten equal-width bins, weighted by
// the bins' sizes.
func ECE(preds []scored) float64 {
	var n [10]int
	var conf, acc [10]float64
	for _, p := range preds {
		b := int(math.Min(p.conf*10, 9))
		n[b]++
		conf[b] += p.conf
		if p.right {
			acc[b]++
		}
	}
	total, e := 0, 0.0
	for b := range n {
		total += n[b]
		if n[b] > 0 {
			e += math.Abs(conf[b] - acc[b]) // = n·|mean conf − accuracy|
		}
	}
	if total == 0 {
		return 0
	}
	return e / float64(total)
}
