package concierge

// Signing in said in words (R29, R53): "log me in ada", "sign in as ada",
// "I'm ada", "this is ada", "ada here", "user ada", with or without a
// password form beside it ("I'm ada and pw is monkey") and a task after it
// ("… checking balance?"). A login cue next to one word that is no word of
// the lexicon, of a choice or (for the cues that do not say "as") of
// everyday English names the username of the domain's sign-in: the word is
// kept as that answer, so the password typed next is asked for masked and
// never taken for the username, and a task named with it runs once the
// sign-in is done.

import (
	"fmt"
	"strings"
	"unicode"

	"github.com/concierge-dev/concierge/agents"
	"github.com/concierge-dev/concierge/agents/reading"
	"github.com/concierge-dev/concierge/agents/understand"
	"github.com/concierge-dev/concierge/state"
)

// userCue is a way of saying who one is before (or, after, "here") the
// username. plain cues stand for any username but a common English word
// ("log me in now" names nobody); named ones say it is a name ("log in
// as bob", "user bob") and take one too.
type userCue struct {
	words []string
	named bool
}

// userCues lead the username; userTails follow it ("ada here").
var (
	userCues = []userCue{
		{strings.Fields("log me in as"), true}, {strings.Fields("sign me in as"), true},
		{strings.Fields("log in as"), true}, {strings.Fields("sign in as"), true},
		{strings.Fields("login as"), true}, {strings.Fields("signin as"), true}, {strings.Fields("logon as"), true},
		{strings.Fields("my username is"), true}, {strings.Fields("username is"), true},
		{strings.Fields("username"), true}, {strings.Fields("user"), true}, {strings.Fields("my name is"), true},
		// everyday wording (issue 24 round 9): "my name on here is seldo",
		// "I go by ada", "the name's seldo"
		{strings.Fields("my name on here is"), true}, {strings.Fields("my name on here's"), true}, {strings.Fields("name on here is"), true},
		{strings.Fields("name on here's"), true}, {strings.Fields("my name here is"), true}, {strings.Fields("my username on here is"), true},
		{strings.Fields("my user name is"), true}, {strings.Fields("my handle is"), true}, {strings.Fields("my login name is"), true},
		{strings.Fields("i go by"), true}, {strings.Fields("i'm called"), true}, {strings.Fields("im called"), true},
		{strings.Fields("the name's"), true},
		{strings.Fields("i'm on here as"), true}, {strings.Fields("im on here as"), true}, {strings.Fields("i'm registered as"), true},
		{strings.Fields("log me in"), false}, {strings.Fields("sign me in"), false},
		// "ok lemme in. ada", "let me in, ada" (tryout 41 notes 06)
		{strings.Fields("let me in as"), true}, {strings.Fields("lemme in as"), true},
		{strings.Fields("let me in"), false}, {strings.Fields("lemme in"), false},
		{strings.Fields("log into"), false}, {strings.Fields("sign into"), false}, {strings.Fields("login to"), false},
		{strings.Fields("log in for"), false}, {strings.Fields("login for"), false},
		{strings.Fields("log in"), false}, {strings.Fields("sign in"), false},
		{strings.Fields("login"), false}, {strings.Fields("signin"), false},
		{strings.Fields("i'm"), false}, {strings.Fields("im"), false}, {strings.Fields("i am"), false},
		{strings.Fields("this is"), false}, {strings.Fields("it's"), false}, {strings.Fields("its"), false},
	}
	userTails = [][]string{{"here"}}
	// courtesy are the words people put between a cue and the username
	courtesy = wordSet("please pls plz now again quickly then as")
	// greetsBefore are the words that may stand before "NAME here"
	greetsBefore = lazyWordSet("hi hey hello hiya yo ok okay so oh morning evening afternoon")
)

// signInUser is a username said in words, and the sign-in it is for.
type signInUser struct {
	agent *agents.Agent
	slot  *agents.Slot
	value string
}

// readSignInUserAny finds a username said with a login cue in text (masked
// of its secrets already), where nothing but the sign-in's own username
// question waits.
func (e *Engine) readSignInUserAny(text string) (signInUser, bool) {
	if !e.readSignInUserAllowed() || chatOnlyLine(text) || switchUserAsked.MatchString(text) {
		return signInUser{}, false // "uh idk", "well hmm": talk; "sign in as a different user": nobody named (signin_switch.go)
	}
	if u, ok := e.readLabelledUser(text); ok {
		return u, true // "usr: seldo", "Username - seldo", "u/n: seldo" (signin_labelled.go)
	}
	if u, ok := e.hedgedUser(text); ok {
		return u, true // "uhh its seldo i think" at the username question (signin_hedged.go)
	}
	a, user := e.signInAgent()
	words := loginWords(text)
	if u, ok := e.introducedUser(words); ok {
		return u, true // "im caled seldo", "ppl call me seldo": the username alone (signin_intro.go)
	}
	if u, ok := e.userAmongFriendly(a, user, text); ok {
		return u, true // "its seldo mate": a friendly word is no password (signin_friendly_tail.go)
	}
	if len(words) == 2 && nameOnlyCues()[reading.ASCIILower(words[0])] {
		// "name seldo", "usr: seldo": a label and a username, nothing else
		if v, ok := e.usernameWord(a, user, words[1], true); ok {
			return signInUser{agent: a, slot: user, value: v}, true
		}
	}
	for _, words := range loginSentences(text) {
		if u, ok := e.cuedUser(a, user, words); ok {
			return u, true
		}
	}
	if u, ok := e.nameAfterSignInSentence(a, user, text); ok {
		return u, true // "LOG ME IN. ADA", "oh i need to sign in? ada" (signin_name_sentence.go)
	}
	// "name's ada", "open the notes for ada", "ada's notes"
	return e.ownerNamed(text)
}

// cuedUser reads a username after a login cue or before "here" in one
// sentence's words: a cue never reaches into the next sentence.
func (e *Engine) cuedUser(a *agents.Agent, user *agents.Slot, words []string) (signInUser, bool) {
	for i := range words {
		for _, c := range userCues {
			if !wordsAt(words, i, c.words) {
				continue
			}
			j := i + len(c.words)
			for j < len(words) && courtesy[reading.ASCIILower(words[j])] {
				j++ // "log me in please, ada"
			}
			if j >= len(words) {
				continue
			}
			if v, ok := e.usernameWord(a, user, words[j], c.named); ok {
				return signInUser{agent: a, slot: user, value: v}, true
			}
		}
		for _, tail := range userTails {
			if i+1 < len(words) && wordsAt(words, i+1, tail) && (i == 0 || greetsBefore()[reading.ASCIILower(words[i-1])]) {
				// "ada here", "hi, ada here"; never "can i buy bitcoin here" (issue 24 round 15)
				if v, ok := e.usernameWord(a, user, words[i], false); ok {
					return signInUser{agent: a, slot: user, value: v}, true
				}
			}
		}
	}
	return signInUser{}, false
}

// functionWords are the words that hold a sentence together: never a
// username ("the names of my accounts" gave "of"), an account or an amount.
var functionWords = lazyWordSet(`of my the is a an to for in on at and or but are was were be been am it this that these those with by from into as so if than then there their our your his her its me we us you they them i what which who whom whose how when where why do does did not no`)

// nameOnlyCues label a username typed as the whole message with it:
// elsewhere "name" is a word of a sentence ("name the transfer").
var nameOnlyCues = lazyWordSet(`name uname usr nick nickname handle id`)

// readSignInUserAllowed reports a moment where a username said in words
// is the sign-in's: nothing but the sign-in's own username question waits.
func (e *Engine) readSignInUserAllowed() bool {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return false
	}
	a, user := e.signInAgent()
	if a == nil {
		return false
	}
	if sp := e.sess.Speaker; sp != "" {
		if sp != a.Name || a.NextSlot(e.sess.WorkFor(a.Name).Slots) != user {
			return false // another question waits: its answer
		}
	}
	return true
}

// signInAgent is the domain's sign-in: the first agent with a secret slot
// and a slot naming whose secret it is (the bank's username, the notes'
// owner, a member id).
func (e *Engine) signInAgent() (*agents.Agent, *agents.Slot) {
	for _, a := range e.domain.Agents {
		if h := agents.SecretHintsFor(a, ""); h.User != nil && secretSlotAfter(a, h.User) != nil {
			return a, h.User
		}
	}
	return nil, nil
}

// usernameWord reports w as a username: no word of the lexicon, a login
// cue, a secret's mask or a choice; for a plain cue, no common English
// word either ("I'm fine", "log in now"); and a value the slot takes.
func (e *Engine) usernameWord(a *agents.Agent, user *agents.Slot, w string, named bool) (string, bool) {
	if base, ok := apostropheBase(w); ok {
		w = base // "ada's": whose notes is ada (signin_possessive.go)
	}
	lw := reading.ASCIILower(w)
	if strings.Contains(w, state.SecretMask) || e.lexiconWord(w, a) || reading.LoginFiller.Word(lw) || e.secretShapedWord(w) || reading.SecretKeyWord(w) || fillerNotUsername(lw) || e.joinedLoginWord(w) || greetingWord(lw) || someoneWords()[lw] || functionWords()[lw] || e.taskWordNotUser(lw) {
		return "", false // "what are the names of my accounts": "of" names nobody (bank26b)
	}
	if !named && (reading.EnglishWord(lw) || englishAdverb(lw)) {
		return "", false
	}
	v, err := user.Normalize(w, agents.Facts(e.sess.Facts))
	if err != nil || strings.ContainsAny(v, " \t") || !strings.ContainsFunc(v, unicode.IsLetter) && !strings.ContainsFunc(v, unicode.IsDigit) {
		// "log me in - ada": the dash is no username (it was taken as an
		// empty one, and the sign-in asked whose notes)
		return "", false
	}
	return v, true
}

// loginWords are text's words as a login reads them: lower-case, split at
// spaces and at the marks between clauses, "’" read as "'"; a word keeps
// its own case for the username.
func loginWords(text string) []string {
	text = strings.ReplaceAll(text, "’", "'")
	return strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == ',' || r == ';' || r == '!' || r == '?' || r == '.' || r == ':'
	})
}

// wordsAt reports the phrase at words[i:], case aside.
func wordsAt(words []string, i int, phrase []string) bool {
	if i+len(phrase) > len(words) {
		return false
	}
	for j, p := range phrase {
		if reading.ASCIILower(words[i+j]) != p {
			return false
		}
	}
	return true
}

// takeSignInUser keeps a username said in words as the sign-in's answer.
// alone is true when the message says nothing else (a password form
// aside): the sign-in then starts at once.
func (e *Engine) takeSignInUser(u signInUser, stored string) (alone bool) {
	hedged := e.hedgedUserLine(stored) // read at the username question, before it is answered
	e.sess.WorkFor(u.agent.Name).Slots[u.slot.Name] = u.value
	e.note(state.NoteProgress, fmt.Sprintf("The %s is %s, said with the sign-in", u.slot.LabelOrName(), u.value))
	rest := withoutSecrets(stored, u.value)
	if rest == "log in as "+u.value || e.labelledUserLine(stored) || hedged || e.friendlyUserLine(stored, u) || e.introLine(stored) {
		return true // "usr: seldo", "ppl call me seldo": the username alone (signin_labelled.go, signin_intro.go)
	}
	if e.onlyTheSignInsRequest(u, rest) || e.onlyThePossessiveSignIn(u, rest) || e.nameAfterSignInOnly(u, rest) {
		return true // "open notes ada": the sign-in's request and its owner (signin_owner.go)
	}
	// "je suis seldo, mot de passe ••••••": the same, in another language
	return strings.Contains(stored, state.SecretMask) && foreignLoginOnly(strings.Replace(rest, u.value, "", 1))
}

// loginOverSmallTalk reports a reading of thanks or goodbye for a message
// that speaks of signing in (R53's login cues, a username said in words):
// the login reading wins, never "Goodbye!" to "I'm ada, pw is ••••••".
func (e *Engine) loginOverSmallTalk(text string, rd understand.Reading) bool {
	if len(rd.Commands) == 0 {
		return false
	}
	c := leading(rd.Commands)
	if c.Kind != agents.CmdSmallTalk || (c.Scope != "bye" && c.Scope != "thanks" && c.Scope != "ack") {
		return false
	}
	if e.hasLoginCue(text) {
		return true
	}
	_, named := e.readSignInUser(text)
	return named
}

// shapedSignIn reads a sign-in typed in one message whose secret has a
// strict shape (the notes' PIN): a username said in words beside it ("I'm
// ada, 1815"), or the two alone ("ada 1815"). It returns the text with
// the secret masked, the sign-in and the secret.
func (e *Engine) shapedSignIn(text string) (masked string, u signInUser, secret string, ok bool) {
	if e.sess.Pending.Secret != nil || e.sess.Pending.Approval != nil || e.planWaits() {
		return text, u, "", false
	}
	a, user := e.signInAgent()
	if a == nil {
		return text, u, "", false
	}
	slot := secretSlotAfter(a, user)
	at, n := -1, 0
	fields := strings.Fields(text)
	for i, f := range fields {
		if agents.SecretShaped(slot, strings.Trim(f, `,.;:!?"'()`)) {
			at, n = i, n+1
		}
	}
	if n != 1 {
		return text, u, "", false
	}
	secret = strings.Trim(fields[at], `,.;:!?"'()`)
	if householdSecretAt(text, strings.Index(text, fields[at])) {
		return text, u, "", false // "note the alarm code at the beach house is 9090" (household_secret.go)
	}
	u, ok = e.readSignInUser(text)
	if !ok && len(fields) == 2 {
		// "ada 1815", "1815 ada": the other word a username
		var v string
		if v, ok = e.usernameWord(a, user, strings.Trim(fields[1-at], `,.;:!?"'()`), true); ok {
			u = signInUser{agent: a, slot: user, value: v}
		}
	}
	if !ok {
		// "unlock ada 1815", "open my notes, Grace, 1815": the one word
		// that reads as a name (signin_owner.go)
		u, ok = e.ownerAmong(maskField(text, at, secret))
	}
	if !ok {
		// "bonjour, … ada 1815": the name right beside it, in any words
		// (secret_any_language.go)
		u, ok = e.ownerBeside(fields, at)
	}
	if ok && e.signedIn() && !strings.EqualFold(u.value, e.signedInOwner()) {
		// signed in, "add a todo: call bob 2230" names a time, not a
		// sign-in of todo's
		ok = false
	}
	if !ok {
		return text, u, "", false
	}
	return maskField(text, at, secret), u, secret, true
}

// maskField masks value inside the i-th space-separated field of text.
func maskField(text string, i int, value string) string {
	off := 0
	for j, f := range strings.Fields(text) {
		k := strings.Index(text[off:], f) + off
		if j == i {
			return text[:k] + strings.Replace(f, value, state.SecretMask, 1) + text[k+len(f):]
		}
		off = k + len(f)
	}
	return text
}

// signInUserNamed is the username user read with the secret of agent
// owner, when owner is the domain's sign-in and its username slot takes it.
func (e *Engine) signInUserNamed(owner, user string) (signInUser, bool) {
	a, slot := e.signInAgent()
	if a == nil || a.Name != owner {
		return signInUser{}, false
	}
	v, err := slot.Normalize(user, agents.Facts(e.sess.Facts))
	if err != nil {
		return signInUser{}, false
	}
	return signInUser{agent: a, slot: slot, value: v}, true
}

// englishAdverb reports an adverb made of an English word ("hypothetically",
// "seriously", "honestly"), which the word list may not hold itself: no
// username typed alone.
func englishAdverb(lw string) bool {
	stem, ok := strings.CutSuffix(lw, "ly")
	if !ok || len(stem) < 4 {
		return false
	}
	if strings.HasSuffix(stem, "ical") {
		return true // "hypothetically", "theoretically": no name ends so
	}
	return reading.EnglishWord(stem) || reading.EnglishWord(strings.TrimSuffix(stem, "al")) || reading.EnglishWord(strings.TrimSuffix(stem, "i")+"y") || reading.EnglishWord(stem+"e")
}
