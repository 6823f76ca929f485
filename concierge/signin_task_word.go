package concierge

// A task word is never the username, whichever way of saying a sign-in
// read it (rounds 33–34): "login depost 40", "user transfer 50 to
// savings" sent every password to user "depost" or "transfer" and locked
// the login. The sign-in then asks for the username and the task runs.

import "github.com/concierge-dev/concierge/agents/reading"

// readSignInUser is readSignInUserAny without a task word for a username.
func (e *Engine) readSignInUser(text string) (signInUser, bool) {
	u, ok := e.readSignInUserAny(text)
	if ok && e.taskWordNotUser(reading.ASCIILower(u.value)) {
		return signInUser{}, false
	}
	return u, ok
}
