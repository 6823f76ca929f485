package concierge

// The secret found after "I forgot it" (R29, R53, R56; issue 24, ins31):
// "hi i'm ada but i forgot my pin, can i still see my notes" is told how to
// reset it; then "fine, 1815", "oh wait it's 1815", "found it: 1815",
// "1815 i think" was masked but read as "OK. What would you like to do?",
// nobody signed in, and "list notes" asked for the PIN again. Right after
// the user said the secret was forgotten (the reset answer, or "nobody
// here can tell it"), a short line that is the secret among lead-in words
// is the sign-in the user could not do before: it runs with the username
// already said (or asks it), and the request the forgotten secret stood
// in the way of is served after it. A wrong secret is refused by the
// sign-in as any other; the secret is never shown or stored.

import (
	"context"
	"fmt"
	"strconv"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// The sign-in agent's memory keys: where in the session the secret was
// said to be forgotten, and the task that was asked with it.
const (
	forgotAtMemory      = "forgot_secret_at"
	forgotRequestMemory = "forgot_secret_request"
)

// forgotWindow is how many user messages after "I forgot it" a secret
// typed with lead-in words is still that sign-in.
const forgotWindow = 3

// forgotLineWords is the longest line read as the secret found.
const forgotLineWords = 7

// foundLeadIns are the words said around a secret found again, besides
// secretFiller's: "fine, 1815", "found it: 1815", "ah here we go 1815",
// "remembered it, 1815", "nvm got it 1815".
var foundLeadIns = lazyWordSet(`fine found got here you go there we remembered remember recalled recall
	nvm nevermind never mind alright right all kk cool yes yep yup yea ya aha phew now just
	checked looked wrote written down on in paper phone back know knew hang hold and anyway
	ah oh its it's okey ok okay sorry mate hehe lol thats that's number digits wait`)

// rememberForgot keeps, on the sign-in agent's work, that the user said
// the secret was forgotten at this message, and the task the message
// asked for besides ("can i still see my notes"), read from its reading.
func (e *Engine) rememberForgot(t *turn, text string) {
	a, _ := e.signInAgent()
	if a == nil || e.signedIn() {
		return
	}
	w := e.sess.WorkFor(a.Name)
	w.Memory[forgotAtMemory] = strconv.Itoa(len(e.sess.Messages))
	delete(w.Memory, forgotRequestMemory)
	for _, c := range e.reading(t, text).Commands {
		if c.Kind != agents.CmdStartTask || c.Agent == a.Name {
			continue
		}
		if other := e.domain.Agent(c.Agent); other != nil {
			w.Memory[forgotRequestMemory] = other.Name
			return
		}
	}
	if best, ok := e.router.Best(text, e.domain.Agents); ok && best.Core && best.Agent != a {
		// read as help or a question ("seldo here, i forgot my password,
		// whats my balance"): the task its words name
		w.Memory[forgotRequestMemory] = best.Agent.Name
	}
}

// forgotFound is a secret typed right after it was said to be forgotten.
type forgotFound struct {
	agent  *agents.Agent
	slot   *agents.Slot
	value  string
	masked string // the line as stored and shown
}

// readForgotFound reads text as the secret said to be forgotten a little
// before: nobody signed in, nothing waits, the line is short and holds
// one value of the secret's shape (a password: one word) among lead-in
// words only. It only reads.
func (e *Engine) readForgotFound(text string) (forgotFound, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || e.sess.Speaker != "" || e.signedIn() {
		return forgotFound{}, false
	}
	a, user := e.signInAgent()
	if a == nil {
		return forgotFound{}, false
	}
	slot := secretSlotAfter(a, user)
	w := e.sess.Work[a.Name]
	if slot == nil || w == nil || w.Memory[forgotAtMemory] == "" {
		return forgotFound{}, false
	}
	at, err := strconv.Atoi(w.Memory[forgotAtMemory])
	if err != nil || at > len(e.sess.Messages) || e.userMessagesSince(at) > forgotWindow {
		return forgotFound{}, false
	}
	fields := strings.Fields(text)
	if len(fields) == 0 || len(fields) > forgotLineWords {
		return forgotFound{}, false
	}
	found, value := -1, ""
	for i, f := range fields {
		bare := strings.Trim(f, `,.;:!?"'()#=‘’“”`)
		if agents.SecretShape(slot) != nil && agents.SecretShaped(slot, bare) {
			if found >= 0 {
				return forgotFound{}, false // two of them: which, nobody can say
			}
			found, value = i, bare
			continue
		}
		if bare == "" || fillerWord(bare, slot) || foundLeadIns()[reading.ASCIILower(strings.ReplaceAll(bare, "’", "'"))] {
			continue
		}
		if agents.SecretShape(slot) != nil || found >= 0 || !e.passwordFound(a, bare) {
			return forgotFound{}, false // a word of something else: read as usual
		}
		found, value = i, bare
	}
	if found < 0 || agents.SecretShape(slot) == nil && !strings.Contains(value, state.SecretMask) && !foundCue(fields) {
		return forgotFound{}, false // "nah", "its broken": no password said
	}
	return forgotFound{agent: a, slot: slot, value: value, masked: maskField(text, found, value)}, true
}

// foundCues say the word after them is the secret found: "it's monkey",
// "found it: monkey", "got it, monkey", "remembered it - monkey".
var foundCues = lazyWordSet(`it's its is found got remembered recalled try`)

// foundCue reports a line holding one of foundCues.
func foundCue(fields []string) bool {
	for _, f := range fields {
		if foundCues()[reading.ASCIILower(strings.ReplaceAll(strings.Trim(f, `,.;:!?"'()`), "’", "'"))] {
			return true
		}
	}
	return false
}

// passwordFound reports w as a password typed after "I forgot it": no
// word of the domain's lexicon, a choice, a task, a username said, a
// greeting or a word that holds a sentence together.
func (e *Engine) passwordFound(a *agents.Agent, w string) bool {
	lw := reading.ASCIILower(w)
	if strings.Contains(w, state.SecretMask) {
		return true // a known password, masked already (secret_known_anywhere.go)
	}
	return !e.lexiconWord(w, a) && !e.choiceWord(w) && !e.taskWord(lw) && !e.knownUser(w) && !greetingWord(lw) && !functionWords()[lw] && !chatWords()[lw] && !reading.LoginFiller.Word(lw)
}

// forgotFoundTurn signs in with the secret found: the username said
// before is kept (or asked), and the task asked with "I forgot it" waits
// for after the sign-in.
func (e *Engine) forgotFoundTurn(ctx context.Context, f forgotFound) error {
	e.typed.Remember(f.value)
	masked, _ := e.typed.Mask(f.masked)
	e.userMessage(masked, true)
	return e.runTurn(ctx, masked, func(t *turn) error {
		label := f.slot.LabelOrName()
		w := e.sess.WorkFor(f.agent.Name)
		asked := e.domain.Agent(w.Memory[forgotRequestMemory])
		delete(w.Memory, forgotAtMemory)
		delete(w.Memory, forgotRequestMemory)
		e.note(state.NoteProgress, fmt.Sprintf("The user found the %s they said they forgot: %s runs with it", label, f.agent.Name))
		if asked != nil && !e.sess.Agenda.Holds(asked.Name) {
			e.sess.Agenda.Request(asked.TaskPhrase())
			e.note(state.NoteContinuation, fmt.Sprintf("%s runs first; then what was asked with the forgotten %s: %s", f.agent.Name, label, asked.TaskPhrase()))
		}
		if _, user := e.signInAgent(); user != nil && w.Slots[user.Name] == "" {
			// "fine, 1815" with nobody named yet: the name is asked, and
			// the secret after it, said plainly
			t.say(prompts.SecretNotKept(user.LabelOrName()))
		}
		t.setSecret(f.agent.Name, f.slot.Name, f.value)
		return e.run(t, enterStep(f.agent, "", false))
	})
}

// secretAloneTurn runs a message that is a secret typed at no prompt: the
// one found after "I forgot it" (above), or a stray one, "oh sorry its
// 1815" right after a refused sign-in or a PIN typed where nothing asked,
// masked and never said back (secret_stray.go; R29, R53). done is false
// for any other message.
func (e *Engine) secretAloneTurn(ctx context.Context, text string) (done bool, err error) {
	if f, ok := e.readForgotFound(text); ok {
		return true, e.forgotFoundTurn(ctx, f)
	}
	if st, ok := e.readStraySecret(text); ok {
		return true, e.strayTurn(ctx, st)
	}
	return false, nil
}
