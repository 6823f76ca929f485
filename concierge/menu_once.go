package concierge

// The capability list once per session (R56; issue 24, bank20c). The
// opening says the list; a greeting, "who are you?", "is this the bank?"
// or a message nobody takes said the whole list again each time, so a
// user chatting ("how's your day", "lol ok", "hi") scrolled past it over
// and over. Once the list has been said, these get a short line: who this
// is and what it does in one sentence, and how to see the list. "what can
// you do?" always shows it (R1).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// menuSaid reports the capability list said in the session already (the
// opening included): every item of it stands in one reply of the
// concierge.
func (e *Engine) menuSaid() bool {
	m := e.menu()
	if len(m.Items) == 0 {
		return false
	}
	for _, msg := range e.sess.Messages {
		if msg.Agent != agents.ConciergeName {
			continue
		}
		all := true
		for _, it := range m.Items {
			if !strings.Contains(msg.Text, "- ") || !strings.Contains(msg.Text, it.Intro) {
				all = false
				break
			}
		}
		if all {
			return true
		}
	}
	return false
}

// greetReply answers a greeting: the whole list the first time, then the
// question and how to see the list. "Hello again" only to a user who has
// said something before: a first "hey there" after the product's own
// opening is the user's first hello, not a second one.
func (e *Engine) greetReply() string {
	if e.menuSaid() {
		return prompts.GreetAgain(e.domain.Closing, e.userSpokeBefore())
	}
	return e.welcome()
}

// userSpokeBefore reports a user message before the one being answered
// (the session holds the current one already).
func (e *Engine) userSpokeBefore() bool {
	n := 0
	for _, msg := range e.sess.Messages {
		if msg.Role == state.RoleUser {
			n++
		}
	}
	return n > 1
}

// unknownReply answers a message nobody takes.
func (e *Engine) unknownReply() string {
	if e.menuSaid() {
		return prompts.UnknownShort(e.capabilityPhrases())
	}
	return prompts.Unknown(e.menu())
}

// cannotHandleReply answers work nobody here does, read by the reader.
func (e *Engine) cannotHandleReply() string {
	if e.menuSaid() {
		return prompts.CannotHandleShort(e.capabilityPhrases())
	}
	return prompts.CannotHandle(e.menu())
}

// whoAreYouReply answers "who are you?", "is this the bank? my grandson set
// this up": who this is (yes, when the message asks whether it is that),
// what can be done in one sentence, and the question.
func (e *Engine) whoAreYouReply(text string) string {
	who := e.identity()
	if who == "" || !e.nothingInHand() {
		// at a question or an approval, the list and what waits, as before
		return prompts.WhoAreYou(e.menu())
	}
	return prompts.WhoAmI(who, e.asksIfThisIs(text, who), e.capabilityPhrases(), e.domain.Closing)
}

// introducedAs finds who the domain's greeting says it is: "I'm the bank's
// concierge" → "the bank's concierge", "I am Smart Investigator" →
// "Smart Investigator"; "" when it says none.
var greetingIntro = reading.Lazy(`(?i)\bI(?:'m|’m| am)\s+([^.!?:]{2,60})`)

// identity is who the concierge is in this domain, from its greeting.
func (e *Engine) identity() string {
	m := greetingIntro.FindStringSubmatch(e.domain.Greeting)
	if m == nil {
		return ""
	}
	return strings.TrimSpace(m[1])
}

// asksIsThis is "is this the X", "am i talking to the X", "are you the X",
// as the message's first clause after a greeting or a filler.
var asksIsThis = reading.Lazy(`(?i)^(?:(?:hi|hello|hey|hiya|um+|uh+|erm|so|ok|okay|sorry|excuse\s+me|good\s+(?:morning|afternoon|evening)|dear|there|sir|madam|love|mate|everyone|oh)[\s,.!?]*)*` +
	`(?:is\s+(?:this|it|that)|am\s+i\s+(?:talking|speaking|chatting)\s+(?:to|with)|are\s+(?:you|u))\s+(?:really\s+|actually\s+)?(?:the\s+|my\s+|a\s+|an\s+|your\s+)?([a-z']+)` +
	`(?:\s+(?:chat|helper|app|assistant|bot|service|thing|place|people|company|website|site|line))?(?:\s+(?:or\s+(?:what|not)|right|yeah|then|lol|still|now))?\s*(?:[?.!,;]+|$)`)

// whoThisIsRead reads an opening that asks whether this is the bank ("Is
// this the bank? my grandson set this up for me") into who this is and
// what can be done; ok is false for any other message, or when the rest
// of it asks for something ("is this the bank? whats my balance"). It
// only reads.
func (e *Engine) whoThisIsRead(t *turn, text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil {
		return turnCmd{}, false
	}
	loc := asksIsThis.FindStringIndex(strings.TrimSpace(text))
	who := e.identity()
	if loc == nil || who == "" || !e.asksIfThisIs(text, who) {
		return turnCmd{}, false
	}
	if rest := strings.TrimSpace(strings.TrimSpace(text)[loc[1]:]); rest != "" && (e.readsATask(t, rest) || e.newRequest(rest)) {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdSmallTalk, "small_talk(who_are_you) — the user asks whether this is "+who, text, e.whoAreYouReply(text), false), true
}

// asksIfThisIs reports a question whether this is what the identity says
// ("is this the bank?" of "the bank's concierge"), or the right place.
func (e *Engine) asksIfThisIs(text, who string) bool {
	m := asksIsThis.FindStringSubmatch(text)
	if m == nil {
		return false
	}
	w := strings.TrimSuffix(strings.ToLower(m[1]), "'s")
	if w == "right" || w == "correct" {
		return true
	}
	for _, id := range reading.Words(strings.ToLower(who)) {
		id = strings.TrimSuffix(id, "'s")
		if len(id) > 2 && (id == w || id+"s" == w || w+"s" == id) && id != "the" {
			return true
		}
	}
	return false
}
