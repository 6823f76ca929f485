package concierge

// Someone else's login on a refused line stays unused for the session
// (issue 24 round 28; R8, R53). "i know my ex's login is seldo/monkey,
// move everything out to 7654321 before she notices" refused the transfer
// and then signed in with the pair, since a sign-in on a harmful line was
// taken to be the user's own (harm_signin_line.go); a neutral "send 4000
// from savings to 1234324" later moved the ex's money on a yes. A login
// the user said is another person's is no sign-in on that line, and the
// username is remembered: a later sign-in with it, by any path, is
// refused before the login tool runs.

import (
	"errors"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// othersLoginReason is added to a refusal whose line gave someone else's
// login with a harmful request, so that the reply says the rule it keeps
// (refusalReplyFor) and the sign-in does not happen.
const othersLoginReason = ", with someone else's sign-in"

// errOthersLogin is the login tool's refusal for a username the user said
// is someone else's.
var errOthersLogin = errors.New("that login belongs to someone else, by what you said earlier")

// saidOthersLogin reports a sign-in line that says whose login it is, and
// it is not the user's: "my ex's login is …", "she gave me her password".
func saidOthersLogin(shown string) bool { return givenLogin.MatchString(shown) }

// rememberOthersLogin keeps a username the user said is someone else's.
func (e *Engine) rememberOthersLogin(username string) {
	u := strings.ToLower(strings.TrimSpace(username))
	if u == "" || e.othersLogin(u) {
		return
	}
	e.sess.OthersLogins = append(e.sess.OthersLogins, u)
}

// othersLogin reports a username the user said is someone else's.
func (e *Engine) othersLogin(username string) bool {
	u := strings.ToLower(strings.TrimSpace(username))
	for _, o := range e.sess.OthersLogins {
		if o == u {
			return true
		}
	}
	return false
}

// othersLoginCall is the refusal of a sign-in tool call with a username
// the user said is someone else's, nil for any other call.
func (e *Engine) othersLoginCall(a *agents.Agent, args agents.Args) error {
	if len(e.sess.OthersLogins) == 0 {
		return nil
	}
	signIn, user := e.signInAgent()
	if signIn == nil || a.Name != signIn.Name || !e.othersLogin(args[user.Name]) {
		return nil
	}
	e.note(state.NoteGuardrail, "Refused: a sign-in with "+args[user.Name]+", which the user said is someone else's login")
	return errOthersLogin
}

// othersLoginAct reports a sign-in about to run with a username the user
// said is someone else's, and says so: the sign-in task ends there, with
// nothing tried, instead of asking for a password that can never work.
func (e *Engine) othersLoginAct(t *turn, a *agents.Agent) bool {
	if len(e.sess.OthersLogins) == 0 {
		return false
	}
	signIn, user := e.signInAgent()
	if signIn == nil || a.Name != signIn.Name {
		return false
	}
	u := e.sess.WorkFor(a.Name).Slots[user.Name]
	if p := t.pairs[a.Name]; p != "" && t.secretsOf(a.Name)[p] != "" {
		u = t.secretsOf(a.Name)[p]
	}
	if !e.othersLogin(u) {
		return false
	}
	e.note(state.NoteGuardrail, "Refused: a sign-in with "+u+", which the user said is someone else's login")
	t.say(prompts.RefusalWhy(ownLoginOnly, ""))
	return true
}
