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
	if p, ok := e.readPairAtPlan(text); ok {
		return p, true // "seldo monkey" at "Shall I go ahead?" (login_pair_plan.go)
	}
	if !e.readSignInUserAllowed() || e.signedIn() || e.recentlyRefused() || e.labelledUserLine(text) || e.hedgedUserLine(text) {
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
	fields := pairFields(text)
	for i := 0; i+1 < len(fields); i++ {
		v, pw, j, ok := e.knownPairAt(a, known, fields, i)
		if !ok {
			continue
		}
		// "my login is seldo / monkey, …": the words of the sign-in itself go with it
		rest := e.restBesideSignIn(fields, i, j) // (login_pair_clause.go)
		then := ""
		if rest = strings.Trim(withoutLoginVerbs(rest), " ,;:-"); rest != "" && e.readsAsRequest(rest) {
			then = rest // "seldo monkey, show my balance": after the sign-in
		}
		hide := &reading.SecretMemory{}
		hide.Remember(pw)
		shown, _ := hide.Mask(text)
		return loginPair{agent: a, user: user, pass: pass, username: v, password: pw, typed: pw, shown: shown, then: then}, true
	}
	return loginPair{}, false
}

// pairJoins are the words between a username and its password: "seldo
// and monkey", "seldo & my pw is monkey", "seldo with monkey".
var pairJoins = lazyWordSet("and & + n with my is its it's y et und e en")

// loginLead reports words that only say a sign-in follows: "my login is",
// "hi, i'm", "user".
func (e *Engine) loginLead(words []string) bool {
	for _, w := range words {
		lw := reading.ASCIILower(strings.Trim(w, `,.;:!?"'()`))
		if lw != "" && !loginCues()[lw] && !reading.LoginFiller.Word(lw) && !loginAround()[lw] && !pairCourtesy()[lw] && lw != "is" {
			return false
		}
	}
	return true
}

// knownPairAt reads fields[i] as a username the domain names (known) and
// the word after it, or after a "/", ":" or "-", as its password: the
// username's value, the password, and the index of the password's field.
// A name ending a clause ("seldo.", "seldo, monkey") or a password that is
// a word of the lexicon, of a request or of a login is no pair.
func (e *Engine) knownPairAt(a *agents.Agent, known map[string]string, fields []string, i int) (user, pw string, at int, ok bool) {
	name := strings.TrimFunc(fields[i], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	v, ok := known[reading.ASCIILower(name)]
	if !ok || strings.ContainsAny(fields[i], ".!?;") {
		return "", "", 0, false // "seldo." ends a clause
	}
	comma := strings.HasSuffix(fields[i], ",")
	j, cued := i+1, false
	for n := 0; n < 3 && j < len(fields); n++ {
		// "seldo / monkey", "seldo and monkey", "seldo, pw monkey",
		// "seldo and my password is monkey"
		lw := reading.ASCIILower(strings.Trim(fields[j], ",:"))
		if !pairJoins()[lw] && !loginCues()[lw] && fields[j] != "/" && fields[j] != ":" && fields[j] != "-" {
			break
		}
		cued = cued || loginCues()[lw] || !pairJoins()[lw] // a cue or a "/" marks a pair
		j++
	}
	if j >= len(fields) || comma && !cued && j > i+1 {
		return "", "", 0, false // "seldo, and …": the clause went on
	}
	if comma && j == i+1 {
		return "", "", 0, false // "seldo, monkey" is R29's reading
	}
	if j > i+1 && !cued && !e.loginContext(a, fields, i) {
		return "", "", 0, false // "tell seldo and bob hi": two people
	}
	pw = trimWrapping(fields[j]) // "(seldo/monkey)": the bracket is no part of it
	end := j+1 == len(fields) || strings.TrimRight(fields[j], ",;.!?)]}\"'") != fields[j] || !strings.ContainsFunc(fields[j+1], unicode.IsLetter) || courtesyOnly(fields[j+1:])
	lw := reading.ASCIILower(pw)
	if sentenceWords()[lw] {
		return "", "", 0, false // "how much does seldo have", "seldo is me": a sentence about the user
	}
	if pw == "" || !end || friendlyWord(pw) || reading.NeverSecret(pw) || e.lexiconWord(pw, a) || reading.LoginFiller.Word(lw) || pairCourtesy()[lw] || loginAround()[lw] || e.taskWord(lw) || strings.Contains(pw, state.SecretMask) {
		return "", "", 0, false
	}
	return v, pw, j, true
}

// withoutLoginVerbs is text without its words that ask for the sign-in
// itself ("lemme login real quick", "gotta sign in first"), which the pair
// answers, nor the lead of the pair left at its end ("…, its"): what is
// left is a request of its own only if it asks for something else, and
// is queued as that request alone.
func withoutLoginVerbs(text string) string {
	var kept []string
	words := strings.Fields(text)
	for i := 0; i < len(words); i++ {
		lw := reading.ASCIILower(strings.Trim(words[i], `,.;:!?"'()`))
		if !loginVerbs()[lw] && !loginCues()[lw] {
			kept = append(kept, words[i])
			continue
		}
		for i+1 < len(words) && loginParticles()[reading.ASCIILower(strings.Trim(words[i+1], `,.;:!?"'()`))] {
			i++ // "sign me in", "log on"
		}
	}
	for len(kept) > 0 {
		last := reading.ASCIILower(strings.Trim(strings.ReplaceAll(kept[len(kept)-1], "’", "'"), `,.;:!?"()`))
		if !nameLeads()[last] && !pairJoins()[last] && !loginAround()[last] {
			break
		}
		kept = kept[:len(kept)-1] // "…, its" before "seldo and monkey"
	}
	return strings.Join(kept, " ")
}

// loginParticles follow a login verb: "sign me in", "log on", "log into".
var loginParticles = lazyWordSet("me in on into to")

// courtesyOnly reports words that only close a message politely ("thx",
// "please", "ty!"): a pair before them still ends its clause.
// pairAside are the words people tack on after their login in a run-on
// ("… from my checking seldo monkey btw"): the pair still ends the clause.
var pairAside = lazyWordSet("btw fyi lol lmao haha hehe xx xo tho though too also aswell")

func courtesyOnly(words []string) bool {
	for _, w := range words {
		lw := reading.ASCIILower(strings.Trim(w, `,.;:!?"'()`))
		if lw != "" && !pairCourtesy()[lw] && !loginAround()[lw] && !reading.LoginFiller.Word(lw) && !pairAside()[lw] {
			rest := strings.Join(words, " ")
			r := read(rest) // "… thank you so much", "… cheers mate"
			return r.Mentions(reading.Thanks) || r.Mentions(reading.Bye)
		}
	}
	return true
}

// loginContext reports a line about signing in around fields[i]: a login
// word in it, "it's" or "I'm" right before the name, or the sign-in's own
// question waiting.
func (e *Engine) loginContext(a *agents.Agent, fields []string, i int) bool {
	if e.sess.Speaker == a.Name || e.loginLead(fields[:i]) {
		return true // "seldo and monkey cheers": the line starts with the name
	}
	if i > 0 && nameLeads()[reading.ASCIILower(strings.Trim(strings.ReplaceAll(fields[i-1], "’", "'"), `,.;:!?"()`))] {
		return true
	}
	for _, f := range fields {
		lw := reading.ASCIILower(strings.Trim(f, `,.;:!?"'()`))
		if loginVerbs()[lw] || loginCues()[lw] {
			return true
		}
	}
	return false
}

// nameLeads say who one is just before the username: "it's seldo and …".
var nameLeads = lazyWordSet("its it's im i'm am is as")

// pairFields are text's words with a "/" written between two words set
// apart ("seldo/monkey" is "seldo", "/", "monkey"), as a pair is read.
func pairFields(text string) []string {
	var out []string
	for _, f := range strings.Fields(text) {
		name, pw, ok := strings.Cut(f, "/")
		if !ok || name == "" || pw == "" || !strings.ContainsFunc(name, unicode.IsLetter) {
			out = append(out, f)
			continue
		}
		out = append(out, name, "/", pw)
	}
	return out
}
