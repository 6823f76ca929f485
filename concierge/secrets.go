package concierge

// Secrets typed in the clear (R10, R29): found in the forms people use,
// masked before the message is stored, shown or read by an engine, and
// remembered as hashes so that they are masked wherever they come back.

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"sync"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/prompts"
	"github.com/concierge-dev/concierge/state"
)

// maskedCue is a secret typed in the clear, once masked, with the words
// that said it was one: "password is ••••••", "pw: ••••••", "•••••• is my
// password", "seldo:••••••" (the user stays), "the pw's ••••••" (round 20:
// "pw's ." was left, and read as someone's balance).
var maskedCue = reading.Lazy(`(?i)(?:[,;]?\s*(?:and\s+)?(?:with\s+)?(?:my\s+|the\s+)?(?:password|passcode|passwd|passphrase|pass|pswd|pword|passw|pwd|pw|pin|secret(?:\s+(?:word|code|phrase))?|code\s*word)(?:\s+number)?(?:['’]?s\b)?\s*(?:\bis\b\s*[:=]?|[:=]|,\s*(?:it'?s|it’s|its|it\s+is|that'?s|that’s)\b)?\s*)?["'‘“]?` +
	regexp.QuoteMeta(state.SecretMask) + `["'’”]?(?:\s+(?:is|was)\s+(?:my|the)\s+(?:password|passcode|pw|pin))?|[:/]` + regexp.QuoteMeta(state.SecretMask))

// cueSlipsMended reads a slip of a secret's name as the name: "my
// pasword is ••••••" is "my password is ••••••".
func cueSlipsMended(text string) string {
	words := strings.Fields(text)
	mended := false
	for i, w := range words {
		if core := strings.Trim(w, ",.;:!?=\"'"); core != "" && reading.SecretCueSlip(core) {
			words[i] = strings.Replace(w, core, "password", 1)
			mended = true
		}
	}
	if !mended {
		return text
	}
	return strings.Join(words, " ")
}

// withoutSecrets is what the loop and the engines read of a message whose
// secret was masked: the words around it, not the mask ("seldo password
// is ••••••" answers the username question with "seldo"). A username
// typed with the password and nothing else ("seldo:monkey", "user seldo
// pass monkey") is read as the login it is.
func withoutSecrets(text, user string) string {
	out := text
	if strings.Contains(text, state.SecretMask) {
		out = strings.TrimSpace(strings.Trim(maskedCue.ReplaceAllString(cueSlipsMended(text), ""), " ,.;!"))
	}
	if user != "" {
		rest := 0
		for _, w := range strings.Fields(normalise(out)) {
			// the words around a login ("user", "pass", "my", "is") are the
			// lexicon's login-filler words
			if w != strings.ToLower(user) && !reading.LoginFiller.Word(w) && !foreignLoginWords()[w] && !friendlyWord(w) && !everydayLoginWords()[w] {
				rest++
			}
		}
		if rest == 0 {
			return "log in as " + user
		}
	}
	return out
}

// takeClearSecrets finds secrets typed in the clear ("password is monkey",
// "seldo:monkey", "monkey is my password") and masks them before the
// message is stored, shown or read by an engine, along with any password
// typed earlier in this process (R29). The speaker's secret slots are
// looked at first, then every agent's. user is a username typed together
// with the secret.
func (e *Engine) takeClearSecrets(text string) (masked string, found map[string]map[string]string, user string) {
	if (isCancel(text) && restAfterCancel(text) == "") || isHelp(text) || isGreeting(text) || isThanks(text) || isBye(text) || isYes(text) || greetingLine(text) || courtesyLine(text) || laughsInShortLine(text) && len(unfriendlyWords(text)) < 2 || e.labelledUserLine(text) || e.hedgedUserLine(text) || e.correctsWaitingTask(text) || chatOnlyLine(text) || switchUserAsked.MatchString(text) || e.thingPair(text) || e.introLine(text) || e.amountPair(text) {
		// "never mind" at the username prompt is no "user never, password
		// mind", nor "sup dude" a user sup (secret_courtesy.go), nor "im
		// called seldo" a user called (signin_intro.go), nor
		// "shopping list" an owner and a PIN (notes22_owner.go)
		masked, _ = e.maskKnownSecrets(text) // whatever the line is, a known password in it is masked (secret_known_anywhere.go)
		masked = e.maskNamedSecrets(masked)  // "my portal password is Hunter2!" in any domain (secret_named_any_domain.go)
		masked, _ = e.typed.Mask(masked)
		return masked, nil, ""
	}
	order := e.domain.Agents
	sp := e.domain.Agent(e.sess.Speaker)
	if sp != nil {
		order = append([]*agents.Agent{sp}, order...)
	}
	for _, a := range order {
		asked := ""
		if a == sp {
			if s := a.NextSlot(e.sess.WorkFor(a.Name).Slots); s != nil {
				asked = s.Name
			}
		}
		hints := agents.SecretHintsFor(a, asked)
		hints.Known = e.knownUserLookup() // "open my notes as ada-1815" (secret_known_joined.go)
		for i := range a.Slots {
			s := &a.Slots[i]
			ms := e.withoutHouseholdSecrets(text, agents.FindSecrets(s, text, hints)) // "the wifi password is …" is no sign-in's, and masked (household_secret.go)
			if len(ms) == 0 {
				continue
			}
			// a pair that is no pair is dropped on its own, and the others
			// kept: "ada / 1815, then add a todo: pay rent" read "pay rent"
			// as a pair too, and dropping every match left the PIN in
			// clear (round 35's notes 11)
			kept := ms[:0:0]
			for _, m := range ms {
				if m.Username != "" && (e.choiceWord(m.Username) || e.choiceWord(m.Value) || e.taskWordNotUser(reading.ASCIILower(m.Username)) || taskWords()[reading.ASCIILower(m.Value)]) {
					continue // "checking savings" names two accounts, not a user and a password; "login depost 40", "usr seldo send 30" a task, not a pair
				}
				if m.Username != "" && foreignPhrase(m.Username+" "+m.Value) {
					continue // "cuenta corriente" is another language, not a user and a password (secret_question_line.go)
				}
				kept = append(kept, m)
			}
			if ms = kept; len(ms) == 0 {
				continue
			}
			if found == nil {
				found = map[string]map[string]string{}
			}
			if found[a.Name] == nil {
				found[a.Name] = map[string]string{}
			}
			last := pickSecret(text, ms) // a later one corrects an earlier one, unless another thing's (secret_among_others.go)
			found[a.Name][s.Name] = last.Value
			if last.Username != "" {
				user = last.Username
			}
			for _, m := range ms {
				e.typed.Remember(m.Value)
			}
			text = reading.MaskMatches(text, ms, state.SecretMask)
		}
		if found != nil {
			break
		}
	}
	if a, _ := e.signInAgent(); a != nil && found[a.Name] != nil && user == "" {
		// "je suis seldo, mot de passe ••••••": the one username the
		// domain names, said beside the password (secret_other_language.go)
		user = e.knownUserIn(text)
	}
	if a, pass, v, ok := e.passwordAtPlan(text); found == nil && ok {
		// "monkey" at a plan that waits on the sign-in, the username
		// known: its password (signin_plan_password.go)
		found = map[string]map[string]string{a.Name: {pass.Name: v}}
		e.typed.Remember(v)
	}
	if found == nil {
		a, userSlot := e.signInAgent()
		// "I'm ada, 1815", "ada 1815": a PIN's shape beside a username
		if masked, u, v, ok := e.knownPairLine(text); ok && a != nil && secretSlotAfter(a, userSlot) != nil {
			// "seldo | monkey", "u: seldo p: monkey": a known user and
			// their password, in a form of the user's own (secret_known_anywhere.go)
			found = map[string]map[string]string{a.Name: {secretSlotAfter(a, userSlot).Name: v}}
			user, text = u, masked
		} else if masked, u, v, ok := e.shapedSignIn(text); ok {
			found = map[string]map[string]string{u.agent.Name: {secretSlotAfter(u.agent, u.slot).Name: v}}
			user, text = u.value, masked
			e.typed.Remember(v)
		} else {
			// at an approval, a plan or another question: masked all the
			// same, never used (secret_any_language.go)
			text = e.maskShapedAfterTalk(e.maskTriedWord(e.maskAfterCue(e.maskBesideKnownUser(e.maskBesideOwner(text))))) // and "fine, 1815" after talk of the PIN (secret_shaped_after_talk.go) // and "ok try monkey" after talk of the password (secret_tried_word.go) // and "pin 1815 note: …" (secret_after_cue.go)
		}
	}
	if found != nil {
		text = e.maskCardNumbers(text) // "pin 1815 and my card is 4111 …" (secret_among_others.go)
	}
	text, _ = e.maskNewSecret(text)                      // "change my password to banana123" (secret_change.go)
	text = e.maskCandidates(text, takenValues(found)...) // "just try monkey, banana, 123456 until one works" (secret_candidates.go)
	e.maskHouseholdCodes(text)                           // "the wifi code is …" (household_code_secharm15.go)
	text, _ = e.maskKnownSecrets(text)                   // "seldo 🐒 monkey" in any form (secret_known_anywhere.go)
	text = e.maskNamedSecrets(text)                      // "my portal password is Hunter2!" in any domain (secret_named_any_domain.go)
	text, _ = e.typed.Mask(text)
	return text, found, user
}

// aboutTheSecret reports a line typed at a secret prompt that talks about
// the secret instead of being it: several words, naming it or forgetting
// it, with no value said in words ("I forgot my password", "what is my
// password?", "I don't remember it"). A password has no spaces in the
// forms people choose; one that has is still taken, unless it reads so.
func (e *Engine) aboutTheSecret(secret *state.Secret, text string) bool {
	n := normalise(text)
	if len(strings.Fields(n)) < 2 && !strings.Contains(text, "?") {
		return false // one word is a password, unless it asks ("password?")
	}
	a := e.domain.Agent(secret.Agent)
	if a == nil || a.Slot(secret.Slot) == nil {
		return false
	}
	s := a.Slot(secret.Slot)
	if len(agents.FindSecrets(s, text, agents.SecretHints{})) > 0 {
		return false // "my password is monkey": the password, in words
	}
	if read(text).Is(reading.SecretTalk) && !e.namesOtherThing(s, text) {
		return true // "I forgot it", "no idea", "what's my password"
	}
	for _, w := range s.Cues {
		if strings.Contains(n, strings.ToLower(w)) {
			return true // the secret named: "password?"
		}
	}
	return false
}

// secretTalk answers talk about a secret at its prompt: nothing is tried,
// and the prompt stays masked.
func (e *Engine) secretTalk(ctx context.Context, secret *state.Secret, text string) error {
	stored, _, _ := e.takeClearSecrets(strings.TrimSpace(Sanitize(text)))
	stored = e.talkMasked(secret, stored) // "is it monkey or banana?" (secret_recalled_secharm15.go)
	e.userMessage(stored, false)
	return e.runTurn(ctx, stored, func(t *turn) error {
		e.note(state.NoteProgress, "Not taken as the "+secret.Label+": the line talks about it")
		if why, answer, ok := e.trustReply(text); ok {
			// "wait is this thing secure? is my password stored": a
			// question of trust, answered, and the password asked again
			e.note(state.NoteRoute, why)
			e.reply(secret.Agent, join(answer, prompts.SecretAgain(secret.Label)))
			e.emit(SecretRequested{Secret: *secret})
			return nil
		}
		e.reply(secret.Agent, prompts.SecretTalk(secret.Label))
		e.emit(SecretRequested{Secret: *secret})
		return nil
	})
}

// choiceWord reports a word that names some agent's value ("checking",
// "AAPL"): a value the user means, never a username or a password typed
// in a pair.
func (e *Engine) choiceWord(w string) bool {
	w = strings.TrimSpace(w)
	for _, a := range e.domain.Agents {
		if e.router.Named(a, w) {
			return true
		}
	}
	return false
}

// secretAside reads a line typed at a secret prompt that is plainly not the
// secret, and returns the step it is instead (nil: take it as the secret):
//   - a no or a way out ("no", "nope", "not now", "go back", "quit") ends
//     the task, as a cancel does;
//   - the other value named again ("wrong username", "sorry, I meant ada")
//     asks for it again, or takes the new one, and then the secret again;
//   - a choice of some agent ("checking") answers another question: kept
//     for the task that waits, and the secret is asked again.
func (e *Engine) secretAside(secret *state.Secret, text string) func(t *turn) step {
	n := normalise(text)
	a := e.domain.Agent(secret.Agent)
	if a == nil {
		return nil
	}
	if leave := e.leavingAtSecret(secret, text); leave != nil {
		return leave // "thx bye": the sign-in stops, no try (secret_leaving.go)
	}
	if reason, no := rejection(text); (no && reason == "") || wayOut()[n] {
		return func(*turn) step { return abandonStep("") }
	}
	if _, user, v, ok := e.ownerCorrected(secret, text); ok {
		// "wrong name, it should be ada": the new owner, then the secret
		// again (secret_not_taken.go)
		return func(t *turn) step {
			e.sess.Pending.Secret = nil
			e.sess.WorkFor(a.Name).Slots[user.Name] = v
			e.note(state.NoteProgress, fmt.Sprintf("The %s is now %s", user.LabelOrName(), v))
			return advanceStep(a)
		}
	}
	if other, value, ok := e.otherValueAgain(a, secret, text); ok {
		return func(t *turn) step {
			e.sess.Pending.Secret = nil
			w := e.sess.WorkFor(a.Name)
			delete(w.Slots, other.Name)
			if value != "" {
				w.Slots[other.Name] = value
				e.note(state.NoteProgress, fmt.Sprintf("The %s is now %s", other.LabelOrName(), value))
			} else {
				e.note(state.NoteProgress, fmt.Sprintf("The %s is asked again", other.LabelOrName()))
			}
			return advanceStep(a)
		}
	}
	if _, ok := secretAfterComplaint(text, a.Slot(secret.Slot)); ok {
		return nil // "fine, its monkey": a complaint, then the secret (secret_after_complaint.go)
	}
	if waitWords()[n] || chatAtSecret(text) {
		// "oh oops", "hmm wait": talk, never a try (round 23's tester)
		return func(t *turn) step {
			e.speak(t, a.Name, prompts.SecretWait(secret.Label))
			e.emit(SecretRequested{Secret: *secret})
			return stop
		}
	}
	if _, guess := guessedSecret(text, a.Slot(secret.Slot)); guess {
		return nil // "maybe its monkey?": a guess at it, tried masked (secret_guess.go)
	}
	if strings.HasSuffix(strings.TrimSpace(text), "?") && len(strings.Fields(n)) >= 2 && !e.requestOfItsOwn(text) {
		// "is this secure?", "why do you need it?": a question, no try
		return func(t *turn) step {
			if why, answer, ok := e.trustReply(text); ok {
				// "are you a real person?": answered, the password asked again
				e.note(state.NoteRoute, why)
				e.speak(t, a.Name, join(answer, prompts.SecretAgain(secret.Label)))
				e.emit(SecretRequested{Secret: *secret})
				return stop
			}
			e.speak(t, a.Name, prompts.SecretQuestion(secret.Label))
			e.emit(SecretRequested{Secret: *secret})
			return stop
		}
	}
	if reason, no := rejection(text); no && reason != "" && !strings.HasSuffix(strings.TrimSpace(text), "?") {
		// "no wait, that's way too much money": an answer about the task
		// that waits, not a request of its own (secret_not_taken.go)
		return nil
	}
	if len(strings.Fields(n)) >= 2 && (strings.HasSuffix(strings.TrimSpace(text), "?") || asksQuestion(text) || questionLine(text) || e.requestOfItsOwn(text)) && len(agents.FindSecrets(a.Slot(secret.Slot), text, agents.SecretHints{})) == 0 {
		// "is this secure?", "what's the AAPL price?", "check my balance":
		// a question or a request, read as a message at the login
		return func(t *turn) step {
			e.sess.Pending.Secret = nil
			e.note(state.NoteProgress, "Not taken as the "+secret.Label+": a question or a request")
			return handleStep(text)
		}
	}
	if e.choiceWord(text) && len(strings.Fields(text)) > 1 {
		// one token is tried as the secret, whatever it names: "apple"
		// or "checking" may be the password, and is never echoed
		// (issue 24, bank27)
		return func(t *turn) step {
			if owner, slot, v := e.waitingChoice(text); owner != nil {
				e.sess.WorkFor(owner.Name).Slots[slot.Name] = v
				t.say(prompts.KeptForLater(v, owner.TaskPhrase()))
			}
			e.note(state.NoteProgress, "Not taken as the "+secret.Label+": it names a choice")
			e.sess.Pending.Secret = nil
			return advanceStep(a)
		}
	}
	return nil
}

// waitWords ask for a moment at a prompt.
var waitWords = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"no wait": true, "hold on": true, "one sec": true, "one second": true, "wait": true, "just a moment": true,
		"hang on": true, "a moment": true, "just a sec": true, "wait a sec": true, "wait a second": true, "give me a sec": true}
})

// wayOut are lines that leave a prompt without a no-word.
var wayOut = sync.OnceValue(func() map[string]bool {
	return map[string]bool{"quit": true, "exit": true, "go back": true, "back": true, "not now": true,
		"later": true, "stop": true, "no thanks": true, "no thank you": true}
})

// otherValueAgain reports a line at the secret prompt about the agent's
// other value — its label or a cue named with a correction or a "wrong"
// ("wrong username", "oops, wrong user"), or "I meant X" — and the new
// value when the line gives one.
func (e *Engine) otherValueAgain(a *agents.Agent, secret *state.Secret, text string) (*agents.Slot, string, bool) {
	n := normalise(text)
	words := strings.Fields(n)
	for i := range a.Slots {
		s := &a.Slots[i]
		if s.Name == secret.Slot || s.Kind == agents.KindSecret || e.sess.WorkFor(a.Name).Slots[s.Name] == "" {
			continue
		}
		named := false
		for _, c := range append([]string{strings.ToLower(s.LabelOrName())}, s.Cues...) {
			if c = strings.ToLower(c); c != "" && (" "+n+" ") != strings.Replace(" "+n+" ", " "+c+" ", "", 1) {
				named = true
			}
		}
		wrong := strings.Contains(n, "wrong") || strings.Contains(n, "not ") || strings.Contains(n, "change") || strings.Contains(n, "typo")
		held := strings.ToLower(e.sess.WorkFor(a.Name).Slots[s.Name])
		if wrong && held != "" && strings.Contains(" "+n+" ", " "+held+" ") {
			named = true // "not seldo": the value given is taken back
		}
		if named && wrong {
			return s, "", true // "wrong username": asked again
		}
		if named && len(words) >= 2 {
			// "log in as ada", "user ada", "I meant the username ada":
			// the value the line gives for the other slot
			if v := agents.Extract(a, text, "")[s.Name]; v != "" {
				if v, err := s.Normalize(v, agents.Facts(e.sess.Facts)); err == nil {
					return s, v, true
				}
			}
		}
	}
	return nil, "", false
}

// asideTurn runs a line read as something other than the secret as its
// own turn; the line is stored masked of any secret it holds.
func (e *Engine) asideTurn(ctx context.Context, text string, aside func(t *turn) step) error {
	stored, _, _ := e.takeClearSecrets(strings.TrimSpace(Sanitize(text)))
	e.userMessage(stored, false)
	return e.runTurn(ctx, stored, func(t *turn) error { return e.run(t, aside(t)) })
}

// oopsWords are the slips said aloud at a prompt ("oh oops", "whoops
// sorry").
var oopsWords = lazyWordSet(`oops oopsie whoops woops sorry sry soz my bad typo`)

// chatAtSecret reports two or more words of talk only at a secret's
// prompt ("oh oops", "hmm wait", "uh hold on"): no password, and never a
// try spent (round 23's tester). One word is a password, as typed.
func chatAtSecret(text string) bool {
	words := reading.Words(strings.ReplaceAll(text, "’", "'"))
	if len(words) < 2 || len(words) > 6 {
		return false
	}
	for _, w := range words {
		if !chatAtUsername()[w] && !oopsWords()[w] {
			return false
		}
	}
	return true
}
