package agents

import (
	"regexp"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// Offline slot extraction (R15): values are found by kind, with three
// levels of confidence. A value after one of the slot's cues ("to account
// 1234324", "username is seldo") is taken for any slot; a marked amount
// ("$200", "200 dollars") or a named enum choice is taken for any slot; an
// unmarked value (a bare number, a short answer) only for the slot that was
// just asked. Secrets are never extracted here: the loop takes them from
// masked input before an engine sees the text.

// sign is a minus in any spelling; it stays attached to the number so that
// reading.ParseMoney refuses it instead of moving the absolute value.
const sign = `(?:(?:minus|negative)\s+|[-−–]\s?)?`

var (
	// multiplier scales an amount: "$5k", "2.5 thousand", "1 million"
	multiplier = `(?:\s?(?:hundred|thousand|grand|million|billion|mil|mn|bn)\b|[kmb]\b)?`
	// number is digits with thousands separators, or a bare decimal
	// (".5"); an exponent stays attached ("1e5"), so the amount is
	// refused rather than read as 1
	number       = `(?:\d(?:[\d,]*\d)?(?:\.\d+)?|\.\d+)(?:[eE][-+]?\d+)?`
	numberAt     = reading.Lazy(`(?i)^` + sign + `\$?\s?` + sign + number + multiplier)
	markedMoney  = reading.Lazy(`(?i)` + sign + `\$\s?` + sign + number + multiplier + `|` + sign + number + multiplier + `\s?(?:dollars?|usd|bucks|cents?)\b|\b(?:usd|us\$)\s?` + number + multiplier + `|\b` + reading.NumberWordsPattern + `\s+(?:dollars?|usd|bucks|cents?)\b|` + reading.ForeignAmountPattern)
	bareNumber   = reading.Lazy(`(?i)` + sign + `\$?` + sign + number + multiplier)
	wordAmountAt = reading.Lazy(`(?i)^` + reading.NumberWordsPattern + `(?:\s+(?:grand|k))?\b(?:\s+(?:dollars?|bucks|usd))?`)
	wordAmount   = reading.Lazy(`(?i)\b` + reading.NumberWordsPattern + `(?:\s+(?:grand|k))?\b`)
	andCentsAt   = reading.Lazy(`(?i)^\s*,?\s+(?:and\s+)?(?:\d{1,2}|` + reading.CentsWordsPattern + `)\s*(?:cents?|¢)\b`) // "and 50 cents", "and fifty cents"
	centsBareAt  = reading.Lazy(`(?i)` + reading.TrailingCentsPattern)                                                    // "twelve dollars fifty", "12 dollars 50"
	dollarsEndAt = reading.Lazy(`(?i)(?:dollars?|bucks|usd)$`)
	currencyAt   = reading.Lazy(`(?i)^\s?(?:dollars?|usd|bucks|cents?)\b`)
	foreignAt    = reading.Lazy(`(?i)^\s?(?:(?:` + reading.ForeignWordsPattern + `)\b|` + reading.ForeignDollarsPattern + `\b)`)
	tokenAt      = reading.Lazy(`^[\p{L}\p{N}][\p{L}\p{N}._@-]*`)
	connectorAt  = reading.Lazy(`(?i)^\s*(?:(?:(?:(?:is|was|should|must|needs? to|has to|ought to)\s+(?:(?:actually|really|meant to|supposed to)\s+)*(?:be|say|read)|(?:(?:actually|really|meant to|supposed to)\s+)+(?:be|say|read)|is|was|will be|should have been|should've been|of|as|no|number)\b|=|:|#|no\.)\s*)*`)
	answerFiller = reading.Lazy(`(?i)^(?:(?:sure|ok|okay|yes|yeah|well|so|um|uh|hmm)[,!.]?\s+)*(?:(?:it'?s|it is|this is|that'?s|that is|i am|i'm|im|my [\p{L} ]{1,20}? is|the [\p{L} ]{1,20}? is|call me|use|try)\s+)?`)
)

// whenNotWho are the words said after a cue about when or how, never a
// name: "log in now", "sign in quickly", "login again".
var whenNotWho = map[string]bool{"now": true, "again": true, "quickly": true, "quick": true, "asap": true,
	"first": true, "then": true, "already": true, "today": true, "later": true, "here": true, "there": true,
	// the nouns for what a login is, never a name: "login details: seldo,
	// monkey", "my login info is seldo" (issue 24, round 9)
	"details": true, "detail": true, "info": true, "information": true, "credentials": true, "creds": true}

// shortAnswerWords bounds an unmarked free-text answer: anything longer is
// a sentence about something else, not a username.
const shortAnswerWords = 4

type span struct{ from, to int }

type extraction struct {
	agent    *Agent
	text     string // original
	lower    string
	consumed []span
	// freeSpans are the free-text values read (extract_free.go): their
	// words are the value's, never a correction or a cue of another slot
	freeSpans []span
	// freeMarked are the markers of the free-text values with what joins
	// them to the value ("the text should actually say "): a correction
	// word there belongs to the marker, not to a new value
	freeMarked []span
	// marked are the free-text slots whose value followed a marker of
	// their own ("titled", "title:", "saying"), not read from its place
	marked     map[string]bool
	own        map[string]bool // the agent's own words, read once
	cueWordSet map[string]bool // the words of its cues and markers (extract_free_typo.go)
}

func (x *extraction) free(from, to int) bool {
	for _, s := range x.consumed {
		if from < s.to && s.from < to {
			return false
		}
	}
	return true
}

// rest is the text with consumed spans blanked, so offsets stay valid.
func (x *extraction) rest() string {
	b := []byte(x.text)
	for _, s := range x.consumed {
		for i := s.from; i < s.to && i < len(b); i++ {
			b[i] = ' '
		}
	}
	return string(b)
}

// Extract reads slot values for an agent out of a message. asked is the
// slot the agent asked for last ("" for none). Values are raw: the loop
// normalises and checks them with Slot.Normalize.
func Extract(a *Agent, text, asked string) map[string]string {
	text = InAsInto(numeralToFor(a, quotedTitleAndText(a, text)))
	out, x := extract(a, text, asked)
	// negation and correction (R27): after "no wait", "actually", "I
	// mean"… the value said last wins ("send 50, I mean 60, to 7654321");
	// never inside a note's text ("saying sorry I missed you")
	at := reading.LastCorrection(text)
	if at < 0 || x.inFree(at-1) || x.inFreeMarker(at-1) {
		return out
	}
	tail := text[at:]
	said, _ := extract(a, tail, "")
	taken := map[string]bool{}
	for _, v := range said {
		taken[v] = true
	}
	// a bare value ("…, actually 60"): the first slot it answers, in the
	// agent's order, that the tail did not fill with that very value
	for _, sl := range a.Slots {
		if _, ok := out[sl.Name]; (!ok && sl.Name != asked) || said[sl.Name] != "" {
			continue
		}
		if v := extractOne(a, tail, sl.Name); v != "" && !taken[v] {
			said[sl.Name] = v
			break
		}
	}
	for name, v := range said {
		out[name] = v
	}
	return out
}

// extractOne is the value one pass finds for the slot named.
func extractOne(a *Agent, text, slot string) string {
	out, _ := extract(a, text, slot)
	return out[slot]
}

// extract is one pass of Extract over text; the extraction tells which
// spans the values took.
func extract(a *Agent, text, asked string) (map[string]string, *extraction) {
	out := map[string]string{}
	x := &extraction{agent: a, text: text, lower: reading.ASCIILower(text)}
	order := slotOrder(a, asked)

	x.freeText(order, out, asked) // 0. free text: a span, whatever its words
	x.shareInFigures(order, out)  // "1/4 of checking": never $1.00 (share_figures.go)
	for _, s := range order {     // 1. cued values
		if out[s.Name] != "" || len(s.FreeCues()) > 0 {
			continue // a free text is a span (0.), never the one word after its cue
		}
		if v, sp, ok := x.cued(s); ok {
			out[s.Name] = v
			x.consumed = append(x.consumed, sp)
		} else if v, sp, ok := x.selfNamed(s); ok {
			out[s.Name] = v // "im ada": the user's own name
			x.consumed = append(x.consumed, sp)
		}
	}
	for _, s := range order { // 2. named choices and marked amounts
		if out[s.Name] != "" {
			continue
		}
		switch s.Kind {
		case KindEnum:
			if v, sp, ok := x.choice(s); ok {
				out[s.Name] = v
				x.consumed = append(x.consumed, sp)
			} else if v, ok := s.describedChoice(x.lower); ok && s.Name == asked {
				// "uh the everyday one" at its question (slot_described.go)
				out[s.Name] = v
				x.consumed = append(x.consumed, span{0, len(x.lower)})
			}
		case KindMoney:
			if loc := firstFree(x, x.affirmed(glued(x.text, markedMoney.FindAllStringIndex(x.text, -1)))); loc != nil {
				loc[1] += len(andCentsAt.FindString(x.text[loc[1]:])) // "… and 50 cents"
				loc[1] += centsBare(x.text[loc[0]:loc[1]], x.text[loc[1]:])
				out[s.Name] = x.text[loc[0]:loc[1]]
				x.consumed = append(x.consumed, span{loc[0], loc[1]})
			} else if v, sp, ok := x.share(s); ok { // "half my checking balance"
				out[s.Name] = v
				x.consumed = append(x.consumed, sp)
			}
		}
	}
	for _, s := range order { // 3. unmarked values
		if out[s.Name] != "" {
			continue
		}
		isAsked := s.Name == asked
		switch s.Kind {
		case KindPattern:
			// a pattern is distinctive enough to take unasked, from what
			// the cues and amounts left over, when the slot's own check
			// accepts it ("2nd" has digits and letters but is no claim id)
			if v, sp, ok := x.prefixedIDIn(s); ok && isAsked {
				out[s.Name] = v // "mtr 88213": an id opened by its kind's code (choice_in_id.go)
				x.consumed = append(x.consumed, sp)
			} else if v, sp, ok := x.spacedIDIn(s, isAsked); ok {
				out[s.Name] = v // "44 ff 21": one id said in pieces (extract_id_spaced.go)
				x.consumed = append(x.consumed, sp)
			}
			for _, loc := range s.Pattern.FindAllStringIndex(x.text, -1) {
				if out[s.Name] != "" {
					break
				}
				v := x.text[loc[0]:loc[1]]
				if !x.free(loc[0], loc[1]) || (s.Check != nil && s.Check(v, Facts{}) != nil) || x.negated(loc[0]) {
					continue
				}
				if hasLetter(v) && NotAnID(x.text, loc) {
					continue // "the 19yo wasn't named", "rego ABC123": no id of the slot (extract_id_measure.go)
				}
				out[s.Name] = v
				x.consumed = append(x.consumed, span{loc[0], loc[1]})
				break
			}
			if _, ok := out[s.Name]; !ok && isAsked {
				if v, sp, ok := x.idShapedIn(s); ok {
					out[s.Name] = v // "its 4471/B" at the claim id question: refused whole
					x.consumed = append(x.consumed, sp)
				}
			}
			if _, ok := out[s.Name]; !ok && isAsked && len(x.consumed) == 0 {
				// the answer is a name the slot resolves: "my savings account"
				t := strings.TrimRight(strings.TrimSpace(x.text), ".!")
				for _, f := range []string{" please", " thanks", " one"} {
					if len(t) > len(f) && strings.EqualFold(t[len(t)-len(f):], f) {
						t = t[:len(t)-len(f)] // "savings please", "the savings one"
					}
				}
				if n := namedAt(s, t); n != "" && len(n) == len(t) {
					out[s.Name] = n
				}
			}
		case KindMoney, KindNumber:
			if !isAsked {
				if v, sp, ok := x.amountBeforeDestination(s, out); ok { // "250 to 7654321"
					out[s.Name] = v
					x.consumed = append(x.consumed, sp)
				} else if v, sp, ok := x.amountBesideAnswer(s, out, asked); ok { // "account 7654321, 60"
					out[s.Name] = v
					x.consumed = append(x.consumed, sp)
				} else if v, sp, ok := x.amountAfterDestination(s, out); ok { // "pay 7654321 40"
					out[s.Name] = v
					x.consumed = append(x.consumed, sp)
				} else if v, sp, ok := x.amountAfterRecipient(s); ok { // "send my roommate 12.50"
					out[s.Name] = v
					x.consumed = append(x.consumed, sp)
				} else if v, sp, ok := x.amountInWords(s); ok { // "pay 1234324 a grand"
					out[s.Name] = v
					x.consumed = append(x.consumed, sp)
				}
				continue
			}
			locs := x.affirmed(gluedFor(s.Kind, x.rest(), bareNumber.FindAllStringIndex(x.rest(), -1)))
			if s.Kind == KindMoney {
				locs = x.notIDs(locs) // "its 7654312" at "how much?": an id said again, or asked
			}
			if len(locs) == 0 && s.Kind == KindMoney {
				// "fifty", "five hundred", "a grand" as the answer — never
				// the article of "what's a share price?"
				for _, l := range wordAmounts(x.rest()) {
					// the words must be the whole answer ("fifty", "a grand
					// please"), never a piece of "zero point five"
					w := strings.ToLower(x.text[l[0]:l[1]])
					rest := strings.ToLower(strings.TrimSpace(x.text[:l[0]] + " " + x.text[l[1]:]))
					rest = strings.Trim(strings.NewReplacer("dollars", "", "dollar", "", "bucks", "", "please", "", "usd", "").Replace(rest), " .,!")
					if w != "a" && w != "an" && rest == "" {
						locs = append(locs, l)
					}
				}
			}
			if _, sp, ok := x.amountInWords(s); ok && len(locs) == 0 {
				locs = append(locs, []int{sp.from, sp.to}) // "i want to pay 1234324 a grand"
			}
			if len(locs) == 1 {
				out[s.Name] = x.text[locs[0][0]:locs[0][1]]
				x.consumed = append(x.consumed, span{locs[0][0], locs[0][1]})
			}
		case KindText:
			if isAsked && s.Long {
				text := x.text
				if rest, ok := ownLabel(s, text); ok {
					text = rest // "todo: cancel netflix": the label is the question's
				}
				text = withoutLeadIn(withoutSaidAlready(text)) // "no, it should say X", "i just said. X" (extract_answer_lead.go, extract_answer_said.go)
				if v, ok := longAnswer(text); ok {
					out[s.Name] = v
				}
				continue
			}
			if isAsked && len(x.consumed) == 0 {
				if v, ok := shortAnswer(withoutSaidAlready(x.text)); ok && (!s.SelfNamed || nameLike(v)) { // "i just said, ada"
					out[s.Name] = v
				}
			}
		}
	}
	return out, x
}

// slotOrder puts the asked slot first: a bare answer belongs to the question.
func slotOrder(a *Agent, asked string) []*Slot {
	var order []*Slot
	if s := a.Slot(asked); s != nil {
		order = append(order, s)
	}
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Name != asked && s.Kind != KindSecret {
			order = append(order, s)
		}
	}
	if len(order) > 0 && order[0].Kind == KindSecret {
		order = order[1:]
	}
	return order
}

// valueAt reads a value of the slot's kind at the start of text.
func valueAt(s *Slot, text string) (string, int) {
	lead := len(text) - len(strings.TrimLeft(text, " \t"))
	t := text[lead:]
	var m string
	switch s.Kind {
	case KindMoney, KindNumber:
		m = gluedAt(s.Kind, t, numberAt.FindString(t))
		if m == "" && s.Kind == KindMoney {
			// "send two hundred to 1234324": an amount in words after
			// its cue; "a"/"an" alone is an article, never an amount
			if w := wordAmountStart(t); w != "" && !isArticle(w) {
				if _, err := reading.ParseMoney(w); err == nil || reading.SpokenPair(w) {
					m = w // "three fifty" too: its check asks which amount
				}
			}
		}
		if m != "" {
			m += currencyAt.FindString(t[len(m):])
			m += andCentsAt.FindString(t[len(m):]) // "100 dollars and 50 cents"
			m += t[len(m) : len(m)+centsBare(m, t[len(m):])]
			// "send 20 euros": the currency goes with the number, so that
			// the amount is refused with its reason, never taken as dollars
			m += foreignAt.FindString(t[len(m):])
		}
	case KindPattern:
		// anchored, so the search stops at the first character: searching
		// the rest of the text for every cue made long messages quadratic
		if v, n := spacedIDAt(s, t, 2); n > 0 {
			return v, lead + n // "claim 4 4 F F 2 1": one id said in pieces
		}
		if loc := anchored(s.Pattern).FindStringIndex(t); loc != nil {
			m = t[:loc[1]]
		} else if n := namedAt(s, t); n != "" {
			m = n // "to my savings": a name the slot resolves
		} else if v, n := idShapedAt(s, t); n > 0 {
			return v, lead + n // "claim 4471 - B", "claim 4471/B": read as the pattern allows, or refused whole
		}
	case KindEnum:
		for _, c := range s.Choices {
			for _, w := range append([]string{c.Value}, c.Aliases...) {
				if len(t) >= len(w) && strings.EqualFold(t[:len(w)], w) && reading.WordBoundary(t, len(w)) && len(w) > len(m) {
					m = t[:len(w)]
				}
			}
		}
	default:
		m = strings.TrimRight(tokenAt.FindString(t), ".-")
	}
	if m == "" {
		return "", 0
	}
	return m, lead + len(m)
}

// namedAt reads one of the slot's Named words at the start of text, with
// "my" or "the" before it and "account" after it: "my savings account".
func namedAt(s *Slot, text string) string {
	if len(s.Named) == 0 {
		return ""
	}
	lower := strings.ToLower(text)
	n := 0
	for _, p := range []string{"my ", "the ", "our "} {
		if strings.HasPrefix(lower[n:], p) {
			n += len(p)
			break
		}
	}
	for _, w := range s.Named {
		if strings.HasPrefix(lower[n:], w) && reading.WordBoundary(text, n+len(w)) {
			end := n + len(w)
			if strings.HasPrefix(lower[end:], " account") && reading.WordBoundary(text, end+len(" account")) {
				end += len(" account")
			}
			return text[:end]
		}
	}
	return ""
}

func firstFree(x *extraction, locs [][]int) []int {
	for _, l := range locs {
		if x.free(l[0], l[1]) {
			return l
		}
	}
	return nil
}

// anchoredRes caches each pattern's anchored copy.
var anchoredRes sync.Map // *regexp.Regexp → *regexp.Regexp

// anchored returns re matching only at the start of the text.
func anchored(re *regexp.Regexp) *regexp.Regexp {
	if a, ok := anchoredRes.Load(re); ok {
		return a.(*regexp.Regexp)
	}
	a := regexp.MustCompile(`^(?:` + re.String() + `)`)
	anchoredRes.Store(re, a)
	return a
}

// negated reports a value (or its cue) at byte at that the words just
// before it deny: "not 500", "don't send 500", "not to 1234324". A
// negation two words back counts only across a plain word ("don't send"),
// never across a comma ("no, send 500" is an interjection).
func (x *extraction) negated(at int) bool {
	before := strings.TrimRight(x.lower[:at], " ")
	if negatedBefore(before) {
		return true
	}
	f := strings.Fields(before)
	if len(f) < 2 || strings.ContainsAny(f[len(f)-1], ",.;:!?") || saysWhatItIs[strings.ReplaceAll(f[len(f)-1], "’", "'")] {
		return false
	}
	return negatedBefore(strings.Join(f[:len(f)-1], " "))
}

// saysWhatItIs are the words after which a "no" is an interjection that
// corrects, never "not": "wait no its 31QP70", "no thats 600", "no make
// it 80" say the value, where "no checking" or "not even 500" deny it.
var saysWhatItIs = map[string]bool{"its": true, "it's": true, "thats": true, "that's": true,
	"im": true, "i'm": true, "make": true, "use": true, "try": true}

// affirmed drops the spans a negation denies, and amounts given in
// percent ("10%" is no amount of money).
func (x *extraction) affirmed(locs [][]int) [][]int {
	var out [][]int
	for _, l := range locs {
		if x.negated(l[0]) || strings.HasPrefix(strings.TrimLeft(x.text[l[1]:], " "), "%") {
			continue
		}
		out = append(out, l)
	}
	return out
}

func isDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func isArticle(w string) bool {
	w = strings.ToLower(strings.TrimSpace(w))
	return w == "a" || w == "an"
}

// centsBare is the length of the cents said after amount without the word
// ("twelve dollars fifty", "12 dollars and 50"), 0 when amount does not
// end in its currency word or what follows is no cents (issue 24, round
// 21: "fifty" was dropped and $12.00 shown).
func centsBare(amount, rest string) int {
	if !dollarsEndAt.MatchString(amount) {
		return 0
	}
	m := centsBareAt.FindString(rest)
	if m == "" || !reading.CentsAfterDollars(rest[len(m):]) {
		return 0
	}
	return len(m)
}
