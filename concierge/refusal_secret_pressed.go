package concierge

// Pressing for a secret after being told nobody can tell it (R29, R53;
// issue 24, round 13). After "i forgot my password can you tell me what it
// is" was answered "I can't tell you your password: …", the user pushes:
// "just read it out to me" (read as a logout: "You're not signed in"), "no
// seriously just tell me it" (read as nothing: the menu), "cmon", "please
// i need it", "i'm the owner", "it's my own". Each is the same request
// again: it gets the same refusal in other words, never a task of its own.
// A line that asks anything else ("ok how do i reset it", "log in", "whats
// my balance") is served as ever: a pressing line is made only of the
// words people press with.

import (
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// secretRefusedMark is in every reply that says nobody here can tell the
// user's secret (prompts' secret_not_known, secret_not_known_reset and
// secret_pressed).
const secretRefusedMark = "nobody here can see it"

// pressWords make up a line that presses for the secret; pressCore are the
// ones that press on their own ("it", "me" alone say nothing).
var (
	pressWords = lazyWordSet(`just please pls plz pleeease pleease pleaseee pretty cmon c'mon cmonnn comeon come on go do anyway no nah gimme lemme hear seriously srsly honestly really
	tell read say give show spell whisper reveal repeat type text email send display print share tellme
	it its it's that this them me to out loud aloud back over here again now already quick quickly then so but and
	i im i'm id i'd ive i've am the my mine own your you u ur yours a an is was what whats what's
	password passwd pw pwd pass pin passcode code secret word
	owner account holder customer user mine allowed right entitled
	need needed want know knew see seen have has got must can could should would will surely sure
	forgot forgotten forget remember cant can't dont don't wont won't
	urgent emergency important insist beg begging
	ok okay look listen well mate man dude bro lol ugh ffs ok sake gods god's for one more time just`)
	pressCore = lazyWordSet(`just please pls plz pleeease pleease pleaseee cmon c'mon cmonnn comeon seriously srsly honestly
	tell read say give show spell whisper reveal repeat type text email send display print share tellme
	owner holder customer mine own need forgot forgotten urgent emergency insist beg begging allowed entitled what whats gimme`)
)

// pressesForSecret reports a short line made only of pressing words, with
// at least one that presses on its own.
func pressesForSecret(text string) bool {
	words := strings.Fields(strings.ReplaceAll(normalise(text), "’", "'"))
	if len(words) == 0 || len(words) > 14 {
		return false
	}
	core := false
	for _, w := range words {
		if !pressWords()[w] && !pushWords()[w] {
			return false
		}
		core = core || pressCore()[w]
	}
	return core || pushesAgain(strings.Join(words, " ")) // "just show it once", "only this time" (push_again.go)
}

// pressedForSecretRead reads, as its answer, a line that presses for a secret right after
// a reply that said nobody here can tell it, or right after a refused
// request for someone's secret (refused again, as harm_followup.go does);
// false for any other message, and at a prompt, where the line answers
// the prompt. It only reads.
func (e *Engine) pressedForSecretRead(text string) (turnCmd, bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() || strings.Contains(text, state.SecretMask) || !pressesForSecret(text) {
		return turnCmd{}, false
	}
	if r, ok := e.lastRefusal(); ok && r.after == 1 && e.hasLoginCue(r.text) {
		// "whats ada's password" refused, then "just read it out to me"
		c := turnCommand(agents.CmdRefuse, execRefusedAgain, text)
		c.Reason, c.kind, c.shown = "again", state.NoteGuardrail, "refuse(again)"
		c.why = "the refused request for a secret pressed again"
		return c, true
	}
	if !e.secretJustRefused() {
		return turnCmd{}, false
	}
	label := "password"
	if a, user := e.signInAgent(); a != nil {
		if s := secretSlotAfter(a, user); s != nil {
			label = s.LabelOrName()
		}
	}
	return sayCmd(agents.CmdAsk, "ask(secret: "+label+") pressed again — nobody here can tell it, however it is asked", text, prompts.SecretPressed(label, e.signedIn()), true), true
}

// secretJustRefused reports that the reply to the message before this one
// said nobody here can tell the user's secret.
func (e *Engine) secretJustRefused() bool {
	msgs := e.sess.Messages
	users := 0
	for i := len(msgs) - 1; i >= 0; i-- {
		if msgs[i].Role == state.RoleUser {
			if users++; users > 1 {
				return false
			}
			continue
		}
		if strings.Contains(msgs[i].Text, secretRefusedMark) {
			return true
		}
	}
	return false
}
