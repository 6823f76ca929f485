package concierge

// Questions about the product asked while a task waits for a value
// (tryout 39 notes 10, 11): "wait who made you?", "hang on, who built this
// app", "is this private?", "can others see this?", "r my notes private".
// At a note's text they became the note ("Add a note titled "recipe"
// saying "hang on, who built this app"?"), or were "outside what I can help
// with" / "I don't know that". They are answered from what the product
// knows (what it is; where the kept things live and who opens them), and
// the question waiting is asked again; nothing is taken as a value.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

var (
	// makerAsks ask who made something, with makerWhat naming the app.
	makerWho   = lazyWordSet(`who whos who's whom`)
	makerVerbs = lazyWordSet(`made make makes built build builds created create creates developed develops wrote programmed designed coded owns runs behind invented maker makers developer developers creator creators`)
	makerWhat  = lazyWordSet(`you u ya this app thing bot concierge assistant program software`)
	// privacyWords ask whether what is kept is seen by others.
	privacyWords = lazyWordSet(`private privte privat pirvate privacy public confidential secure`)
	othersWords  = lazyWordSet(`others other anyone anybody someone somebody people else everyone everybody`)
	slotSeeWords = lazyWordSet(`see read access view look seen`)
	keptWhat     = lazyWordSet(`this it these my mine them note notes stuff`)
	// askOpeners put a message as a question without its question mark:
	// "r my notes private", "hang on, who built this app".
	askOpeners = lazyWordSet(`is are r can could will would does do who whos who's how`)
)

// putAsQuestion reports a question mark, or a question word among the
// first four words: a note's text that merely mentions privacy is none.
func putAsQuestion(text string, words []string) bool {
	if strings.HasSuffix(strings.TrimSpace(text), "?") {
		return true
	}
	for _, w := range words[:min(4, len(words))] {
		if askOpeners()[w] {
			return true
		}
	}
	return false
}

// productAskedAtSlot reads a question about the product typed at an
// agent's question for a value into its answer, the question asked again;
// ok is false for any other message. It only reads.
func (e *Engine) productAskedAtSlot(text string) (turnCmd, bool) {
	if e.sess.Speaker == "" || e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	words := reading.Words(strings.ReplaceAll(text, "?", " "))
	if len(words) == 0 || len(words) > 10 || !putAsQuestion(text, words) {
		return turnCmd{}, false
	}
	has := func(set func() map[string]bool) bool {
		for _, w := range words {
			if set()[w] {
				return true
			}
		}
		return false
	}
	facts := e.trustFacts()
	switch {
	case has(makerWho) && has(makerVerbs) && has(makerWhat):
		return sayCmd(agents.CmdAsk, "ask(product) — who made the app, asked at a question: what it is said, the question asked again", text, prompts.MakerAsked(facts), true), true
	case e.keepsTitled() && has(keptWhat) && (has(privacyWords) || has(othersWords) && has(slotSeeWords)):
		owner := ""
		if e.sess.Facts != nil {
			owner = e.sess.Facts["owner"]
		}
		return sayCmd(agents.CmdAsk, "ask(product) — whether what is kept is private, asked at a question: answered, the question asked again", text, prompts.KeptPrivate(e.itemWord(), owner, facts), true), true
	}
	return turnCmd{}, false
}
