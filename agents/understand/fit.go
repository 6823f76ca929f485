package understand

import "strings"

// What the act and task heads fit (issue 24, cls22). Their thresholds
// were set on the validation split, so its ~1,300 lines (15% of the
// corpus) never trained them. The thresholds are now set out of fold
// (calibrate.go): every family of the training and validation splits is
// read by heads that never saw it, so the validation split trains the
// act and task heads as well. Cross-validated over those families the act
// head rose from 0.844 to 0.865 with them. The held-out split still
// never trains, and a validation line within one word of a held-out line
// (R51's leak rule, TestNoTestPhrasingIsTrained) is left out: it was
// written beside it while it measured nothing.

// fitLines says, per example, whether the act and task heads fit it: a
// line of the training split or an agent's example, or a line of the
// validation split that no held-out or harm-test line is within one word
// of (the round-3 phrasings are not the package's to read: a validation
// line near one is dropped from the corpus, as a training line is).
func fitLines(exs []Example) []bool {
	fit := make([]bool, len(exs))
	type test struct {
		words []string
		floor int // the fewest words a one-word edit leaks at
	}
	byLen := map[int][]test{}
	for i := range exs {
		ex := &exs[i]
		switch {
		case ex.Domain == "harmtest":
			w := leakWords(ex.Text)
			byLen[len(w)] = append(byLen[len(w)], test{w, 2})
		case !isHarmFile(ex) && ex.Family != "" && SplitOf(ex.Family) == SplitHeldOut:
			w := leakWords(ex.Text)
			byLen[len(w)] = append(byLen[len(w)], test{w, 3})
		}
	}
	for i := range exs {
		ex := &exs[i]
		if isHarmFile(ex) {
			continue
		}
		if ex.Family == "" {
			fit[i] = true
			continue
		}
		switch SplitOf(ex.Family) {
		case SplitTrain:
			fit[i] = true
		case SplitValidation:
			w := leakWords(ex.Text)
			fit[i] = true
			for n := len(w) - 1; n <= len(w)+1 && fit[i]; n++ {
				for _, h := range byLen[n] {
					if leaksTo(w, h.words, h.floor) {
						fit[i] = false
						break
					}
				}
			}
		}
	}
	return fit
}

// FitLines is fitLines for the tests: which examples train the act and
// task heads.
func FitLines(exs []Example) []bool { return fitLines(exs) }

// leakWords is a line as the leak rule compares it: lower case, no
// punctuation, repeated characters collapsed.
func leakWords(s string) []string {
	var b strings.Builder
	var last rune
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			if r != last {
				b.WriteRune(r)
			}
		case r == ' ' || r == '\t':
			b.WriteRune(' ')
		default:
			continue
		}
		last = r
	}
	return strings.Fields(b.String())
}

// leaksTo is R51's rule against a held-out or harm-test line: equal, or
// one word's edit apart where both have floor words or more.
func leaksTo(a, b []string, floor int) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	if strings.Join(a, " ") == strings.Join(b, " ") {
		return true
	}
	if len(a) < floor || len(b) < floor {
		return false
	}
	return withinOneWord(a, b)
}

// withinOneWord reports equal word lists, or one word inserted, deleted or
// replaced.
func withinOneWord(a, b []string) bool {
	if len(a) < len(b) {
		a, b = b, a
	}
	switch len(a) - len(b) {
	case 0:
		diff := 0
		for i := range a {
			if a[i] != b[i] {
				diff++
			}
		}
		return diff <= 1
	case 1:
		i := 0
		for i < len(b) && a[i] == b[i] {
			i++
		}
		return strings.Join(a[i+1:], " ") == strings.Join(b[i:], " ")
	}
	return false
}
