package concierge

// A question of its own that names a choice, at the question that offers
// the choices (R28, R50's ask; tryout 40 insurance 27, 29): "quick q, do
// motor claims need a police report?" or "btw what's the standard excess
// on motor policies?" at "Home or Motor?" named Motor, so Motor was taken
// as the answer and the letter written at once, the question never
// answered. A question whose words ask about something besides the
// choice (a report, an excess, how long a claim takes) is a side
// question: answered as one, the question asked again, no value taken.
// A question that only offers the choice as the answer ("motor?", "is it
// motor?", "home i guess?", "can we do home?", "would motor work?") is
// still the answer: nothing is left in it once the choice, the asking
// words and the hedges are set aside.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// choiceAsideLead is what opens a question put on the side, dropped before the
// question's own words are read: "quick q,", "q:", "btw", "by the way",
// "out of interest", "random question -".
var choiceAsideLead = reading.Lazy(`(?i)^(?:\s*(?:(?:quick|random|small|silly|side|one)\s+(?:q|qn|question|thing)|q|qn|question|btw|fyi|by\s+the\s+way|out\s+of\s+(?:interest|curiosity)|just\s+(?:curious|wondering|checking)|real\s+quick|side\s+note|before\s+(?:that|i\s+answer)|also|oh|and|hey|hmm+|um+|uh+|wait|sorry|ok(?:ay)?|so)\b\s*[,:;.!\-–—]*\s*)+`)

// notTheSubject are the words a question that only offers a choice as the
// answer is made of besides the choice: the asking words, pronouns and
// little words, hedges and confirmations, the words of choosing and what
// is being chosen ("is it a motor claim?", "can you make it home?",
// "would motor work?", "lets go with home?"). Any other word is a subject
// the question asks about.
var notTheSubject = lazyWordSet(`what whats what's wat wut how hows which who when where why is isnt isn't are arent was were do does did dont doesnt will would wouldnt can cant could should shall may might must
	it its it's this that thats that's these those there theres there's i im i'm ive i'd id me my we we're were us our you your u ur ya they them their he she
	a an the of on in for to with as at by about from into than then so and or but if just also too either both one ones other
	ok okay k fine good right correct alright sure yes yeah yep no nope not
	guess think suppose reckon believe assume mean meant maybe perhaps probably prob possibly likely actually really then still again exactly anyway anyways here even again precisely
	please pls plz thanks ta mate
	be been being am have has had get got
	do doing go going goes gonna went make making made pick picking choose choosing chose use using put putting select selecting want wanna need take taking
	work works count counts ok'd fit fits apply applies option options choice choices answer
	lets let let's say said call called mark
	claim claims claimed type types kind kinds sort category policy policies letter letters one
	hmm hm um umm uh er erm ah oh well hey wait sorry like idk lol haha`)

// choiceSeeWords ask to be shown a choice's value, which is the choice as the
// answer: "can i see savings", "any money in checking?".
var choiceSeeWords = lazyWordSet(`see show view display money funds cash`)

// confirmingCopula and offeredBack make "is savings the one…", "was motor
// the right one?": the choice offered for a yes, whatever follows.
var (
	confirmingCopula = lazyWordSet(`is was isnt wasnt`)
	offeredBack      = lazyWordSet(`the one it right correct that ok okay`)
)

// choiceWordAt reports a word that names a choice of s.
func choiceWordAt(s *agents.Slot, w string) bool {
	_, ok := s.ChoiceWord(w)
	return ok
}

// choiceInOwnQuestion reports a question at a's question for the enum
// slot s that names a choice inside a question about something else: a
// side question, never the answer. Words of a's own work ("can you write
// the letter for motor?") are the request said again, no subject of
// their own (choice_restated_at_slot.go). It only reads.
func choiceInOwnQuestion(a *agents.Agent, s *agents.Slot, text string) bool {
	if a == nil || s == nil || s.Kind != agents.KindEnum || len(s.Choices) < 2 {
		return false
	}
	own := agentWorkWords(a, s)
	q := strings.TrimSpace(choiceAsideLead.ReplaceAllString(text, ""))
	if q == "" {
		return false
	}
	words := reading.Words(strings.ToLower(q))
	if len(words) > 2 && confirmingCopula()[words[0]] && choiceWordAt(s, words[1]) && offeredBack()[words[2]] {
		return false // "is savings the one i opened last year?": the choice offered, with why
	}
	subject := 0
	for _, w := range words {
		if valueWords()[w] || choiceSeeWords()[w] {
			return false // "how much is in checking?", "can i see savings": the choice's own value asked
		}
		if notTheSubject()[w] || notTheSubject()[strings.ReplaceAll(w, "'", "")] || own[w] || own[strings.TrimSuffix(w, "s")] {
			continue
		}
		if _, ok := s.ChoiceWord(w); ok {
			continue
		}
		subject++
	}
	switch {
	case subject == 0:
		return false // "is it motor?", "home i guess?": the choice offered
	case unmarkedQuestion(q):
		return true // "do motor claims need a police report?"
	case strings.HasSuffix(q, "?") && !strings.ContainsAny(strings.TrimSuffix(q, "?"), ",.;:!?-–—") && subject >= 2:
		return true // "police report needed for motor claims?": asked without a question word
	}
	return false
}

// asksAboutChoiceItself reports a question that, for all the subject it
// names, asks what a choice covers, means or how the choices differ ("does
// home cover sheds?", "what does motor mean here"): the choices explained
// answer it, not "I don't know".
func asksAboutChoiceItself(text string) bool {
	if asksWhichFits(text) || asksHowChoicesDiffer(text) {
		return true
	}
	strong, mean := meaningWords(), meanWords()
	for _, w := range reading.Words(text) {
		if strong[w] || mean[w] {
			return true
		}
	}
	return false
}
