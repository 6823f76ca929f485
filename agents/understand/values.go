package understand

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// Values are found by code (the precise extractors of R51: money, ids,
// the domain's enum words and patterns, a word after a username cue); the
// role head then says which slot each one fills.

// valueClass is what an extractor saw.
type valueClass string

const (
	classMoney  valueClass = "money"  // "$40", "5k", "19.99", "300 dollars"
	classID     valueClass = "id"     // 5 to 17 digits
	classNum    valueClass = "num"    // another number
	classCode   valueClass = "code"   // a match of a pattern slot: "123-ABC"
	classChoice valueClass = "choice" // an enum word, or a Named word
	classWord   valueClass = "word"   // a word after a text slot's cue, or a bare answer
	classEvery  valueClass = "every"  // "both", "all", "each", "every": every choice of an enum slot
)

// EveryChoice is the value of a command whose words meant every choice of
// an enum slot ("both", "all of them", "each account"): the executor runs
// the task once for each choice.
const EveryChoice = "*"

// quantifiers are the words that may mean every choice of an enum slot;
// the role head says whether they do ("all of them" at the account
// question) or not ("that's all").
var quantifiers = map[string]bool{"both": true, "all": true, "each": true, "every": true, "everything": true}

// value is a candidate value of a message.
type value struct {
	text     string // as typed
	canon    string // a choice's value; otherwise the text
	class    valueClass
	from, to int // token span [from, to)
	fuzzy    bool
	slots    []int // the slots it can fill
	// owner: the user R29's secret form names ("seldo/monkey"), which
	// fills the username slot without asking the role head
	owner bool
	// words: an amount said in words ("fifty dollars"), which the harm
	// head's features do not see
	words, wordMoney bool
	// scaled: a figure with a scale word after it ("3 hundred"): the value
	// spans both, and the word features see the figure alone, as before
	// the scale word was read into it (features.go)
	scaled bool
	// chat: a figure of the small talk around a request ("a 12 hr
	// shift"): read as the features always read it, but given no role
	// and never reported unused
	chat bool
}

var moneyWords = map[string]bool{"dollars": true, "dollar": true, "bucks": true, "buck": true, "usd": true, "grand": true, "quid": true}

// findValues lists the candidate values of a message, in text order.
func (di *domainInfo) findValues(text string, ts []tok, m *Moment, secrets []reading.SecretMatch, out []value) []value {
	out = out[:0]
	taken := make([]bool, len(ts))
	for _, sm := range secrets {
		for i, t := range ts {
			if t.from < sm.Span[1] && sm.Span[0] < t.to {
				taken[i] = true
			}
		}
		// "seldo monkey", "user seldo pass monkey": the user the secret names
		if sm.Username != "" {
			if si := di.usernameSlot(); si >= 0 {
				for i, t := range ts {
					if taken[i] {
						continue
					}
					// the user may be a handle of several tokens: "kwame_o"
					k := handleEnd(text, ts, taken, i)
					if name := text[t.from:ts[k-1].to]; lowerASCII(name) == lowerASCII(sm.Username) {
						out = append(out, value{text: name, canon: name, class: classWord, from: i, to: k, slots: []int{si}, owner: true})
						for x := i; x < k; x++ {
							taken[x] = true
						}
						break
					}
				}
			}
		}
	}
	out = di.userBeforeSecret(text, ts, m, secrets, taken, out)
	// patterns first: a claim id may hold digits
	for si := range di.slots {
		s := di.slots[si].slot
		if s.Kind != agents.KindPattern || s.Pattern == nil || !di.slots[si].patternBytes.mayHold(text) {
			continue
		}
		first := "" // the slot's first code: a second one must look like it (agents/extract_id_second.go)
		for _, loc := range s.Pattern.FindAllStringIndex(text, 4) {
			f, t := tokenSpan(ts, loc[0], loc[1])
			if f >= t || taken[f] {
				continue
			}
			if onlyDigits(text[loc[0]:loc[1]]) {
				continue // digits are numbers, below, with every slot they fit
			}
			if agents.OtherLabelled(text, loc) && !agents.CuedAt(s, text, loc[0]) {
				for i := f; i < t; i++ {
					taken[i] = true // "phone 0412AB", "policy number HP998812": another reference's, no value at all (agents/extract_id_other_label.go)
				}
				continue
			}
			if agents.NotAnID(text, loc) && !agents.CuedAt(s, text, loc[0]) {
				continue // "the 2-storey house had a 24-hour leak": measures of the story, no id (agents/extract_id_measure.go)
			}
			if first != "" && agents.UnlikeSecondValue(s, first, text[loc[0]:loc[1]], text) && reading.LastCorrection(text) < 0 {
				for i := f; i < t; i++ {
					taken[i] = true // "12AB34 home, …, see report ref 2023QX": the reason's words, no second id
				}
				continue
			}
			if first == "" {
				first = text[loc[0]:loc[1]]
			}
			out = append(out, value{text: text[loc[0]:loc[1]], canon: text[loc[0]:loc[1]], class: classCode, from: f, to: t, slots: []int{si}})
			for i := f; i < t; i++ {
				taken[i] = true
			}
		}
	}
	for i := 0; i < len(ts); i++ {
		if taken[i] {
			continue
		}
		if ts[i].number {
			v := di.number(text, ts, i)
			// "12 hr shift", "2nd time", "im 34": the small talk's, no
			// value (reading/chat_numbers.go); still a feature as it was
			v.chat = v.to == i+1 && reading.ChatNumber(text, ts[i].from, ts[i].to)
			out = append(out, v)
			taken[i] = true
			if v.to > i+2 {
				// "12 dollars 50": the cents are the amount's (values_cents.go)
				for j := i; j < v.to; j++ {
					taken[j] = true
				}
				i = v.to - 1
			}
			continue
		}
		if v, ok := di.wordAmount(text, ts, i, taken, m); ok {
			out = append(out, v)
			for j := v.from; j < v.to; j++ {
				taken[j] = true
			}
			i = v.to - 1
			continue
		}
		if v, ok := di.choiceAt(ts, i, taken); ok {
			out = append(out, v)
			for j := v.from; j < v.to; j++ {
				taken[j] = true
			}
			continue
		}
		if quantifiers[ts[i].norm] {
			if v := di.every(text, ts, i); len(v.slots) > 0 {
				out = append(out, v)
				taken[i] = true
			}
		}
	}
	out = di.cuedWords(text, ts, taken, m, out)
	out = di.framedUsername(text, ts, taken, out)
	sortValues(out)
	return out
}

// usernameSlot is the first text slot of an agent with a secret slot, or -1.
func (di *domainInfo) usernameSlot() int {
	_, name := usernameSlot(di.d)
	return di.slotIndex(name)
}

func onlyDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// tokenSpan is the tokens within bytes [from, to).
func tokenSpan(ts []tok, from, to int) (int, int) {
	f, t := -1, -1
	for i, tk := range ts {
		if tk.from >= from && tk.to <= to {
			if f < 0 {
				f = i
			}
			t = i + 1
		}
	}
	if f < 0 {
		return 0, 0
	}
	return f, t
}

// number reads the number token at i: money, an id or a number, and the
// slots that take it.
func (di *domainInfo) number(text string, ts []tok, i int) value {
	t := ts[i]
	if end, start := foreignEnd(text, ts, i+1), foreignStart(text, t.from); end > i+1 || start < t.from {
		return foreignAmount(text, ts, i, end, start) // "40 quid", "€40": never dollars
	}
	v := value{text: text[t.from:t.to], canon: text[t.from:t.to], from: i, to: i + 1}
	next := ""
	if i+1 < len(ts) {
		next = ts[i+1].norm
	}
	suffixed := strings.HasSuffix(t.norm, "k") || strings.ContainsAny(t.norm, ".,")
	switch {
	case t.dollar || moneyWords[next] || suffixed && !strings.ContainsAny(t.norm, "abcdefghijlmnopqrstuvwxyz"):
		v.class = classMoney
		if moneyWords[next] {
			v.to = i + 2
			v.text = text[t.from:ts[i+1].to]
			if next != "grand" && !t.dollar {
				if end, cents := centsEnd(text, ts, i+2, nil); cents > 0 {
					// "12 dollars 50": its cents (values_cents.go)
					if whole, err := reading.ParseMoney(text[t.from:t.to]); err == nil && whole%100 == 0 {
						v.to, v.text, v.canon = end, text[t.from:ts[end-1].to], (whole + cents).Plain()
					}
				}
			}
		}
	case onlyDigits(t.norm) && len(t.norm) >= 5 && len(t.norm) <= 17:
		v.class = classID
	default:
		v.class = classNum
	}
	if next == "grand" || scaleWords[next] && !t.dollar && v.to == i+1 {
		// "2 grand", "3 hundred": the amount the words say, as the
		// transfer takes it, never the bare figure (issue 24 round 26:
		// "send 2 grand" read as amount=2 and proposed $2,000.00)
		if c, err := reading.ParseMoney(text[t.from:ts[i+1].to]); err == nil {
			// the class stays as the figure's: the heads see "<num>
			// hundred" as they always did (scaled), and the harm head
			// reads what it was settled on (R53's counts stay)
			v.to, v.text, v.canon, v.scaled = i+2, text[t.from:ts[i+1].to], c.Plain(), next != "grand"
		}
	} else if strings.HasSuffix(t.norm, "ish") && onlyDigits(strings.TrimSuffix(t.norm, "ish")) {
		// "50ish": fifty, said roughly
		v.canon, v.class = text[t.from:t.to-3], classMoney
	} else if strings.HasSuffix(t.norm, "k") && onlyDigits(strings.TrimSuffix(t.norm, "k")) {
		if c, err := reading.ParseMoney(t.norm); err == nil {
			v.canon = c.Plain() // "2k": two thousand
		}
	}
	if t.dollar {
		v.text = "$" + v.text
	}
	for si := range di.slots {
		s := di.slots[si].slot
		switch s.Kind {
		case agents.KindMoney, agents.KindNumber:
			if _, err := reading.ParseMoney(v.text); err == nil {
				v.slots = append(v.slots, si)
			}
		case agents.KindPattern:
			if v.class != classMoney && s.Pattern != nil && s.Pattern.MatchString(t.norm) {
				v.slots = append(v.slots, si)
			}
		}
	}
	return v
}

// every is a quantifier at token i as a value of every enum slot with two
// choices or more.
func (di *domainInfo) every(text string, ts []tok, i int) value {
	v := value{text: text[ts[i].from:ts[i].to], canon: EveryChoice, class: classEvery, from: i, to: i + 1}
	for si := range di.slots {
		if s := di.slots[si].slot; s.Kind == agents.KindEnum && len(s.Choices) >= 2 {
			v.slots = append(v.slots, si)
		}
	}
	return v
}

// choiceAt reads an enum word or a Named word at token i, the longest
// first, with one typo allowed in a word of four letters or more.
func (di *domainInfo) choiceAt(ts []tok, i int, taken []bool) (value, bool) {
	best := -1
	var v value
	for _, p := range di.phrases[ts[i].norm] {
		if len(p.words) > best && hasPrefixWords(ts, i, p.words) {
			best = len(p.words)
			v = value{canon: p.value, class: classChoice, from: i, to: i + len(p.words)}
		}
	}
	if best < 0 && len(ts[i].norm) >= 4 && !reading.EnglishWord(ts[i].norm) {
		for _, p := range di.fuzzy {
			w := p.words[0]
			if w[0] == ts[i].norm[0] && abs(len(w)-len(ts[i].norm)) <= 1 && withinOneEdit(w, ts[i].norm) {
				best, v = 1, value{canon: p.value, class: classChoice, from: i, to: i + 1, fuzzy: true}
				break
			}
		}
	}
	if best < 0 {
		return value{}, false
	}
	// every slot the same words name: "savings" is an account and a destination
	for _, p := range di.phrases[ts[i].norm] {
		if hasPrefixWords(ts, i, p.words) && len(p.words) == v.to-v.from && !containsInt(v.slots, p.slot) {
			v.slots = append(v.slots, p.slot)
		}
	}
	if v.fuzzy {
		for _, p := range di.fuzzy {
			// "Savings" the account's choice and "savings" the
			// destination's named word are one word
			if strings.EqualFold(p.value, v.canon) && !containsInt(v.slots, p.slot) {
				v.slots = append(v.slots, p.slot)
			}
		}
	}
	return v, true
}

// fillers stand between a cue and its value: "username is seldo".
var fillers = map[string]bool{"with": true, "using": true, "me": true, "in": true, "is": true, "as": true, "was": true, "its": true, "it's": true, "my": true, "the": true, "be": true, "s": true}

// cuedWords reads a word after a cue of a text slot ("log in as seldo"),
// and the bare answer to a text slot's question.
func (di *domainInfo) cuedWords(text string, ts []tok, taken []bool, m *Moment, out []value) []value {
	for si := range di.slots {
		s := &di.slots[si]
		if s.slot.Kind != agents.KindText {
			continue
		}
		asked := m != nil && (m.At == AtSlot || m.At == AtUsername) && m.Slot == s.name
		// the bare answer, one word or one handle ("maria.g")
		if asked && len(ts) > 0 && !taken[0] && handleEnd(text, ts, taken, 0) == len(ts) {
			name := ts[0].norm
			if len(ts) > 1 {
				name = text[ts[0].from:ts[len(ts)-1].to]
			}
			out = append(out, value{text: name, canon: name, class: classWord, from: 0, to: len(ts), slots: []int{si}})
			for x := range ts {
				taken[x] = true
			}
			continue
		}
		for i := range ts {
			for _, c := range s.cues {
				if !hasPrefixWords(ts, i, c) {
					continue
				}
				j := i + len(c)
				for j < len(ts) && fillers[ts[j].norm] {
					j++
				}
				// after a bare verb cue ("sign in for lucy_p", "log in
				// again") a common word is no name
				verbCue := c[len(c)-1] == "in" || c[len(c)-1] == "login"
				if j < len(ts) && !taken[j] && !ts[j].number && !notNames[ts[j].norm] && !(verbCue && reading.EnglishWord(ts[j].norm)) {
					k := handleEnd(text, ts, taken, j)
					name := text[ts[j].from:ts[k-1].to]
					if k == j+1 {
						name = ts[j].norm
					}
					out = append(out, value{text: name, canon: name, class: classWord, from: j, to: k, slots: []int{si}})
					for x := j; x < k; x++ {
						taken[x] = true
					}
				}
			}
		}
	}
	return out
}

func sortValues(vs []value) {
	for i := 1; i < len(vs); i++ {
		for j := i; j > 0 && vs[j].from < vs[j-1].from; j-- {
			vs[j], vs[j-1] = vs[j-1], vs[j]
		}
	}
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// everyNamed is the slot a quantifier names by the word next to it
// ("both accounts", "every account", "all my accounts"): the slot whose
// name or label that word is (a plural too), or -1.
func (di *domainInfo) everyNamed(msg *message, v *value) int {
	if v.class != classEvery {
		return -1
	}
	// past "of", "my", "the" … too: "all of my accounts"
	past := v.to
	for past < len(msg.toks)-1 && quantifierFillers[msg.toks[past].norm] {
		past++
	}
	for _, j := range []int{v.to, v.to + 1, past, v.from - 1} {
		if j < 0 || j >= len(msg.toks) {
			continue
		}
		w := strings.TrimSuffix(msg.toks[j].norm, "s")
		for _, si := range v.slots {
			s := &di.slots[si]
			// or a word of the agent's name: "both balances" are the
			// account_balance agent's accounts
			if w == s.name || slices.Contains(s.labels, w) || slices.Contains(strings.Split(s.agent, "_"), w) {
				return si
			}
		}
	}
	return -1
}

// quantifierFillers stand between a quantifier and what it counts.
var quantifierFillers = map[string]bool{"of": true, "my": true, "the": true, "our": true, "your": true, "these": true, "those": true}
