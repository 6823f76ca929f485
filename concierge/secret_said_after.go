package concierge

// A secret said to be one after it was typed (R29, R53; issue 24). A
// user types their password where nothing asked for it ("hunter2" at the
// greeting, "monkey" at the username question) and says so in the next
// line: "oh sorry that's my password", "oops thats my pw lol", "ignore
// that, it's my pin". The line before is then a secret: it is masked in
// the transcript (the front ends are told, MessageHidden), in what the
// store already holds (its events, snapshot and title are rewritten, not
// hidden), in exports (read from the store or the session), and
// remembered so that it is masked wherever it comes back. The reply says
// it was hidden; a value it had filled (the username) is dropped and the
// question that waits is asked again.

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/state"
)

// secretNoun names a secret: the forms people type.
const secretNoun = `(?:password|passwrd|pasword|passwd|pswd|pwd|pw|pword|passcode|pass\s?code|passphrase|pass\s?phrase|pass|pin(?:\s?code|\s?number|\s?no)?|secret(?:\s(?:code|word))?|login\s(?:password|pw|pin))`

// secretWasCue reads a line that says the line before it was a secret:
// "that/it/this/the last message (was/is/'s) my password", "I just typed
// my pw", "that's a password". Apostrophes are gone before it reads.
var secretWasCue = reading.Lazy(`(?i)(?:^|\b)(?:(?:that|thats|this|it|its|thas|tht|dat|dats|the\s(?:last|previous|prev|first)(?:\s(?:one|line|message|msg|word|thing|text))?|what\si\s(?:just\s)?(?:typed|wrote|sent|entered|put|said)|the\s(?:word|line|message|msg)\s(?:above|before))\s+(?:(?:was|is|s|were|be|wuz)\s+)?(?:(?:actually|literally|accidentally|accidently|just|totally|kinda|really)\s+)?|(?:i\s+)?(?:just\s+|accidentally\s+|accidently\s+|mistakenly\s+)?(?:typed|sent|entered|wrote|put|pasted|gave\syou|posted|leaked|shared)\s+(?:in\s+|out\s+)?)(?:my|a|the|our)\s+(?:(?:real|actual|bank|banking|account|login|notes|old|current|own|whole)\s+)?` + secretNoun + `(?:\s|$)`)

// secretWasNot are words that make such a line about something else: a
// wrong try ("that was the wrong password"), a question ("what was my
// password"), a denial ("that's not my password"), a change or a loss.
var secretWasNot = lazyWordSet(`not isnt wasnt aint never no nope wrong incorrect correct right forgot forget forgotten remember reset change changed changing
	new what whats which why how where who when work works working worked expired expire locked lock hint need want recover lost
	dont didnt doesnt cant cannot wont shouldnt if whether maybe`)

// saysLastWasSecret reports a line that says the user's line before it
// was a secret, with nothing else asked of it.
func saysLastWasSecret(text string) bool {
	t := strings.TrimSpace(text)
	if t == "" || strings.HasSuffix(t, "?") {
		return false // "is that my password?"
	}
	low := reading.ASCIILower(strings.NewReplacer("’", "", "'", "", "‘", "", "`", "").Replace(t))
	var b strings.Builder
	for _, r := range low {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9', r == ' ':
			b.WriteRune(r)
		default:
			b.WriteByte(' ')
		}
	}
	words := strings.Fields(b.String())
	if len(words) < 2 || len(words) > 16 {
		return false
	}
	for _, w := range words {
		if secretWasNot()[w] {
			return false
		}
	}
	return secretWasCue.MatchString(strings.Join(words, " "))
}

// pastSlip are the words that look back at a slip: at the password
// prompt only a line with one of them is about the line before.
var pastSlip = reading.Lazy(`\b(?:was|were|typed|sent|wrote|entered|pasted|posted|oops|oopsie|whoops|sorry|sry|ignore|my bad|last|previous|above|accident|accidentally|mistake|hide|delete|remove)\b`)

// saidAfterWords are the words a user closes such a line with: "lol",
// "by accident", "pls hide it". After the secret's name they are no
// password ("my pw lol" names no password lol).
var saidAfterWords = lazyWordSet(`lol lmao lmfao haha hahaha omg oops whoops oopsie sorry sry soz my bad there here in the chat by accident accidentally
	mistake pls plz please hide delete remove erase it that this oh man dude ugh ok okay now so just thanks thx ty`)

// onlyFillerAfterCue reports a line whose words after the secret's name
// are closing words only: nothing in it is a value.
func onlyFillerAfterCue(text string) bool {
	low := reading.ASCIILower(strings.NewReplacer("’", "", "'", "", "‘", "", "`", "").Replace(text))
	var b strings.Builder
	for _, r := range low {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == ' ' {
			b.WriteRune(r)
		} else {
			b.WriteByte(' ')
		}
	}
	norm := strings.Join(strings.Fields(b.String()), " ")
	loc := secretWasCue.FindStringIndex(norm)
	if loc == nil {
		return false
	}
	for _, w := range strings.Fields(norm[loc[1]:]) {
		if !saidAfterWords()[w] {
			return false
		}
	}
	return true
}

// lastUserLine is the index of the user's last message, or -1.
func (e *Engine) lastUserLine() int {
	for i := len(e.sess.Messages) - 1; i >= 0; i-- {
		if e.sess.Messages[i].Role == state.RoleUser {
			return i
		}
	}
	return -1
}

// secretSaidAfterTurn runs a line that says the line before it was a
// secret: that line is hidden everywhere it is kept, and the reply says
// so. ok is false for any other line.
func (e *Engine) secretSaidAfterTurn(ctx context.Context, text string) (bool, error) {
	if !saysLastWasSecret(text) || !onlyFillerAfterCue(text) || e.sess.Pending.Approval != nil {
		return false, nil // "its my password: monkey" gives one
	}
	if e.sess.Pending.Secret != nil && !pastSlip.MatchString(reading.ASCIILower(text)) {
		return false, nil // "it's my password" at its prompt may mean the next line
	}
	i := e.lastUserLine()
	if i < 0 {
		return false, nil
	}
	m := e.sess.Messages[i]
	old := strings.TrimSpace(m.Text)
	already := m.Masked || old == state.SecretMask || old == "" || isCommandWord(old)
	if !already {
		e.hideUserLine(i)
	}
	stored := strings.TrimSpace(Sanitize(text))
	if onlyFillerAfterCue(stored) {
		stored, _ = e.typed.Mask(stored) // "thats my pw lol": no value in it
	} else {
		stored, _, _ = e.takeClearSecrets(stored) // "that was my pw, the real one is …"
	}
	e.userMessage(stored, false)
	return true, e.runTurn(ctx, stored, func(t *turn) error {
		if already {
			e.note(state.NoteProgress, "Nothing to hide: the user's last message was never shown")
			t.say("Your last message was never shown or kept in the clear, so there is nothing to hide.")
		} else {
			e.note(state.NoteProgress, "Hidden: the user's last message, a secret they typed")
			t.say("I've hidden your last message: it is masked in this conversation and in the saved session, and it was not used.")
		}
		if a := e.domain.Agent(e.sess.Speaker); a != nil && !already {
			w := e.sess.WorkFor(a.Name)
			for k, v := range w.Slots {
				if strings.TrimSpace(v) == old {
					delete(w.Slots, k) // "monkey" taken as the username: asked again
				}
			}
			e.sess.Pending.Secret = nil
			return e.run(t, advanceStep(a))
		}
		if a := e.domain.Agent(e.sess.Speaker); a != nil {
			return e.run(t, advanceStep(a))
		}
		e.speak(t, agents.ConciergeName, "")
		return nil
	})
}

// isCommandWord: "approve", "reject" typed by a front end's key.
func isCommandWord(s string) bool {
	return s == "approve" || strings.HasPrefix(s, "reject")
}

// hideUserLine masks the user's message i wherever it is kept: the
// session, the records waiting to be written, the store, the screen.
func (e *Engine) hideUserLine(i int) {
	old := strings.TrimSpace(e.sess.Messages[i].Text)
	hide := &reading.SecretMemory{}
	for _, v := range []string{old, strings.TrimRight(old, ".,;:!")} {
		hide.Remember(v)
		e.typed.Remember(v)
		if b, err := json.Marshal(v); err == nil && len(b) > 2 {
			hide.Remember(string(b[1 : len(b)-1])) // as the records hold it
		}
	}
	e.sess.Messages[i].Text, e.sess.Messages[i].Masked = state.SecretMask, true
	for j := range e.sess.Messages {
		e.sess.Messages[j].Text, _ = hide.Mask(e.sess.Messages[j].Text)
	}
	for j := range e.sess.Notes {
		e.sess.Notes[j].Text, _ = hide.Mask(e.sess.Notes[j].Text)
	}
	for j := range e.sess.Artifacts {
		e.sess.Artifacts[j].Title, _ = hide.Mask(e.sess.Artifacts[j].Title)
		e.sess.Artifacts[j].Body, _ = hide.Mask(e.sess.Artifacts[j].Body)
	}
	for j := range e.sv.unsaved {
		if d, ok := hide.Mask(string(e.sv.unsaved[j].Data)); ok && json.Valid([]byte(d)) {
			e.sv.unsaved[j].Data = json.RawMessage(d)
		}
	}
	e.sv.title = "" // the listing's title is found again, unmasked lines only
	if r, ok := e.sv.store.(sessionRedactor); ok && e.sv.created && !e.sv.lost {
		if _, err := r.Redact(e.sess.ID, hide.Mask); err != nil {
			e.saveFailed(err)
		}
	}
	e.emit(MessageHidden{})
}

// sessionRedactor is a store that can rewrite what it holds of a session
// (state.Store).
type sessionRedactor interface {
	Redact(id string, mask func(string) (string, bool)) (int, error)
}
