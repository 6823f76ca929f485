package concierge

// A password given in a sentence about it (R29, R55; round 17): "i keep
// forgetting my password, its monkey", "i always forget my pw, it's
// hunter2". The password was found and masked, but the line's other
// words read as a question of trust ("keep … my password": what becomes
// of it) or as asking for the password ("forget my pw"), and the answer
// was a speech while the password the user gave went unused. A line that
// gives the secret and asks nothing is the secret given: the sign-in
// takes it.

import "strings"

// givesSecret reports a turn whose message gave a secret and is no
// question.
func givesSecret(t *turn, text string) bool {
	return t != nil && len(t.secrets) > 0 && !askedAsQuestion(text)
}

// forgetfulWords say how the user is with their password, and ask for
// nothing: "i keep forgetting my", "i always forget my", "ugh i never
// remember my".
var forgetfulWords = lazyWordSet(`i i'm im ive i've keep keeps always never often sometimes constantly forget forgets forgetting forgot forgotten
	remember remembering can't cant cannot mix mixing up my the this that so ugh oops lol haha sorry anyway but and ok okay well again though stupid dumb darn damn
	password passwords pw pwd pass passcode pin`)

// forgetfulDropped is rest, or "" when it is only words that say how the
// user is with their password and one of them forgets.
func forgetfulDropped(rest string) string {
	words := strings.Fields(normalise(rest))
	forgets := false
	for _, w := range words {
		if !forgetfulWords()[w] {
			return rest
		}
		forgets = forgets || strings.HasPrefix(w, "forg") || w == "remember" || w == "mix"
	}
	if !forgets {
		return rest
	}
	return ""
}
