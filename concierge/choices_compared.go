package concierge

// A question that compares or sums what a read-only task shows for each
// choice of its slot (R50's ask, R7; issue 24): "whats the diff between my
// checking and savings balance", "how much more is in savings than
// checking", "total of both accounts", "which account has more". Such a
// question is the balance check run for every account, one after the
// other; it never starts a transfer, whose words ("between", "from … to")
// it shares. Before, it was planned as a transfer.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// compareWords say that two or more values are compared or added up.
var compareWords = lazyWordSet("diff difference differences compare compared comparison more less higher lower bigger " +
	"smaller larger greater most least total totals combined combine sum together altogether vs versus richer " +
	"fuller fullest emptier emptiest biggest largest highest lowest smallest")

// everyOfWords name every choice, or ask which of them.
var everyOfWords = lazyWordSet("both all each every which either two")

// compareChoicesRead reads a question comparing or summing the choices of
// a read-only agent's slot: that agent runs for the first choice named and
// is queued for the others; ok is false for any other message. It only
// reads.
func (e *Engine) compareChoicesRead(text string) (turnCmd, bool) {
	if c, ok := e.pickedByUnshownFigure(text); ok {
		return c, true // "the one with more in it" before any balance (accounts_listed.go)
	}
	if e.sess.Speaker != "" || e.sess.Pending.Approval != nil || e.sess.Plan != nil || strings.ContainsAny(text, "0123456789") {
		return turnCmd{}, false // a number is an amount or an account: a request, not a comparison
	}
	if c, ok := e.accountsAsWhole(text); ok {
		return c, true // "what accounts do i have", "how much in total" (accounts_listed.go)
	}
	words := reading.Words(strings.ToLower(text))
	compares, every := false, false
	for _, w := range words {
		compares = compares || compareWords()[w]
		every = every || everyOfWords()[w]
	}
	if !compares {
		return turnCmd{}, false
	}
	moves := false
	for _, w := range words {
		moves = moves || accountMoves()[w]
	}
	// "which account has more money" asks; only a word that moves money
	// makes it a request (issue 24 round 9: it was routed as a transfer)
	if best, ok := e.router.Best(strings.ReplaceAll(" "+strings.ToLower(text)+" ", " between ", " "), e.domain.Agents); ok && best.Core && best.Agent.HasSideEffects() && moves {
		return turnCmd{}, false // "transfer the difference between checking and savings": a request
	}
	lower := strings.ToLower(text)
	for _, a := range e.domain.Agents {
		if a.HasSideEffects() || !a.ExposeToUser || a.Name == agents.ConciergeName {
			continue
		}
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind != agents.KindEnum || len(s.Choices) < 2 {
				continue
			}
			var named []string
			for _, c := range s.Choices {
				if choiceSaid(c, lower) {
					named = append(named, c.Value)
				}
			}
			if len(named) < 2 && !(len(named) == 0 && (every && e.slotWordSaid(s, words) || ownComparedOnly(words) && len(a.Requires) > 0)) { // the user's own are behind a sign-in (choices_compared_own.go)
				continue
			}
			if len(named) < 2 {
				for _, c := range s.Choices {
					named = append(named, c.Value)
				}
			}
			return eachChoiceCmd(a, s, named, "a question comparing "+plural(s.LabelOrName()), text), true
		}
	}
	return turnCmd{}, false
}

// eachChoiceCmd runs agent a for each of the choices named for its slot s:
// the first now, the others queued after it. why is what the message
// (from) asks.
func eachChoiceCmd(a *agents.Agent, s *agents.Slot, named []string, why, from string) turnCmd {
	c := turnCommand(agents.CmdStartTask, execEachChoice, from)
	c.a, c.Slot = a, s.Name
	c.Values = map[string]string{s.Name: named[0]}
	for _, v := range named[1:] {
		c.said = append(c.said, fmt.Sprintf("%s: %s", a.TaskPhrase(), v))
	}
	c.shown = fmt.Sprintf("start_task(%s, each %s: %s)", a.Name, s.Name, strings.Join(named, ", "))
	c.why = why + "; " + a.TaskPhrase() + " shown for each"
	return c
}

// runEachChoice runs it: the first choice taken, the others queued.
func (e *Engine) runEachChoice(c turnCmd) step {
	e.sess.WorkFor(c.a.Name).Slots[c.Slot] = c.Values[c.Slot]
	e.sess.Agenda.RequestFirst(c.said...)
	e.status()
	return enterStep(c.a, "", false)
}

// slotWordSaid reports the slot's own word among the message's words
// ("account", "accounts").
func (e *Engine) slotWordSaid(s *agents.Slot, words []string) bool {
	label := strings.ToLower(s.LabelOrName())
	for _, w := range words {
		if w == label || w == label+"s" || strings.TrimSuffix(w, "s") == label || shortFor(strings.TrimSuffix(w, "s"), label) {
			return true
		}
	}
	return false
}

func plural(label string) string {
	if strings.HasSuffix(label, "s") {
		return label
	}
	return label + "s"
}

// comparedVerdict says which figure is the larger or the smaller when the
// turn's message compared the choices and their figures were just shown
// ("which account has more money": "Savings is higher, at $5,000.00 …");
// "" otherwise. The figures alone left the user to compare them (issue
// 24 round 9), and "that one" next had nothing to point at.
func (e *Engine) comparedVerdict(t *turn) string {
	if said := e.totalVerdict(t); said != "" {
		return said // "how much in total" (accounts_listed.go)
	}
	if said := e.affordVerdict(t); said != "" {
		return said // "can i afford 10 apple shares" (shares_afford_count.go)
	}
	if said := e.sendAffordVerdict(t); said != "" {
		return said // "can i afford to send my bro 1200" (afford_asked.go)
	}
	words := reading.Words(strings.ToLower(t.text))
	if len(words) > 14 || strings.ContainsAny(t.text, "0123456789") {
		return ""
	}
	asks := false
	for _, w := range words {
		asks = asks || everyOfWords()[w] || w == "what" || w == "whats" || w == "compare"
	}
	if !asks {
		return "" // "the one with less" picks an account; it asks nothing
	}
	for _, w := range words {
		if more, ok := comparatives()[w]; ok && compareWords()[w] || ok && (w == "most" || w == "least" || w == "highest" || w == "lowest" || w == "biggest") {
			if said, ok := e.compareShown(more); ok {
				e.note(state.NoteRoute, "The figures compared: "+said)
				return said
			}
			return ""
		}
	}
	return ""
}

// shortFor reports w as a short form of word: three letters or more,
// its first letter, then its letters in order ("acct", "acc", "accnt" for
// account).
func shortFor(w, word string) bool {
	if len(w) < 3 || len(w) >= len(word) || w[0] != word[0] {
		return false
	}
	j := 0
	for i := 0; i < len(word) && j < len(w); i++ {
		if word[i] == w[j] {
			j++
		}
	}
	return j == len(w)
}
