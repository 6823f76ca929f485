package concierge

// Questions about the assistant and the session itself (R50's ask; issue
// 24, round 15): "btw is this thing using AI or a real person" was "I
// don't know that"; "What is this app exactly? Is it a real bank?" got the
// list alone; "how many letters have i made today" was "I don't know".
// Each is answered from what the engine knows of itself: a program, read
// by rules or by a model; a built-in domain is a demo where nothing real
// moves; the documents this session made, counted. What waits is said
// after, as with every answer.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

var (
	// asksIfAI asks whether AI, a program or a person answers, in the
	// words trust_questions.go's asksIfHuman does not take.
	asksIfAI = reading.Lazy(`(?i)\b(?:using|use|uses|used|run\s+by|powered\s+by|based\s+on|with)\s+(?:an?\s+)?(?:ai|a\.i\.|chat\s*gpt|gpt|llm|language\s+model|bot|robot|model)\b` +
		`|\b(?:ai|a\.i\.|bot|robot|machine|computer|program|automated)\s+or\s+(?:an?\s+)?(?:real\s+|actual\s+|live\s+)?(?:human|person|people|someone)\b` +
		`|\b(?:real\s+|actual\s+|live\s+)?(?:human|person|someone)\s+or\s+(?:an?\s+)?(?:ai|a\.i\.|bot|robot|machine|computer|program|automated)\b` +
		`|\bis\s+(?:this|it|that|u|you)\s+(?:thing\s+|app\s+)?(?:an?\s+)?(?:ai|a\.i\.|chat\s*gpt|gpt|chatbot|llm)\b` +
		`|\b(?:is|are)\s+(?:there\s+)?(?:a\s+)?(?:real\s+|actual\s+)?(?:human|person|someone|people)\s+(?:behind|on\s+the\s+other|typing|reading|answering|replying)\b`)
	// asksHowManyMade asks how many of something the user made.
	asksHowManyMade = reading.Lazy(`(?i)\bhow\s+many\s+(?:[a-z]+\s+)??(?P<noun>[a-z]+)\s+(?:(?:have|did|has|had|do)\s+)?(?:i|we|me|you|u)\s+(?:already\s+|just\s+)?(?:made|make|done|do|did|written|write|wrote|generated|generate|created|create|sent|send|crafted|produced|drafted|issued|printed)\b` +
		`|\bhow\s+many\s+(?:[a-z]+\s+)??(?P<noun2>[a-z]+)\s+(?:so\s+far|today|this\s+session|now)\b`)
	// documentNouns are kinds of document an agent may write, counted as
	// none when this session made none yet; any other noun ("notes",
	// "accounts": kept elsewhere) is counted only from what was made.
	documentNouns = lazyWordSet(`letter receipt report statement certificate form summary draft`)
	// allDocuments name every document, whatever its kind.
	allDocuments = lazyWordSet(`documents document things thing artifacts artifact files file items item`)
)

// aboutSessionRead reads a question about what the assistant is, whether
// the domain is real, or how many documents the session made; ok is false
// for any other message. It only reads.
func (e *Engine) aboutSessionRead(text string) (turnCmd, bool) {
	n := normalise(text)
	if _, _, trust := e.trustReply(text); (asksIfAI.MatchString(n) || asksRealOrDemo.MatchString(n)) && !trust {
		// "are you a real person", "is this a scam": trust_questions.go's
		var menu *prompts.Menu
		if e.nothingInHand() {
			m := e.menu()
			menu = &m // "what is this app? is it real?": the list after the answer
		}
		return sayCmd(agents.CmdAsk, "ask(service) — what the assistant is and whether it is real, from what it knows of itself", text, prompts.WhatItIs(e.trustFacts(), menu), true), true
	}
	m := asksHowManyMade.FindStringSubmatch(n)
	if m == nil {
		return turnCmd{}, false
	}
	noun := m[asksHowManyMade.SubexpIndex("noun")] + m[asksHowManyMade.SubexpIndex("noun2")]
	one := strings.TrimSuffix(noun, "s") // "letters" is "letter"
	all := allDocuments()[noun]
	if !all && !e.makesDocument(one) {
		return turnCmd{}, false // "how many shares can i buy": not a document of this session
	}
	var titles []string
	for _, a := range e.sess.Artifacts {
		if all || strings.EqualFold(a.Kind, one) || hasWord(a.Title, one) {
			titles = append(titles, a.Title)
		}
	}
	if all {
		one = "document"
		noun = "documents"
	}
	return sayCmd(agents.CmdAsk, "ask(session) — how many "+noun+" this session made, counted", text, prompts.MadeCount(noun, one, titles), true), true
}

// makesDocument reports a kind of document this session made, or a
// document an agent here writes by its own words ("letter" of "craft a
// declined letter"), so that none made yet is counted as none.
func (e *Engine) makesDocument(one string) bool {
	if len(one) < 3 {
		return false
	}
	for _, a := range e.sess.Artifacts {
		if strings.EqualFold(a.Kind, one) || hasWord(a.Title, one) {
			return true
		}
	}
	if !documentNouns()[one] {
		return false
	}
	for _, a := range e.domain.Agents {
		for _, phrase := range []string{a.Task, a.Intro, a.Title, a.Description} {
			if hasWord(phrase, one) {
				return true
			}
		}
	}
	return false
}

// hasWord reports w among the words of s.
func hasWord(s, w string) bool {
	for _, x := range reading.Words(s) {
		if x == w {
			return true
		}
	}
	return false
}
