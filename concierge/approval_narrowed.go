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

// narrowedAtApproval asks the waiting call again with only the items of
// its free-text list that the no names.
func (e *Engine) narrowedAtApproval(t *turn, a *agents.Agent, text string) (step, bool, error) {
	reason, no := rejection(text)
	if !no {
		return stop, false, nil
	}
	m := narrowTo.FindStringSubmatch(strings.TrimSpace(reason))
	if m == nil {
		return stop, false, nil
	}
	want := strings.ToLower(strings.TrimSpace(m[1]))
	w := e.sess.Work[a.Name]
	if w == nil || want == "" {
		return stop, false, nil
	}
	for _, s := range a.Slots {
		if s.Kind != agents.KindText || w.Slots[s.Name] == "" {
			continue
		}
		items := listItems.Split(w.Slots[s.Name], -1)
		var kept []string
		for _, it := range items {
			if it = strings.TrimSpace(it); it != "" && containsWord(strings.ToLower(it), want) {
				kept = append(kept, it)
			}
		}
		if len(kept) == 0 || len(kept) == len(items) {
			continue
		}
		st, err := e.correct(t, a, agents.Interpretation{Slots: map[string]string{s.Name: strings.Join(kept, ", ")}}, text)
		return st, true, err
	}
	return stop, false, nil
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
