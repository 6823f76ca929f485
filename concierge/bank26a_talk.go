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

// aboutMeRead reads a personal question to the assistant ("do you like
// your job", "do you get tired", "how old are you", "what's your name")
// into a short honest answer and the offer of help, what waits said after
// it, as the reader read it (small_talk(who_are_you) with the topic); ok
// is false for any other message.
func (e *Engine) aboutMeRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.reader == nil {
		return turnCmd{}, false
	}
	rd := e.reader.Read(text, e.moment(t)) // the reader's small_talk(who_are_you) with its topic (agents/understand/talk_care.go)
	if len(rd.Commands) != 1 || rd.Commands[0].Kind != agents.CmdSmallTalk || rd.Commands[0].Scope != "who_are_you" || rd.Commands[0].Text == "" {
		return turnCmd{}, false
	}
	topic := rd.Commands[0].Text
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
