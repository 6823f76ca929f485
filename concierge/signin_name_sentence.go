package concierge

// The owner typed as a sentence of its own after the sign-in's request or
// a question about it (issue 24, tryout 37 notes 02 and 12): "LOG ME IN.
// ADA", "oh i need to sign in? ada", "sign in please. Ada". A cue reads a
// name only in its own sentence (signin_user_bounds.go), so the name in
// the next one was left: the app asked "Whose notes?" again and again, or
// judged the whole line as a bad owner. The name is taken when the line
// ends with one word that reads as a username, and what comes before it
// speaks of signing in and nothing else of substance (a few words).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// nameAfterSignInOnly reports text as the sign-in said with the username
// u as its last sentence and nothing else: the sign-in starts at once.
func (e *Engine) nameAfterSignInOnly(u signInUser, text string) bool {
	v, ok := e.nameAfterSignInSentence(u.agent, u.slot, text)
	return ok && v.value == u.value
}

// nameAfterSignInSentence reads the username said as the last sentence of
// text, after sentences that speak of signing in.
func (e *Engine) nameAfterSignInSentence(a *agents.Agent, user *agents.Slot, text string) (signInUser, bool) {
	sentences := loginSentences(text)
	if a == nil || len(sentences) < 2 {
		return signInUser{}, false
	}
	last := sentences[len(sentences)-1]
	if len(last) > 1 && !politeTail(last[1:]) {
		return signInUser{}, false // "log in. ada and then list my notes": read by the rest
	}
	var before []string
	for _, s := range sentences[:len(sentences)-1] {
		before = append(before, s...)
	}
	said := strings.Join(before, " ")
	if len(before) > 8 || !e.hasLoginCue(said) && !e.speaksOfSignIn(before) {
		return signInUser{}, false
	}
	if to := e.routesTo(said); to != nil && to != a && to.Name != agents.ConciergeName {
		return signInUser{}, false // "log in and add a note. ada": another task is asked too
	}
	w := strings.Trim(last[0], `"'()`)
	v, ok := e.usernameWord(a, user, w, e.knownUser(reading.ASCIILower(w)))
	if !ok {
		return signInUser{}, false
	}
	return signInUser{agent: a, slot: user, value: v}, true
}
