package concierge

// A correction said with a reaction or a reason beside it, at an approval
// (R50's ordering rule, R53; issue 24 round 15): "hmm thats too much, do
// 2.5k", "no from checking, savings is locked for my kid", "eh lets just
// do 1k, rent is due". The reaction ("thats too much") and the reason
// ("savings is locked", "rent is due") change nothing in the call; the
// clause that names the new value does. Read whole, the reaction's words
// made the figure no correction (it was named back and the next yes sent
// the old amount), and the reason's account name (the one being replaced)
// made the source switch a no. So the clauses that only react or explain
// are cut before the message is read, when another clause changes the
// call: what is read is the change alone, and the new call is shown for a
// yes.
//
// A clause is an aside only when it can change nothing: no figure, no
// question, no cancel, no yes or no, no word that cues a value ("to",
// "from", "make", "use" …), and no account but the one the call holds.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// reasonJoin starts a reason inside a clause: "do 1k because rent is due".
var reasonJoin = reading.Lazy(`(?i)\s+(?:because|since|cause|cuz|coz|as|bc|so that)\s+`)

// asideCues are words that may put a value into the call, or take it
// back: a clause holding one is never cut as an aside.
var asideCues = lazyWordSet(`to from into onto out of instead rather make change use using switch swap send transfer pay move put wire set also plus and then not amount account id number`)

// asidesCut is text with its aside clauses cut, and whether any was: only
// when another clause changes the call (a figure, or an account after a
// cue). It only reads.
func (e *Engine) asidesCut(a *agents.Agent, text string) (string, bool) {
	if strings.Contains(text, "?") || hasCancel(text) {
		return text, false // a question is answered; a cancel is the cancel's
	}
	for _, s := range e.requiredChoiceSlots(a) {
		if correctedChoice(&s, text) != "" {
			return text, false // "checking.. nah wait, savings": the account said last is meant, never an aside
		}
	}
	var keep []string
	cut, changes := false, false
	for _, c := range asideSplit(text) {
		switch {
		case e.isAside(a, c):
			cut = true
		default:
			changes = changes || e.changesCall(a, c)
			keep = append(keep, c)
		}
	}
	if !cut || !changes {
		return text, false
	}
	return strings.Join(keep, ", "), true
}

// asideSplit is text cut into clauses at , ; . ! and before a reason's
// join ("because", "since"), each trimmed; the reason keeps its join.
func asideSplit(text string) []string {
	var out []string
	add := func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	for _, p := range clauseParts(text) {
		from := 0
		for _, loc := range reasonJoin.FindAllStringIndex(p, -1) {
			add(p[from:loc[0]])
			from = loc[0]
		}
		add(p[from:])
	}
	return out
}

// isAside reports a clause that can change nothing in a's call.
func (e *Engine) isAside(a *agents.Agent, c string) bool {
	if strings.ContainsAny(c, "0123456789$£€") || isYes(c) || isCancel(c) || hasCancel(c) || isCorrection(c) {
		return false
	}
	if _, no := rejection(c); no {
		return false
	}
	if _, yes := leadingYes(c); yes {
		return false
	}
	words := reading.Words(c)
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if asideCues()[w] {
			return false
		}
	}
	return !e.namesFreshChoice(a, c) && e.otherRequestAtApproval(a, c) == nil
}

// changesCall reports a clause that names a value for a's call: a figure,
// or one of the accounts the call's requirements choose from.
func (e *Engine) changesCall(a *agents.Agent, c string) bool {
	if numberish.MatchString(c) {
		return true
	}
	lower := strings.ToLower(c)
	for _, s := range e.requiredChoiceSlots(a) {
		for _, ch := range s.Choices {
			if choiceSaid(ch, lower) {
				return true
			}
		}
	}
	return false
}

// namesFreshChoice reports a clause naming an account the call does not
// hold now: "savings is locked" names the one held (the reason it is
// replaced), "checking has more" a new one.
func (e *Engine) namesFreshChoice(a *agents.Agent, c string) bool {
	held, fresh := e.heldChoices(a, c)
	return fresh || len(held) == 0 && e.changesCall(a, c)
}

// amountSaidPlainly reports a figure said with nothing but the words that
// stand around a corrected amount, or how enough it is: "2500", "just
// 2000", "2500 is enough", "1k max", "3000 will do". At an approval a
// figure said so is the call's new amount, shown again for a yes (R50).
func amountSaidPlainly(text string) bool {
	if !numberish.MatchString(text) {
		return false
	}
	for _, w := range reading.Words(numberish.ReplaceAllString(text, " ")) {
		if !correctionFiller()[w] && !closingFiller()[w] && !enoughWords()[w] {
			return false
		}
	}
	return true
}

// enoughWords say a figure is the right size: "is enough", "max", "will do".
var enoughWords = lazyWordSet(`is be will would should do does enough plenty fine good max maximum tops most at for now better works okay ok thats that's it`)

// clauseParts is text cut at ; ! … and at a comma or a full stop that is
// not inside a figure ("2.5k", "5,000").
func clauseParts(text string) []string {
	var out []string
	from := 0
	for i := 0; i < len(text); i++ {
		switch text[i] {
		case ';', '!':
		case ',', '.':
			if i > 0 && i+1 < len(text) && digitByte(text[i-1]) && digitByte(text[i+1]) {
				continue
			}
		default:
			continue
		}
		out = append(out, text[from:i])
		from = i + 1
	}
	return append(out, text[from:])
}

func digitByte(b byte) bool { return b >= '0' && b <= '9' }

// correctionThenRequest reads "do 2.5k, also check my savings balance":
// a correction of the call, then another agent's request after a
// follow-up word. The request is queued for after the call and the
// correction runs: the new call is shown for a yes, and the amount is
// never dropped for the request beside it (R53). ok is false for any
// other message.
func (e *Engine) correctionThenRequest(t *turn, a *agents.Agent, ap *state.Approval, text string) ([]apCommand, bool, error) {
	if strings.Contains(text, "?") {
		return nil, false, nil
	}
	for _, loc := range followUp.FindAllStringIndex(text, -1) {
		head := strings.TrimRight(strings.TrimSpace(text[:loc[0]]), ",;. ")
		core := strings.TrimSpace(strings.TrimLeft(text[loc[1]:], ",;. "))
		if head == "" || !numberish.MatchString(head) || core == "" {
			continue
		}
		b := e.routesTo(core)
		if b == nil || b == a || !b.ExposeToUser || !e.requestOfItsOwn(core) && !asksSomething(core) {
			continue
		}
		cs, err := e.readApprovalStages(t, a, ap, head)
		if err != nil || len(cs) != 1 || !changesCall(cs[0]) {
			return nil, false, err
		}
		q := apCmd(agents.CmdStartTask, text[loc[0]:])
		q.Agent, q.Scope, q.Text = b.Name, afterCall, core
		return []apCommand{q, cs[0]}, true, nil
	}
	return nil, false, nil
}
