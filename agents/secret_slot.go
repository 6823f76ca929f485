package agents

import (
	"regexp"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// A secret typed in the clear is found by reading.FindSecrets; this file
// tells it what an agent's slots say: the secret slot's cues, and the slot
// that names whose secret it is, read the way the extractor reads it.

// SecretHints is what the caller knows beyond the secret slot itself.
type SecretHints struct {
	// User is the slot of the same agent that says whose secret it is:
	// the bank's username, a member id. With it a match reports the
	// username typed with the password, checked against User's Pattern.
	User *Slot
	// UserAsked says the message answers User's question, so two bare
	// words ("seldo monkey") are a username and a password. Without it a
	// bare pair is never taken: "check balance" is not a login.
	UserAsked bool
	// SecretAsked says the message answers the secret's own question, so
	// a weak name of it counts ("pass monkey" at the password prompt).
	SecretAsked bool
	// Known reports a username the domain names (lower case), so a word
	// joining it to a secret is split wherever it stands (reading's
	// SecretHints.Known).
	Known func(low string) bool
}

// SecretHintsFor returns the hints for agent a's secret slots, asked being
// the slot a asked for last: the user slot is the text slot nearest before
// a's first secret slot (the username before the password, the member id
// before the PIN).
func SecretHintsFor(a *Agent, asked string) SecretHints {
	if a == nil {
		return SecretHints{}
	}
	var user *Slot
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == KindSecret {
			return SecretHints{User: user, UserAsked: user != nil && user.Name == asked}
		}
		if s.Kind == KindText || s.Kind == KindPattern {
			user = s
		}
	}
	return SecretHints{} // no secret, no owner
}

// FindSecret finds the first secret typed in the clear for s, so the loop
// can take it for the slot and mask it before the message is stored or
// shown. It returns the value and its byte span in text. It reads every
// form FindSecrets reads without hints; callers that know the agent's
// username slot should call FindSecrets.
func FindSecret(s *Slot, text string) (string, []int) {
	ms := FindSecrets(s, text, SecretHints{})
	if len(ms) == 0 {
		return "", nil
	}
	return ms[0].Value, []int{ms[0].Span[0], ms[0].Span[1]}
}

// FindSecrets finds every secret typed in the clear for the secret slot s,
// in text order, without overlaps: the forms reading.FindSecrets reads,
// with s's own cues and the user slot of hints. Any other kind of slot
// has no secret to find.
func FindSecrets(s *Slot, text string, hints SecretHints) []reading.SecretMatch {
	if s == nil || s.Kind != KindSecret {
		return nil
	}
	h := reading.SecretHints{Cues: s.Cues, UserAsked: hints.UserAsked, SecretAsked: hints.SecretAsked, Shape: SecretShape(s), Known: hints.Known}
	if u := hints.User; u != nil {
		h.User = &reading.SecretOwner{Cues: u.Cues, Pattern: u.Pattern, Cued: func(text string, skip [][2]int) (string, bool) {
			x := &extraction{text: text, lower: reading.ASCIILower(text)}
			for _, sp := range skip {
				x.consumed = append(x.consumed, span{sp[0], sp[1]})
			}
			v, _, ok := x.cued(u)
			return v, ok
		}}
	}
	return reading.FindSecrets(text, h)
}

// pinShape is a PIN's shape when its slot declares none: a personal
// identification number is four to eight digits.
var pinShape = regexp.MustCompile(`^[0-9]{4,8}$`)

// SecretShape is the shape every value of the secret slot s has, so that
// a value of that shape typed where nothing asked for it can be known for
// the secret it likely is: the slot's own Pattern, or a PIN's digits for
// a slot named, labelled or cued as a PIN (a passcode may hold letters).
// A password has no shape: nil.
func SecretShape(s *Slot) *regexp.Regexp {
	if s == nil || s.Kind != KindSecret {
		return nil
	}
	if s.Pattern != nil {
		return s.Pattern
	}
	for _, w := range append([]string{s.Name, s.Label}, s.Cues...) {
		switch reading.ASCIILower(strings.TrimSpace(w)) {
		case "pin", "pin code", "pincode", "pin number":
			return pinShape
		}
	}
	return nil
}

// SecretShaped reports a value, as a whole, of the shape of the secret
// slot s (SecretShape): false for a slot without one.
func SecretShaped(s *Slot, v string) bool {
	re := SecretShape(s)
	if re == nil || v == "" {
		return false
	}
	loc := re.FindStringIndex(v)
	return loc != nil && loc[0] == 0 && loc[1] == len(v)
}
