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
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
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
	for _, i := range []int{at - 1, at + 1} {
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

// signInCarried reports a message that carried the sign-in's username and
// its secret and asks nothing else of another agent ("hola quiero abrir
// mis notas ada ••••••", "ada •••••• 🙂"): the sign-in runs with them,
// where the routing would have taken the foreign words for nothing it
// knows and dropped the sign-in.
func (e *Engine) signInCarried(t *turn, u signInUser, stored string) bool {
	if len(t.secretsOf(u.agent.Name)) == 0 || e.sess.Pending.Approval != nil || e.planWaits() {
		return false
	}
	if agents.SecretShape(secretSlotAfter(u.agent, u.slot)) == nil {
		// a password said in words ("pw lovelace, what's in my savings?")
		// is read with its request as before: only a secret of a strict
		// shape is known for one among words the reader cannot read
		return false
	}
	var rest []string
	for _, w := range strings.Fields(withoutSecrets(stored, "")) {
		if !strings.EqualFold(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }), u.value) {
			rest = append(rest, w)
		}
	}
	if len(rest) == 0 || strings.Contains(strings.Join(rest, " "), state.SecretMask) {
		return len(rest) == 0
	}
	text := strings.Join(rest, " ")
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core {
		return best.Agent == u.agent // "… list my notes" waits for the sign-in
	}
	if e.reader == nil {
		return true
	}
	// the reader's guess at words it does not know ("hola quiero abrir
	// mis notas") is no request; a sure one is
	rd := e.reader.Read(text, e.moment(nil))
	return !rd.Sure || len(rd.Commands) == 0 || rd.Commands[0].Kind != agents.CmdStartTask || rd.Commands[0].Agent == u.agent.Name
}
