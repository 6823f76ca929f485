package concierge

// A username put right at the password prompt (issue 24, bank24b): after
// the username "seldp" the user sees "Please enter your password." and
// types "typo its seldo", "wrong name, should be seldo" or "i meant seldo
// not seldp". Tried as the password, the line spent a try (and a short
// one was even kept as the secret). Read instead as the username fixed:
// the new one is taken, the password asked again, no try spent — only
// where the back end can vouch the word named is no user's password
// (usernameMeant, the domain's KnownSecret), so a password is never kept
// or shown as a name.

import "github.com/concierge-dev/concierge/state"

// usernameFixed reports a line at secret's prompt that names the username
// meant in place of the one typed.
func (e *Engine) usernameFixed(secret *state.Secret, text string) bool {
	if e.domain.KnownSecret == nil {
		return false
	}
	a, _, v, ok := e.ownerCorrected(secret, text)
	return ok && a != nil && v != "" && !e.domain.KnownSecret(v)
}

// aboutTheName are words of a line that puts a username right and name
// nothing ("wrong name, should be seldo", "typo, the username is seldo").
var aboutTheName = lazyWordSet(`name username user login my the that a an wrong spelling spelt spelled spelt mistyped misspelt misspelled typed
	correct right one sorry oops typo supposed to instead was is should be it it's its bad my_bad put entered did got wrote`)
