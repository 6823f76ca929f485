package concierge

// A username written as a labelled field (R29, R53; issue 24 round 9):
// "usr: seldo", "user = seldo", "login: seldo", "Username - seldo", "u/n:
// seldo", "user id: seldo". People who sign in often copy the form of a
// sign-in page. The whole line is the label, a separator and one value:
// the username alone — the password is then asked, masked — never a
// username and password pair ("u/n" read as user u, password n, spent a
// try) nor a value of another task.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// labelledField is a whole line "LABEL SEP VALUE": group 1 the label,
// group 2 the value.
var labelledField = reading.Lazy(`(?i)^\s*(?:my\s+)?([a-z][a-z./_-]*(?: [a-z]+)?)(?:\s*(?::=|:|=>|-->|->|==|=|–|—|-|>)\s*|\s+is\s+|\s+)["'“‘]?([^\s"'”’=:]+?)["'”’]?\s*[.!]?\s*$`)

// usernameLabels are the labels of a username field.
var usernameLabels = lazyWordSet(`user usr username uname u/n u.n. u.n un userid user-id user_id user.id login signin logon
	nick nickname handle name`)

// usernameLabelPhrases are the labels of two words.
var usernameLabelPhrases = lazyWordSet(`user_name user_id login_id login_name log_in sign_in log_on member_name`)

// labelledUser is the value of a line that is only a username's label,
// a separator and the value; ok is false for any other line.
func (e *Engine) labelledUser(text string) (string, bool) {
	m := labelledField.FindStringSubmatch(text)
	if m == nil {
		return "", false
	}
	label := strings.Join(strings.Fields(strings.ToLower(m[1])), "_")
	if !usernameLabels()[label] && !usernameLabelPhrases()[label] && !e.ownUsernameLabel(label) {
		return "", false
	}
	if label == strings.ToLower(strings.TrimSpace(text)) {
		return "", false
	}
	if _, _, joined := reading.SplitJoinedLogin(m[2], e.signInSecretShape()); joined {
		return "", false // "sign in ada-1815": a username and its secret, split and masked (signin_joined.go)
	}
	return m[2], true
}

// ownUsernameLabel reports the name or label of the domain's own username
// slot ("owner"), written as a field's label.
func (e *Engine) ownUsernameLabel(label string) bool {
	_, user := e.signInAgent()
	if user == nil {
		return false
	}
	return label == strings.ToLower(user.Name) || label == strings.Join(strings.Fields(strings.ToLower(user.LabelOrName())), "_")
}

// readLabelledUser reads a labelled username at a moment a username said
// in words is the sign-in's (readSignInUserAllowed).
func (e *Engine) readLabelledUser(text string) (signInUser, bool) {
	v, ok := e.labelledUser(text)
	if !ok {
		return signInUser{}, false
	}
	a, user := e.signInAgent()
	if a == nil {
		return signInUser{}, false
	}
	if name, ok := e.usernameWord(a, user, v, true); ok {
		return signInUser{agent: a, slot: user, value: name}, true
	}
	return signInUser{}, false
}

// labelledUserLine reports a labelled username line where the sign-in
// would read it: no secret is looked for in it ("u/n: seldo" is no
// "user/password" pair).
func (e *Engine) labelledUserLine(text string) bool {
	if !e.readSignInUserAllowed() {
		return false
	}
	_, ok := e.readLabelledUser(text)
	return ok
}
