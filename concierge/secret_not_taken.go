package concierge

// Lines typed at a secret prompt that plainly answer something else (R29,
// R53). A wrong username or password leaves the user at "Please enter
// your password." while their mind is still on the task: they correct it
// ("no, that's too much, make it 70"), say yes to what they think is a
// question, or ask for something. Tried as the password, such a line
// spends one of the three tries and locks the user out for nothing. So a
// line is not tried when it is
//   - a yes-word alone ("yes", "sure thing"): no one's password;
//   - a sentence of four words or more holding a correction, a request, a
//     question or a number (an amount): a passphrase is words, not that;
//   - for a secret with a strict shape (a PIN's digits), anything that
//     does not have that shape once the filler around it is gone.
// The reply says in one sentence that it was not taken and what to do,
// and a value the line gives for the task that waits (the transfer's new
// amount) is kept for it first.
//
// What is stored: a line of one word that did not fit the shape is
// masked all the same (a mistyped PIN is still close to the PIN); a
// yes-word or a sentence read as above is plainly no secret and is stored
// as typed, minus any secret of R29's forms or any typed before.

import (
	"context"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// notTheSecret reports a line at the prompt of secret that is not to be
// tried as it, and whether the line is to be stored masked.
func (e *Engine) notTheSecret(secret *state.Secret, text string) (masked, ok bool) {
	a := e.domain.Agent(secret.Agent)
	if a == nil || a.Slot(secret.Slot) == nil {
		return false, false
	}
	s := a.Slot(secret.Slot)
	if _, ok := secretAfterComplaint(text, s); ok {
		return false, false // "what?? i typed it right. monkey" (secret_after_complaint.go)
	}
	if len(agents.FindSecrets(s, text, agents.SecretHints{})) > 0 {
		return false, false // "my pin is 1815": the secret, in words
	}
	words := strings.Fields(text)
	if len(words) > 1 && len(words) <= 4 && (isYes(text) || yesLine(text)) {
		// "yes go ahead": no one's password; "yes" alone may be one, and
		// is tried masked (issue 24, bank27)
		return false, true
	}
	if len(words) == 1 && isYes(text) && agents.SecretShape(s) == nil {
		return false, false // "yes", "ok", "sure": a password may be one, tried masked (bank27); a PIN is digits
	}
	if courtesyLine(text) || greetingLine(text) {
		// "ty", "THANK YOU DEAR", "awesome thank u so much": courtesy, no
		// try spent; one word is still masked, in case it was the password
		return len(words) == 1, true
	}
	if agents.SecretShape(s) != nil {
		v := strings.TrimSpace(text)
		if f, ok := secretAmongFiller(text, s); ok {
			v = f
		}
		if g, ok := guessedSecret(text, s); ok {
			v = g // "maybe 1815?" (secret_guess.go)
		}
		if !agents.SecretShaped(s, strings.TrimRight(v, ".,;:!")) {
			return len(words) == 1, true
		}
		return false, false
	}
	if _, ok := secretAmongFiller(text, s); ok {
		return false, false // "uh sorry, it's monkey": the secret among filler
	}
	if len(words) >= 2 && read(text).Is(reading.Correction) && hasNumberWord(words) {
		if owner, _, _ := e.waitingCorrectionRead(secret, text); owner != nil {
			return false, true // "make it 70": the waiting transfer's new amount
		}
	}
	if len(words) >= 2 && (questionLine(text) || foreignPhrase(text)) {
		// "btw what time do branches close", "cuenta corriente": a
		// question or another language, no password (secret_question_line.go)
		return false, true
	}
	if everydaySentence(text) {
		// "thank you so much for your help, have a lovely evening": a
		// sentence, no passphrase (secret_sentence.go)
		return false, true
	}
	if e.usernameFixed(secret, text) {
		// "typo its seldo", "wrong name, seldo": the username put right,
		// the password asked again and no try spent (secret_username_fixed.go)
		return false, true
	}
	if len(words) < 4 {
		return false, false
	}
	if read(text).Is(reading.Correction) || e.requestOfItsOwn(text) || strings.Contains(text, "?") || hasNumberWord(words) {
		return false, true
	}
	return false, false
}

// hasNumberWord reports a word that is a number on its own ("70",
// "$70", "70.50"), as an amount is said; digits inside a word ("hunter2")
// are not.
func hasNumberWord(words []string) bool {
	for _, w := range words {
		w = strings.TrimLeft(strings.TrimRight(w, ".,;:!?)"), "$£€(")
		if w == "" {
			continue
		}
		digits := strings.Trim(w, "0123456789")
		if digits == "" || (strings.Count(w, ".") == 1 && strings.Trim(strings.Replace(w, ".", "", 1), "0123456789") == "") {
			return true
		}
	}
	return false
}

// notTakenTurn answers a line not tried as the secret: the values it gives
// the task that waits are kept for it, the secret is asked again, and no
// try is spent.
func (e *Engine) notTakenTurn(ctx context.Context, secret *state.Secret, text string, masked bool) error {
	stored := state.SecretMask
	if masked {
		e.typed.Remember(strings.TrimSpace(text))
		e.userMessage(stored, true)
	} else {
		stored, _, _ = e.takeClearSecrets(strings.TrimSpace(Sanitize(text)))
		e.userMessage(stored, false)
	}
	return e.runTurn(ctx, stored, func(t *turn) error {
		e.note(state.NoteProgress, "Not taken as the "+secret.Label+": the line answers something else, and no try is spent")
		if !masked {
			if a, user, v, ok := e.ownerCorrected(secret, stored); ok {
				// "wrong person, its actually grace": the owner the secret
				// is for, taken in place of the one given
				e.sess.WorkFor(a.Name).Slots[user.Name] = v
				e.note(state.NoteProgress, "The "+user.LabelOrName()+" is now "+v)
				t.say(prompts.KeptForLater(v, a.TaskPhrase()))
			}
			if owner, vals := e.waitingCorrection(secret, stored); owner != nil {
				w := e.sess.WorkFor(owner.Name)
				for name, v := range vals {
					w.Slots[name] = v
					label, said := name, v
					if s := owner.Slot(name); s != nil {
						label = s.LabelOrName()
						if s.Kind == agents.KindMoney {
							said = "$" + v // "Noted: $70.00", as amounts are shown
						}
					}
					e.note(state.NoteProgress, "The "+label+" of "+owner.Name+" is now "+v)
					t.say(prompts.KeptForLater(said, owner.TaskPhrase()))
				}
			}
		}
		e.speak(t, secret.Agent, prompts.SecretNotTaken(secret.Label))
		e.emit(SecretRequested{Secret: *secret})
		return e.run(t, stop)
	})
}

// waitingCorrection finds the values of precise kinds (an amount, an id,
// a choice) that a task waiting under the sign-in takes from text, new or
// in place of those it had: "I'll do 70 instead" while a transfer of 100
// waits for the password. Every one must check out, else none is kept.
func (e *Engine) waitingCorrection(secret *state.Secret, text string) (*agents.Agent, map[string]string) {
	a, vals, raws := e.waitingCorrectionRead(secret, text)
	if a != nil {
		e.rewordWaiting(a, raws)
	}
	return a, vals
}

// waitingCorrectionRead is waitingCorrection without keeping anything: the
// task, its values as normalised and as said.
func (e *Engine) waitingCorrectionRead(secret *state.Secret, text string) (*agents.Agent, map[string]string, map[string]string) {
	for _, task := range e.sess.Agenda {
		a := e.domain.Agent(task.Agent)
		if !task.IsTask() || a == nil || a.Name == secret.Agent {
			continue
		}
		vals, raws := map[string]string{}, map[string]string{}
		said := agents.Extract(a, text, "")
		if len(said) == 0 {
			// "I'll do 70 instead": a bare value, read as the answer to the
			// one slot of its kind the request already gave
			for name := range agents.Extract(a, task.Text, "") {
				if s := a.Slot(name); s != nil && s.Kind != agents.KindText && s.Kind != agents.KindSecret {
					if v := agents.Extract(a, text, name)[name]; v != "" {
						if _, err := s.Normalize(v, e.pinnedFacts(a)); err == nil {
							said = map[string]string{name: v}
							break
						}
					}
				}
			}
		}
		for name, raw := range said {
			s := a.Slot(name)
			if s == nil || s.Kind == agents.KindSecret || s.Kind == agents.KindText && !slotNamedIn(s, text) {
				continue // a free text only when the line names it: "change the title to …"
			}
			if s.Kind == agents.KindText {
				raw = strings.TrimPrefix(raw, "to ") // "rename the title to X"
			}
			v, err := s.Normalize(raw, e.pinnedFacts(a))
			if err != nil {
				return nil, nil, nil
			}
			vals[name], raws[name] = v, raw
		}
		if len(vals) > 0 {
			return a, vals, raws
		}
	}
	return nil, nil, nil
}

// rewordWaiting puts the new values in the request of the waiting task a,
// in place of the ones it said ("send 100 to …" → "send 70 to …"): the
// request is read again when the task resumes, and would bring the old
// value back.
func (e *Engine) rewordWaiting(a *agents.Agent, raws map[string]string) {
	for i := range e.sess.Agenda {
		task := &e.sess.Agenda[i]
		if task.Agent != a.Name || !task.IsTask() {
			continue
		}
		old := agents.Extract(a, task.Text, "")
		for name, raw := range raws {
			if o := old[name]; o != "" && strings.Contains(task.Text, o) {
				task.Text = strings.Replace(task.Text, o, raw, 1)
			}
		}
		w := e.sess.WorkFor(a.Name)
		if w.Request != "" {
			for name, raw := range raws {
				if o := old[name]; o != "" {
					w.Request = strings.Replace(w.Request, o, raw, 1)
				}
			}
		}
	}
}

// slotNamedIn reports the slot's name or label said in text as a word.
func slotNamedIn(s *agents.Slot, text string) bool {
	words := " " + normalise(text) + " "
	for _, n := range []string{s.Name, s.Label} {
		if n = normalise(n); n != "" && strings.Contains(words, " "+n+" ") {
			return true
		}
	}
	return false
}

// cancelInLine reports a cancel said anywhere in a line at a secret
// prompt, among talk about the secret ("no clue what it is, forget the
// whole thing", "can't remember, quit"): a clause of its own that is a
// cancel or a way out, or a cancel inside the line that the reader reads
// as the line's act. The cancel wins: it never spends a try (R53).
func (e *Engine) cancelInLine(text string) bool {
	if hasCancel(text) && e.promptCancel(text) {
		return true
	}
	for _, c := range clauses(text) {
		if n := normalise(c); n != "" && n != normalise(text) && (isCancel(c) || wayOut()[n]) {
			return true
		}
	}
	return false
}

// clauses are the parts of text between the marks and joining words that
// end a clause: ",", ";", ".", "!", "so", "and", "but", "then".
func clauses(text string) []string {
	var out []string
	for _, part := range strings.FieldsFunc(text, func(r rune) bool { return r == ',' || r == ';' || r == '.' || r == '!' }) {
		cur := []string{}
		for _, w := range strings.Fields(part) {
			switch reading.ASCIILower(w) {
			case "so", "and", "but", "then":
				if len(cur) > 0 {
					out = append(out, strings.Join(cur, " "))
				}
				cur = cur[:0]
				continue
			}
			cur = append(cur, w)
		}
		if len(cur) > 0 {
			out = append(out, strings.Join(cur, " "))
		}
	}
	return out
}

// quotedText is a quotation in a problem's sentence.
var quotedText = reading.Lazy(`"(?:[^"\\]|\\.)*"`) // compiled on first use (R55)

// unquotedAtSignIn is a problem with what was typed, said back by an agent
// that asks for a secret without quoting it: a line typed at its username
// or secret question may hold the password ("seldo monkey pls …" is no
// valid username), so it is "that", never the words (R53).
func unquotedAtSignIn(a *agents.Agent, problem string) string {
	if !hasSecretSlot(a) || !quotedText.MatchString(problem) {
		return problem
	}
	out := quotedText.ReplaceAllString(problem, "that")
	if strings.HasPrefix(out, "that") {
		out = "That" + out[len("that"):]
	}
	return out
}

// ownerCorrected reads a line at the secret prompt that corrects whose
// secret it is ("wrong person, its actually grace", "no wait, grace"): a
// correction holding one word that reads as a name, for the agent's user
// slot when it holds a value already.
func (e *Engine) ownerCorrected(secret *state.Secret, text string) (*agents.Agent, *agents.Slot, string, bool) {
	a := e.domain.Agent(secret.Agent)
	h := agents.SecretHintsFor(a, "")
	if a == nil || h.User == nil || e.sess.WorkFor(a.Name).Slots[h.User.Name] == "" {
		return nil, nil, "", false
	}
	n := " " + normalise(text) + " "
	typed := e.sess.WorkFor(a.Name).Slots[h.User.Name]
	renamed := e.usernameMeant(text, typed)
	if !read(text).Is(reading.Correction) && !strings.Contains(n, " wrong ") && !strings.Contains(n, " not ") && !renamed {
		return nil, nil, "", false
	}
	// the line is about whose secret it is: it names the slot, a person,
	// or takes back the one given ("wrong name", "not bob"); "I meant
	// monkey" is the password retyped
	about := renamed || strings.Contains(n, " not "+normalise(typed)+" ")
	for _, w := range append([]string{h.User.Name, h.User.Label, "name", "person", "user", "username", "owner"}, h.User.Cues...) {
		if w = normalise(w); w != "" && strings.Contains(n, " "+w+" ") {
			about = true
		}
	}
	if !about {
		return nil, nil, "", false
	}
	words := loginWords(text)
	v := ""
	for i, w := range words {
		if !strings.ContainsFunc(w, unicode.IsLetter) || len(w) < 3 && !e.nameShaped(words, i) || renamed && (strings.EqualFold(w, typed) || meantLeads()[strings.ToLower(w)] || aboutTheName()[strings.ToLower(w)]) {
			continue
		}
		if u, ok := e.usernameWord(a, h.User, w, e.nameShaped(words, i)); ok {
			if v != "" {
				return nil, nil, "", false // two names: which, is not said
			}
			v = u
		}
	}
	if v == "" || strings.EqualFold(v, e.sess.WorkFor(a.Name).Slots[h.User.Name]) {
		return nil, nil, "", false
	}
	return a, h.User, v, true
}

// meantLeads say the word after them is what was meant ("oh i mean
// seldo", "sorry, meant seldo", "oops seldo*").
var meantLeads = lazyWordSet(`mean meant meaning oops oopsie whoops sorry typo typod typoed misspelt misspelled mistyped sry soz wrong mistake`)

// usernameMeant reports "oh i mean seldo" typed at the password prompt
// after the username "seldp": a "meant" word and one other word that is a
// username the domain knows or the typed one mistyped (within two edits),
// never the password itself. Round 23's tester spent a try and was locked
// out on it; "I meant monkey" is still the password retyped.
func (e *Engine) usernameMeant(text, typed string) bool {
	words := loginWords(text)
	lead, named := false, ""
	for _, w := range words {
		lw := strings.ToLower(w)
		switch {
		case meantLeads()[lw]:
			lead = true
		case chatAtUsername()[lw] || len(lw) < 2 || aboutTheName()[lw] || strings.EqualFold(w, typed):
		default:
			if named != "" {
				return false
			}
			named = w
		}
	}
	if !lead || named == "" || strings.EqualFold(named, typed) || e.domain.KnownSecret != nil && e.domain.KnownSecret(named) {
		return false
	}
	if e.knownUser(named) {
		return true
	}
	// the typed name mistyped: only where the back end can say the word
	// is no password of its users, so a password near the username is
	// never taken for a name and kept in clear
	return e.domain.KnownSecret != nil && len(named) >= 3 && len(typed) >= 3 && reading.EditDistance(strings.ToLower(named), strings.ToLower(typed), 3) <= 2
}
