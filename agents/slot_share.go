package agents

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// ShareOf lets a money slot take an amount said as a share of a balance
// ("half my checking balance", "10% of my savings", "everything in
// savings"): the phrase is kept as it was said, and resolved by Normalize
// against the facts it is given (the task's pinned facts), once the
// balance is known.
type ShareOf struct {
	Amount string // the fact holding the balance: "account_balance"
	Name   string // the fact naming whose balance it is: "account_name"
}

// shareAmount resolves a share phrase raw against the facts; ok is false
// when raw is no share phrase.
func (s *Slot) shareAmount(raw string, f Facts) (v string, ok bool, err error) {
	if s.Share == nil {
		return "", false, nil
	}
	sh, found := reading.ParseShare(raw)
	if !found {
		return "", false, nil
	}
	of := f[s.Share.Name]
	if sh.Name != "" && of != "" && !sameName(sh.Name, of) {
		return "", true, fmt.Errorf("that is a share of the %s balance, but the money comes from %s", sh.Name, of)
	}
	balance, perr := reading.ParseMoney(f[s.Share.Amount])
	if f[s.Share.Amount] == "" || perr != nil {
		return "", true, fmt.Errorf("I can't work out %q before the balance is checked", reading.Clip(strings.TrimSpace(raw), 40))
	}
	// rounded down to the cent: a share is never more than it says
	c := reading.Cents(int64(balance) * sh.Num / sh.Den)
	return c.Plain(), true, nil
}

// sameName reports whether a word said names the account called name:
// "checking" for Checking, "saving" for Savings, "chequing" for Checking.
func sameName(said, name string) bool {
	a, b := strings.TrimSuffix(strings.ToLower(said), "s"), strings.TrimSuffix(strings.ToLower(name), "s")
	if a == b || strings.HasPrefix(b, a+" ") {
		return true
	}
	return len(a) >= 6 && reading.EditDistance(a, b, 2) <= 2
}

// share finds a share phrase for the slot in the text, outside the spans
// already read. Its name, when it says one, must be a word the agent knows
// as a name of a value ("checking"), or the phrase must say "balance" or
// "account": "all my friends" is no amount.
func (x *extraction) share(s *Slot) (string, span, bool) {
	if s.Share == nil {
		return "", span{}, false
	}
	sh, ok := reading.FindShare(x.text)
	if !ok || !x.free(sh.From, sh.To) || x.negated(sh.From) {
		return "", span{}, false
	}
	if sh.Name != "" && !sh.Object && !x.namesValue(sh.Name) {
		return "", span{}, false
	}
	return x.text[sh.From:sh.To], span{sh.From, sh.To}, true
}

// namesValue reports a word that names a value of one of the agent's
// slots: a Named word or a choice.
func (x *extraction) namesValue(w string) bool {
	if x.agent == nil {
		return false
	}
	for _, s := range x.agent.Slots {
		for _, n := range s.Named {
			if strings.EqualFold(n, w) {
				return true
			}
		}
		for _, c := range s.Choices {
			if strings.EqualFold(c.Value, w) {
				return true
			}
		}
	}
	return false
}
