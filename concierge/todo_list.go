package concierge

import (
	"strings"

	"github.com/concierge-dev/concierge/agents/reading"
)

// listLead is a message that opens a list to be written down: "add to my
// to-do list: renew passport, pay council tax", "to-do: milk, rent",
// "remind me to call mum and pay the gas". What follows the lead is the
// list's text, said by the user for the note, not requests of their own:
// "pay council tax" there is an item to remember, not a bill to pay.
var listLead = reading.Lazy(`(?i)^\s*(?:(?:please|pls|plz|ok|okay|hey|can you|could you|can u|could u|would you|i need you to|i want you to)[ ,]+)*` +
	`(?:(?:(?:add|put|pop|stick|write|jot|note)(?: (?:this|these|them|it|down))? (?:to|on|onto|in|into|down on|down in) (?:my|the|our) (?:(?:to-?do|todo|to do|task|tasks|shopping|reminders?|jobs?|chores?) )?list(?: (?:for|with))?)` +
	`|(?:my )?(?:to-?do|todo|to do|to-dos|todos|to dos)(?: list)?(?: for (?:today|tomorrow|the week|this week))?` +
	`|(?:remind me to|remember to|reminder to|reminder|note to self|don'?t let me forget to))` +
	`\s*(:|-|–)?\s*(\S.*)$`)

// listedItems is the text after a list's lead, "" with ok false when the
// message opens no list. A lead without a colon counts only where it
// cannot be a request of its own ("remind me to …", "note to self …"):
// "my todo list" alone is a request to see it.
func listedItems(text string) (items string, ok bool) {
	m := listLead.FindStringSubmatch(text)
	if m == nil {
		return "", false
	}
	items = strings.TrimSpace(m[2])
	if items == "" {
		return "", false
	}
	lead := strings.ToLower(strings.TrimSpace(text[:len(text)-len(m[2])]))
	colon := m[1] != ""
	named := strings.Contains(lead, "remind") || strings.Contains(lead, "remember") || strings.Contains(lead, "note to self") || strings.Contains(lead, "forget")
	return items, colon || named
}
