package concierge

// A change of mind that asks something else (R50: cancel(current), then
// start_task): "i changed my mind i dont want to send anything today, just
// tell me google stock", "no i dont wanna send it. whats apple trading
// at". The clauses that say the cancel again ("i dont want to send
// anything") are the cancel's; a later clause that asks for a task of its
// own is the new request, and it runs after the drop. Before, the
// negation in the cancel's own words made the whole rest look like more
// of the cancel, and the new request was lost.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// requestAfterDrop is the request said after the cancel of a message, ""
// when the message only cancels. The first clause is the cancel's.
func (e *Engine) requestAfterDrop(text string) string {
	parts := splitClauses(text)
	for i := 1; i < len(parts); i++ {
		p := strings.TrimSpace(requestLead.ReplaceAllString(strings.TrimSpace(parts[i]), ""))
		if p == "" || isCancel(p) || hasCancel(p) || read(p).Mentions(reading.Negation) || strings.Contains(" "+normalise(p)+" ", " nothing ") {
			continue // "i dont want to send anything today": the cancel said again
		}
		if e.newRequest(p) && e.readAsTask(p) && laterIn(p) == "" {
			rest := []string{p}
			for _, q := range parts[i+1:] {
				rest = append(rest, strings.TrimSpace(q))
			}
			return strings.Join(rest, ", ")
		}
	}
	return ""
}

// requestLead are the words that lead the new request after a drop: "just
// tell me …", "instead, …", "so …".
var requestLead = reading.Lazy(`(?i)^(?:(?:just|instead|so|then|and|but|ok|okay|rather|now|please|pls)[ ,.!-]+)+`)
