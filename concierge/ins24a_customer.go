package concierge

// A customer, not staff (issue 24, ins24a). "i'm actually the customer,
// my claim got declined" was routed into writing a decline letter: its
// "claim" and "declined" are the letter's words. A user who says they
// are the claimant or the policyholder, or speaks of their own claim as
// declined ("my claim was rejected, why?", "you guys denied my claim"),
// is told plainly what this desk is for (staff writing letters) and what
// they can do instead, and no letter starts; one in hand is stopped. A
// member of staff speaking of "my customer's claim", or asking for the
// letter of "my claim 12AB34", still gets the letter.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execOwnClaim turnExec = iota + 6000

var (
	// iAmTheCustomer is the user saying they are the one insured: "i'm
	// actually the customer", "im the policy holder", "i am the
	// claimant here". What follows is checked apart: "i'm the customer
	// service officer" is staff.
	iAmTheCustomer = reading.Lazy(`\b(?:i'm|im|i am|i m|me being|it's me who is|its me who is)\b(?: (?:actually|really|just|only|in fact|literally|myself|not staff|not an employee|the one|a|an|the|one of (?:the|your)|your|a suncorp|an? insurance|their))* (?:customer|customers|claimant|policy ?holder|policyholders|insured|member|client|person (?:who|that) (?:made|lodged|put in|filed) the claim|one (?:who|that) (?:made|lodged|put in|filed) the claim)\b`)
	// serviceRole are the words after "customer" that make it a job:
	// "customer service officer", "client manager".
	serviceRole = lazyWordSet(`service services care support experience relations relationship team officer officers manager ` +
		`managers advocate rep reps representative liaison success contact centre center desk facing side account`)
	// ownClaimDecided is the user's own claim told as declined: "my claim
	// got declined", "my home claim was rejected".
	ownClaimDecided = reading.Lazy(`\bmy (?:own |insurance |home |house |car |motor |contents |travel |last |recent |latest )?(?:claim|claims|payout|pay out|cover)\b(?: [\w']+){0,3}? (?:got|was|were|has been|have been|had been|been|is|just got|keeps? getting|getting|being) (?:[\w']+ )?(?:declined|denied|rejected|refused|turned down|knocked back|cancelled|canceled|not approved|not accepted|not paid)\b`)
	// ownClaimDeclinedBy is someone who decides declining the user's
	// claim: "you guys denied my claim", "suncorp rejected my payout".
	ownClaimDeclinedBy = reading.Lazy(`\b(?:you|u|you guys|u guys|youse|yall|y'all|they|suncorp|the insurer|my insurer|the insurance company|your company|your team|the company|someone|somebody) (?:have |has |just |guys |then |went and |already )?(?:declined|denied|rejected|refused|turned down|knocked back)(?: me| my| our)? (?:[\w']+ )?(?:claim|claims|payout|pay out)\b`)
	// whyOwnClaim asks why the user's own claim went as it did.
	whyOwnClaim = reading.Lazy(`\bwhy (?:was|did|is|has|were|would|have) (?:you |u |they |suncorp |the insurer )?(?:[\w']+ )?(?:declined? |denied? |rejected? |refused? )?my (?:[\w']+ )?(?:claim|claims|payout)\b`)
	// letterAsked is a letter asked for, staff's request: "write the
	// decline letter, my claim 12AB34 was rejected".
	letterAsked = reading.Lazy(`\b(?:write|draft|craft|make|generate|prepare|do|create|need|want|get)\b(?: [\w']+){0,4}? (?:letter|letters)\b|\bletter (?:for|about|on)\b|^(?:decline|reject|deny) (?:it|this|claim|the claim|\w*\d\w*)\b`)
)

// customerSaid reports a message in which the user says they are the
// customer, not staff: they are the claimant or policyholder, or their
// own claim, named by no id, was declined (unless a letter is what they
// ask for, as staff do of "my claim"). "im not staff, my company does
// the towing" is a partner, SmartStrategy's answer.
func customerSaid(text string) bool {
	n := reading.Normalise(text)
	for _, m := range iAmTheCustomer.FindAllStringIndex(n, -1) {
		next, _, _ := strings.Cut(strings.TrimSpace(n[m[1]:]), " ")
		if !serviceRole()[next] && !strings.HasPrefix(n[m[1]:], "'s") && !strings.HasPrefix(n[m[1]:], "s ") {
			return true
		}
	}
	if idInClause(n) {
		return false // "why did my motor claim 47QA10 get turned down?": a claim by its id, staff's way (ins6)
	}
	if whyAsked.MatchString(n) {
		return false // "why was my claim declined": the reasons of a decision, which nothing here holds (ins6)
	}
	if ownClaimDeclinedBy.MatchString(n) || whyOwnClaim.MatchString(n) {
		return true
	}
	return ownClaimDecided.MatchString(n) && !letterAsked.MatchString(n)
}

// ownClaimRead reads a customer speaking of their own claim in a domain
// whose desk writes decline letters for staff: what the desk is for and
// what they can do instead, said; a task in hand stopped. It only reads.
func (e *Engine) ownClaimRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() {
		return turnCmd{}, false
	}
	var letter *agents.Agent
	for _, a := range e.domain.Agents {
		if declines(a) {
			letter = a
			break
		}
	}
	if letter == nil || !customerSaid(text) {
		return turnCmd{}, false
	}
	if a := e.domain.Agent(e.sess.Speaker); a != nil && !declines(a) {
		return turnCmd{}, false // "i'm just the policyholder" at the claim id finder's question: its own answer (insnotes16)
	}
	c := turnCommand(agents.CmdAsk, execOwnClaim, text)
	c.a = letter
	c.shown = "ask — the user's own claim: this desk writes decline letters for staff"
	c.why = "the user is the customer, not staff: told what the desk is for and what to do instead; no letter"
	return c, true
}

// runOwnClaim runs ownClaimRead's command.
func (e *Engine) runOwnClaim(t *turn, c turnCmd) (step, bool) {
	if c.exec != execOwnClaim {
		return stop, false
	}
	dropped := ""
	if a := e.domain.Agent(e.sess.Speaker); a != nil {
		dropped = "what we had started"
		if declines(a) {
			dropped = "the decline letter we had started"
		}
		e.clearTasks()
		e.note(state.NoteContinuation, "Abandoned: "+a.Name+", the user is the customer, not staff; the task stack is empty")
		e.status()
	}
	e.speak(t, agents.ConciergeName, prompts.OwnClaimNotStaff(e.staffServed(), dropped))
	return stop, true
}

// staffServed is who the desk serves, from the relationship choices of
// its agents: "staff and partners" where partners are one.
func (e *Engine) staffServed() string {
	for _, a := range e.domain.Agents {
		for _, s := range a.Slots {
			for _, ch := range s.Choices {
				if ch.Value == "partner" {
					return "staff and partners"
				}
			}
		}
	}
	return ""
}

// crowdsOwn is a crowd and what is its own ("everyone is lying about
// their claims"): no one else's story, a vent still (issue 24, ins24a).
var crowdsOwn = reading.Lazy(`(?i)\b(?:everyone|everybody|people|customers|claimants|callers|clients|folks|they\s+all)\b[^.!?,;]*?\b(?:their|they're|theyre|they've|theyve)\b`)

// traitNotTheReasonRead reads a protected trait said as context and
// plainly not the reason ("note the claimant is disabled but that is not
// the reason", "he's 80 but that's not why") where claims are declined:
// noted as staying out of the letter, what waits asked again. A trait
// given as the reason is refused before this (R53). It only reads.
func (e *Engine) traitNotTheReasonRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.takesText() {
		return turnCmd{}, false
	}
	if !e.declinesClaims() || e.holdsValues(text) || !understand.TraitDisclaimed(text) {
		return turnCmd{}, false
	}
	var can []string
	if e.nothingInHand() {
		can = e.capabilityPhrases()
	}
	c := sayCmd(agents.CmdAsk, "ask — a protected trait said as context, not the reason: kept out of the letter", text, prompts.TraitNotTheReason(can), true)
	return c, true
}

// crowdLying is a crowd lying on its claims, to the end of its sentence:
// "everyone is lying about their fraud claims" names no task (ins22b's
// vent, issue 24 ins24a).
var crowdLying = reading.Lazy(`(?i)\b(?:everyone|everybody|people|customers|claimants|callers|clients|folks|half\s+(?:of\s+)?(?:them|the\s+\w+))\s+(?:[\w']+\s+){0,2}?(?:lying|lie|lies|faking|fakes|exaggerat\w*|padding|pads|inflating|inflates|fibbing|trying\s+it\s+on)\b[^.!?]*`)

const execOfferedInstead turnExec = iota + 6001

// offeredInstead offers another value in a question's form: "what about
// 55CD66 instead", "how abt 77XY12", "can we do 99KL00 instead".
var offeredInstead = reading.Lazy(`(?i)^\W*(?:(?:ok|okay|oh|hmm+|um+|uh|so|and|or|well|wait|no|nah|actually|sorry|hang on)\W+)*(?:(?:what|how|wat|wot)\s+(?:about|abt|bout)|(?:can|could)\s+(?:we|i|you|u)\s+(?:do|use|try|go\s+with)|(?:let'?s|lets)\s+(?:do|use|try|go\s+with)|(?:try|do|use)\b[^?]*\b(?:instead|insted|rather))\b`)

// offeredInsteadRead reads another value offered at an open question of
// the task in hand (issue 24, ins24a: "what about 55CD66 instead" at the
// claim type's question was read as help and dropped): a value of a slot
// already given, not the one asked, that differs from it, replaces it;
// the question is asked again. It only reads.
func (e *Engine) offeredInsteadRead(t *turn, text string) (turnCmd, bool) {
	if e.sess.Pending.Approval != nil || e.sess.Pending.Secret != nil || e.planWaits() || !offeredInstead.MatchString(text) {
		return turnCmd{}, false
	}
	a := e.domain.Agent(e.sess.Speaker)
	if a == nil {
		return turnCmd{}, false
	}
	asked := a.NextSlot(e.filled(t, a))
	if asked == nil {
		return turnCmd{}, false
	}
	got := agents.Extract(a, text, "")
	if len(got) != 1 {
		return turnCmd{}, false
	}
	w := e.sess.WorkFor(a.Name)
	for name, raw := range got {
		s := a.Slot(name)
		old, given := w.Slots[name]
		if s == nil || !given || name == asked.Name || s.Kind == agents.KindText || s.Kind == agents.KindSecret {
			return turnCmd{}, false
		}
		if v, err := s.Normalize(raw, agents.Facts(e.sess.Facts)); err == nil && v == old {
			return turnCmd{}, false // the same value again
		}
	}
	c := turnCommand(agents.CmdCorrectValue, execOfferedInstead, text)
	c.a, c.Scope = a, asked.Name
	c.shown = "correct_value — another value offered instead, at the " + asked.LabelOrName() + "'s question"
	return c, true
}

// runOfferedInstead runs offeredInsteadRead's command.
func (e *Engine) runOfferedInstead(t *turn, c turnCmd) (step, bool) {
	if c.exec != execOfferedInstead {
		return stop, false
	}
	if st, ok := e.correctGiven(t, c.a, c.From, c.Scope); ok {
		return st, true
	}
	return advanceStep(c.a), true
}

// whyAsked asks for the reasons of a decision: answered as such (ins6).
var whyAsked = reading.Lazy(`\b(?:why|how come|explain|reason)\b`)
