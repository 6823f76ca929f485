package concierge

// A known username's password masked at any moment (R55; issue 24):
// when unsure, mask. A line that names a username the domain knows and a
// word after it the way a pair is said ("seldo and monkey", "seldo /
// monkey"), or a word set beside a password cue after it ("monkey is the
// pass", "monkey the password"), holds the password even where no sign-in
// reads it (an approval, another question, signed in already, a pair in
// words the readers miss): the word is masked in the echo, the store, the
// trace and what any model reads, and remembered so that it stays masked.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// maskBesideKnownUser masks the words of text that may be the password
// of a username the domain names.
func (e *Engine) maskBesideKnownUser(text string) string {
	a, user := e.signInAgent()
	if a == nil {
		return text
	}
	pass := secretSlotAfter(a, user)
	if pass == nil || agents.SecretShape(pass) != nil {
		return text // a PIN: maskBesideOwner
	}
	known := e.knownUsers()
	fields := pairFields(text)
	named := false
	for i := range fields {
		if _, ok := known[reading.ASCIILower(strings.TrimFunc(fields[i], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }))]; ok {
			named = true
		}
	}
	if !named {
		return text
	}
	found := e.afterKnownAnd(fields) // "seldo y monkey" (secret_other_language.go)
	for i := range fields {
		if _, pw, _, ok := e.knownPairAt(a, known, fields, i); ok {
			found = append(found, pw)
		}
		if w := strings.Trim(fields[i], `,.;:!?"'()`); i+1 < len(fields) && w != "" && passCueAfter(fields[i+1:]) && !reading.NeverSecret(w) && !sentenceWords()[reading.ASCIILower(w)] && !cueVerbs()[reading.ASCIILower(w)] && !e.lexiconWord(w, a) && !e.knownUser(w) {
			found = append(found, w) // "monkey the pass", "monkey is my password"
		}
	}
	if len(found) == 0 {
		return text
	}
	hide := &reading.SecretMemory{}
	for _, v := range found {
		hide.Remember(v)
		e.typed.Remember(v) // masked wherever it comes back
	}
	masked, _ := hide.Mask(text)
	return masked
}

// passCueAfter reports words that say the word before them was the
// password: "the pass", "is my password", "for the pw".
func passCueAfter(words []string) bool {
	for i, w := range words {
		if i > 2 {
			return false
		}
		lw := reading.ASCIILower(strings.Trim(w, `,.;:!?"'()`))
		switch {
		case passCues()[lw]:
			return true
		case lw == "the" || lw == "is" || lw == "my" || lw == "as" || lw == "for":
		default:
			return false
		}
	}
	return false
}

// passCues name the password itself.
var passCues = lazyWordSet("password passwd pass pw pwd passcode passphrase")

// cueVerbs are what people do to a password, said before its name: "who
// knows the password", "I forgot the pw" name no password. Round 16:
// the verbs of guessing and finding, and the particles of their phrasal
// forms ("guess the password for seldo", "figure out the pw for ada"),
// were masked as the password.
var cueVerbs = lazyWordSet(`know knows knew forgot forget forgotten change changed reset need needs want wants give gives gave
	tell tells told send sends sent get gets got set lost remember type typed enter entered share shared
	guess guessing guessed crack cracking cracked hack hacking hacked find finding found figure figuring recover
	retrieve steal stealing bypass break breaking unlock brute force forcing try trying tried test testing check
	checking verify show see learn discover obtain grab leak leaked sniff phish dump access use using work
	out up off through down over into around about`)
