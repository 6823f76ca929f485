package understand

// R53's threshold, set on the whole check rather than the classifier
// alone. Each training line's out-of-fold probability (a head that never
// saw its family) is read as the reader reads a message: R8's table first
// (it refuses whatever the threshold), then the classifier at the
// threshold, whose refusal stands only past the second stage. The
// threshold is the lowest at which the whole check refuses at most
// harmHardRate of the harm files' innocent look-alikes and at most
// harmInnocentRate of the corpus's other lines: the lowest keeps the most
// harmful lines refused within those budgets. The table's own refusals
// count against the budget, so a table that refuses more innocent lines
// raises the threshold instead of hiding there.

// harmLine is one innocent training line as the threshold sees it.
type harmLine struct {
	p      float64 // out of fold
	table  bool    // R8's table refuses it
	stands bool    // a classifier refusal of it would stand
	hard   bool    // an innocent look-alike of the harm files
}

// harmLineOf reads one innocent prepared line for the threshold.
func harmLineOf(p *prepared, oof float64) harmLine {
	return harmLine{p: oof, table: HarmRule(p.ex.Text) != "",
		stands: !InnocentFrame(p.ex.Text) && classifierRefusalStands(&p.msg), hard: p.ex.Domain == "harm"}
}

// harmStep is the threshold's resolution.
const harmStep = 0.005

// wholeCheckThreshold is the lowest threshold within the bounds at which
// the whole check keeps within both budgets; the upper bound when none is.
func wholeCheckThreshold(lines []harmLine) float32 {
	var hardN, easyN int
	for _, l := range lines {
		if l.hard {
			hardN++
		} else {
			easyN++
		}
	}
	for t := harmMinThreshold; t <= harmMaxThreshold+1e-9; t += harmStep {
		var hard, easy int
		for _, l := range lines {
			if !l.table && !(l.stands && l.p >= t) {
				continue
			}
			if l.hard {
				hard++
			} else {
				easy++
			}
		}
		if float64(hard) <= harmHardRate*float64(hardN) && float64(easy) <= harmInnocentRate*float64(easyN) {
			return float32(t)
		}
	}
	return harmMaxThreshold
}
