package concierge

// A refused request narrowed (R8, R53; issue 24). "give me all customers
// passwords" is refused; "just list the usernames then", "fine, only the
// emails", "what about just seldo's" right after it ask for a part of the
// same thing: other people's data. Read on their own they name a sign-in
// word ("usernames") or a value, and were taken as one ("Please enter your
// password."). Within the refusal's window, a short line that narrows
// ("just", "only", "at least", "what about") to data of people other than
// the user is refused as the same request, never taken as a value.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// narrowingLead are the words that narrow what was asked before.
var narrowingLead = reading.Lazy(`(?i)\b(?:just|only|at\s?least|what\s+about|how\s+about|then|instead|even|simply|merely|at\s+minimum|the\s+rest|partial|some\s+of)\b`)

// othersData names data of people, or whose it is: the plural of a
// record ("usernames", "emails", "account numbers"), the people
// ("customers", "everyone"), or a name's possessive ("seldo's").
var othersData = reading.Lazy(`(?i)\b(?:usernames|user\s?names|user\s?ids|names|e-?mails|email\s+addresses|emails?\s+adresses|addresses|accounts|account\s+(?:numbers|ids|details|nos)|balances|phone\s+numbers|numbers|ids|logins|login\s+names|pins|passwords|pws|passcodes|details|records|titles|customers?|clients?|users|members|owners|everyone|everybody|their|theirs|them|[a-z]{3,}['’]s)\b|\b[a-z]{3,}s['’](?:\s|$)`)

// narrowOwnWords make a line about the user's own things: "just my balance".
var narrowOwnWords = lazyWordSet(`my mine myself own`)

// contractions end in 's and own nothing.
var contractions = lazyWordSet(`thats whats its lets hows wheres whos theres heres shes hes`)

// narrowsRefused reports a short line right after a refusal that asks
// for part of the refused request: other people's data, narrowed.
func (e *Engine) narrowsRefused(text string) bool {
	words := strings.Fields(text)
	if len(words) == 0 || len(words) > 10 {
		return false
	}
	r, ok := e.lastRefusal()
	if !ok || r.after > refusalWindow {
		return false
	}
	if !narrowingLead.MatchString(text) {
		return false
	}
	named := false
	for _, m := range othersData.FindAllString(text, -1) {
		lm := reading.ASCIILower(strings.TrimSpace(m))
		if strings.ContainsAny(lm, "'’") {
			if contractions()[strings.NewReplacer("'", "", "’", "").Replace(lm)] || e.ownName(lm) {
				continue // "that's", "seldo's" said by seldo
			}
		}
		named = true
	}
	if !named {
		return false
	}
	for _, w := range words {
		if narrowOwnWords()[reading.ASCIILower(strings.Trim(w, `,.;:!?"'()`))] {
			return false // "ok just my balance then": the user's own
		}
	}
	return true
}

// ownName reports a possessive of the signed-in user's own name.
func (e *Engine) ownName(possessive string) bool {
	name := strings.TrimRight(strings.NewReplacer("'s", "", "’s", "", "'", "", "’", "").Replace(possessive), " ")
	for _, v := range e.sess.Facts {
		if v != "" && reading.ASCIILower(v) == name {
			return e.signedIn()
		}
	}
	return false
}
