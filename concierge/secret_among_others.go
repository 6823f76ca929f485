package concierge

// The secret asked for typed with another one (R29, R55; issue 24 round
// 9): "pin 1815 and my card is 4111 1111 1111 1111", "the pin is 1815 and
// my bank pin is 9999", "1815, my password for email is hunter2". The
// asked secret is the one said plainly (alone, or after its own name with
// nothing else's name before it); the others — a card number, a PIN or a
// password named as another thing's — are not used, never shown or kept
// (the whole line is masked, and each part is remembered so that it is
// masked wherever it comes back), and the reply says in one sentence that
// they were not used. Before, the last secret of the line was tried (the
// bank's PIN), or "email" was taken as the notes' owner.

import (
	"context"
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// otherSecretNames name a secret or a number that is not the one asked:
// a card's, a bank's, an account's, a service's.
var otherSecretNames = lazyWordSet(`card credit debit visa mastercard amex bank banking atm account email e-mail gmail outlook wifi wi-fi
	phone mobile ssn social security tax tfn passport licence license netflix facebook instagram work office laptop computer
	alarm door safe locker other another old previous cvv cvc cvn expiry sim`)

// longNumber is a number of nine digits or more, in groups or not: a card,
// an account, a phone or a social security number — never a PIN.
var longNumber = reading.Lazy(`\b\d(?:[ -]?\d){8,}\b`)

// qualifiedBefore reports a name of another thing in the few words before
// at ("my bank pin is 9999", "password for email is").
func qualifiedBefore(text string, at int) bool {
	words := reading.Words(strings.ToLower(text[:at]))
	from := max(0, len(words)-4)
	for i := len(words) - 1; i >= from; i-- {
		if words[i] == "and" || words[i] == "also" || words[i] == "but" {
			return false // the words before belong to another clause
		}
		if otherSecretNames()[words[i]] {
			return true
		}
	}
	return false
}

// secretAmongOthers is the asked secret of a line that holds others as
// well, with the others; ok is false when the line holds one secret only,
// or none said plainly.
func (e *Engine) secretAmongOthers(secret *state.Secret, typed string) (value string, others []string, ok bool) {
	a := e.domain.Agent(secret.Agent)
	if a == nil || a.Slot(secret.Slot) == nil {
		return "", nil, false
	}
	s := a.Slot(secret.Slot)
	type cand struct {
		v    string
		span [2]int
	}
	var cands []cand
	longs := longNumber.FindAllStringIndex(typed, -1)
	inLong := func(from, to int) bool {
		for _, l := range longs {
			if from >= l[0] && to <= l[1] {
				return true
			}
		}
		return false
	}
	for _, m := range agents.FindSecrets(s, typed, agents.SecretHints{SecretAsked: true}) {
		cands = append(cands, cand{m.Value, m.Span})
	}
	if shape := agents.SecretShape(s); shape != nil {
		for _, l := range wordShaped(shape).FindAllStringIndex(typed, -1) {
			if dup := len(cands) > 0 && containsSpan(cands[0].span, l); !dup && !inLong(l[0], l[1]) {
				cands = append(cands, cand{typed[l[0]:l[1]], [2]int{l[0], l[1]}})
			}
		}
	}
	chosen := -1
	for i, c := range cands {
		if !inLong(c.span[0], c.span[1]) && !qualifiedBefore(typed, c.span[0]) {
			chosen = i
			break
		}
	}
	if chosen < 0 {
		return "", nil, false
	}
	for i, c := range cands {
		if i != chosen && c.v != cands[chosen].v {
			others = append(others, c.v)
		}
	}
	for _, l := range longs {
		others = append(others, typed[l[0]:l[1]])
	}
	if len(others) == 0 {
		return "", nil, false
	}
	return cands[chosen].v, others, true
}

// wordShaped is a secret's shape as a whole word of a line.
func wordShaped(shape *regexp.Regexp) *regexp.Regexp {
	return regexp.MustCompile(`\b(?:` + strings.TrimSuffix(strings.TrimPrefix(shape.String(), "^"), "$") + `)\b`)
}

func containsSpan(outer [2]int, l []int) bool { return l[0] >= outer[0] && l[1] <= outer[1] }

// secretAmongOthersTurn tries the asked secret of a line that holds others,
// and says that the others were not used; ok is false for any other line.
func (e *Engine) secretAmongOthersTurn(ctx context.Context, secret *state.Secret, typed string) (bool, error) {
	v, others, ok := e.secretAmongOthers(secret, typed)
	if !ok {
		return false, nil
	}
	e.typed.Remember(strings.TrimRight(typed, "\r\n"))
	e.typed.Remember(v)
	for _, o := range others {
		e.typed.Remember(o)
	}
	e.userMessage(state.SecretMask, true)
	return true, e.runTurn(ctx, state.SecretMask, func(t *turn) error {
		e.sess.Pending.Secret = nil
		t.setSecret(secret.Agent, secret.Slot, v)
		e.note(state.NoteProgress, fmt.Sprintf("The user provided the %s; the other secret-looking parts of the line were not used", secret.Label))
		t.say(prompts.OtherSecretsNotUsed(secret.Label))
		a := e.domain.Agent(secret.Agent)
		if a == nil || e.sess.Speaker != a.Name {
			return fmt.Errorf("the %s was asked for by %q, which no longer holds the turn", secret.Label, secret.Agent)
		}
		t.text = ""
		return e.run(t, advanceStep(a))
	})
}

// pickSecret is the match of a line that is the secret: a later one
// corrects an earlier one ("pin 1234, no wait 1815"), unless the later
// one is named as another thing's ("the pin is 1815 and my bank pin is
// 9999"), when the first said plainly is. A candidate said as another
// ("either monkey or donkey") corrects nothing: the first is tried.
func pickSecret(text string, ms []reading.SecretMatch) reading.SecretMatch {
	if said := slices.DeleteFunc(slices.Clone(ms), func(m reading.SecretMatch) bool { return m.Alternative }); len(said) > 0 {
		ms = said
	}
	last := ms[len(ms)-1]
	if len(ms) < 2 || !qualifiedBefore(text, last.Span[0]) {
		return last
	}
	for _, m := range ms {
		if !qualifiedBefore(text, m.Span[0]) {
			return m
		}
	}
	return last
}

// cardNumber is a payment card's number: 13 to 19 digits, in groups or
// not, that pass the Luhn check.
var cardNumber = reading.Lazy(`\b\d(?:[ -]?\d){12,18}\b`)

// maskCardNumbers masks the card numbers of a line that holds a secret
// ("pin 1815 and my card is 4111 1111 1111 1111"), remembered so that they
// are masked wherever they come back.
func (e *Engine) maskCardNumbers(text string) string {
	return cardNumber.ReplaceAllStringFunc(text, func(m string) string {
		if !luhn(m) {
			return m
		}
		e.typed.Remember(m)
		return state.SecretMask
	})
}

// luhn reports a number, spaces and dashes ignored, that passes the Luhn
// check of card numbers.
func luhn(n string) bool {
	sum, double := 0, false
	for i := len(n) - 1; i >= 0; i-- {
		c := n[i]
		if c == ' ' || c == '-' {
			continue
		}
		d := int(c - '0')
		if double {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
		double = !double
	}
	return sum%10 == 0
}
