package concierge

// A password remembered aloud at its prompt (R29, R55; issue 24, round
// 15): "what is password? i forget... ah yes monkey", "i dont remember
// my pw oh wait its monkey", "whats my password again.. nvm monkey",
// "found it: monkey". The line talked about the password, so it was read
// as talk ("I can't look up or reset your password here") and shown and
// stored with the password in clear. A line that ends with a word of
// recall ("ah yes", "oh wait", "nvm", "found it", "got it", "I remember")
// followed by one word that is no filler gives that word as the password:
// it is tried, masked. Talk about the password that gives no such word is
// still talk, and what it stores keeps only the words of talk (talkMasked):
// nothing typed at a password prompt is shown or stored in clear.

import (
	"context"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// recallMarker is the words that say the password came back to mind,
// each ending where the recalled word may start: "ah yes", "oh wait",
// "nvm" only after talk about the password ("ok cool" is courtesy),
// "found it", "got it", "I remember now" on their own too.
var recallMarker = reading.Lazy(`(?i)(?:^|[\s.,;:!?…-])(?:ah+|oh+|aha)\s*(?:yes|yeah|yea|yep|right|ok|okay)\b|(?:^|[\s.,;:!?…-])(?:oh+\s+|no\s+)?wait\b|\bnvm\b|\bnever\s*mind\b|\baha\b|` + strongRecall)

// strongRecall are the words of recall that need no talk before them.
const strongRecall = `\bfound\s+it\b|\bgot\s+it\b|\bi\s+(?:just\s+)?remember(?:ed)?(?:\s+now)?\b|\bnow\s+i\s+remember\b|\bit\s+came\s+back\b|\bhere\s+it\s+is\b`

// strongRecallMarker is strongRecall alone.
var strongRecallMarker = reading.Lazy(`(?i)` + strongRecall)

// recallFiller are the words said between the word of recall and the
// password: "ah yes its monkey", "found it, the password is monkey".
var recallFiller = lazyWordSet(`yes yeah yea yep right found got it remember remembered now know came back here aha`)

// recalledSecret is the password a line at a secret prompt remembers
// after talking about it (or after only a word of recall): the one word
// after the last word of recall, with filler around it.
func (e *Engine) recalledSecret(secret *state.Secret, text string) (string, bool) {
	a := e.domain.Agent(secret.Agent)
	if a == nil || a.Slot(secret.Slot) == nil {
		return "", false
	}
	s := a.Slot(secret.Slot)
	marks := recallMarker.FindAllStringIndex(text, -1)
	if len(marks) == 0 {
		return "", false
	}
	last := marks[len(marks)-1]
	before, after := strings.TrimSpace(text[:last[0]]), text[last[1]:]
	candidate := ""
	for _, w := range strings.Fields(after) {
		core := strings.Trim(reading.ASCIILower(w), `,.;:!?"'‘’“”()…`)
		if core == "" || fillerWord(w, s) || recallFiller()[core] {
			continue
		}
		if candidate != "" {
			return "", false // two words after it: a sentence, not a password
		}
		candidate = strings.TrimLeft(strings.TrimRight(strings.Trim(w, `"'‘’“”`), ",.;:…"), ",.;:…")
	}
	if candidate == "" || len(candidate) < 3 || e.lexiconWord(candidate, a) || read(candidate).Is(reading.SecretTalk) || wayOut()[normalise(candidate)] {
		return "", false // "nvm forget it", "oh wait, stop", "ah yes checking"
	}
	strong := strongRecallMarker.MatchString(text[last[0]:last[1]])
	if talk := before != "" && e.aboutTheSecret(secret, before); !talk && !(strong && fillerOnly(before, s)) {
		// "send 50 to bob, oh wait nvm monkey", "ok cool": no talk about
		// the password before it
		return "", false
	}
	return candidate, true
}

// fillerOnly reports a line of filler words only: "oh", "hmm ok".
func fillerOnly(text string, s *agents.Slot) bool {
	for _, w := range strings.Fields(text) {
		if !fillerWord(w, s) && !recallFiller()[strings.Trim(reading.ASCIILower(w), `,.;:!?…`)] {
			return false
		}
	}
	return true
}

// recalledSecretTurn tries the password a line remembers after talk
// about it; ok is false when the line remembers none. A line the harm
// check refuses is never tried (secret_harm.go).
func (e *Engine) recalledSecretTurn(ctx context.Context, text string) (bool, error) {
	secret := e.sess.Pending.Secret
	if secret == nil {
		return false, nil
	}
	v, ok := e.recalledSecret(secret, text)
	if !ok || e.harmAtSecret(text) {
		return false, nil
	}
	e.typed.Remember(v)
	return true, e.secretTurn(ctx, secret, v, "The "+secret.Label+" was remembered in the line, and tried")
}

// talkWords are the words of talk about a password kept when a line at
// its prompt is stored: every other word might be the password, or part
// of it, and is masked.
var talkWords = lazyWordSet(`what whats what's is was are the a an my your i i'm im me you it its it's this that
	do does did dont don't didnt didn't cant can't can could would will wont won't not no yes know knew remember
	recall recalled forgot forget forgotten forgetting lost lose reset change changed new old tell show give find
	look up help how where why when who which again any idea sure clue have has had got get set any one anymore
	please pls thanks thank so sorry ugh hmm um uh oh ah well ok okay just really even still think guess maybe
	password passwords passcode passwd pass pw pwd pin code secret word and or but to for of in on at with
	there here email send sent mail account login log sign into`)

// talkMasked is a line of talk about the secret as it is stored and
// shown: the words of talk and of the lexicon as typed, every other
// word masked ("i forgot, is it monkey or banana?" → "i forgot, is it
// •••••• or ••••••?").
func (e *Engine) talkMasked(secret *state.Secret, text string) string {
	var s *agents.Slot
	if a := e.domain.Agent(secret.Agent); a != nil {
		s = a.Slot(secret.Slot)
	}
	return talkWordRun.ReplaceAllStringFunc(text, func(w string) string {
		core := reading.ASCIILower(strings.ReplaceAll(w, "’", "'"))
		if talkWords()[core] || reading.InLexicon(core) || (s != nil && fillerWord(core, s)) {
			return w
		}
		return state.SecretMask
	})
}

// talkWordRun is one word as talkMasked weighs it: letters, digits,
// apostrophes and the signs passwords hold, without the marks that end a
// sentence.
var talkWordRun = reading.Lazy(`[^\s.,;:!?…"“”()]+(?:[.,;:!?]+[^\s.,;:!?…"“”()]+)*`)
