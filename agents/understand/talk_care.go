package understand

// Care and small talk, read by the reader (issue 24, code28; R50): the
// words of distress said around a request ("im so broke i want to die lol
// whats my balance") and a personal question to the assistant ("do you
// like your job") were read by the loop (concierge/bank26a_care.go,
// bank26a_talk.go, bank26a), after the reader had read the first as a
// balance whose account was "die" and the second as the capability list.
// They are commands now, and `concierge read` shows them:
//
//   - small_talk(care) or small_talk(care_help) first, then the commands
//     of the request said with the distress (its words in the care
//     command's Text): "im so broke i want to die lol whats my balance" is
//     small_talk(care_help); start_task(account_balance). care_help is
//     for words about harming oneself, where help is pointed to; said
//     alone, they are small_talk(care_help) and nothing else. The harm
//     check judges the request without the distress ("i want to kill
//     myself" harms no one), and the whole where another is named with it
//     ("kill myself and my wife").
//   - small_talk(who_are_you) with the topic in Text (name, body,
//     feelings, life): "do you get tired" is answered honestly.
//
// Care is not read where every word is read as typed: a password, a
// username, an approval, a plan, a note's words; a personal question is
// read anywhere but at a password.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// The small_talk scopes of care: distress said with a request, and words
// about harming oneself (help is pointed to).
const (
	ScopeCare     = "care"
	ScopeCareHelp = "care_help"
)

// afterDistress is what may trail a clause of distress: a laugh, a filler.
const afterDistress = `(?:\s+(?:lol+|lmao+|lmfao|rofl|haha+|hehe+|jk|tbh|ngl|fr|rn|honestly|seriously|literally|lowkey|tho|though)\b)*[\s,.!?;:…-]*`

var (
	// selfHarmSaid is a clause about harming oneself or not wanting to
	// live: "i want to die", "kill me now", "i could just end it all",
	// "i don't want to be here anymore", "i'm suicidal".
	selfHarmSaid = reading.Lazy(`(?i)(?:^|\b)(?:` +
		`(?:(?:^|[,.;:!?…]\s*)|\b(?:i|im|i'm|i’m|i\s+am|makes?\s+me|making\s+me|made\s+me)\s+)(?:(?:so|just|really|literally|honestly|actually|kinda|kind\s+of|almost|seriously)\s+)*(?:want|wanna|wish\s+i\s+could|wish\s+i\s+was|could|might|gonna|going|about|ready|feel\s+like\s+i\s+(?:want|wanna|could)|feel\s+like)\s+(?:to\s+)?(?:just\s+)?(?:die|be\s+dead|dead|kill\s+myself|end\s+(?:it\s+all|it|my\s+life|things|myself)|not\s+(?:be\s+here|exist|wake\s+up)|disappear\s+forever)` +
		`|(?:^|[,.;:!?…]\s*)(?:(?:just|omg|ugh|lord|god|somebody|someone)\s+)*kill\s+me(?:\s+(?:now|already|please|pls|plz|right\s+now))*(?:\s*[,.;:!?…]|\s+(?:lol|lmao|haha|jk)\b|$)` +
		`|\bi\s+(?:don'?t|dont|do\s+not)\s+want\s+to\s+(?:live|be\s+alive|be\s+here|exist|go\s+on)(?:\s+any\s*more)?` +
		`|(?:i'?m|im|i’m|i\s+am|feeling|i\s+feel)\s+(?:so\s+|really\s+|kinda\s+|pretty\s+|a\s+bit\s+|a\s+little\s+)?suicidal` +
		`|(?:i\s+(?:feel\s+like\s+)?|thinking\s+(?:of|about)\s+)?ending\s+it\s+all|\bkms\b` +
		`)` + afterDistress)

	// distressSaid is a clause of hardship that asks for nothing: "im so
	// broke", "this bank makes me want to cry", "i'm at the end of my
	// rope", "i can't cope anymore".
	distressSaid = reading.Lazy(`(?i)(?:^|\b)(?:` +
		`(?:this|the|your|that|it|my)\s*(?:bank|app|thing|place|insurance|company|stuff|account|week|day|month|life|money)?\s*(?:makes?|made|is\s+making|'s\s+making)\s+me\s+(?:want\s+to\s+|wanna\s+)?(?:cry|scream|sob|sad|so\s+sad|miserable|depressed|anxious|sick)` +
		`|(?:i'?m|im|i’m|i\s+am)\s+(?:so+\s+|really\s+|totally\s+|completely\s+|literally\s+|absolutely\s+|dead\s+|flat\s+)*(?:broke|skint|stressed(?:\s+out)?|depressed|miserable|desperate|overwhelmed|at\s+the\s+end\s+of\s+my\s+(?:rope|tether)|at\s+my\s+wits'?\s+end|drowning\s+in\s+debt|in\s+so\s+much\s+debt|crying|in\s+tears|a\s+mess|falling\s+apart|heartbroken|devastated)` +
		`|(?:i\s+)?(?:can'?t|cant|cannot)\s+(?:cope|take\s+(?:it|this)|handle\s+(?:it|this))(?:\s+any\s*more)?` +
		`|(?:i\s+)?(?:want|wanna)\s+to\s+cry|(?:i'?m|im)\s+about\s+to\s+cry|my\s+life\s+is\s+(?:a\s+mess|falling\s+apart|over|hell|ruined)` +
		`|(?:at\s+)?the\s+end\s+of\s+my\s+(?:rope|tether)|(?:worst|horrible|awful|terrible)\s+(?:day|week|month|year)\s+ever` +
		`)` + afterDistress)

	// harmTogether is what, right after a clause about harming oneself,
	// would make it about another too: "kill myself and my wife".
	harmTogether = reading.Lazy(`(?i)^\s*(?:and|&|\+|plus|with|along\s+with|too|as\s+well)\s+(?:my|the|his|her|their|your|him|her|them|you|u|every|all|some|people|that|this)\b`)
)

// careLead are words left at the front once the distress is gone that only
// led into it ("so ...", "and ...", "anyway ...").
var careLead = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`so and but anyway anyways just ok okay like man already also plus`) {
		m[w] = true
	}
	return m
})

// SelfHarmSaid reports a clause about harming oneself in text.
func SelfHarmSaid(text string) bool { return selfHarmSaid.MatchString(text) }

// CareSaid is text without the clauses of distress said in it (rest);
// self reports words about harming oneself; ok is false when there are
// none, or when another is named right after them ("kill myself and
// him": the harm check judges it whole).
func CareSaid(text string) (rest string, self, ok bool) {
	self, cut := cutClauses(selfHarmSaid, text)
	if self && harmTogether.MatchString(cut.after) {
		return text, false, false
	}
	hard, cut2 := cutClauses(distressSaid, cut.text)
	if !self && !hard {
		return text, false, false
	}
	rest = strings.TrimLeft(strings.TrimSpace(cut2.text), ",.;:-!?… ")
	for {
		f := strings.Fields(rest)
		if len(f) == 0 || !careLead()[strings.Trim(strings.ToLower(f[0]), ",.!?")] {
			break
		}
		rest = strings.TrimSpace(strings.TrimPrefix(rest, f[0]))
	}
	return rest, self, true
}

// careCut is a text with clauses cut out, and what stood right after
// the last one cut.
type careCut struct{ text, after string }

// cutClauses cuts every match of re out of text; found is false when
// nothing matched.
func cutClauses(re *reading.LazyRegexp, text string) (found bool, out careCut) {
	locs := re.FindAllStringIndex(text, -1)
	out.text = text
	for i := len(locs) - 1; i >= 0; i-- {
		l := locs[i]
		if l[1] <= l[0] || strings.TrimSpace(text[l[0]:l[1]]) == "" {
			continue
		}
		if !found {
			out.after = text[l[1]:]
		}
		found = true
		out.text = out.text[:l[0]] + " " + out.text[l[1]:]
	}
	return found, out
}

var (
	// toAssistant is a question put to the assistant itself.
	toAssistant = reading.Lazy(`(?i)\b(?:you|u|ya|your|ur|yourself|you're|youre)\b`)

	// aboutMeFeelings asks what the assistant likes or feels: "do you like
	// your job", "do you enjoy working here", "are you happy".
	aboutMeFeelings = reading.Lazy(`(?i)^(?:(?:so|and|hey|um+|ok|okay|just\s+curious|out\s+of\s+curiosity|quick\s+question)[\s,]+)*(?:` +
		`(?:do|did|does|would|will)\s+(?:you|u|ya)\s+(?:(?:actually|really|even|ever|still)\s+)?(?:like|love|enjoy|hate|mind|dislike|prefer)\s+(?:(?:your|ur|the|this)\s+)?(?:job|work|working(?:\s+(?:here|there|for\s+\w+|at\s+\w+))?|doing\s+(?:this|that|it)|it\s+here|it|this|being\s+(?:a|an)\s+\w+|helping(?:\s+people)?|what\s+you\s+do|talking\s+to\s+(?:people|me|us))` +
		`|(?:are|r)\s+(?:you|u|ya)\s+(?:(?:ever|really|actually|even)\s+)?(?:happy|sad|lonely|bored|ok|okay|alright|all\s+right|having\s+(?:a\s+)?(?:good|nice|busy|fun)\s+(?:day|time)|busy(?:\s+today)?)` +
		`|(?:do|can)\s+(?:you|u|ya)\s+(?:(?:actually|really|even|ever)\s+)?(?:have|feel|get|experience)\s+(?:any\s+)?(?:feelings|emotions|lonely|sad|happy|bored|angry|annoyed)` +
		`|(?:what|who)\s+(?:do|does)\s+(?:you|u)\s+(?:like|love|enjoy)\s+(?:about\s+(?:your|ur|the)\s+(?:job|work)|doing)` +
		`|(?:what(?:'s|s|\s+is)|whats)\s+(?:your|ur)\s+(?:favou?rite\s+\w+|hobby|hobbies)` +
		// "do you like dogs?", "do u prefer cats or dogs" (bank32)
		`|(?:do|did)\s+(?:you|u|ya)\s+(?:(?:actually|really|even|ever)\s+)?(?:like|love|enjoy|hate|prefer)\s+(?:dogs?|cats?|pets?|animals|music|movies|films|sports?|football|soccer|cricket|books|reading|pizza|food|coffee|tea|chocolate|the\s+weather|summer|winter|rain|snow|sunny\s+days|jokes|games|video\s+games|puppies|kittens)(?:\s+or\s+\w+)?` +
		`|(?:are|r)\s+(?:you|u|ya)\s+(?:a\s+)?(?:dog|cat|morning|night|coffee|tea)\s+person` +
		`)\b[\s?!.]*$`)

	// aboutMeBody asks whether the assistant tires, sleeps or eats.
	aboutMeBody = reading.Lazy(`(?i)^(?:(?:so|and|hey|um+|ok|okay|just\s+curious|quick\s+question)[\s,]+)*(?:` +
		`(?:do|did|does|can|would)\s+(?:you|u|ya)\s+(?:(?:ever|even|actually|really)\s+)?(?:get|feel|grow)\s+(?:tired|sleepy|hungry|bored|exhausted|worn\s+out|a\s+break|time\s+off|weekends?\s+off|a\s+day\s+off|paid)` +
		`|(?:do|did|does|can)\s+(?:you|u|ya)\s+(?:(?:ever|even|actually)\s+)?(?:sleep|eat|rest|dream|take\s+(?:a\s+)?breaks?|go\s+home|have\s+(?:a\s+)?(?:break|lunch|weekend|holiday|vacation|day\s+off))` +
		`|(?:are|r)\s+(?:you|u|ya)\s+(?:(?:ever|always|still)\s+)?(?:tired|sleepy|hungry|awake|working\s+(?:late|all\s+night|today|now)|on\s+(?:a\s+)?break)` +
		`|(?:don'?t|dont)\s+(?:you|u)\s+(?:ever\s+)?(?:get\s+tired|sleep|need\s+(?:a\s+)?(?:break|rest|sleep))` +
		`|when\s+do\s+(?:you|u)\s+(?:sleep|rest|go\s+home|finish|clock\s+off)` +
		`)\b[\s?!.]*$`)

	// aboutMeLife asks about the assistant's life: age, home, family.
	aboutMeLife = reading.Lazy(`(?i)^(?:(?:so|and|hey|um+|ok|okay|just\s+curious|quick\s+question)[\s,]+)*(?:` +
		`how\s+old\s+(?:are|r)\s+(?:you|u|ya)|(?:when|where)\s+(?:were|was)\s+(?:you|u)\s+(?:born|made|built|created)` +
		`|where\s+(?:are|r|do)\s+(?:you|u|ya)\s+(?:from|live|based|located|sitting)|where\s+do\s+(?:you|u)\s+live` +
		`|(?:are|r)\s+(?:you|u)\s+(?:married|single|a\s+(?:man|woman|boy|girl|guy|lady))` +
		`|(?:do|have)\s+(?:you|u)\s+(?:got\s+)?(?:have\s+)?(?:a\s+)?(?:family|kids|children|wife|husband|boyfriend|girlfriend|friends|pets?|a\s+life|home)` +
		`|what\s+do\s+(?:you|u)\s+do\s+(?:for\s+fun|in\s+your\s+(?:free|spare)\s+time|after\s+work|on\s+(?:the\s+)?weekends?)` +
		`|(?:what(?:'s|s|\s+is)|whats)\s+(?:your|ur)\s+(?:age|birthday)` +
		`)\b[\s?!.]*$`)

	// aboutMeName asks the assistant's name.
	aboutMeName = reading.Lazy(`(?i)^(?:(?:so|and|hey|hi|hello|um+|ok|okay)[\s,]+)*(?:` +
		`(?:what(?:'s|s|\s+is)|whats|wats|wots)\s+(?:your|ur|yer)\s+name|(?:do|have)\s+(?:you|u)\s+(?:got\s+|have\s+)?(?:a\s+)?name|what\s+(?:do|should|can)\s+i\s+call\s+(?:you|u)|what\s+are\s+(?:you|u)\s+called` +
		`)\b[\s?!.]*$`)
)

// AboutMe is the topic of a personal question to the assistant ("do you
// like your job": feelings; "do you get tired": body; "how old are you":
// life; "what's your name": name); ok is false for any other message.
func AboutMe(text string) (topic string, ok bool) {
	if strings.ContainsAny(text, "0123456789") || len(strings.Fields(text)) > 14 {
		return "", false
	}
	n := strings.ToLower(strings.TrimSpace(text))
	if !toAssistant.MatchString(n) && !strings.Contains(n, "how old") {
		return "", false
	}
	switch {
	case aboutMeName.MatchString(n):
		return "name", true
	case aboutMeBody.MatchString(n):
		return "body", true
	case aboutMeFeelings.MatchString(n):
		return "feelings", true
	case aboutMeLife.MatchString(n):
		return "life", true
	}
	return "", false
}

// talkRead reads a personal question to the assistant at m, wherever
// but at a password (what waits is said after the answer); ok is false
// for any other message.
func talkRead(text string, m *Moment) (Reading, bool) {
	if m.At == AtSecret {
		return Reading{}, false
	}
	topic, ok := AboutMe(text)
	if !ok {
		return Reading{}, false
	}
	c := agents.Command{Kind: agents.CmdSmallTalk, Scope: "who_are_you", Text: topic, From: text}
	return Reading{Commands: []agents.Command{c}, Confidence: 1, Sure: true,
		Top: []Alternative{{Act: "small_talk(who_are_you)", Confidence: 1}}}, true
}

// readsTalk reports a moment where care is read: nothing waits, or a
// slot's question; never a password, a username, an approval or a plan.
func readsTalk(m *Moment) bool { return m.At == AtNone || m.At == AtSlot }

// typedAsIs reports a slot's question whose answer is words kept as
// typed (a note's text): there no word is care.
func (r *Reader) typedAsIs(m *Moment) bool {
	if m.At != AtSlot || r.di.d == nil {
		return false
	}
	a := r.di.d.Agent(m.Agent)
	if a == nil {
		return false
	}
	s := a.Slot(m.Slot)
	return s != nil && s.Kind == agents.KindText
}

// careRead reads the distress said in text at m, then the request said
// with it, judged for harm without the distress; ok is false when there
// is none.
func (r *Reader) careRead(text string, m *Moment) (Reading, bool) {
	if !readsTalk(m) || r.typedAsIs(m) {
		return Reading{}, false
	}
	rest, self, ok := CareSaid(text)
	if !ok {
		return Reading{}, false
	}
	scope := ScopeCare
	if self {
		scope = ScopeCareHelp
	}
	care := agents.Command{Kind: agents.CmdSmallTalk, Scope: scope, Text: rest, From: text}
	if len(reading.Terms(rest)) == 0 {
		if !self {
			return Reading{}, false // hardship alone: read as it is
		}
		return Reading{Commands: []agents.Command{care}, Confidence: 1, Sure: true,
			Top: []Alternative{{Act: "small_talk(" + scope + ")", Confidence: 1}}}, true
	}
	rd := r.Read(rest, *m)
	rd.Commands = append([]agents.Command{care}, rd.Commands...)
	return rd, true
}
