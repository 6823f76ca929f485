package concierge

// A request that holds only if a balance is high or low enough (R27, R7):
// "tell me my checking balance, and if it is above 800 dollars transfer
// 100 to 7654321", "send 50 to 1234324 but only if I have more than 500",
// "if there's at least $300 left, move 200 to savings". The condition is
// checked when the call is about to be asked, with the balance checked for
// it (shown first, as the transfer's requirement): if it fails, the call is
// not proposed and the user hears why; if it holds, the user hears so in
// front of the approval. Its number is the condition's, never a value "not
// used".

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// balanceCondition finds a condition on a balance and its amount.
var balanceCondition = reading.Lazy(`(?i)\b(?:if|only\s+if|as\s+long\s+as|provided(?:\s+that)?|assuming|when)\s+` +
	`(?P<subj>(?:[\w']+\s+){0,4}?)` + // "it", "my balance", "there's", "savings", "the checking account"
	`(?:(?:'s|is|has|have|got|are|still|stays?|remains?|goes)\s+)*` +
	`(?P<cmp>above|over|more\s+than|greater\s+than|at\s+least|higher\s+than|bigger\s+than|no\s+less\s+than|below|under|less\s+than|lower\s+than|no\s+more\s+than|at\s+most)\s*` +
	`(?P<amount>\$?\s*\d+(?:,\d{3})*(?:\.\d{1,2})?(?:\s*(?:dollars?|bucks|usd))?)` +
	`(?:\s+(?:or\s+more|in\s+(?:it|there|the\s+account|my\s+\w+)|left))*`)

// condition is a balance condition said in a request.
type condition struct {
	span   [2]int // where it stands in the request
	cmp    string // "above", "at least", "below" …
	amount reading.Cents
	// subject is what the condition is said of: "it", "my balance",
	// "apple" (condition_price.go)
	subject string
}

// conditionIn is the balance condition of a request, ok false when none.
func conditionIn(text string) (condition, bool) {
	m := balanceCondition.FindStringSubmatchIndex(text)
	if m == nil {
		return condition{}, false
	}
	ai, ci := 2*balanceCondition.SubexpIndex("amount"), 2*balanceCondition.SubexpIndex("cmp")
	amount, err := reading.ParseMoney(text[m[ai]:m[ai+1]])
	if err != nil || amount <= 0 {
		return condition{}, false
	}
	cmp := strings.Join(strings.Fields(strings.ToLower(text[m[ci]:m[ci+1]])), " ")
	si := 2 * balanceCondition.SubexpIndex("subj")
	return condition{span: [2]int{m[0], m[1]}, cmp: cmp, amount: amount, subject: strings.TrimSpace(text[m[si]:m[si+1]])}, true
}

// holds reports whether the balance meets the condition.
func (c condition) holds(balance reading.Cents) bool {
	switch c.cmp {
	case "at least", "no less than":
		return balance >= c.amount
	case "below", "under", "less than", "lower than":
		return balance < c.amount
	case "no more than", "at most":
		return balance <= c.amount
	}
	return balance > c.amount // above, over, more than …
}

// said is the condition in the product's words: "above $800.00".
func (c condition) said() string { return c.cmp + " " + c.amount.String() }

// checkCondition decides a call whose request holds a balance condition,
// as the call is about to be asked: a failed condition drops the call and
// its task, and is said; one that holds is said in front of the approval.
// ok is true when the call was dropped.
func (e *Engine) checkCondition(t *turn, a *agents.Agent, ap *state.Approval) (step, bool) {
	w := e.sess.Work[a.Name]
	if w == nil {
		return stop, false
	}
	c, found := conditionIn(w.Request)
	if !found {
		return stop, false
	}
	if of := e.conditionNotOnBalance(a, c); of != "" {
		return e.dropPriceCondition(t, a, ap, of), true // "if apple is under 200 …" (condition_price.go)
	}
	f := e.pinnedFacts(a)
	balance, err := reading.ParseMoney(f["account_balance"])
	if err != nil {
		return stop, false // no balance checked for it: the approval says the rest
	}
	name := f["account_name"]
	if name == "" {
		name = "account"
	}
	if c.holds(balance) {
		e.note(state.NoteProgress, fmt.Sprintf("The condition holds: the %s balance %s is %s", name, balance, c.said()))
		t.say(fmt.Sprintf("Your %s balance is %s, so:", name, c.said()))
		return stop, false
	}
	e.note(state.NoteApproval, fmt.Sprintf("Not asked: %s — the condition fails: the %s balance %s is not %s", ap.Summary, name, balance, c.said()))
	return e.dropConditioned(t, a, fmt.Sprintf("Your %s balance is %s, which is not %s, so I won't %s.", name, balance, c.said(), a.TaskPhrase())), true
}

// dropConditioned drops the call about to be asked and its task, saying
// why: a condition that fails, or one that cannot be checked.
func (e *Engine) dropConditioned(t *turn, a *agents.Agent, said string) step {
	e.sess.Pending.Approval = nil
	if e.sess.Plan.Running() || e.sess.Agenda.Depth() > 0 {
		e.speak(t, a.Name, said)
		return abandonStep(a.Name)
	}
	delete(e.sess.Work, a.Name)
	e.setSpeaker("")
	t.say(said)
	return step{move: moveContinue}
}

// conditionNumbers are the numbers of a request's balance condition: the
// condition's, never values not used.
func conditionNumbers(text string) string {
	c, ok := conditionIn(text)
	if !ok {
		return ""
	}
	return text[c.span[0]:c.span[1]]
}
