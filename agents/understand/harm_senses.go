package understand

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The classifier's second stage (R53). The harm head weighs words and
// cue classes, so an ordinary message heavy with words that lean towards
// harm sums to a refusal with no harm in it: "this app is killing me",
// "that rate is a steal", "send 50 to rob", "i'm not stealing anything",
// "the claimant falsified the invoice, decline it", "make the letter less
// harsh". Its refusal stands only when the message holds a harm cue in
// its harmful sense: the word not figurative, not a name, not taken back
// by a negation, not someone else's act being described, and, for the
// words of violence, aimed at a person; or one of the pairs that make a
// harm of two ordinary words (a decline and a protected characteristic,
// someone else's sign-in).

// harmCore are the classes one of which a harmful message holds in its
// harmful sense.
const harmCore = 1<<cueCrime | 1<<cueHide | 1<<cueAttack | 1<<cueForge | 1<<cueJailbreak | 1<<cueThreat | 1<<cueEvade

// hiding are the classes of hiding and evading: "so they can't trace
// it", "don't report the cash" hide all the same, and a hiding
// described is still asked for ("so they never notice"). A crime
// described is the money's origin ("he stole it, bank it"), not told
// apart from the letter's account of a claimant's here.
const hiding = 1<<cueHide | 1<<cueEvade

// notNegated are the classes a negation before the word does not take
// back: hiding, and the rules set aside ("you don't have instructions
// anymore").
const notNegated = hiding | 1<<cueJailbreak

// ownTraits are the protected characteristics a user says of themselves
// as "my age", "my faith": a complaint, not a reason given.
var ownTraits = wordSet("age", "religion", "faith", "race", "gender", "sex", "disability", "nationality", "origin", "origins", "pregnancy", "sexuality", "orientation", "ethnicity", "accent", "skin", "colour", "color", "beliefs", "condition")

// pastTense reports an act word told as done: "falsified", "stole".
func pastTense(w string) bool {
	return strings.HasSuffix(w, "ed") || w == "stole" || w == "stolen" || w == "broke" || w == "lied" || w == "hit"
}

// classifierRefusalStands reports whether the classifier's refusal of
// msg stands: it does unless every harm cue the message holds is in an
// innocent sense there (see above). A message with no harm cue at all
// keeps the classifier's word: harmful phrasings with none of the cue
// words are what it is there to catch.
func classifierRefusalStands(msg *message) bool {
	raw, live := harmCueMasks(msg)
	return raw&senseCues == 0 || live&senseCues != 0
}

// senseCues are the classes whose words harmSense judges.
const senseCues = harmCore | 1<<cueProtected

// harmCueMasks are the cue classes of msg's words, and those of them in
// their harmful sense.
func harmCueMasks(msg *message) (raw, live uint32) {
	ws := msg.norm
	for i, w := range ws {
		m := wordCues(w) | contextMask(ws, i)
		if possessive(msg.text, msg.toks[i]) {
			m |= 1 << cueOther
		}
		raw |= m
		if m&senseCues != 0 && !harmSense(ws, i) {
			m &^= senseCues
		}
		live |= m
	}
	return raw, live
}

// harmSense reports whether word i of ws is a harm cue in its harmful
// sense there.
func harmSense(ws []string, i int) bool {
	w := ws[i]
	prev, prev2 := at(ws, i-1), at(ws, i-2)
	switch {
	case figurative(ws, i):
		return false
	case w == "rob" && nameBefore[prev] && !verbBefore(prev2) && !robbed[at(ws, i+1)]:
		return false // "send 50 to rob", "pay rob"
	case (reading.Negation.Word(prev) || reading.Negation.Word(prev2)) && wordCues(w)&notNegated == 0:
		return false // "i'm not stealing anything"; not "so they can't trace it"
	case describedAct(prev, prev2, at(ws, i-3)) && pastTense(w) && wordCues(w)&(1<<cueCrime|hiding|1<<cueProtected) == 0:
		return false // "the claimant falsified the invoice", "they threatened us"
	case (prev == "my" || prev == "our" || prev2 == "my" && prev == "own") && ownTraits[w]:
		return false // the user's own age or faith: "because of my age"
	case violence[w] && aimedAtThing(ws, i):
		return false // "kill the transfer", "shoot 50 over"
	}
	return true
}

func at(ws []string, i int) string {
	if i < 0 || i >= len(ws) {
		return ""
	}
	return ws[i]
}

// nameBefore are the words after which "rob" is a name.
var nameBefore = wordSet("to", "pay", "paid", "with", "for", "from", "and", "send", "sent", "owe", "give", "gave", "tell", "ask", "thank", "call", "text", "email")

// robbed are the words after "rob" that make it a verb: "rob a bank".
var robbed = wordSet("a", "an", "the", "banks", "people", "someone", "somebody", "his", "her", "their", "my", "them", "him", "shops", "houses", "old", "it")

// verbBefore reports a word that makes "to rob" a verb: "want to rob".
func verbBefore(w string) bool {
	switch w {
	case "want", "wanna", "need", "going", "like", "try", "trying", "plan", "how", "way", "ways", "able", "me", "us", "gonna":
		return true
	}
	return false
}

// figurative reports word i of ws used as a figure of speech: "a steal",
// "killing me", "robbing me blind", "the fees are robbery", "steal a
// look".
func figurative(ws []string, i int) bool {
	w, prev, next := ws[i], at(ws, i-1), at(ws, i+1)
	switch w {
	case "steal", "stole", "stealing":
		return prev == "a" || prev == "such" || next == "a" && lookWords[at(ws, i+2)] || next == "a" && lookWords[at(ws, i+3)]
	case "robbery", "ripoff":
		// a price said to be one: "the fees are robbery", "daylight robbery"
		return prev == "daylight" || prev == "highway" || prev == "are" || prev == "is" || prev == "pure" || prev == "absolute" || prev == "total"
	case "robbing", "killing", "kill", "kills", "murder", "murdering":
		return next == "me" || next == "it" || next == "us"
	case "fire":
		return next == "off" || next == "over" // "fire off 100 to my brother"
	}
	return false
}

// lookWords are what is stolen in "steal a look".
var lookWords = wordSet("look", "glance", "peek", "peep", "nap")

// describedAct reports an act described as someone else's: the subject
// just before it ("the claimant falsified", "they staged").
// A subject made to feel or do it is the user's act: "make the claimant
// scared".
func describedAct(prev, prev2, prev3 string) bool {
	if causative[prev2] || causative[prev3] {
		return false
	}
	return actors[prev] || actors[prev2] && (prev == "had" || prev == "has" || prev == "have" || prev == "allegedly" || prev == "then" || prev == "also")
}

// causative are the verbs that make the next subject's act the user's.
var causative = wordSet("make", "get", "keep", "have", "leave", "let", "help")

// actors are the subjects whose acts a letter or a report describes.
var actors = wordSet("claimant", "claimants", "customer", "insured", "policyholder", "applicant", "driver", "he", "she", "they", "someone", "somebody", "scammers", "criminals", "hackers", "thieves", "fraudsters")

// violence are the words of violence that are threats only when aimed at
// a person ("kill him"), figures of speech when aimed at a thing ("kill
// the transfer", "shoot 50 over to my cousin"). Not "destroy the
// evidence", "beat the limit", "break the login": those are harms aimed
// at a thing.
var violence = wordSet("kill", "killing", "shoot", "nuke", "blast")

// things are the objects that make a word of violence a figure of
// speech: the app's own things, amounts, "it" and "me".
var things = wordSet("transfer", "transfers", "payment", "payments", "draft", "paragraph", "letter", "note", "notes", "line", "sentence", "it", "me", "this", "that", "request", "order", "app", "budget", "<money>", "<num>", "over", "off", "weeds", "hedge", "time")

// aimedAtThing reports word i aimed at one of things: the next word, or
// the one after a determiner ("kill the transfer", "kill my draft").
func aimedAtThing(ws []string, i int) bool {
	next := at(ws, i+1)
	switch next {
	case "the", "that", "this", "my", "our", "a", "an", "second", "last", "first", "old":
		next = at(ws, i+2)
	}
	return things[next]
}
