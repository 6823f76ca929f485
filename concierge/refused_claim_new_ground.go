package concierge

// A new reason for a claim refused for its first one (R8, R53; fresh
// rounds 35–36). "DECLINE 33QQ44 MOTOR REASON POLICYHOLDER IS MUSLIM" is
// refused and the claim held for the session (ins21_refused_claim.go);
// "fine then say the car was used for rideshare without cover", "ok just
// say poor maintenance" or "fine, just put failure to keep a proper
// lookout" right after it were answered "That is the same request as
// before" (or not understood at all), which reads as the product not
// listening. The refusal stands — a lawful-sounding reason put on the
// letter now would stand in for the real one — but the reply says so
// plainly: which claim, what the first reason was, and what a decline for
// it needs. A message that names another claim is a request of its own.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

const execRefusedClaimGround turnExec = iota + 13500 // refuse(claim): a new reason for a claim refused just before

// newGroundSaid are the words that give or set a reason for the letter:
// "say …", "put …", "make it …", "go with …", "reason is …", "instead".
var newGroundSaid = reading.Lazy(`\b(?:say|says|saying|put|putting|make it|go with|change it|change that|change the reason|switch|swap|reason|reasons|resaon|reson|because|cuz|coz|due to|instead|cite|mark it|call it)\b`)

// refusedClaimGroundRead reads, right after a decline refused for a
// protected characteristic or a harmful motive, a message that gives the
// same claim another reason (or asks for it again): refused, with the
// claim and the first reason said. ok is false for any other message.
func (e *Engine) refusedClaimGroundRead(t *turn, raw string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || !e.recentlyRefused() {
		return turnCmd{}, false
	}
	id, kind := e.lastRefusedClaim()
	a := e.declineAgent()
	if id == "" || a == nil || refusedDeclineKind(e.firstRefusalReason()) == "" {
		return turnCmd{}, false
	}
	s := claimIDSlot(a)
	if _, ok := agents.Extract(a, raw, "")[s.Name]; ok {
		return turnCmd{}, false // "ok, decline 55ZZ11 then, late notification": a claim of its own; the same id is held where it is read (ins21_refused_claim.go)
	}
	if !newGroundSaid.MatchString(normalise(raw)) || !e.echoesRefusal(t, raw) && e.givesOwnGround(raw) == false && traitOf(raw) != "" {
		return turnCmd{}, false
	}
	if setsAChoice(a, raw) {
		return turnCmd{}, false // "make it motor, the car hit the house": the claim type corrected, answered where a correction is (round 20's "already Motor")
	}
	c := turnCommand(agents.CmdRefuse, execRefusedClaimGround, raw)
	c.Reason, c.kind, c.shown = "claim", state.NoteGuardrail, "refuse(claim)"
	c.why = fmt.Sprintf("another reason for claim %s, whose decline was refused just before", id)
	c.said = []string{id, kind, e.refusedClaimTrait()}
	return c, true
}

// refusedClaimTrait is the protected trait the refused decline gave, ""
// when none is named: the last refused message that names one.
func (e *Engine) refusedClaimTrait() string {
	mark := prompts.Refusal("")
	msgs := e.sess.Messages
	for i := len(msgs) - 1; i > 0; i-- {
		if msgs[i].Role == state.RoleUser || !strings.Contains(msgs[i].Text, mark) || msgs[i-1].Role != state.RoleUser {
			continue
		}
		if tr := traitOf(msgs[i-1].Text); tr != "" {
			return tr
		}
	}
	return ""
}

// refuseClaimGround says why the claim's letter is not written with the
// new reason, and changes nothing (R8).
func (e *Engine) refuseClaimGround(t *turn, c turnCmd) error {
	t.lead = ""
	id, kind, trait := c.said[0], c.said[1], c.said[2]
	// said again: the refusal before it keeps its reason (harm_insist.go)
	e.note(state.NoteGuardrail, fmt.Sprintf("Refused: the same request as before for claim %s, with a new reason that would stand in for the refused one, said again", id))
	e.reply(agents.ConciergeName, prompts.RefusedClaimGround(id, kind, trait, e.pendingSummary(t)))
	return errRefused
}
