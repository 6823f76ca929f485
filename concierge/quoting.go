package concierge

// The one rule for saying a user's words back (R53): from a message that
// holds a login cue, or that was typed at the username or a secret prompt,
// the words the loop did not use are reported by kind and number, never
// quoted — one of them may be a password in a form no reader knows.
// Elsewhere they are quoted, as the user would want to see what was
// missed.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// hasLoginCue reports a message that speaks of signing in: R53's words
// ("log in", "sign in", "user", "password", "pw", "PIN" …), the name or
// label of one of the domain's secret slots, or a secret typed in the
// clear (already masked in text).
func (e *Engine) hasLoginCue(text string) bool {
	if strings.Contains(text, state.SecretMask) {
		return true
	}
	for _, w := range reading.Words(text) {
		if loginCues()[w] && w != "log" && w != "sign" {
			return true
		}
	}
	n := " " + normalise(text) + " "
	for _, p := range []string{" log in ", " log me in ", " sign in ", " sign me in ", " logon ", " log on ",
		" log into ", " sign into ", " let me in ", " lemme in ", " logging in ", " signing in ", " logged in ", " signed in ",
		" mot de passe ", " parola d'ordine ", " nom d'utilisateur ", " nombre de usuario ", " nome utente "} {
		if strings.Contains(n, p) {
			return true
		}
	}
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			if s.Kind != agents.KindSecret {
				continue
			}
			for _, w := range append(reading.Words(s.Name), reading.Words(s.LabelOrName())...) {
				if len(w) > 2 && strings.Contains(n, " "+w+" ") {
					return true
				}
			}
		}
	}
	return false
}

// quotedUnused is what to say of the words no value took: the words
// themselves, or, from a message with a login cue or at a login prompt,
// only how many there were.
func (e *Engine) quotedUnused(t *turn, text string, words []string, label string) string {
	if otherLanguage(text) {
		return englishOnly // never its words quoted back (other_language.go)
	}
	if e.hasLoginCue(text) || e.moment(t).At == understand.AtUsername {
		return prompts.NotUsedCount(len(words))
	}
	for _, w := range words {
		if e.secretShapedWord(w) {
			return prompts.NotUsedCount(len(words)) // a PIN, perhaps
		}
	}
	return prompts.NotUsed(words, label)
}

// countWords is n words said in English: "1 word", "3 words".
func countWords(n int) string {
	if n == 1 {
		return "1 word"
	}
	return fmt.Sprintf("%d words", n)
}

// fillerWords carry nothing a command could take — talk, politeness,
// hedges, emphasis, the verbs that frame a request ("tell me", "gotta",
// "whats", "very", "hope", "dear", "lol") — so they are never said back as
// unused (R53): "I didn't use "whats"" reads as a complaint about the
// user's grammar, not a word the product missed.
var fillerWords = lazyWordSet(`whats what's wats wat whts hows how's wheres where's whos who's thats that's its it's
	im i'm ive i've id i'd ill i'll u ur ya yall y'all
	gotta gonna wanna gimme lemme lets let's let tell show see know want need needs like likes would
	very really so such just quite pretty super totally literally basically actually honestly seriously
	kinda sorta kind sort bit little lot lots much many more most real truly
	hope hoping hopefully dear darling love mate buddy bro dude man guys folks friend pal sir madam maam
	please pls plz kindly thanks thank thx ty cheers sorry hi hello hey yo
	q qq lol lmao rofl haha hehe lolz omg omfg jk idk dunno tbh btw imo imho fyi ok okay k yeah yep yup nah um umm uh hmm hm er erm oh ah well
	quick quickly asap now today tonight right still also too again anyway anyways even ever yet already
	thing things stuff something anything everything whatever maybe perhaps probably
	good great nice cool awesome perfect lovely fine sure wait mean meant nvm
	do does doing done get got getting go going make makes making can could should will
	request requests requesting requested`)

// withoutFiller is the words unused that are worth saying back: filler
// taken out, in order; none when all of them were filler.
func withoutFiller(words []string) []string {
	var out []string
	for _, w := range words {
		if !fillerWords()[strings.ToLower(strings.Trim(w, ".,!?;:'\"’"))] {
			out = append(out, w)
		}
	}
	return out
}
