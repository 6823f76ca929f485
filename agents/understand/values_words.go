package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// Amounts said in words (issue 24): "send fifty dollars to 4455667", "pay
// ninety nine to 3377001", "five grand", "two hundred and fifty" at the
// amount question. The reader found only digits, so such an amount was in
// no command (the loop's own extractor filled it later) and the role head
// never saw it. A number in words is a value only where it is plainly an
// amount — a money word or "grand" after it, a sending verb or "make it"
// before it, or the amount asked — so "one sec" and "top ten" stay words.
//
// Its features are kept out of what the harm head reads (the words stay
// words there, and its entity class comes after the character grams), so
// the harm check is as it was.

var countWords = map[string]bool{"one": true, "two": true, "three": true, "four": true, "five": true, "six": true,
	"seven": true, "eight": true, "nine": true, "ten": true, "eleven": true, "twelve": true, "thirteen": true,
	"fourteen": true, "fifteen": true, "sixteen": true, "seventeen": true, "eighteen": true, "nineteen": true,
	"twenty": true, "thirty": true, "forty": true, "fourty": true, "fifty": true, "sixty": true, "seventy": true,
	"eighty": true, "ninety": true}

var scaleWords = map[string]bool{"hundred": true, "thousand": true, "million": true}

// amountLeads are the words before a number in words that make it an
// amount: a sending verb, "make it", "of" ("a payment of").
var amountLeads = map[string]bool{"send": true, "sent": true, "pay": true, "wire": true, "transfer": true, "move": true,
	"give": true, "it": true, "that": true, "of": true, "actually": true, "only": true, "just": true}

// wordAmount reads an amount in words at token i, if it is one.
func (di *domainInfo) wordAmount(text string, ts []tok, i int, taken []bool, m *Moment) (value, bool) {
	w := ts[i].norm
	j := i
	switch {
	case countWords[w]:
	case (w == "a" || w == "an") && i+1 < len(ts) && (scaleWords[ts[i+1].norm] || ts[i+1].norm == "grand"):
	default:
		return value{}, false
	}
	j++
	for j < len(ts) && !taken[j] {
		n := ts[j].norm
		if countWords[n] || scaleWords[n] || n == "and" && j+1 < len(ts) && (countWords[ts[j+1].norm] || scaleWords[ts[j+1].norm]) {
			j++
			continue
		}
		break
	}
	words := j - i
	number := text[ts[i].from:ts[j-1].to]
	grand := j < len(ts) && (ts[j].norm == "grand" || ts[j].norm == "k")
	if grand {
		j++
	}
	if end := foreignEnd(text, ts, j); end > j {
		return foreignAmount(text, ts, i, end, ts[i].from), true // "forty quid": never dollars
	}
	money := j < len(ts) && moneyWords[ts[j].norm] && ts[j].norm != "grand"
	if money {
		j++
	}
	asked := m.At == AtSlot && di.slotIndex(m.Slot) >= 0 && di.slots[di.slotIndex(m.Slot)].slot.Kind == agents.KindMoney
	led := i > 0 && amountLeads[ts[i-1].norm]
	if !grand && !money && !asked && !(led && (words > 1 || w != "one")) {
		return value{}, false
	}
	c, err := reading.ParseMoney(strings.ReplaceAll(number, "-", " "))
	if err != nil || c <= 0 {
		return value{}, false
	}
	if grand {
		c *= 1000
	}
	if money && !grand {
		if end, cents := centsEnd(text, ts, j, taken); cents > 0 {
			c, j = c+cents, end // "twelve dollars fifty" (values_cents.go)
		}
	}
	// the class stays num, which R53's money cue does not read; the
	// reader's heads see money where a money word or "grand" says so
	v := value{text: text[ts[i].from:ts[j-1].to], canon: c.Plain(), class: classNum, from: i, to: j, words: true, wordMoney: grand || money}
	for si := range di.slots {
		if k := di.slots[si].slot.Kind; k == agents.KindMoney || k == agents.KindNumber {
			v.slots = append(v.slots, si)
		}
	}
	return v, len(v.slots) > 0
}

// seenClass is the class the act and role heads see for v: an amount in
// words with a money word is money to them.
func seenClass(v *value) valueClass {
	if v.wordMoney {
		return classMoney
	}
	return v.class
}

// wordAmountFeats appends the entity class of each amount said in words,
// after the character grams, where the harm head does not read it.
func wordAmountFeats(f []uint32, msg *message) []uint32 {
	for _, v := range msg.vals {
		if v.words {
			e := mix(fEntity, string(seenClass(&v)))
			f = append(f, e, mix(mixByte(e, ':'), "money"))
		}
	}
	return f
}

// shownTo is the end of the tokens the word features see as v: a scaled
// figure's own token alone ("3" of "3 hundred"), so that the scale word
// stays a word to them and the harm head reads the message as it was.
func (v *value) shownTo() int {
	if v.scaled {
		return v.from + 1
	}
	return v.to
}
