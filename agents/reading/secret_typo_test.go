package reading

import (
	"strings"
	"testing"
)

// The key word of a secret is read with a typo or as a word for a secret
// said in a login ("my pasword is monkey", "passwrd: monkey", "login
// seldo, my secret monkey"), and a username and password joined by a
// spaced slash is a login when it is the whole message ("seldo / monkey").
// Words about a password, misspelt or not, are still no secret.
func TestSecretKeyWordsWithTypos(t *testing.T) {
	t.Parallel()
	user := &SecretOwner{Cues: []string{"username", "user", "login"}}
	for _, c := range []struct {
		text, want, user string
	}{
		{"my pasword is hunter22", "hunter22", ""},
		{"passwrd: tulip-88", "tulip-88", ""},
		{"the passowrd is kestrel", "kestrel", ""},
		{"pssword=zebra9", "zebra9", ""},
		{"pasword zebra9", "zebra9", ""},
		{"my passcod is 7731", "7731", ""},
		{"pswd: hunter22", "hunter22", ""},
		{"my pword is kestrel", "kestrel", ""},
		{"usrname ada passwrd lovelace", "lovelace", "ada"},
		{"my login is ada, my secret lovelace.", "lovelace", ""},
		{"login ada secret word lovelace", "lovelace", ""},
		{"ada / lovelace", "lovelace", "ada"},
		{"ada | lovelace", "", ""},
		{"I forgot my pasword", "", ""},
		{"the pasword is wrong", "", ""},
		{"I passed the exam yesterday", "", ""},
		{"it's a secret", "", ""},
		{"passwords matter", "", ""},
		{"usernames work", "", ""},
		{"can you keep a secret", "", ""},
	} {
		ms := FindSecrets(c.text, SecretHints{User: user})
		got, gotUser := "", ""
		if len(ms) > 0 {
			got, gotUser = ms[len(ms)-1].Value, ms[len(ms)-1].Username
		}
		if got != c.want || c.user != "" && gotUser != c.user {
			t.Errorf("%q: got %q (user %q), want %q (user %q)", c.text, got, gotUser, c.want, c.user)
		}
	}
}

// A weak name of a secret ("pass", "pin", "secret") opening the last
// clause of a message, its value the last word, is a secret; elsewhere it
// is an everyday word.
func TestWeakCueInTheLastClause(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ text, want string }{
		{"ada here, pass lovelace", "lovelace"},
		{"it's ada. pass: lovelace", "lovelace"},
		{"its me ada, secret lovelace", "lovelace"},
		{"hello, pass the salt please", ""},
		{"pass lovelace", "lovelace"}, // a cue and a word, the whole message (secret_cue_word.go)
		{"I want to pass on this one, thanks", ""},
		{"ok, pass it on", ""},
		{"show my balance. account ada secret lovelace", "lovelace"},
		{"customer ada pass lovelace", "lovelace"},
		{"my account balance pass it on", ""},
	} {
		ms := FindSecrets(c.text, SecretHints{})
		got := ""
		if len(ms) > 0 {
			got = ms[len(ms)-1].Value
		}
		if got != c.want {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

// At the secret's own prompt a weak name of it counts: "pass lovelace" is
// the password. At no prompt "pass" and "pin" with one word count too
// (secret_cue_word.go), where "secret lovelace" is two words.
func TestWeakCueAtTheSecretPrompt(t *testing.T) {
	t.Parallel()
	for _, text := range []string{"pass lovelace", "pin 4321", "secret lovelace"} {
		if ms := FindSecrets(text, SecretHints{SecretAsked: true}); len(ms) != 1 || ms[0].Value != strings.Fields(text)[1] {
			t.Errorf("%q at the prompt: %+v", text, ms)
		}
		if ms := FindSecrets(text, SecretHints{}); (len(ms) != 0) != (strings.Fields(text)[0] != "secret") {
			t.Errorf("%q at no prompt: %+v", text, ms)
		}
	}
}
