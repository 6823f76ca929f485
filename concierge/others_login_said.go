package concierge

// Someone else's login said in any order (issue 24, bank31; R8, R53): "my
// wife's password is monkey, user seldo, empty the savings into 7654321"
// was refused, but only "my ex's login is seldo/monkey" had its username
// remembered as another person's (others_login.go), so a later sign-in as
// seldo went ahead. A refused line that says whose login it is keeps the
// username it names, however the pair is said: a username labelled
// ("user seldo", "her username is seldo", "login: seldo"), a pair with a
// slash ("seldo/monkey"), or a username the domain names.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// labelledUsername is a username after its label: "user seldo", "her
// username is seldo", "login: seldo", "seldo/monkey".
var labelledUsername = reading.Lazy(`(?i)\b(?:user ?name|user|login|log ?in|id)\s*(?:is\s+|:\s*|=\s*|-\s*)?([a-z0-9][a-z0-9_.@-]*)|\b([a-z0-9][a-z0-9_.@-]*)\s*/\s*\S+`)

// notAUsername are words a label may stand before that name no user.
var notAUsername = lazyWordSet(`is and or the a my her his their its it to for with of as in on pw pass password passwd pwd pin details name`)

// rememberOthersOnRefused keeps the username a refused line gives as
// someone else's, if it gives one.
func (e *Engine) rememberOthersOnRefused(text string) {
	if !saidOthersLogin(text) {
		return
	}
	if a, _ := e.signInAgent(); a == nil {
		return
	}
	for _, m := range labelledUsername.FindAllStringSubmatch(text, -1) {
		u := m[1] + m[2]
		if u == "" || notAUsername()[strings.ToLower(u)] || strings.Contains(u, "•") {
			continue
		}
		e.rememberOthersLogin(u)
		return
	}
	known := e.knownUsers()
	for _, w := range reading.Words(text) {
		if _, ok := known[w]; ok {
			e.rememberOthersLogin(w)
			return
		}
	}
}
