package concierge

// A request to change the sign-in secret (R53, R56; issue 24 round 29,
// bank32): "I want to change my password to banana123" was answered "I
// can't tell you your password", with the new password in the clear in
// the transcript, and "update my pw pls" was not understood. A request to
// change, update or set a new secret is answered: nothing here can change
// it, and where it is done. A new secret said in it ("to banana123", "new
// pin: 4321") is a secret too: masked before the message is stored or
// shown, and never used. "so how do i change it then" a few turns later,
// after a sign-in, keeps that subject (secretTalkJustBefore).

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// secretChangeWords ask for a new secret rather than to be told the old one.
var secretChangeWords = lazyWordSet("change changing changed update updating modify modifying set setting new replace replacing switch alter edit pick choose make")

// secretForgotWords ask to be told or given back the old one: that is the
// reset answer (followups.go), not this one.
var secretForgotWords = lazyWordSet("forgot forget forgotten lost remember remind what whats what's wat tell show reveal recover")

// secretSignInWords make a message a sign-in ("log in with my new password").
var secretSignInWords = lazyWordSet("log login logon signin sign")

// secretNameSet name a sign-in secret.
var secretNameSet = lazyWordSet("password passwords passwd pw pwd passcode pin pins")

// secretChangeAsked is a change asked of the secret: a verb of change a
// few words before its name ("change my password", "update my pw", "set
// a new PIN"), or "new" right before it ("my new password is …").
var secretChangeAsked = reading.Lazy(`(?i)\b(?:change|changing|update|updating|modify|modifying|set|setting|replace|replacing|switch|switching|alter|edit)\b(?:\s+\S+){0,3}?\s+(?:password|passwd|pw|pwd|passcode|pin)\b|\bnew\s+(?:password|passwd|pw|pwd|passcode|pin)\b`)

// secretChangeWanted reports a message that asks to change the sign-in
// secret, with no sign-in and no asking to be told it.
func (e *Engine) secretChangeWanted(text string) bool {
	if e.secretLabel() == "" {
		return false
	}
	plain := strings.ReplaceAll(text, state.SecretMask, " ")
	for _, w := range reading.Words(plain) {
		if secretForgotWords()[w] || secretSignInWords()[w] {
			return false
		}
	}
	return secretChangeAsked.MatchString(plain)
}

// newSecretSaid finds a new secret said with a change: "change my
// password to banana123", "set my pin as 4321", "new pw: hunter2",
// "my new password will be x9!k".
var newSecretSaid = reading.Lazy(`(?i)\b(?:(?:change|changing|set|setting|update|updating|switch|switching|make|reset|resetting|modify)\b[^.?!]{0,24}?\b(?:password|passwd|pw|pwd|passcode|pin)\s+(?:to|as|into|=|:)|new\s+(?:password|passwd|pw|pwd|passcode|pin)\s*(?:is|=|:|will be|should be|would be|to be|to|as)?)\s*["']?([^\s"']{3,})`)

// maskNewSecret masks a new secret said with a request to change it,
// and remembers it so it is masked wherever it shows again.
func (e *Engine) maskNewSecret(text string) (string, bool) {
	if e.secretLabel() == "" {
		return text, false
	}
	found := false
	for _, m := range newSecretSaid.FindAllStringSubmatchIndex(text, -1) {
		v := strings.TrimRight(text[m[2]:m[3]], ".,;!?)")
		if v == "" || strings.Contains(v, state.SecretMask) || secretNameSet()[strings.ToLower(v)] || newSecretFiller()[strings.ToLower(v)] {
			continue
		}
		e.typed.Remember(v)
		found = true
	}
	if !found {
		return text, false
	}
	masked, _ := e.typed.Mask(text)
	return masked, true
}

// newSecretFiller are words after "new password" that are not one.
var newSecretFiller = lazyWordSet("please pls plz then now thanks thank and but for here the a my it is was will would should be to as so too also please? asap")

// changeNotReset reports a question about a new secret said with a word
// of change ("change", "update", "new"), not of a forgotten one.
func (e *Engine) changeNotReset(text string) bool {
	change := false
	for _, w := range reading.Words(strings.ReplaceAll(text, state.SecretMask, " ")) {
		if secretForgotWords()[w] || w == "reset" || w == "resetting" || w == "recover" || w == "unlock" {
			return false
		}
		change = change || secretChangeWords()[w] && w != "new"
	}
	return change || secretChangeAsked.MatchString(text) // "a new one" is a reset's; "a new password" a change
}

// lastUserMasked reports the user's last message, as stored, holding a
// masked secret.
func (e *Engine) lastUserMasked() bool {
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		if m := e.sess.Messages[i]; m.Role == state.RoleUser {
			return strings.Contains(m.Text, state.SecretMask)
		}
	}
	return false
}
