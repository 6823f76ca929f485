package understand

import (
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents/reading"
)

// The name of a secret or of a login said with "'s" for "is" (issue 24
// round 20, secret20): "it's seldo and the password's monkey", "user's
// seldo password's monkey", "my pin's 1815" state one's own sign-in, and
// were refused as harm: "password's" was read as a possessive, someone
// else's, and paired with the secret. A password, a PIN or a login owns
// nothing; "user's" and "login's" stay possessive before what a person
// owns ("the user's password", "a user's account").

// loginNounWords are the names of a secret (true) and of a login
// (false), and what follows "user's" when it is a possessive (in owned).
var loginNounWords = sync.OnceValue(func() (w struct{ secret, login, owned map[string]bool }) {
	set := func(s string) map[string]bool {
		m := map[string]bool{}
		for _, f := range strings.Fields(s) {
			m[f] = true
		}
		return m
	}
	w.secret = set("password passwd pass pw pwd pin passcode passphrase code")
	w.login = set("user username usr login name id userid")
	w.owned = set("password passwords pw pin pins account accounts acct login logins details creds credentials money balance savings checking card cards data info information notes email")
	return w
})

// loginNounIs reports raw ("password's", "user's"), ending at byte end of
// text, a secret's or a login's name contracted with "is".
func loginNounIs(text, raw string, end int) bool {
	stem, ok := strings.CutSuffix(raw, "'s")
	if !ok {
		if stem, ok = strings.CutSuffix(raw, "’s"); !ok {
			return false // "users' passwords": a plural's possessive
		}
	}
	w := loginNounWords()
	stem = strings.ToLower(stem)
	if w.secret[stem] {
		return true
	}
	if !w.login[stem] {
		return false
	}
	next, _, _ := strings.Cut(strings.TrimLeft(text[end:], " "), " ")
	return !w.owned[strings.ToLower(strings.Trim(next, `,.;:!?"'()`))]
}

// ownLoginNoun is the cue mask m of word i of msg without cueOther where
// the word is a login's name contracted with "is": "user's seldo" is
// normalised to "users", which names other people.
func ownLoginNoun(msg *message, i int, m uint32) uint32 {
	if m&(1<<cueOther) == 0 {
		return m
	}
	t := msg.toks[i]
	if loginNounIs(msg.text, msg.text[t.from:t.to], t.to) {
		m &^= 1 << cueOther
	}
	return m
}

// contractedWords are words with "'s" on them.
var contractedWords = reading.Lazy(`\b[A-Za-z]+(?:'|’)s\b`)

// loginContractionsOpened is text with each login's name contracted with
// "is" said in full: "it's seldo and the password's monkey" is "… the
// password is monkey". Any other "'s" stays.
func loginContractionsOpened(text string) string {
	if !strings.Contains(text, "'s") && !strings.Contains(text, "’s") {
		return text
	}
	var b strings.Builder
	last := 0
	for _, loc := range contractedWords.FindAllStringIndex(text, -1) {
		raw := text[loc[0]:loc[1]]
		if !loginNounIs(text, raw, loc[1]) {
			continue
		}
		stem := strings.TrimSuffix(strings.TrimSuffix(raw, "'s"), "’s")
		b.WriteString(text[last:loc[0]])
		b.WriteString(stem)
		b.WriteString(" is")
		last = loc[1]
	}
	if last == 0 {
		return text
	}
	b.WriteString(text[last:])
	return b.String()
}
