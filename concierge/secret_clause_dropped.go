package concierge

// A sentence that only gives a password, said beside a request ("decline
// 22KK11 motor, reason driver was drunk. fyi my password is •••••• in
// case you need it"): the mask was cut where it stood, and the rest of
// that sentence ("fyi in case you need it") went into the letter's
// reason. A clause whose words, the mask aside, only give the secret
// ("my portal password is …", "btw pw …, if u need it") is left out
// whole; a clause that says anything else keeps its words ("a note saying
// the router password is …" is a note about the router).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// secretClauseBreak ends a clause: a sentence's end, a dash, or an aside word
// after a comma ("…, fyi my pw is …").
var secretClauseBreak = reading.Lazy(`(?i)[.!?;]+\s+|\s+[-–—]+\s+|,\s*(?:btw|fyi|ps|p\.s\.|by the way|oh and|also|and)\b|\s+(?:btw|fyi|ps)\b`)

// secretTalkWords are the words of a clause that only gives a password.
var secretTalkWords = lazyWordSet(`my the our your its it's its is was are here heres here's this
	password passwd pwd pw pass passcode pin login code portal system online banking account acct user
	fyi btw ps by way oh and also just for reference in case you u need needed it if want wanted to
	of use log sign on with that incase`)

// withoutSecretClause is stored without each clause that only gives a
// masked secret; ok is false when none is, or when nothing would be left.
func withoutSecretClause(stored string) (string, bool) {
	if !strings.Contains(stored, state.SecretMask) {
		return stored, false
	}
	var kept []string
	dropped, last := false, false
	from := 0
	cut := func(to, next int) {
		clause := stored[from:to]
		switch {
		case strings.Contains(clause, state.SecretMask) && onlySecretTalk(clause),
			last && onlySecretTalk(clause): // "… is ••••••! just in case"
			dropped, last = true, true
		case strings.TrimSpace(clause) != "":
			kept, last = append(kept, strings.TrimSpace(clause)), false
		}
		from = next
	}
	for _, loc := range secretClauseBreak.FindAllStringIndex(stored, -1) {
		// the break's own mark stays with the clause before it; an aside
		// word starts the clause after it
		end := loc[0] + len(strings.TrimRight(strings.TrimLeft(stored[loc[0]:loc[1]], " "), " "))
		if w := strings.TrimLeft(stored[loc[0]:loc[1]], ",.!?;-–— "); w != "" {
			end = loc[0] + strings.Index(stored[loc[0]:loc[1]], w)
			cut(loc[0], end)
			continue
		}
		cut(end, loc[1])
	}
	cut(len(stored), len(stored))
	if !dropped || len(kept) == 0 {
		return stored, false
	}
	return strings.TrimRight(strings.Join(kept, " "), ",;- "), true
}

// onlySecretTalk reports a clause whose words, its mask aside, only give
// the secret.
func onlySecretTalk(clause string) bool {
	words := reading.Words(strings.ToLower(strings.ReplaceAll(clause, state.SecretMask, " ")))
	for _, w := range words {
		if !secretTalkWords()[w] {
			return false
		}
	}
	return true
}
