package concierge

// Text-speak (issue 24, bank26b): "hw do i move cash 2 my savings", "snd
// 50 2 savings", "can u move 20 4 me 2 1234324". A "2" that stands for
// "to" was read as the amount ($2.00 from Savings), and the account after
// it as the source. Before anything reads the message, a figure that
// makes no sense as a number where it stands is put back as the word it
// spells: "2" before where money goes (my, the, savings, an account id …)
// is "to"; "4" before who it is for (me, you, him …) is "for"; and "u",
// "ur", "hw" are "you", "your", "how". A "2" that could be either ("send
// 2 1234324") is read as "to", so the amount is asked, never guessed.
// Nothing is rewritten at a sign-in, secret or free-text question, in a
// domain where no money moves, nor in a figure that says money ("$2", "2
// dollars").

import (
	"strings"
	"sync"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/state"
)

var (
	// speakWords are text-speak words and the words they stand for.
	speakWords = sync.OnceValue(func() map[string]string {
		return map[string]string{"u": "you", "ur": "your", "hw": "how", "outta": "out of", "outa": "out of", "offa": "off of"}
	})
	// toAfterTwo are the words "2" stands before when it means "to": the
	// user's own accounts and the words that lead to where money goes.
	toAfterTwo = lazyWordSet(`my me ma mah mine your ur the this that his her him them us myself savings saving sav checking chequing chk account acct acc accounts accts`)
	// urYour are the words "ur" stands before when it means "your".
	urYour = lazyWordSet(`savings saving checking chequing account acct accounts accts balance balances money cash bank`)
	// forAfterFour are the words "4" stands before when it means "for".
	forAfterFour = lazyWordSet(`me u you him her them us ya`)
)

// textSpeak is text with its text-speak said in words; text as it was
// where a secret or a sign-in question waits.
func (e *Engine) textSpeak(text string) string {
	if e.sess.Pending.Secret != nil || e.atSignIn() || !e.movesMoney() || e.atFreeText() {
		return text // a note's body or a letter's reason is kept as typed
	}
	words := strings.Fields(text)
	var read []string
	for i, w := range words {
		core, tail := speakCore(w)
		lw := strings.ToLower(core)
		next := ""
		if i+1 < len(words) && tail == "" {
			next, _ = speakCore(words[i+1])
			next = strings.ToLower(next)
		}
		var say string
		switch {
		case lw == "ur" && !urYour()[next]:
			continue // "log out when ur done": "you're", left as typed
		case speakWords()[lw] != "" && (core == lw || strings.HasPrefix(lw, "out") || strings.HasPrefix(lw, "off")): // "OUTTA SAVINGS" too (bank28a)
			say = speakWords()[lw]
		case lw == "2" && next != "" && (toAfterTwo()[next] || speakAccountID(next)):
			say = "to"
		case lw == "4" && next != "" && forAfterFour()[next]:
			say = "for"
		default:
			continue
		}
		read = append(read, "\""+core+"\" as \""+say+"\"")
		words[i] = say + tail
	}
	if len(read) == 0 {
		return text
	}
	e.note(state.NoteProgress, "Read "+strings.Join(read, ", ")+" (text-speak)")
	return strings.Join(words, " ")
}

// atFreeText reports the speaker's question open for a free text.
func (e *Engine) atFreeText() bool {
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return false
	}
	s := a.NextSlot(e.sess.WorkFor(a.Name).Slots)
	return s != nil && s.Kind == agents.KindText
}

// speakCore is w without the marks after it, and those marks.
func speakCore(w string) (core, tail string) {
	core = strings.TrimRightFunc(w, func(r rune) bool { return strings.ContainsRune(",.!?;:", r) })
	return core, w[len(core):]
}

// speakAccountID reports w as an account id's digits (5 to 17 figures).
func speakAccountID(w string) bool {
	if len(w) < 5 || len(w) > 17 {
		return false
	}
	for _, r := range w {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}
