package concierge

// Every choice asked in the plural: "balances", "what are my balances",
// "show me my accounts". The plural of the task's own noun (a balance)
// or of the slot's (an account), with no choice named and no "which" or
// "or" asking to pick, asks for all of them, as "both" does.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

// maxPluralChoices bounds what a plural asks for: "my balances" is
// both accounts, but "stock prices" is not every stock there is.
const maxPluralChoices = 4

// asksPlural reports a message that names agent a's thing or slot s's in
// the plural and picks none of s's choices.
func asksPlural(a *agents.Agent, s *agents.Slot, text string) bool {
	if s.Kind != agents.KindEnum || len(s.Choices) < 2 || len(s.Choices) > maxPluralChoices {
		return false
	}
	lower := strings.ToLower(text)
	if strings.Contains(" "+lower+" ", " or ") {
		return false
	}
	for _, c := range s.Choices {
		if choiceSaid(c, lower) {
			return false
		}
	}
	nouns := map[string]bool{}
	label := reading.Words(s.LabelOrName())
	// a label's head noun: "claim type" is asked in the plural by "claim
	// types", never by "claims" (the claim id's word)
	named := append(label[max(0, len(label)-1):], reading.Words(s.Name)...)
	if onlyValueAsked(a, s) {
		// "my balances": one balance per account, so the task's plural is
		// the slot's; "decline letters" is several letters, not one per
		// topology, when the letter has other values to ask
		named = append(named, append(reading.Words(a.TaskPhrase()), reading.Words(a.Title)...)...)
	}
	for _, w := range named {
		if len(w) > 3 {
			nouns[w] = true
		}
	}
	words := reading.Words(lower)
	for _, w := range words {
		if w == "which" || w == "one" || w == "either" {
			return false // "which of my accounts", "one of my balances": one, to be asked
		}
	}
	for _, w := range words {
		if singular(w) != w && nouns[singular(w)] {
			return true
		}
	}
	return false
}

// singular is an English plural without its ending ("balances",
// "accounts", "policies"), the word itself otherwise.
func singular(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 4 && strings.HasSuffix(w, "ses"), len(w) > 4 && strings.HasSuffix(w, "xes"):
		return w[:len(w)-2]
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return w[:len(w)-1]
	}
	return w
}

// onlyValueAsked reports whether s is the one value a asks of the user
// (its secret slots aside): the task is then one per choice of s.
func onlyValueAsked(a *agents.Agent, s *agents.Slot) bool {
	for i := range a.Slots {
		if o := &a.Slots[i]; o.Name != s.Name && o.Kind != agents.KindSecret {
			return false
		}
	}
	return true
}
