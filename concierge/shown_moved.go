package concierge

// A question about how the results just shown moved (R50's ask; issue 24,
// round 13): "which one is up today", "which of those went up", "did
// either drop", "is apple doing better than msft this week" after two
// prices. The product has each price as it is now, not its history; the
// question got the generic menu. It is answered plainly from what was
// shown: the figures as they are now, and that how they moved is not
// known here. Which is higher or lower is about_shown.go's comparison.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
)

// movedWords say how a figure moved over time.
var movedWords = lazyWordSet(`up down rose risen rising fell fallen falling dropped dropping drop
	gained gaining gain gains lost losing climbed climbing jumped jumping tanked tanking crashed crashing
	moved movement performing performed performance trend trending gainer gainers loser losers green`)

// pointedWords point at the results shown, or at a time they moved in:
// "which one", "either", "those", "today", "this week".
var pointedWords = lazyWordSet(`which either both those them these ones one it they today yesterday week month since`)

// asksHowShownMoved reports a short question about how the things shown
// moved: a word of movement and a word pointing at them or a time; "what's
// up" or "how are you doing" points at nothing shown.
func asksHowShownMoved(text string) bool {
	words := reading.Words(text)
	if len(words) == 0 || len(words) > 10 || isGreeting(text) {
		return false
	}
	pointed, moved := false, false
	for _, w := range words {
		pointed = pointed || pointedWords()[w]
		moved = moved || movedWords()[w]
	}
	return pointed && moved
}

// shownMovedRead reads it into its answer from the figures of the recent
// replies; ok is false when none was shown. It only reads.
func (e *Engine) shownMovedRead(text string) (turnCmd, bool) {
	if !asksHowShownMoved(text) || e.sess.Pending.Approval != nil && strings.ContainsAny(text, "0123456789") {
		// "can we bring it down to 150" at an approval: a new amount
		return turnCmd{}, false
	}
	var said []string
	for _, f := range e.recentFigures() {
		said = append([]string{f.label + " at " + f.said}, said...) // oldest first
	}
	if len(said) == 0 || e.namesOtherThanShown(text) { // "is googl up today?" after a balance (repeat_kept.go)
		return turnCmd{}, false
	}
	return sayCmd(agents.CmdAsk, "ask — how the figures just shown moved, which only their current values answer", text, prompts.ShownMoved(said), true), true
}
