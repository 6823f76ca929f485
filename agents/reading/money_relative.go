package reading

import (
	"strconv"
	"strings"
)

// An amount said relative to one already given (R50's correct_value): at
// an approval of $120.00, "half that", "double it", "a third", "20 more",
// "another 50 on top", "take 10 off", "round it up to 150", "make it a
// round hundred". The phrase is read here; what it comes to is worked out
// from the amount it changes by Apply. A change with no size ("a bit
// less", "round it up") is read as Vague: the amount is to be asked.

// RelativeOp is what a relative phrase does to the amount it changes.
type RelativeOp int

const (
	// RelScale multiplies by Num/Den: "half that", "double it".
	RelScale RelativeOp = iota + 1
	// RelAdd adds Delta (negative: takes it off): "20 more", "take 10 off".
	RelAdd
	// RelSet says the new amount itself, with words of rounding: "round
	// it up to 150", "a round hundred".
	RelSet
	// RelRound rounds to a multiple of Step, up or down: "round it up to
	// the nearest hundred".
	RelRound
	// RelVague says a change with no size: "a bit less", "round it down".
	RelVague
)

// Relative is an amount said relative to the one it changes.
type Relative struct {
	From, To int // the phrase's bytes in the text
	Op       RelativeOp
	Num, Den int64 // RelScale
	Delta    Cents // RelAdd
	Amount   Cents // RelSet
	Step     Cents // RelRound
	Up       bool  // RelRound: up, else down
}

// Apply works out the new amount from old. ok is false for a vague
// change. A share that falls between cents is rounded to the nearest one
// (a third of $100.00 is $33.33): the result is shown before anything
// moves.
func (r Relative) Apply(old Cents) (Cents, bool) {
	switch r.Op {
	case RelScale:
		if r.Den <= 0 {
			return 0, false
		}
		return Cents((int64(old)*r.Num*2 + r.Den) / (2 * r.Den)), true
	case RelAdd:
		return old + r.Delta, true
	case RelSet:
		return r.Amount, true
	case RelRound:
		if r.Step <= 0 {
			return 0, false
		}
		down := old / r.Step * r.Step
		if r.Up && down != old {
			return down + r.Step, true
		}
		return down, true
	}
	return 0, false
}

// Describe says how the new amount came from old, for the Why panel:
// "half of $120.00", "$120.00 plus $20.00".
func (r Relative) Describe(old Cents) string {
	switch r.Op {
	case RelScale:
		switch {
		case r.Num == 1 && r.Den == 2:
			return "half of " + old.String()
		case r.Den == 1:
			return old.String() + " times " + itoa(r.Num)
		}
		if r.Den == 10000 {
			// "10% less": a percentage is said as one
			return strconv.FormatFloat(float64(r.Num)/100, 'f', -1, 64) + "% of " + old.String()
		}
		if g := gcd(r.Num, r.Den); g > 1 {
			r.Num, r.Den = r.Num/g, r.Den/g
		}
		return itoa(r.Num) + "/" + itoa(r.Den) + " of " + old.String()
	case RelSet:
		return "the amount said, in place of " + old.String()
	case RelAdd:
		if r.Delta < 0 {
			return old.String() + " less " + (-r.Delta).String()
		}
		return old.String() + " plus " + r.Delta.String()
	case RelRound:
		dir := "down"
		if r.Up {
			dir = "up"
		}
		return old.String() + " rounded " + dir + " to a multiple of " + r.Step.String()
	}
	return ""
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

var (
	relScales = map[string][2]int64{
		"half": {1, 2}, "halve": {1, 2}, "halved": {1, 2},
		"double": {2, 1}, "doubled": {2, 1}, "twice": {2, 1},
		"triple": {3, 1}, "tripled": {3, 1}, "treble": {3, 1}, "thrice": {3, 1},
		"quadruple": {4, 1},
	}
	relParts = map[string][2]int64{
		"third": {1, 3}, "quarter": {1, 4}, "fourth": {1, 4}, "fifth": {1, 5}, "tenth": {1, 10},
		"thirds": {1, 3}, "quarters": {1, 4}, "fourths": {1, 4}, "fifths": {1, 5}, "tenths": {1, 10},
	}
	relMore    = []string{"more", "extra", "higher", "additional"}
	relLess    = []string{"less", "fewer", "lower", "off", "smaller"}
	relVague   = []string{"less", "more", "lower", "higher", "smaller", "bigger", "larger", "fewer", "cheaper"}
	relDegree  = []string{"bit", "little", "tad", "touch", "smidge", "lil", "slightly", "somewhat", "fraction"}
	relDirect  = map[string]int{"add": 1, "take": -1, "knock": -1, "shave": -1, "subtract": -1, "deduct": -1}
	relTo      = map[string]bool{"bring": true, "knock": true, "take": true, "push": true, "get": true, "set": true, "put": true}
	relBare    = map[string]bool{"increase": true, "raise": true, "reduce": true, "lower": true, "decrease": true, "bump": true, "trim": true, "cut": true}
	relBy      = map[string]int{"increase": 1, "raise": 1, "bump": 1, "up": 1, "top": 1, "reduce": -1, "lower": -1, "drop": -1, "cut": -1, "decrease": -1, "trim": -1}
	relPlaces  = map[string]Cents{"ten": 1000, "tens": 1000, "hundred": 10000, "hundreds": 10000, "fifty": 5000, "dollar": 100, "five": 500, "twenty": 2000, "thousand": 100000, "grand": 100000}
	relRoundUp = map[string]bool{"up": true, "down": false}
)

// FindRelative finds the first amount said relative to another in text.
func FindRelative(text string) (Relative, bool) {
	r := relReader{relTokens(text)}
	for i := range r.ws {
		if rel, end, ok := r.phraseAt(i); ok {
			rel.From, rel.To = r.ws[i].from, r.ws[end-1].to
			return rel, true
		}
	}
	return Relative{}, false
}

// phraseAt reads a relative phrase starting at token i; end is the index
// after it.
func (r relReader) phraseAt(i int) (Relative, int, bool) {
	w := r.at(i)
	if w == "double" && r.is(i+1, "check", "checked", "checking") || w == "double-check" {
		return Relative{}, 0, false // "double check it" changes nothing
	}
	// "half that", "double it", "twice that", "half as much"
	if s, ok := relScales[w]; ok {
		k := i + 1
		if r.is(k, "as") && r.is(k+1, "much") {
			k += 2
		}
		if o := k + b2i(r.is(k, "of")); r.is(o, "my", "the", "his", "her", "our") && !r.is(o+1, "amount", "sum", "total", "figure", "transfer", "payment") {
			return Relative{}, 0, false // "half my savings" is a share of a balance
		}
		return Relative{Op: RelScale, Num: s[0], Den: s[1]}, r.ref(k), true
	}
	// "a third", "one quarter of that", "two thirds"
	if n := countWord(w); n > 0 {
		if p, ok := relParts[r.at(i+1)]; ok && (n == 1) == !strings.HasSuffix(r.at(i+1), "s") {
			k := i + 2
			if r.is(k, "of") && r.is(k+1, "my", "the", "his", "her", "our") && !r.is(k+2, "amount", "sum", "total") {
				return Relative{}, 0, false
			}
			return Relative{Op: RelScale, Num: n * p[0], Den: p[1]}, r.ref(k), true
		}
	}
	// "two times that", "3x", "10% more", "20 less", "twenty bucks more"
	if c, k, ok := r.amount(i); ok {
		if r.is(k, "times", "x") {
			return Relative{Op: RelScale, Num: int64(c / 100), Den: 1}, r.ref(k + 1), c%100 == 0 && c > 0
		}
		if r.is(k, "%") || r.is(k, "percent") {
			k++
			switch {
			case r.is(k, relMore...):
				return Relative{Op: RelScale, Num: 10000 + int64(c), Den: 10000}, r.thanRef(k + 1), true
			case r.is(k, relLess...):
				return Relative{Op: RelScale, Num: 10000 - int64(c), Den: 10000}, r.thanRef(k + 1), c <= 10000
			case r.is(k, "of"):
				return Relative{Op: RelScale, Num: int64(c), Den: 10000}, r.ref(k), r.ref(k) > k+1
			}
			return Relative{}, 0, false
		}
		if r.is(k, "on") && r.is(k+1, "top") {
			return Relative{Op: RelAdd, Delta: c}, r.onTop(k), true
		}
		switch {
		case r.is(k, relMore...):
			return Relative{Op: RelAdd, Delta: c}, r.onTop(r.thanRef(k + 1)), true
		case r.is(k, relLess...):
			return Relative{Op: RelAdd, Delta: -c}, r.thanRef(k + 1), true
		}
	}
	// "another 50 (on top)", "an extra 20", "plus 20", "add 20", "minus 10"
	k := i
	if w == "an" && r.is(i+1, "extra", "additional") || w == "another" || w == "plus" || w == "extra" {
		k = i + 1
		if w == "an" {
			k = i + 2
		}
		if c, end, ok := r.amount(k); ok {
			return Relative{Op: RelAdd, Delta: c}, r.onTop(end), true
		}
	}
	if w == "minus" {
		if c, end, ok := r.amount(i + 1); ok {
			return Relative{Op: RelAdd, Delta: -c}, end, true
		}
	}
	// "add 20", "take 10 off", "knock off 10", "subtract 5"
	if sign, ok := relDirect[w]; ok {
		k := i + 1
		off := r.is(k, "off", "away")
		if off || r.is(k, "on") {
			k++
		}
		if r.is(k, "another") {
			k++
		} else if r.is(k, "an", "a") && r.is(k+1, "extra", "further") {
			k += 2
		}
		if c, end, ok := r.amount(k); ok {
			if r.is(end, "off", "away") {
				off = true
				end++
			}
			if w == "take" && !off {
				return Relative{}, 0, false // "take 10" says no change
			}
			if r.is(end, "from", "to") {
				end = r.ref(end + 1)
			}
			return Relative{Op: RelAdd, Delta: Cents(sign) * c}, r.onTop(end), true
		}
	}
	// "bump it up by 20", "increase it by 20", "reduce it by 15", "cut it
	// by 10%"
	_, to := relTo[w]
	if sign, ok := relBy[w]; ok || to {
		k := i + 1
		it := r.is(k, "it", "that", "this", "the")
		if it {
			k++
			if r.is(k, "amount", "sum", "total") {
				k++
			}
		}
		dir := r.is(k, "up", "down")
		if dir {
			k++
		}
		if r.is(k, "to") && (ok || dir) && !r.idShaped(k+1) {
			// "knock it down to 100", "bring it down to 80", "up it to 200":
			// the new amount itself
			if c, end, ok := r.amount(k + 1); ok {
				return Relative{Op: RelSet, Amount: c}, end, true
			}
		}
		if !ok {
			return Relative{}, 0, false
		}
		if it && relBare[w] && (k >= len(r.ws) || r.degreeAt(k) > k) {
			// "lower it a little", "could you reduce it": a change with no size
			return Relative{Op: RelVague}, max(k, r.degreeAt(k)), true
		}
		if r.is(k, "by") {
			if c, end, ok := r.amount(k + 1); ok {
				if r.is(end, "%") || r.is(end, "percent") {
					return Relative{Op: RelScale, Num: 10000 + int64(sign)*int64(c), Den: 10000}, end + 1, c <= 10000
				}
				return Relative{Op: RelAdd, Delta: Cents(sign) * c}, end, true
			}
		}
	}
	// "round it up to 150", "round it to 100", "round it up to the
	// nearest ten", "round it down", "a round hundred", "an even 100"
	if w == "round" || w == "even" {
		if r.is(i-1, "a", "an", "nice") {
			if c, end, ok := r.amount(i + 1); ok {
				return Relative{Op: RelSet, Amount: c}, end, true
			}
		}
		if w == "round" {
			k := i + 1
			if r.is(k, "it", "that", "this") {
				k++
			}
			up, dir := relRoundUp[r.at(k)]
			if dir {
				k++
			}
			if r.is(k, "to") {
				k++
				if r.is(k, "the") && r.is(k+1, "nearest", "next") {
					if step, ok := relPlaces[r.at(k+2)]; ok {
						return Relative{Op: RelRound, Step: step, Up: up || !dir && r.is(k+1, "next")}, k + 3, true
					}
				}
				if c, end, ok := r.amount(k); ok {
					return Relative{Op: RelSet, Amount: c}, end, true
				}
			}
			if dir || r.is(k, "off") {
				return Relative{Op: RelVague}, k, true
			}
		}
	}
	// "a bit less", "slightly more", "a few bucks less", "not as much"
	j := i
	if w == "a" && (contains(relDegree, r.at(i+1)) || r.is(i+1, "few", "couple")) {
		j = i + 1 // "a bit less" said whole
	}
	if d := r.at(j); contains(relDegree, d) || d == "few" || d == "couple" {
		k := j + 1
		for r.is(k, "of", "bucks", "dollars") {
			k++
		}
		if r.is(k, relVague...) {
			return Relative{Op: RelVague}, k + 1, true
		}
	}
	if w == "not" && r.is(i+1, "as", "so", "that") && r.is(i+2, "much") {
		return Relative{Op: RelVague}, i + 3, true
	}
	if contains(relVague, w) && !r.is(i+1, "than") {
		return Relative{Op: RelVague}, i + 1, true
	}
	return Relative{}, 0, false
}
