package concierge

// Words that chose the task are never said back as unused (issue 24 round
// 27, bank29): "lemme peep my bread fr" was taken as a balance request
// because of "my bread", and after the sign-in the reply said "I didn't
// use "peep", "bread" or "fr" from your message". A word that made the
// message this task's — the router's words for it, the user's money or
// accounts in any words, a verb of looking, slang that says nothing — was
// used; only what could have been meant as a value is reported.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
)

var (
	// slangLooks are verbs of looking in slang: "peep my bread", "scope
	// my accts", "eyeball my cash".
	slangLooks = lazyWordSet(`peep peeping peek peeking eyeball eyeballing scope glance gander squiz dekko clock`)
	// slangFiller says nothing about the request: "fr", "ngl", "rn".
	slangFiller = lazyWordSet(`fr frfr ngl rn tho lowkey highkey deadass fam bruh istg smh ong iykyk finna tryna boutta bout`)
	// slangMoney names money in slang: "my bread", "the dough".
	slangMoney = lazyWordSet(`bread dough dosh moolah mula moola loot wonga dinero cheddar readies lolly bucks bands racks guap paper stacks coin funds cash money`)
)

// choseTask reports a word of text that made it a's request: one the
// router scored for a, or, for the task that shows the user's accounts,
// a word of the user's money, of looking, or slang that says nothing.
func (e *Engine) choseTask(a *agents.Agent, text, w string) bool {
	lw := strings.ToLower(strings.Trim(w, ".,!?;:'\"’"))
	if slangFiller()[lw] {
		return true
	}
	for _, s := range e.router.Score(text, []*agents.Agent{a}) {
		for _, m := range s.Matched {
			if strings.EqualFold(m, lw) && s.Core {
				return true
			}
		}
	}
	if viewer, _ := e.accountViewer(); viewer != a {
		return false
	}
	if ownMoneyWords()[lw] || seeWords()[lw] || slangLooks()[lw] || slangMoney()[lw] {
		return true
	}
	if loc := ownMoney.FindStringIndex(text); loc != nil {
		for _, m := range reading.Words(text[loc[0]:loc[1]]) {
			if m == lw {
				return true
			}
		}
	}
	return false
}
