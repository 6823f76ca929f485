package reading

import (
	"regexp"
	"strings"
)

// A username and a secret written as one word at a sign-in (R29, R53;
// issue 24 round 9): "sign in ada-1815", "login seldo|monkey", "username
// ada\1815", "log in as seldo+monkey", "ada,1815" typed at the username
// question. People join the two with whatever mark is at hand; taken
// whole, the word was the username ("The owner is ada-1815"), the secret
// shown in the clear, stored, and the sign-in then failed for good. At a
// sign-in such a word is split: the part before the mark is the username,
// the rest the secret, masked. The tokenizer parts words at "/" and ";"
// (joinedPair and login read those), so only SplitJoinedLogin's callers
// meet them in a word.

// wordJoiners join a username and a secret inside one word. "@" only
// where the rest is no e-mail domain ("ada@example.com" stays a username
// where a domain allows one).
const wordJoiners = `-|\@+~,#/;`

// joinedWordCut is the byte offset in w of the mark that joins a username
// and a secret, or -1: the first joiner, with a username's shape before
// it (a letter first) and something after it that is no e-mail's domain.
func joinedWordCut(w string) int {
	cut := strings.IndexAny(w, wordJoiners)
	if cut < 2 || cut+1 >= len(w) {
		return -1 // "-monkey", "ada-", "a-1815"
	}
	rest := w[cut+1:]
	if w[cut] == '@' && strings.Contains(rest, ".") {
		return -1 // "ada@example.com"
	}
	if strings.Trim(rest, wordJoiners+".") == "" {
		return -1 // "ada--"
	}
	return cut
}

// SplitJoinedLogin splits one word that joins a username and a secret
// ("ada-1815", "seldo|monkey", "ada,1815") into the two, where shape,
// when not nil, is the secret's shape (a PIN's digits): a rest of
// another shape is split only when it holds a digit ("ada-181", a PIN
// mistyped), so "ada-lovelace" stays one name where a PIN is asked. ok is
// false for a word that joins nothing. The caller knows the word stands
// at a sign-in (after a login cue, or as the answer to the username
// question); a word so split is never a username.
func SplitJoinedLogin(w string, shape *regexp.Regexp) (user, secret string, ok bool) {
	cut := joinedWordCut(w)
	if cut < 0 {
		return "", "", false
	}
	user, secret = w[:cut], w[cut+1:]
	if !defaultUsername(user) {
		return "", "", false
	}
	low := ASCIILower(secret)
	if notBare()[low] || SecretKeyWord(low) {
		return "", "", false // "seldo-and", "ada-pin"
	}
	if shape != nil && !wholeMatch(shape, secret) && !strings.ContainsAny(secret, "0123456789") {
		return "", "", false
	}
	return user, secret, true
}

func wholeMatch(re *regexp.Regexp, v string) bool {
	loc := re.FindStringIndex(v)
	return loc != nil && loc[0] == 0 && loc[1] == len(v)
}

// joinedWord reads a username and a secret joined in one word at a
// sign-in: the word right after a login intro ("login ada-1815", "sign
// in as seldo|monkey", "my username is ada,1815"), or the whole answer
// to the username question ("ada-1815", "it's seldo+monkey please").
func (r *secretReader) joinedWord() {
	for k, t := range r.toks {
		if !t.word() || strings.IndexAny(r.text[t.from:t.to], wordJoiners) < 0 {
			continue
		}
		w := r.text[t.from:t.to]
		user, _, ok := SplitJoinedLogin(w, r.hints.Shape)
		if !ok || !r.userFitsValue(user) {
			continue
		}
		if !r.afterIntro(k) && !(r.hints.UserAsked && r.onlyWordOfAnswer(k)) && !r.knownJoined(user, w[len(user)+1:]) {
			continue
		}
		from := t.from + len(user) + 1
		r.addJoined(from, t.to, [2]int{t.from, t.from + len(user)})
	}
}

// afterIntro reports a word right after a login intro, maybe after "as",
// "is", "with" or a sign: "login ada-1815", "log in as ada-1815",
// "username: ada-1815", "my login is seldo|monkey".
func (r *secretReader) afterIntro(k int) bool {
	for i := r.firstIntro; i < k; i++ {
		n := r.introAt(i)
		if n == 0 {
			continue
		}
		j := i + n
		for c := 0; c < 2 && j < k && (r.isWordAt(j, "as") || r.isWordAt(j, "with") || r.isWordAt(j, "using") || r.isCopula(j) || r.sign(j)); c++ {
			j++
		}
		if j == k {
			return true
		}
	}
	return false
}

// onlyWordOfAnswer reports the only word of the message but for a lead
// ("it's", "ok") before it and a polite word after it.
func (r *secretReader) onlyWordOfAnswer(k int) bool {
	for j, t := range r.toks {
		if j == k || !t.word() {
			continue
		}
		if j < k && pairLeads[t.low] || j > k && (pairTails[t.low] || FriendlyWord(t.low)) {
			continue
		}
		return false
	}
	return true
}

// knownJoined reports a username the domain names joined to what may be
// its secret, at a sign-in or not (issue 24 round 20): "open my notes as
// ada-1815", "check balance for seldo-monkey" showed the secret in the
// clear, for no login word stood before it. With a shape (a PIN's
// digits) the rest must have it; "seldo-checking" names an account (the
// caller drops a choice word), "ada-lovelace" a name where a PIN is asked.
func (r *secretReader) knownJoined(user, rest string) bool {
	if r.hints.Known == nil || !r.hints.Known(ASCIILower(user)) {
		return false
	}
	if r.hints.Shape != nil {
		return wholeMatch(r.hints.Shape, rest)
	}
	return true
}
