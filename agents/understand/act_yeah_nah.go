package understand

import (
	"slices"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// "Yeah nah" (R50, R51; issue plan17): a yes-word followed by a no-word
// is a no in Australian and New Zealand English ("yeah nah", "ya nah
// mate"); the act head, which weighs the yes-word most, read it as
// approve. settleYeahNah makes it the reject it is (reading.YeahNah), and
// an approve said both ways ("yeah nah yeah") is never sure.

// settleYeahNah is the act of a "yeah nah" the head read as approve: a
// reject, when the head knows it.
func settleYeahNah(act, text string, classes []string) string {
	if !strings.Contains(act, "approve") || !slices.Contains(classes, "reject") {
		return act
	}
	if _, ok := reading.YeahNah(text); !ok {
		return act
	}
	return "reject"
}
