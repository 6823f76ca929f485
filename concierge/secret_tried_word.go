package concierge

// A password tried aloud at no prompt, right after talk about it (R55;
// issue 24): "whats the password for seldo i forgot it", then "ugh ok try
// monkey". No prompt was open, so the word was shown in clear. A line of
// filler around one word, with "try" in it, typed while the last messages
// talk about the password, is masked all the same — never used, since no
// sign-in asked for it. When in doubt, a password is masked.

import (
	"strings"

	"github.com/concierge-dev/concierge/state"
)

// recentSecretTalk is how many messages back talk about the password
// still makes a tried word one.
const recentSecretTalk = 4

// maskTriedWord masks the one word of a "try X" line typed right after
// talk about the sign-in's secret.
func (e *Engine) maskTriedWord(text string) string {
	a, user := e.signInAgent()
	if a == nil {
		return text
	}
	slot := secretSlotAfter(a, user)
	if slot == nil || !e.secretTalkedOf(slot.LabelOrName()) || e.refusedSignInToOthers() || e.recentlyRefused() {
		// after a refused sign-in to someone else's account the guess is
		// the refused act, read as typed by harm_insist.go
		return text
	}
	tried, kept := false, []string{}
	for _, f := range strings.Fields(text) {
		w := strings.Trim(strings.ToLower(f), `,.;:!?`)
		if w == "try" || w == "trying" {
			tried = true
		}
		if !courtesyWords()[w] && !warmWords()[w] {
			kept = append(kept, f) // "ugh fine, try monkey"
		}
	}
	v, ok := secretAmongFiller(strings.Join(kept, " "), slot)
	if !tried || !ok || e.choiceWord(v) || len(v) < 3 {
		return text // "try again", "try checking"
	}
	e.typed.Remember(v)
	return strings.Replace(text, v, state.SecretMask, 1)
}

// secretTalkedOf reports a message among the last few that names the
// secret: "whats the password for seldo", "I can't tell you your
// password".
func (e *Engine) secretTalkedOf(label string) bool {
	label = strings.ToLower(label)
	msgs := e.sess.Messages
	for i := len(msgs) - 1; i >= 0 && i >= len(msgs)-recentSecretTalk; i-- {
		if strings.Contains(strings.ToLower(msgs[i].Text), label) {
			return true
		}
	}
	return false
}
