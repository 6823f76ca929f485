package concierge

// A secret said with words around it at its prompt (R29): "oh sorry its
// monkey", "I meant monkey", "should be monkey", "monkey, sorry". People
// type the password again after a failed try the way they would say it,
// and taking the whole line would spend a login try on words that are not
// the password. The words around it are apologies, hesitations and the
// lead-ins of an answer; when only one other word is left, that word is
// the secret. Anything else is taken as typed, as before.

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// secretFiller are the words said around a secret retyped at its prompt:
// apologies ("sorry", "my bad", "oops"), hesitations ("um", "hmm", "oh"),
// the lead-ins of an answer ("it's", "it is", "the password is", "I
// meant", "should be", "try", "let me try again") and what trails
// ("sorry", "again", "please", "I think").
var secretFiller = lazyWordSet(`sorry soz sry apologies oops whoops oopsie my bad
	oh ohh ah ahh uh uhh um umm hmm hm er erm ugh argh doh d'oh lol haha
	dang damn darn shoot crap oh-no whoa woops caps capslock lock
	maybe perhaps probably sure surely definitely more time retry
	ok okay k so well then actually wait no nope yeah
	it it's its is was that that's thats this this's one
	i i'm im i've meant mean think guess believe reckon suppose assume pretty fairly quite likely possibly hopefully prob prolly
	could might may would
	should shouldve should've be been have has must
	thanks thx ty cheers
	try trying let me lemme let's use using how about what instead again please pls
	the a my typo mistyped wrong right correct actual real proper
	password passcode passwd pass pw pwd pin code`)

// lazyWordSet is wordSet built at its first use: the long lists are
// not paid for at start-up by commands that never read a message (R55).
// The package makes ~200 of them at init, so each is one small struct and
// its method value, not sync.OnceValue's three allocations
// (TestInitAllocations).
func lazyWordSet(list string) func() map[string]bool {
	return (&lazyWords{list: list}).get
}

// lazyWords is a word list and its set, built once.
type lazyWords struct {
	once sync.Once
	list string
	set  map[string]bool
}

func (l *lazyWords) get() map[string]bool {
	l.once.Do(func() { l.set = wordSet(l.list) })
	return l.set
}

// wordSet is a set of the words of a list.

func wordSet(list string) map[string]bool {
	words := strings.Fields(list)
	out := make(map[string]bool, len(words)) // sized once: the demo builds ~60 sets (R55)
	for _, w := range words {
		out[w] = true
	}
	return out
}

// fillerWord reports a word said around a secret: the list above, or one
// of the slot's own words (its name, label and cues: "PIN", "passcode").
func fillerWord(w string, s *agents.Slot) bool {
	w = strings.Trim(reading.ASCIILower(w), `,.;:!?"'‘’“”()`)
	w = strings.ReplaceAll(w, "’", "'")
	if w == "" || secretFiller()[w] {
		return true
	}
	if s == nil {
		return false
	}
	for _, c := range append([]string{s.Name, s.Label}, s.Cues...) {
		for _, cw := range strings.Fields(reading.ASCIILower(c)) {
			if cw == w {
				return true
			}
		}
	}
	return false
}

// secretAmongFiller is the one word of typed that is not filler, with the
// marks around it trimmed ("oh sorry its monkey." → "monkey"); ok is
// false for a line of one word, a line of filler only, and a line with
// two or more other words (taken as typed).
func secretAmongFiller(typed string, s *agents.Slot) (string, bool) {
	words := strings.Fields(typed)
	if len(words) < 2 {
		return "", false
	}
	secret := ""
	for _, w := range words {
		if fillerWord(w, s) {
			continue
		}
		if secret != "" {
			return "", false // two words that are no filler: as typed
		}
		secret = w
	}
	// the marks of the sentence around it go; a password's own signs in
	// the middle stay ("mon,key"), and so do a "!" or "?" at its end,
	// which people put in passwords more than after them
	secret = strings.TrimRight(strings.Trim(secret, `"'‘’“”`), ",.;:")
	secret = strings.TrimLeft(secret, ",.;:")
	return secret, secret != ""
}
