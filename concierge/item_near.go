package concierge

// A misspelt item name (tryout 39's notes 18): "delet the shoping note"
// said "There is no note called "shoping"" while "shopping" was there.
// When exactly one listed item is close to the name said — a letter or two
// off, in any case — it is the item meant.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// nearestItem is the one item of items close to v, "" when none is or
// when two are (which one is not for a guess to say).
func nearestItem(v string, items []string) string {
	q := strings.ToLower(strings.TrimSpace(v))
	if len([]rune(q)) < 4 {
		return "" // "tv" and "to": too short to tell a slip from another name
	}
	limit := 1
	if len([]rune(q)) >= 7 {
		limit = 2
	}
	found := ""
	for _, it := range items {
		c := strings.ToLower(strings.TrimSpace(it))
		if d := reading.EditDistance(q, c, limit); d <= limit {
			if found != "" {
				return ""
			}
			found = strings.TrimSpace(it)
		}
	}
	return found
}
