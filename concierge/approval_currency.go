package concierge

// An amount in another currency said at an approval (R25, R53; issue 24
// round 10): "75 quid", "make it €40", "send 50 euros instead". The call
// moves US dollars only; the figure was named back as "make it 75", as if
// it were dollars, or dropped. It is cannot(kept): the currency is named
// and the amount in dollars asked for, and the approval waits as it was.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// foreignAmount finds an amount in another currency: figures ("75 quid",
// "€40", "GBP 30") or number words ("forty euros", "a hundred pounds").
var foreignAmount = reading.Lazy(`(?i)` + reading.ForeignAmountPattern +
	`|\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|grand|few)\s+(?:` +
	reading.ForeignWordsPattern + `)\b`)

// currencyRead is the cannot(kept) for an amount in another currency said
// at an approval of a call that moves money; ok is false otherwise. It
// only reads.
func currencyRead(a *agents.Agent, text string) (apCommand, bool) {
	if moneySlot(a) == nil {
		return apCommand{}, false
	}
	said := foreignAmount.FindString(text)
	if said == "" {
		return apCommand{}, false
	}
	said = strings.TrimSpace(said)
	reason := fmt.Sprintf("%s is not in US dollars, and I can only move dollars: how much is it in dollars? Say \"make it\" with the amount in dollars", said)
	return keptCmd(a, text, reason), true
}
