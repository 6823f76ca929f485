package agents

import (
	"slices"
	"strings"
	"sync"
)

// The word orders FindSecrets reads, one method each, over the tokens of
// secret_tokens.go. Each form says which words must stand around a value
// and how sure those words make it: after "is", ":" or "=" a value is
// taken unless it describes a password ("is wrong"); a value without them
// must end its clause and be no common word, since "password reset" and
// "log in to my account" are sentences, not secrets.

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

func newSecretReader(s *Slot, text string, hints SecretHints) *secretReader {
	ix := cueIndexesFor(s, hints.User)
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

// cueIndexes are a slot's cue and intro indexes; built once per slot and
// user slot, read-only after, so every message shares them.
type cueIndexes struct{ cues, intros cueIndex }

var builtCueIndexes sync.Map // cueKey → cueIndexes

type cueKey struct{ secret, user *Slot }

func cueIndexesFor(s, user *Slot) cueIndexes {
	key := cueKey{s, user}
	if ix, ok := builtCueIndexes.Load(key); ok {
		return ix.(cueIndexes)
	}
	ix := cueIndexes{cues: cueIndex{}, intros: cueIndex{}}
	for _, c := range s.Cues {
		ix.cues.addCue(c, false) // the slot's own cues are never weak
	}
	for _, c := range genericSecretCues {
		ix.cues.addCue(c.phrase, c.weak)
	}
	for _, in := range loginIntros {
		ix.intros.add(in.phrase, indexedCue{anywhere: in.anywhere})
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
}

// add indexes a phrase with c's flags; a phrase of more words is tried
// first.
func (ix cueIndex) add(phrase string, c indexedCue) {
	ws := strings.Fields(asciiLower(phrase))
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
}

// loginWords say a message is about logging in: with one of them a
// joined pair inside a longer message is a login even when the caller
// knows no username slot ("my creds: seldo/monkey, check my balance").
// None of them is a username (isLoginWord).
var loginWords = func() cueIndex {
	ix := cueIndex{}
	for _, w := range []string{"log in", "login", "log on", "logon", "sign in", "signin", "user", "username",
		"user name", "password", "passwd", "pwd", "pw", "creds", "credentials"} {
		ix.add(w, indexedCue{})
	}
	return ix
}()

// isLoginWord reports whether a word is a login word by itself: "creds".
func isLoginWord(low string) bool {
	for _, c := range loginWords[low] {
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
		if r.wordsAt(i, c.words) && (c.anywhere || r.first(i)) {
			return len(c.words)
		}
	}
	return 0
}

// inLogin reports whether the message is a login at token i: it was
// asked for the username, or a login intro comes before i.
func (r *secretReader) inLogin(i int) bool {
	return r.hints.UserAsked || r.firstIntro < i
}

// sign reports whether token k is ":" or "=".
func (r *secretReader) sign(k int) bool {
	return k < len(r.toks) && (r.toks[k].mark == ':' || r.toks[k].mark == '=')
}

func (r *secretReader) isWordAt(k int, w string) bool {
	return k < len(r.toks) && r.toks[k].isWord(w)
}

// plausible reports whether a value without "is", ":" or "=" before it
// may be a secret: "password, username" names two fields.
func (r *secretReader) plausible(from, to int) bool {
	low := strings.ToLower(r.text[from:to])
	return !notBare[low] && !r.isCueWord(low) && !r.isIntroWord(low)
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
	if notBare[low] || commandWords[low] || r.isCueWord(low) || r.isIntroWord(low) || isLoginWord(low) {
		return false // "password:monkey", "user:seldo", "login creds x" name no user
	}
	if u := r.hints.User; u != nil && u.Pattern != nil {
		return fullMatch(u.Pattern, v)
	}
	return defaultUsername.MatchString(v)
}

// foundSecret is a match and the token of the username it named, or -1.
type foundSecret struct {
	SecretMatch
	user int
}

// add keeps a match unless it overlaps one found by a surer form. The
// matches stay in text order, so the overlap check looks at two
// neighbours, not at every match of a long paste.
func (r *secretReader) add(from, to, user int) {
	at, _ := slices.BinarySearchFunc(r.found, from, func(f foundSecret, from int) int { return f.Span[0] - from })
	if at > 0 && r.found[at-1].Span[1] > from || at < len(r.found) && r.found[at].Span[0] < to {
		return
	}
	m := SecretMatch{Value: r.text[from:to], Span: [2]int{from, to}}
	r.found = slices.Insert(r.found, at, foundSecret{m, user})
}

// cueThenValue reads "my password is monkey", "pw: monkey", "passwd=monkey",
// "the password for seldo is monkey", "with password monkey", "my
// password's monkey", "password - monkey".
func (r *secretReader) cueThenValue() {
	for i := 0; i < len(r.toks); i++ {
		n, cue := r.cueAt(i)
		if n == 0 {
			continue
		}
		j, user := i+n, -1
		if !cue.is && j < len(r.toks) && r.toks[j].word() && ownerWords[r.toks[j].low] {
			// "for seldo", "for my account": up to three words, then
			// "is" or a sign; one word is whose it is
			k := j + 1
			for k < len(r.toks) && k-j-1 < 3 && r.toks[k].word() && !r.toks[k].isWord("is") {
				k++
			}
			if k == j+1 || !(r.isWordAt(k, "is") || r.sign(k)) {
				continue // "I forgot the password for my account"
			}
			if k == j+2 {
				user = j + 1
			}
			j = k
		}
		isForm, explicit, tight, loose := false, false, false, false
		switch sep := r.looseSepAt(j); {
		case cue.is || r.isWordAt(j, "is"):
			isForm, explicit = true, true
			if !cue.is {
				j++
			}
			if r.sign(j) { // "password is: monkey"
				isForm = false
				j++
			}
		case sep > 0: // before the sign: "=>" starts with "="
			loose = true
			j += sep
		case r.sign(j):
			explicit = true
			tight = r.glued(j-1) && r.glued(j)
			j++
		}
		from, to, next, ok := r.valueAt(j, tight)
		if !ok {
			continue
		}
		low := strings.ToLower(r.text[from:to])
		switch {
		case isForm && (describesSecret[low] || notSecret[low]):
			continue
		case !explicit && (cue.weak && !r.inLogin(i) || !r.clauseEndsAt(next) || !r.plausible(from, to)):
			continue
		case loose && !(r.startsClause(i) && r.endsLoose(next)):
			continue // "update my password, email and phone" is a list
		}
		r.add(from, to, user)
		i = next - 1
	}
}

// looseSeparators stand between a cue and its value as a colon would
// ("password - monkey", "password => monkey"), but prose also puts them
// there ("password - what is it?"), so the value after one, or after a
// comma, is read like a value without a sign: it must end its clause and
// be no common word, and the cue must start its clause.
var looseSeparators = toSet("- -- – — -> --> => →")

// maxLooseSep is the longest loose separator in bytes: looking further
// for the space after one made long runs without spaces quadratic.
const maxLooseSep = 3

// looseSepAt reports how many tokens a comma or a loose separator takes
// at token j: "=>" is "=" and ">".
func (r *secretReader) looseSepAt(j int) int {
	if j >= len(r.toks) {
		return 0
	}
	if r.toks[j].mark == ',' {
		return 1
	}
	from := r.toks[j].from
	to := from
	space := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }
	for to < len(r.text) && to-from <= maxLooseSep && !space(r.text[to]) {
		to++
	}
	if from == 0 || !space(r.text[from-1]) || to-from > maxLooseSep || !looseSeparators[r.text[from:to]] {
		return 0 // "-monkey", "password-reset"
	}
	return r.tokenAfter(j, to) - j
}

// startsClause reports whether the cue at token i starts its clause,
// maybe after a determiner: "password, monkey", "ok, my password -
// monkey", not "update my password, email".
func (r *secretReader) startsClause(i int) bool {
	k := i - 1
	if k >= 0 && r.toks[k].word() && determiners[r.toks[k].low] {
		k--
	}
	return k < 0 || strings.ContainsRune(",;.!:", r.toks[k].mark)
}

// endsLoose reports whether a value after a loose separator ends its
// message or sentence, maybe with a polite word: "password, monkey,
// thanks", not "password, email, phone".
func (r *secretReader) endsLoose(next int) bool {
	if next < len(r.toks) && r.toks[next].mark == ',' {
		next++
	}
	if next >= len(r.toks) {
		return true
	}
	t := r.toks[next]
	return strings.ContainsRune(".!;", t.mark) || t.word() && pairTails[t.low]
}

// valueThenCue reads "monkey is my password", "'monkey' is the pw".
func (r *secretReader) valueThenCue() {
	for k := 1; k < len(r.toks); k++ {
		if !r.toks[k].isWord("is") {
			continue
		}
		j := k + 1
		if j < len(r.toks) && r.toks[j].word() && determiners[r.toks[j].low] {
			j++
		}
		n, cue := r.cueAt(j)
		if n == 0 || cue.is || !r.clauseEndsAt(j+n) {
			continue
		}
		from, to, ok := r.valueBefore(k)
		if !ok || !r.plausible(from, to) {
			continue
		}
		r.add(from, to, -1)
	}
}

// valueBefore reads the value that ends just before token k: a quote's
// inside, or the raw run of characters of the word before it.
func (r *secretReader) valueBefore(k int) (from, to int, ok bool) {
	prev := r.toks[k-1]
	if prev.word() {
		from = r.fieldBefore(prev.to)
		return from, prev.to, from < prev.to
	}
	for o := k - 2; o >= 0 && prev.from-r.toks[o].to <= maxQuoted; o-- {
		if c := quoteCloser(r.toks[o].mark); c != 0 && c == prev.mark {
			v := r.text[r.toks[o].to:prev.from]
			if v == "" || strings.TrimSpace(v) != v || strings.Contains(v, "\n") {
				return 0, 0, false
			}
			return r.toks[o].to, prev.from, true
		}
	}
	return 0, 0, false
}

// login reads "login seldo monkey", "log in as seldo with monkey",
// "user seldo/monkey".
func (r *secretReader) login() {
	for i := 0; i < len(r.toks); i++ {
		n := r.introAt(i)
		if n == 0 {
			continue
		}
		j := i + n
		for c := 0; c < 2 && (r.isWordAt(j, "as") || r.isWordAt(j, "is") || r.sign(j)); c++ {
			j++
		}
		if !r.userFits(j) {
			continue
		}
		user := j
		j++
		if j < len(r.toks) && (r.toks[j].word() && pairJoiners[r.toks[j].low] || strings.ContainsRune(":/,", r.toks[j].mark)) {
			j++
		}
		from, to, next, ok := r.valueAt(j, false)
		if !ok || !r.clauseEndsAt(next) || !r.plausible(from, to) {
			continue
		}
		r.add(from, to, user)
		i = next - 1
	}
}

// pairJoiners stand between a username and a password typed together.
var pairJoiners = toSet(`with using and`)

// joinedPair reads "seldo:monkey" and "seldo/monkey" as the whole
// message, or standing apart in a longer one ("seldo:monkey transfer
// 500", "it's seldo/monkey, check my balance"). Elsewhere the shape is
// too common ("move it from savings/checking", "10:30", "and/or") to be a
// login.
func (r *secretReader) joinedPair() {
	for k := 1; k+1 < len(r.toks); k++ {
		if m := r.toks[k].mark; m != ':' && m != '/' || !r.glued(k-1) || !r.glued(k) {
			continue
		}
		user := k - 1
		if user > 0 && r.glued(user-1) && quoteCloser(r.toks[user-1].mark) == 0 && r.toks[user-1].mark != '(' {
			continue // "a:b:c", "x/seldo/monkey": the username starts its word
		}
		if !r.userFits(user) {
			continue
		}
		from, to, next, ok := r.valueAt(k+1, false)
		if !ok || !r.plausible(from, to) {
			continue
		}
		name, whole := r.text[r.toks[user].from:r.toks[user].to], r.first(user) && r.last(next)
		if capitalPair(name, r.text[from:to]) && (r.toks[k].mark == '/' || !whole) {
			continue
		}
		if !whole && !r.pairApart(user, next, r.text[from:to]) {
			continue
		}
		r.add(from, to, user)
	}
}

// pairLeads may stand before a username and password typed together:
// "it's seldo monkey", "ok, seldo/monkey".
var pairLeads = toSet(`it's it’s its it is that's that’s ok okay sure yes yeah yep hi hello hey here`)

// pairTails may stand after them: "seldo monkey please".
var pairTails = toSet(`please pls plz thanks thank you thx ty cheers`)

// pairApart reports whether a joined pair inside a longer message is a
// login. It needs the username slot (whose pattern userFits checked) or
// a login word in the message, and a value of one piece ("a/b/c" is a
// path). The pair must be a clause of its own: begun by the message, a
// mark, a lead word or a login word, and ended by the message, a full
// stop, a clause word or a command, maybe after a comma: "seldo:monkey
// transfer 500", "seldo:monkey, what's my balance?", where "move it from
// checking/savings" and "checking/savings balance" are one clause.
func (r *secretReader) pairApart(user, next int, value string) bool {
	if r.hints.User == nil && !r.hasLoginWord() || strings.ContainsAny(value, ":/") {
		return false
	}
	if b := user - 1; b >= 0 {
		t := r.toks[b]
		if !strings.ContainsRune(",;.!:(", t.mark) && !(t.word() && (pairLeads[t.low] || isLoginWord(t.low))) {
			return false
		}
	}
	for next < len(r.toks) && strings.ContainsRune(",;)", r.toks[next].mark) {
		next++
	}
	if next == len(r.toks) {
		return true
	}
	t := r.toks[next]
	w := strings.TrimSuffix(strings.TrimSuffix(t.low, "'s"), "’s") // "what's"
	return strings.ContainsRune(".!", t.mark) || t.word() && (clauseWords[w] || commandWords[w])
}

// capitalPair reports whether a pair is two words in capitals, tickers
// or acronyms ("AAPL/MSFT", "TCP/IP"): never a login with a slash, and
// with a colon only as the whole message ("SELDO:MONKEY", caps lock on).
func capitalPair(user, value string) bool {
	return strings.ToUpper(user) == user && strings.ToUpper(value) == value
}

// hasLoginWord reports whether a login word is in the message, asked
// once per message.
func (r *secretReader) hasLoginWord() bool {
	if r.loginWord == 0 {
		r.loginWord = -1
		for k := range r.toks {
			for _, c := range loginWords.at(&r.secretText, k) {
				if r.wordsAt(k, c.words) {
					r.loginWord = 1
					return true
				}
			}
		}
	}
	return r.loginWord > 0
}

// barePair reads "seldo monkey" (or "seldo, monkey", "seldo with
// monkey", "it's seldo monkey", "seldo monkey please") as the whole answer
// to the username question.
func (r *secretReader) barePair() {
	if !r.hints.UserAsked {
		return
	}
	var words []int
	for k, t := range r.toks {
		if t.mark == '?' {
			return
		}
		if t.word() {
			words = append(words, k)
		}
	}
	for len(words) > 0 && pairLeads[r.toks[words[0]].low] {
		words = words[1:]
	}
	tail := len(r.toks) // the first polite word after the pair
	for len(words) > 0 && pairTails[r.toks[words[len(words)-1]].low] {
		tail = words[len(words)-1]
		words = words[:len(words)-1]
	}
	if len(words) == 3 && pairJoiners[r.toks[words[1]].low] {
		words = []int{words[0], words[2]}
	}
	if len(words) != 2 || !r.userFits(words[0]) {
		return
	}
	if between := words[1] - words[0] - 1; between > 1 || between == 1 && r.toks[words[0]+1].mark != ',' && !r.toks[words[0]+1].word() {
		return // "http://x" and "AAPL/MSFT" are no "http x": joinedPair reads joined pairs
	}
	from, to, next, ok := r.valueAt(words[1], false)
	if !ok || next > tail || !r.plausible(from, to) {
		return // "seldo monkey,please" is no value and a tail
	}
	r.add(from, to, words[0])
}

// result is the matches in text order, with the username each named or,
// failing that, the one the message gave after a user cue ("my username
// is seldo and my password is monkey").
func (r *secretReader) result() []SecretMatch {
	if len(r.found) == 0 {
		return nil
	}
	cued := ""
	if u := r.hints.User; u != nil {
		x := &extraction{text: r.text, lower: asciiLower(r.text)}
		for _, f := range r.found {
			x.consumed = append(x.consumed, span{f.Span[0], f.Span[1]})
		}
		if v, _, ok := x.cued(u); ok && r.userFitsValue(v) {
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
		default:
			out[i].Username = cued
		}
	}
	return out
}
