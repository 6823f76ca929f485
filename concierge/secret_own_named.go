package concierge

import "github.com/concierge-dev/concierge/agents/reading"

// The user's own secret named with nothing else (tryout 40, notes 07):
// "my pin lol", "i need my pin", "gimme my password pls", "can i have my
// pin?". No question word asks for it, yet nothing else is said: the line
// asks for the secret, which is never shown (followups.go), and no task
// (a list of notes searched for "pin") runs instead.

// ownSecretAskWords are the words such a line may hold besides "my" and
// the secret's name: who, a verb of having or getting, and a time word.
var ownSecretAskWords = lazyWordSet(`i me u you can could would will may give gimme get got have need needed want wanna send
tell the a again now back real quick quickly`)

// ownSecretOnly reports words that say "my" and at most two other words
// (the secret's name: "pin", "pin number") besides ownSecretAskWords and
// words that only colour a line ("lol", "pls", "btw"). The caller checks
// that those words name the secret.
func ownSecretOnly(words []string) bool {
	mine, other := false, 0
	for _, w := range words {
		switch {
		case w == "my":
			mine = true
		case ownSecretAskWords()[w] || reading.FriendlyWord(w):
		default:
			other++
		}
	}
	return mine && other >= 1 && other <= 2
}
