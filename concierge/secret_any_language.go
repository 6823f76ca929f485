package concierge

// A sign-in said in any words (R55, R29; issue 24): "bonjour, je voudrais
// ouvrir mes notes. ada 1815", "hola, ada 1815 por favor", "ada 1815 🙂",
// "guten Tag — ada: 1815". The English cues ("I'm", "log in as", "my pin
// is") find nobody there, and every word around reads as a name, so the
// PIN was echoed in the clear and neither value was used. A username
// written right beside a value of the sign-in secret's strict shape is a
// login pair whatever the words around it (any language, no verb, an
// emoji, punctuation): the value is masked in the echo, the store and the
// trace, and the sign-in runs with both, unless the rest of the message
// is a request of its own for another agent, which then waits for it.

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// ownerBeside reads the owner typed right beside the sign-in's secret:
// the word just before fields[at], or else just after it, that reads as a
// username. Once signed in, only the owner already signed in is read so
// ("call bob 1815" in a to-do names nobody's PIN).
func (e *Engine) ownerBeside(fields []string, at int) (signInUser, bool) {
	a, user := e.signInAgent()
	if a == nil {
		return signInUser{}, false
	}
	marksOnly := func(i int) bool {
		return i >= 0 && i < len(fields) && strings.TrimFunc(fields[i], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) == ""
	}
	before, after := at-1, at+1
	if marksOnly(before) {
		before-- // "ada / 1815": the owner beyond the slash (round 35's notes 11)
	}
	if marksOnly(after) {
		after++
	}
	for _, i := range []int{before, after} {
		if i < 0 || i >= len(fields) {
			continue
		}
		w := strings.TrimFunc(fields[i], func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		if w == "" || !strings.ContainsFunc(w, unicode.IsLetter) || e.signInWord(w) {
			continue // "1815 🙂", "notes 1815": no name
		}
		lw := reading.ASCIILower(w)
		if e.signedIn() {
			if owner := e.signedInOwner(); owner != "" && strings.EqualFold(owner, lw) {
				return signInUser{agent: a, slot: user, value: owner}, true
			}
			continue
		}
		if v, ok := e.usernameWord(a, user, w, false); ok {
			return signInUser{agent: a, slot: user, value: v}, true
		}
	}
	return signInUser{}, false
}

// signedInOwner is the username the session is signed in as, when a fact
// holds it (the notes' owner).
func (e *Engine) signedInOwner() string {
	a, user := e.signInAgent()
	if a == nil {
		return ""
	}
	if v := e.sess.Facts[user.Name]; v != "" {
		return v
	}
	return e.sess.WorkFor(a.Name).Slots[user.Name]
}

// carriedSignIn is the step of a message that carried the sign-in's
// username (u, when named) and its secret (signInCarriedBoth): the sign-in,
// with what else the message asks queued for after it.
func (e *Engine) carriedSignIn(t *turn, u signInUser, named bool, stored string) (step, bool) {
	if !named {
		return stop, false
	}
	carried, then := e.signInCarriedBoth(t, u, stored)
	if !carried {
		return stop, false
	}
	if then != "" {
		e.sess.Agenda.Request(then)
		e.note(state.NoteContinuation, fmt.Sprintf("%s runs first, with the PIN the message carries; then: %s", u.agent.Name, then))
	}
	if e.sess.Speaker == u.agent.Name {
		return advanceStep(u.agent), true
	}
	return enterStep(u.agent, "", false), true
}

// signInCarriedBoth reports a message that carried the sign-in's username and
// its secret and asks nothing else of another agent that the routing can
// take as it stands ("hola quiero abrir mis notas ada ••••••", "ada ••••••
// 🙂"): the sign-in runs with them, where the routing would have taken the
// foreign words for nothing it knows and dropped the sign-in. then is
// what the message asks besides, when the routing could not choose one
// agent for it ("im ada pin ••••••, list my notes and add a todo: call the
// vet": two requests, which waited for a plan's yes while the PIN, kept
// for one message only, was lost): it is queued for after the sign-in.
func (e *Engine) signInCarriedBoth(t *turn, u signInUser, stored string) (ok bool, then string) {
	if len(t.secretsOf(u.agent.Name)) == 0 || e.sess.Pending.Approval != nil || e.planWaits() {
		return false, ""
	}
	if agents.SecretShape(secretSlotAfter(u.agent, u.slot)) == nil {
		// a password said in words ("pw lovelace, what's in my savings?")
		// is read with its request as before: only a secret of a strict
		// shape is known for one among words the reader cannot read
		return false, ""
	}
	var rest []string
	lead := true
	for _, w := range strings.Fields(withoutSecrets(stored, "")) {
		bare := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '\'' })
		if strings.EqualFold(bare, u.value) || lead && (pairCourtesy()[reading.ASCIILower(bare)] || loginAround()[reading.ASCIILower(bare)] || bare == "") {
			continue // the name, and "hi", "it's", "I'm" before the request
		}
		lead = false
		rest = append(rest, w)
	}
	if len(rest) == 0 {
		return true, ""
	}
	text := strings.Trim(strings.Join(rest, " "), " ,.;:-–—")
	if strings.Contains(text, state.SecretMask) {
		return false, ""
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core {
		if best.Agent == u.agent {
			// "open my notes … and add a note titled rent saying …": the
			// sign-in's own request, and what follows it after the sign-in
			// (signin_then.go)
			return true, e.requestsBesideSignIn(u.agent, text)
		}
		// "… list my notes": the request routes as it stands, and waits
		// for the sign-in it needs
		return false, ""
	}
	if ranked := e.router.Score(text, e.domain.Agents); len(ranked) > 0 && ranked[0].Core && len(ranked[0].Matched) >= 2 {
		return true, text // several requests, or one the words do not settle
	}
	if e.writesDown(text) {
		return true, text // "ada ••••••, note: cleaning day saturday": the note, after the sign-in
	}
	if req, ok := requestInEnglish(text); ok {
		return true, req // "ada here pin ••••••, note to self renew passport" (signin_pair_request.go)
	}
	if e.reader == nil {
		return true, ""
	}
	// the reader's guess at words it does not know ("hola quiero abrir
	// mis notas") is no request; a sure one is
	rd := e.reader.Read(text, e.moment(nil))
	if rd.Sure && len(rd.Commands) > 0 && rd.Commands[0].Kind == agents.CmdStartTask && rd.Commands[0].Agent != u.agent.Name {
		return false, ""
	}
	if readsAsOtherTask(rd, u.agent.Name) && wordsKnown(text) {
		return true, text // "ada •••••• whats on my list": after the sign-in (signin_request_known.go)
	}
	return true, ""
}

// signInBeforePlan runs the sign-in first when a message carried its
// secret with several requests of other agents ("hi its ada, my pin is
// ••••••, what notes have i got and can you add a note …"): as a plan
// waiting for a yes, they would need the sign-in after the PIN, which
// lives for one message, was gone. The requests wait for it, in order.
func (e *Engine) signInBeforePlan(t *turn, r agents.Route) (step, bool) {
	a, user := e.signInAgent()
	if a == nil || len(r.Plan) < 2 || len(t.secretsOf(a.Name)) == 0 || e.sess.WorkFor(a.Name).Slots[user.Name] == "" || e.signedIn() {
		return stop, false
	}
	var more []string
	for _, ps := range r.Plan {
		if ps.Agent == a.Name {
			return stop, false // the sign-in is one of the steps: dispatch runs it first
		}
		more = append(more, ps.Action)
	}
	e.sess.Agenda.RequestFirst(more...)
	e.status()
	e.note(state.NoteContinuation, fmt.Sprintf("%s runs first, with the PIN the message carries; then: %s", a.Name, strings.Join(more, "; ")))
	return enterStep(a, "", false), true
}

// sayLeftOut tells the user, once signed in, that a password form typed
// inside a request ("a note saying the router password is ••••••") was
// left out of what the request takes: the text was cut where the mask
// stood, and silently the note read "the router and it is in the hall".
// A secret said with a username ("ada ••••••") is a sign-in's, not a cut.
func (e *Engine) sayLeftOut(t *turn, stored, rest, user string) {
	if user == "" && (e.signedIn() || householdMaskIn(stored) || e.signsNobodyIn()) && strings.Contains(stored, state.SecretMask) && !strings.Contains(rest, state.SecretMask) && strings.TrimSpace(rest) != "" {
		e.note(state.NoteProgress, "A password form in the message was masked and left out")
		t.say(prompts.SecretLeftOut())
	}
}

// maskBesideOwner masks, at any moment, a value of the sign-in secret's
// strict shape typed right beside a username ("ada 1815" at an approval
// or at another question): it is remembered as a secret and masked
// wherever it comes back, but not used — only a sign-in the moment allows
// uses it (shapedSignIn).
func (e *Engine) maskBesideOwner(text string) string {
	a, user := e.signInAgent()
	if a == nil {
		return text
	}
	slot := secretSlotAfter(a, user)
	fields := strings.Fields(text)
	for i := len(fields) - 1; i >= 0; i-- {
		v := strings.Trim(fields[i], `,.;:!?"'()`)
		if !agents.SecretShaped(slot, v) {
			continue
		}
		if _, ok := e.ownerBeside(fields, i); ok {
			e.typed.Remember(v)
			text = maskField(text, i, v)
		}
	}
	return text
}
