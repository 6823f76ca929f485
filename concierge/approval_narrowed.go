package concierge

// A no that keeps part of a list (issue 24 round 5): at "Run add_note …
// renew passport, pay council tax?", "no, just the passport one" is no
// refusal of the whole call but the call narrowed to the items it names.
// The approval is asked again with them; it never loops on the old call.

import (
	"regexp"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// narrowTo is a reason that keeps only some of what was said: "just the
// passport one", "only the first bit", "just passport".
var narrowTo = reading.Lazy(`(?i)^(?:just|only|only want|just want|i only want|i just want|keep)\s+(?:the\s+)?(.+?)(?:\s+(?:one|ones|bit|item|items|part|thing|entry))?(?:\s+(?:please|pls|thanks))?[ .!]*$`)

// listItems cuts a free text into its items: "renew passport, pay council
// tax and book flights".
var listItems = reading.Lazy(`\s*(?:,|;|\band\b|\n)\s*`)

// narrowedAtApproval reads a no that names some items of the waiting
// call's free-text list: the slot and the items kept. It only reads: the
// correct_value command asks the call again with them.
func (e *Engine) narrowedAtApproval(a *agents.Agent, text string) (slot, kept string, ok bool) {
	reason, no := rejection(text)
	if !no {
		return "", "", false
	}
	m := narrowTo.FindStringSubmatch(strings.TrimSpace(reason))
	if m == nil {
		return "", "", false
	}
	want := strings.ToLower(strings.TrimSpace(m[1]))
	w := e.sess.Work[a.Name]
	if w == nil || want == "" {
		return "", "", false
	}
	for _, s := range a.Slots {
		if s.Kind != agents.KindText || w.Slots[s.Name] == "" {
			continue
		}
		items := listItems.Split(w.Slots[s.Name], -1)
		var keep []string
		for _, it := range items {
			if it = strings.TrimSpace(it); it != "" && containsWord(strings.ToLower(it), want) {
				keep = append(keep, it)
			}
		}
		if len(keep) == 0 || len(keep) == len(items) {
			continue
		}
		return s.Name, strings.Join(keep, ", "), true
	}
	return "", "", false
}

// containsWord reports every word of want in item, each at a word's start
// ("passport" in "renew passport", "passports" too).
func containsWord(item, want string) bool {
	for _, w := range strings.Fields(want) {
		if !regexp.MustCompile(`\b` + regexp.QuoteMeta(w)).MatchString(item) {
			return false
		}
	}
	return true
}
