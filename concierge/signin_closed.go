package concierge

// Closing what the sign-in opened is a logout (R29; round 36, notes 15).
// In a domain whose sign-in "opens your notes" (its intro, task or
// examples say open or unlock and a thing), "close my notes", "lock my
// notes", "shut my notes" undo that sign-in: "im done for today, close my
// notes pls" was read as a list of the notes "today close", and the notes
// stayed open for whoever typed next. With nothing in hand and someone
// signed in, "close it up", "shut it", "lock everything" can only mean
// the same. The thing comes from the domain's own words, never a list
// kept here; a plain "close" (no thing, no "it") stays what it was.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
)

// closingVerbs undo an open or an unlock.
var closingVerbs = lazyWordSet(`close closed shut lock relock exit quit`)

// openingVerbs are the sign-in's own verbs for what it opens.
var openingVerbs = lazyWordSet(`open unlock access`)

// closedDeterminers stand between the verb and the thing: "close all my
// notes up", "lock the notes".
var closedDeterminers = lazyWordSet(`my your our the all these those up down`)

// closedPronouns stand for what is open when nothing else is in hand:
// "close it up", "shut it down", "lock everything".
var closedPronouns = lazyWordSet(`it everything this them things all up down shop`)

// openedThings are the words of what the sign-in opens, from its intro,
// task and examples ("Open your notes", "unlock my notes": "notes"); none
// in a domain whose sign-in opens nothing by name (the bank logs in).
func (e *Engine) openedThings() map[string]bool {
	a, _ := e.signInAgent()
	if a == nil || len(e.domain.SignedOut) == 0 {
		return nil
	}
	things := map[string]bool{}
	for _, said := range append([]string{a.Intro, a.Task}, a.Examples...) {
		words := strings.Fields(normalise(said))
		for i, w := range words {
			if !openingVerbs()[w] {
				continue
			}
			j := i + 1
			for j < len(words) && closedDeterminers()[words[j]] {
				j++
			}
			if j < len(words) {
				things[words[j]] = true
			}
		}
	}
	return things
}

// closedAsLogout is text with the words that close what the sign-in
// opened said as "log out", and true when there were such words: the
// rest of the message (a goodbye, "im done for today", "pls") is read
// with it as around any logout.
func (e *Engine) closedAsLogout(text string) (string, bool) {
	things := e.openedThings()
	if len(things) == 0 {
		return text, false
	}
	bare := e.nothingInHand() && e.sess.Pending.Secret == nil && e.signedIn()
	fields := strings.Fields(text)
	word := func(i int) string { return normalise(fields[i]) }
	var out []string
	found := false
	for i := 0; i < len(fields); i++ {
		j, ok := e.closingAt(fields, i, things, bare, word)
		if !ok {
			out = append(out, fields[i])
			continue
		}
		tail := fields[j-1][len(strings.TrimRight(fields[j-1], ",.;:!?")):]
		out = append(out, "log out"+tail)
		found, i = true, j-1
	}
	if !found {
		return text, false
	}
	return strings.Join(out, " "), true
}

// closingAt reports the closing words that start at fields[i] and end
// before fields[j]: the verb, its determiners, the thing and an "up" or
// "down" after it ("lock up my notes", "close all my notes down"); or,
// when bare, the verb and only the words that stand for what is open
// ("close it up", "shut it"). What follows in the clause may only be a
// courtesy or the time ("pls", "for today"), or a clause of its own.
func (e *Engine) closingAt(fields []string, i int, things map[string]bool, bare bool, word func(int) string) (int, bool) {
	if !closingVerbs()[word(i)] {
		return 0, false
	}
	open := func(j int) bool { return j < len(fields) && !endsClause(fields[j-1]) }
	j, named := i+1, false
	for open(j) && closedDeterminers()[word(j)] {
		j++
	}
	if open(j) && things[word(j)] {
		named = true
		j++
		if open(j) && (word(j) == "up" || word(j) == "down") {
			j++
		}
	} else if bare {
		j = i + 1
		for open(j) && closedPronouns()[word(j)] {
			j++
		}
		named = j > i+1
	}
	if !named {
		return 0, false
	}
	if open(j) && !clauseJoins()[word(j)] && !e.closingTail(fields[j:]) {
		return 0, false // "close my notes app": more than the closing
	}
	return j, true
}

// clauseJoins start another clause after the closing: "close my notes
// and log me out", "lock it then bye".
var clauseJoins = lazyWordSet(`and then but so also`)

// closingTail is what may follow the closing words in their clause: a
// courtesy or the time ("pls", "for today", "now thanks").
func (e *Engine) closingTail(rest []string) bool {
	for _, f := range rest {
		w := normalise(f)
		if !politeWords()[w] && !closingTailWords()[w] {
			return false
		}
		if endsClause(f) {
			return true
		}
	}
	return true
}

// closingTailWords say when, or that one is done.
var closingTailWords = lazyWordSet(`for today tonight now for the day please pls im i'm done finished off again bye goodbye cya`)

// closeSignInRead reads closing what the sign-in opened as the logout,
// at any moment (a question, an approval or a plan waiting: the logout
// drops what needs the sign-in, as "log out" there does).
func (e *Engine) closeSignInRead(t *turn, text string) (turnCmd, bool) {
	said, ok := e.closedAsLogout(text)
	if !ok || !isLogout(said) && !isLogout(withoutCourtesy(said)) {
		return turnCmd{}, false
	}
	c := turnCommand(agents.CmdLogout, execLogout, said)
	c.shown = "logout"
	return c, true
}
