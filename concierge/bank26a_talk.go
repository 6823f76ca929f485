package concierge

// Openings and small talk a newcomer says (issue 24, bank26a).
//
// A polite or unsure opening — "Good afternoon. I hope I am doing this
// correctly.", "hello dear is this the bank", "am I doing this right?",
// "can anyone hear me" — was "I'm not sure how to help" or the whole list
// again; it gets a warm hello, that this is the right place, and what can
// be done in one sentence.
//
// A personal question to the assistant — "do you like your job", "do you
// get tired", "how old are you" — was the whole task list; it gets a short,
// honest, friendly answer (an automated assistant, not a person) and the
// offer of help. Both only read: they are said as R50's small_talk.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

var (
	// openingGreeting is a greeting word or pleasantry that opens a message.
	openingGreeting = reading.Lazy(`(?i)(?:^|\b)(?:` +
		`hi+|hello+|hey+|hiya|howdy|greetings|good\s+(?:morning|afternoon|evening|day)|morning|afternoon|evening` +
		`|dear|there|sir|madam|ma'?am|love|mate|friend|everyone|all|folks|to\s+whom\s+it\s+may\s+concern` +
		`|(?:i\s+)?hope\s+(?:you(?:'re|\s+are)?|ur|your|u\s+r|u|all\s+is|everyone\s+is)\s+(?:well|ok|okay|fine|good|doing\s+well|having\s+a\s+(?:good|nice|lovely)\s+day)` +
		`|how\s+(?:are\s+(?:you|u|ya)|r\s+u)(?:\s+(?:today|doing))?|nice\s+to\s+meet\s+you|thank\s+you\s+for\s+(?:your\s+help|helping)` +
		`|um+|uh+|erm+|well|so|ok|okay|please|pls|excuse\s+me|sorry|yes|oh` +
		`)(?:\b|$)[\s,.!?;:…-]*`)

	// unsureOpening is an unsure or checking opening: the user is not sure
	// this works, or that anyone is there.
	unsureOpening = reading.Lazy(`(?i)(?:^|\b)(?:` +
		`(?:i\s+)?(?:hope|hoping|wonder(?:ing)?\s+if|not\s+sure\s+(?:if|whether))\s+(?:i'?m|im|i\s+am|i've|ive|i\s+have)\s+(?:doing|done|using|typed?|typing|got)\s+(?:this|it|things)\s+(?:right|correctly|properly|ok|okay|the\s+right\s+way)` +
		`|(?:am|did)\s+i\s+(?:do(?:ing)?|type|typing|use|using)\s+(?:this|it)\s+(?:right|correctly|properly|ok|okay|the\s+right\s+way)` +
		`|(?:is|does)\s+(?:this|it)\s+(?:thing\s+)?(?:working|work|on|even\s+on|even\s+working|the\s+right\s+(?:place|way))` +
		`|(?:can|does|do|could)\s+(?:anyone|anybody|someone|somebody|you|u)\s+(?:hear|see|read)\s+(?:me|this|my\s+message)` +
		`|(?:is\s+)?(?:anyone|anybody|someone|somebody)\s+(?:there|here|home|listening|around|about|reading\s+this)` +
		`|(?:i'?m|im|i\s+am)\s+(?:not\s+(?:very\s+)?(?:good|great)\s+with\s+(?:computers|technology|tech|these\s+things|this)|new\s+(?:to|at)\s+(?:this|computers|the\s+internet)|a\s+bit\s+lost)` +
		`|(?:it'?s|its|this\s+is)\s+my\s+first\s+time(?:\s+(?:doing|using)\s+(?:this|one\s+of\s+these))?|first\s+time\s+(?:here|using\s+this|doing\s+this)` +
		`|(?:my\s+(?:grandson|granddaughter|son|daughter|nephew|niece|kids?|grandkids?)\s+set\s+(?:this|it)\s+up(?:\s+for\s+me)?)` +
		`)(?:\b|$)[\s,.!?;:…-]*`)
)

// unsureOpeningRead reads an opening made only of greetings, pleasantries
// and unsure or checking words ("Good afternoon. I hope I am doing this
// correctly."), with nothing in hand, into a warm hello that says what can
// be done; ok is false for any other message. It only reads.
func (e *Engine) unsureOpeningRead(t *turn, text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || strings.ContainsAny(text, "0123456789") {
		return turnCmd{}, false
	}
	rest, unsure := strings.TrimSpace(text), false
	if loc := asksIsThis.FindStringIndex(rest); loc != nil && e.identity() != "" && e.asksIfThisIs(rest, e.identity()) {
		unsure, rest = true, strings.TrimSpace(rest[loc[1]:]) // "hello dear is this the bank"
	}
	for {
		before := rest
		if loc := unsureOpening.FindStringIndex(rest); loc != nil && loc[0] == 0 {
			unsure, rest = true, strings.TrimSpace(rest[loc[1]:])
		}
		if loc := openingGreeting.FindStringIndex(rest); loc != nil && loc[0] == 0 && loc[1] > 0 {
			rest = strings.TrimSpace(rest[loc[1]:])
		}
		if loc := asksIsThis.FindStringIndex(rest); loc != nil && e.identity() != "" && e.asksIfThisIs(rest, e.identity()) {
			unsure, rest = true, strings.TrimSpace(rest[loc[1]:])
		}
		if rest == before {
			break
		}
	}
	if !unsure || strings.Trim(rest, " ,.!?;:…-") != "" {
		return turnCmd{}, false
	}
	reply := prompts.UnsureOpening(e.identity(), e.capabilityPhrases(), e.domain.Closing)
	return sayCmd(agents.CmdSmallTalk, "small_talk(greet) — an unsure opening: the user checks this is the right place and that it works", text, reply, false), true
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

// aboutMeRead reads a personal question to the assistant ("do you like
// your job", "do you get tired", "how old are you", "what's your name")
// into a short honest answer and the offer of help, what waits said after
// it; ok is false for any other message. It only reads.
func (e *Engine) aboutMeRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || strings.ContainsAny(text, "0123456789") || len(strings.Fields(text)) > 14 {
		return turnCmd{}, false
	}
	n := strings.ToLower(strings.TrimSpace(text))
	if !toAssistant.MatchString(n) && !strings.Contains(n, "how old") {
		return turnCmd{}, false
	}
	topic := ""
	switch {
	case aboutMeName.MatchString(n):
		topic = "name"
	case aboutMeBody.MatchString(n):
		topic = "body"
	case aboutMeFeelings.MatchString(n):
		topic = "feelings"
	case aboutMeLife.MatchString(n):
		topic = "life"
	default:
		return turnCmd{}, false
	}
	if topic == "name" && e.nothingInHand() {
		return turnCmd{}, false // "what's your name" with nothing in hand: who this is (small_talk(who_are_you))
	}
	can := e.capabilityPhrases()
	closing := e.domain.Closing
	if !e.nothingInHand() {
		can, closing = nil, " " // what waits is said after it instead
	}
	reply := strings.TrimSpace(prompts.AboutMe(topic, e.identity(), can, closing))
	return sayCmd(agents.CmdSmallTalk, "small_talk(who_are_you) — a personal question to the assistant ("+topic+"): answered honestly", text, reply, true), true
}
