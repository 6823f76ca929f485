package concierge

// A known username and a password typed together in any words (R55, R29;
// issue 24): "bonjour, seldo monkey", "hola, soy seldo monkey", "seldo
// monkey 🙂". Someone who signs in by habit types the pair wherever the
// words around it come from; read as nothing, the password was shown in
// the clear. A username the domain names itself (the sign-in's hint, "like
// seldo", or its description, "the demo owner is ada") followed right
// away by one word at the end of a clause is that user's password: the
// pair is read as pairTurn reads "seldo monkey", both masked, whatever the
// other words are (a request among them waits for the sign-in).

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// knownUsers are the usernames the domain names: words of the sign-in's
// description, its username slot's hint and question that read as a
// username and are no everyday English word.
func (e *Engine) knownUsers() map[string]string {
	a, user := e.signInAgent()
	if a == nil {
		return nil
	}
	out := map[string]string{}
	for _, w := range loginWords(a.Description + " " + user.Hint + " " + user.Question) {
		w = strings.Trim(w, `"'()`)
		lw := reading.ASCIILower(w)
		if len(lw) < 3 || reading.EnglishWord(lw) || e.signInWord(w) || !strings.ContainsFunc(w, unicode.IsLetter) || strings.ContainsFunc(w, unicode.IsDigit) {
			continue
		}
		if v, ok := e.usernameWord(a, user, w, true); ok {
			out[lw] = v
		}
	}
	return out
}

// readKnownUserPair reads a known username followed by its password in a
// message typed where nothing but the sign-in's own username question
// waits, signed out, for a sign-in whose password has no strict shape.
func (e *Engine) readKnownUserPair(text string) (loginPair, bool) {
	if !e.readSignInUserAllowed() || e.signedIn() || e.recentlyRefused() {
		return loginPair{}, false
	}
	a, user := e.signInAgent()
	pass := secretSlotAfter(a, user)
	if pass == nil || agents.SecretShape(pass) != nil {
		return loginPair{}, false // a PIN: shapedSignIn reads it
	}
	known := e.knownUsers()
	if len(known) == 0 {
		return loginPair{}, false
	}
	fields := strings.Fields(text)
	for i := 0; i+1 < len(fields); i++ {
		name := strings.TrimFunc(fields[i], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		v, ok := known[reading.ASCIILower(name)]
		if !ok || strings.ContainsAny(fields[i], ",;.!?") && !strings.HasSuffix(fields[i], ":") {
			continue // "seldo, monkey" is R29's reading; "seldo." ends a clause
		}
		j := i + 1
		if f := fields[j]; f == "/" || f == ":" || f == "-" {
			j++ // "seldo / monkey"
		}
		if j >= len(fields) {
			continue
		}
		pw := strings.TrimRight(fields[j], ",;.!?")
		end := j+1 == len(fields) || fields[j] != pw || !strings.ContainsFunc(fields[j+1], unicode.IsLetter)
		lw := reading.ASCIILower(pw)
		if pw == "" || !end || e.lexiconWord(pw, a) || reading.LoginFiller.Word(lw) || pairCourtesy[lw] || loginAround[lw] || e.taskWord(lw) || strings.Contains(pw, state.SecretMask) {
			continue
		}
		before := fields[:i]
		if e.loginLead(before) {
			before = nil // "my login is seldo / monkey, …": the words of the sign-in itself
		}
		rest := strings.TrimSpace(strings.Join(append(append([]string{}, before...), fields[j+1:]...), " "))
		then := ""
		if rest = strings.Trim(rest, " ,;:-"); rest != "" && e.readsAsRequest(rest) {
			then = rest // "seldo monkey, show my balance": after the sign-in
		}
		hide := &reading.SecretMemory{}
		hide.Remember(pw)
		shown, _ := hide.Mask(text)
		return loginPair{agent: a, user: user, pass: pass, username: v, password: pw, typed: pw, shown: shown, then: then}, true
	}
	return loginPair{}, false
}

// loginLead reports words that only say a sign-in follows: "my login is",
// "hi, i'm", "user".
func (e *Engine) loginLead(words []string) bool {
	for _, w := range words {
		lw := reading.ASCIILower(strings.Trim(w, `,.;:!?"'()`))
		if lw != "" && !loginCues[lw] && !reading.LoginFiller.Word(lw) && !loginAround[lw] && !pairCourtesy[lw] && lw != "is" {
			return false
		}
	}
	return true
}
