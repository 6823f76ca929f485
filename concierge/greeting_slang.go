package concierge

// Slang greetings (issue 24, bank21b): "yo wat up" with nothing in hand
// was told that only English is read here ("wat" is a word of another
// language), and "yo whats up bro" was not understood. A line that only
// greets — greeting words drawn out or not ("yo", "sup", "heyy", "hiya",
// "g'day"), a "what's up" in any spelling ("wat up", "whaddup"), and who
// is greeted ("dude", "mate", "all") — is a greeting, answered as one,
// before any check of the language.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// whatsUpWords say "what's" before "up" in slang spellings; whatsUpWhole
// are "what's up" run together.
var (
	whatsUpWords = lazyWordSet(`what whats what's wat wats wat's wut wuts wut's whut whuts wot wots wha whaat`)
	whatsUpWhole = lazyWordSet(`whatsup whatup watup wassup wasup wazzup wazup whassup whaddup waddup wadup wuddup whatsgood wsup wassap`)
	// greetedWords are who a greeting is said to, and the words that go
	// with one ("hey there", "yo yo", "hiya mate").
	greetedWords = lazyWordSet(`there all yall y'all everyone everybody guys folks peeps people dude dudes bro bros bruh bra mate mates
	man fam homie homies buddy pal friend chief boss fella lads lad gang team concierge bot my`)
)

// slangGreetingLine reports a line that only greets, in slang: a greeting
// word or a "what's up", and nothing but who is greeted around it.
func slangGreetingLine(text string) bool {
	words := strings.Fields(strings.NewReplacer(",", " ", "!", " ", "?", " ", ".", " ", "~", " ", "’", "'").Replace(reading.ASCIILower(text)))
	if len(words) == 0 || len(words) > 6 {
		return false
	}
	greets := false
	for i := 0; i < len(words); i++ {
		w := words[i]
		switch {
		case greetingWord(w) || whatsUpWhole()[squeezeRuns(w)] || whatsUpWhole()[w]:
			greets = true
		case whatsUpWords()[w] && i+1 < len(words) && squeezeRuns(words[i+1]) == "up":
			greets = true
			i++
		case greetedWords()[w]:
		default:
			return false
		}
	}
	return greets
}

// slangGreetingRead reads a slang greeting with nothing in hand into the
// greeting's answer; ok is false for any other message, and for a
// greeting the lexicon knows ("hello", "hi there"), read as before. It
// only reads.
func (e *Engine) slangGreetingRead(text string) (turnCmd, bool) {
	if !e.nothingInHand() || e.sess.Pending.Secret != nil || isGreeting(text) || !slangGreetingLine(text) {
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdSmallTalk, "small_talk(greet) — a greeting in slang", text, e.greetReply(), false), true
}
