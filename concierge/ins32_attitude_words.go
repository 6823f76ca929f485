package concierge

// Attitude is never said back as unused (issue 24, round 29's ins32): "oh
// great another chatbot. fine. decline letter." was answered 'I didn't
// use "chatbot" from your message', and "start a decline letter" 'I
// didn't use "start"'. What the user says of the app or the moment
// ("another chatbot", "this bot", "ugh fine") and the verb that opens the
// request ("start", "begin", "kick off") are no value anyone missed.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// attitudeWords are words about the app or the user's mood.
var attitudeWords = lazyWordSet(`chatbot chatbots chat-bot bot bots robot robots ai app apps machine computer assistant ` +
	`program software thing gadget tool great wonderful lovely brilliant fantastic fine whatever ugh ugh. meh sigh seriously ` +
	`honestly another yet again typical`)

// requestOpeners are verbs that open a request: "start a decline letter".
var requestOpeners = lazyWordSet(`start begin kick initiate launch open create prepare produce generate compose draft ` +
	`write craft make need want require do get`)

// attitudeOrOpener reports w as a word of attitude, or the verb that
// opens a clause of text: never a value the user expects taken.
func attitudeOrOpener(text, w string) bool {
	l := strings.ToLower(w)
	if attitudeWords()[l] {
		return true
	}
	if !requestOpeners()[l] {
		return false
	}
	for _, clause := range splitClauses(text) {
		ws := reading.Words(clause)
		i := 0
		for i < len(ws) && (reasonCourtesyLead()[ws[i]] || framing()[ws[i]]) {
			i++
		}
		if i < len(ws) && ws[i] == l {
			return true
		}
	}
	return false
}

// seekAsked asks where or how a value is found, beyond saying it is not
// at hand: "where", "how do i find", "look it up".
var seekAsked = reading.Lazy(`(?i)\b(?:where|wheres|how|find|locate|look|check|search|help)\b|\?`)

// lackAsideOnly reports a message that asks for a letter and says, on
// the side, that the user lacks a value at hand ("can you write a decline
// letter, i don't have the id on me", "…, no idea what the number is"),
// asking nowhere where it is found: the aside is the letter's context,
// never a request to find the value (issue 24, round 29's ins32).
func lackAsideOnly(text string) bool {
	if !declineAsked.MatchString(text) {
		return false
	}
	seeks := false
	for _, clause := range seekClause.Split(text, -1) {
		if !seekCue.MatchString(clause) {
			continue
		}
		if seekAsked.MatchString(clause) {
			return false // "… but I don't know where my claim number is"
		}
		seeks = true
	}
	return seeks
}
