package agents

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Words with digits in a claim's story are no ids (issue 24 round 20):
// "the driver was 19 and the 19yo wasn't named", "over 25yrs", "a £150k
// rebuild", "at 10pm", "doing 120kmh", "rego ABC123". A pattern slot that
// takes letters and digits would read each as a second id and write a
// letter for it. A measure — digits with a unit glued on (an age, an
// amount, a time, a speed) — and a token right after a word that names
// another kind of reference (a plate, a flight, an invoice) are not the
// slot's value, unless the slot's own cue says it is ("claim 77AB12":
// cued values are read before these, extract.go's first pass).

// measureShaped is digits with a unit glued on: 19yo, 25yrs, 150k, 10pm,
// 120kmh, 3hrs, 1990s — or joined by hyphens: 19-year-old, 2-door,
// 24-hour (round 22: "the policyholder's 19-year-old son" wrote a letter
// for claim 19-YEAR-OLD).
var measureShaped = reading.Lazy(`(?i)^\d+(?:[.,]\d+)?-?(?:hour|hours|minute|minutes|door|seater|storey|story|bed|bedroom|wheel|wheeler|yo|yos|yr|yrs|year|years|yearold|k|m|mil|bn|b|km|kms|kg|kgs|am|pm|mph|kph|kmh|kmph|hp|cc|mm|cm|ft|hr|hrs|h|min|mins|sec|secs|s|day|days|wk|wks|week|weeks|mo|mos|month|months|ltr|litres|liters|gb|tb|pc|pct|percent|sqm|m2|ish|x)(?:-(?:old|olds|long))?$`)

// otherReference are words that name another kind of reference, before a
// token: that token is the plate's, the flight's, the invoice's.
var otherReference = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"rego": true, "registration": true, "plate": true, "plates": true, "numberplate": true,
		"vin": true, "flight": true, "postcode": true, "invoice": true, "receipt": true, "serial": true, "abn": true,
		"licence": true, "license": true, "bsb": true}
})

// compoundShaped is a number joined by hyphens to a word of a claim's
// story (issue 24, ins22b: "the 2-storey house", "a 3-car garage", "the
// 10-metre fence", "a 4-bed place", "two 5-week-old puppies"): a lower-case
// word of three letters or more after the digits, or two words. An id's
// letters after a hyphen are short codes or capitals ("123-AB", "CLM-7").
var compoundShaped = reading.Lazy(`^\d+(?:[.,]\d+)?-(?:(?:car|cars|bay|bays|garage|level|levels|floor|floors|room|rooms|bath|baths|bathroom|bathrooms|person|people|man|men|seat|seats|star|stars|acre|acres|metre|metres|meter|meters|mile|miles|foot|feet|inch|inches|litre|liter|lane|lanes|page|pages|step|steps|unit|units|vehicle|vehicles|night|nights|point|points|piece|pieces|tonne|ton|tons|speed|kilo|kilos|kilometre|kilometres|kilometer|kilometers|storeys|stories|bedrooms|doors|seaters|wheels|ish)(?:-[a-z]+)*|[a-z]{3,}(?:-[a-z]+)+)$`)

// MeasureShaped reports a token that is a measure, never an id: digits with
// a unit glued on ("19yo", "25yrs", "150k", "10pm"), or joined to the word
// of a compound ("2-storey", "3-car", "50-year-old", "24-hour").
func MeasureShaped(v string) bool {
	v = strings.TrimSpace(v)
	return measureShaped.MatchString(v) || compoundShaped.MatchString(strings.ToLower(v)) && !strings.ContainsAny(v, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
}

// OtherReferenceAt reports a token at byte at of text that a word just
// before it names as another kind of reference ("rego ABC123", "policy
// number POL998", "flight QF12").
func OtherReferenceAt(text string, at int) bool {
	f := strings.Fields(strings.ToLower(text[:at]))
	for back := 1; back <= 2 && back <= len(f); back++ {
		w := strings.Trim(f[len(f)-back], ".,:;#()'\"")
		if otherReference()[w] {
			return true
		}
		if back == 1 && w != "number" && w != "no" && w != "num" && w != "nr" && w != "is" && w != "was" {
			return false // only "policy number X", "rego is X" look two words back
		}
	}
	return false
}

// NotAnID reports a pattern match at loc of text that is no value of an
// id slot unless its cue says so: a measure, or another reference's.
func NotAnID(text string, loc []int) bool {
	return MeasureShaped(text[loc[0]:loc[1]]) || OtherReferenceAt(text, loc[0]) || OtherLabelled(text, loc)
}

// CuedAt reports one of the slot's cues right before byte at of text
// ("claim 19yo", "id: 25YRS"): the value is said as the slot's.
func CuedAt(s *Slot, text string, at int) bool {
	before := strings.TrimRight(strings.ToLower(text[:at]), " :#-")
	for _, c := range s.Cues {
		if strings.HasSuffix(before, c) && (len(before) == len(c) || !isIDChar(before[len(before)-len(c)-1])) && !otherKindCue(before, len(before)-len(c), c) {
			return true
		}
	}
	return false
}

// IDMatches are the pattern slot's matches in text that may be its values:
// a measure or another reference's token is left out unless the slot's
// cue stands before it.
func IDMatches(s *Slot, text string) [][]int {
	var out [][]int
	for _, loc := range s.Pattern.FindAllStringIndex(text, -1) {
		if hasLetter(text[loc[0]:loc[1]]) && NotAnID(text, loc) && !CuedAt(s, text, loc[0]) {
			continue
		}
		out = append(out, loc)
	}
	return out
}

// gluedToNumber reports a word at byte i of lower joined by a hyphen to
// the digits before it: "car" in "a 3-car garage", a compound's word.
func gluedToNumber(lower string, i int) bool {
	return i >= 2 && lower[i-1] == '-' && lower[i-2] >= '0' && lower[i-2] <= '9'
}
