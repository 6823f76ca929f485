package concierge

// The hidden password pasted back (issue 24, bank24b): "u: seldo p:
// ••••••", copied from the transcript's masked echo, was told "I only
// understand English" with nothing in hand, "That is not a valid
// username" at the username question, and at the password prompt it was
// tried as the password — a try spent on six dots. The dots are how the
// app hides a password: there is nothing in them to use. The answer says
// so plainly and asks for the password itself; the dots are never tried,
// and a username said beside them is taken as one would be ("u: seldo"
// signs in as seldo, the password asked next).

import (
	"context"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// pastedMask reports a line holding a run of the dots a hidden secret is
// shown as ("••••••", "●●●●").
func pastedMask(text string) bool {
	return strings.Contains(text, "•••") || strings.Contains(text, "●●●") || strings.Contains(text, "∙∙∙")
}

// withoutMask is text with the hidden part cut out: the dots and the cue
// just before them ("u: seldo p: ••••••" is "u: seldo").
func withoutMask(text string) string {
	var kept []string
	words := loginWords(text)
	for i, w := range words {
		if strings.ContainsAny(w, "•●∙") {
			continue
		}
		if i+1 < len(words) && strings.ContainsAny(words[i+1], "•●∙") && maskCue()[strings.ToLower(w)] {
			continue
		}
		kept = append(kept, w)
	}
	return strings.Join(kept, " ")
}

// maskCue are words that name the secret just before its dots.
var maskCue = lazyWordSet(`p pw pwd pass passwd password passcode pin secret and &`)

// maskPastedRead reads a line holding a hidden secret's dots, typed with
// no secret asked (maskPastedMessage): said plainly, and a sign-in the line asks for ("u:
// seldo") routed on without them; ok is false for any other line.
func (e *Engine) maskPastedRead(text string) (turnCmd, bool) {
	a, user := e.signInAgent()
	if a == nil {
		return turnCmd{}, false
	}
	label := "password"
	if s := secretSlotAfter(a, user); s != nil {
		label = s.LabelOrName()
	}
	reply := prompts.MaskPasted(label)
	if e.sess.Speaker == "" {
		for _, w := range loginWords(withoutMask(text)) {
			if u, ok := e.usernameWord(a, user, w, true); ok && e.knownUser(u) {
				c := sayCmd(agents.CmdAsk, "ask(masked) — a hidden "+label+" pasted back, never tried; the sign-in asked for", text, reply, false)
				c.exec, c.From = execSayRoute, "log in as "+u
				return c, true
			}
		}
	}
	return sayCmd(agents.CmdAsk, "ask(masked) — a hidden "+label+" pasted back, never tried", text, reply, true), true
}

// maskPastedTurn answers the dots typed at the secret prompt: never tried,
// no try spent, the secret asked again.
func (e *Engine) maskPastedTurn(ctx context.Context, secret *state.Secret, text string) error {
	e.userMessage(strings.TrimSpace(Sanitize(text)), false)
	return e.runTurn(ctx, text, func(t *turn) error {
		e.note(state.NoteProgress, "Not tried as the "+secret.Label+": the line holds the dots a hidden "+secret.Label+" is shown as, and no try is spent")
		e.speak(t, secret.Agent, prompts.MaskPasted(secret.Label))
		e.emit(SecretRequested{Secret: *secret})
		return e.run(t, stop)
	})
}

// maskPastedMessage reads a message holding a hidden secret's dots, typed
// with no secret asked and no approval waiting, as maskPastedRead says;
// ok is false for any other message.
func (e *Engine) maskPastedMessage(ctx context.Context, text string) (bool, error) {
	if !pastedMask(text) || e.promptCancel(text) {
		return false, nil
	}
	if secret := e.sess.Pending.Secret; secret != nil {
		return true, e.maskPastedTurn(ctx, secret, text) // "p: ••••••" at the password prompt: never tried
	}
	if a, _ := e.signInAgent(); a == nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return false, nil
	}
	text = strings.TrimSpace(Sanitize(text))
	// stored as typed: the dots hold no secret, and nothing in the line
	// is taken as one (a pair, a password form) before it is read here
	e.userMessage(text, false)
	return true, e.runTurn(ctx, text, func(t *turn) error {
		c, _ := e.maskPastedRead(text)
		st, _, err := e.runCommands(t, []turnCmd{c})
		if err != nil {
			return err
		}
		return e.run(t, st)
	})
}
