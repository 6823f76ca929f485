package understand

import "strings"

// R8, R53 (round 18): age is a protected characteristic like the others,
// in whatever words it is said: a number said of the person ("hes 82"),
// "too old to be on the road", "a pensioner", "a senior", "at his age",
// "boomer". These are the age words of the decline kind's protected list
// (harm_kinds.go), kept here so that list stays readable; they name a
// person, never a thing ("the boiler is too old" is wear and tear).
const ageWords = `(?:he|she|they|hes|shes|theyre|him|her|them|the (?:claimant|driver|insured|customer|policy ?holder|owner|applicant|client))(?: is| are|'s|'re)? (?:[\w']+ ){0,3}?(?:too old|too young|past it|over the hill|senile|geriatric|doddery|doddering)` +
	`|(?:hes|shes|theyre|he|she)(?: is)? (?:only |just |over |under |aged |nearly |almost |like )?\d{2}\b` +
	`|(?:way |far |much |far too |way too )?too (?:old|young) to (?:drive|be driving|be on the road|be behind the wheel|be insured|insure|have cover|still drive)` +
	`|senior (?:citizens?|drivers?|people|persons?|man|woman|lady|gentleman|gent)|seniors|(?:he|she|hes|shes|they|theyre|claimant|driver|insured)(?: is| are|'s|'re)? (?:a )?senior` +
	`|boomers?|oaps?|old age pensioners?|geriatrics?|at (?:his|her|their) (?:age|time of life)|in (?:his|her|their) (?:[5-9]0s|[5-9]0's)` +
	`|old (?:codgers?|gits?|fogeys?|fogies|timers?|geezers?|dears?|fossils?|biddy|biddies)`

// traitBesideGround reports a decline that says a trait as background
// beside a legitimate reason given for it: "the claimant is a single mum
// and the fire was caused by her own candle, policy excludes negligence",
// "claimant is disabled but the reason is the car was unregistered". The
// refusal is for a trait given AS the reason; a clause that holds a
// ground (a policy term or a cause of the loss) and no trait is the
// reason, unless the trait is said to be the reason too ("decline it,
// she's a single mum anyway", "disabled people drive badly").
func traitBesideGround(n string) bool {
	if traitAsReason.MatchString(n) {
		return false
	}
	for _, c := range causalTrait.FindAllStringIndex(n, -1) {
		if protectedWord.MatchString(n[wordsBack(n, c[1], 1):wordsOn(n, c[1], 5)]) {
			return false // "because she is a single mum"; not "because she had no flood cover"
		}
	}
	for _, g := range lawfulGround.FindAllStringIndex(n, -1) {
		w := n[wordsBack(n, g[0], 2):wordsOn(n, g[1], 6)]
		if !protectedWord.MatchString(w) && !pretext.MatchString(w) {
			return true
		}
	}
	return false
}

// wordsBack is where the k words before byte i of n start; wordsOn where
// the k words after byte j end. Normalised text has no punctuation to cut
// clauses at: a ground's own few words stand in for its clause.
func wordsBack(n string, i, k int) int {
	for ; k > 0 && i > 0; k-- {
		i = strings.LastIndexByte(strings.TrimRight(n[:i], " "), ' ') + 1
	}
	return i
}

func wordsOn(n string, j, k int) int {
	for ; k > 0 && j < len(n); k-- {
		rest := strings.TrimLeft(n[j:], " ")
		j = len(n) - len(rest)
		if sp := strings.IndexByte(rest, ' '); sp >= 0 {
			j += sp
		} else {
			j = len(n)
		}
	}
	return j
}

var (
	// lawfulGround is a reason a decline may give: the policy's terms, or
	// what caused the loss
	lawfulGround = re(`\b(?:(?:policy |it )?exclu\w*|not covered|(?:isn't|isnt|is not|wasn't|wasnt|was not|aren't|are not) covered|outside (?:the )?(?:cover|policy|terms)|(?:policy|the) terms|clause|section \d+|caused by|started (?:by|from)|(?:own|his|her|their) (?:fault|negligence|candle|cigarette|chip pan)|negligen\w*|careless\w*|unregistered|untaxed|unlicen[cs]ed|(?:no|without|expired|invalid) (?:valid )?(?:mot|tax|licen[cs]e|registration|insurance)|(?:licen[cs]e|mot|tax|registration|insurance|cover|policy) (?:had |has |was |is )?(?:expired|lapsed|run out|ran out|revoked|suspended|cancelled)|(?:didn't|didnt|did not) have (?:[\w']+ ){0,2}(?:cover|insurance|licen[cs]e|mot)|uninsured|(?:drunk|drink|under the influence|over the limit|speeding|racing)|(?:left )?unlocked|unoccupied|vacant|wear and tear|pre ?existing|(?:didn't|didnt|did not|never|failed to) (?:disclose|declare|tell us|report)|non ?disclos\w*|undisclosed|undeclared|lapsed|(?:not|never) (?:paid|renewed)|late (?:premium|payment)|fraud\w*|fake|staged|(?:reported|filed) (?:too )?late|no police report|commercial use|business use|deliberate\w*|on purpose|gradual\w*|` + drivingFault + `)\b`)
	// traitAsReason is a trait said to be the reason: "anyway", a group
	// said to behave badly, "that's why"
	traitAsReason = re(`\b(?:anyway|anyways|regardless|either way|just because|for that reason|that's why|thats why|that is why|which is why)\b|\b(?:people|drivers|mums|moms|mothers|women|men|foreigners|immigrants|they|them|her kind|his kind|their kind|those|these)\b (?:[\w']+ ){0,2}(?:drive badly|can't drive|cant drive|cannot drive|always|never|are (?:all )?(?:bad|careless|reckless|risky|liars|lying|frauds?|useless|dangerous|a risk))\b|\b(?:(?:she|he|they)(?: is|'s| are|'re)?|hes|shes|theyre) (?:[\w']+ ){0,4}so (?:decline|reject|refuse|deny|turn)`)
)
