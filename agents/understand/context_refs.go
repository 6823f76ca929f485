package understand

// What a message refers to in its context (R50, §16; issue 24, code26).
// The Moment says what the user can point at — the last task done, the
// tasks waiting, the last list shown — and three follow-ups are read from
// it here, into commands, so that the loop runs them without reading the
// text again:
//
//   - another one: "one more pls", "and another", "a new one" right after
//     a task that writes something is that task afresh:
//     start_task(AGENT, another).
//   - a place in the list shown: "open the second one", "the last one",
//     "number 3" after "Notes: shopping, work, gym." is the item at that
//     place; the message is read with the item in the place's words, and
//     the reading says where (Reading.Place).
//   - a change of mind said at the end: "hmm whats on my todo list
//     instead" at a question is cancel(current), its reason
//     ReasonInstead, then start_task(AGENT) with the request's own words
//     (Text).

import (
	"strconv"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// ScopeAnother is start_task's argument for another one of the last task:
// the task afresh, none of the last one's values kept.
const ScopeAnother = "another"

// ReasonInstead is the reason of the cancel(current) read from a request
// said "instead" at a question: the request is another task's, the work
// in hand is dropped for it.
const ReasonInstead = "a change of mind said instead"

// Place is an item of the list shown, pointed at by its place.
type Place struct {
	From, To int    // the place's words in the message as typed: "the second one"
	Item     string // the item at that place: "work"
}

// contextRead reads the follow-ups of the Moment; ok is false for any
// other message.
func (r *Reader) contextRead(text string, m *Moment) (Reading, bool) {
	if c, ok := r.di.anotherRead(text, m); ok {
		return Reading{Commands: []agents.Command{c}, Confidence: 1, Sure: true,
			Top: []Alternative{{Act: string(agents.CmdStartTask), Agent: c.Agent, Confidence: 1}}}, true
	}
	if c, ok := r.di.againRead(text, m); ok {
		// "one more called eggs": the task afresh with its values (context_again.go)
		return Reading{Commands: []agents.Command{c}, Confidence: 1, Sure: true,
			Top: []Alternative{{Act: string(agents.CmdStartTask), Agent: c.Agent, Confidence: 1}}}, true
	}
	if c, ok := r.followRead(text, m); ok {
		// "and amc?" right after a stock price: the look-up again (context_follow.go)
		return Reading{Commands: []agents.Command{c}, Confidence: 1, Sure: true,
			Top: []Alternative{{Act: string(agents.CmdStartTask), Agent: c.Agent, Confidence: 1}}}, true
	}
	if p, ok := ListPlace(text, m); ok {
		sub := *m
		sub.LastList = nil // read once: the item is no place
		rd := r.Read(text[:p.From]+p.Item+text[p.To:], sub)
		rd.Place = &p
		return rd, true
	}
	return Reading{}, false
}

// contextAfter reads, once the heads have read the message, a request
// said instead at a question: the reading becomes cancel(current), its
// reason ReasonInstead, then the request's start_task with its own words.
// Where the heads set the request apart already (act_instead.go) their
// words stand, and the cancel is given the reason.
func (r *Reader) contextAfter(text string, m *Moment, out Reading) Reading {
	cs, conf, ok := r.insteadRead(text, m)
	if !ok {
		return out
	}
	for i, c := range out.Commands {
		if c.Kind == agents.CmdStartTask && c.Text != "" && i > 0 && out.Commands[i-1].Kind == agents.CmdCancel {
			out.Commands[i-1].Reason = ReasonInstead
			return out
		}
	}
	return Reading{Commands: cs, Confidence: conf, Sure: true,
		Top: []Alternative{{Act: actInstead, Agent: cs[1].Agent, Confidence: conf}}}
}

// --- another one ---

// anotherPhrases are "another", "one more", "a new one" and their typos.
var anotherPhrases = []string{" another ", " anotha ", " anothr ", " annother ", " anuther ", " anotherone ", " one more ", " new one ", " 1 more ", " onemore "}

// SaysAnother reports "another", "one more" or "new one" in text.
func SaysAnother(text string) bool {
	n := " " + reading.Normalise(text) + " "
	for _, p := range anotherPhrases {
		if strings.Contains(n, p) {
			return true
		}
	}
	return false
}

// anotherWords are the words of "another one", "one more", "a new one";
// anotherFraming the words said around them ("and another pls", "can you
// do one more").
var (
	anotherWords = sync.OnceValue(func() map[string]bool {
		return wordSetOf(`another anotha anothr annother anuther anotherone onemore one 1 more new a an`)
	})
	anotherFraming = sync.OnceValue(func() map[string]bool {
		return wordSetOf(`can could would will you u ya please pls plz just ok okay k so then now too also and actually yeah yes yep oh hey go ahead i want wanna to like lets let's let me for thanks thx the get of away out right immediately as well pleas plse kindly`)
	})
)

func wordSetOf(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// anotherRead reads a message that only asks for another one right after
// a task that writes something (a free-text value), with nothing waiting:
// start_task(AGENT, another). "one more thing", "another transfer" have
// words of their own.
func (di *domainInfo) anotherRead(text string, m *Moment) (agents.Command, bool) {
	if m.LastTask == "" || m.At != AtNone || m.Speaker != "" || len(m.Stack) > 0 || !SaysAnother(text) {
		return agents.Command{}, false
	}
	a := di.d.Agent(m.LastTask)
	if a == nil || !a.ExposeToUser || hasSecret(a) || !writesText(a) {
		return agents.Command{}, false
	}
	for _, w := range reading.Words(text) {
		if !anotherWords()[w] && !anotherFraming()[w] && !di.itemNoun(w) {
			return agents.Command{}, false
		}
	}
	return agents.Command{Kind: agents.CmdStartTask, Agent: a.Name, Scope: ScopeAnother,
		Reason: "another one of the task just done", From: text}, true
}

func hasSecret(a *agents.Agent) bool {
	for _, s := range a.Slots {
		if s.Kind == agents.KindSecret {
			return true
		}
	}
	return false
}

// writesText reports a task that takes a free-text value from the user:
// a note's title or text, a to-do.
func writesText(a *agents.Agent) bool {
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindText && s.Question != "" && len(s.FreeCues()) > 0 {
			return true
		}
	}
	return false
}

// itemNoun reports the noun of a task that keeps named things ("note",
// "todo"), singular or plural.
func (di *domainInfo) itemNoun(w string) bool {
	w = strings.TrimSuffix(strings.ReplaceAll(w, "-", ""), "s")
	if w == "" {
		return false
	}
	for _, a := range di.d.Agents {
		if !namesThings(a) {
			continue
		}
		if t := reading.Words(strings.ReplaceAll(a.TaskPhrase(), "-", "")); len(t) > 0 && strings.TrimSuffix(t[len(t)-1], "s") == w {
			return true
		}
	}
	return false
}

// namesThings reports a task with a short free-text slot that names a
// thing (a note's title), or whose only slot is one short text.
func namesThings(a *agents.Agent) bool {
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindText && !s.Long && len(s.FreeCues()) > 0 {
			return true
		}
	}
	return len(a.Slots) == 1 && a.Slots[0].Kind == agents.KindText && !a.Slots[0].Long
}

// --- a place in the list shown ---

// listOrdinal is a place in a list, with what frames it: "the first one",
// "2nd note", "the last one on the list", "number 3", "#2".
var listOrdinal = reading.Lazy(`(?i)(?:\b(?:the|that|this|my|ur|your)\s+(?:very\s+)?)?(?:\b(second|2nd)\s+(?:to\s+)?last\b|\b(penultimate)\b|\b(first|frist|fist|1st|second|secnd|sec|2nd|third|thrid|3rd|fourth|forth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|8th|ninth|9th|tenth|10th|last|final|top|bottom|latest|newest|oldest)\b|\b(?:number|no\.?|nr|num)\s*(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b|#(\d{1,2})\b)(?:\s+(?:one|ones|note|notes|item|items|entry|entries|title|thing|in\s+the\s+list|on\s+the\s+list|from\s+the\s+list|of\s+(?:them|those|the\s+list)))*`)

// placeWords are the places said in words and figures.
var placeWords = sync.OnceValue(func() map[string]bool {
	return wordSetOf("first frist fist 1st second secnd sec 2nd third thrid 3rd fourth forth 4th fifth 5th sixth 6th seventh 7th eighth 8th ninth 9th tenth 10th")
})

// listFraming are the words said around a pick that are no value: "ok
// the second one then", "can you show me the last one please". They are
// the loop's words around a value, its filler and its pick framing.
var listFraming = sync.OnceValue(func() map[string]bool {
	return wordSetOf(`the a an my me one ones note notes please pls plz can could would you u i want wanna to
	see up back out for of called titled named about that this thing entry again now
	whats what's wats wat whts hows how's wheres where's whos who's thats that's its it's
	im i'm ive i've id i'd ill i'll ur ya yall y'all
	gotta gonna gimme lemme lets let's let tell show know need needs like likes
	very really so such just quite pretty super totally literally basically actually honestly seriously
	kinda sorta kind sort bit little lot lots much many more most real truly
	hope hoping hopefully dear darling love mate buddy bro dude man guys folks friend pal sir madam maam
	kindly thanks thank thx ty cheers sorry hi hello hey yo
	q qq lol lmao rofl haha hehe lolz omg omfg jk idk dunno tbh btw imo imho fyi ok okay k yeah yep yup nah um umm uh hmm hm er erm oh ah well
	quick quickly asap today tonight right still also too anyway anyways even ever yet already
	things stuff something anything everything whatever maybe perhaps probably
	good great nice cool awesome perfect lovely fine sure wait mean meant nvm
	do does doing done get got getting go going make makes making should will
	request requests requesting requested then erm take with and`)
})

// ListPlace is the item of m's list shown that a place in text points
// at, when nothing but a question may wait (not an approval, a plan or a
// secret): framed ("the first", "first one", "number 2") or the whole
// message ("second", "2nd pls"). ok is false for any other message.
func ListPlace(text string, m *Moment) (Place, bool) {
	if len(m.LastList) == 0 || m.At == AtApproval || m.At == AtSecret || m.At == AtPlan {
		return Place{}, false
	}
	loc := listOrdinal.FindStringSubmatchIndex(text)
	if loc == nil {
		return Place{}, false
	}
	groups := make([]string, 6)
	for g := 1; g < 6; g++ {
		if loc[2*g] >= 0 {
			groups[g] = text[loc[2*g]:loc[2*g+1]]
		}
	}
	if !pointsAtItem(text, loc, groups) {
		return Place{}, false
	}
	i := placeOf(groups, len(m.LastList))
	if i < 0 || i >= len(m.LastList) {
		return Place{}, false
	}
	return Place{From: loc[0], To: loc[1], Item: m.LastList[i]}, true
}

// pointsAtItem reports a place said as a place.
func pointsAtItem(text string, m []int, groups []string) bool {
	said := strings.ToLower(strings.TrimSpace(text[m[0]:m[1]]))
	word := strings.ToLower(groups[3])
	if word == "" {
		return true // "second to last", "number 2", "#2"
	}
	if said != word {
		return true // "the first", "first one"
	}
	for _, w := range strings.Fields(text[:m[0]] + " " + text[m[1]:]) {
		lw := strings.ToLower(strings.Trim(w, ".,!?;:'\"’"))
		if lw != "" && !listFraming()[lw] && !reading.Read(lw).Is(reading.Yes) {
			return false // "first time here": a word of its own
		}
	}
	return placeWords()[word] || word == "last"
}

// placeOf is the index in a list of n items a place names; -1 for none.
func placeOf(m []string, n int) int {
	switch {
	case m[1] != "" || m[2] != "":
		return n - 2
	case m[3] != "":
		w := strings.ToLower(m[3])
		switch w {
		case "last", "final", "bottom", "latest", "newest":
			return n - 1
		case "top", "oldest", "frist", "fist":
			return 0
		case "secnd", "sec":
			return 1
		case "thrid":
			return 2
		case "forth":
			return 3
		}
		for i, o := range strings.Fields("first second third fourth fifth sixth seventh eighth ninth tenth") {
			if w == o || reading.PlaceFigure(i+1) == w {
				return i
			}
		}
	case m[4] != "" || m[5] != "":
		s := strings.ToLower(m[4] + m[5])
		if k, err := strconv.Atoi(s); err == nil {
			return k - 1
		}
		for i, o := range strings.Fields("one two three four five six seven eight nine ten") {
			if s == o {
				return i
			}
		}
	}
	return -1
}

// --- a change of mind said instead ---

// insteadTail is a trailing "instead" with what may close it: "instead",
// "instead please", "instead of that", "instead then", "rather".
var insteadTail = reading.Lazy(`(?i)(?:,\s*|\s+)(?:instead(?:\s+of\s+(?:that|this|it))?|rather)(?:\s*,?\s*(?:please|pls|plz|thanks|thx|then|now))*\s*[.!?]*\s*$`)

// hesitation opens a line before what it says: "hmm", "um,", "oh".
var hesitation = reading.Lazy(`(?i)^(?:(?:hm+|hmm+|um+|uh+|er+|erm|oh|ah|ok|okay|well|so|actually|wait)[\s,.…-]+)+`)

// insteadRead reads, at a question of the speaker's (nothing else
// waiting), a request that ends in "instead" and that, read on its own
// where nothing is asked, is fairly surely another task's, with no value
// of the task in hand: cancel(current), then start_task(AGENT) with the
// request's words (Text) and ReasonInstead. "from the savings account
// instead" is a value of the task in hand; "nothing instead" no request.
func (r *Reader) insteadRead(text string, m *Moment) ([]agents.Command, float64, bool) {
	speaker := m.Speaker
	if speaker == "" && (m.At == AtSlot || m.At == AtUsername) {
		speaker = m.Agent // `concierge read --at slot:NAME`: the agent asking
	}
	if speaker == "" || m.At == AtApproval || m.At == AtSecret || m.At == AtPlan {
		return nil, 0, false // at an approval "savings instead" corrects the call (R50)
	}
	loc := insteadTail.FindStringIndex(text)
	if loc == nil {
		return nil, 0, false
	}
	// as typed: "SEND 12.50 …" keeps its case and its cents
	rest := strings.TrimSpace(strings.Trim(hesitation.ReplaceAllString(strings.TrimSpace(text[:loc[0]]), ""), " ,.;"))
	if len(strings.Fields(rest)) < 2 {
		return nil, 0, false
	}
	if rr := reading.Read(rest); rr.Is(reading.Cancel) || rr.Mentions(reading.Negation) {
		return nil, 0, false
	}
	for _, a := range r.di.d.Agents {
		if (a.Name == speaker || inStack(m, a.Name)) && len(agents.Extract(a, rest, "")) > 0 {
			return nil, 0, false // "from the savings account instead": a value of the task in hand
		}
	}
	rd := r.Read(rest, Moment{Facts: m.Facts}) // read as said where nothing is asked
	if len(rd.Commands) == 0 || len(rd.Top) == 0 || rd.Top[0].Confidence < 0.5 {
		return nil, 0, false
	}
	c := rd.Commands[0]
	if c.Kind != agents.CmdStartTask || c.Agent == "" || c.Agent == speaker || inStack(m, c.Agent) {
		return nil, 0, false
	}
	start := agents.Command{Kind: agents.CmdStartTask, Agent: c.Agent, Values: c.Values, Reason: c.Reason, Text: rest, From: text}
	return []agents.Command{{Kind: agents.CmdCancel, Scope: "current", Reason: ReasonInstead, From: text}, start}, rd.Top[0].Confidence, true
}

func inStack(m *Moment, agent string) bool {
	for _, s := range m.Stack {
		if s == agent {
			return true
		}
	}
	return false
}
