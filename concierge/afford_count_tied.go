package concierge

// The count of an affordability question is the one tied to "afford"
// (tryout 41 bank 19): "how much is one share of microsoft, and could i
// afford 3 of em with whats in my checking" answered for one share, the
// first count in the message, and said "Yes" where 3 shares were more
// than the balance. The count said after the cue — a figure or a small
// number in words before "of em/them/those", "more", "shares" or any word
// — is the one asked about; the first count is used only when none
// follows the cue.

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// countAfterCue is a count right after the afford cue: "afford 3 of em",
// "buy three of them", "get 5 more", "afford 2 shares", "afford 4 msft".
var countAfterCue = reading.Lazy(`(?i)^\W*(?:(?:to\s+)?(?:buy|get|purchase|grab)\s+)?(?:like\s+|maybe\s+|about\s+|another\s+)?(\d{1,6}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|fifty|hundred)\b\s*(?:more\b|of\s+(?:em|'em|them|those|these|it|that)\b|shares?\b|stocks?\b|[a-z])`)

// countAtAfford is the count said right after the afford cue in text; ok
// is false when none is.
func countAtAfford(text string) (int64, bool) {
	loc := affordCue.FindStringIndex(text)
	if loc == nil {
		return 0, false
	}
	m := countAfterCue.FindStringSubmatch(text[loc[1]:])
	if m == nil {
		return 0, false
	}
	n, err := strconv.ParseInt(m[1], 10, 64)
	if err != nil {
		n = shareCountWords()[strings.ToLower(m[1])]
	}
	return n, n > 0
}

// sharesSaid is a count of shares in words: "1 share", "3 shares".
func sharesSaid(n int64) string {
	if n == 1 {
		return "1 share"
	}
	return fmt.Sprintf("%d shares", n)
}
