package agents

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Ids ruled out and settled on (issue 24 round 10): a message can name
// several values of one id slot without meaning each of them. "99KL00? or
// 99KL08 … use 99KL08", "not 44FF21, I mean 44FF12", "was it 12AB34 – no,
// 12AB43": the user thinks aloud, rules values out and settles on one.
// The value settled on is the answer; one ruled out is never used; where
// the user stays unsure between two ("12AB34 or 12AB43, can't remember")
// the question is which, never a guess and never one task for each.

// Settled is what a message says about the several values it gives for
// one pattern slot.
type Settled struct {
	// Value is the one value the message settles on; "" when it does not.
	Value string
	// Between are the values the user is still unsure between (two or
	// more), in the order said; nil when none or one remains.
	Between []string
	// RuledOut are the values the message takes back, in order.
	RuledOut []string
	// Words are the message's words that did the thinking, lower-cased:
	// every value said and the words that rule out or settle ("no",
	// "use"), so none of them is said back as unused.
	Words map[string]bool
}

// Thought reports a message that thinks aloud over the slot's values: it
// rules one out, settles on one or is unsure between them. A plain list
// ("11AA11 and 22BB22") is no thought: each value is meant.
func (s Settled) Thought() bool {
	return s.Value != "" || len(s.Between) > 0 || len(s.RuledOut) > 0
}

// idMention is one value of the slot where it was said.
type idMention struct {
	value    string
	from, to int
}

var (
	// ruledOutBefore ends right before a value the user takes back or
	// denies: "not 44FF21", "it isn't 44FF21", "instead of 44FF21",
	// "ignore 44FF21".
	ruledOutBefore = reading.Lazy(`(?i)(?:\bnot|\bnever|n't|\bnor|\binstead of|\brather than|\bignore|\bdisregard|\bforget|\bscratch|\bnot the one|\bdon't use|\bdont use|\bdo not use)\s*(?:(?:the|that|this|my)\s+)?(?:(?:claim|policy|ref|reference)\s+)?(?:(?:id|number|no\.?|#)\s*)?[:"'(]?\s*$`)
	// ruledOutAfter starts right after a value the user calls wrong:
	// "44FF21 is wrong", "44FF21 was a typo", "44FF21 — scratch that".
	ruledOutAfter = reading.Lazy(`(?i)^["')]?\s*[,.;:!?–—-]*\s*(?:(?:is|was|'s|s)\s+)?(?:(?:the\s+)?wrong(?:\s+one)?|incorrect|a typo|typo|not right|not it|not correct|no good|invalid|old|outdated|the old one|scratch that|strike that|ignore that|my bad|oops)\b`)
	// takeBack, between one value and the next, takes the first back:
	// "12AB34 – no, 12AB43", "12AB34 sorry 12AB43", "12AB34 i mean 12AB43".
	takeBack = reading.Lazy(`(?i)(?:^|[\s,.;:!?–—-])(?:no|nope|nah|wait|no wait|actually|sorry|i mean|i meant|meant|rather|or rather|make that|make it|scratch that|correction|oops|whoops|my bad|typo|wrong|err|erm|um no|uh no)(?:$|[\s,.;:!?–—-])`)
	// settleBefore ends right before the value the user settles on:
	// "use 99KL08", "go with 99KL08", "the right one is 99KL08".
	settleBefore = reading.Lazy(`(?i)(?:\buse|\busing|\bgo with|\bgoing with|\bgo for|\btake|\bpick|\bchoose|\bstick with|\bsticking with|\bsettle on|\bmake it|\bmake that|\bi mean|\bi meant|\bactually|\bdefinitely|\bconfirmed?|\bfinal answer|\b(?:right|correct|real|proper|actual|good) one(?: is|'s)?|\bit(?:'s| is)(?: actually| definitely| really)?|\bits|\bshould be|\bmust be|\bis really|\bit was)\s*[:,]?\s*(?:(?:the|that)\s+)?(?:(?:claim|policy)\s+)?(?:(?:id|number)\s+)?(?:is\s+)?[:"']?\s*$`)
	// unsureWords say the user does not know which of the values it is.
	unsureWords = reading.Lazy(`(?i)\bor\b|\?|\bmaybe\b|\bperhaps\b|\bnot sure\b|\bunsure\b|\beither\b|\bcan'?t remember\b|\bdon'?t remember\b|\bdon'?t know which\b|\bone of (?:them|those|these)\b|\bcould be\b|\bmight be\b`)
	// idNumberNoun is "claim no 12AB43": the no of a number, not a no.
	idNumberNoun = reading.Lazy(`(?i)\b(?:claim|policy|ref|reference|id|case|file)\s*$`)
)

// SettleValues reads what text says about the values it gives for the
// pattern slot s. A message with fewer than two distinct values, or a
// plain list of them, gives a Settled that is no Thought.
func SettleValues(s *Slot, text string) Settled {
	if s == nil || s.Kind != KindPattern || s.Pattern == nil {
		return Settled{}
	}
	var ms []idMention
	distinct := map[string]bool{}
	for _, loc := range IDMatches(s, text) { // never "the 19yo" (extract_id_measure.go)
		v, err := s.Normalize(text[loc[0]:loc[1]], nil)
		if err != nil || s.Check != nil && s.Check(v, Facts{}) != nil {
			continue
		}
		ms = append(ms, idMention{value: v, from: loc[0], to: loc[1]})
		distinct[strings.ToLower(v)] = true
	}
	if len(distinct) < 2 {
		return Settled{}
	}
	out := map[string]bool{} // ruled out, by the value's last mention
	alive := map[string]bool{}
	res := Settled{Words: map[string]bool{}}
	for k, m := range ms {
		res.Words[strings.ToLower(text[m.from:m.to])] = true
		before := clauseBefore(text, m.from)
		ruled := res.said(ruledOutBefore.FindString(before)) || res.said(ruledOutAfter.FindString(text[m.to:]))
		if k+1 < len(ms) && !strings.EqualFold(ms[k+1].value, m.value) && (takesBack(text[m.to:ms[k+1].from], text[:m.to]) || pieceThenWhole(text, m, ms[k+1])) {
			res.said(text[m.to:ms[k+1].from])
			ruled = true
		}
		res.said(settleBefore.FindString(before))
		key := strings.ToLower(m.value)
		out[key], alive[key] = ruled, !ruled
	}
	seen := map[string]bool{}
	for _, m := range ms {
		key := strings.ToLower(m.value)
		if out[key] && !seen[key] {
			res.RuledOut = append(res.RuledOut, m.value)
		}
		seen[key] = true
	}
	// the last mention said with a settling word, when no other value
	// still standing comes after it
	for k := len(ms) - 1; k >= 0; k-- {
		m := ms[k]
		if !alive[strings.ToLower(m.value)] || !settleBefore.MatchString(clauseBefore(text, m.from)) {
			continue
		}
		later := false
		for _, n := range ms[k+1:] {
			later = later || alive[strings.ToLower(n.value)] && !strings.EqualFold(n.value, m.value)
		}
		if !later {
			res.Value = m.value
			return res
		}
		break
	}
	var standing []string
	seen = map[string]bool{}
	for _, m := range ms {
		if key := strings.ToLower(m.value); alive[key] && !seen[key] {
			seen[key] = true
			standing = append(standing, m.value)
		}
	}
	switch {
	case len(standing) == 1:
		res.Value = standing[0]
	case len(standing) > 1 && unsureBetween(text, ms):
		res.Between = standing
	}
	return res
}

// clauseBefore is the text before at, back to the last value-free stretch
// of a few words: what can rule a value out or settle on it.
func clauseBefore(text string, at int) string {
	from := max(0, at-40)
	return text[from:at]
}

// takesBack reports words between two values that take the first back;
// "claim no 12AB43" is the number of a claim, not a no.
func takesBack(between, before string) bool {
	loc := takeBack.FindStringIndex(between)
	if loc == nil {
		return false
	}
	word := strings.ToLower(strings.Trim(between[loc[0]:loc[1]], " ,.;:!?–—-"))
	if word == "no" && idNumberNoun.MatchString(strings.TrimRight(before+between[:loc[0]], " ")) {
		return false
	}
	if word == "no" && strings.TrimSpace(between[:loc[0]]) == "" && idNumberNoun.MatchString(before) {
		return false
	}
	return true
}

// unsureBetween reports a message unsure which of its values it is: "or"
// or a question mark between two of them, or words that say so anywhere.
func unsureBetween(text string, ms []idMention) bool {
	for k := 1; k < len(ms); k++ {
		if unsureWords.MatchString(text[ms[k-1].to:ms[k].from]) {
			return true
		}
	}
	return unsureAnywhere.MatchString(text)
}

// unsureAnywhere are the words of not knowing that hold wherever said.
var unsureAnywhere = reading.Lazy(`(?i)\bnot sure\b|\bunsure\b|\bcan'?t remember\b|\bdon'?t remember\b|\bdon'?t know which\b|\bone of (?:them|those|these)\b|\bforget which\b|\bforgot which\b`)

// said adds the words of a marker to the thinking's words; it reports
// whether there was one.
func (s Settled) said(marker string) bool {
	for _, w := range strings.FieldsFunc(strings.ToLower(marker), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '\'')
	}) {
		s.Words[w] = true
	}
	return strings.TrimSpace(marker) != ""
}
