package offline

// Several things said to a list that keeps one thing each (round 32's
// 02): "i need 2 things on my todo list: renew passport, book the vet for
// rex", "add milk, eggs and bread to my todos", "todo: renew passport.
// todo: book the vet". The list's agent keeps one thing a call, and the
// whole line became one to-do. A count said ("2 things", "three tasks"),
// the list named in the plural ("my todos") or its label said again
// makes one step each, planned as separate requests; a list said to the
// list in the singular ("buy milk, eggs and bread on my to-do list") is
// one thing to do, as its verb says, and stays one.

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// countSaid is a number of things said: "2 things", "three todos".
var countSaid = reading.Lazy(`(?i)\b(\d|two|three|four|five|six|couple\s+of|couple|few)\s+(?:more\s+)?(?:things|items|todos|to-dos|to\s+dos|tasks|jobs|bits|reminders|entries)\b`)

// pluralList names the list's entries in the plural: "to my todos".
var pluralList = reading.Lazy(`(?i)\b(?:to|on|onto|in|into)\s+(?:my|the|our)\s+(?:todos|to-dos|to\s+dos|tasks|reminders)\b`)

// itemBreak parts one item of a list from the next.
var itemBreak = reading.Lazy(`\s*[,;]\s*(?:and\s+)?|\.\s+|\s+and\s+|\s*&\s*`)

// commaBreak parts the items of a list said with commas.
var commaBreak = reading.Lazy(`\s*[,;]\s*|\.\s+`)

// countWords are the numbers a count may be said in.
var countWords = map[string]int{"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}

// listItems are one request per item when the message says several things
// to a list agent that keeps one thing a call; nil otherwise.
func (o *Brain) listItems(text string, among []*agents.Agent) []agents.PlanStep {
	best, ok := o.router.Best(text, among)
	if !ok || !keepsOneThing(best.Agent) {
		if a := labelledAgain(text, among); a != nil {
			best, ok = Scored{Agent: a}, true
		} else if a := addedToPlural(text, among); a != nil {
			best, ok = Scored{Agent: a}, true
		} else {
			return nil
		}
	}
	a := best.Agent
	var long string
	for name, v := range agents.Extract(a, text, "") {
		if s := a.Slot(name); s != nil && s.Long {
			long = v
		}
	}
	if long == "" {
		return nil
	}
	outside := strings.Replace(text, long, " ", 1) // the count and the list's name are said around the items
	want := 0
	switch m := countSaid.FindStringSubmatch(outside); {
	case m != nil:
		if n, err := strconv.Atoi(m[1]); err == nil {
			want = n
		} else {
			want = countWords[strings.ToLower(m[1])] // "couple", "few": 0, any number
		}
	case pluralList.MatchString(outside), labelAgain(a).MatchString(long):
	default:
		return nil
	}
	items := splitItems(long, labelAgain(a), want)
	if len(items) < 2 {
		return nil
	}
	var steps []agents.PlanStep
	for _, it := range items {
		said := sayTo(a, it)
		if said == "" {
			return nil
		}
		steps = append(steps, agents.PlanStep{Action: said, Agent: a.Name})
	}
	return steps
}

// splitItems cuts a list into its items: at the list's label said again,
// else at commas, and at "and" too when that makes the count said (or no
// count is said).
func splitItems(long string, label *regexp.Regexp, want int) []string {
	clean := func(parts []string) []string {
		var out []string
		for _, p := range parts {
			if p = strings.Trim(strings.TrimSpace(p), ".,;:!-"); p != "" {
				out = append(out, p)
			}
		}
		return out
	}
	if byLabel := clean(label.Split(long, -1)); len(byLabel) > 1 {
		return byLabel
	}
	byComma := clean(commaBreak.Split(long, -1))
	if want > 0 && len(byComma) == want {
		return byComma
	}
	all := clean(itemBreak.Split(long, -1))
	if want == 0 || len(all) == want {
		return all
	}
	return nil
}

// keepsOneThing reports an agent whose one asked value is a long text and
// which names nothing (no title): a to-do list keeps one thing a call.
func keepsOneThing(a *agents.Agent) bool {
	long := 0
	for _, s := range a.Slots {
		switch {
		case s.Kind == agents.KindSecret:
			return false
		case s.Kind == agents.KindText && s.Long:
			long++
		case len(s.FreeCues()) > 0:
			return false // a title: one note of several lines
		}
	}
	return long == 1
}

// labelAgain is the agent's own label said before an item: "todo:".
func labelAgain(a *agents.Agent) *regexp.Regexp {
	var cues []string
	for _, s := range a.Slots {
		if s.Long {
			for _, c := range s.Cues {
				cues = append(cues, regexp.QuoteMeta(strings.TrimSuffix(strings.ToLower(c), ":")))
			}
		}
	}
	if len(cues) == 0 {
		return regexp.MustCompile(`$^`)
	}
	return regexp.MustCompile(`(?i)[.;,]?\s*\b(?:` + strings.Join(cues, "|") + `)s?\s*:\s*`)
}

// labelledAgain is the agent of a message that says its label twice.
func labelledAgain(text string, among []*agents.Agent) *agents.Agent {
	for _, a := range among {
		if keepsOneThing(a) && len(labelAgain(a).FindAllStringIndex(text, -1)) > 1 {
			return a
		}
	}
	return nil
}

// sayTo is the item said as a request to the agent, in the words of one of
// its own examples, checked to give back the item whole.
func sayTo(a *agents.Agent, item string) string {
	for _, ex := range a.Examples {
		said := ex + ": " + item
		for name, v := range agents.Extract(a, said, "") {
			if s := a.Slot(name); s != nil && s.Long && strings.EqualFold(v, item) {
				return said
			}
		}
	}
	return ""
}

// addedToPlural is the list agent a message adds to in the plural, with
// the verb its own examples open with: "add milk, eggs and bread to my
// todos" adds, where "todos" alone is a word of the list's reading.
func addedToPlural(text string, among []*agents.Agent) *agents.Agent {
	if !pluralList.MatchString(text) {
		return nil
	}
	first := strings.ToLower(strings.Fields(text + " x")[0])
	for _, a := range among {
		if !keepsOneThing(a) {
			continue
		}
		for _, ex := range a.Examples {
			if f := strings.Fields(strings.ToLower(ex)); len(f) > 0 && f[0] == first {
				return a
			}
		}
	}
	return nil
}

// listRoute is the plan of one request per thing said to the list.
func (o *Brain) listRoute(text string, among []*agents.Agent) (agents.Route, bool) {
	if steps := o.quotedItems(text, among); len(steps) == 1 {
		return agents.Route{Agent: steps[0].Agent, Text: steps[0].Action,
			Reason: fmt.Sprintf("the message puts a quoted thing on the list %s keeps", steps[0].Agent)}, true // "stick 'book vet' on my todo list" (quoted_list_items.go)
	} else if len(steps) > 1 {
		return agents.Route{Agent: steps[0].Agent, Text: steps[0].Action, Plan: steps,
			Reason: fmt.Sprintf("the message gives %d quoted things to %s, which keeps one each", len(steps), steps[0].Agent)}, true
	}
	steps := o.listItems(text, among)
	if len(steps) < 2 {
		return agents.Route{}, false
	}
	return agents.Route{Agent: steps[0].Agent, Text: steps[0].Action, Plan: steps,
		Reason: fmt.Sprintf("the message gives %d things to %s, which keeps one each", len(steps), steps[0].Agent)}, true
}
