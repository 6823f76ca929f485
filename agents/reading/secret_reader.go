package reading

import (
	"slices"
	"strings"
	"sync"
	"unicode"
)

// The reader behind FindSecrets: one message's tokens, the cue and login
// words indexed by their first word, and the tests every form asks of a
// word (is it a cue, may it be a username, may it be a secret). The forms
// themselves, the word orders around a value, are in secret_forms.go.

// secretReader is one message being read for one secret slot.
type secretReader struct {
	secretText
	hints  SecretHints
	cues   cueIndex      // the slot's and the generic ones
	intros cueIndex      // the generic ones and the user slot's
	found  []foundSecret // in text order
	// firstWord and lastWord are the indexes of the first and last word
	// token (-1 and -1 for none), and firstIntro that of the first login
	// intro (len(toks) for none): each is asked per token, and scanning
	// for them each time made long pastes quadratic.
	firstWord, lastWord, firstIntro int
	loginWord                       int // hasLoginWord's answer: 1 yes, -1 no, 0 not asked
}

func newSecretReader(text string, hints SecretHints) *secretReader {
	ix := cueIndexesFor(hints)
	r := &secretReader{
		secretText: secretText{text: text, toks: tokenizeSecret(text)}, hints: hints,
		cues: ix.cues, intros: ix.intros,
	}
	r.firstWord, r.lastWord = -1, -1
	for k, t := range r.toks {
		if t.word() {
			if r.firstWord < 0 {
				r.firstWord = k
			}
			r.lastWord = k
		}
	}
	r.firstIntro = len(r.toks)
	for k := range r.toks {
		if r.introAt(k) > 0 {
			r.firstIntro = k
			break
		}
	}
	return r
}

// cueIndex holds cue phrases by their first word, so reading a token
// costs one map lookup rather than a comparison with every cue: a 32 KB
// paste has thousands of tokens.
type cueIndex map[string][]indexedCue

// cueIndexes are a slot's cue and intro indexes; built once per set of
// cues, read-only after, so every message shares them.
type cueIndexes struct{ cues, intros cueIndex }

var builtCueIndexes sync.Map // cueKey → cueIndexes

// cueKey is the cues of the secret slot and of its owner, joined: a slot
// declared the same way in every session shares one index, and building a
// domain again does not grow the cache.
func cueKey(hints SecretHints) string {
	var b strings.Builder
	for _, c := range hints.Cues {
		b.WriteString(c)
		b.WriteByte(0)
	}
	b.WriteByte(1)
	if hints.User != nil {
		for _, c := range hints.User.Cues {
			b.WriteString(c)
			b.WriteByte(0)
		}
	}
	return b.String()
}

func cueIndexesFor(hints SecretHints) cueIndexes {
	key := cueKey(hints)
	if ix, ok := builtCueIndexes.Load(key); ok {
		return ix.(cueIndexes)
	}
	user := hints.User
	ix := cueIndexes{cues: cueIndex{}, intros: cueIndex{}}
	for _, c := range hints.Cues {
		ix.cues.addCue(c, false) // the slot's own cues are never weak
	}
	for _, c := range genericSecretCues {
		ix.cues.addCue(c.phrase, c.weak)
	}
	for _, in := range loginIntros {
		ix.intros.add(in.phrase, indexedCue{anywhere: in.anywhere})
	}
	// another language's names are read as typed, never as a slip: one
	// edit from "passwort" is "passport" (secret_languages.go)
	for _, c := range foreignSecretCues {
		ix.cues.add(c.phrase, indexedCue{weak: c.weak, exact: true})
	}
	for _, in := range foreignLoginIntros {
		ix.intros.add(in.phrase, indexedCue{anywhere: in.anywhere, exact: true})
	}
	if user != nil {
		for _, c := range user.Cues {
			ix.intros.add(c, indexedCue{})
		}
	}
	builtCueIndexes.Store(key, ix)
	return ix
}

type indexedCue struct {
	words    []string // lower case
	weak     bool     // a secret cue that is also an everyday word
	anywhere bool     // a login intro that may stand anywhere
	is       bool     // a secret cue with "is" on it: "password's"
	plural   bool     // "passwords" typed for "password's": the "is" only in a login
	exact    bool     // never read from a slip of it
}

// add indexes a phrase with c's flags; a phrase of more words is tried
// first.
func (ix cueIndex) add(phrase string, c indexedCue) {
	ws := strings.Fields(ASCIILower(phrase))
	if len(ws) == 0 {
		return
	}
	c.words = ws
	list := append(ix[ws[0]], c)
	slices.SortStableFunc(list, func(a, b indexedCue) int { return len(b.words) - len(a.words) })
	ix[ws[0]] = list
}

// addCue indexes a secret cue and its contractions with "is": "my
// password's monkey" says "my password is monkey", and the tokenizer
// keeps "password's" one word, as it keeps "it's".
func (ix cueIndex) addCue(phrase string, weak bool) {
	ix.add(phrase, indexedCue{weak: weak})
	for _, s := range []string{"'s", "’s"} {
		ix.add(phrase+s, indexedCue{weak: weak, is: true})
	}
	if !weak && !strings.Contains(phrase, " ") && !strings.HasSuffix(phrase, "s") {
		// "its seldo n the passwords monkey": the apostrophe left out
		// (cueThenValue takes it only where a login is being said)
		ix.add(phrase+"s", indexedCue{is: true, plural: true})
	}
}

// loginWords say a message is about logging in: with one of them a
// joined pair inside a longer message is a login even when the caller
// knows no username slot ("my creds: seldo/monkey, check my balance").
// None of them is a username (isLoginWord). Built at first use (R55).
var loginWords = sync.OnceValue(func() cueIndex {
	ix := cueIndex{}
	for _, w := range []string{"log in", "login", "log on", "logon", "sign in", "signin", "log into", "sign into", "user", "username",
		"user name", "password", "passwd", "pwd", "pw", "creds", "credentials"} {
		ix.add(w, indexedCue{})
	}
	for _, c := range foreignSecretCues {
		if !c.weak {
			ix.add(c.phrase, indexedCue{}) // "contraseña", "mot de passe"
		}
	}
	for _, in := range foreignLoginIntros {
		ix.add(in.phrase, indexedCue{}) // "usuario", "benutzer"
	}
	return ix
})

// isLoginWord reports whether a word is a login word by itself: "creds".
func isLoginWord(low string) bool {
	for _, c := range loginWords()[low] {
		if len(c.words) == 1 {
			return true
		}
	}
	return false
}

// at lists the phrases that may start at token i, most words first.
func (ix cueIndex) at(m *secretText, i int) []indexedCue {
	if i >= len(m.toks) || !m.toks[i].word() {
		return nil
	}
	return ix[m.toks[i].low]
}

// wordsAt reports whether the words stand at token i.
func (m *secretText) wordsAt(i int, words []string) bool {
	if i+len(words) > len(m.toks) {
		return false
	}
	for n, w := range words {
		if !m.toks[i+n].isWord(w) {
			return false
		}
	}
	return true
}

// clauseStart reports a token that opens a clause of a longer message:
// after a comma, a semicolon or a stop ("send 200, user seldo pass
// monkey"), or after only a word of assent ("ok user seldo pass monkey").
func (r *secretReader) clauseStart(i int) bool {
	if i == 0 || i > len(r.toks) {
		return false
	}
	prev := r.toks[i-1]
	switch prev.mark {
	case ',', ';', '.', ':', '!', '?':
		return true
	}
	if prev.word() && i-1 <= r.firstWord {
		switch prev.low {
		case "ok", "okay", "so", "sure", "and", "also", "here", "then":
			return true
		}
	}
	return false
}

// first reports whether no word comes before token i.
func (r *secretReader) first(i int) bool { return r.firstWord < 0 || i <= r.firstWord }

// last reports whether no word comes at or after token i.
func (r *secretReader) last(i int) bool { return i > r.lastWord }

// cueAt reports how many tokens a secret cue takes at token i, and the
// cue.
func (r *secretReader) cueAt(i int) (n int, c indexedCue) {
	for _, c := range r.cues.at(&r.secretText, i) {
		if r.wordsAt(i, c.words) {
			return len(c.words), c
		}
	}
	if c, ok := r.cues.fuzzyAt(&r.secretText, i); ok {
		return 1, c // "pasword is monkey"
	}
	if i < len(r.toks) && (r.hints.SecretAsked || r.firstIntro < i) && r.toks[i].word() && secretCueSlip(r.toks[i].low) {
		return 1, indexedCue{words: []string{r.toks[i].low}} // "pswrd monkey" at the password question (secret_cue_slips.go)
	}
	return 0, indexedCue{}
}

// isCueWord reports whether a value is itself a cue: "password password"
// is a cue said twice, not a secret.
func (r *secretReader) isCueWord(low string) bool {
	for _, c := range r.cues[low] {
		if len(c.words) == 1 {
			return true
		}
	}
	return false
}

// isIntroWord reports whether a word is a login intro by itself.
func (r *secretReader) isIntroWord(low string) bool {
	for _, c := range r.intros[low] {
		if len(c.words) == 1 {
			return true
		}
	}
	return false
}

// introAt reports how many tokens a login intro takes at token i, where
// it may stand there.
func (r *secretReader) introAt(i int) int {
	for _, c := range r.intros.at(&r.secretText, i) {
		if r.wordsAt(i, c.words) && (c.anywhere || r.first(i) || r.clauseStart(i)) {
			return len(c.words)
		}
	}
	if c, ok := r.intros.fuzzyAt(&r.secretText, i); ok && (c.anywhere || r.first(i) || r.clauseStart(i)) {
		return 1 // "usrname seldo"
	}
	return 0
}

// inLogin reports whether the message is a login at token i: it was
// asked for the username, or a login intro comes before i.
func (r *secretReader) inLogin(i int) bool {
	return r.hints.UserAsked || r.hints.SecretAsked || r.firstIntro < i
}

// sign reports whether token k is ":" or "=".
func (r *secretReader) sign(k int) bool {
	return k < len(r.toks) && (r.toks[k].mark == ':' || r.toks[k].mark == '=')
}

func (r *secretReader) isWordAt(k int, w string) bool {
	return k < len(r.toks) && r.toks[k].isWord(w)
}

// plausible reports whether a value without "is", ":" or "=" before it
// may be a secret: "password, username" names two fields. A word that only
// colours the line ("whats my pin btw", "my password lol", "pin pls") is
// none (tryout 40 notes 07: "btw" was masked as the PIN, and the question
// about the PIN was lost); nor is a word of letters where the secret has
// digits' shape ("what's my pin again", "my pin thingy"): a PIN is never
// "thingy", while a wrong PIN typed ("pin 18155") still fits and is masked.
func (r *secretReader) plausible(from, to int) bool {
	v := r.text[from:to]
	low := strings.ToLower(v)
	if FriendlyWord(low) || r.hints.Shape != nil && !strings.ContainsFunc(v, unicode.IsDigit) && !wholeMatch(r.hints.Shape, v) {
		return false
	}
	return !notBare()[low] && !r.isCueWord(low) && !r.isIntroWord(low)
}

// userFits reports whether token k may be a username.
func (r *secretReader) userFits(k int) bool {
	if k >= len(r.toks) || !r.toks[k].word() {
		return false
	}
	return r.userFitsValue(r.text[r.toks[k].from:r.toks[k].to])
}

func (r *secretReader) userFitsValue(v string) bool {
	low := strings.ToLower(v)
	if notBare()[low] || commandWords[low] || r.isCueWord(low) || r.isIntroWord(low) || isLoginWord(low) || len(low) <= maxCueWord && (SecretKeyWord(low) || LoginCueSlip(low)) {
		return false // "password:monkey", "user:seldo", "login creds x" name no user
	}
	if u := r.hints.User; u != nil && u.Pattern != nil {
		loc := u.Pattern.FindStringIndex(v)
		return loc != nil && loc[0] == 0 && loc[1] == len(v)
	}
	return defaultUsername(v)
}

// foundSecret is a match and the token of the username it named, or -1.
type foundSecret struct {
	SecretMatch
	user int
	// userSpan is the username's byte span when it is part of a word
	// joined to the secret ("ada-1815", secret_joined_word.go)
	userSpan [2]int
}

// add keeps a match unless it overlaps one found by a surer form. The
// matches stay in text order, so the overlap check looks at two
// neighbours, not at every match of a long paste.
func (r *secretReader) add(from, to, user int) {
	at, _ := slices.BinarySearchFunc(r.found, from, func(f foundSecret, from int) int { return f.Span[0] - from })
	if at < len(r.found) && r.found[at].Span == [2]int{from, to} && r.found[at].user < 0 {
		r.found[at].user = user // the same value, now with whose it is ("usrname seldo passwrd monkey")
		return
	}
	if at > 0 && r.found[at-1].Span[1] > from || at < len(r.found) && r.found[at].Span[0] < to {
		return
	}
	if NeverSecret(r.text[from:to]) {
		return // "my password is i forgot it" (secret_never.go)
	}
	m := SecretMatch{Value: r.text[from:to], Span: [2]int{from, to}}
	r.found = slices.Insert(r.found, at, foundSecret{SecretMatch: m, user: user})
}

// addJoined adds a match whose username is the part of the same word
// before it (secret_joined_word.go).
func (r *secretReader) addJoined(from, to int, user [2]int) {
	n := len(r.found)
	r.add(from, to, -1)
	if len(r.found) == n {
		return
	}
	for i := range r.found {
		if r.found[i].Span == [2]int{from, to} {
			r.found[i].userSpan = user
		}
	}
}

// hasLoginWord reports whether a login word is in the message, asked
// once per message.
func (r *secretReader) hasLoginWord() bool {
	if r.loginWord == 0 {
		r.loginWord = -1
		for k := range r.toks {
			for _, c := range loginWords().at(&r.secretText, k) {
				if r.wordsAt(k, c.words) {
					r.loginWord = 1
					return true
				}
			}
		}
	}
	return r.loginWord > 0
}

// result is the matches in text order, with the username each named or,
// failing that, the one the message gave after a user cue ("my username
// is seldo and my password is monkey").
func (r *secretReader) result() []SecretMatch {
	if len(r.found) == 0 {
		return nil
	}
	cued := ""
	if u := r.hints.User; u != nil && u.Cued != nil {
		skip := make([][2]int, len(r.found))
		for i, f := range r.found {
			skip[i] = f.Span
		}
		if v, ok := u.Cued(r.text, skip); ok && r.userFitsValue(v) {
			cued = v
		}
	}
	out := make([]SecretMatch, len(r.found))
	for i, f := range r.found {
		out[i] = f.SecretMatch
		switch {
		case r.hints.User == nil:
		case f.user >= 0 && r.userFits(f.user):
			out[i].Username = r.text[r.toks[f.user].from:r.toks[f.user].to]
		case f.userSpan[1] > 0:
			out[i].Username = r.text[f.userSpan[0]:f.userSpan[1]]
		default:
			out[i].Username = cued
		}
	}
	return out
}
