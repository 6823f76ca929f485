package concierge

// A first name alone at the greeting (issue 24, round 19): "Margaret",
// "Dave?", "Priya." typed with nothing in hand became a stock look-up
// ("I didn't recognise "Margaret" as the company or symbol") — the reader
// leaned, unsure, to the look-up — or the sign-in with that name as the
// username and a password asked. A guess of a task that the word gives
// nothing is no request: the word typed alone is a username, as any
// other (signin_lone.go). A name asked about ("Dave?", "jenny?") is no
// username typed either: the concierge says it does not look people up
// and asks what the user would like to do. A company said alone ("tesla",
// "apple?") is a value of the look-up and still gets its price; a
// username the domain knows ("Seldo?") still starts the sign-in.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// loneWord is text's one word without the marks around it, and whether
// it was asked ("dave?"); "" when text is not one word.
func loneWord(text string) (string, bool) {
	words := strings.Fields(text)
	if len(words) != 1 {
		return "", false
	}
	w := strings.Trim(words[0], `,.;:!?"'()`)
	return w, strings.Contains(words[0], "?")
}

// namedAlone is the name text is, alone, with nothing in hand: a word of
// letters written as a name or asked about, no English word, no word of
// the lexicon, no value of any agent and no username the domain knows;
// "" otherwise.
func (e *Engine) namedAlone(t *turn, text string) string {
	if e.sess.Speaker != "" || e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return ""
	}
	w, asked := loneWord(text)
	r := []rune(w)
	if len(r) < 2 || !unicode.IsLetter(r[0]) {
		return ""
	}
	for _, c := range r[1:] {
		if !unicode.IsLetter(c) || unicode.IsUpper(c) {
			return "" // "AAPL", "xYz", "o'neil" aside: no name as written
		}
	}
	if !asked {
		return "" // "Margaret", "dave": a username typed at the greeting (signin_lone.go)
	}
	lw := reading.ASCIILower(w)
	if reading.EnglishWord(lw) || englishAdverb(lw) || isGreeting(text) || isThanks(text) || isBye(text) || greetingLine(text) || courtesyLine(text) {
		return ""
	}
	if e.secretShapedWord(w) || reading.SecretKeyWord(w) || e.lexiconWord(w, nil) {
		return ""
	}
	if _, known := e.knownUsers()[lw]; known {
		return "" // "Seldo": the domain's own user signs in
	}
	for _, a := range e.domain.Agents {
		if len(agents.Extract(a, w, "")) > 0 {
			return "" // "Tesla", "Savings?": a value, asked for
		}
	}
	if _, ok := e.router.Best(text, e.domain.Agents); ok {
		return ""
	}
	if rd := e.reading(t, text); rd.Sure {
		for _, c := range rd.Commands {
			if c.Kind == agents.CmdStartTask {
				return "" // "bal?", "xfer?": a task clipped, which the reader knows (bank32)
			}
		}
	}
	return w
}

// answerNamedAlone asks what the user would like to do, for a name typed
// alone.
func (e *Engine) answerNamedAlone(t *turn, name string) step {
	e.note(state.NoteRoute, "Not a request: \""+name+"\" alone is a name, asked about")
	e.speak(t, agents.ConciergeName, prompts.NameAlone(name, e.menu()))
	return stop
}

// unsureLoneGuess reports a reading that starts a task, unsure, for a
// name typed alone that gives the task nothing: no request at all.
func (e *Engine) unsureLoneGuess(rd understand.Reading, text string) bool {
	if rd.Sure {
		return false
	}
	w, _ := loneWord(text)
	if w == "" || reading.EnglishWord(reading.ASCIILower(w)) {
		return false
	}
	for _, c := range rd.Commands {
		if c.Kind != agents.CmdStartTask || len(c.Values) > 0 {
			return false
		}
		if a := e.domain.Agent(c.Agent); a == nil || len(agents.Extract(a, text, "")) > 0 {
			return false
		}
	}
	return len(rd.Commands) > 0
}
