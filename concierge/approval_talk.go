package concierge

// What people say at an approval or a plan besides yes, no and a new
// value (R28, R41, R50): a decline in their own words ("let's not do this
// today", "please don't send anything, I'll wait until Monday", "hmm no
// don't save that, forget the whole thing") is a cancel, which runs
// first; thanks, a goodbye or other small talk is answered in one line
// that says what still waits — never the bare reminder again and again.
//
// A goodbye leaves the call waiting, as R28 keeps a task through "bye" in
// the middle of it and R29/R42 keep a pending approval across a resume:
// nothing runs without a later, deliberate yes, and the reply says that
// nothing has run. Money never moves here: only the yes gate approves.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// declinePhrases are the ways of saying "not this, not now" that no cancel
// phrase of the lexicon covers, matched on the normalised message with a
// space at each end: a doing word denied ("don't send anything", "please
// do not save that"), "let's not", "not today", waiting ("I'll wait until
// Monday", "hold off"), the whole thing dropped ("forget the whole
// thing", "call it off"), another time ("maybe later"), thanks with a no
// in it ("thanks anyway").
var declinePhrases = reading.Lazy(`\b(?:` +
	`(?:dont|don't|do not|pls dont|please dont|please don't|please do not)\s+(?:\w+\s+)?(?:send|save|do|make|transfer|move|pay|run|write|add|file|submit|book|buy|sell|post|create|delete|proceed|continue|process|approve|confirm|go ahead|go through|bother|want|wanna|need|it|that|this|anything|any of)\b` +
	`|(?:let's|lets|let us)\s+not\b|(?:i'd|id|i would)\s+rather\s+not\b|better\s+not\b|(?:maybe|probably|perhaps)\s+not\b` +
	`|not\s+(?:today|now|right now|this time|tonight|this week|anymore|any more)\b` +
	`|(?:i'll|ill|i will|i'm gonna|im gonna|i'm going to|im going to|gonna|i'd better|i better|i should|i can|let me|let's|lets|i want to|i wanna|i need to|i'd rather|id rather|i prefer to|i think i'll|i think ill)\s+(?:just\s+|probably\s+)?wait\b` +
	`|wait\s+(?:until|till|til|for a|a bit|a while|a day|a week|on (?:it|that|this))\b` +
	`|hold\s+off\b|put\s+(?:it|that|this)\s+on\s+hold\b` +
	`|(?:forget|scrap|drop|ditch|skip|cancel)\s+(?:about\s+)?(?:the whole thing|the whole lot|all of it|all that|everything|it all)\b` +
	`|call\s+(?:it|this|that|the whole thing)\s+off\b|no\s+deal\b|second\s+thoughts?\b|2nd\s+thoughts?\b|change\s+of\s+plans?\b` +
	`|(?:another|some other|a different)\s+(?:time|day)\b|(?:maybe|perhaps|probably|do it|let's do it|lets do it|i'll do it|ill do it)\s+later\b` +
	`|(?:i'm|im|i am)\s+not\s+(?:doing|sending|going to|gonna|saving)\b` +
	`|(?:thanks|thank you|thx|ty|cheers)\s+(?:anyway|anyways|though|all the same)\b` +
	`)`)

// consultPhrases say the user will think it over or ask someone first
// ("I'll call my wife first", "let me think about it"), or answer later
// ("not yet", "don't send it yet": "yet" says it may come).
var consultPhrases = reading.Lazy(`\byet\b|\b(?:i'll|ill|i will|let me|i need to|i have to|i should|i want to|i'd like to|gotta|i gotta|i must|i'd better|i better)\s+(?:first\s+)?(?:think|sleep|talk|speak|call|ask|consult|discuss|run it by|check with|see)\b`)

// correcting are the words that make a message at an approval a new value
// rather than a drop ("don't send it from checking, use savings instead").
var correcting = []string{" instead ", " rather than ", " make it ", " change it ", " should be "}

// declinesInWords reports a message that turns down what waits in the
// user's own words: R28's cancel said another way.
func declinesInWords(text string) bool {
	n := " " + normalise(text) + " "
	for _, c := range correcting {
		if strings.Contains(n, c) {
			return false
		}
	}
	return declinePhrases.MatchString(n) && !strings.Contains(n, " yet ")
}

// takesTime reports a message that puts the answer off without turning it
// down ("let me think about it", "I need to ask my wife first"): the call
// waits, and the user is told so. Never a question ("let me ask: is there
// a fee?"), which is answered.
func takesTime(text string) bool {
	if strings.HasSuffix(strings.TrimSpace(text), "?") {
		return false
	}
	n := " " + normalise(text) + " "
	return consultPhrases.MatchString(n) || unsurePhrases.MatchString(n)
}

// unsurePhrases say the user is not sure yet ("idk", "hmm not sure",
// "maybe", a bare "hmm"): no answer, and no reason to hear the same
// reminder again.
var unsurePhrases = reading.Lazy(`\b(?:idk|dunno|not sure|unsure|i don't know|i dont know|i do not know|maybe|let me see|not certain)\b|^ (?:(?:hmm+|hm+|um+|umm+|uh+|er+|erm+|well|so)\s+)*(?:hmm+|hm+|um+|umm+|uh+|er+|erm+) $`)

// talkWhileWaitingRead reads, at an approval or a plan, a decline in
// words, thanks, a goodbye or other small talk; ok is false for any other
// message, which goes on to the yes-or-no reading (§15). It only reads.
func (e *Engine) talkWhileWaitingRead(t *turn, text string) (turnCmd, bool) {
	ap := e.sess.Pending.Approval
	plan := e.planWaits()
	if ap == nil && !plan || strings.ContainsAny(text, "0123456789") {
		return turnCmd{}, false // nothing waits, or a value: a correction's to read
	}
	if len(e.domain.SignedOut) > 0 && logoutPutsOff(text) {
		return turnCmd{}, false // "just log me out, ill do it later": the logout's, which drops what waits (logout_put_off.go)
	}
	if _, rel := reading.FindRelative(text); ap != nil && rel {
		return turnCmd{}, false // "hmm maybe a tad less": the amount's to change, not an answer put off
	}
	if _, no := rejection(text); no && !takesTime(text) {
		return turnCmd{}, false // "no, not today": the no's reading (rejectWith, dropsTheTask)
	}
	what := "your plan"
	if ap != nil {
		a := e.domain.Agent(ap.Agent)
		if a == nil || len(e.valuesNamed(a, text)) > 0 {
			return turnCmd{}, false // "don't send it to savings": a value of the call
		}
		for _, w := range reading.Words(text) {
			if e.choiceWord(w) {
				return turnCmd{}, false // "don't send from checking": perhaps from another account
			}
		}
		what = strings.TrimSuffix(strings.TrimSpace(ap.Summary), "?")
	}
	if e.declinedAtAnswer(t, text) {
		c := turnCommand(agents.CmdCancel, execCancelAll, text)
		c.Scope, c.why = "all", "what waits is turned down in words"
		return c, true
	}
	if ap != nil && takesTime(text) {
		c := sayCmd(agents.CmdSmallTalk, "the answer put off — the approval waits", text, prompts.TakeYourTime(what), false)
		c.reask = true
		return c, true
	}
	if e.asksMore(text) {
		return turnCmd{}, false // "thanks, and what's my savings?": a request too, for the reading after (R27)
	}
	if _, ok := holdOrHedgedNoRead(text); ok && ap != nil {
		return turnCmd{}, false // "erm, no thanks", "hang on mate": a no or a hold, the approval's (approval_hold.go)
	}
	if ap != nil && declineIdiom(text) {
		return turnCmd{}, false // "thanks but no", "no thanks mate": a no, the approval's (approval_decline_idioms.go)
	}
	kind := e.smallTalkAt(t, text)
	if kind != "bye" && holdsYesPhrase(text) {
		// "ok thanks", "yes, thank you": the gate's to judge; but "ok bye
		// now" leaves, and nobody approves a call on their way out
		return turnCmd{}, false
	}
	var c turnCmd
	switch kind {
	case "":
		return turnCmd{}, false
	case "bye":
		c = sayCmd(agents.CmdSmallTalk, "small_talk(bye) — what waits is kept, and nothing runs", text, prompts.ByeWhileWaiting(what, e.store != nil), false)
	case "thanks":
		c = sayCmd(agents.CmdSmallTalk, "small_talk(thanks) — what waits is asked again", text, prompts.ThanksWhileWaiting(upperFirst(what)), false)
	default:
		reply := e.smallTalk(agents.Command{Kind: agents.CmdSmallTalk, Scope: kind})
		if kind == "greet" {
			reply = "Hello!"
		}
		c = sayCmd(agents.CmdSmallTalk, "small_talk("+kind+") — what waits is asked again", text, prompts.TalkWhileWaiting(reply, upperFirst(what)), false)
	}
	c.Scope = kind
	c.reask = ap != nil // asked again: R41's guard afresh
	return c, true
}

// asksMore reports a message that also asks for work other than the call
// waiting ("thanks, also check my savings", "hi, what's AAPL at?"):
// neither small talk nor a bare decline, and nothing of it may be dropped.
func (e *Engine) asksMore(text string) bool {
	if !e.newRequest(text) {
		return false
	}
	best, ok := e.router.Best(text, e.domain.Agents)
	ap := e.sess.Pending.Approval
	return !ok || ap == nil || best.Agent.Name != ap.Agent
}

// declinedAtPrompt reports a decline in words at an agent's question
// ("let's not do this today, I'll call my wife first" at the account id
// question): a cancel, never tried as the value. A line that gives a
// value the question takes is an answer; the secret prompt has its own
// reading (secretAside), since nothing typed there is read for words. why
// is the Why panel's word on it. It only reads.
func (e *Engine) declinedAtPrompt(t *turn, text string) (why string, ok bool) {
	if e.sess.Speaker == "" || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return "", false
	}
	if notNowAtPrompt(text) || noThanksAtPrompt(text) {
		return "the task is put off", true // "nah not now": never a note titled so
	}
	if dismissedAtPrompt(text) && !e.answersAsked(t, text) {
		return "the task is waved off", true // "ok whatever it's fine. thanks" (dismissed_at_prompt.go)
	}
	if strings.ContainsAny(text, "0123456789") || !declinesInWords(text) || e.answersAsked(t, text) {
		return "", false
	}
	return "the task is turned down in words", true
}

// declinedAtAnswer reports a decline in words, or one the reader is sure
// is a cancel (its cancel precision is calibrated at 99% or better).
func (e *Engine) declinedAtAnswer(t *turn, text string) bool {
	if declinesInWords(text) {
		return true
	}
	rd := e.reading(t, text)
	_, sure := sureOf(rd, agents.CmdCancel)
	return sure && !holdsYesPhrase(text)
}

// smallTalkAt is the kind of small talk a message at an approval or a
// plan is ("thanks", "bye", "greet", "how_are_you", "who_are_you"), ""
// when it is none: the lexicon's words first, the reader's sure reading
// after.
func (e *Engine) smallTalkAt(t *turn, text string) string {
	if isBye(text) || saysBye(text) {
		return "bye"
	}
	for _, w := range reading.Words(text) {
		if byeWords()[w] {
			return "bye" // "thanks bye", "great thanks, cya": the leaving is what needs an answer
		}
	}
	if isThanks(text) || thanksSaid(text) {
		return "thanks"
	}
	if isGreeting(text) {
		return "greet"
	}
	rd := e.reading(t, text)
	if len(rd.Commands) == 0 || !rd.Sure && (len(rd.Top) == 0 || rd.Top[0].Confidence < 0.5) {
		return "" // small talk changes nothing: the likeliest reading by a margin will do
	}
	if c := leading(rd.Commands); c.Kind == agents.CmdSmallTalk && c.Scope != "ack" {
		return c.Scope // "hmm", "ok": no answer, and the yes-or-no reading's
	}
	return ""
}

// byeWords say goodbye wherever they stand in a message.
var byeWords = lazyWordSet(`bye byee byeee goodbye bye-bye byebye cya ciao farewell goodnight gnight ttyl`)

// thanksSaid reports thanks said with words around it that ask nothing
// ("thank you for your patience", "thanks a bunch, really"): every clause
// is thanks, or the message opens with a thanks-word and is no question.
func thanksSaid(text string) bool {
	if strings.HasSuffix(strings.TrimSpace(text), "?") {
		return false
	}
	words := reading.Words(text)
	if len(words) == 0 {
		return false
	}
	switch words[0] {
	case "thanks", "thank", "thx", "ty", "cheers", "tysm", "tyvm", "thankyou", "thanx", "ta":
		return true
	}
	return false
}

// upperFirst is s with its first letter in capitals, to open a sentence.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
