package concierge

// Whose secret it is, said with a request in one message (R29, R50; issue
// 24): "unlock ada 1815", "open my notes ada 1815", "unlock my notes, ada,
// pin 1815", "can you open my notes? name's ada", "open the notes for
// ada", "ada's notes please". A domain whose sign-in asks for an owner and
// a secret is asked both at once by people who know them; answered
// "Whose notes?", the PIN they had typed was shown in clear, and the PIN
// typed next was taken for the owner. The owner is named
//   - after "name's", "the name is", "my name's" (any word, as "my name
//     is" already);
//   - after "for", or before "'s", beside a word of the sign-in's own
//     request ("notes" in "open the notes for ada", "ada's notes");
//   - or, when the message also holds the sign-in's secret (a PIN's
//     digits, or R29's forms), by the one word of it that reads as a name
//     (no word of the lexicon, a choice or everyday English, or a
//     capitalised word after the first).

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// ownerCues name the owner of a sign-in's secret, whatever word follows.
var ownerCues = [][]string{
	strings.Fields("my name's"), strings.Fields("name's"), strings.Fields("names"),
	strings.Fields("the name is"), strings.Fields("the name's"), strings.Fields("name is"),
}

// ownerNamed reads the owner said with the sign-in's request in text: the
// cues above, "for X" and "X's" beside a word of the sign-in's request.
func (e *Engine) ownerNamed(text string) (signInUser, bool) {
	a, user := e.signInAgent()
	if a == nil {
		return signInUser{}, false
	}
	words := loginWords(text)
	for i := range words {
		for _, c := range ownerCues {
			if wordsAt(words, i, c) && i+len(c) < len(words) && ownersOwnName(words, i, c) {
				if v, ok := e.usernameWord(a, user, words[i+len(c)], true); ok {
					return signInUser{agent: a, slot: user, value: v}, true
				}
			}
		}
	}
	if u, ok := e.ownerAfterComma(text); ok {
		return u, true // "open them, ada" (signin_owner_after_comma.go)
	}
	if !e.speaksOfSignIn(words) || e.amountSaid(words) {
		// "send 50 from my account for jenny" names a payee, not an owner
		return signInUser{}, false
	}
	for i, w := range words {
		lw := reading.ASCIILower(w)
		if lw == "for" && i+1 < len(words) {
			if v, ok := e.usernameWord(a, user, words[i+1], e.nameShaped(words, i+1)); ok {
				return signInUser{agent: a, slot: user, value: v}, true
			}
		}
		if (lw == "unlock" || lw == "open") && i+1 < len(words) && !strings.Contains(words[i+1], "'") && !strings.EqualFold(words[i+1], "up") && (i+2 == len(words) || e.signInWord(words[i+2]) || politeTail(words[i+2:])) && e.routesTo(strings.Join(words, " ")) == a {
			// "unlock ada", "open ada please": the owner named by the
			// sign-in's own verb (issue 24 round 9)
			if v, ok := e.usernameWord(a, user, words[i+1], false); ok {
				return signInUser{agent: a, slot: user, value: v}, true
			}
		}
		if u, ok := e.ownerAfterRequest(a, user, words, i); ok {
			return u, true // "open notes ada", "unlock my notes Grace please"
		}
		if u, ok := e.ownerPossessive(a, user, words, i); ok {
			return u, true // "unlock ada's stuff", "open adas notes" (signin_possessive.go)
		}
		if base, ok := strings.CutSuffix(lw, "'s"); ok && base != "" && i+1 < len(words) && e.signInWord(words[i+1]) {
			if v, ok := e.usernameWord(a, user, w[:len(base)], e.nameShaped(words, i)); ok {
				return signInUser{agent: a, slot: user, value: v}, true
			}
		}
	}
	return signInUser{}, false
}

// ownersOwnName reports the cue c at words[i] as the user's own name: not
// another's ("whose name is ahmed", "his name's bob"), and "names" only
// where it stands for "name's", first or after "my" or a greeting ("names
// ada"), never as a plural ("people with english names, block …": round
// 13 took "block" for the username).
func ownersOwnName(words []string, i int, c []string) bool {
	prev := ""
	if i > 0 {
		prev = reading.ASCIILower(words[i-1])
	}
	if c[0] == "my" || c[0] == "the" {
		return true
	}
	if len(c) == 1 && c[0] == "names" {
		return prev == "" || namesLeads()[prev]
	}
	return !otherOwners()[prev] && !strings.HasSuffix(prev, "'s")
}

// namesLeads may stand before "names" meaning "name's"; otherOwners say
// whose name it is when it is not the user's.
var (
	namesLeads  = lazyWordSet(`my the hi hey hello hiya ok okay so yes yeah yep well oh and`)
	otherOwners = lazyWordSet(`his her their whose your its someones somebodys payees recipients`)
)

// ownerAmong reads the owner said beside the sign-in's secret (masked in
// text already): the one word of text that reads as a name.
func (e *Engine) ownerAmong(text string) (signInUser, bool) {
	a, user := e.signInAgent()
	if ask, note, ok := e.noteTextApart(text); ok && strings.Contains(ask, state.SecretMask) {
		text = strings.TrimSuffix(text, note) // "pin 1815 note that the exterminator comes": a note's words name no owner
	}
	if a == nil || !strings.Contains(text, state.SecretMask) {
		return signInUser{}, false
	}
	if u, ok := e.ownerNamed(text); ok {
		return u, true
	}
	words := loginWords(text)
	found := signInUser{}
	for i, w := range words {
		if strings.Contains(w, state.SecretMask) || e.signInWord(w) || !strings.ContainsFunc(w, unicode.IsLetter) || len(w) < 3 && !e.nameShaped(words, i) {
			continue // the secret, the request's words, a "/" or a dash
		}
		v, ok := e.usernameWord(a, user, w, e.nameShaped(words, i))
		if !ok {
			continue
		}
		if found.value != "" {
			return signInUser{}, false // two names: whose, is not said
		}
		found = signInUser{agent: a, slot: user, value: v}
	}
	if e.signedIn() && !strings.EqualFold(found.value, e.signedInOwner()) {
		return signInUser{}, false // signed in, "a note saying the wifi password is …" names no owner
	}
	return found, found.value != ""
}

// nameShaped reports the i-th word capitalised as a name is, after the
// first word ("unlock Grace"): a name even when it is an English word.
func (e *Engine) nameShaped(words []string, i int) bool {
	w := []rune(words[i])
	if i == 0 || len(w) < 2 || !unicode.IsUpper(w[0]) {
		return false
	}
	for _, r := range w[1:] {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// speaksOfSignIn reports a word of the sign-in's own request in words.
func (e *Engine) speaksOfSignIn(words []string) bool {
	for _, w := range words {
		if e.signInWord(w) {
			return true
		}
	}
	return false
}

// signInWord reports a word of the sign-in agent's task, intro or
// examples that is no small word ("notes", "unlock", "open", "login").
func (e *Engine) signInWord(w string) bool {
	a, _ := e.signInAgent()
	if a == nil {
		return false
	}
	lw := reading.ASCIILower(strings.Trim(w, `"'()`))
	if len(lw) < 4 {
		return false
	}
	for _, phrase := range append([]string{a.Task, a.Intro}, a.Examples...) {
		for _, pw := range strings.Fields(reading.ASCIILower(phrase)) {
			if pw == lw {
				return true
			}
		}
	}
	return false
}

// amountSaid reports a number said on its own that is no secret's shape:
// an amount or an id, as money tasks say them.
func (e *Engine) amountSaid(words []string) bool {
	for _, w := range words {
		if !e.secretShapedWord(w) && hasNumberWord([]string{w}) {
			return true
		}
	}
	return false
}

// politeTail reports words that only add courtesy: "please", "pls", "thanks".
func politeTail(words []string) bool {
	for _, w := range words {
		switch reading.ASCIILower(w) {
		case "please", "pls", "plz", "thanks", "thx", "ty", "now":
		default:
			return false
		}
	}
	return len(words) > 0
}

// ownerAfterRequest reads the owner named right after the sign-in's own
// request at words[i] (issue 24 round 11): "open notes ada", "unlock my
// notes Grace please" — the name closes the line, after the sign-in's
// verb and its word ("notes"). It was taken for a note's title, and the
// PIN typed next met "Whose notes?" a second time. "open the note ada"
// (a note, not the notes) is a note's title still.
func (e *Engine) ownerAfterRequest(a *agents.Agent, user *agents.Slot, words []string, i int) (signInUser, bool) {
	lw := reading.ASCIILower(words[i])
	if lw != "open" && lw != "unlock" {
		return signInUser{}, false
	}
	j := i + 1
	if j < len(words) {
		switch reading.ASCIILower(words[j]) {
		case "my", "the", "up":
			j++
		}
	}
	if j+1 >= len(words) || !e.signInWord(words[j]) || strings.Contains(words[j+1], "'") {
		return signInUser{}, false
	}
	if j+2 < len(words) && !politeTail(words[j+2:]) {
		return signInUser{}, false // "open my notes ada and …": read by the rest
	}
	v, ok := e.usernameWord(a, user, words[j+1], e.nameShaped(words, j+1))
	if !ok {
		return signInUser{}, false
	}
	return signInUser{agent: a, slot: user, value: v}, true
}

// onlyTheSignInsRequest reports rest, the message without its secret, as
// the sign-in's own request with the owner u named after it and nothing
// else ("open notes ada", "unlock my notes Grace please"): the sign-in
// runs, where the routing read the name as a note's title.
func (e *Engine) onlyTheSignInsRequest(u signInUser, rest string) bool {
	words := loginWords(rest)
	for i := range words {
		if v, ok := e.ownerAfterRequest(u.agent, u.slot, words, i); ok && strings.EqualFold(v.value, u.value) {
			return i == 0 || politeTail(words[:i])
		}
	}
	return false
}
