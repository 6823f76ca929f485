package concierge

// A request inside a vent (issue 24, bank21b): "WHY IS THIS SO HARD I
// JUST WANT MY BALANCE" was read as a question about the product ("I
// don't know that here"), "ugh this is so annoying, balance pls" as a
// call for help. The annoyance is no part of what is asked: the message
// is read without the clauses that only vent ("why is this so hard",
// "this is so annoying", "ffs", "omg") and, shouted, in lower case; the
// request left runs, with a few words owning the trouble first
// (frustration_request.go). A message that only vents is left as it is
// (frustration.go answers it), and so is one typed at a sign-in's
// question, an approval or a plan, where every word is read as typed.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// ventClause is a clause that only says annoyance, wherever it stands:
// "why is this so hard", "this is ridiculous", "seriously", "for god's
// sake", "omg", "i'm so fed up", "this bank is garbage", "your app
// sucks" (a complaint's word left in the request was tried as the
// account, tryout31 bank 17).
var ventClause = reading.Lazy(`(?i)(?:^|\b)(?:` +
	`why\s+(?:is|does|must|has|do|are)\s+(?:this|it|everything|u|you)\s+(?:\w+\s+)?(?:so+|this|that|such\s+a|always\s+so|always)\s+(?:hard|difficult|complicated|confusing|slow|long|painful|much\s+work|annoying|frustrating|broken|bad)` +
	`|why\s+(?:can'?t|cant|wont|won'?t|isn'?t|doesn'?t|doesnt|don'?t|dont)\s+(?:this|it|you|u)\s+(?:just\s+)?(?:be\s+)?(?:simple|easy|work|understand(?:\s+me)?|get\s+it)` +
	`|how\s+hard\s+(?:can|could|is)\s+it(?:\s+be)?` +
	`|(?:(?:this|it|that|you|u)|(?:this|the|your|ur)\s+(?:stupid\s+|damn\s+|dumb\s+)?(?:bank|app|site|website|service|system|bot|chatbot|thing|place))\s*(?:is|are|'s|s|r)\s+(?:so\s+|really\s+|just\s+|super\s+|absolutely\s+|completely\s+|total\s+|utter\s+)?(?:ridiculous|frustrating|annoying|useless|infuriating|stupid|painful|slow|a\s+joke|broken|garbage|trash|rubbish|crap|terrible|awful|horrible|pathetic|the\s+worst)` +
	`|(?:this|it|(?:this|the|your|ur)\s+(?:bank|app|site|website|service|system|bot|chatbot|thing|place))\s+sucks|so\s+(?:frustrating|annoying)|what\s+a\s+(?:joke|pain|nightmare)` +
	`|for\s+(?:god'?s?|fuck'?s?|pete'?s?|heaven'?s?|crying\s+out\s+loud)(?:\s*sake)?` +
	`|(?:i'?m|i\s+am|im)\s+(?:so\s+|really\s+)?(?:fed\s+up|frustrated|annoyed|losing\s+my\s+mind|going\s+crazy|sick\s+of\s+this)` +
	`|(?:are|r)\s+(?:you|u)\s+(?:kidding|serious|joking)(?:\s+me)?` +
	`|(?:omfg|omg|ffs|wtf|wth|smh|fml|jeez|geez|sheesh|ugh+|argh+|grr+|urgh+|bruh|dammit|damnit|seriously|come\s+on|cmon|c'mon|oh\s+my\s+god|good\s+grief|for\s+real)` +
	`)(?:\b|$)[\s,.!?;:-]*`)

// ventLead are words left at the front once the vent is gone that only
// lead into it ("ugh so ...", "and ..."): dropped with it.
var ventLead = lazyWordSet(`so and just ok okay like man god already again honestly really`)

// shoutedLine reports a message of several words in capitals.
func shoutedLine(text string) bool {
	if len(strings.Fields(text)) < 3 {
		return false
	}
	upper, letters := 0, 0
	for _, r := range text {
		if unicode.IsLetter(r) {
			letters++
			if unicode.IsUpper(r) {
				upper++
			}
		}
	}
	return letters >= 12 && upper*10 >= letters*9
}

// withoutVenting is text without the clauses that only vent, and in lower
// case when it was shouted, when a request is left; otherwise text. The
// turn is marked, so that the reply owns the trouble.
func (e *Engine) withoutVenting(t *turn, text string) string {
	if e.sess.Pending.Approval != nil || e.planWaits() || e.atSignInQuestion(t) || e.takesText() {
		return text // a note's words are the note's, annoyed or not
	}
	rest := text
	locs := ventClause.FindAllStringIndex(text, -1)
	for i := len(locs) - 1; i >= 0; i-- {
		if l := locs[i]; !e.saidInFreeText(text, text[l[0]:l[1]]) {
			rest = rest[:l[0]] + " " + rest[l[1]:] // "add a note saying this is so annoying" keeps its words
		}
	}
	loud := shoutedLine(text)
	if rest == text && !loud {
		return text
	}
	vented := rest != text || troubleSaid(text) // capitals alone are no vent: caps lock, or an older user's habit (bank26a_care.go)
	if loud {
		rest = strings.ToLower(rest)
	}
	rest = strings.TrimSpace(rest)
	for {
		f := strings.Fields(rest)
		if len(f) == 0 || !ventLead()[strings.Trim(strings.ToLower(f[0]), ",.!?")] {
			break
		}
		rest = strings.TrimSpace(strings.TrimPrefix(rest, f[0]))
	}
	rest = strings.TrimLeft(rest, ",.;:-!? ")
	if !e.requestLeft(rest) {
		return text
	}
	if !vented {
		e.note(state.NoteRoute, "Read \""+reading.Clip(rest, 60)+"\": the request, typed in capitals")
		return rest
	}
	t.vented = true
	e.note(state.NoteRoute, "Read \""+reading.Clip(rest, 60)+"\": the request, without the annoyance said around it")
	return rest
}

// requestLeft reports words left after a vent that ask something a task
// does: routed to an agent by its words, or holding an id one takes.
func (e *Engine) requestLeft(rest string) bool {
	if len(reading.Terms(rest)) == 0 || frustrated(rest) || e.onlyTalk(rest) {
		return false // "omg hiii 😊": a greeting is no request, and no trouble (bank28b_greet.go)
	}
	if _, ok := e.router.Best(rest, e.domain.Agents); ok {
		return true
	}
	for _, a := range e.domain.Agents {
		if holdsPatternValue(a, rest) {
			return true // "ugh this is so annoying, claim 12AB34"
		}
	}
	return e.plainMoneyTask(rest) != nil
}
