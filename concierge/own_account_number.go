package concierge

// The user's own account said by its number (R27, R50; issue 24, round
// 13): "from 1234567890", "use 2345678901" at "Which account would you
// like the balance of: Checking or Savings?", "send 50 from 1234567890 to
// 7654321". The number was read as a destination kept for later ("Noted:
// 2345678901, for when we transfer money") and the account asked again.
// A domain that resolves its accounts' names to ids (a slot's Named and
// Resolve: the bank's "to my savings") knows the signed-in user's own
// numbers; each one said is put as its name before the message is read,
// so every reader takes it as that account — as the source or the
// balance's account. A number said as a destination ("to 2345678901") is
// left to the destination's slot, which reads the user's own numbers.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// accountNumber is a number long enough to be an account's.
var accountNumber = reading.Lazy(`\b\d{5,17}\b`)

// ownAccountNumbers is text with each of the user's own account numbers
// put as the account's name: "from 1234567890" → "from checking". Text as
// it was when a secret is asked, nobody is signed in, or the domain
// resolves no names.
func (e *Engine) ownAccountNumbers(text string) string {
	if e.sess.Pending.Secret != nil || !accountNumber.MatchString(text) && !lastDigitsSaid.MatchString(text) {
		return text
	}
	names := e.ownAccountIDs()
	if len(names) == 0 {
		return text
	}
	text = ownLastDigits(text, names)
	var b strings.Builder
	last := 0
	for _, m := range accountNumber.FindAllStringIndex(text, -1) {
		name, ok := names[text[m[0]:m[1]]]
		if !ok || paidInto.MatchString(text[:m[0]]) {
			continue // "to 2345678901": the destination's slot reads its own numbers
		}
		b.WriteString(text[last:m[0]])
		b.WriteString(name)
		last = m[1]
	}
	b.WriteString(text[last:])
	return b.String()
}

// paidInto ends where a destination is said: "to", "into", "to account".
var paidInto = reading.Lazy(`(?i)\b(?:to|into|onto|in to|towards)(?:\s+(?:my|the|account|acct|account number|acct no|number|id|#))*\s*$`)

// ownAccountIDs are the signed-in user's account ids, each with its name,
// by the slots that resolve names to ids.
func (e *Engine) ownAccountIDs() map[string]string {
	facts := agents.Facts(e.sess.Facts)
	var out map[string]string
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			if s.Resolve == nil {
				continue
			}
			for _, n := range s.Named {
				id, err := s.Resolve(n, facts)
				if err != nil || id == "" {
					continue
				}
				if out == nil {
					out = map[string]string{}
				}
				if _, seen := out[id]; !seen {
					out[id] = strings.ToLower(n)
				}
			}
		}
	}
	return out
}

// lastDigitsSaid names an account by the last digits of its number: "the
// one ending 7890", "acct ending in 8901", "acct ...7890", "xxxx8901"
// (issue 24, bank27).
var lastDigitsSaid = reading.Lazy(`(?i)(?:\b(?:(?:the|my)\s+)?(?:one|account|acct|acc|acount)\s+(?:that\s+|which\s+)?)?(?:\bending|\bends|\bend)(?:\s+(?:in|with|on))?\s+(?:#\s*)?(\d{3,6})\b|(?:\b(?:account|acct|acc|acount)\s*(?:#\s*)?)?(?:\.{2,}|…|[x*•]{2,})\s*(\d{3,6})\b`)

// ownLastDigits is text with each account named by the last digits of one
// (and only one) of the user's own numbers put as that account's name:
// "from the one ending 7890" → "from checking".
func ownLastDigits(text string, names map[string]string) string {
	return lastDigitsSaid.ReplaceAllStringFunc(text, func(m string) string {
		sm := lastDigitsSaid.FindStringSubmatch(m)
		digits := sm[1] + sm[2]
		found := ""
		for id, name := range names {
			if strings.HasSuffix(id, digits) {
				if found != "" && found != name {
					return m // two accounts end so: neither is meant for sure
				}
				found = name
			}
		}
		if found == "" {
			return m
		}
		return found
	})
}
