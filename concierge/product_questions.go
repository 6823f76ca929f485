package concierge

// Questions about the product itself and requests for advice (R1): "whats
// a good stock to buy rn", "should I invest in tesla", "what is this app",
// "can u do loans or mortgages", "is this a real bank or a demo thing".
// None is a task, and the router would send the first to the stock look-up
// (quoting "buy" and "rn" as unused) and answer the others with "I'm not
// sure how to help". Each gets its own plain answer: no advice, but the
// price look-up; the introduction and the list; a plain "No, I can't help
// with X here" and the list; what the concierge is, and nothing invented.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// asksAdvice is a request for advice on what to buy, sell or invest in.
var asksAdvice = reading.Lazy(`(?i)\b(?:good|best|great|hot|safe|top|smart|solid|cheap)\s+(?:stocks?|shares?|investments?|compan(?:y|ies)|buys?|picks?|crypto|coins?|funds?)\b` +
	`|\b(?:what|which)\s+(?:stocks?|shares?|crypto|coins?|compan(?:y|ies)|funds?)\s+(?:should|to\s+(?:buy|pick|get|invest)|would\s+you\s+(?:buy|pick|recommend|get)|are\s+(?:good|best|worth|safe))\b` +
	`|\bshould\s+(?:i|we)\s+(?:buy|sell|invest|get|hold|dump|short|put\s+(?:my\s+)?money)\b` +
	`|\b(?:a\s+)?(?:good|bad|smart|safe|wise)\s+(?:buy|investment|bet|pick|idea\s+to\s+(?:buy|invest|sell))\b` +
	`|\b(?:investment|investing|financial|stock|trading)\s+(?:advice|tips?|recommendations?|ideas?)\b` +
	`|\b(?:recommend|suggest)\s+(?:a\s+|some\s+|any\s+|me\s+)?(?:good\s+)?(?:stocks?|shares?|investments?)\b` +
	`|\b(?:where|how|what)\s+should\s+i\s+(?:invest|buy|put\s+my\s+money)\b|\bworth\s+(?:buying|investing|it\s+to\s+buy)\b` +
	`|\bwhat\s+(?:would|do)\s+you\s+(?:buy|invest\s+in|recommend)\b|\bi\s+should\s+(?:buy|get|invest|pick|sell|grab)\b` +
	// "which one is better to buy", "which would you recommend" (issue 24, round 9)
	`|\b(?:better|best|smarter|safer|wiser)\s+(?:one\s+)?(?:to\s+)?(?:buy|invest\s+in|pick|own|hold|get)\b|\bwhich\s+(?:one\s+)?(?:would|do|should)\s+(?:you|i)\s+(?:recommend|suggest|pick|buy|get)\b|\b(?:better|best)\s+(?:buy|investment|bet|pick)\b`)

// asksWhatThisIs is a question about what the product is: "what is this
// app", "what are you" ("who am I talking to" is the reader's already).
var asksWhatThisIs = reading.Lazy(`(?i)^(?:[\w']+\s+){0,3}?(?:what|wat|wut)(?:\s+(?:even|exactly|actually|the\s+heck|the\s+hell))?(?:\s+is|\s+are|'s|s)?\s+(?:this|that|it|u|you)(?:\s+(?:app|application|thing|program|tool|bot|site|website|place|chat|chatbot|service|software|page|window))?(?:\s+(?:for|about|exactly|even|again|then|anyway))*\s*\??$`)

// appNoun names the product; without one, "what is that?" while a question
// waits is about the question (what is the amount, the account), and
// "what is it" about the last reply.
var (
	appNoun      = reading.Lazy(`(?i)\b(?:app|application|program|tool|bot|chatbot|site|website|service|software|you|u)\b|\bam\s+i\b`)
	pointsAtThat = reading.Lazy(`(?i)\b(?:that|it)\b`)
)

// asksRealOrDemo is a question whether the service is real, a demo, a
// person or a bot.
var asksRealOrDemo = reading.Lazy(`(?i)\b(?:real|actual|legit|legitimate|genuine|fake|demo|test|testing|sandbox|pretend|toy)\s+(?:bank|thing|app|service|account|money|version|site)\b` +
	`|\bis\s+(?:this|it)\s+(?:real|legit|a\s+demo|a\s+test|fake|for\s+real|a\s+scam|genuine)\b|\b(?:demo|test)\s+(?:thing|version|mode)\b` +
	`|\bare\s+(?:you|u)\s+(?:real|a\s+real|human|a\s+human|a\s+bot|a\s+person|an?\s+ai|a\s+robot)\b`)

// canYouDo is "can you do X", "do you handle X", "can u help with X",
// "u guys do X?".
var canYouDo = reading.Lazy(`(?i)^(?:(?:so|hey|and|also|ok|okay|hi|hello)\s+)*(?:(?:can|could|do|will|would)\s+(?:you|u|ya)|(?:you|u|ya)\s+(?:guys|all|people|folks))\s+(?:also\s+)?(?:do|handle|help\s+(?:me\s+)?with|deal\s+with|offer|support|manage|sort\s+out|process|give)\s+(?P<what>.+?)\s*[?.!]*$`)

// productQuestionRead reads a question about the product or a request
// for advice into the answer said (R50's ask, capabilities,
// cannot_handle); ok is false for any other message. It only reads.
func (e *Engine) productQuestionRead(t *turn, text string) (turnCmd, bool) {
	if c, ok := e.productAskedAtSlot(text); ok {
		return c, true // "wait who made you?", "is this private?" at a note's text (asked_at_slot.go)
	}
	clauses := read(text).TypedClauses()
	waiting := e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.planWaits()
	for _, c := range clauses {
		if asksWhatThisIs.MatchString(c) && (appNoun.MatchString(c) || !waiting && !pointsAtThat.MatchString(c)) {
			return sayCmd(agents.CmdCapabilities, "capabilities — the user asks what this is", text, e.welcome(), true), true
		}
	}
	if c, ok := e.accountQuestionRead(text); ok {
		return c, true // "who do I contact about account 7654321" (account_questions.go)
	}
	if c, ok := e.sendAffordRead(text); ok {
		return c, true // "can i afford to send my bro 1200" (afford_asked.go)
	}
	if c, ok := e.sharesAffordableRead(text); ok {
		return c, true // "how many shares could i buy with my checking" (shares_affordable.go)
	}
	if why, answer, ok := e.trustReply(text); ok && !givesSecret(t, text) {
		// "is this a scam", "are you a real person", "is my data safe" (trust_questions.go)
		return sayCmd(agents.CmdAsk, strings.TrimPrefix(why, "Read as: "), text, answer, true), true
	}
	if asksRealOrDemo.MatchString(text) {
		return sayCmd(agents.CmdAsk, "ask(service) — a question about the service itself; only what the concierge is and does is said", text, prompts.WhatThisIs(e.menu()), true), true
	}
	if c, ok := e.anotherRead(text); ok {
		return c, true // "one more to-do: call dad" (notes22_edits.go)
	}
	if c, ok := e.editNothingRead(text); ok {
		return c, true // "change it to read call bob" with nothing just written (notes22_edits.go)
	}
	if c, ok := e.abilityAskRead(t, text); ok {
		return c, true // "can i delete notes?": answered, nothing started (notes22_can_ask.go)
	}
	if c, ok := e.scopeHelpRead(text); ok {
		return c, true // "can u help me with claims stuff" (ins20b_answers.go)
	}
	if m := canYouDo.FindStringSubmatch(strings.TrimSpace(text)); m != nil && !waiting && !e.anyAgentDoes(m[canYouDo.SubexpIndex("what")]) && !e.valueAsked(text) { // "can you do me a rejection for 31pl77" (ins41_value_asked.go)
		what := cannotWhat(m[canYouDo.SubexpIndex("what")])
		return sayCmd(agents.CmdCannotHandle, "cannot_handle — no agent here does "+what, text, prompts.NotOffered(what, e.capabilityPhrases()), true), true
	}
	if c, ok := e.howToRead(t, text); ok {
		return c, true // "how do i keep a note here?" (how_to_questions.go)
	}
	if asksAdvice.MatchString(text) {
		lookup := e.stockAgent()
		if lookup == nil {
			return turnCmd{}, false // a domain without prices: the router's to answer
		}
		const shown = "cannot_handle — no agent here gives investment advice"
		if len(agents.Extract(lookup, text, "")) > 0 && e.sess.Speaker == "" && e.sess.Pending.Approval == nil && !e.planWaits() {
			// "should I invest in tesla": no advice, but its price
			c := sayCmd(agents.CmdCannotHandle, shown, text, prompts.InvestmentAdvice(""), false)
			c.exec = execSayRoute
			return c, true
		}
		return sayCmd(agents.CmdCannotHandle, shown, text, prompts.InvestmentAdvice(lookup.TaskPhrase()), true), true
	}
	return turnCmd{}, false
}

// anyAgentDoes reports work some agent claims in its own words.
func (e *Engine) anyAgentDoes(what string) bool {
	best, ok := e.router.Best(what, e.domain.Agents)
	return ok && best.Core
}

// stockAgent is the agent that looks up prices, nil in a domain without.
func (e *Engine) stockAgent() *agents.Agent {
	best, ok := e.router.Best("look up a stock price", e.domain.Agents)
	if !ok || !best.Core || !best.Agent.ExposeToUser {
		return nil
	}
	return best.Agent
}

// yourFor says the user's words back from the product's side: "my taxes"
// is "your taxes".
func yourFor(what string) string {
	f := strings.Fields(what)
	for i, w := range f {
		switch strings.ToLower(w) {
		case "my":
			f[i] = "your"
		case "me":
			f[i] = "you"
		case "i":
			f[i] = "you"
		}
	}
	return strings.Join(f, " ")
}
