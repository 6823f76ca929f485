package concierge

// Secrets typed where no prompt asked for them (R29, R53).
//
// Right after a sign-in was refused and its task ended, people type the
// secret again the way they would say it ("oh sorry its 1815"): that is
// the secret being retried, so it is masked before it is stored or shown
// and the sign-in runs again with it, for the same user. Elsewhere, a
// value of a secret's strict shape (a PIN's digits) typed alone is most
// likely that secret: it is masked, not kept, never said back, and the
// reply says how to sign in — never "You're welcome!" to a PIN.

import (
	"context"
	"fmt"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// straySecret is a secret read from a message typed at no prompt.
type straySecret struct {
	agent *agents.Agent
	slot  *agents.Slot
	value string
	retry bool // right after that agent's sign-in was refused: try again
	// elsewhere is the task that holds the turn at a question of its own
	// ("Which company…?"): a known password typed there is masked, and
	// that question is asked again
	elsewhere *agents.Agent
}

// readStraySecret reads a message typed where nothing waits as a secret:
// the secret of a sign-in just refused, typed again (its shape, or for a
// password without one, one word among filler), or a value of some
// secret's strict shape and nothing else.
func (e *Engine) readStraySecret(text string) (straySecret, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return straySecret{}, false
	}
	if e.sess.Speaker != "" {
		// "1815" at "Whose notes?": the PIN typed before its question,
		// never the owner (R29)
		a, user := e.signInAgent()
		if a == nil || e.sess.Speaker != a.Name || a.NextSlot(e.sess.WorkFor(a.Name).Slots) != user {
			// "monkey" at the stock question, typed by someone who
			// expected to be asked to sign in: never said back (R53)
			if v, ok := e.knownSecretAlone(text); ok && a != nil {
				if s := secretSlotAfter(a, user); s != nil {
					if sp := e.domain.Agent(e.sess.Speaker); sp != nil {
						return straySecret{agent: a, slot: s, value: v, elsewhere: sp}, true
					}
				}
			}
			return straySecret{}, false
		}
		if s := secretSlotAfter(a, user); s != nil {
			if v, ok := e.shapedAlone(text, s); ok && (user.Pattern == nil || !user.Pattern.MatchString(v)) {
				// a member id of digits is the answer when its own
				// pattern takes it
				return straySecret{agent: a, slot: s, value: v}, true
			}
			if v, ok := e.knownSecretAlone(text); ok {
				// "monkey" at "What is your username?": a known
				// user's password, never taken as a username (issue 24)
				return straySecret{agent: a, slot: s, value: v}, true
			}
			if v, ok := e.passwordAtUsername(a, s, text); ok {
				// "oh oops its monkey" after a failed try: the password
				// again, typed at the username question (secret_late.go)
				return straySecret{agent: a, slot: s, value: v}, true
			}
		}
		return straySecret{}, false
	}
	if a := e.failedSignIn(); a != nil {
		for i := range a.Slots {
			s := &a.Slots[i]
			if s.Kind != agents.KindSecret {
				continue
			}
			if v, ok := e.shapedAlone(text, s); ok {
				return straySecret{agent: a, slot: s, value: v, retry: true}, true
			}
			if agents.SecretShape(s) != nil {
				continue
			}
			if v, ok := secretAmongFiller(text, s); ok && !e.lexiconWord(v, a) && !e.choiceWord(v) {
				return straySecret{agent: a, slot: s, value: v, retry: true}, true
			}
		}
	}
	if v, ok := e.knownSecretAlone(text); ok {
		// "monkey" typed alone at the greeting: a known user's password,
		// masked at once (issue 24)
		if a, user := e.signInAgent(); a != nil {
			if s := secretSlotAfter(a, user); s != nil {
				return straySecret{agent: a, slot: s, value: v}, true
			}
		}
	}
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if len(agents.FindSecrets(&a.Slots[i], text, agents.SecretHints{})) > 0 {
				continue // "my pin is 1815": its agent takes it (R29's forms)
			}
			if v, ok := e.shapedAlone(text, &a.Slots[i]); ok {
				return straySecret{agent: a, slot: &a.Slots[i], value: v}, true
			}
		}
	}
	return straySecret{}, false
}

// shapedAlone is the value of text when text is a value of the strict
// shape of the secret slot s and nothing else, filler aside ("1815", "its
// 1815 sorry").
func (e *Engine) shapedAlone(text string, s *agents.Slot) (string, bool) {
	if agents.SecretShape(s) == nil {
		return "", false
	}
	v := strings.TrimRight(strings.TrimSpace(text), ".,;:!")
	if len(strings.Fields(v)) > 1 {
		var ok bool
		if v, ok = secretAmongFiller(text, s); !ok {
			return "", false
		}
	}
	return v, agents.SecretShaped(s, v)
}

// failedSignIn is the sign-in agent whose try was refused by the last
// exchange: the user's last message was a secret, typed masked, the agent
// answered it, its task has ended and nobody is signed in. nil otherwise.
func (e *Engine) failedSignIn() *agents.Agent {
	if e.signedIn() {
		return nil
	}
	msgs := e.sess.Messages
	for i := len(msgs) - 1; i >= 0; i-- {
		m := msgs[i]
		if m.Role == state.RoleUser {
			if !m.Masked {
				return nil
			}
			for _, r := range msgs[i+1:] {
				if a := e.domain.Agent(r.Agent); a != nil && r.Role == state.RoleAgent && hasSecretSlot(a) {
					return a
				}
			}
			return nil
		}
	}
	return nil
}

// strayTurn runs a secret typed at no prompt: stored and shown masked,
// remembered so that it is masked wherever it comes back; a retry signs
// in again with the values the refused try had, anything else is not
// kept and the reply says how to sign in.
func (e *Engine) strayTurn(ctx context.Context, st straySecret) error {
	e.typed.Remember(st.value)
	e.userMessage(state.SecretMask, true)
	return e.runTurn(ctx, state.SecretMask, func(t *turn) error {
		label := st.slot.LabelOrName()
		if sp := st.elsewhere; sp != nil {
			// typed at another task's question: not kept, not tried, and
			// that question is asked again
			e.note(state.NoteProgress, fmt.Sprintf("Not kept: a known %s, typed at %s's question", label, sp.Name))
			t.say(prompts.StraySecret(label, signInPhrase(st.agent)))
			return e.run(t, advanceStep(sp))
		}
		if !st.retry && e.sess.Speaker == st.agent.Name {
			// typed at the owner's question: not kept, and the question
			// is asked again
			e.note(state.NoteProgress, fmt.Sprintf("Not kept: a value of the %s's shape, typed before the %s was asked", label, label))
			t.say(prompts.SecretBeforeAsked(label))
			return e.run(t, advanceStep(st.agent))
		}
		if !st.retry {
			e.note(state.NoteProgress, fmt.Sprintf("Not kept: a value of the %s's shape, typed where nothing asked for it", label))
			e.speak(t, agents.ConciergeName, prompts.StraySecret(label, signInPhrase(st.agent)))
			return nil
		}
		e.note(state.NoteProgress, fmt.Sprintf("The user typed the %s again: %s runs again", label, st.agent.Name))
		if l := e.sess.Last; l != nil && l.Agent == st.agent.Name {
			w := e.sess.WorkFor(st.agent.Name)
			for k, v := range l.Slots {
				if s := st.agent.Slot(k); s != nil && s.Kind != agents.KindSecret {
					w.Slots[k] = v
				}
			}
		}
		t.setSecret(st.agent.Name, st.slot.Name, st.value)
		return e.run(t, enterStep(st.agent, "", false))
	})
}

// signInPhrase is what to say to start agent a: its first example, else
// its task in words.
func signInPhrase(a *agents.Agent) string {
	if len(a.Examples) > 0 {
		return a.Examples[0]
	}
	if a.Task != "" {
		return a.Task
	}
	return "sign in"
}

// secretShapedWord reports a word of the strict shape of one of the
// domain's secrets (a PIN's digits): never quoted back as a word the loop
// did not use (R53), since it may well be that secret.
func (e *Engine) secretShapedWord(w string) bool {
	w = strings.Trim(w, `,.;:!?"'()`)
	for _, a := range e.domain.Agents {
		for i := range a.Slots {
			if agents.SecretShaped(&a.Slots[i], w) {
				return true
			}
		}
	}
	return false
}

// unusedByKind is the reader's commands as the Why panel shows them, each
// unused word of a secret's shape said by its kind ("a number").
func (e *Engine) unusedByKind(cs []agents.Command) []agents.Command {
	out := make([]agents.Command, len(cs))
	for i, c := range cs {
		if c.Kind == agents.CmdUnused {
			c.Words = e.byKind(c.Words)
		}
		out[i] = c
	}
	return out
}

// byKind is words as the Why panel may show them: each of a secret's
// shape said by its kind ("a number"), the others as they are.
func (e *Engine) byKind(words []string) []string {
	out := make([]string, len(words))
	for i, w := range words {
		out[i] = w
		if e.secretShapedWord(w) {
			out[i] = "a number"
		}
	}
	return out
}

// knownSecretAlone is the value of a line that is nothing but the secret
// of a user the domain's back end knows ("monkey", "monkey."): a password
// typed alone by habit, masked before it is shown or stored.
func (e *Engine) knownSecretAlone(text string) (string, bool) {
	if e.domain.KnownSecret == nil {
		return "", false
	}
	v := strings.TrimRight(strings.TrimSpace(text), ".,;:!")
	if v == "" || strings.ContainsFunc(v, unicode.IsSpace) {
		return "", false
	}
	return v, e.domain.KnownSecret(v)
}
