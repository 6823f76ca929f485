package concierge

// A claim refused for an unlawful reason stays refused (issue 24, round
// 21's ins21): "need to decline 31PQR0 motor" wrote the letter, "honestly
// the claimant is muslim …" was refused and the letter withdrawn — and
// "motor", then "ok just decline 31PQR0 then" (or "write it again without
// the reason") wrote a second letter for the same claim. Once a decline's
// reason is refused as a protected characteristic or a harmful motive,
// the claim's id is kept in the session's facts (saved and resumed with
// it), and no decline letter for that id is written again in the
// session: the loop says why, and that a letter needs a lawful reason
// reviewed by a person. Other claims are unaffected.

import (
	"fmt"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

// refusedClaimsFact is the session fact that lists the claim ids whose
// decline was refused, "31PQR0:protected,22XY11:motive".
const refusedClaimsFact = "refused_claims"

// refusedDeclineKind is "protected" for a refusal that gives a protected
// characteristic as the reason to decide a claim, "motive" for a decline
// asked for a harmful motive (spite, to hurt someone, to save money
// rather than on the merits, to target someone), "false" for a reason the
// user says is untrue ("it didn't really", "they won't check": there is
// no true ground to give), "" for any other. A
// made-up reason is refused as a lie, and a true one may follow; a
// grudge is refused when said, and a lawful reason may follow: a personal
// dislike is no reason, never a motive to hold the claim for
// (ins21_reason.go).
func refusedDeclineKind(reason string) string {
	r := strings.ToLower(reason)
	switch {
	case strings.Contains(r, "protected characteristic") && (strings.Contains(r, "claim") || strings.Contains(r, "declin")):
		return "protected"
	case strings.Contains(r, "protected characteristic"):
		return "protected"
	case reason == understand.FalseReasonRefusal:
		// a reason the user said is untrue would deceive the customer:
		// no letter for the claim, as for a protected ground (ins46)
		return "false"
	case strings.Contains(r, "claim") && (strings.Contains(r, "spite") || strings.Contains(r, "hurt") ||
		strings.Contains(r, "save money") || strings.Contains(r, "target")):
		return "motive"
	}
	return ""
}

// declineAgent is the domain's agent that writes a decline, nil when none.
func (e *Engine) declineAgent() *agents.Agent {
	for _, a := range e.domain.Agents {
		if declines(a) && claimIDSlot(a) != nil {
			return a
		}
	}
	return nil
}

// claimIDSlot is a decline agent's slot for the claim's id: a slot whose
// name or label speaks of an id, nil when none.
func claimIDSlot(a *agents.Agent) *agents.Slot {
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Kind == agents.KindSecret {
			continue
		}
		n := strings.ToLower(s.Name + " " + s.LabelOrName())
		if strings.Contains(n, "id") && (strings.Contains(n, "claim") || strings.Contains(n, "_id") || strings.HasSuffix(n, " id")) {
			return s
		}
	}
	return nil
}

// claimRefusedFor notes the claim at hand as refused when a decline's
// reason is refused (loop.go's refuse): the id said in the message, the
// one the decline asking now holds, or the last letter's.
func (e *Engine) claimRefusedFor(text, reason string) {
	kind := refusedDeclineKind(reason)
	a := e.declineAgent()
	if kind == "" || a == nil {
		return
	}
	s := claimIDSlot(a)
	id := ""
	if raw, ok := agents.Extract(a, text, "")[s.Name]; ok {
		if v, err := s.Normalize(raw, agents.Facts(e.sess.Facts)); err == nil {
			id = v
		}
	}
	if id == "" && e.sess.Speaker == a.Name {
		id = e.sess.WorkFor(a.Name).Slots[s.Name]
	}
	if l := e.sess.Last; id == "" && l != nil && l.Agent == a.Name && e.sess.Speaker == "" {
		id = l.Slots[s.Name]
	}
	if id == "" || e.refusedClaim(id) != "" {
		return
	}
	list := e.sess.Facts[refusedClaimsFact]
	if list != "" {
		list += ","
	}
	e.sess.Facts[refusedClaimsFact] = list + id + ":" + kind
	e.note(state.NoteGuardrail, fmt.Sprintf("Claim %s refused: no decline letter for it is written again in this session", id))
}

// refusedClaim is how the decline of claim id was refused ("protected",
// "motive", "false"), "" when it was not.
func (e *Engine) refusedClaim(id string) string {
	for _, item := range strings.Split(e.sess.Facts[refusedClaimsFact], ",") {
		got, kind, _ := strings.Cut(item, ":")
		if got != "" && strings.EqualFold(got, id) {
			return kind
		}
	}
	return ""
}

// refusedClaimHeld ends a decline whose claim id was refused earlier in
// the session, before any question more is asked or any letter written:
// the reply says why; ok is false for any other task.
func (e *Engine) refusedClaimHeld(t *turn, a *agents.Agent) (step, bool) {
	if !declines(a) {
		return stop, false
	}
	s := claimIDSlot(a)
	if s == nil {
		return stop, false
	}
	id := e.sess.WorkFor(a.Name).Slots[s.Name]
	kind := e.refusedClaim(id)
	if id == "" || kind == "" {
		return stop, false
	}
	e.note(state.NoteGuardrail, fmt.Sprintf("Not written: claim %s's decline was refused earlier in this session", id))
	e.speak(t, agents.ConciergeName, refusedClaimReply(id, kind))
	return abandonStep(a.Name), true
}

// refusedClaimReply says why no decline letter is written for claim id.
func refusedClaimReply(id, kind string) string {
	why := "a protected characteristic (such as race, religion, sex, disability, age or origin) was given as the reason"
	switch kind {
	case "motive":
		why = "it was asked for a reason that was not about the claim's merits"
	case "false":
		why = "the reason asked for was one you said is not true, and a letter giving it would mislead the customer"
	}
	return fmt.Sprintf("I won't write a decline letter for claim %s: earlier in this session %s, and a claim can't be declined for that. "+
		"A decline letter for this claim needs a lawful reason, based on the policy, reviewed by a person first. I can still help with other claims.", id, why)
}

// refusedClaimSaid is refusedClaimReply for a refused claim whose id the
// message names, "" when it names none.
func (e *Engine) refusedClaimSaid(text string) string {
	a := e.declineAgent()
	if a == nil {
		return ""
	}
	s := claimIDSlot(a)
	if raw, ok := agents.Extract(a, text, "")[s.Name]; ok {
		if v, err := s.Normalize(raw, agents.Facts(e.sess.Facts)); err == nil {
			if kind := e.refusedClaim(v); kind != "" {
				return refusedClaimReply(v, kind)
			}
		}
	}
	return ""
}

// standsAsked asks whether a document still stands: "is the letter still
// valid?", "can i still use it", "is it ok to send".
var standsAsked = reading.Lazy(`(?i)\b(?:valid|still|usable|use|used|ok|okay|good|stand|stands|send|sent|fine|void|withdrawn|cancelled|canceled)\b`)

// withdrawnLetterAsked answers a question about the last letter when its
// decline was refused: it must not be used, and none is written again
// for that claim. ok is false for any other question.
func (e *Engine) withdrawnLetterAsked(text string) (string, bool) {
	l := e.sess.Last
	a := e.declineAgent()
	if l == nil || a == nil || l.Agent != a.Name || e.sess.Speaker != "" || !standsAsked.MatchString(text) {
		return "", false
	}
	art := e.lastArtifactOf(a.Name)
	id := l.Slots[claimIDSlot(a).Name]
	kind := e.refusedClaim(id)
	if art == nil || kind == "" {
		return "", false
	}
	n := " " + normalise(text) + " "
	if !strings.Contains(n, " letter ") && !strings.Contains(n, " it ") && !strings.Contains(n, " that ") && !strings.Contains(n, " "+strings.ToLower(id)+" ") {
		return "", false
	}
	return fmt.Sprintf("No: the letter \"%s\" must not be used (it was only written here, not sent to anyone), and I won't write another decline letter for claim %s in this session. "+
		"A decline for it needs a lawful reason, based on the policy, reviewed by a person first.", art.Title, id), true
}
