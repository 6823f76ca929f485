package concierge

// Caps Lock on at a failed sign-in (R29, R55; issue 24): "USERNAME SELDO
// PASSWORD MONKEY" failed with no hint why. When the password a sign-in
// refused is letters in capitals only, the reply adds that passwords are
// case-sensitive and asks about Caps Lock; the password itself is never
// shown. A username in capitals needs no hint: the bank's own check
// matches usernames case-insensitively already (its users are lower-case
// words), so "SELDO" with "monkey" signs in.

import (
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
)

// shouted reports a value of letters in capitals only (digits and marks
// may stand among them): "MONKEY", "HUNTER2". A PIN of digits is none.
func shouted(v string) bool {
	return strings.ContainsFunc(v, unicode.IsLetter) && !strings.ContainsFunc(v, unicode.IsLower)
}

// capsLockHint is the agent's reply with the Caps Lock hint added, when
// the result clears a secret the turn carried in capitals.
func capsLockHint(t *turn, a *agents.Agent, res agents.Result) string {
	for _, c := range res.Clear {
		if s := a.Slot(c); s == nil || s.Kind != agents.KindSecret {
			continue
		}
		if v := t.secretsOf(a.Name)[c]; v != "" && shouted(v) {
			return join(res.Reply, prompts.CapsLockOn())
		}
	}
	return res.Reply
}
