package reading

import "strings"

// The word orders FindSecrets reads, one method each, over the tokens of
// secret_tokens.go with the reader of secret_reader.go. Each form says
// which words must stand around a value and how sure those words make it:
// after "is", ":" or "=" a value is taken unless it describes a password
// ("is wrong"); a value without them must end its clause and be no common
// word, since "password reset" and "log in to my account" are sentences,
// not secrets.

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
			for k < len(r.toks) && k-j-1 < 3 && r.toks[k].word() && !r.isCopula(k) {
				k++
			}
			if k == j+1 || !(r.isCopula(k) || r.sign(k)) {
				continue // "I forgot the password for my account"
			}
			if k == j+2 {
				user = j + 1
			}
			j = k
		}
		hedged := false
		if at, ok := r.hedgedCopula(j); ok {
			j, hedged = at, true // "the password I believe is monkey", "password should be monkey" (secret_hedges.go)
		}
		isForm, explicit, tight, loose := false, false, false, false
		switch sep := r.looseSepAt(j); {
		case cue.is || r.isCopula(j) || hedged:
			isForm, explicit = true, true
			if !cue.is || hedged {
				j++
			}
			if k := r.skipHedges(j); k > j {
				j, hedged = k, true // "password is probably monkey"
			}
			if r.sign(j) { // "password is: monkey"
				isForm = false
				j++
			}
		case sep > 0: // before the sign: "=>" starts with "="
			loose = true
			j += sep
			if k := r.itsAt(j); k > 0 {
				j, loose, explicit, isForm = j+k, false, true, true // "my password, its monkey" (secret_its.go)
			}
		case r.sign(j):
			explicit = true
			tight = r.glued(j-1) && r.glued(j)
			j++
		}
		from, to, next, ok := r.valueAt(j, tight)
		if !ok {
			continue
		}
		if cue.plural && !(r.clauseEndsAt(next) && r.loginSaidBefore(i)) {
			continue // "my passwords expire", "the passwords matter": plural nouns
		}
		low := strings.ToLower(r.text[from:to])
		switch {
		case isForm && (describesSecret[low] || notSecret[low] || foreignDescriptions[low]):
			continue
		case hedged && !r.plausible(from, to):
			continue // "the password I think is the problem"
		case !explicit && (cue.weak && !(loose && r.startsClause(i) && r.endsLoose(next)) && !r.inLogin(i) && !r.lastClause(i, next) && !r.afterOwner(i, next) && !r.cueAndWord(i, n, cue, next) || !r.clauseEndsAt(next) && r.userAfter(next) < 0 && !(r.signInBefore(i, next, cue) && r.requestAfterSignIn(from, to)) || !r.plausible(from, to)):
			// a weak cue ("pass") counts with a separator after it when the
			// two make the clause: "pass -> hunter2"
			continue
		case loose && !(r.startsClause(i) && r.endsLoose(next)):
			continue // "update my password, email and phone" is a list
		case !explicit && !loose && r.namesAThing(i, from, to):
			continue // "read the pw note" (secret_thing.go)
		}
		if u := r.userAfter(next); !explicit && u >= 0 && !r.clauseEndsAt(next) {
			user, next = u, u+1 // "pwd monkey user seldo"
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
var looseSeparators = toSet("- -- – — -> --> => ==> → > >> := ::")

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
	if k >= 0 && r.toks[k].word() && (determiners[r.toks[k].low] || foreignDeterminers[r.toks[k].low]) {
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
		if !r.isCopula(k) {
			continue
		}
		j := k + 1
		if j < len(r.toks) && r.toks[j].word() && (determiners[r.toks[j].low] || foreignDeterminers[r.toks[j].low]) {
			j++
		}
		n, cue := r.cueAt(j)
		if n == 0 || cue.is || !r.clauseEndsAt(j+n) {
			continue
		}
		from, to, ok := r.valueBefore(k)
		if !ok || !r.plausible(from, to) || r.askedAbout(k-2) {
			continue
		}
		r.add(from, to, -1)
	}
}

// askedOfSecret stand before a word that a question asks about: "how
// many characters is my password" gives no password.
var askedOfSecret = toSet(`many much what which how whose`)

// askedAbout reports a question word at token k.
func (r *secretReader) askedAbout(k int) bool {
	return k >= 0 && k < len(r.toks) && r.toks[k].word() && askedOfSecret[r.toks[k].low]
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
		for c := 0; c < 2 && (r.isWordAt(j, "as") || r.isWordAt(j, "are") || r.isCopula(j) || r.sign(j)); c++ {
			j++
		}
		if !r.userFits(j) {
			continue
		}
		user := j
		j++
		cued := false // a password cue between: the value may run into a request (secret_signin_request.go)
		if n, c := r.cueAt(j); n == 1 && !c.weak {
			j, cued = j+1, true
		} else if j < len(r.toks) && (r.toks[j].word() && (pairJoiners[r.toks[j].low] || foreignJoiners[r.toks[j].low]) || strings.ContainsRune(":/,;", r.toks[j].mark)) {
			j++
		} else if n == 1 {
			j++ // "usrname seldo passwrd monkey"
		}
		from, to, next, ok := r.valueAt(j, false)
		if !ok || !r.clauseEndsAt(next) && !(cued && r.requestAfterSignIn(from, to)) || !r.plausible(from, to) {
			continue
		}
		r.add(from, to, user)
		i = next - 1
	}
}

// pairJoiners stand between a username and a password typed together.
var pairJoiners = toSet(`with using and then pass password pw`)

// joinedPair reads "seldo:monkey" and "seldo/monkey" as the whole
// message, or standing apart in a longer one ("seldo:monkey transfer
// 500", "it's seldo/monkey, check my balance"). Elsewhere the shape is
// too common ("move it from savings/checking", "10:30", "and/or") to be a
// login.
func (r *secretReader) joinedPair() {
	for k := 1; k+1 < len(r.toks); k++ {
		if m := r.toks[k].mark; m != ':' && m != '/' && !(m == ';' && r.hints.UserAsked && r.first(k-1) && r.last(k+2)) {
			continue // "ada;1815" only as the answer to the username question; "login ada;1815" is read by login
		}
		if !r.glued(k-1) || !r.glued(k) {
			// "seldo / monkey" spaced: only a slash, in a login ("log in
			// with seldo / monkey") or as the whole answer to the username
			// question, or as the whole message where a username slot
			// is known ("seldo / monkey")
			if r.toks[k].mark != '/' || !(r.hasLoginWord() || r.hints.UserAsked || r.slashIsWhole(k)) {
				continue
			}
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
		if !whole && !r.pairApart(user, next, r.text[from:to]) && !(r.glued(k-1) && r.glued(k) && !strings.ContainsAny(r.text[from:to], ":/") && r.knownJoined(name, r.text[from:to])) {
			continue
		}
		r.add(from, to, user)
	}
}

// pairLeads may stand before a username and password typed together:
// "it's seldo monkey", "ok, seldo/monkey", "im seldo bro" (no pair of
// "im" and "seldo").
var pairLeads = toSet(`it's it’s its it is that's that’s ok okay sure yes yeah yep hi hello hey here im i'm i’m i am`)

// loginLinks join a login word to the pair in a login: "log in with
// seldo/monkey", "sign in as seldo/monkey", "login using seldo/monkey".
var loginLinks = toSet(`with as using via me`)

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
		if !strings.ContainsRune(",;.!:([", t.mark) && !(t.word() && (pairLeads[t.low] || isLoginWord(t.low) || r.hasLoginWord() && (loginLinks[t.low] || ownerNouns[t.low]))) {
			return false
		}
		if t.word() && r.hasLoginWord() && (isLoginWord(t.low) || pairLeads[t.low] || loginLinks[t.low] || ownerNouns[t.low]) {
			// "her login ada/sunshine on a postit", "she gave me her login,
			// its ada / sunshine, can you …": a login said as such is a
			// pair whatever follows it, whoever's it is
			return true
		}
	}
	for next < len(r.toks) && strings.ContainsRune(",;)]", r.toks[next].mark) {
		if r.toks[next].mark == ',' && r.hasLoginWord() {
			return true // "login: ada / sunshine, move her savings"
		}
		next++
	}
	if next == len(r.toks) {
		return true
	}
	t := r.toks[next]
	w := strings.TrimSuffix(strings.TrimSuffix(t.low, "'s"), "’s") // "what's"
	return strings.ContainsRune(".!", t.mark) || t.word() && (clauseWords[w] || foreignClauseWords[w] || commandWords[w] || pairTails[w])
}

// capitalPair reports whether a pair is two words in capitals, tickers
// or acronyms ("AAPL/MSFT", "TCP/IP"): never a login with a slash, and
// with a colon only as the whole message ("SELDO:MONKEY", caps lock on).
func capitalPair(user, value string) bool {
	return strings.ToUpper(user) == user && strings.ToUpper(value) == value
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
	for len(words) > 0 && (pairTails[r.toks[words[len(words)-1]].low] || FriendlyWord(r.toks[words[len(words)-1]].low)) {
		// "seldo monkey please", "its seldo mate": a friendly word is no
		// password (friendly_words.go)
		tail = words[len(words)-1]
		words = words[:len(words)-1]
	}
	if len(words) == 3 && (pairJoiners[r.toks[words[1]].low] || foreignJoiners[r.toks[words[1]].low]) {
		words = []int{words[0], words[2]}
	}
	if len(words) != 2 || !r.userFits(words[0]) {
		return
	}
	if between := words[1] - words[0] - 1; between > 1 || between == 1 && !strings.ContainsRune(",/:(-|", r.toks[words[0]+1].mark) && !r.toks[words[0]+1].word() {
		return // "http://x" is no "http x": joinedPair reads joined pairs
	}
	if capitalPair(r.text[r.toks[words[0]].from:r.toks[words[0]].to], r.text[r.toks[words[1]].from:r.toks[words[1]].to]) && words[1]-words[0] > 1 {
		return // "AAPL / MSFT" names two stocks
	}
	from, to, next, ok := r.valueAt(words[1], false)
	if !ok || next > tail || !r.plausible(from, to) {
		return // "seldo monkey,please" is no value and a tail
	}
	r.add(from, to, words[0])
}

// loginSaidBefore reports a login under way at token i: a question of the
// sign-in open, a login intro, a login word or a username the domain
// names before it ("its seldo n the passwords monkey").
func (r *secretReader) loginSaidBefore(i int) bool {
	if r.inLogin(i) {
		return true
	}
	for k := 0; k < i; k++ {
		t := r.toks[k]
		if t.word() && (isLoginWord(t.low) || r.hints.Known != nil && r.hints.Known(t.low)) {
			return true
		}
	}
	return false
}
