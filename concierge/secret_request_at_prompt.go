package concierge

// A request typed at the password prompt (R29, R53; issue 24). Someone
// asked for their password thinks of the task, not the sign-in: "balance?",
// "whats my balance", "transfer", "how do i reset it". Tried as the
// password, such a line spends one of the three tries for nothing. A
// short line that plainly asks is not tried: nothing of it is echoed in
// the clear, the reply says the password is needed first, and the prompt
// stays. A real password that is a word still works ("monkey" is no task
// word of the bank).

import (
	"context"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// requestAtSecret reports a line of at most three words at secret's
// prompt that asks for something: it ends with a question mark, opens
// with a question word, or names a task of another agent and nothing a
// password is made of.
func (e *Engine) requestAtSecret(secret *state.Secret, text string) bool {
	t := strings.TrimSpace(text)
	if e.namesSecret(secret, text) {
		return false // "whats my password": talk about it (aboutTheSecret)
	}
	if len(strings.Fields(text)) <= 3 && e.secretAside(secret, text) != nil {
		return false // "checking": the waiting task's answer, kept for it (secretAside)
	}
	words := strings.Fields(t)
	if len(words) == 0 || len(words) > 3 || e.domain.KnownSecret != nil && e.domain.KnownSecret(strings.TrimRight(t, ".,;:!")) {
		return false
	}
	if len(words) == 1 && e.choiceWord(strings.Trim(t, `.,;:!"'()`)) {
		return false // "apple", "checking": one token, tried as the password (bank27)
	}
	if len(words) == 1 && strings.HasSuffix(t, "?") && strings.TrimRight(t, "?") != "" {
		return true // "balance?": asked, not typed
	}
	task := false
	for i, w := range words {
		if i == 0 && len(words) >= 2 {
			if q := reading.ASCIILower(strings.Trim(strings.NewReplacer("’", "", "'", "").Replace(w), `,.;:!?"()`)); questionLeads()[q] || q == "hows" || q == "wheres" {
				continue // "whats my balance": a question about a task
			}
		}
		lw := reading.ASCIILower(strings.Trim(w, `,.;:!"'()`))
		switch {
		case lw == "":
			return false
		case strings.TrimRight(lw, "?") != lw && e.otherTaskWord(secret.Agent, strings.TrimRight(lw, "?")):
			task = true // "my balance?"
		case e.otherTaskWord(secret.Agent, lw):
			task = true
		case strings.ContainsFunc(lw, func(r rune) bool { return !unicode.IsLetter(r) }):
			return false // "hunter2", "p@ss": a password's kind of word
		case len(words) > 1 && (reading.EnglishWord(lw) || reading.InLexicon(lw)):
			// "check my balance": the words around a task word
		default:
			return false
		}
	}
	return task
}

// otherTaskWord reports a word of another agent's task, title, intro or
// examples ("balance", "transfer", "stock"), of four letters or more and
// no word said around any task ("please", "want").
func (e *Engine) otherTaskWord(signIn, lw string) bool {
	if len(lw) < 4 || requestFiller()[lw] {
		return false
	}
	for _, a := range e.domain.Agents {
		if a.Name == signIn {
			continue
		}
		for _, phrase := range append([]string{a.Task, a.Intro, a.Title}, a.Examples...) {
			for _, pw := range strings.Fields(reading.ASCIILower(phrase)) {
				pw = strings.Trim(pw, `,.;:!?"'()`)
				if pw == lw || pw+"s" == lw {
					return true
				}
			}
		}
	}
	return false
}

// requestFiller are the words around any task, no task of their own.
var requestFiller = lazyWordSet(`what want need please would could your mine with that this from into some have make give show tell about them they there here then than just also`)

// requestAtSecretTurn answers a request typed at the secret's prompt:
// no try is spent, nothing of it is shown in the clear, and the prompt
// stays.
func (e *Engine) requestAtSecretTurn(ctx context.Context, secret *state.Secret, text string) error {
	stored := strings.TrimSpace(Sanitize(text))
	masked := len(strings.Fields(stored)) == 1
	if masked {
		// shown masked, never echoed; a task word is not remembered:
		// "balance" is no secret to mask wherever it comes back, where
		// "monkey?" may be the password, asked
		if w := reading.ASCIILower(strings.Trim(stored, `?,.;:!"'()`)); !e.otherTaskWord(secret.Agent, w) {
			e.typed.Remember(strings.TrimRight(stored, "?"))
		}
		stored = state.SecretMask
	} else {
		stored, _, _ = e.takeClearSecrets(stored)
	}
	e.userMessage(stored, masked)
	return e.runTurn(ctx, stored, func(t *turn) error {
		e.note(state.NoteProgress, "Not taken as the "+secret.Label+": the line asks for something, and no try is spent")
		label := secret.Label
		if label == "" {
			label = "password"
		}
		e.speak(t, secret.Agent, "I need your "+label+" first, and I didn't take that as it (no try was spent). Type your "+label+", and then I'll carry on with your request, or say never mind to stop.")
		e.emit(SecretRequested{Secret: *secret})
		return e.run(t, stop)
	})
}

// secretTalkOrRequest answers a line at the secret's prompt that is no
// try: a request, or talk about the secret (aboutTheSecret).
func (e *Engine) secretTalkOrRequest(ctx context.Context, secret *state.Secret, text string) error {
	if e.requestAtSecret(secret, text) {
		return e.requestAtSecretTurn(ctx, secret, text)
	}
	return e.secretTalk(ctx, secret, text)
}
